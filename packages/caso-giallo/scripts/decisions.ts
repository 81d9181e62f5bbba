/**
 * The bench's "decisions" case for one scenario, alone, for profiling (`node --cpu-prof`): one
 * decision after another along seeded random playouts (list, pick, resolve), timed in CPU time by the
 * bench's shared helper (packages/bench/src/profile.ts). With `--sampled`, decisions cycle over the
 * states of 20 sampled games instead (revisited states: warm caches, not a measure of play).
 * `npx tsx packages/caso-giallo/scripts/decisions.ts [scenario] [seconds] [--sampled]`
 */
import { decisionsLine, timeDecisions } from '../../bench/src/profile.js';
import { game, scenarios } from '../src/index.js';

const scenario = (process.argv[2] ?? 'fortress-holland') as keyof typeof scenarios;
const seconds = Number(process.argv[3] ?? 10);
const setup = scenarios[scenario];
if (setup === undefined) throw new Error(`no scenario ${scenario}`);
console.log(decisionsLine(scenario, await timeDecisions(game, setup, { seconds, sampled: process.argv.includes('--sampled') })));
