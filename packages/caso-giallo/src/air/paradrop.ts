/**
 * CG SB4, SB8.8 German airborne operations in the Fortress Holland paradrop segment: each FJ
 * regiment is dropped on its own clear-terrain hex of the Netherlands (Town, City and Defensive
 * Works allowed) within 10 hexes of a German ground unit, never on an occupied hex (gap-fill 8.7);
 * the 22nd LL Division then joins one of them; landing rolls follow, regiments first (Airborne
 * Landing Table: 6+ eliminates; the 22 LL uses only the +3 when its hex's regiment was eliminated,
 * digest A54, and on a modified 8+ re-rolls: a 6 eliminates it).
 */
import { LANDING_DRM, LANDING_REROLL_AT, LANDING_TABLE } from '../data/tables.js';
import { enterHex } from '../movement/index.js';
import { boardOf, counterOf, unitById, unitsAt } from '../position.js';
import type { Board } from '../map/board.js';
import type { State, Unit } from '../state.js';

const isAirborne = (s: State, u: Unit) => {
  const t = counterOf(s, u.id).types;
  return t.includes('fj') || t.includes('ll');
};

/** The next FJ regiment still in the airborne box, if any. */
export function nextParatrooper(s: State): Unit | undefined {
  return s.units.find((u) => u.loc === -2 && counterOf(s, u.id).types.includes('fj'));
}

/** Clear Dutch hexes of a board, the only ones a regiment may land on (computed once per board). */
const DROP_ZONES = new WeakMap<Board, readonly number[]>();

function dropZones(b: Board): readonly number[] {
  let zones = DROP_ZONES.get(b);
  if (!zones) {
    const out: number[] = [];
    for (let loc = 0; loc < b.map.size; loc++) if (b.country[loc] === 'NL' && b.terrain[loc] === 'clear') out.push(loc);
    DROP_ZONES.set(b, (zones = out));
  }
  return zones;
}

/** CG SB4.2a-b: hexes the next regiment may be dropped on. */
export function dropTargets(s: State): number[] {
  const b = boardOf(s);
  const at = unitsAt(s);
  const ground: number[] = [];
  for (const u of s.units) if (u.loc >= 0 && counterOf(s, u.id).side === 'german' && !isAirborne(s, u)) ground.push(u.loc);
  const out: number[] = [];
  for (const loc of dropZones(b)) {
    if (at[loc]!.length > 0) continue;
    for (const g of ground) {
      if (b.distance(g, loc) <= 10) {
        out.push(loc);
        break;
      }
    }
  }
  return out;
}

/** CG SB4 Airborne Landing Table DRMs for a regiment: Town +1, Defensive Works +1, City +3 (cumulative). */
export function landingDrm(s: State, loc: number): number {
  const b = boardOf(s);
  let drm = 0;
  if (b.settlement[loc] === 'town') drm += LANDING_DRM.town;
  if (b.settlement[loc] === 'city') drm += LANDING_DRM.city;
  if (b.works[loc] && !s.worksDestroyed.includes(loc)) drm += LANDING_DRM.works;
  return drm;
}

export const landingResult = (modified: number) => LANDING_TABLE[Math.min(6, Math.max(1, modified)) - 1] as 'X' | 'E';

/** A regiment lands (X: it holds the hex, works destroyed, CG R10.9b) or is eliminated (E). */
export function landRegiment(s: State, unitId: string, die: number, drm: number): State {
  const i = s.drops.findIndex((d) => d.unit === unitId);
  const drop = s.drops[i]!;
  const result = landingResult(die + drm);
  let next: State = { ...s, drops: s.drops.map((d, j) => (j === i ? { ...d, result } : d)) };
  if (result === 'E') next = { ...next, units: next.units.map((u) => (u.id === unitId ? { ...u, loc: -1, steps: 0 } : u)) };
  else next = enterHex(next, 'german', drop.loc);
  return next;
}

/** The 22 LL lands: E costs it a step; a modified 8+ calls for a re-roll (returns true). */
export function landDivision(s: State, die: number, drm: number): { state: State; reroll: boolean } {
  const ll = s.units.find((u) => counterOf(s, u.id).types.includes('ll')) as Unit;
  const modified = die + drm;
  const result = landingResult(modified);
  let next = s;
  if (result === 'E') next = { ...next, units: next.units.map((u) => (u.id === ll.id ? { ...u, steps: 1 } : u)) };
  const reroll = result === 'E' && modified >= LANDING_REROLL_AT;
  if (!reroll) next = enterHex(next, 'german', s.llDrop);
  return { state: next, reroll };
}

export function rerollDivision(s: State, die: number): State {
  const ll = s.units.find((u) => counterOf(s, u.id).types.includes('ll')) as Unit;
  if (die === 6) return { ...s, units: s.units.map((u) => (u.id === ll.id ? { ...u, loc: -1, steps: 0 } : u)) };
  return enterHex(s, 'german', s.llDrop);
}

/** CG SB4.2c: the 22 LL goes on a hex holding a dropped regiment. */
export const llTargets = (s: State): number[] => s.drops.map((d) => d.loc);

export function llDrm(s: State): number {
  const para = s.drops.find((d) => d.loc === s.llDrop);
  return para?.result === 'E' ? LANDING_DRM.paraEliminated : 0;
}

export const unitOf = unitById;
