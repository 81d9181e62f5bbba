/**
 * Where an ordered unit may move (M44 p.6 [L221-245], terrain p.14-19, altitude p.18).
 * Legality depends on the path (beach cap, must-stop, hedgerow, 2-point steps), so this module
 * states the rules (`MoveRules`: costs, stops, path flags, which path a destination keeps) and hands
 * them to the kernel's path search; each destination keeps its most favourable path. Moves of at
 * most 2 hexes take a two-ring short cut with the very same results (`shortDestinations`).
 */
import type { PathRules, PathStep } from '@esagono/kernel';
import { BADGES } from '../data/badges.js';
import type { TerrainRow } from '../data/terrain.js';
import { unitRow } from '../data/units.js';
import { CELLS } from '../board/geometry.js';
import { occupancy } from '../board/occupancy.js';
import type { BoardInfo } from '../board/static.js';
import type { SearchScratch } from '../board/context.js';
import { mayEnter, noBattleOnEntry, obstacleGrid, stepCost, isOcean } from '../terrain/effects.js';
import { OBSTACLES, type ObstacleRow } from '../data/obstacles.js';
import type { Order, State, Unit } from '../state.js';

const WIRE = OBSTACLES.wire;

export interface Allowance {
  readonly max: number;
  readonly battleMax: number;
  /** Ignore terrain movement restrictions (Behind Enemy Lines). */
  readonly free: boolean;
}

export interface Destination {
  readonly to: number;
  readonly cost: number;
  readonly stopped: boolean;
  readonly canBattle: boolean;
}

/**
 * A destination packed in one number, `to << 6 | cost << 2 | stopped << 1 | canBattle`: a search
 * yields a dozen of them and is run for every ordered unit, so it allocates no object per hex.
 */
export type PackedDestination = number;

const pack = (to: number, cost: number, stopped: boolean, canBattle: boolean): PackedDestination =>
  (to << 6) | (cost << 2) | (stopped ? 2 : 0) | (canBattle ? 1 : 0);

export const destinationHex = (d: PackedDestination): number => d >> 6;

export function unpackDestination(d: PackedDestination): Destination {
  return { to: d >> 6, cost: (d >> 2) & 15, stopped: (d & 2) !== 0, canBattle: (d & 1) !== 0 };
}

export function baseAllowance(u: Unit): Allowance {
  const row = unitRow(u.type);
  return { max: row.maxMove, battleMax: u.badge ? BADGES[u.badge].maxMoveAndBattle : row.maxMoveAndBattle, free: false };
}

/** May a unit battle after entering this hex this turn (M44 p.14 "non può attaccare"; Resistance p.13 [L556]). */
export function battleAfterEntry(b: BoardInfo, u: Unit, hex: number): boolean {
  if (isOcean(b, hex)) return false;
  return !noBattleOnEntry(b, hex) || (u.badge !== null && BADGES[u.badge].battlesAfterEntry);
}

/**
 * The steps a unit type may take from each hex in each direction, with what the search reads of
 * them in one number: `terrain bits << 16 | neighbour << 3 | step cost`, or 0 when the step is
 * illegal (terrain, obstacles and altitude are static apart from wire and sandbags, which never
 * bar entry). One read per direction instead of three.
 */
function stepTable(s: State, b: BoardInfo, type: Unit['type'], free: boolean): Int32Array {
  // Built once per board, unit type and Behind Enemy Lines, kept in the game's context (board/context.ts).
  const m = b.memo.steps;
  // Named compares, not a keyed read (see unitRow).
  const key = (type === 'infantry' ? 0 : type === 'armor' ? 2 : 4) + (free ? 1 : 0);
  let t = m[key];
  if (!t) {
    const link = new Int32Array(CELLS * 6);
    const bits = terrainBits(b);
    const bare = { ...s, obstacles: {} };
    for (let at = 0; at < CELLS; at++) {
      for (let d = 0; d < 6; d++) {
        const n = b.geo.neighbors[at * 6 + d] as number;
        if (n < 0 || !mayEnter(bare, b, type, at, n)) continue;
        const cost = free ? 1 : stepCost(b.terrain[at] as TerrainRow, b.terrain[n] as TerrainRow);
        link[at * 6 + d] = ((bits[n] as number) << 16) | (n << 3) | cost;
      }
    }
    t = link;
    m[key] = t;
  }
  return t;
}

/** Terrain facts the search reads per hex, as bits (built once per board). */
const H_HEDGEROW = 1;
const H_BEACH = 2;
const H_OCEAN = 4;
const H_MUST_STOP = 8;
const H_NO_BATTLE = 16;
function terrainBits(b: BoardInfo): Uint8Array {
  let bits = b.memo.terrainBits;
  if (!bits) {
    bits = new Uint8Array(CELLS);
    for (let h = 0; h < CELLS; h++) {
      const t = b.terrain[h];
      if (!t) continue;
      bits[h] =
        (t.id === 'hedgerow' ? H_HEDGEROW : 0) |
        (t.id === 'beach' ? H_BEACH : 0) |
        (t.id === 'ocean' ? H_OCEAN : 0) |
        (t.mustStop ? H_MUST_STOP : 0) |
        (t.noBattleOnEntry ? H_NO_BATTLE : 0);
    }
    b.memo.terrainBits = bits;
  }
  return bits;
}

