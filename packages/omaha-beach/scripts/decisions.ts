/**
 * The bench's two Omaha cases in one process, timed in CPU time by the bench's shared helpers
 * (packages/bench/src/profile.ts): decisions per second along seeded random playouts (as
 * `playouts: ... decisions in random playouts`; with `--sampled`, cycling over the states of 20
 * sampled games instead, which revisits states), then random playouts per second.
 * `npx tsx scripts/decisions.ts [scenario] [seconds] [--sampled]`
 */
import { decisionsLine, timeDecisions, timePlayouts } from '../../bench/src/profile.js';
import { game, scenarios } from '../src/index.js';

const scenario = (process.argv[2] ?? 'easy-fox') as keyof typeof scenarios;
const seconds = Number(process.argv[3] ?? 6);
const setup = scenarios[scenario];
if (setup === undefined) throw new Error(`no scenario ${scenario}`);
console.log(decisionsLine(scenario, await timeDecisions(game, setup, { seconds, sampled: process.argv.includes('--sampled') })));
const p = timePlayouts(game, setup, { seconds });
console.log(`${scenario}: playouts ${p.games.toFixed(1)} games per CPU second, ${Math.round(p.moves)} moves per CPU second`);
