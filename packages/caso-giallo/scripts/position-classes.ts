/**
 * The slowest cold `legalMoves` listing of each position class (the stage kind, and for rounds
 * the side and mode) met in seeded historical games (CG SB5), in CPU time: a class's slowest
 * position is found as the bench finds its slowest (a fresh JSON copy, best of 3), then read
 * again `n` times from fresh JSON copies; and the first listing of each position as play meets it
 * (wall clock, the caches as the previous resolution left them). Speed work checks every class, not only the bench's pick.
 * Run: `npx tsx packages/caso-giallo/scripts/position-classes.ts [seeds=3] [calls=200] [class]`.
 */
import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios, type State } from '../src/index.js';

const seeds = Number(process.argv[2] ?? 3);
const calls = Number(process.argv[3] ?? 200);
/** Only the classes whose name contains this (to profile one). */
const only = process.argv[4] ?? '';
const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const quantile = (xs: readonly number[], q: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const classOf = (s: State): string => `${s.stage.kind}${s.round ? ` ${s.round.side} ${s.round.mode}` : ''}`;

const slowest = new Map<string, { s: State; ms: number; seen: number; firsts: number[] }>();
for (let seed = 1; seed <= seeds; seed++) {
  const rng = new Rng(seed);
  const init = game.setup(scenarios['historical']!);
  if (!init.ok) throw new Error(init.error.message);
  let s = init.state;
  while (game.actor(s).kind !== 'terminal') {
    let m;
    if (game.actor(s).kind === 'chance') m = pickChance(game.chanceOutcomes(s), rng);
    else {
      // The first listing of a position met in play (what the previous resolution left in the caches).
      const f0 = performance.now();
      const moves = game.legalMoves(s);
      const first = performance.now() - f0;
      const text = JSON.stringify(s);
      let ms = Infinity;
      for (let k = 0; k < 3; k++) {
        const copy = JSON.parse(text) as State;
        const t0 = performance.now();
        game.legalMoves(copy);
        ms = Math.min(ms, performance.now() - t0);
      }
      const key = classOf(s);
      const was = slowest.get(key);
      if (!was || ms > was.ms) slowest.set(key, { s, ms, seen: (was?.seen ?? 0) + 1, firsts: [...(was?.firsts ?? []), first] });
      else {
        was.seen++;
        was.firsts.push(first);
      }
      m = rng.pick(moves);
    }
    const r = game.resolve(s, m);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
}

const rows: [string, number, number, number, number, number][] = [];
for (const [key, { s, seen, firsts }] of slowest) {
  if (!key.includes(only)) continue;
  const text = JSON.stringify(s);
  for (let i = 0; i < 20; i++) game.legalMoves(JSON.parse(text) as State);
  const c0 = cpu();
  for (let i = 0; i < calls; i++) game.legalMoves(JSON.parse(text) as State);
  rows.push([key, seen, game.legalMoves(s).length, (cpu() - c0) / calls, quantile(firsts, 0.5), quantile(firsts, 0.9)]);
}
rows.sort((a, b) => b[3] - a[3]);
console.log('slowest position of the class: cold (CPU, mean of the copies), moves; first listings in play (wall clock): median, 90th percentile; positions');
for (const [key, seen, n, ms, mean, max] of rows) console.log(`${ms.toFixed(3)} ms cold ${String(n).padStart(4)} moves | first ${mean.toFixed(3)} ms median ${max.toFixed(3)} ms p90 | ${String(seen).padStart(5)} positions  ${key}`);
