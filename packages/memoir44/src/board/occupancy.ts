import type { State } from '../state.js';
import { recent } from '../sequence/recent.js';
import { CELLS } from './geometry.js';

// Keyed by the units array, which a step replaces only when a unit moves or is hit.
const cache = recent<readonly unknown[], Int16Array>(8);

/** Which unit (by index in `state.units`) stands on each hex, -1 for none. Cached per units array. */
export function occupancy(s: State): Int16Array {
  let t = cache.get(s.units);
  if (!t) {
    t = new Int16Array(CELLS).fill(-1);
    for (let i = 0; i < s.units.length; i++) {
      const at = (s.units[i] as { at: number }).at;
      if (at >= 0) t[at] = i;
    }
    cache.set(s.units, t);
  }
  return t;
}
