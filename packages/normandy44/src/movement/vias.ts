/**
 * The one movement search of Normandy '44. Every kind of move (normal, a bicycle's road reach,
 * Strategic and Truck moves, a landing unit's move on from its beach) states its rules once, as
 * `MoveRules`: what one step costs and whether it ends the move. Both questions asked of a move
 * are runs of the kernel's path search over those rules (docs/kernel.md, "Path-dependent
 * movement"): where the unit may go, and which Towns it may pass on the way (N44 6.2: a Town
 * belongs to the side whose unit was last to pass through it), the Towns passed so far being part
 * of the path state.
 */
import { createPathSearch, type PathRules, type PathSearch, type PathStep } from '@esagono/kernel';
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
  /** Fills `out` for the step from `from` into its neighbour `to` across `dir`, or returns false when the rules forbid it. */
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
 * runs over (location, Towns passed), so no bound is set on how many Towns a reach holds: the Town
 * sets are numbered as they are met, and the search is run again with room for more when they
 * outgrow it (`firstRoom` sets how many the first run has room for).
 */
export function townsPassed(b: Board, rules: MoveRules, towns: readonly number[], firstRoom = 64, kept: Map<number, PathSearch> = new Map()): Map<number, number[][]> {
  const townIx = new Map<number, number>();
  for (const l of towns) if (l !== rules.origin && !townIx.has(l)) townIx.set(l, townIx.size);
  for (let room = Math.max(1, firstRoom); ; room *= 4) {
    const sets = internedSets();
    // Each way found, as `location * room + set`.
    const ends = new Set<number>();
    let overflow = false;
    const rulesOf = pathRules(b, rules, (state, to, spent, cost) => {
      const id = state >> 1;
      // A way to `to` passing the Towns of the path so far (its own Town, taken anyway, is left out below).
      if (spent + cost <= rules.budget) ends.add(to * room + id);
      const t = townIx.get(to);
      const next = t === undefined ? id : sets.with(id, t);
      if (next >= room) {
        overflow = true;
        return -1;
      }
      return next << 1;
    });
    viaSearchOf(b, room, kept).run(rules.origin, rules.budget, 0, rulesOf);
    if (overflow) continue;
    const townAt = [...townIx.keys()];
    const byLoc = new Map<number, Map<string, number[]>>();
    for (const key of ends) {
      const l = Math.floor(key / room);
      if (l === rules.origin) continue;
      const own = townIx.get(l);
      const m = sets.list(key - l * room).filter((t) => t !== own);
      let found = byLoc.get(l);
      if (!found) byLoc.set(l, (found = new Map()));
      found.set(m.join(), m);
    }
    const out = new Map<number, number[][]>();
    for (const [l, found] of byLoc) out.set(l, [...found.values()].map((m) => m.map((t) => townAt[t] as number).sort((x, z) => x - z)));
    return out;
  }
}

// Searches over (location, Town set, stopped) kept by room in `kept` (the game context's, context.ts);
// the larger ones, seldom needed, are made for the call.
const KEPT_ROOM = 256;
function viaSearchOf(b: Board, room: number, m: Map<number, PathSearch>): PathSearch {
  if (room > KEPT_ROOM) return createPathSearch(b.map.size, room * 2);
  let p = m.get(room);
  if (!p) m.set(room, (p = createPathSearch(b.map.size, room * 2)));
  return p;
}

/** Sets of Town numbers, each numbered once (0: none) so that the path state is a small integer. */
function internedSets() {
  const members: number[][] = [[]];
  const byKey = new Map<string, number>([['', 0]]);
  const step = new Map<string, number>();
  const idOf = (m: number[]): number => {
    const k = m.join();
    let id = byKey.get(k);
    if (id === undefined) {
      id = members.length;
      members.push(m);
      byKey.set(k, id);
    }
    return id;
  };
  return {
    /** The set `id` with Town `t` added. */
    with(id: number, t: number): number {
      const k = `${id}+${t}`;
      let r = step.get(k);
      if (r === undefined) {
        const m = members[id] as number[];
        r = m.includes(t) ? id : idOf([...m, t].sort((a, z) => a - z));
        step.set(k, r);
      }
      return r;
    },
    list(id: number): readonly number[] {
      return members[id] as number[];
    },
  };
}
