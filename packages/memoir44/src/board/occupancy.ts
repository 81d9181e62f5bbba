import type { State } from '../state.js';
import { CELLS } from './geometry.js';
import type { BoardInfo } from './static.js';

// Kept in the game's context (board/context.ts), keyed by the units array, which a step replaces
// only when a unit moves or is hit. A table is built a few times a game and otherwise handed on
// (carryOccupancy): 16-bit entries keep it small.

/** Unit indices by hex; read-only for callers. */
export type Occupancy = Readonly<Int16Array>;

/** Which unit (by index in `state.units`) stands on each hex, -1 for none. Cached per units array. */
export function occupancy(s: State, b: BoardInfo): Occupancy {
  const cache = b.memo.occupancy;
  let t = cache.get(s.units);
  if (!t) {
    const fresh = new Int16Array(CELLS).fill(-1);
    for (let i = 0; i < s.units.length; i++) {
      const at = (s.units[i] as { at: number }).at;
      if (at >= 0) fresh[at] = i;
    }
    t = fresh;
    cache.set(s.units, t);
  }
  return t;
}

/**
 * The occupancy of `next`, which differs from `prev` only in unit `i` moving from `from` to `to`
 * (either may be -1). The table passes from `prev` to `next` and is updated in place: play moves
 * on from `prev` (a later question about it rebuilds its table), and nothing is copied.
 */
export function carryOccupancy(b: BoardInfo, prev: readonly unknown[], next: readonly unknown[], i: number, from: number, to: number): void {
  const cache = b.memo.occupancy;
  const t = cache.get(prev);
  if (!t) return;
  // One owner per table, even when nothing moved: a shared table would change under `prev` later.
  cache.delete(prev);
  if (from >= 0 && t[from] === i) t[from] = -1;
  if (to >= 0) t[to] = i;
  cache.set(next, t);
}
