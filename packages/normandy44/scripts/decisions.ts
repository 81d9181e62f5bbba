/**
 * The bench's "decisions" case (packages/bench/src/cases/playouts.ts) as a script to profile: one
 * decision after another along seeded random playouts (list the options, pick one at random,
 * resolve it), timed in CPU time by the bench's shared helper (packages/bench/src/profile.ts). With
 * `--sampled`, decisions cycle over the states of the first 20 seeded games (up to `cap`) instead:
 * revisited states, warm caches, not a measure of play.
 *   npx tsx scripts/decisions.ts [scenario=mini-game] [seconds=20] [cap=1500] [--sampled]
 *   node --import tsx --cpu-prof scripts/decisions.ts
 */
import { decisionsLine, timeDecisions } from '../../bench/src/profile.js';
import { game, scenarios } from '../src/index.js';

const [name = 'mini-game', secondsArg = '20', capArg = '1500'] = process.argv.slice(2).filter((a) => a !== '--sampled');
const setup = scenarios[name as keyof typeof scenarios];
if (!setup) throw new Error(`no scenario ${name}`);
console.log(decisionsLine(name, await timeDecisions(game, setup, { seconds: Number(secondsArg), cap: Number(capArg), sampled: process.argv.includes('--sampled') })));
