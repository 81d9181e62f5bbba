/**
 * Measures `legalMoves` in the busiest position of the historical scenario (CG SB5): random
 * playouts, the position with the most legal moves, then repeated calls on it (mean and worst).
 * Run: `npx tsx packages/caso-giallo/scripts/legal-moves-bench.ts`.
 */
import { Rng, play } from '@esagono/kernel';
import { game, scenarios, type State } from '../src/index.js';

let busiest: State | null = null;
let most = -1;
let calls = 0;
let worstAny = 0;
let totalAny = 0;
for (const seed of [1, 2, 3]) {
  const init = game.setup(scenarios['historical']!, { seed });
  if (!init.ok) throw new Error(init.error.message);
  const rng = new Rng(seed);
  play(game, init.state, {
    rng,
    choose: (s, moves) => {
      const t0 = performance.now();
      game.legalMoves(s);
      const dt = performance.now() - t0;
      calls++;
      totalAny += dt;
      worstAny = Math.max(worstAny, dt);
      if (moves.length > most) {
        most = moves.length;
        busiest = s;
      }
      return rng.pick(moves);
    },
  });
}
const s = busiest as unknown as State;
for (let i = 0; i < 50; i++) game.legalMoves(s); // warm-up
const times: number[] = [];
for (let i = 0; i < 500; i++) {
  const t0 = performance.now();
  game.legalMoves(s);
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const mean = times.reduce((a, b) => a + b, 0) / times.length;
console.log(`busiest position: ${most} legal moves (stage ${s.stage.kind}, turn ${s.turn}, ${s.units.filter((u) => u.loc >= 0).length} units on the map)`);
console.log(`legalMoves there: mean ${mean.toFixed(3)} ms, median ${times[250]!.toFixed(3)} ms, worst ${times[times.length - 1]!.toFixed(3)} ms (500 calls)`);
console.log(`legalMoves over ${calls} player positions of 3 random games: mean ${(totalAny / calls).toFixed(3)} ms, worst ${worstAny.toFixed(3)} ms`);