// The searches' scratch space is the game's (board/context.ts): the kernel's path search over
// (hex, path state), and the short search's stamps.
// Path states of the general search: flags of the path so far.
const NO_BATTLE = 1;
const BEACH = 2;

export function destinations(s: State, b: BoardInfo, u: Unit, order: Order, allow: Allowance): PackedDestination[] {
  return search(s, b, u, order, allow, true);
}

/** `destinations` by the general search alone: the oracle of the short one in tests. */
export function generalDestinations(s: State, b: BoardInfo, u: Unit, order: Order, allow: Allowance): PackedDestination[] {
  return search(s, b, u, order, allow, false);
}

function search(s: State, b: BoardInfo, u: Unit, order: Order, allow: Allowance, short: boolean): PackedDestination[] {
  if (u.fixed || allow.max <= 0) return [];
  const occ = occupancy(s, b);
  const start = u.at;
  const table = stepTable(s, b, u.type, allow.free);
  const bits = terrainBits(b);
  const obstacles = obstacleGrid(s, b);
  const free = allow.free;
  // A unit leaving a hedgerow ends its move in an adjacent hex (M44 p.15 [L630]).
  const max = !free && ((bits[start] as number) & H_HEDGEROW) !== 0 ? 1 : allow.max;
  // Terrain that forbids battle after entry, unless the unit's badge lets it battle anywhere.
  const noBattleBits = H_OCEAN | (u.badge !== null && BADGES[u.badge].battlesAfterEntry ? 0 : H_NO_BATTLE);
  if (short && !free && max <= 2)
    return shortDestinations(b.memo.scratch, start, max, allow.battleMax, order.canBattle, noBattleBits, table, occ, obstacles, b.geo.adjacent);
  // One rules object per game, set for this search (board/context.ts): the search reads it only during `run`.
  const rules = b.memo.moveRules ?? new MoveRules();
  b.memo.moveRules = rules;
  rules.set(table, occ, obstacles, b.geo.adjacent, start, max, free, noBattleBits, allow.battleMax, order.canBattle);
  const paths = b.memo.paths;
  const n = paths.run(start, max, 0, rules);
  const best: PackedDestination[] = [];
  for (let i = 0; i < n; i++) best.push(pack(paths.loc[i] as number, paths.cost[i] as number, paths.stop[i] === 1, paths.rank[i] === 1));
  return best;
}

/**
 * Memoir's movement rules as the kernel's path search reads them (M44 p.6 [L221-245], terrain
 * p.14-19). The path state is two flags: the path entered a beach, the path entered a hex after
 * which the unit may not battle. Each destination keeps its most favourable path: able to battle
 * first, then cheapest.
 */
export class MoveRules implements PathRules {
  readonly degree = 6;
  private table: Int32Array = new Int32Array(0);
  private occ: Readonly<Int16Array> = new Int16Array(0);
  private obstacles: readonly (ObstacleRow | null)[] = [];
  private adjacent: (a: number, b: number) => boolean = () => false;
  private start = -1;
  private max = 0;
  private free = false;
  private noBattleBits = 0;
  private battleMax = 0;
  private orderCanBattle = false;

  set(
    table: Int32Array,
    occ: Readonly<Int16Array>,
    obstacles: readonly (ObstacleRow | null)[],
    adjacent: (a: number, b: number) => boolean,
    start: number,
    max: number,
    free: boolean,
    noBattleBits: number,
    battleMax: number,
    orderCanBattle: boolean,
  ): void {
    this.table = table;
    this.occ = occ;
    this.obstacles = obstacles;
    this.adjacent = adjacent;
    this.start = start;
    this.max = max;
    this.free = free;
    this.noBattleBits = noBattleBits;
    this.battleMax = battleMax;
    this.orderCanBattle = orderCanBattle;
  }

