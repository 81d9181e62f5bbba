/**
 * What terrain and obstacles do to a unit in or entering a hex (M44 p.14-19; digest §4.C, §4.D).
 */
import { OBSTACLES, type ObstacleRow } from '../data/obstacles.js';
import type { TerrainRow } from '../data/terrain.js';
import type { UnitType } from '../data/units.js';
import type { BoardInfo } from '../board/static.js';
import type { Player, State, Unit } from '../state.js';

// The obstacles of the last record as one row per hex, kept in the game's context (board/context.ts):
// the record is keyed by hex id strings, slow to read a hex at a time, and is replaced (never
// changed) when sandbags or wire come or go.

/** Every hex's obstacle (the state's sandbags and wire over the board's fixed ones), by hex id. */
export function obstacleGrid(s: State, b: BoardInfo): readonly (ObstacleRow | null)[] {
  const memo = b.memo;
  if (s.obstacles === memo.gridRecord) return memo.grid;
  const g: (ObstacleRow | null)[] = b.fixed.slice();
  for (const k in s.obstacles) {
    const id = s.obstacles[k];
    if (id !== undefined) g[Number(k)] = OBSTACLES[id];
  }
  memo.gridRecord = s.obstacles;
  memo.grid = g;
  return g;
}

/** The obstacle on a hex: a sandbag or wire from the state, else the static one. */
export function obstacleAt(s: State, b: BoardInfo, hex: number): ObstacleRow | null {
  return obstacleGrid(s, b)[hex] ?? null;
}

/** An obstacle's benefit is the owner's only, when the scenario names one (M44 p.19 [L819]). */
function benefits(b: BoardInfo, hex: number, side: Player): boolean {
  const o = b.owner[hex];
  return o === null || o === undefined || o === side;
}

const isWater = (t: TerrainRow): boolean => t.id === 'river' || t.id === 'lake' || t.id === 'ocean';

/**
 * May a unit of `type` step from `from` into `to` at all (M44 p.6 [L239], p.16 [L673-689],
 * p.18 [L761, L780-784], p.19 [L814, L829])? Occupancy is checked by the caller.
 */
export function mayEnter(s: State, b: BoardInfo, type: UnitType, from: number, to: number): boolean {
  if (b.closed[to]) return false;
  const t = b.terrain[to] as TerrainRow;
  const o = obstacleAt(s, b, to);
  const ft = b.terrain[from] as TerrainRow;
  if (o?.crossing) {
    // A bridge is entered only from adjacent land (M44 p.16 [L682]).
    if (isWater(ft) && !obstacleAt(s, b, from)?.crossing) return false;
  } else if (t.impassableFor.includes(type)) {
    return false;
  }
  if (o && o.impassableFor.includes(type)) return false;
  if (Math.abs(t.altitude - ft.altitude) > 1) return false;
  // Beach <-> dune or cliff: only infantry, at a cost of 2 (M44 p.17 [L739, L748]).
  if (type !== 'infantry' && crossesDune(ft, t)) return false;
  return true;
}

export function crossesDune(a: TerrainRow, b: TerrainRow): boolean {
  return (a.id === 'beach' && (b.id === 'dune' || b.id === 'cliff')) || (b.id === 'beach' && (a.id === 'dune' || a.id === 'cliff'));
}

/** Movement points for one step (digest A15: dune and steep hill count 2). */
export function stepCost(a: TerrainRow, b: TerrainRow): number {
  if (crossesDune(a, b)) return 2;
  if (b.id === 'steep-hill' && a.altitude < b.altitude) return 2;
  return 1;
}

export function mustStop(s: State, b: BoardInfo, hex: number): boolean {
  return (b.terrain[hex] as TerrainRow).mustStop || (obstacleAt(s, b, hex)?.mustStop ?? false);
}

/** Entering forbids battle this turn (woods, hedgerow, town, church; ocean always, M44 p.16 [L713]). */
export function noBattleOnEntry(b: BoardInfo, hex: number): boolean {
  return (b.terrain[hex] as TerrainRow).noBattleOnEntry;
}

/**
 * Dice the target's hex takes away from an attacker of `type` standing at altitude `fromAlt`:
 * the larger of terrain and obstacle, never their sum (M44 p.19 [L806-810]). Artillery ignores it (p.8 [L318]).
 */
export function protection(s: State, b: BoardInfo, type: UnitType, fromAlt: number, target: Unit): number {
  if (type === 'artillery') return 0;
  const t = b.terrain[target.at] as TerrainRow;
  let p = t.protectionOnlyIfAttackerLower && fromAlt >= t.altitude ? 0 : t.protection[type];
  const o = obstacleAt(s, b, target.at);
  if (o && benefits(b, target.at, target.side) && !(o.id === 'hedgehog')) p = Math.max(p, o.protection[type]);
  return p;
}

/** Dice an attacker loses for the hex it battles from: armour in town -2, infantry in wire -1 (M44 p.15, p.19). */
export function attackerPenalty(s: State, b: BoardInfo, u: Unit): number {
  const t = b.terrain[u.at] as TerrainRow;
  const o = obstacleAt(s, b, u.at);
  return (t.attackerPenalty[u.type] ?? 0) + (o?.attackerPenalty[u.type] ?? 0);
}

/** May the unit ignore 1 flag here (church, bunker, sandbag, hedgehog; M44 p.15, p.19; never more than 1 [L808]). */
export function mayIgnoreFlag(s: State, b: BoardInfo, u: Unit): boolean {
  if (u.ignoresFlag) return true;
  if ((b.terrain[u.at] as TerrainRow).ignoreFlag.includes(u.type)) return true;
  const o = obstacleAt(s, b, u.at);
  return o !== null && benefits(b, u.at, u.side) && o.ignoreFlag.includes(u.type);
}

export function isOcean(b: BoardInfo, hex: number): boolean {
  return (b.terrain[hex] as TerrainRow).id === 'ocean';
}

export function isLand(b: BoardInfo, hex: number): boolean {
  return !isWater(b.terrain[hex] as TerrainRow);
}
