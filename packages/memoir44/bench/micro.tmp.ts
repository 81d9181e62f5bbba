import { randomPlayout } from '@esagono/kernel';
import { game, scenarios } from '../src/index.js';
import { step, legal } from '../src/sequence/turn.js';
import type { State, Move } from '../src/state.js';
const setup = scenarios['sainte-mere-eglise']!;
const r = randomPlayout(game, setup, 5);
let s = (game.setup(setup) as { ok: true; state: State }).state;
const samples: Record<string, [State, Move][]> = {};
for (const m of r.moves as Move[]) {
  (samples[m.type] ??= []).push([s, m]);
  s = step(s, m);
}
for (const [k, list] of Object.entries(samples)) {
  const n = Math.max(1, Math.floor(20000 / list.length));
  const t0 = process.cpuUsage();
  for (let i = 0; i < n; i++) for (const [st, m] of list) step(st, m);
  const us = (process.cpuUsage(t0).user) / (n * list.length);
  const t1 = process.cpuUsage();
  for (let i = 0; i < n; i++) for (const [st] of list) legal(st);
  const ul = (process.cpuUsage(t1).user) / (n * list.length);
  console.log(k.padEnd(14), String(list.length).padStart(5), 'step', us.toFixed(1), 'us   legal', ul.toFixed(1), 'us');
}
