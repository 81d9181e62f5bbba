/**
 * Where an ordered unit may move (M44 p.6 [L221-245], terrain p.14-19, altitude p.18).
 * Paths are searched step by step because legality depends on the path (beach cap, must-stop,
 * hedgerow, 2-point steps); each destination keeps its most favourable path.
 */
import { BADGES } from '../data/badges.js';
import type { TerrainRow } from '../data/terrain.js';
import { UNITS } from '../data/units.js';
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
const tables = new WeakMap<BoardInfo, Map<string, StepTable>>();

function stepTable(s: State, b: BoardInfo, type: Unit['type'], free: boolean): StepTable {
  let m = tables.get(b);
  if (!m) {
    m = new Map();
    tables.set(b, m);
  }
  const key = `${type}:${free}`;
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

// Scratch space for the search: best cost seen per (hex, beach, no-battle), stamped per call.
const seenCost = new Int8Array(CELLS * 4);
const seenStamp = new Int32Array(CELLS * 4);
let stamp = 0;
const bestMark = new Int32Array(CELLS);
const bestAt = new Int32Array(CELLS);

export function destinations(s: State, b: BoardInfo, u: Unit, order: Order, allow: Allowance): Destination[] {
  if (u.fixed || allow.max <= 0) return [];
  const occ = occupancy(s);
  const start = u.at;
  const table = stepTable(s, b, u.type, allow.free).cost;
  // A unit leaving a hedgerow ends its move in an adjacent hex (M44 p.15 [L630]).
  const max = !allow.free && (b.terrain[start] as TerrainRow).id === 'hedgerow' ? 1 : allow.max;
  const battlesAnywhere = u.badge !== null && BADGES[u.badge].battlesAfterEntry;
  const best: Destination[] = [];
  stamp++;
  const bestStamp = stamp;
  const visit = (at: number, cost: number, beach: boolean, noBattle: boolean, stopped: boolean): void => {
    const key = at * 4 + (beach ? 2 : 0) + (noBattle ? 1 : 0);
    if (seenStamp[key] === stamp && (seenCost[key] as number) <= cost) return;
    seenStamp[key] = stamp;
    seenCost[key] = cost;
    if (at !== start) {
      const canBattle = cost <= allow.battleMax && !noBattle && order.canBattle;
      const k = bestAt[at] as number;
      const prev = bestMark[at] === bestStamp ? best[k] : undefined;
      if (!prev) {
        bestMark[at] = bestStamp;
        bestAt[at] = best.length;
        best.push({ to: at, cost, stopped, canBattle });
      } else if ((canBattle && !prev.canBattle) || (canBattle === prev.canBattle && cost < prev.cost)) {
        best[k] = { to: at, cost, stopped, canBattle };
      }
    }
    if (stopped) return;
    for (let d = 0; d < 6; d++) {
      const step = table[at * 6 + d] as number;
      if (step === 0) continue;
      const n = NEIGHBORS[at * 6 + d] as number;
      if (n === start || occ[n] !== -1) continue;
      const c = cost + step;
      if (c > max) continue;
      const t = b.terrain[n] as TerrainRow;
      let nb = beach;
      if (!allow.free) {
        // Entering a hedgerow needs the turn to begin next to it (M44 p.15 [L630]).
        if (t.id === 'hedgerow' && !adjacent(start, n)) continue;
        // Entering a beach caps the whole move at 2 (M44 p.16 [L693]; digest A16).
        if (t.id === 'beach') nb = true;
        if (nb && c > 2) continue;
      }
      const stop = !allow.free && (t.mustStop || s.obstacles[n] === 'wire');
      const nob = noBattle || t.id === 'ocean' || (t.noBattleOnEntry && !battlesAnywhere);
      visit(n, c, nb, nob, stop);
    }
  };
  visit(start, 0, false, false, false);
  return best;
}
