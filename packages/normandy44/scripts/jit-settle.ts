/**
 * How long the JIT takes to settle on the bench's decision case: decisions along seeded random
 * playouts from the first one (no warm-up), timed in
 * successive windows of CPU seconds. A rate still climbing after the bench's warm-up means the bench
 * times the optimiser, not the rules (issue #17: the mini-game climbed for 8 CPU seconds).
 *   npx tsx scripts/jit-settle.ts [scenario=mini-game] [windows=2,2,2,2,2,2,2]
 *   taskset -c 0 npx tsx scripts/jit-settle.ts   (pinned to one core, as the bench runs)
 */
import { playoutDecider, timeCalls } from '../../bench/src/profile.js';
import { game, scenarios } from '../src/index.js';

const [name = 'mini-game', windows = '2,2,2,2,2,2,2'] = process.argv.slice(2);
const setup = scenarios[name as keyof typeof scenarios];
if (!setup) throw new Error(`no scenario ${name}`);
const decide = playoutDecider(game, setup).step;
const rates: string[] = [];
for (const seconds of windows.split(',').map(Number)) {
  const t = await timeCalls(decide, { seconds, warmupMs: 0, warmupCalls: 0 });
  rates.push(`${(t.rate / 1000).toFixed(1)}k`);
}
console.log(`${name}: decisions per CPU second in successive windows of ${windows} CPU s from the first decision: ${rates.join(' ')}`);
