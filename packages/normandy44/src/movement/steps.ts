/**
 * One step of a move, priced from tables (N44 9.3-9.7, TEC), and the destination search over those
 * steps. Every kind of move (normal, a bicycle's road reach, Strategic and Truck moves) is a
 * `MoveSpec`: the unit's cost table and the few flags its rules add (movement.ts `normalRules`,
 * `bicycleRules`, strategic.ts `strategicRules`). `stepOf` prices a step under a spec, the one place
 * those rules are written; `specRules` wraps it as the `MoveRules` the Town search and the one-hex
 * probes read (vias.ts), and `reachLocs` searches it directly: the same answer as the kernel's path
 * search over those rules (vias.ts `reachOf`), without a closure per step (issue #17).
 */
import { SIDE, type Board } from '../map/index.js';
import { HEX_TERRAINS } from '../map/schema.js';
import { TEC_HEX, type HexTerrain } from '../data/tables.js';
import type { Bonds } from '../zoc/bonds.js';
import type { MoveRules, StepOut } from './vias.js';

const SIXTHS = 6;
const BLUE = SIDE.blue;
const OFF_MAP = SIDE.offMap;
const MAIN_ROAD = SIDE.mainRoad;
const ROADS = SIDE.mainRoad | SIDE.secondaryRoad;
const CAUSEWAY = SIDE.causeway;
const FLOODED_SIDE = SIDE.flooded;
const MAJOR = SIDE.majorRiver;
const MINOR = SIDE.minorRiver;

const T_SEA = HEX_TERRAINS.indexOf('sea');
const T_MARSH = HEX_TERRAINS.indexOf('marsh');
const T_TOWN = HEX_TERRAINS.indexOf('town');
const T_FLOODED = HEX_TERRAINS.indexOf('flooded');

/** MP in sixths to enter each terrain (by HEX_TERRAINS index), per column; Infinity when prohibited or road-only. */
function terrainSixths(mech: boolean): Float64Array {
  const out = new Float64Array(HEX_TERRAINS.length).fill(Infinity);
  HEX_TERRAINS.forEach((t, k) => {
    if (t === 'sea') return;
    const row = TEC_HEX.rows[t as HexTerrain];
    const c = mech ? row.mech : row.nonMech;
    out[k] = c === 'otih' ? SIXTHS : typeof c === 'number' ? c * SIXTHS : Infinity;
  });
  return out;
}
const SIXTHS_MECH = terrainSixths(true);
const SIXTHS_FOOT = terrainSixths(false);

/** The cost in sixths of one step for a unit of this kind, or Infinity (N44 9.3-9.7, TEC). */
export function stepSixths(mech: boolean, german: boolean, space: number, b: Board, from: number, to: number, dir: number): number {
  const bits = b.sides[from * 6 + dir] as number;
  if (bits & (BLUE | OFF_MAP)) return Infinity;
  let tTo = b.terrain[to] as number;
  if (tTo === T_SEA || tTo === T_MARSH) return Infinity;
  if (tTo === T_TOWN) tTo = b.under[to] as number;
  const road = bits & ROADS;
  // A mech unit in a flooded hex may leave it only by road (N44 9.5).
  if (mech && !road && b.terrain[from] === T_FLOODED) return Infinity;
  // Main road: mech 1/3, German mech 1/2 except in Storm (N44 9.7); everything else 1/2.
  if (road) return (bits & MAIN_ROAD) !== 0 && mech && !(german && space >= 2) ? 2 : 3;
  let cost = (mech ? SIXTHS_MECH : SIXTHS_FOOT)[tTo] as number;
  if (cost === Infinity) return Infinity;
  if (bits & CAUSEWAY) return cost;
  if (bits & FLOODED_SIDE) {
    if (mech) return Infinity;
    // The +1 of a flooded hexside is not paid entering or leaving a flooded hex (N44 9.5).
    if (tTo !== T_FLOODED && b.terrain[from] !== T_FLOODED) cost += SIXTHS;
  }
  if (bits & MAJOR) cost += SIXTHS;
  if (bits & MINOR && mech) cost += SIXTHS;
  return cost;
}

