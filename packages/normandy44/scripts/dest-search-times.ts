/**
 * The destination search alone (issue #17): for every picked unit of seeded mini-game playouts, its
 * normal move's ends by the step-table search (movement/steps.ts) and by the kernel's path search
 * over the same rules (movement/vias.ts `reachOf`), timed over the same positions, CPU µs per search.
 *   npx tsx packages/normandy44/scripts/dest-search-times.ts [scenario=mini-game] [seeds=20] [rounds=5]
 */
import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios } from '../src/index.js';
import { board, unitById } from '../src/position.js';
import { moveContext, moveDestinations, normalRules, type MoveContext } from '../src/movement/movement.js';
import { reachOf } from '../src/movement/vias.js';
import { contextOf } from '../src/context.js';
import type { SpecRules } from '../src/movement/steps.js';
import type { Board } from '../src/map/index.js';
import type { Move, State, UnitState } from '../src/state.js';

const [name = 'mini-game', seedsArg = '20', roundsArg = '5'] = process.argv.slice(2);
const cases: { b: Board; rules: SpecRules; s: State; u: UnitState; ctx: MoveContext }[] = [];
for (let seed = 1; seed <= Number(seedsArg); seed++) {
  const rng = new Rng(seed);
  const start = game.setup(scenarios[name as keyof typeof scenarios]);
  if (!start.ok) throw new Error(start.error.message);
  let s = start.state;
  while (game.actor(s).kind !== 'terminal') {
    if (s.moving != null && game.actor(s).kind === 'player') {
      const b = board(s);
      const u = unitById(s, s.moving) as UnitState;
      const ctx = moveContext(s, b);
      const rules = u.hex !== null && !u.replaced ? normalRules(s, u, b, ctx) : null;
      if (rules) cases.push({ b, rules, s, u, ctx });
    }
    const m: Move = game.actor(s).kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(game.legalMoves(s));
    const r = game.resolve(s, m);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
}
let ends = 0;
// CPU time, not wall time: the machine is shared.
const time = (f: (c: (typeof cases)[number]) => number): number => {
  const t0 = process.cpuUsage();
  for (const c of cases) ends += f(c);
  const t = process.cpuUsage(t0);
  return (t.user + t.system) / cases.length;
};
for (let round = 0; round < Number(roundsArg); round++) {
  const tables = time((c) => contextOf(c.s, c.b).scratch.reach.reach(c.rules.spec).length);
  const kernel = time((c) => reachOf(c.b, c.rules, contextOf(c.s, c.b).search).length);
  // The whole of `moveDestinations` when its cache misses (a fresh key each time): the rules, the search, the names, the cache entry.
  const whole = time((c) => moveDestinations(c.s, c.u, c.b, c.ctx, {}).length);
  console.log(`${cases.length} searches: step tables ${tables.toFixed(2)} µs, kernel path search ${kernel.toFixed(2)} µs (ratio ${(kernel / tables).toFixed(2)}); moveDestinations uncached ${whole.toFixed(2)} µs`);
}
