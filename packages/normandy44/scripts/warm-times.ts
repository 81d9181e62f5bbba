/**
 * Where the bench's decision case spends its time once the caches are warm (issue #17): the states of
 * the first seeded mini-games (as scripts/decisions.ts), then five timed cycles of list-pick-resolve
 * over them; prints the share of listing (L) and resolving (R) time by phase, combat stage and move.
 *   npx tsx scripts/warm-times.ts
 */
import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios } from '../src/index.js';
import type { Move, State } from '../src/state.js';
const setupOf = scenarios['mini-game'];
const states: State[] = [];
for (let seed = 0; seed < 20 && states.length < 1500; seed++) {
  let s = (game.setup(setupOf, { seed }) as { state: State }).state; const rng = new Rng(seed);
  for (let i = 0; i < game.maxMoves && game.actor(s).kind !== 'terminal'; i++) { states.push(s); const m: Move = game.actor(s).kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(game.legalMoves(s)); const r = game.resolve(s, m); if (!r.ok) break; s = r.state; }
}
const L = new Map<string, [number, number]>();
const add = (k: string, d: number) => { const e = L.get(k) ?? [0, 0]; e[0] += d; e[1]++; L.set(k, e); };
const rng = new Rng(7); let tot = 0;
for (let cycle = 0; cycle < 6; cycle++) for (const s of states) {
  const k = s.phase + (s.combat ? ':' + s.combat.stage : '') + (s.moving ? ':picked' : '');
  const a = performance.now();
  const m: Move = game.actor(s).kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(game.legalMoves(s));
  const b = performance.now();
  game.resolve(s, m);
  const c = performance.now();
  if (cycle > 0) { add('L ' + k, b - a); add('R ' + k + ' ' + m.type, c - b); tot += c - a; }
}
for (const [k, [t, n]] of [...L].sort((x, y) => y[1][0] - x[1][0]).slice(0, 30)) console.log(k.padEnd(55), (100 * t / tot).toFixed(1).padStart(5), '%', String(n).padStart(6), (t / n * 1000).toFixed(0).padStart(8), 'us');