/** A step no unit of the table's kind may take (`stepSixths` Infinity, off the map, or into a hex closed to its side). */
export const NO_STEP = 255;
/** A table entry: the cost in sixths in its low 5 bits (at most 24: 2 MP, a major river and a minor one), and three facts of the hexside. */
export const COST_MASK = 31;
/** Along a road (N44 9.8.2, 9.9). */
export const ROAD_BIT = 32;
/** Across a major river or a flooded hexside, neither road nor causeway: only as a first move (N44 9.4, 9.5 note A). */
export const FIRST_BIT = 64;
/** Into a flooded hex, neither by road nor by causeway: the move ends (N44 9.5). */
export const FLOOD_BIT = 128;

/**
 * `stepSixths` of every step of `b` (index from * 6 + dir) for one kind of unit of one side, with
 * the hexside's facts (ROAD_BIT, FIRST_BIT, FLOOD_BIT); NO_STEP into a hex `limits` closes to that side
 * (movement.ts `limitsOf`: N44 8.1, 18.2, 26.1). `stepSixths` reads the unit only as mech or not and,
 * for the main road's 1/3, German mech in Storm or not (N44 9.7), so three kinds a side answer every
 * unit; the weather picks among them.
 */
function costTable(b: Board, mech: boolean, german: boolean, space: number, limits: Uint8Array): Uint8Array {
  const n = b.map.size;
  const sideBit = german ? 1 : 2;
  const out = new Uint8Array(n * 6).fill(NO_STEP);
  for (let from = 0; from < n; from++) {
    for (let d = 0; d < 6; d++) {
      const to = b.map.neighbor(from, d);
      if (to < 0 || ((limits[to] as number) & sideBit) !== 0) continue;
      const c = stepSixths(mech, german, space, b, from, to, d);
      if (c === Infinity) continue;
      if (!(Number.isInteger(c) && c >= 0 && c <= COST_MASK)) throw new RangeError(`step cost ${c} does not fit 5 bits`);
      const bits = b.sides[from * 6 + d] as number;
      const roadOrCauseway = (bits & (ROADS | CAUSEWAY)) !== 0;
      out[from * 6 + d] =
        c |
        ((bits & ROADS) !== 0 ? ROAD_BIT : 0) |
        (!roadOrCauseway && (bits & (MAJOR | FLOODED_SIDE)) !== 0 ? FIRST_BIT : 0) |
        (!roadOrCauseway && b.terrain[to] === T_FLOODED ? FLOOD_BIT : 0);
    }
  }
  return out;
}

/** What a spec adds to the TEC's step costs (`MoveSpec.flags`). */
export const STEP = Object.freeze({
  /** Tactical Movement: 1 MP a hex (N44 9.10). */
  tactical: 1,
  /** Entering an enemy ZOC is forbidden, not a stop (N44 9.8.2, 9.9). */
  zocBarred: 2,
  /** Along roads only (N44 9.8.2, 9.9). */
  roadsOnly: 4,
  /** Major river and flooded hexsides only as the first move, off road (N44 9.4, 9.5 note A). */
  firstOnly: 8,
  /** +1 MP to leave an enemy ZOC (N44 8.2). */
  zocLeave: 16,
  /** Entering an enemy ZOC, or a flooded hex off road, ends the move (N44 8.2, 9.5). */
  stops: 32,
  /** Inside the Cherbourg Perimeter only (N44 17.6). */
  perimeter: 64,
});

/** A move's rules as data: where it starts, its allowance, its step costs and what blocks or ends a step. */
export interface MoveSpec {
  readonly origin: number;
  /** The allowance in sixths of an MP. */
  readonly budget: number;
  /** Its kind's `stepSixths` per step with the hexside's facts, NO_STEP where it may not go or the map is closed to its side (`costTable`). */
  readonly costs: Uint8Array;
  /** STEP flags. */
  readonly flags: number;
  /** 1 where the enemy stands (never entered, N44 7.1). */
  readonly enemy: Uint8Array;
  /** The enemy's ZOC (N44 8.1). */
  readonly zoc: Uint8Array;
  /** The enemy's bonds, never entered nor crossed (N44 8.5.2). */
  readonly bonds: Bonds;
  /** The airborne duty's hexes (N44 26.3.2-3), or null. */
  readonly limit: ((loc: number) => boolean) | null;
  /** The board's zone bits and the Perimeter's bit (for STEP.perimeter). */
  readonly zones: Uint8Array;
  readonly perimeterBit: number;
  readonly adjacency: Int32Array;
}

