/** Quick timing of random playouts (not a test): `npx tsx packages/memoir44/bench/timing.ts [n]`. */
import { randomPlayout } from '@esagono/kernel';
import { game } from '../src/game.js';
import { skirmishScenario } from './fixture.js';

const n = Number(process.argv[2] ?? 50);
const sc = skirmishScenario();
let moves = 0;
const c0 = process.cpuUsage();
const t0 = performance.now();
for (let seed = 1; seed <= n; seed++) {
  const r = randomPlayout(game, { scenario: sc }, seed);
  if (r.stop !== 'terminal') console.log('seed', seed, r.stop, r.error);
  moves += r.moves.length;
}
const wall = performance.now() - t0;
const cpu = process.cpuUsage(c0);
const ms = (cpu.user + cpu.system) / 1000;
console.log(`wall ${wall.toFixed(0)} ms, cpu ${ms.toFixed(0)} ms`);
console.log(`${n} games, ${(moves / n).toFixed(0)} moves/game, ${((n * 1000) / ms).toFixed(1)} games/s, ${((moves * 1000) / ms).toFixed(0)} moves/s`);
