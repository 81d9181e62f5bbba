/**
 * Facing on squares in 45-degree steps: a unit faces one of the 8 square directions (0 = E, then
 * counter-clockwise on screen, y down). Turning costs are counted in steps; an offset seen from a
 * facing splits into a forward and a lateral part, which sorts it into front, side or rear and
 * decides whether it lies inside an arc of so many steps either side of the facing. All integer
 * arithmetic: no angle is ever computed.
 */
import { SQUARE_DIRECTIONS } from './square.js';

/** The least number of 45-degree steps turning from `from` to `to` (0..4). */
export function squareTurnSteps(from: number, to: number): number {
  const d = (((to - from) % 8) + 8) % 8;
  return d > 4 ? 8 - d : d;
}

/** Direction `d` relative to a facing: 0 ahead, 1 ahead-left, ..., 4 behind, 7 ahead-right. */
export function squareRelativeDirection(facing: number, d: number): number {
  return (((d - facing) % 8) + 8) % 8;
}

/** The facing one 45-degree step clockwise (`-1`) or counter-clockwise (`+1`) from `facing`. */
export function squareTurn(facing: number, steps: number): number {
  return (((facing + steps) % 8) + 8) % 8;
}

/**
 * An offset (dx, dy) in the frame of a facing: `forward` along it, `lateral` across it (positive
 * to the left on screen). Both scale with the facing's vector, so compare them, never measure.
 */
export function squareFacingFrame(facing: number, dx: number, dy: number): { readonly forward: number; readonly lateral: number } {
  const f = SQUARE_DIRECTIONS[((facing % 8) + 8) % 8]!;
  return { forward: dx * f.x + dy * f.y, lateral: dx * f.y - dy * f.x };
}

/**
 * The side of a facing an offset lies on: `front` or `rear` when it is more ahead or behind than
 * beside, `side` when more beside, and `front-side` or `rear-side` exactly on a diagonal boundary.
 */
export type SquareArcSide = 'front' | 'side' | 'rear' | 'front-side' | 'rear-side';

export function squareArcSide(facing: number, dx: number, dy: number): SquareArcSide {
  const { forward, lateral } = squareFacingFrame(facing, dx, dy);
  const a = Math.abs(forward);
  const b = Math.abs(lateral);
  if (a > b) return forward > 0 ? 'front' : 'rear';
  if (b > a) return 'side';
  return forward > 0 ? 'front-side' : 'rear-side';
}

/**
 * Whether the offset (dx, dy) lies within `steps` 45-degree steps either side of the facing
 * (boundary included): 0 is the straight line ahead, 1 a 90-degree arc, 2 the half plane ahead
 * (beside included), 3 all but the 90-degree arc behind, 4 everything. The offset (0, 0) is in.
 */
export function inSquareArc(facing: number, steps: number, dx: number, dy: number): boolean {
  if (dx === 0 && dy === 0) return true;
  const { forward, lateral } = squareFacingFrame(facing, dx, dy);
  const b = Math.abs(lateral);
  switch (Math.max(0, Math.min(4, Math.trunc(steps)))) {
    case 0:
      return lateral === 0 && forward > 0;
    case 1:
      return forward > 0 && b <= forward;
    case 2:
      return forward >= 0;
    case 3:
      return forward >= 0 || b >= -forward;
    default:
      return true;
  }
}