// STEP's flags as plain constants for the step's hot path.
const TACTICAL = STEP.tactical;
const ZOC_BARRED = STEP.zocBarred;
const ROADS_ONLY = STEP.roadsOnly;
const FIRST_ONLY = STEP.firstOnly;
const ZOC_LEAVE = STEP.zocLeave;
const STOPS = STEP.stops;
const PERIMETER = STEP.perimeter;

/**
 * The step from `from` into its neighbour `to` across `dir` under `p`, as one number: -1 when the
 * rules forbid it, else its cost in sixths times 2, plus 1 when entering ends the move. A function of
 * its arguments alone (one number, not an out-parameter: the search reads it in every step).
 */
export function stepCode(p: MoveSpec, from: number, to: number, dir: number): number {
  if (p.enemy[to] === 1) return -1;
  const k = from * 6 + dir;
  // The TEC's cost and the hexside's facts, the map's closed hexes for the mover's side folded in (`costTable`).
  const v = p.costs[k] as number;
  if (v === NO_STEP) return -1;
  // No entering an enemy hex bond or crossing a hexside bond (N44 8.5.2).
  if (p.bonds.hex[to] === 1 || p.bonds.side[k] === 1) return -1;
  const flags = p.flags;
  if ((flags & ROADS_ONLY) !== 0 && (v & ROAD_BIT) === 0) return -1;
  const zocTo = p.zoc[to] === 1;
  if (zocTo && (flags & ZOC_BARRED) !== 0) return -1;
  // Major river and flooded hexsides: only as the first move, starting adjacent (N44 9.4, 9.5 note A).
  if ((flags & FIRST_ONLY) !== 0 && (v & FIRST_BIT) !== 0 && from !== p.origin) return -1;
  if (p.limit !== null && !p.limit(to)) return -1;
  if ((flags & PERIMETER) !== 0 && ((p.zones[to] as number) & p.perimeterBit) === 0) return -1;
  const c = v & COST_MASK;
  // Tactical Movement: 1 MP a hex; else +1 MP to leave an enemy ZOC (N44 9.10, 8.2).
  const cost = (flags & TACTICAL) !== 0 ? SIXTHS : (flags & ZOC_LEAVE) !== 0 && p.zoc[from] === 1 ? c + SIXTHS : c;
  // Entering an enemy ZOC, or a flooded hex off road, ends the move (N44 8.2, 9.5, 9.10).
  const stop = (flags & STOPS) !== 0 && (zocTo || (v & FLOOD_BIT) !== 0);
  return cost * 2 + (stop ? 1 : 0);
}

/** `stepCode` into `out`: false when the rules forbid the step. */
export function stepOf(p: MoveSpec, from: number, to: number, dir: number, out: StepOut): boolean {
  const x = stepCode(p, from, to, dir);
  if (x < 0) return false;
  out.cost = x >> 1;
  out.stop = (x & 1) !== 0;
  return true;
}

/**
 * The rules of a spec as the searches over `MoveRules` read them (vias.ts), with the spec itself. A
 * class, not an object literal with an arrow: a closure per rules object showed in profiles (tsx
 * also names each one it makes).
 */
export class SpecRules implements MoveRules {
  readonly origin: number;
  readonly budget: number;
  constructor(readonly spec: MoveSpec) {
    this.origin = spec.origin;
    this.budget = spec.budget;
  }
  step(from: number, to: number, dir: number, out: StepOut): boolean {
    return stepOf(this.spec, from, to, dir, out);
  }
}

export function specRules(p: MoveSpec): SpecRules {
  return new SpecRules(p);
}

/**
 * Per board: the six cost tables (`costTable`) and the destination search's scratch space, which a
 * search fills and reads before it returns (shared by the contexts of games on one board, context.ts
 * `BoardScratch`).
 */
