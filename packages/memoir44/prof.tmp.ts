import { randomPlayout } from '@esagono/kernel';
import { game, scenarios } from '@esagono/memoir44';
const sc = (scenarios as any)['sainte-mere-eglise'] ?? (scenarios as any).sainteMereEglise;
const setup = sc;
const N = Number(process.argv[2] ?? 300);
let moves = 0;
for (let i = 0; i < 20; i++) randomPlayout(game, setup as any, i);
const t0 = process.cpuUsage();
for (let i = 0; i < N; i++) { const r = randomPlayout(game, setup as any, 1000 + i); moves += r.moves.length; }
const dt = process.cpuUsage(t0);
const s = (dt.user + dt.system) / 1e6;
console.log(`${N / s} games/s, ${moves / N} moves/game, ${moves / s} moves/s`);
