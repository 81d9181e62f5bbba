import { randomPlayout } from '@esagono/kernel';
import { game, scenarios } from './packages/omaha-beach/src/index.js';
const t0 = Date.now();
let moves = 0;
for (let seed = 1; seed <= 60; seed++) { const r = randomPlayout(game, scenarios['easy-fox'], seed); moves += (r as any).log.moves.length; }
console.log(Date.now() - t0, 'ms', moves);
