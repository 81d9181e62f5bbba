/**
 * One hidden class per state shape. States and units are made by spreads at dozens of places
 * (`{ ...s, phase }`, `{ ...u, moved: false }`), and V8 gives the objects of each creating site a map
 * of its own: a sampled mini-game showed 67 maps for states with the same keys, 63 for units. Every
 * rule reading `s.units` or `u.side` then sees many maps (megamorphic loads), and the optimiser keeps
 * deoptimising the listing as a new map turns up, for seconds of play. A resolved state is copied
 * here, key by key in its own order, by one function: objects with the same keys in the same order
 * share one map. The copy is the same plain JSON (same keys, order and values): play is unchanged.
 */
import { contextOf } from '../context.js';
import type { State, UnitState } from '../state.js';

/**
 * A fresh object with `o`'s own keys in `o`'s order, built at this one site (so one map per key
 * sequence). `Object.assign` onto an empty literal adds the keys in order from the empty object's map,
 * as a `for...in` copy did, but without a megamorphic keyed store per key (issue #17, session 14: the
 * same 1 state map and 4 unit maps along seeded mini-games, and settleShape 35-40% faster in play,
 * timed game by game against the copy in one process). A spread `{ ...o }` keeps more maps (2 and 8).
 */
function reshape<T extends object>(o: T): T {
  return Object.assign({}, o);
}

/**
 * `next` rebuilt by `reshape`, with every unit not carried over from `prev` (not the same object at the
 * same place) rebuilt in a copy of its list. The list is copied, not changed: a cache this resolution
 * filled under it may hold its unit objects, which later look-ups compare by identity.
 */
export function settleShape(prev: State, next: State): State {
  const a = prev.units;
  const b = next.units;
  let units: UnitState[] | null = null;
  if (a !== b) {
    const game = contextOf(next);
    // Built by `withShapedUnit` from this very state: already in shape, its one changed place known.
    const pre = game.preshaped;
    if (pre !== null && pre.state === next && pre.prev === prev) {
      game.preshaped = null;
      game.lineages.add(b, { parent: a, changed: [pre.changed] });
      return next;
    }
    const changed: number[] = [];
    for (let i = 0; i < b.length; i++) {
      const u = b[i] as UnitState;
      if (u === a[i]) continue;
      units ??= b.slice();
      units[i] = reshape(u);
      changed.push(i);
    }
    // The places a resolution changed, for the answers carried over from the parent list (context.ts `lineages`).
    if (a.length === b.length) game.lineages.add(units ?? b, { parent: a, changed });
  }
  const out = reshape(next);
  if (units !== null) (out as { units: UnitState[] }).units = units;
  return out;
}

/** A set-up state, its object and every unit reshaped. */
export function shapeState(s: State): State {
  return settleShape({ ...s, units: [] }, s);
}

/**
 * `prev` (a resolved state, so in shape) with `patch` and its unit `u` replaced by `next`, built
 * as `settleShape` would rebuild it: the state copied by `reshape` with the patch on top (keys in
 * the same order as a spread `{ ...prev, ...patch }` gives), the new unit reshaped, the list copied
 * once. `settleShape` then keeps it as it is (context.ts `preshaped`): a move changes one unit of
 * hundreds, and the list copy, the scan for changed places and the second copy of the state were
 * most of resolving it (issue #17).
 */
export function withShapedUnit(prev: State, u: UnitState, next: UnitState, patch: Partial<State>): State {
  const units = prev.units.slice();
  const i = prev.units.indexOf(u);
  units[i] = reshape(next);
  const out = Object.assign({}, prev, patch);
  out.units = units;
  contextOf(prev).preshaped = { prev, state: out, changed: i };
  return out;
}
