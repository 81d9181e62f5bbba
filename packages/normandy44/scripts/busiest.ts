/**
 * Issue #17's busiest campaign position, as the bench finds it (packages/bench/src/cases/legal-moves.ts:
 * the position with the most listed moves in seeded campaign playouts, seeds 1 and 2), and the time
 * of `legalMoves` on it: warm (the same object again), cold (a fresh `JSON.parse` of its text each
 * call, the parse inside the timing) and the parse alone, medians and minima over `n` calls each,
 * interleaved so that the shared machine's swings hit the three alike; then cold calls back to back
 * for `n` calls, as the bench times them (the collector then weighs more).
 * `npx tsx packages/normandy44/scripts/busiest.ts [n=400]`
 */
import { busiestPosition } from '../../bench/src/profile.js';
import { game, scenarios } from '../src/index.js';
import type { State } from '../src/state.js';

const n = Number(process.argv[2] ?? 400);

const b = busiestPosition(game, scenarios.campaign, [1, 2]);
const text = JSON.stringify(b.state);
let sink = 0;
const warm: number[] = [];
const cold: number[] = [];
const parse: number[] = [];
for (let i = 0; i < n; i++) {
  let t = performance.now();
  sink += game.legalMoves(b.state).length;
  warm.push(performance.now() - t);
  t = performance.now();
  sink += game.legalMoves(JSON.parse(text) as State).length;
  cold.push(performance.now() - t);
  t = performance.now();
  sink += (JSON.parse(text) as State).turn;
  parse.push(performance.now() - t);
}
const back: number[] = [];
for (let i = 0; i < n; i++) {
  const t = performance.now();
  sink += game.legalMoves(JSON.parse(text) as State).length;
  back.push(performance.now() - t);
}
const stat = (xs: number[]): string => {
  const med = (ys: number[]): number => [...ys].sort((x, y) => x - y)[ys.length >> 1] as number;
  // The second half alone: past the JIT's tiers.
  // The mean too: the collector's pauses fall on a few calls, which the median leaves out and the bench's ops/s does not.
  const mean = xs.reduce((a, x) => a + x, 0) / xs.length;
  return `mean ${mean.toFixed(3)} ms, median ${med(xs).toFixed(3)} ms, min ${Math.min(...xs).toFixed(3)} ms, second-half median ${med(xs.slice(xs.length >> 1)).toFixed(3)} ms`;
};
console.log(`busiest campaign position: ${b.moves} moves, ${b.state.phase} turn ${b.state.turn}, ${text.length} chars of JSON`);
console.log(`warm  ${stat(warm)}`);
console.log(`cold  ${stat(cold)} (parse inside)`);
console.log(`parse ${stat(parse)}`);
console.log(`cold back to back ${stat(back)} (parse inside)`);
if (sink < 0) console.log(sink);
