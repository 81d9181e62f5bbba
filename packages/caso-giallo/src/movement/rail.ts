/**
 * CG R10.5 Allied rail movement (scenarios 1-3; the first turn is the scenario's, SB5.10): in an
 * Allied Move round a French unit not in German ZOC (it may stand in a Maginot Fortified Line hex)
 * is picked up and placed in any French City or Town, then moves no more that round. The
 * scenario's proximity limit applies to the destination: at least `minDistance` hexes from every
 * German unit (SB5.10: 5).
 */
import { boardOf, counterOf, unitsAt, zocField } from '../position.js';
import { stackLegal } from '../position.js';
import type { State, Unit } from '../state.js';

export const RAIL_MIN_DISTANCE = 5;

export function railDestinations(s: State, u: Unit, minDistance: number = RAIL_MIN_DISTANCE): number[] {
  if (u.loc < 0 || counterOf(s, u.id).nationality !== 'french' || s.moved.includes(u.id)) return [];
  const b = boardOf(s);
  const at = unitsAt(s);
  if (zocField(s, at, 'allied').count[u.loc]! > 0) return [];
  const germans = s.units.filter((x) => x.loc >= 0 && counterOf(s, x.id).side === 'german').map((x) => x.loc);
  const out: number[] = [];
  for (let loc = 0; loc < b.map.size; loc++) {
    if (loc === u.loc || b.country[loc] !== 'FR' || b.settlement[loc] === null) continue;
    if (at[loc]!.some((x) => counterOf(s, x.id).side === 'german')) continue;
    if (germans.some((g) => b.distance(g, loc) < minDistance)) continue;
    if (!stackLegal(s, [...at[loc]!, u])) continue;
    out.push(loc);
  }
  return out;
}

/** The unit goes by rail: placed, and done moving this round. */
export function railMove(s: State, id: string, to: number): State {
  return { ...s, units: s.units.map((u) => (u.id === id ? { ...u, loc: to } : u)), moved: [...s.moved, id] };
}
