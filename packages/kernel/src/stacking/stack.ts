/**
 * Stacks: which units share a location, and whether a stack is legal under a title's limits.
 *
 * Limits are data: each one sums a per-unit count over one side's units in a location and
 * compares it with a maximum (per side when the sides differ). Unit counts, stacking points and
 * "at most one of each type" are all such sums (N44 7.1: 4 points + 1 silhouette, free units one
 * of each type; CG R8.3: at most 2 corps or divisions, at most 1 corps, and 2 regiments or
 * brigades). Pairs of units that may never share a location (CG R8.6: Dutch and Belgian) are a
 * `conflict` predicate. Everything here is pure: indexes are built from unit lists and never
 * change; moving a unit gives a new index.
 */
import type { Graph } from '../graph/graph.js';
import { Occupancy } from '../movement/retreat.js';

/** One stacking limit: Σ count(unit) over one side's units in a location ≤ max. */
export interface StackLimit<U> {
  /** A stable name, e.g. `points`, `silhouettes`, `corps`. */
  readonly id: string;
  /** The rule it implements, e.g. `N44 7.1`. */
  readonly rule: string;
  /** What one unit counts toward the limit (1 for a count limit, its stacking points, 0 for exempt units). */
  readonly count: (unit: U) => number;
  /** The maximum: one number for both sides, or one per side (a side not listed has no limit). */
  readonly max: number | Readonly<Record<string, number>>;
}

export interface StackingRules<U> {
  readonly limits: readonly StackLimit<U>[];
  /** Two units of one side that may never share a location (e.g. CG R8.6), with the rule. */
  readonly conflict?: (a: U, b: U) => string | null;
}

export type StackViolation =
  | { readonly kind: 'limit'; readonly limit: string; readonly rule: string; readonly total: number; readonly max: number }
  | { readonly kind: 'conflict'; readonly units: readonly [number, number]; readonly rule: string };

function maxFor<U>(limit: StackLimit<U>, side: string): number {
  if (typeof limit.max === 'number') return limit.max;
  return limit.max[side] ?? Number.POSITIVE_INFINITY;
}

/**
 * Every way `units` (one side's units in one location) break the rules: limits exceeded, with
 * their totals, and conflicting pairs (as indices into `units`). Empty when the stack is legal.
 */
export function stackViolations<U>(units: readonly U[], side: string, rules: StackingRules<U>): StackViolation[] {
  const out: StackViolation[] = [];
  for (const limit of rules.limits) {
    let total = 0;
    for (const u of units) total += limit.count(u);
    const max = maxFor(limit, side);
    if (total > max) out.push({ kind: 'limit', limit: limit.id, rule: limit.rule, total, max });
  }
  if (rules.conflict) {
    for (let i = 0; i < units.length; i++) {
      for (let j = i + 1; j < units.length; j++) {
        const rule = rules.conflict(units[i] as U, units[j] as U);
        if (rule !== null) out.push({ kind: 'conflict', units: [i, j], rule });
      }
    }
  }
  return out;
}

/** Whether one side's `units` may end in one location together. */
export function stackIsLegal<U>(units: readonly U[], side: string, rules: StackingRules<U>): boolean {
  return stackViolations(units, side, rules).length === 0;
}

/**
 * The smallest sets of units (indices into `units`, ascending) whose removal makes the stack
 * legal, taking only units for which `eligible` holds: the owner's choices when a stack must shed
 * units (N44 7.2 and 13.1: the owner eliminates, among the units that retreated only; CG R8.4).
 * "Smallest" is by number of units, then every such set is listed, in lexicographic order. A legal
 * stack gives `[[]]`; a stack no eligible removal can fix gives `[]`. Exponential in the number
 * of eligible units, which stacking keeps small (a guard refuses more than 16).
 */
export function sheddingChoices<U>(
  units: readonly U[],
  side: string,
  rules: StackingRules<U>,
  eligible: (unit: U, index: number) => boolean = () => true,
): number[][] {
  const candidates = units.flatMap((u, i) => (eligible(u, i) ? [i] : []));
  if (candidates.length > 16) throw new RangeError(`sheddingChoices: ${candidates.length} eligible units is beyond any stack`);
  for (let size = 0; size <= candidates.length; size++) {
    const found: number[][] = [];
    const pick: number[] = [];
    const rec = (from: number): void => {
      if (pick.length === size) {
        const removed = new Set(pick);
        if (stackIsLegal(units.filter((_, i) => !removed.has(i)), side, rules)) found.push(pick.slice());
        return;
      }
      for (let k = from; k <= candidates.length - (size - pick.length); k++) {
        pick.push(candidates[k] as number);
        rec(k + 1);
        pick.pop();
      }
    };
    rec(0);
    if (found.length > 0) return found;
  }
  return [];
}

