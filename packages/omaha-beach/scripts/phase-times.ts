/**
 * Where a random playout's time goes (issue #18): legalMoves/chanceOutcomes time by step kind,
 * resolve time by move type, over seeded random games, as in the bench's decision case.
 * `npx tsx scripts/phase-times.ts [scenario] [seeds]`
 */
import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios } from '../src/index.js';
import type { Move, State } from '../src/state.js';

const scenario = (process.argv[2] ?? 'easy-fox') as keyof typeof scenarios;
const seeds = Number(process.argv[3] ?? 40);
const L = new Map<string, [number, number, number]>();
const R = new Map<string, [number, number, number]>();
const add = (m: Map<string, [number, number, number]>, k: string, d: number, n = 0) => {
  const e = m.get(k) ?? [0, 0, 0];
  e[0] += d;
  e[1]++;
  e[2] += n;
  m.set(k, e);
};
let total = 0;
const t0 = performance.now();
for (let round = 0; round < 3; round++)
  for (let seed = 1; seed <= seeds; seed++) {
    const rng = new Rng(seed);
    let s = (game.setup(scenarios[scenario]) as { state: State }).state;
    while (game.actor(s).kind !== 'terminal') {
      let m: Move;
      const a = performance.now();
      const key = (s.reveals.length > 0 ? 'reveal' : s.step?.kind === 'draw' ? `draw:${s.step.purpose.for}` : (s.step?.kind ?? 'none'));
      if (game.actor(s).kind === 'chance') {
        const outs = game.chanceOutcomes(s);
        m = pickChance(outs, rng);
        add(L, key, performance.now() - a, outs.length);
      } else {
        const ms = game.legalMoves(s);
        m = rng.pick([...ms]);
        add(L, key, performance.now() - a, ms.length);
      }
      const b = performance.now();
      const what = m.type === 'draw' && s.step?.kind === 'draw' ? `draw:${s.step.purpose.for}` : m.type;
      s = (game.resolve(s, m) as { state: State }).state;
      add(R, what, performance.now() - b);
      total++;
    }
  }
const el = performance.now() - t0;
console.log('decisions', total, 'ms', el.toFixed(0), 'per s', Math.round((total / el) * 1000));
for (const [name, m] of [['list', L], ['resolve', R]] as const) {
  console.log('--', name, '(ms, calls, us/call, listed/call)');
  for (const [k, [t, n, c]] of [...m].sort((x, y) => y[1][0] - x[1][0]).slice(0, 16))
    console.log(k.padEnd(28), t.toFixed(0).padStart(7), String(n).padStart(7), ((t / n) * 1000).toFixed(0).padStart(7), (c / n).toFixed(1).padStart(7));
}