export class ReachScratch {
  // Per side (German first) and kind: foot, mech, German mech outside Storm.
  readonly #tables: (Uint8Array | undefined)[] = [];
  // Per location, a run's stamp where its least continuing cost (`dist`) is set, where it is expanded, and where it is an end.
  readonly #distAt: Int32Array;
  readonly #dist: Int32Array;
  readonly #done: Int32Array;
  readonly #endAt: Int32Array;
  readonly #ends: Int32Array;
  // One bucket per total cost, as linked lists: each location is expanded once, so at most 6 entries a location.
  #head = new Int32Array(64);
  readonly #next: Int32Array;
  readonly #loc: Int32Array;
  #stamp = 0;
  constructor(readonly board: Board) {
    const n = board.map.size;
    this.#distAt = new Int32Array(n);
    this.#dist = new Int32Array(n);
    this.#done = new Int32Array(n);
    this.#endAt = new Int32Array(n);
    this.#ends = new Int32Array(n);
    this.#next = new Int32Array(6 * n + 1);
    this.#loc = new Int32Array(6 * n + 1);
  }

  /** The cost table of a unit's kind and side in weather `space` (`stepSixths`), `limits` being the board's (movement.ts `limitsOf`). */
  costs(mech: boolean, german: boolean, space: number, limits: Uint8Array): Uint8Array {
    // German mech pays 1/2 on a main road except in Storm (N44 9.7).
    const kind = !mech ? 0 : german && space >= 2 ? 2 : 1;
    const at = (german ? 0 : 3) + kind;
    return (this.#tables[at] ??= costTable(this.board, mech, german, kind === 2 ? 2 : 0, limits));
  }

  /**
   * Every location a move of `p` may end in, the origin excluded, in increasing order: those entered
   * by a step within the allowance from the origin or from a location entered without ending the move,
   * as the kernel's path search finds them over the same rules (vias.ts `reachOf`, its path state being
   * only "stopped"). Dial's search over the least cost of a continuing arrival. Returns their count;
   * the ends stay in the scratch space until the next search (`reach`, `reachIds` read them).
   */
  search(p: MoveSpec): number {
    if (!(p.budget >= 0)) return 0;
    const max = Math.floor(p.budget);
    const st = ++this.#stamp;
    if (this.#head.length < max + 1) this.#head = new Int32Array(2 * (max + 1));
    const head = this.#head;
    head.fill(-1, 0, max + 1);
    const next = this.#next;
    const locs = this.#loc;
    const distAt = this.#distAt;
    const dist = this.#dist;
    const done = this.#done;
    const endAt = this.#endAt;
    const ends = this.#ends;
    const adj = p.adjacency;
    const origin = p.origin;
    // `stepCode` written out in the loop below with the spec's fields and flags read once here (its
    // reads per step were a sixth of a search, issue #17); test/perf/step-tables.test.ts holds the two
    // to the rules as closures.
    const enemy = p.enemy;
    const costs = p.costs;
    const bondHex = p.bonds.hex;
    const bondSide = p.bonds.side;
    const zoc = p.zoc;
    const limit = p.limit;
    const flags = p.flags;
    const roadsOnly = (flags & ROADS_ONLY) !== 0;
    const zocBarred = (flags & ZOC_BARRED) !== 0;
    const firstOnly = (flags & FIRST_ONLY) !== 0;
    const perimeter = (flags & PERIMETER) !== 0;
    const tactical = (flags & TACTICAL) !== 0;
    const zocLeave = (flags & ZOC_LEAVE) !== 0;
    const stops = (flags & STOPS) !== 0;
    let used = 0;
    let count = 0;
    // The least and greatest end, for the sort below.
    let lo = endAt.length;
    let hi = -1;
    distAt[origin] = st;
    dist[origin] = 0;
    locs[used] = origin;
    next[used] = -1;
    head[0] = used++;
    for (let spent = 0; spent < max; spent++) {
      // Steps cost at least 1, so nothing joins this bucket while it is read.
      for (let e = head[spent] as number; e >= 0; e = next[e] as number) {
        const from = locs[e] as number;
        if (done[from] === st || (dist[from] as number) !== spent) continue;
        done[from] = st;
        // +1 MP to leave an enemy ZOC (N44 8.2): the same for every step out of `from`.
        const leave = zocLeave && zoc[from] === 1 ? SIXTHS : 0;
        for (let d = 0; d < 6; d++) {
          const k = from * 6 + d;
          const to = adj[k] as number;
          // An expanded location is an end already (or the origin), and no step improves its least cost.
          if (to < 0 || done[to] === st) continue;
          // `stepCode(p, from, to, d)`, test by test: no enemy hex (N44 7.1); the TEC's cost and the
          // closed hexes; no bond (N44 8.5.2); roads only; no entering enemy ZOC when barred; major
          // river and flooded hexsides only first (N44 9.4, 9.5); the airborne duty; the Perimeter (N44 17.6).
          if (enemy[to] === 1) continue;
          const v = costs[k] as number;
          if (v === NO_STEP || bondHex[to] === 1 || bondSide[k] === 1) continue;
          if (roadsOnly && (v & ROAD_BIT) === 0) continue;
          const zocTo = zoc[to] === 1;
          if (zocTo && zocBarred) continue;
          if (firstOnly && (v & FIRST_BIT) !== 0 && from !== origin) continue;
          if (limit !== null && !limit(to)) continue;
          if (perimeter && ((p.zones[to] as number) & p.perimeterBit) === 0) continue;
          // Tactical Movement 1 MP a hex, else the TEC's cost and the ZOC's extra MP (N44 9.10, 8.2).
          const cost = tactical ? SIXTHS : (v & COST_MASK) + leave;
          // Entering an enemy ZOC, or a flooded hex off road, ends the move (N44 8.2, 9.5).
          const stop = stops && (zocTo || (v & FLOOD_BIT) !== 0);
          const c = spent + cost;
          if (!(c <= max) || !(cost >= 1)) continue;
          if (endAt[to] !== st && to !== origin) {
            endAt[to] = st;
            ends[count++] = to;
            if (to < lo) lo = to;
            if (to > hi) hi = to;
          }
          // An arrival that ends the move is never left (N44 8.2, 9.5).
          if (stop || (distAt[to] === st && (dist[to] as number) <= c)) continue;
          distAt[to] = st;
          dist[to] = c;
          locs[used] = to;
          next[used] = head[c] as number;
          head[c] = used++;
        }
      }
    }
    // In increasing order: a move's ends lie in a few map rows, so reading their stamps from the least
    // to the greatest is cheaper than a sort (a quarter of a search, issue #17); a long road move's
    // ends, spread far apart, are sorted.
    if (hi - lo < 8 * count) {
      let k = 0;
      for (let l = lo; l <= hi; l++) if (endAt[l] === st) ends[k++] = l;
    } else ends.subarray(0, count).sort();
    return count;
  }

  /** `search`'s ends as a list of locations. */
  reach(p: MoveSpec): number[] {
    const count = this.search(p);
    const ends = this.#ends;
    const out = new Array<number>(count);
    for (let i = 0; i < count; i++) out[i] = ends[i] as number;
    return out;
  }

  /** `search`'s ends named by `ids` (the board's hex ids): a listing's destinations, without a list of locations between. */
  reachIds(p: MoveSpec, ids: readonly string[]): string[] {
    const count = this.search(p);
    const ends = this.#ends;
    const out = new Array<string>(count);
    for (let i = 0; i < count; i++) out[i] = ids[ends[i] as number] as string;
    return out;
  }

  /** The number of the last search (each search has its own): its marks below hold until the next. */
  get stamp(): number {
    return this.#stamp;
  }

  /**
   * Whether search number `stamp`, the last one, went on from `loc` (entered it without the move
   * ending, allowance left): only such a hex can be passed through on the way to another end.
   */
  wentOnFrom(loc: number, stamp: number): boolean {
    return stamp === this.#stamp && this.#done[loc] === stamp;
  }

  /**
   * The locations of the last search's first `count` ends (as `reachIds` named them), read before the
   * next search: the Town and Boundary tests of a picked unit's moves read locations (a look-up per
   * hex id showed in profiles, issue #17).
   */
  lastEnds(count: number): number[] {
    const ends = this.#ends;
    const out = new Array<number>(count);
    for (let i = 0; i < count; i++) out[i] = ends[i] as number;
    return out;
  }
}
