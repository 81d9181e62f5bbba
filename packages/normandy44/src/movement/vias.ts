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

/**
 * The Towns of `towns` a path of `rules` may pass through (N44 6.2), in their order: those it may
 * enter without the move ending there (a step of at least 1 sixth that does not stop it, N44 8.2,
 * 9.5) and leave again. A necessary condition only (neither the allowance nor the way there is
 * asked), and exact as a filter: `townSearch` adds a Town to a set on such an entry alone, and a set
 * reaches an end only by a step out of its last Town. A Town in an enemy ZOC (every entry stops the
 * move) or a dead end is never passed, which is the common case near the front.
 */
export function passableTowns(b: Board, rules: MoveRules, towns: readonly number[]): number[] {
  const price: StepOut = { cost: 0, stop: false };
  const out: number[] = [];
  for (const t of towns) if (t !== rules.origin && enterable(b, rules, t, price) && leavable(b, rules, t, price)) out.push(t);
  return out;
}

/** Whether some step of `rules` enters `t` without ending the move, at a cost of 1 sixth or more. */
function enterable(b: Board, rules: MoveRules, t: number, price: StepOut): boolean {
  for (let d = 0; d < 6; d++) {
    const from = b.map.neighbor(t, d);
    if (from < 0) continue;
    for (let e = 0; e < 6; e++) if (b.map.neighbor(from, e) === t && rules.step(from, t, e, price) && !price.stop && price.cost >= 1) return true;
  }
  return false;
}

/** Whether `rules` allow some step out of `t`. */
function leavable(b: Board, rules: MoveRules, t: number, price: StepOut): boolean {
  for (let d = 0; d < 6; d++) {
    const to = b.map.neighbor(t, d);
    if (to >= 0 && rules.step(t, to, d, price)) return true;
  }
  return false;
}

/** The ways found: per location reached (`loc`, in the order of `reach`), the ids of its distinct Town sets (`towns(id)`: sorted locations). */
export interface TownEnds {
  readonly count: number;
  readonly loc: readonly number[];
  readonly sets: readonly (readonly number[])[];
  towns(id: number): readonly number[];
}

/**
 * The Town-set search's scratch space on one board (`townSearch`), kept by the board's scratch
 * (context.ts `BoardScratch`) and reused by every search: nothing in it outlives a call. A search of
 * a few dozen hexes allocated some 25 kB of typed arrays afresh, most of its time and much of the
 * collector's (issue #17). Each array grows to the largest search met; a search clears what it uses.
 */
export class TownScratch {
  /** Location -> slot: every entry -1 between searches (a search puts back what it set). */
  readonly slots: Int32Array;
  /** Per slot and direction: 0 not yet priced, 1 refused, 2 allowed, 3 allowed and stopping. */
  kinds: Uint8Array = new Uint8Array(0);
  /** Per slot and direction, for an allowed step: its cost, and the slot it enters (-1: outside the numbered hexes). */
  costs: Float64Array = new Float64Array(0);
  targets: Int32Array = new Int32Array(0);
  /** Per slot: its Town's number among the Towns that count, or -1. */
  townOf: Int32Array = new Int32Array(0);
  /** Per (set, Town): the set with that Town added, or -1 when not yet known. */
  succ: Int32Array = new Int32Array(0);
  /** Per (set, slot), set-major: bit 1 expanded, bit 2 reached as an end. */
  marks: Uint8Array = new Uint8Array(0);
  /** One bucket of (set, slot) items per cost so far, and how many items each holds (its array is written over, never cut). */
  readonly buckets: number[][] = [];
  readonly sizes: number[] = [];
  constructor(size: number) {
    this.slots = new Int32Array(size).fill(-1);
  }
}

/** `a` if it holds `n` entries, else a larger one of the same kind with `a`'s entries (doubling, so that growth is rare). */
function room<A extends Uint8Array | Int32Array | Float64Array>(a: A, n: number, make: (n: number) => A): A {
  if (a.length >= n) return a;
  const out = make(Math.max(n, 2 * a.length));
  out.set(a);
  return out;
}
const bytes = (n: number): Uint8Array => new Uint8Array(n);
const ints = (n: number): Int32Array => new Int32Array(n);
const doubles = (n: number): Float64Array => new Float64Array(n);

const EXPANDED = 1;
const END = 2;

/**
 * The search behind `townsPassed`: Dijkstra over (location, Town set) with a bucket per total cost.
 * Locations are numbered densely over `reach` (the origin first), Town sets are interned as met,
 * and each set's successor on entering each Town is kept in a table, so a step costs array reads.
 * Null when a step leaves `reach`. `scratch`: the board's (context.ts), or a fresh one.
 */
export function townSearch(b: Board, rules: MoveRules, towns: readonly number[], reach: readonly number[] | null, scratch: TownScratch | null = null): TownEnds | null {
  const space = scratch ?? new TownScratch(b.map.size);
  // Dense numbering: location -> slot (origin 0), slot -> location; the slots are put back to -1 as they were.
  const locAt: number[] = [rules.origin];
  try {
    return numberedSearch(b, rules, towns, reach, space, locAt);
  } finally {
    const slotOf = space.slots;
    for (const l of locAt) slotOf[l] = -1;
  }
}