/** What a stack index needs to know of a unit. */
export interface StackKeys<U> {
  readonly loc: (unit: U) => number;
  readonly side: (unit: U) => string;
}

/**
 * Units by location, in the order given, for one board. Built once from a unit list (game state
 * keeps the list; the index is derived data) and never changed: `moved` and `without` return new
 * indexes sharing what did not change.
 */
export class StackIndex<U> {
  private constructor(
    private readonly keys: StackKeys<U>,
    private readonly byLoc: ReadonlyMap<number, readonly U[]>,
  ) {}

  /** Indexes `units`; units with a negative location (off the board, eliminated) are left out. */
  static of<U>(units: Iterable<U>, keys: StackKeys<U>): StackIndex<U> {
    const m = new Map<number, U[]>();
    for (const u of units) {
      const loc = keys.loc(u);
      if (!(loc >= 0)) continue;
      const list = m.get(loc);
      if (list) list.push(u);
      else m.set(loc, [u]);
    }
    for (const list of m.values()) Object.freeze(list);
    return new StackIndex(keys, m);
  }

  /** Every unit at `loc`, in the order given (empty when none). */
  at(loc: number): readonly U[] {
    return this.byLoc.get(loc) ?? EMPTY;
  }

  /** `side`'s units at `loc`. */
  sideAt(loc: number, side: string): readonly U[] {
    return this.at(loc).filter((u) => this.keys.side(u) === side);
  }

  /** Occupied locations, ascending. */
  locations(): number[] {
    return [...this.byLoc.keys()].sort((a, b) => a - b);
  }

  /** Locations holding at least one unit of `side`, ascending (e.g. the enemies given to `zocMap`). */
  locationsOf(side: string): number[] {
    return this.locations().filter((loc) => this.at(loc).some((u) => this.keys.side(u) === side));
  }

  /**
   * `Occupancy` per location as seen by `side` (friendly, enemy or empty), for `retreatPaths`.
   * A location holding both sides (which few titles allow) reads as enemy.
   */
  occupancy(graph: Graph, side: string): Uint8Array {
    const occ = new Uint8Array(graph.size);
    for (const [loc, units] of this.byLoc) {
      if (loc >= graph.size) continue;
      occ[loc] = units.some((u) => this.keys.side(u) !== side) ? Occupancy.enemy : Occupancy.friendly;
    }
    return occ;
  }

  /**
   * A new index where `before` (found by `same`, identity by default) is replaced by `after`, at
   * `after`'s location; `after` null removes the unit (eliminated). This index is unchanged.
   */
  moved(before: U, after: U | null, same: (a: U, b: U) => boolean = Object.is): StackIndex<U> {
    const from = this.keys.loc(before);
    const m = new Map(this.byLoc);
    const left = this.at(from).filter((u) => !same(u, before));
    if (left.length > 0) m.set(from, Object.freeze(left));
    else m.delete(from);
    const to = after === null ? -1 : this.keys.loc(after);
    if (after !== null && to >= 0) m.set(to, Object.freeze([...this.at(to).filter((u) => !same(u, before)), after]));
    return new StackIndex(this.keys, m);
  }

  /** Where `side`'s stacks break the rules, in ascending location order (e.g. after a retreat). */
  overstacked(side: string, rules: StackingRules<U>): { readonly loc: number; readonly violations: StackViolation[] }[] {
    const out: { loc: number; violations: StackViolation[] }[] = [];
    for (const loc of this.locations()) {
      const units = this.sideAt(loc, side);
      if (units.length === 0) continue;
      const violations = stackViolations(units, side, rules);
      if (violations.length > 0) out.push({ loc, violations });
    }
    return out;
  }

  /** Whether `side` may add `incoming` to its units at `loc` and stay legal (a move's or an advance's end). */
  canEnter(loc: number, side: string, incoming: readonly U[], rules: StackingRules<U>): boolean {
    return stackIsLegal([...this.sideAt(loc, side), ...incoming], side, rules);
  }
}

const EMPTY: readonly never[] = Object.freeze([]);
