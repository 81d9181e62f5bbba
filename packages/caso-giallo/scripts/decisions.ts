/**
 * The bench's "decisions" case for one scenario, alone, for profiling (`node --cpu-prof`): states
 * sampled from 20 seeded games, then one decision per state in turn (list, pick, resolve), timed in
 * CPU time by the bench's shared helper (packages/bench/src/profile.ts).
 * `npx tsx packages/caso-giallo/scripts/decisions.ts [scenario] [seconds]`
 */
import { decisionsLine, timeDecisions } from '../../bench/src/profile.js';
import { game, scenarios } from '../src/index.js';

const scenario = (process.argv[2] ?? 'fortress-holland') as keyof typeof scenarios;
const seconds = Number(process.argv[3] ?? 10);
const setup = scenarios[scenario];
if (setup === undefined) throw new Error(`no scenario ${scenario}`);
console.log(decisionsLine(scenario, await timeDecisions(game, setup, { seconds })));
