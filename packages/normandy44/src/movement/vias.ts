/**
 * The one movement search of Normandy '44. Every kind of move (normal, a bicycle's road reach,
 * Strategic and Truck moves, a landing unit's move on from its beach) states its rules once, as
 * `MoveRules`: what one step costs and whether it ends the move. Both questions asked of a move
 * are searches over those rules: where the unit may go, a run of the kernel's path search
 * (docs/kernel.md, "Path-dependent movement"), and which Towns it may pass on the way (N44 6.2: a
 * Town belongs to the side whose unit was last to pass through it), a search of the same order
 * over (hex, Towns passed so far) numbered over the hexes the first found (`townSearch`).
 */
import type { PathRules, PathSearch, PathStep } from '@esagono/kernel';
import type { Board } from '../map/index.js';

/** One step as the rules price it: its cost in sixths of an MP, and whether entering ends the move. */
export interface StepOut {
  cost: number;
  stop: boolean;
}

/** A unit's move: where it starts, its allowance in sixths, and each step's price. */
export interface MoveRules {
  readonly origin: number;
  readonly budget: number;
  /**
   * Fills `out` for the step from `from` into its neighbour `to` across `dir`, or returns false when the rules forbid it.
   * A function of its arguments alone (the Town search prices each step once, `townSearch`).
   */
  step(from: number, to: number, dir: number, out: StepOut): boolean;
}

// The path state of the destination search is only "this arrival ended the move" (1) or not (0): a
// hex entered with the move ended (a ZOC, a flooded hex off road) may be entered later, dearer, free to go on.
const STOPPED = 1;

const NEVER = (): number => 0;

/**
 * The kernel's view of `rules`: 6 hex directions; `next` gives the path state's other bits (shifted
 * left by one) beside the stop bit, or -1 to refuse the step.
 */
function pathRules(b: Board, rules: MoveRules, next: (state: number, to: number, spent: number, cost: number) => number): PathRules {
  const price: StepOut = { cost: 0, stop: false };
  return {
    degree: 6,
    step(from: number, dir: number, state: number, spent: number, out: PathStep): boolean {
      const to = b.map.neighbor(from, dir);
      if (to < 0 || !rules.step(from, to, dir, price)) return false;
      const s = next(state, to, spent, price.cost);
      if (s < 0) return false;
      out.to = to;
      out.cost = price.cost;
      out.stop = price.stop;
      out.state = s | (price.stop ? STOPPED : 0);
      return true;
    },
    rank: NEVER,
  };
}

/**
 * Every location the move may end in, the origin excluded, in increasing index order. `p`: a search
 * of `b` with path-state room 2, which owns its scratch space (the game context's, context.ts).
 */
export function reachOf(b: Board, rules: MoveRules, p: PathSearch): number[] {
  const n = p.run(rules.origin, rules.budget, 0, pathRules(b, rules, () => 0));
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(p.loc[i] as number);
  return out.sort((a, z) => a - z);
}

/**
 * The distinct sets of Towns a legal path of `rules` passes on its way to each location it reaches
 * (N44 6.2), the origin and the end hex left out (the unit stands in one, takes the other anyway).
 * `towns` lists the Towns that count; sets are lists of locations in increasing order. The search
 * runs over (location, Towns passed), each pair expanded once at its least cost (as the kernel's
 * path search does), so no bound is set on how many Towns a reach holds.
 *
 * `reach`: every location a path of `rules` may enter (the destination search's answer), when
 * known; the search then numbers only those, so that its scratch space is a few kB however large
 * the board (a cold listing builds it afresh: a board-sized table per Town set was most of its
 * time, issue #17). A step that leaves `reach` makes it search the whole board instead.
 */
export function townsPassed(b: Board, rules: MoveRules, towns: readonly number[], reach: readonly number[] | null = null): Map<number, number[][]> {
  const found = townSearch(b, rules, towns, reach) ?? (townSearch(b, rules, towns, null) as TownEnds);
  const out = new Map<number, number[][]>();
  for (let k = 0; k < found.count; k++) {
    const l = found.loc[k] as number;
    out.set(l, (found.sets[k] as readonly number[]).map((id) => [...found.towns(id)]));
  }
  return out;
}

