/**
 * Movement where legality depends on the path taken, not only on where a unit stands: a search
 * over (location, path state) with integer step costs, and a preference among the ways to one
 * destination. `reach` (search.ts) keeps one cheapest arrival per location; some rules need more:
 * "entering a beach caps the move at 2", "may still battle after this path", "entered by road",
 * "left an enemy ZOC this turn". The title numbers those facts as a small path state, and its
 * rules say what each step costs, which state it leads to and whether it ends movement.
 *
 * Steps cost whole points (at least 1), so pending steps are kept in one bucket per total cost and
 * taken in order: every (location, state) is expanded first at its least cost, and only once. The
 * scratch buffers belong to the search object and are reused by every call, so a search allocates
 * nothing per step.
 */

/** One step as the rules describe it (filled by `PathRules.step`). */
export interface PathStep {
  /** The location entered. */
  to: number;
  /** Its cost, a whole number of points, at least 1. */
  cost: number;
  /** The path state after the step, 0 <= state < the search's `states`. */
  state: number;
  /** Entering ends the unit's movement (the location is reached, never left). */
  stop: boolean;
}

export interface PathRules {
  /** Steps tried from each location, in this order (6 on a hex map). */
  readonly degree: number;
  /**
   * The step from `from`, reached in path `state` after spending `spent`, in direction `dir`:
   * fill `out` and return true, or return false when there is no such step (off the map,
   * impassable, occupied, forbidden by the path so far). Must be deterministic.
   */
  step(from: number, dir: number, state: number, spent: number, out: PathStep): boolean;
  /**
   * How much a way to `loc` that arrives in `state` at `cost` is worth (higher is better). Each
   * destination keeps its best-ranked way, the cheapest among those, the first found among equals.
   */
  rank(loc: number, state: number, cost: number, stop: boolean): number;
}

/** Search results live in the search's arrays, index 0..count-1, overwritten by its next run. */
export interface PathSearch {
  /**
   * Every location reachable from `origin` with `budget` points (a whole number), starting in
   * path state `state`. Returns the number of destinations (the origin excluded), listed in the
   * order the search first reached them, each with the way it kept.
   */
  run(origin: number, budget: number, state: number, rules: PathRules): number;
  readonly loc: Int32Array;
  readonly cost: Int32Array;
  readonly state: Int32Array;
  readonly stop: Uint8Array;
  readonly rank: Float64Array;
}

/**
 * A path search over `size` locations and `states` path states. Keep one per map and reuse it: it
 * owns its scratch space, so two searches at once need two objects.
 */
export function createPathSearch(size: number, states: number): PathSearch {
  if (!(size > 0 && states > 0 && Number.isInteger(size) && Number.isInteger(states))) throw new RangeError(`path search: ${size} locations, ${states} states`);
  // A stamp per (location, state) once expanded, and per location once a destination.
  const seen = new Int32Array(size * states);
  const mark = new Int32Array(size);
  const at = new Int32Array(size);
  let stamp = 0;
  const loc = new Int32Array(size);
  const cost = new Int32Array(size);
  const state = new Int32Array(size);
  const stop = new Uint8Array(size);
  const rank = new Float64Array(size);
  // A pending step is ((location * states + state) << 1) | stop, in the bucket of its total cost.
  const buckets: number[][] = [];
  const sizes: number[] = [];
  const out: PathStep = { to: 0, cost: 0, state: 0, stop: false };
  const run = (origin: number, budget: number, state0: number, rules: PathRules): number => {
    if (!(origin >= 0 && origin < size) || !(state0 >= 0 && state0 < states)) return 0;
    if (!(budget >= 0)) return 0;
    const max = Math.floor(budget);
    const st = ++stamp;
    const degree = rules.degree;
    let count = 0;
    for (let c = 0; c <= max; c++) {
      if (buckets[c] === undefined) buckets[c] = [];
      sizes[c] = 0;
    }
    (buckets[0] as number[])[0] = (origin * states + state0) << 1;
    sizes[0] = 1;
    for (let spent = 0; spent <= max; spent++) {
      const queue = buckets[spent] as number[];
      // Steps cost at least 1, so nothing joins this bucket while it is read.
      const n = sizes[spent] as number;
      for (let qi = 0; qi < n; qi++) {
        const item = queue[qi] as number;
        const key = item >> 1;
        if (seen[key] === st) continue;
        seen[key] = st;
        const here = (key / states) | 0;
        const s = key - here * states;
        const stopped = (item & 1) !== 0;
        if (here !== origin) {
          const r = rules.rank(here, s, spent, stopped);
          if (mark[here] !== st) {
            mark[here] = st;
            at[here] = count;
            loc[count] = here;
            cost[count] = spent;
            state[count] = s;
            stop[count] = stopped ? 1 : 0;
            rank[count] = r;
            count++;
          } else {
            // Reached in cost order: a later way wins only when it ranks strictly higher.
            const k = at[here] as number;
            if (r > (rank[k] as number)) {
              cost[k] = spent;
              state[k] = s;
              stop[k] = stopped ? 1 : 0;
              rank[k] = r;
            }
          }
        }
        // Every step costs at least 1: nothing lies beyond a location reached with the whole budget.
        if (stopped || spent === max) continue;
        for (let d = 0; d < degree; d++) {
          if (!rules.step(here, d, s, spent, out)) continue;
          const c = spent + out.cost;
          if (!(c <= max) || !(out.cost >= 1)) continue;
          const k2 = out.to * states + out.state;
          if (seen[k2] === st) continue;
          const q = buckets[c] as number[];
          const z = sizes[c] as number;
          q[z] = (k2 << 1) | (out.stop ? 1 : 0);
          sizes[c] = z + 1;
        }
      }
    }
    return count;
  };
  return { run, loc, cost, state, stop, rank };
}
