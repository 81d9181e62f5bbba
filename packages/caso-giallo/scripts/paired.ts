/**
 * Paired speed check of the bench's "decisions" case (states of 20 seeded Fortress Holland games,
 * one decision each in turn), with the bench's paired runner (packages/bench/src/paired.ts): Caso
 * Giallo and its kernel built from a git ref and from the working tree, both in one process, timed
 * in alternating batches by CPU time. The shared machine's speed swings within minutes, so only the
 * median ratio of neighbouring batches means something. Both builds must sample the very same
 * states (the same games), or the run fails.
 *
 *   npx tsx packages/caso-giallo/scripts/paired.ts [ref=HEAD] [pairs=41] [decisions=3000] [scenario]
 */
import { pairedRun } from '../../bench/src/paired.js';

const [ref = 'HEAD', pairsArg = '41', perBatchArg = '3000', scenario = 'fortress-holland'] = process.argv.slice(2);
const pairs = Number(pairsArg);
const decisions = Number(perBatchArg);

const r = await pairedRun({ ref, title: 'caso-giallo', scenario, pairs, decisions, same: true, warmups: 4 });
console.log(`${scenario}: ${r.states} states (same in both builds), ${pairs} pairs of ${decisions} decisions`);
console.log(`median decisions per CPU second: ${ref} ${Math.round(r.refRate)}, working tree ${Math.round(r.workRate)}`);
console.log(`median speed ratio working tree / ${ref}: ${r.ratio.toFixed(3)}`);
