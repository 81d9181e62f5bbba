/**
 * Measures `legalMoves` in the historical scenario (CG SB5) as the bench's cases find their
 * positions (packages/bench/src/cases/legal-moves.ts): seeded games 1-3, the position with the most
 * legal moves and the one whose listing was slowest (a fresh JSON copy, the best of 3 timings), then
 * repeated calls on each, in CPU time: warm (the same object) and cold (a fresh JSON copy each call).
 * Run: `npx tsx packages/caso-giallo/scripts/legal-moves-bench.ts`.
 */
import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios, type State } from '../src/index.js';

const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

let busiest: { s: State | null; n: number } = { s: null, n: -1 };
let slowest: { s: State | null; ms: number } = { s: null, ms: -1 };
for (const seed of [1, 2, 3]) {
  const rng = new Rng(seed);
  const init = game.setup(scenarios['historical']!);
  if (!init.ok) throw new Error(init.error.message);
  let s = init.state;
  while (game.actor(s).kind !== 'terminal') {
    let m;
    if (game.actor(s).kind === 'chance') m = pickChance(game.chanceOutcomes(s), rng);
    else {
      const moves = game.legalMoves(s);
      if (moves.length > busiest.n) busiest = { s, n: moves.length };
      const text = JSON.stringify(s);
      let ms = Infinity;
      for (let k = 0; k < 3; k++) {
        const copy = JSON.parse(text) as State;
        const t0 = performance.now();
        game.legalMoves(copy);
        ms = Math.min(ms, performance.now() - t0);
      }
      if (ms > slowest.ms) slowest = { s, ms };
      m = rng.pick(moves);
    }
    const r = game.resolve(s, m);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
}

function measure(label: string, s: State): void {
  const text = JSON.stringify(s);
  const n = 400;
  for (let i = 0; i < 50; i++) game.legalMoves(s);
  let c0 = cpu();
  for (let i = 0; i < n; i++) game.legalMoves(s);
  const warm = (cpu() - c0) / n;
  c0 = cpu();
  for (let i = 0; i < n; i++) game.legalMoves(JSON.parse(text) as State);
  const cold = (cpu() - c0) / n;
  const where = `${s.stage.kind}${s.round ? ` (${s.round.side} ${s.round.mode} round)` : ''}, turn ${s.turn}, ${s.units.filter((u) => u.loc >= 0).length} units on the map`;
  console.log(`${label}: ${game.legalMoves(s).length} moves, ${where}; warm ${warm.toFixed(3)} ms, cold ${cold.toFixed(3)} ms (CPU, ${n} calls each)`);
}

measure('busiest position', busiest.s!);
measure('slowest position', slowest.s!);
