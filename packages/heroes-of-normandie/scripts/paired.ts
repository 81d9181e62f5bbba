/**
 * Paired speed check of Heroes of Normandie (issue #20), with the bench's paired runner
 * (packages/bench/src/paired.ts): the package (with its kernel) built from a git ref and from the
 * working tree, timed in alternating batches of the same seeded random playouts (CPU time); prints
 * the median ratio of decisions per CPU second. With `--same`, both builds must play the same games
 * move by move.
 *
 *   npx tsx packages/heroes-of-normandie/scripts/paired.ts <ref> [scenario=free-skirmish] [pairs=15] [games=10] [--same]
 */
import { pairedRun } from '../../bench/src/paired.js';

const args = process.argv.slice(2);
const same = args.includes('--same');
const [ref = 'HEAD', scenario = 'free-skirmish', pairsArg = '15', gamesArg = '10'] = args.filter((a) => !a.startsWith('--'));
const pairs = Number(pairsArg);
const games = Number(gamesArg);

const r = await pairedRun({ ref, title: 'heroes-of-normandie', scenario, pairs, games, same, warmups: 1 });
console.log(`${scenario}: ${pairs} pairs of ${games} games; decisions per CPU second ${ref} ${Math.round(r.refRate)}, working tree ${Math.round(r.workRate)}`);
console.log(`median ratio (working tree / ${ref}, decisions per CPU second): ${r.ratio.toFixed(3)}`);