/** The ways found: per location reached (`loc`, in the order of `reach`), the ids of its distinct Town sets (`towns(id)`: sorted locations). */
export interface TownEnds {
  readonly count: number;
  readonly loc: readonly number[];
  readonly sets: readonly (readonly number[])[];
  towns(id: number): readonly number[];
}

/**
 * The search behind `townsPassed`: Dijkstra over (location, Town set) with a bucket per total cost.
 * Locations are numbered densely over `reach` (the origin first), Town sets are interned as met,
 * and each set's successor on entering each Town is kept in a table, so a step costs array reads.
 * Null when a step leaves `reach`.
 */
export function townSearch(b: Board, rules: MoveRules, towns: readonly number[], reach: readonly number[] | null, scratch: Int32Array | null = null): TownEnds | null {
  // Dense numbering: location -> slot (origin 0), slot -> location; in `scratch` when given (a board-sized array of -1, context.ts `BoardScratch`), which is put back as it was.
  const slotOf = scratch ?? new Int32Array(b.map.size).fill(-1);
  const locAt: number[] = [rules.origin];
  try {
    return numberedSearch(b, rules, towns, reach, slotOf, locAt);
  } finally {
    if (scratch) for (const l of locAt) scratch[l] = -1;
  }
}

/** `townSearch` with `slotOf` all -1: numbers the locations into `slotOf` and `locAt` (which holds the origin). */
function numberedSearch(b: Board, rules: MoveRules, towns: readonly number[], reach: readonly number[] | null, slotOf: Int32Array, locAt: number[]): TownEnds | null {
  const size = b.map.size;
  const origin = rules.origin;
  slotOf[origin] = 0;
  if (reach) {
    for (const l of reach) if (slotOf[l] === -1) slotOf[l] = locAt.push(l) - 1;
  } else {
    for (let l = 0; l < size; l++) if (slotOf[l] === -1) slotOf[l] = locAt.push(l) - 1;
  }
  const n = locAt.length;
  // Town number per slot (-1: not a Town that counts; the origin never counts).
  const townAt: number[] = [];
  const townOf = new Int32Array(n).fill(-1);
  for (const l of towns) {
    const k = slotOf[l] as number;
    if (l === origin || k < 0 || townOf[k] !== -1) continue;
    townOf[k] = townAt.push(l) - 1;
  }
  const nt = townAt.length;
  // Interned sets (0: none): members as sorted Town numbers, and the successor table (-1: not yet known).
  const members: number[][] = [[]];
  // Up to 30 Towns, a set is also a bit mask (a small integer), its key; else its joined members.
  const small = nt <= 30;
  const masks: number[] = [0];
  const byMask = new Map<number, number>([[0, 0]]);
  const byKey = new Map<string, number>([['', 0]]);
  let cap = 32;
  let succ = new Int32Array(Math.max(1, nt) * cap).fill(-1);
  // Per (set, slot), set-major: expanded once, and reached as an end.
  let done = new Uint8Array(cap * n);
  let ends = new Uint8Array(cap * n);
  const grow = (): void => {
    const c2 = cap * 2;
    const s2 = new Int32Array(Math.max(1, nt) * c2).fill(-1);
    s2.set(succ);
    const d2 = new Uint8Array(c2 * n);
    d2.set(done);
    const e2 = new Uint8Array(c2 * n);
    e2.set(ends);
    succ = s2;
    done = d2;
    ends = e2;
    cap = c2;
  };
  /** The id of the set of sorted Town numbers `m` (with bit mask `mask` when `small`), interned if new. */
  const intern = (m: number[], mask: number): number => {
    let r = small ? byMask.get(mask) : byKey.get(m.join());
    if (r === undefined) {
      r = members.push(m) - 1;
      if (small) {
        masks.push(mask);
        byMask.set(mask, r);
      } else byKey.set(m.join(), r);
      if (r >= cap) grow();
    }
    return r;
  };
  const has = (id: number, t: number): boolean => (small ? ((masks[id] as number) & (1 << t)) !== 0 : (members[id] as number[]).includes(t));
  const withTown = (id: number, t: number): number => {
    if (has(id, t)) return id;
    const mask = small ? (masks[id] as number) | (1 << t) : 0;
    if (small) {
      const r = byMask.get(mask);
      if (r !== undefined) return r;
    }
    return intern([...(members[id] as number[]), t].sort((x, z) => x - z), mask);
  };
  const withoutTown = (id: number, t: number): number => intern((members[id] as number[]).filter((x) => x !== t), small ? (masks[id] as number) & ~(1 << t) : 0);
  const budget = rules.budget;
  if (!(budget >= 0)) return { count: 0, loc: [], sets: [], towns: () => [] };
  const max = Math.floor(budget);
  const buckets: number[][] = [];
  for (let c = 0; c <= max; c++) buckets.push([]);
  (buckets[0] as number[]).push(0);
  const price: StepOut = { cost: 0, stop: false };
  // Each slot's six steps, priced on its first expansion: a step's price depends on its hexes and
  // direction alone (`MoveRules.step`), and a slot is expanded once per Town set that reaches it.
  // Per slot and direction, three numbers in one array (one allocation): 0 not yet priced, 1 refused,
  // 2 allowed, stopping (3) or not; then its cost and the slot it enters.
  const steps = new Float64Array(n * 18);
  for (let spent = 0; spent < max; spent++) {
    const queue = buckets[spent] as number[];
    // Steps cost at least 1, so nothing joins this bucket while it is read.
    for (let qi = 0; qi < queue.length; qi++) {
      const item = queue[qi] as number;
      if (done[item] === 1) continue;
      done[item] = 1;
      const id = (item / n) | 0;
      const slot = item - id * n;
      const from = locAt[slot] as number;
      for (let d = 0; d < 6; d++) {
        const at = (slot * 6 + d) * 3;
        let kind = steps[at] as number;
        if (kind === 0) {
          const to = b.map.neighbor(from, d);
          if (to < 0 || !rules.step(from, to, d, price)) kind = 1;
          else {
            kind = price.stop ? 3 : 2;
            steps[at + 1] = price.cost;
            steps[at + 2] = slotOf[to] as number;
          }
          steps[at] = kind;
        }
        if (kind === 1) continue;
        const cost = steps[at + 1] as number;
        const c = spent + cost;
        const k = steps[at + 2] as number;
        if (c <= budget) {
          if (k < 0) return null;
          ends[id * n + k] = 1;
        }
        // A stopped arrival is never left: it adds no way beyond its own end (N44 8.2, 9.5).
        if (!(c <= max) || !(cost >= 1) || kind === 3) continue;
        const t = townOf[k] as number;
        let next = id;
        if (t >= 0) {
          next = succ[id * nt + t] as number;
          if (next === -1) {
            next = withTown(id, t);
            succ[id * nt + t] = next;
          }
        }
        const key = next * n + k;
        if (done[key] !== 1) (buckets[c] as number[]).push(key);
      }
    }
  }
  // Per slot reached, its sets with its own Town left out (the end hex is taken anyway, N44 6.2).
  const bySlot: (number[] | undefined)[] = new Array<number[] | undefined>(n);
  const ids = members.length;
  for (let id = 0; id < ids; id++) {
    for (let k = 1; k < n; k++) {
      if (ends[id * n + k] !== 1) continue;
      const own = townOf[k] as number;
      const set = own >= 0 && has(id, own) ? withoutTown(id, own) : id;
      const list = bySlot[k];
      // Distinct ids are distinct sets; only leaving out the end's own Town can make two one.
      if (!list) bySlot[k] = [set];
      else if (own < 0 || !list.includes(set)) list.push(set);
    }
  }
  const locs: number[] = [];
  const sets: number[][] = [];
  for (let k = 1; k < n; k++) {
    const list = bySlot[k];
    if (!list) continue;
    locs.push(locAt[k] as number);
    sets.push(list);
  }
  const located: (readonly number[] | undefined)[] = [];
  return {
    count: locs.length,
    loc: locs,
    sets,
    towns: (id) => (located[id] ??= (members[id] as number[]).map((t) => townAt[t] as number).sort((x, z) => x - z)),
  };
}
