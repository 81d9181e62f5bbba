/**
 * Paired speed check of Normandy '44 (issue #17), with the bench's paired runner
 * (packages/bench/src/paired.ts): the package (with its kernel) built from a git ref and from the
 * working tree, timed in alternating batches of the same seeded random playouts (CPU time); prints
 * the median ratio of decisions per CPU second. With `--same`, both builds must play the same games
 * move by move (a speed change that keeps play); without it the move shapes may differ.
 *
 *   npx tsx packages/normandy44/scripts/paired.ts <ref> [scenario=mini-game] [pairs=9] [games=2] [--same]
 */
import { pairedRun } from '../../bench/src/paired.js';

const args = process.argv.slice(2);
const same = args.includes('--same');
const [ref = 'HEAD', scenario = 'mini-game', pairsArg = '9', gamesArg = '2'] = args.filter((a) => !a.startsWith('--'));
const pairs = Number(pairsArg);
const games = Number(gamesArg);

const r = await pairedRun({ ref, title: 'normandy44', scenario, pairs, games, same, warmups: 1 });
console.log(`${scenario}: ${pairs} pairs of ${games} games; decisions per CPU second ${ref} ${Math.round(r.refRate)}, working tree ${Math.round(r.workRate)}`);
console.log(`median ratio (working tree / ${ref}, decisions per CPU second): ${r.ratio.toFixed(3)}`);