/** `townSearch` with `x.slots` all -1: numbers the locations into `x.slots` and `locAt` (which holds the origin). */
function numberedSearch(b: Board, rules: MoveRules, towns: readonly number[], reach: readonly number[] | null, x: TownScratch, locAt: number[]): TownEnds | null {
  const slotOf = x.slots;
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
  const townOf = (x.townOf = room(x.townOf, n, ints));
  townOf.fill(-1, 0, n);
  for (const l of towns) {
    const k = slotOf[l] as number;
    if (l === origin || k < 0 || townOf[k] !== -1) continue;
    townOf[k] = townAt.push(l) - 1;
  }
  const nt = townAt.length;
  const ntr = Math.max(1, nt);
  // Interned sets (0: none): members as sorted Town numbers, and the successor table (-1: not yet known).
  const members: number[][] = [[]];
  // Up to 30 Towns, a set is also a bit mask (a small integer), its key; else its joined members.
  const small = nt <= 30;
  const masks: number[] = [0];
  const byMask = new Map<number, number>([[0, 0]]);
  const byKey = new Map<string, number>([['', 0]]);
  let cap = 32;
  let succ = (x.succ = room(x.succ, ntr * cap, ints));
  succ.fill(-1, 0, ntr * cap);
  let marks = (x.marks = room(x.marks, cap * n, bytes));
  marks.fill(0, 0, cap * n);
  const grow = (): void => {
    const c2 = cap * 2;
    succ = x.succ = room(succ, ntr * c2, ints);
    succ.fill(-1, ntr * cap, ntr * c2);
    marks = x.marks = room(marks, c2 * n, bytes);
    marks.fill(0, cap * n, c2 * n);
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
    return intern([...(members[id] as number[]), t].sort((p, q) => p - q), mask);
  };
  const withoutTown = (id: number, t: number): number => intern((members[id] as number[]).filter((p) => p !== t), small ? (masks[id] as number) & ~(1 << t) : 0);
  const budget = rules.budget;
  if (!(budget >= 0)) return { count: 0, loc: [], sets: [], towns: () => [] };
  const max = Math.floor(budget);
  const buckets = x.buckets;
  const sizes = x.sizes;
  for (let c = 0; c <= max; c++) {
    if (c >= buckets.length) buckets.push([]);
    sizes[c] = 0;
  }
  (buckets[0] as number[])[0] = 0;
  sizes[0] = 1;
  const price: StepOut = { cost: 0, stop: false };
  // Each slot's six steps, priced on its first expansion: a step's price depends on its hexes and
  // direction alone (`MoveRules.step`), and a slot is expanded once per Town set that reaches it.
  const kinds = (x.kinds = room(x.kinds, n * 6, bytes));
  kinds.fill(0, 0, n * 6);
  const costs = (x.costs = room(x.costs, n * 6, doubles));
  const targets = (x.targets = room(x.targets, n * 6, ints));
  for (let spent = 0; spent < max; spent++) {
    const queue = buckets[spent] as number[];
    // Steps cost at least 1, so nothing joins this bucket while it is read.
    const count = sizes[spent] as number;
    for (let qi = 0; qi < count; qi++) {
      const item = queue[qi] as number;
      if (((marks[item] as number) & EXPANDED) !== 0) continue;
      marks[item] = (marks[item] as number) | EXPANDED;
      const id = (item / n) | 0;
      const slot = item - id * n;
      const from = locAt[slot] as number;
      for (let d = 0; d < 6; d++) {
        const at = slot * 6 + d;
        let kind = kinds[at] as number;
        if (kind === 0) {
          const to = b.map.neighbor(from, d);
          if (to < 0 || !rules.step(from, to, d, price)) kind = 1;
          else {
            kind = price.stop ? 3 : 2;
            costs[at] = price.cost;
            targets[at] = slotOf[to] as number;
          }
          kinds[at] = kind;
        }
        if (kind === 1) continue;
        const cost = costs[at] as number;
        const c = spent + cost;
        const k = targets[at] as number;
        if (c <= budget) {
          if (k < 0) return null;
          marks[id * n + k] = (marks[id * n + k] as number) | END;
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
        if (((marks[key] as number) & EXPANDED) === 0) {
          const z = sizes[c] as number;
          (buckets[c] as number[])[z] = key;
          sizes[c] = z + 1;
        }
      }
    }
  }
  // Per slot reached, its sets with its own Town left out (the end hex is taken anyway, N44 6.2).
  const bySlot: (number[] | undefined)[] = new Array<number[] | undefined>(n);
  const ids = members.length;
  for (let id = 0; id < ids; id++) {
    for (let k = 1; k < n; k++) {
      if (((marks[id * n + k] as number) & END) === 0) continue;
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
    towns: (id) => (located[id] ??= (members[id] as number[]).map((t) => townAt[t] as number).sort((p, q) => p - q)),
  };
}
