/**
 * Random playouts to profile: `node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx scripts/profile.ts [scenario] [games]`,
 * then `npx tsx scripts/prof-summary.ts <file.cpuprofile>` for self and total time per function.
 */
import { randomPlayout } from '@esagono/kernel';
import { game, scenarios } from '../src/index.js';

const scenario = (process.argv[2] ?? 'easy-fox') as keyof typeof scenarios;
const games = Number(process.argv[3] ?? 600);
let moves = 0;
const t0 = performance.now();
for (let seed = 0; seed < games; seed++) moves += randomPlayout(game, scenarios[scenario], seed).moves.length;
const ms = performance.now() - t0;
console.log(`${games} games, ${moves} moves, ${Math.round((moves / ms) * 1000)} moves/s, ${Math.round((games / ms) * 1000)} games/s`);
