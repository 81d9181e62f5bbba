/**
 * Area-of-effect weapons (HoN p.7 L544-558): they target an interspace, the point where four
 * squares meet, and every unit even partly in those four squares suffers the attack, each
 * resolved separately (L546, L848). The grenade (HoN p.10 L844-850): range 2 interspaces, never
 * scatters, may be thrown over terrain, its attack on the marker. Units inside a building are not
 * touched by a blast outside (L754; rooms and openings are not modelled yet, so no grenade enters
 * a building). A heavy vehicle meets its side defence (L1207).
 */
import { covers } from '../vehicles/footprint.js';
import { moveSquarePoint, squarePointDistance, squaresAroundPoint, type SquarePoint } from '@esagono/kernel';
import type { Attack, DefColor } from '../data/schemas.js';
import { STAND_IN, type Provenance } from '../data/provenance.js';
import { buildingAt, isOpening, onBoard, roomAt, terrainAt, type Board } from '../map/board.js';
import { sight } from '../map/sight.js';
import { SCATTER, SCATTER_DIRECTION } from '../data/tables.js';
import { hasAbility, sideOf } from '../units.js';
import type { State, Unit } from '../state.js';

export interface AoeMarker {
  readonly id: string;
  readonly attack: Attack;
  readonly provenance: Provenance;
}

/** The grenade marker's attack: printed on the marker (L848), which we do not have: stand-in values. */
export const GRENADE_MARKER: AoeMarker = { id: 'grenade', attack: { yellow: 3, purple: 2, grey: 1 }, provenance: STAND_IN };

/** The blue and green AoE markers (L1197, L1215): their values are printed on them; stand-ins. */
export const AOE_MARKERS: Readonly<Record<'grenade' | 'blue' | 'green' | 'rifleGrenade' | 'panzerfaust' | 'stickyBomb' | 'goliath', AoeMarker>> = {
  grenade: GRENADE_MARKER,
  // Printed on the equipment markers (HoN p.11 L861, L889): stand-ins, as in `combat/launchers.ts`.
  rifleGrenade: { id: 'rifleGrenade', attack: { yellow: 3, purple: 2, grey: 1 }, provenance: STAND_IN },
  panzerfaust: { id: 'panzerfaust', attack: { yellow: 1, purple: 4, grey: 4 }, provenance: STAND_IN },
  // Printed on the Sticky Bomb marker (HoN p.11 L905): a stand-in; bombs go on vehicles only.
  stickyBomb: { id: 'stickyBomb', attack: { yellow: 'X', purple: 4, grey: 3 }, provenance: STAND_IN },
  // The Goliath's charge, printed on its counter (HoN p.10 L840-842): a stand-in.
  goliath: { id: 'goliath', attack: { yellow: 4, purple: 4, grey: 4 }, provenance: STAND_IN },
  blue: { id: 'blue', attack: { yellow: 3, purple: 2, grey: 1 }, provenance: STAND_IN },
  green: { id: 'green', attack: { yellow: 4, purple: 3, grey: 2 }, provenance: STAND_IN },
};

export type MarkerId = keyof typeof AOE_MARKERS;

/** A unit's area weapon: Howitzer (direct, needs a clear line, L1199-1201) or Fuoco Indiretto (L1213-1225). */
export function aoeWeapon(u: Unit): { readonly kind: 'howitzer' | 'indirect'; readonly marker: MarkerId } | null {
  for (const a of sideOf(u).abilities) {
    if (a.id === 'howitzer') return { kind: 'howitzer', marker: a.color ?? 'blue' };
    if (a.id === 'indirectFire') return { kind: 'indirect', marker: a.color ?? 'blue' };
  }
  return null;
}

/** An area weapon may not target an interspace of a building (L1203, L1227). */
export function pointInBuilding(board: Board, p: SquarePoint): boolean {
  return squaresAroundPoint(p).some((q) => terrainAt(board, q.x, q.y).building);
}

/**
 * A clear line to an interspace [A10]: clear (no blocking, no hindering element) to at least one
 * of its four squares, any unit between counting as a block (derived: the line to a corner is not
 * traced by the rulebook).
 */
export function clearToPoint(s: State, board: Board, a: Unit, p: SquarePoint): boolean {
  return squaresAroundPoint(p).some(
    (q) => onBoard(board, q.x, q.y) && sight(board, a.x, a.y, q.x, q.y, (x, y) => s.units.some((u) => u.alive && u.x === x && u.y === y)).clear,
  );
}

/**
 * Where a scattered marker lands: 1-4 move 2 interspaces toward that face's compass point, 5-6 on
 * target (L1223, [A32]); `reduce` interspaces less with an Artillery Spotter's clear line (L1143).
 */
export function scatterPoint(p: SquarePoint, face: number, reduce = 0): SquarePoint {
  const row = SCATTER.find((r) => r.faces.includes(face));
  if (!row || row.distance === 0) return p;
  return moveSquarePoint(p, SCATTER_DIRECTION[face as 1 | 2 | 3 | 4], Math.max(0, row.distance - reduce));
}

/** Whether a friendly Artillery Spotter has a clear line to the indirect-fire marker's interspace (L1141-1143). */
export function spotterSees(s: State, board: Board, firer: Unit, p: SquarePoint): boolean {
  return s.units.some((u) => u.alive && u.owner === firer.owner && u.id !== firer.id && hasAbility(u, 'artillerySpotter') && clearToPoint(s, board, u, p));
}

/**
 * Distance from a square to an interspace [A6]: ceil of the king distance from the square's centre,
 * so the square's own four corners are at 1 and the next ring at 2.
 */
export function pointDistance(x: number, y: number, p: SquarePoint): number {
  return squarePointDistance(x, y, p);
}

/** The units an explosion on `p` reaches: live units on its four squares, none inside a building (L754). */
export function unitsUnder(s: State, board: Board, p: SquarePoint): Unit[] {
  const squares = squaresAroundPoint(p);
  return s.units
    // Hidden units ignore AoE markers (HoN p.14 L1127).
    // A 2-space vehicle with either space under the marker suffers it (HoN p.6 L368, digest T46).
    .filter((u) => u.alive && !u.hidden && squares.some((q) => covers(u, q.x, q.y)) && !terrainAt(board, u.x, u.y).building)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Grenades into a building (HoN p.10 L850, p.9 L750): thrown from a space next to an opening
 * space, outside that building, into the opening's room; every unit of the room suffers it, no
 * other room and nothing outside.
 */
export function roomTargets(s: State, board: Board, thrower: Unit): { x: number; y: number; room: number }[] {
  const out: { x: number; y: number; room: number }[] = [];
  const own = buildingAt(board, thrower.x, thrower.y);
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      const x = thrower.x + dx;
      const y = thrower.y + dy;
      if ((dx === 0 && dy === 0) || !isOpening(board, x, y)) continue;
      const b = buildingAt(board, x, y);
      if (b === 0 || b === own) continue;
      out.push({ x, y, room: roomAt(board, x, y) });
    }
  return out;
}

/** The live units in a room, in id order. */
export function unitsInRoom(s: State, board: Board, room: number): Unit[] {
  return s.units.filter((u) => u.alive && u.carrier === null && !u.hidden && roomAt(board, u.x, u.y) === room).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export function markerBonus(m: AoeMarker, color: DefColor): number | null {
  const b = m.attack[color];
  return b === 'X' ? null : b;
}
