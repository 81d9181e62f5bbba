import { randomPlayout } from '@esagono/kernel';
import { game, scenarios } from '../src/index.js';
import { step } from '../src/sequence/turn.js';
import type { State, Move } from '../src/state.js';
const setup = scenarios['sainte-mere-eglise']!;
const r = randomPlayout(game, setup, 5);
let s = (game.setup(setup) as { ok: true; state: State }).state;
const list: [State, Move][] = [];
for (const m of r.moves as Move[]) { if (m.type === 'draw' || m.type === 'play') list.push([s, m]); s = step(s, m); }
for (let i = 0; i < 300; i++) for (const [st, m] of list) step(st, m);
