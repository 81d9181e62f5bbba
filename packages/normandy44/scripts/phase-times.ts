/**
 * Where a random playout's time goes (issue #17): legalMoves time by phase and combat stage, resolve
 * time by move type and the phase it leads to, over the seeded mini-game games 1-3.
 * `npx tsx scripts/phase-times.ts`
 */
import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios } from '../src/index.js';
import type { State } from '../src/state.js';
const L = new Map<string, [number, number]>(); const R = new Map<string, [number, number]>();
const add = (m: Map<string, [number, number]>, k: string, d: number) => { const e = m.get(k) ?? [0, 0]; e[0] += d; e[1]++; m.set(k, e); };
let total = 0; const t0 = performance.now();
for (let seed = 1; seed <= 3; seed++) {
  const rng = new Rng(seed);
  let s = (game.setup(scenarios['mini-game']) as { state: State }).state;
  while (game.actor(s).kind !== 'terminal') {
    let m; const a = performance.now();
    if (game.actor(s).kind === 'chance') { m = pickChance(game.chanceOutcomes(s), rng); add(L, 'chance:' + s.phase, performance.now() - a); }
    else { const ms = game.legalMoves(s); add(L, s.phase + (s.combat ? ':' + s.combat.stage : ''), performance.now() - a); m = rng.pick([...ms]); }
    const b = performance.now(); s = (game.resolve(s, m) as { state: State }).state; add(R, m.type + '@' + s.phase, performance.now() - b); total++;
  }
}
const el = performance.now() - t0;
console.log('decisions', total, 'ms', el.toFixed(0), 'per s', Math.round(total / el * 1000));
for (const [name, m] of [['legal', L], ['resolve', R]] as const) {
  console.log('--', name);
  for (const [k, [t, n]] of [...m].sort((x, y) => y[1][0] - x[1][0]).slice(0, 12)) console.log(k.padEnd(40), (t).toFixed(0).padStart(7), 'ms', String(n).padStart(6), (t / n * 1000).toFixed(0).padStart(8), 'us');
}
