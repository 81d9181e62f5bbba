/**
 * The spaces a vehicle occupies (HoN p.6 L366-380): "un po' più di uno o due spazi" (L368). A
 * 2-space vehicle's position is its front space (movement counts from the front, L370); its rear
 * space lies one step behind, against its facing. Facing diagonally it occupies ONLY those two
 * diagonal spaces (L376), and may end its move so only when both other spaces of their 2 x 2 block
 * are accessible to it (L380, [A4]).
 */
import { SQUARE_DIRECTIONS } from '@esagono/kernel';
import { ROSTER } from '../data/roster.js';
import type { Unit } from '../state.js';

const DX = SQUARE_DIRECTIONS.map((d) => d.x);
const DY = SQUARE_DIRECTIONS.map((d) => d.y);

export interface Cell {
  readonly x: number;
  readonly y: number;
}

/** Spaces a counter occupies: 1, or 2 for a long vehicle (HoN p.6 L368). */
export function footprintOf(u: Pick<Unit, 'counter'>): 1 | 2 {
  return ROSTER[u.counter]?.footprint ?? 1;
}

/** The rear space of a 2-space vehicle whose front is (x, y), facing `facing` (L370). */
export function rearOf(x: number, y: number, facing: number): Cell {
  return { x: x - DX[facing]!, y: y - DY[facing]! };
}

/** The spaces a unit occupies: its own, or front then rear for a 2-space vehicle. */
export function cellsOf(u: Pick<Unit, 'counter' | 'x' | 'y' | 'facing'>): readonly Cell[] {
  if (footprintOf(u) === 1) return [{ x: u.x, y: u.y }];
  return [{ x: u.x, y: u.y }, rearOf(u.x, u.y, u.facing)];
}

/** Whether a unit covers (x, y). */
export function covers(u: Pick<Unit, 'counter' | 'x' | 'y' | 'facing'>, x: number, y: number): boolean {
  if (u.x === x && u.y === y) return true;
  if (footprintOf(u) === 1) return false;
  return u.x - DX[u.facing]! === x && u.y - DY[u.facing]! === y;
}

/**
 * The two other spaces of the 2 x 2 block a diagonal 2-space vehicle spans (L376-380); none when it
 * faces along a row or column, or occupies one space.
 */
export function diagonalSides(u: Pick<Unit, 'counter' | 'x' | 'y' | 'facing'>): readonly Cell[] {
  if (footprintOf(u) === 1 || u.facing % 2 === 0) return [];
  const r = rearOf(u.x, u.y, u.facing);
  return [
    { x: r.x, y: u.y },
    { x: u.x, y: r.y },
  ];
}

/** The king-move distance between the nearest spaces of two footprints (either space may be used, L478-482). */
export function footprintDistance(a: Pick<Unit, 'counter' | 'x' | 'y' | 'facing'>, b: Pick<Unit, 'counter' | 'x' | 'y' | 'facing'>): number {
  let best = Infinity;
  for (const p of cellsOf(a)) for (const q of cellsOf(b)) best = Math.min(best, Math.max(Math.abs(p.x - q.x), Math.abs(p.y - q.y)));
  return best;
}

/** A unit as seen from (or aimed at) one of its spaces: the same unit, placed on that space (L478-486). */
export function atCell<U extends Unit>(u: U, cell: number): U {
  if (cell === 0) return u;
  const r = rearOf(u.x, u.y, u.facing);
  return { ...u, x: r.x, y: r.y };
}
