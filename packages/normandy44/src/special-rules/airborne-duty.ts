/**
 * The Cherbourg scenario's airborne duties (N44 26.3.2-3): from turn 3 the 101st moves and attacks
 * only within 4 hexes of Carentan (2512), the 82nd only within 3 of its drop hexes (2710, 2810,
 * 2811). A unit that starts a Movement Phase outside its distance must at once try to move back
 * within it, and may not attack until it is: its path may cross hexes no farther out than where it
 * starts, and it ends within the distance if it can, else as near as it can get.
 */
import { hexDistance } from '@esagono/kernel';
import type { Board } from '../map/index.js';
import type { State, UnitState } from '../state.js';
import { info } from '../units.js';

/** The centres and the distance of a unit's duty, or null when none binds it (N44 26.3.2-3). */
export function airborneDuty(s: State, u: UnitState): { readonly centres: readonly string[]; readonly radius: number } | null {
  if (s.turn < 3 || s.scenario !== 'cherbourg' || u.side !== 'allied') return null;
  const f = info(u.id).counter.formation;
  if (f === '101') return { centres: ['2512'], radius: 4 };
  if (f === '82') return { centres: ['2710', '2810', '2811'], radius: 3 };
  return null;
}

/** Hexes from `loc` to the nearest centre. */
function distance(b: Board, centres: readonly string[], loc: number): number {
  return Math.min(...centres.map((c) => hexDistance(b.map.hexes[loc] as never, b.map.hexes[b.locOf(c)] as never)));
}

/** Within the distance: where the unit may move and attack once it is back (N44 26.3.2-3). */
export function airborneLimit(s: State, u: UnitState, b: Board): ((loc: number) => boolean) | null {
  const d = airborneDuty(s, u);
  if (!d) return null;
  return (loc) => distance(b, d.centres, loc) <= d.radius;
}

/** Hexes its path may cross: within the distance, or no farther out than its start (N44 26.3.2-3). */
export function airbornePathLimit(s: State, u: UnitState, b: Board): ((loc: number) => boolean) | null {
  const d = airborneDuty(s, u);
  if (!d || !onBoard(u)) return d ? airborneLimit(s, u, b) : null;
  const bound = Math.max(d.radius, distance(b, d.centres, b.locOf(u.hex as string)));
  return (loc) => distance(b, d.centres, loc) <= bound;
}

const onBoard = (u: UnitState): boolean => u.box === 'map' && u.hex !== null;

/** Is the unit outside its distance (and so bound to move back, N44 26.3.2-3)? */
export function outsideDuty(s: State, u: UnitState, b: Board): boolean {
  const d = airborneDuty(s, u);
  return d !== null && onBoard(u) && distance(b, d.centres, b.locOf(u.hex as string)) > d.radius;
}

/**
 * The ends a unit outside its distance may choose: within it if any, else the nearest it can reach,
 * and only if nearer than its start (N44 26.3.2-3: it must try to move back). Others keep `dests`.
 */
export function airborneDutyEnds(s: State, u: UnitState, b: Board, dests: string[]): string[] {
  const d = airborneDuty(s, u);
  if (!d || !outsideDuty(s, u, b)) return dests;
  const dist = (h: string): number => distance(b, d.centres, b.locOf(h));
  const best = Math.min(...dests.map(dist));
  if (!(best < dist(u.hex as string))) return [];
  return dests.filter((h) => dist(h) === best || dist(h) <= d.radius);
}
