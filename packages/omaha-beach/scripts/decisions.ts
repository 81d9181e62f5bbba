/**
 * The bench's two Omaha cases in one process, timed in CPU time by the bench's shared helpers
 * (packages/bench/src/profile.ts): decisions per second over states sampled from 20 seeded games
 * (as `playouts: ... decisions`), then random playouts per second.
 * `npx tsx scripts/decisions.ts [scenario] [seconds]`
 */
import { decisionsLine, timeDecisions, timePlayouts } from '../../bench/src/profile.js';
import { game, scenarios } from '../src/index.js';

const scenario = (process.argv[2] ?? 'easy-fox') as keyof typeof scenarios;
const seconds = Number(process.argv[3] ?? 6);
const setup = scenarios[scenario];
if (setup === undefined) throw new Error(`no scenario ${scenario}`);
console.log(decisionsLine(scenario, await timeDecisions(game, setup, { seconds })));
const p = timePlayouts(game, setup, { seconds });
console.log(`${scenario}: playouts ${p.games.toFixed(1)} games per CPU second, ${Math.round(p.moves)} moves per CPU second`);
