/**
 * Area-of-effect weapons (HoN p.7 L544-558): they target an interspace, the point where four
 * squares meet, and every unit even partly in those four squares suffers the attack, each
 * resolved separately (L546, L848). The grenade (HoN p.10 L844-850): range 2 interspaces, never
 * scatters, may be thrown over terrain, its attack on the marker. Units inside a building are not
 * touched by a blast outside (L754; rooms and openings are not modelled yet, so no grenade enters
 * a building). A heavy vehicle meets its side defence (L1207).
 */
import { squaresAroundPoint, type SquarePoint } from '@esagono/kernel';
import type { Attack, DefColor } from '../data/schemas.js';
import { STAND_IN, type Provenance } from '../data/provenance.js';
import { terrainAt, type Board } from '../map/board.js';
import type { State, Unit } from '../state.js';

export interface AoeMarker {
  readonly id: string;
  readonly attack: Attack;
  readonly provenance: Provenance;
}

/** The grenade marker's attack: printed on the marker (L848), which we do not have: stand-in values. */
export const GRENADE_MARKER: AoeMarker = { id: 'grenade', attack: { yellow: 3, purple: 2, grey: 1 }, provenance: STAND_IN };

/**
 * Distance from a square to an interspace [A6]: ceil of the king distance from the square's centre,
 * so the square's own four corners are at 1 and the next ring at 2.
 */
export function pointDistance(x: number, y: number, p: SquarePoint): number {
  return Math.ceil(Math.max(Math.abs(p.px - (x + 0.5)), Math.abs(p.py - (y + 0.5))));
}

/** The units an explosion on `p` reaches: live units on its four squares, none inside a building (L754). */
export function unitsUnder(s: State, board: Board, p: SquarePoint): Unit[] {
  const squares = squaresAroundPoint(p);
  return s.units
    .filter((u) => u.alive && squares.some((q) => q.x === u.x && q.y === u.y) && !terrainAt(board, u.x, u.y).building)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export function markerBonus(m: AoeMarker, color: DefColor): number | null {
  const b = m.attack[color];
  return b === 'X' ? null : b;
}
