import type { Graph } from '../graph/graph.js';

/** What occupies a location, for retreats: see `RetreatOptions.occupancy`. */
export const Occupancy = Object.freeze({ empty: 0, friendly: 1, enemy: 2 } as const);

export interface RetreatAway {
  /** The attacker's location(s). */
  readonly from: readonly number[];
  /** Distance between two locations, e.g. hex distance through `map.hexes`. */
  readonly distance: (a: number, b: number) => number;
  /**
   * `each` (default): every step increases the distance from every location in `from`.
   * `nearest`: every step increases the distance from the nearest of them.
   */
  readonly mode?: 'each' | 'nearest';
}

export interface RetreatOptions {
  /** Each step must move away from the attacker(s). */
  readonly away?: RetreatAway;
  /** Each step must go toward the title's baseline or direction, e.g. `(f, t, d) => d === north`. */
  readonly toward?: (from: number, to: number, dir: number) => boolean;
  /** Any other per-step rule of the title (impassable terrain or hexsides...). */
  readonly passable?: (from: number, to: number, dir: number) => boolean;
  /** Locations in enemy ZOC (1), which a retreat may not enter. Use `zocMap(..., { negatedBy })` for friendly negation. */
  readonly zoc?: Uint8Array;
  /** `Occupancy` per location: enemy-occupied locations are never entered. */
  readonly occupancy?: Uint8Array;
  /** A retreat may pass through friendly-occupied locations but not end there (default: may not enter them). */
  readonly passThroughFriendly?: boolean;
  /**
   * "Losses instead of impossible steps": a retreat that reaches a location with no
   * legal next step ends there, and `lostSteps` says how many steps were not taken.
   * Without it, only retreats of the full length are returned. A retreat stuck on a
   * friendly-occupied location is not returned either way (it may not end there).
   */
  readonly lossesForBlockedSteps?: boolean;
  /** Keep one retreat per final location: the fewest lost steps, then the first found. */
  readonly distinctEnds?: boolean;
}

export interface RetreatPath {
  /** From the retreating unit's location to where it ends, both included. */
  readonly path: number[];
  /** Steps that could not be taken (0 unless `lossesForBlockedSteps`). */
  readonly lostSteps: number;
}

/**
 * Every retreat of `length` steps from `from`, under the title's predicates. A
 * retreat never visits a location twice. Results come in depth-first order
 * (directions in increasing index). An empty list means no legal retreat: what
 * that costs the unit is the title's rule.
 */
export function retreatPaths(graph: Graph, from: number, length: number, options: RetreatOptions = {}): RetreatPath[] {
  if (!(from >= 0 && from < graph.size)) throw new RangeError(`retreatPaths: ${from} is not a location`);
  if (!(Number.isInteger(length) && length >= 0)) throw new RangeError(`retreatPaths: length ${length}`);
  const deg = graph.degree;
  const { away, toward, passable, zoc, occupancy } = options;
  const through = options.passThroughFriendly === true;
  const losses = options.lossesForBlockedSteps === true;
  // The path so far is the stack: a retreat is a few steps long, so looking a location up in it is
  // cheaper than a mark per location of the map (retreats are listed at most moves of a battle).
  const stack: number[] = [from];
  const out: RetreatPath[] = [];

  const farther = (a: number, b: number): boolean => {
    if (!away) return true;
    if (away.mode === 'nearest') {
      let da = Infinity;
      let db = Infinity;
      for (const x of away.from) {
        da = Math.min(da, away.distance(x, a));
        db = Math.min(db, away.distance(x, b));
      }
      return db > da;
    }
    for (const x of away.from) if (!(away.distance(x, b) > away.distance(x, a))) return false;
    return true;
  };

  const legal = (a: number, b: number, d: number): boolean => {
    for (let i = 0; i < stack.length; i++) if (stack[i] === b) return false;
    const occ = occupancy ? occupancy[b] : 0;
    if (occ === Occupancy.enemy || (occ === Occupancy.friendly && !through)) return false;
    if (zoc && zoc[b]) return false;
    if (passable && !passable(a, b, d)) return false;
    if (toward && !toward(a, b, d)) return false;
    return farther(a, b);
  };

  const mayEnd = (loc: number): boolean => loc === from || !occupancy || occupancy[loc] !== Occupancy.friendly;

  const visit = (loc: number, taken: number): void => {
    if (taken === length) {
      if (mayEnd(loc)) out.push({ path: stack.slice(), lostSteps: 0 });
      return;
    }
    let any = false;
    for (let d = 0; d < deg; d++) {
      const n = graph.neighbor(loc, d);
      if (n < 0 || !legal(loc, n, d)) continue;
      any = true;
      stack.push(n);
      visit(n, taken + 1);
      stack.pop();
    }
    if (!any && losses && mayEnd(loc)) out.push({ path: stack.slice(), lostSteps: length - taken });
  };
  visit(from, 0);

  if (!options.distinctEnds) return out;
  // One per final location: fewest lost steps, then first found; listed in first-found order of the end.
  const best = new Map<number, RetreatPath>();
  for (const r of out) {
    const end = r.path[r.path.length - 1] as number;
    const b = best.get(end);
    if (b === undefined) best.set(end, r);
    else if (r.lostSteps < b.lostSteps) best.set(end, r); // Map keeps the first insertion's position
  }
  return [...best.values()];
}
