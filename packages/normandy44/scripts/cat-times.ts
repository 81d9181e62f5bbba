/**
 * Where a random playout's time goes, by kind of decision (issue #17): the listing when no unit is
 * picked (`L:move:pass`), when one is (`L:move:picked`), other phases' listings, and resolve by move
 * type (and the phase it leads to), as a share of all time over seeded games 21-60 (1-20 warm up).
 *   npx tsx scripts/cat-times.ts [scenario=mini-game]
 * Code timed by hand while profiling (never committed) may add milliseconds to `globalThis.__T[part]`:
 * each part is printed as a share of the same time.
 */
import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios } from '../src/index.js';
import type { State } from '../src/state.js';

const M = new Map<string, [number, number]>();
const add = (k: string, d: number): void => { const e = M.get(k) ?? [0, 0]; e[0] += d; e[1]++; M.set(k, e); };
let total = 0;
let all = 0;
const name = (process.argv[2] ?? 'mini-game') as keyof typeof scenarios;
for (let seed = 1; seed <= 60; seed++) {
  if (seed === 21) { M.clear(); total = 0; all = 0; const T0 = (globalThis as { __T?: Record<string, number> }).__T; if (T0) for (const k in T0) T0[k] = 0; }
  const rng = new Rng(seed);
  let s = (game.setup(scenarios[name]) as { state: State }).state;
  while (game.actor(s).kind !== 'terminal') {
    let m;
    let k: string;
    const a = performance.now();
    if (game.actor(s).kind === 'chance') { m = pickChance(game.chanceOutcomes(s), rng); k = 'chance'; }
    else {
      const ms = game.legalMoves(s);
      k = 'L:' + (s.phase.endsWith('movement') ? 'move' + (s.moving != null ? ':picked' : ':pass') : s.phase.replace(/^(german|allied)-/, ''));
      m = rng.pick([...ms]);
    }
    const b = performance.now();
    add(k, b - a);
    s = (game.resolve(s, m) as { state: State }).state;
    const c = performance.now();
    add('R:' + m.type + (m.type === 'end-phase' || m.type === 'roll' ? '@' + s.phase.replace(/^(german|allied)-/, '') : ''), c - b);
    total++;
    all += c - a;
  }
}
console.log('decisions', total, 'ms', all.toFixed(0), 'per s', Math.round((total / all) * 1000));
for (const [k, [t, n]] of [...M].sort((x, y) => y[1][0] - x[1][0]).slice(0, 25)) console.log(k.padEnd(36), ((100 * t) / all).toFixed(1).padStart(5) + '%', String(n).padStart(7), ((t / n) * 1000).toFixed(1).padStart(8), 'us');
const T = (globalThis as { __T?: Record<string, number> }).__T ?? {};
for (const [k, v] of Object.entries(T)) console.log('  part', k.padEnd(14), ((100 * v) / all).toFixed(1) + '%');
