import { randomPlayout } from '@esagono/kernel';
import { game, scenarios } from '../src/index.js';
import * as mv from '../src/movement/movement.js';
import * as turn from '../src/sequence/turn.js';
const setup = scenarios['sainte-mere-eglise']!;
// time pieces: legal vs resolve vs the driver
let tl = 0, tr = 0, nl = 0, nr = 0, tc = 0;
const g = { ...game,
  legalMoves: (s: never) => { const t0 = performance.now(); const r = game.legalMoves(s); tl += performance.now() - t0; nl++; return r; },
  resolve: (s: never, m: never) => { const t0 = performance.now(); const r = game.resolve(s, m); tr += performance.now() - t0; nr++; return r; },
  chanceOutcomes: (s: never) => { const t0 = performance.now(); const r = game.chanceOutcomes(s); tc += performance.now() - t0; return r; },
};
const c0 = process.cpuUsage();
const t0 = performance.now();
for (let seed = 1; seed <= 30; seed++) randomPlayout(g as typeof game, setup, seed);
const wall = performance.now() - t0;
console.log({ wall, cpu: process.cpuUsage(c0).user / 1000, tl, nl, tr, nr, tc });
void mv; void turn;
