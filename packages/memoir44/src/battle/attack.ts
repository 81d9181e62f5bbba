/**
 * Who may battle whom and with how many dice (M44 p.7-9 [L255-362]).
 */
import { unitRow } from '../data/units.js';
import type { TerrainRow } from '../data/terrain.js';
import { sees } from '../board/los.js';
import { occupancy } from '../board/occupancy.js';
import type { BoardInfo } from '../board/static.js';
import { attackerPenalty, obstacleAt, protection } from '../terrain/effects.js';
import type { State, Unit } from '../state.js';

const alt = (b: BoardInfo, hex: number): number => (b.terrain[hex] as TerrainRow).altitude;

/**
 * LOS between two hexes (M44 p.8-9 [L324-356], altitude p.18 [L786-800]; digest A9, A10, A12).
 * What stands in a hex is read here; the rules (altitude, edge rule, half hexes) are in board/los.ts.
 */
export function lineOfSight(s: State, b: BoardInfo, from: number, to: number): boolean {
  const occ = occupancy(s, b);
  return sees(b.los, from, to, {
    altitude: (cell) => alt(b, cell),
    hill: (cell) => (b.terrain[cell] as TerrainRow).hillGround,
    obstructs: (cell) =>
      occ[cell] !== -1 ||
      (b.terrain[cell] as TerrainRow).blocksLos ||
      b.lakeBlocks[cell] === 1 ||
      (obstacleAt(s, b, cell)?.blocksLos ?? false),
  });
}

/** Dice after protection and penalties, before card bonuses (M44 p.8 [L293-318], p.9 [L360-362]). */
export function baseDice(s: State, b: BoardInfo, a: Unit, t: Unit): number {
  const d = b.geo.distance(a.at, t.at);
  const table = unitRow(a.type).dice;
  if (d < 1 || d > table.length) return 0;
  return (table[d - 1] as number) - protection(s, b, a.type, alt(b, a.at), t) - attackerPenalty(s, b, a);
}

export interface Target {
  readonly target: number;
  readonly dice: number;
  readonly close: boolean;
}

/**
 * Legal targets of `a`: in range, in LOS unless artillery, with at least 1 die (digest A13).
 * A unit next to an enemy must pick one of the adjacent enemies (M44 p.7 [L270]; digest A14).
 */
export function targets(s: State, b: BoardInfo, a: Unit, bonus: (u: Unit, close: boolean) => number): Target[] {
  const range = unitRow(a.type).dice.length;
  const out: Target[] = [];
  if (a.at < 0) return out;
  // Next to an enemy: the 6 neighbours on the occupancy table, not every unit.
  const occ = occupancy(s, b);
  let close = false;
  for (let d = 0; d < 6 && !close; d++) {
    const n = b.geo.neighbors[a.at * 6 + d] as number;
    const o = n < 0 ? -1 : (occ[n] as number);
    if (o >= 0 && (s.units[o] as Unit).side !== a.side) close = true;
  }
  for (let i = 0; i < s.units.length; i++) {
    const t = s.units[i] as Unit;
    if (t.at < 0 || t.side === a.side) continue;
    const d = b.geo.distance(a.at, t.at);
    if (d > range || (close && d !== 1)) continue;
    if (d > 1 && unitRow(a.type).needsLos && !lineOfSight(s, b, a.at, t.at)) continue;
    const dice = baseDice(s, b, a, t) + bonus(a, d === 1);
    if (dice > 0) out.push({ target: i, dice, close: d === 1 });
  }
  return out;
}
