import type { State } from '../state.js';
import { recent } from '../sequence/recent.js';
import { CELLS } from './geometry.js';

// Keyed by the units array, which a step replaces only when a unit moves or is hit.
// Plain arrays of small integers: copying one is far cheaper than a typed array's slice.
const cache = recent<readonly unknown[], readonly number[]>(8);

/** Which unit (by index in `state.units`) stands on each hex, -1 for none. Cached per units array. */
export function occupancy(s: State): readonly number[] {
  let t = cache.get(s.units);
  if (!t) {
    const fresh: number[] = new Array<number>(CELLS).fill(-1);
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
 * (either may be -1): derived from `prev`'s table when it is known, instead of a rebuild.
 */
export function carryOccupancy(prev: readonly unknown[], next: readonly unknown[], i: number, from: number, to: number): void {
  const t = cache.get(prev);
  if (!t) return;
  if (from === to) {
    cache.set(next, t);
    return;
  }
  const n = t.slice();
  if (from >= 0 && n[from] === i) n[from] = -1;
  if (to >= 0) n[to] = i;
  cache.set(next, n);
}