  step(from: number, d: number, state: number, spent: number, out: PathStep): boolean {
    const link = this.table[from * 6 + d] as number;
    if (link === 0) return false;
    // Cost first: the search then reads the board no farther than `max` hexes from the start,
    // which lets sequence/move.ts keep a search when a unit moves farther away.
    const c = spent + (link & 7);
    if (c > this.max) return false;
    const n = (link >> 3) & 0x1fff;
    if (n === this.start || this.occ[n] !== -1) return false;
    const h = link >> 16;
    let beach = (state & BEACH) !== 0;
    let stop = false;
    if (!this.free) {
      // Entering a hedgerow needs the turn to begin next to it (M44 p.15 [L630]).
      if ((h & H_HEDGEROW) !== 0 && !this.adjacent(this.start, n)) return false;
      // Entering a beach caps the whole move at 2 (M44 p.16 [L693]; digest A16).
      if ((h & H_BEACH) !== 0) beach = true;
      if (beach && c > 2) return false;
      stop = stopsAt(h, n, this.obstacles);
    }
    const noBattle = (state & NO_BATTLE) !== 0 || (h & this.noBattleBits) !== 0;
    out.to = n;
    out.cost = link & 7;
    out.state = (noBattle ? NO_BATTLE : 0) | (beach ? BEACH : 0);
    out.stop = stop;
    return true;
  }

  /** 1 when the unit may still battle after this path (M44 p.6 [L239-245], p.14), else 0. */
  rank(_at: number, state: number, cost: number): number {
    return cost <= this.battleMax && (state & NO_BATTLE) === 0 && this.orderCanBattle ? 1 : 0;
  }
}


/** A unit entering hex `n` (terrain bits `h`) must stop there: terrain or wire (M44 p.14, p.19). */
function stopsAt(h: number, n: number, obstacles: readonly (ObstacleRow | null)[]): boolean {
  return (h & H_MUST_STOP) !== 0 || obstacles[n] === WIRE;
}

/**
 * `destinations` for an allowance of at most 2 without Behind Enemy Lines: nearly every search
 * (infantry). Two rings instead of the bucket queue, with the very same results in the same
 * order: hexes in the order the general search first reaches them (first steps costing 1, then
 * those costing 2, then second steps), each keeping its most favourable path. With both steps
 * costing at most 2 in all, the beach cap (M44 p.16 [L693]) never binds, and a first step is
 * always next to the start, as a hedgerow asks (M44 p.15 [L630]).
 */
function shortDestinations(
  scratch: SearchScratch,
  start: number,
  max: number,
  battleMax: number,
  orderCanBattle: boolean,
  noBattleBits: number,
  table: Int32Array,
  occ: Readonly<Int16Array>,
  obstacles: readonly (ObstacleRow | null)[],
  adjacent: (a: number, b: number) => boolean,
): PackedDestination[] {
  const best: PackedDestination[] = [];
  let nb = 0;
  const st = ++scratch.stamp;
  const mark = scratch.bestMark;
  const markAt = scratch.bestAt;
  const first = scratch.first;
  const dear = scratch.dear;
  let nFirst = 0;
  let nDear = 0;
  const battle1 = orderCanBattle && battleMax >= 1;
  for (let d = 0; d < 6; d++) {
    const link = table[start * 6 + d] as number;
    if (link === 0) continue;
    const c = link & 7;
    if (c > max) continue;
    const n = (link >> 3) & 0x1fff;
    if (occ[n] !== -1) continue;
    if (c !== 1) {
      dear[nDear++] = link;
      continue;
    }
    const h = link >> 16;
    const stopped = stopsAt(h, n, obstacles);
    const noBattle = (h & noBattleBits) !== 0;
    mark[n] = st;
    markAt[n] = nb;
    best[nb++] = pack(n, 1, stopped, battle1 && !noBattle);
    first[nFirst++] = (n << 2) | (stopped ? 2 : 0) | (noBattle ? 1 : 0);
  }
  const battle2 = orderCanBattle && battleMax >= 2;
  for (let k = 0; k < nDear; k++) {
    const link = dear[k] as number;
    const n = (link >> 3) & 0x1fff;
    const h = link >> 16;
    const stopped = stopsAt(h, n, obstacles);
    mark[n] = st;
    markAt[n] = nb;
    best[nb++] = pack(n, 2, stopped, battle2 && (h & noBattleBits) === 0);
  }
  if (max < 2) return best;
  for (let k = 0; k < nFirst; k++) {
    const f = first[k] as number;
    if ((f & 2) !== 0) continue;
    const at = f >> 2;
    const battle = battle2 && (f & 1) === 0;
    for (let d = 0; d < 6; d++) {
      const link = table[at * 6 + d] as number;
      if (link === 0 || (link & 7) !== 1) continue;
      const n = (link >> 3) & 0x1fff;
      if (n === start || occ[n] !== -1) continue;
      const h = link >> 16;
      if ((h & H_HEDGEROW) !== 0 && !adjacent(start, n)) continue;
      const canBattle = battle && (h & noBattleBits) === 0;
      if (mark[n] !== st) {
        mark[n] = st;
        markAt[n] = nb;
        best[nb++] = pack(n, 2, stopsAt(h, n, obstacles), canBattle);
      } else if (canBattle && ((best[markAt[n] as number] as number) & 1) === 0) {
        best[markAt[n] as number] = pack(n, 2, stopsAt(h, n, obstacles), canBattle);
      }
    }
  }
  return best;
}
