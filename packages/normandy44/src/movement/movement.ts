/**
 * Movement (N44 9): terrain and hexside costs from the TEC, roads, enemy ZOC (N44 8.2-8.3),
 * Tactical Movement (N44 9.10), air supremacy (N44 9.7) and the Cherbourg scenario's limits
 * (N44 26.1, 26.3.2-3). Costs are in sixths of an MP so that 1/2 and 1/3 are exact.
 */
import { createReachSearcher, hexDistance, type MovePolicy } from '@esagono/kernel';
import { SIDE, inZone, sideBits, terrainOf, type Board } from '../map/index.js';
import { rowCol } from '../map/schema.js';
import { TEC_HEX, type HexTerrain } from '../data/tables.js';
import { board, occupancy, onMap, other, zocOf } from '../position.js';
import type { Player, State, UnitState } from '../state.js';
import { faceFor, info, type UnitInfo } from '../units.js';

export const SIXTHS = 6;
const INF = Infinity;

/** The hex row no unit may enter in the Cherbourg scenario (N44 26.1: "hex row xx15"). */
export const CHERBOURG_FORBIDDEN_COLUMN = 15;

export function isClear(s: State): boolean {
  return s.space >= 4;
}

/** Movement allowance this turn: German mech -2 in Clear (N44 9.7). */
export function movementAllowance(s: State, u: UnitState): number {
  const i = info(u.id);
  const ma = faceFor(i, u.steps).ma ?? 0;
  if (i.side === 'german' && i.mech && isClear(s)) return Math.max(0, ma - 2);
  return ma;
}

/** Units that must use Tactical Movement: DG, OOS, landing this turn (N44 9.10). */
export function mustMoveTactically(s: State, u: UnitState): boolean {
  return u.dg || u.oos > 0 || u.landed === s.turn;
}

/** Where `hex` is off limits to `side` in the Cherbourg scenario (N44 26.1). */
export function offLimits(b: Board, side: Player, loc: number): boolean {
  const t = terrainOf(b, loc);
  if (t === 'sea' || t === 'marsh') return true;
  if (rowCol(b.ids[loc] as string).col === CHERBOURG_FORBIDDEN_COLUMN) return true;
  return side === 'allied' && !inZone(b, loc, 'june27-allied');
}

/** The 101st (within 4 of Carentan) and 82nd (within 3 of its drop hexes) limits from turn 3 (N44 26.3.2-3). */
export function airborneLimit(s: State, u: UnitState, b: Board): ((loc: number) => boolean) | null {
  if (s.turn < 3) return null;
  const f = info(u.id).counter.formation;
  const within = (centres: readonly string[], r: number) => (loc: number) =>
    centres.some((c) => hexDistance(b.map.hexes[loc] as never, b.map.hexes[b.locOf(c)] as never) <= r);
  if (u.side === 'allied' && f === '101') return within(['2512'], 4);
  if (u.side === 'allied' && f === '82') return within(['2710', '2810', '2811'], 3);
  return null;
}

/** A restricted unit not yet released may not move; inside the Perimeter it may move within it (N44 17.6). */
function restriction(s: State, u: UnitState, b: Board): 'none' | 'frozen' | 'perimeter' {
  const face = faceFor(info(u.id), u.steps);
  if (!face.restricted || u.released) return 'none';
  return inZone(b, b.locOf(u.hex as string), 'cherbourg-perimeter') ? 'perimeter' : 'frozen';
}

function terrainCost(i: UnitInfo, t: HexTerrain): number | 'road-only' | 'prohibited' {
  const row = TEC_HEX.rows[t];
  const c = i.mech ? row.mech : row.nonMech;
  if (c === 'otih') return SIXTHS;
  return typeof c === 'number' ? c * SIXTHS : c;
}

