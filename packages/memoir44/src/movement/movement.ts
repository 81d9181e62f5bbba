/**
 * Where an ordered unit may move (M44 p.6 [L221-245], terrain p.14-19, altitude p.18).
 * Paths are searched step by step because legality depends on the path (beach cap, must-stop,
 * hedgerow, 2-point steps); each destination keeps its most favourable path.
 */
import { BADGES } from '../data/badges.js';
import type { TerrainRow } from '../data/terrain.js';
import { UNITS, UNIT_TYPES } from '../data/units.js';
import { CELLS, NEIGHBORS, adjacent } from '../board/geometry.js';
import { occupancy } from '../board/occupancy.js';
import type { BoardInfo } from '../board/static.js';
import { mayEnter, noBattleOnEntry, stepCost, isOcean } from '../terrain/effects.js';
import type { Order, State, Unit } from '../state.js';

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

export function baseAllowance(u: Unit): Allowance {
  const row = UNITS[u.type];
  return { max: row.maxMove, battleMax: u.badge ? BADGES[u.badge].maxMoveAndBattle : row.maxMoveAndBattle, free: false };
}

/** May a unit battle after entering this hex this turn (M44 p.14 "non può attaccare"; Resistance p.13 [L556]). */
export function battleAfterEntry(b: BoardInfo, u: Unit, hex: number): boolean {
  if (isOcean(b, hex)) return false;
  return !noBattleOnEntry(b, hex) || (u.badge !== null && BADGES[u.badge].battlesAfterEntry);
}

/**
 * Step costs from each hex in each direction for a unit type, 0 when the step is illegal
 * (terrain, obstacles and altitude are static apart from wire and sandbags, which never bar entry).
 */
interface StepTable {
  readonly cost: Int8Array;
}
const tables = new WeakMap<BoardInfo, Map<number, StepTable>>();
// The last board's tables, so the common case skips the WeakMap.
let lastBoard: BoardInfo | null = null;
let lastTables = new Map<number, StepTable>();

function stepTable(s: State, b: BoardInfo, type: Unit['type'], free: boolean): StepTable {
  let m = lastBoard === b ? lastTables : tables.get(b);
  if (!m) {
    m = new Map();
    tables.set(b, m);
  }
  lastBoard = b;
  lastTables = m;
  const key = UNIT_TYPES.indexOf(type) * 2 + (free ? 1 : 0);
  let t = m.get(key);
  if (!t) {
    const cost = new Int8Array(CELLS * 6);
    const bare = { ...s, obstacles: {} };
    for (let at = 0; at < CELLS; at++) {
      for (let d = 0; d < 6; d++) {
        const n = NEIGHBORS[at * 6 + d] as number;
        if (n < 0 || !mayEnter(bare, b, type, at, n)) continue;
        cost[at * 6 + d] = free ? 1 : stepCost(b.terrain[at] as TerrainRow, b.terrain[n] as TerrainRow);
      }
    }
    t = { cost };
    m.set(key, t);
  }
  return t;
}

// Scratch space for the search: best cost seen per (hex, beach, no-battle), stamped per call,
// and an explicit stack (a recursive search costs a closure call per step).
const seenCost = new Int8Array(CELLS * 4);
const seenStamp = new Int32Array(CELLS * 4);
let stamp = 0;
const bestMark = new Int32Array(CELLS);
const bestAt = new Int32Array(CELLS);
let stackAt = new Int32Array(256);
let stackCost = new Int32Array(256);
let stackFlags = new Uint8Array(256);

const NO_BATTLE = 1;
const BEACH = 2;
const STOPPED = 4;

function growStack(): void {
  const n = stackAt.length * 2;
  const a = new Int32Array(n);
  a.set(stackAt);
  stackAt = a;
  const c = new Int32Array(n);
  c.set(stackCost);
  stackCost = c;
  const f = new Uint8Array(n);
  f.set(stackFlags);
  stackFlags = f;
}

export function destinations(s: State, b: BoardInfo, u: Unit, order: Order, allow: Allowance): Destination[] {
  if (u.fixed || allow.max <= 0) return [];
  const occ = occupancy(s);
  const start = u.at;
  const table = stepTable(s, b, u.type, allow.free).cost;
  const terrain = b.terrain;
  const free = allow.free;
  // A unit leaving a hedgerow ends its move in an adjacent hex (M44 p.15 [L630]).
  const max = !free && (terrain[start] as TerrainRow).id === 'hedgerow' ? 1 : allow.max;
  const battleMax = allow.battleMax;
  const orderCanBattle = order.canBattle;
  const battlesAnywhere = u.badge !== null && BADGES[u.badge].battlesAfterEntry;
  const best: Destination[] = [];
  stamp++;
  // Depth first, directions in order: children are pushed last-first so direction 0 pops first.
  stackAt[0] = start;
  stackCost[0] = 0;
  stackFlags[0] = 0;
  let sp = 1;
  while (sp > 0) {
    sp--;
    const at = stackAt[sp] as number;
    const cost = stackCost[sp] as number;
    const flags = stackFlags[sp] as number;
    const key = at * 4 + (flags & 3);
    if (seenStamp[key] === stamp && (seenCost[key] as number) <= cost) continue;
    seenStamp[key] = stamp;
    seenCost[key] = cost;
    const stopped = (flags & STOPPED) !== 0;
    if (at !== start) {
      const canBattle = cost <= battleMax && (flags & NO_BATTLE) === 0 && orderCanBattle;
      const k = bestAt[at] as number;
      const prev = bestMark[at] === stamp ? best[k] : undefined;
      if (!prev) {
        bestMark[at] = stamp;
        bestAt[at] = best.length;
        best.push({ to: at, cost, stopped, canBattle });
      } else if ((canBattle && !prev.canBattle) || (canBattle === prev.canBattle && cost < prev.cost)) {
        best[k] = { to: at, cost, stopped, canBattle };
      }
    }
    if (stopped) continue;
    for (let d = 5; d >= 0; d--) {
      const step = table[at * 6 + d] as number;
      if (step === 0) continue;
      // Cost first: the search then reads the board no farther than `max` hexes from the start,
      // which lets sequence/turn.ts keep a search when a unit moves farther away.
      const c = cost + step;
      if (c > max) continue;
      const n = NEIGHBORS[at * 6 + d] as number;
      if (n === start || occ[n] !== -1) continue;
      const t = terrain[n] as TerrainRow;
      let beach = (flags & BEACH) !== 0;
      if (!free) {
        // Entering a hedgerow needs the turn to begin next to it (M44 p.15 [L630]).
        if (t.id === 'hedgerow' && !adjacent(start, n)) continue;
        // Entering a beach caps the whole move at 2 (M44 p.16 [L693]; digest A16).
        if (t.id === 'beach') beach = true;
        if (beach && c > 2) continue;
      }
      const stop = !free && (t.mustStop || s.obstacles[n] === 'wire');
      const noBattle = (flags & NO_BATTLE) !== 0 || t.id === 'ocean' || (t.noBattleOnEntry && !battlesAnywhere);
      if (sp >= stackAt.length) growStack();
      stackAt[sp] = n;
      stackCost[sp] = c;
      stackFlags[sp] = (noBattle ? NO_BATTLE : 0) | (beach ? BEACH : 0) | (stop ? STOPPED : 0);
      sp++;
    }
  }
  return best;
}
