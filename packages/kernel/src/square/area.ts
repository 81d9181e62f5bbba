/**
 * Areas around points where four squares meet (interspaces): area weapons, smoke and blasts aimed
 * at a grid intersection cover its four squares. Distances from a square to a point, points moved
 * by a scatter, and the hindrance of such areas on a line between square centres: an area counts
 * once for a line that enters, leaves or crosses any of its squares (the end squares included),
 * walked exactly with `walkSquareLine`; a line that only grazes an area's square at a corner does
 * not touch it.
 */
import { walkSquareLine } from '../los/squareLine.js';
import { SQUARE_DIRECTIONS, type SquarePoint } from './square.js';

/**
 * Distance from square (x, y) to point p: the king distance from the square's centre, rounded up,
 * so the square's own four corners are at 1 and the next ring of points at 2.
 */
export function squarePointDistance(x: number, y: number, p: SquarePoint): number {
  // Doubled coordinates keep it integer: centre (2x+1, 2y+1), point (2px, 2py).
  const d = Math.max(Math.abs(2 * p.px - (2 * x + 1)), Math.abs(2 * p.py - (2 * y + 1)));
  return Math.ceil(d / 2);
}

/** Whether square (x, y) is one of the four squares around p. */
export function squareTouchesPoint(x: number, y: number, p: SquarePoint): boolean {
  return (x === p.px - 1 || x === p.px) && (y === p.py - 1 || y === p.py);
}

/** Point p moved `n` interspaces toward square direction `d` (diagonals move both ways). */
export function moveSquarePoint(p: SquarePoint, d: number, n: number): SquarePoint {
  const v = SQUARE_DIRECTIONS[((d % 8) + 8) % 8]!;
  return { px: p.px + v.x * n, py: p.py + v.y * n };
}

/** An area on a point (its four squares) with the penalty it gives a line touching it. */
export interface SquarePointArea {
  readonly point: SquarePoint;
  readonly value: number;
}

/**
 * The hindrance of point areas on the line from square a to square b: the sum of the values of
 * the areas the line touches, each area once however many of its squares it passes.
 */
export function squareAreaHindrance(ax: number, ay: number, bx: number, by: number, areas: readonly SquarePointArea[]): number {
  if (areas.length === 0) return 0;
  const hit = new Array<boolean>(areas.length).fill(false);
  const mark = (x: number, y: number): void => {
    for (let i = 0; i < areas.length; i++) if (!hit[i] && squareTouchesPoint(x, y, areas[i]!.point)) hit[i] = true;
  };
  // The walk visits both end squares.
  walkSquareLine({ x: ax, y: ay }, { x: bx, y: by }, { square: (x, y) => void mark(x, y) });
  let total = 0;
  for (let i = 0; i < areas.length; i++) if (hit[i]) total += areas[i]!.value;
  return total;
}