/** The cost in sixths of one step, or Infinity; `stop` tells whether entering ends the move. */
export function stepCost(s: State, u: UnitState, b: Board, from: number, to: number, dir: number): { cost: number; stop: boolean } {
  const i = info(u.id);
  const bits = sideBits(b, from, dir);
  if (bits & (SIDE.blue | SIDE.offMap)) return { cost: INF, stop: false };
  let tTo = terrainOf(b, to);
  if (tTo === 'sea' || tTo === 'marsh') return { cost: INF, stop: false };
  if (tTo === 'town') tTo = (b.file.hexes.find((h) => h.id === b.ids[to])?.under ?? 'clear') as typeof tTo;
  const road = bits & (SIDE.mainRoad | SIDE.secondaryRoad);
  // A mech unit in a flooded hex may leave it only by road (N44 9.5).
  if (i.mech && !road && terrainOf(b, from) === 'flooded') return { cost: INF, stop: false };
  if (road) {
    const main = (bits & SIDE.mainRoad) !== 0;
    // Main road: mech 1/3, German mech 1/2 except in Storm (N44 9.7); everything else 1/2.
    const cost = main && i.mech && !(u.side === 'german' && s.space >= 2) ? 2 : 3;
    return { cost, stop: false };
  }
  const base = terrainCost(i, tTo as HexTerrain);
  if (base === 'prohibited' || base === 'road-only') return { cost: INF, stop: false };
  let cost = base;
  const stop = tTo === 'flooded';
  if (bits & SIDE.causeway) return { cost, stop };
  if (bits & SIDE.flooded) {
    if (i.mech) return { cost: INF, stop: false };
    // The +1 of a flooded hexside is not paid entering or leaving a flooded hex (N44 9.5).
    if (tTo !== 'flooded' && terrainOf(b, from) !== 'flooded') cost += SIXTHS;
  }
  if (bits & SIDE.majorRiver) cost += SIXTHS;
  if (bits & SIDE.minorRiver && i.mech) cost += SIXTHS;
  return { cost, stop };
}

/** Every hex `u` may move to this Movement Phase (N44 9, 8.2-8.3, 9.10). */
export function moveDestinations(s: State, u: UnitState, b: Board = board()): string[] {
  if (!onMap(u) || u.moved || u.dispersed) return [];
  if (u.side === 'german' && s.turn === 1 && info(u.id).kind === 'ost') return [];
  const restr = restriction(s, u, b);
  if (restr === 'frozen') return [];
  const ma = movementAllowance(s, u);
  if (ma <= 0) return [];
  const tactical = mustMoveTactically(s, u);
  const origin = b.locOf(u.hex as string);
  const occ = occupancy(s, b);
  const enemyCode = u.side === 'german' ? 2 : 1;
  const zoc = zocOf(s, other(u.side), b);
  const limit = airborneLimit(s, u, b);
  const cost = (from: number, to: number, dir: number): number => {
    if (occ[to] === enemyCode || offLimits(b, u.side, to)) return INF;
    if (limit && !limit(to)) return INF;
    if (restr === 'perimeter' && !inZone(b, to, 'cherbourg-perimeter')) return INF;
    const c = stepCost(s, u, b, from, to, dir);
    return tactical ? (c.cost === INF ? INF : SIXTHS) : c.cost;
  };
  const policies: MovePolicy[] = [
    { kind: 'zocStop', rule: 'N44 8.2' },
    {
      kind: 'hook',
      rule: 'N44 9.4-9.5, 9.10',
      fn: (from, to, dir, ctx) => {
        const bits = sideBits(b, from, dir);
        const roadOrCauseway = bits & (SIDE.mainRoad | SIDE.secondaryRoad | SIDE.causeway);
        // Major river and flooded hexsides: only as the first move, starting adjacent (N44 9.4, 9.5 note A).
        if (!roadOrCauseway && bits & (SIDE.majorRiver | SIDE.flooded) && from !== ctx.origin) return 'forbid';
        // Entering a flooded hex off road stops a non-mech unit (N44 9.5, 9.10).
        if (!roadOrCauseway && terrainOf(b, to) === 'flooded') return 'stop';
        return null;
      },
    },
  ];
  if (!tactical) policies.push({ kind: 'zocLeaveCost', cost: SIXTHS, rule: 'N44 8.2' });
  const searcher = createReachSearcher(b.map);
  const r = searcher.reach(origin, (tactical ? 2 : ma) * SIXTHS, cost, { zoc, policies });
  return r.destinations().map((l) => b.ids[l] as string);
}
