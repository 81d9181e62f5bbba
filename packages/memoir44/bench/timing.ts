/** Quick timing of random playouts (not a test): `npx tsx packages/memoir44/bench/timing.ts [n] [scenario]`. */
import { randomPlayout } from '@esagono/kernel';
import { game, scenarios } from '../src/index.js';

const n = Number(process.argv[2] ?? 50);
const id = process.argv[3] ?? 'sainte-mere-eglise';
const setup = scenarios[id];
if (!setup) throw new Error(`no scenario ${id}: ${Object.keys(scenarios).join(', ')}`);
let moves = 0;
const c0 = process.cpuUsage();
const t0 = performance.now();
for (let seed = 1; seed <= n; seed++) {
  const r = randomPlayout(game, setup, seed);
  if (r.stop !== 'terminal') console.log('seed', seed, r.stop, r.error);
  moves += r.moves.length;
}
const wall = performance.now() - t0;
const cpu = process.cpuUsage(c0);
const ms = (cpu.user + cpu.system) / 1000;
console.log(`${id}: ${n} games, wall ${wall.toFixed(0)} ms, cpu ${ms.toFixed(0)} ms`);
console.log(`${(moves / n).toFixed(0)} moves/game, ${((n * 1000) / ms).toFixed(1)} games/s (cpu), ${((moves * 1000) / ms).toFixed(0)} moves/s`);
