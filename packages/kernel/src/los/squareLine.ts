/**
 * The straight segment between two square centres, walked exactly.
 *
 * Squares are taken structurally as `{ x, y }` (x to the right, y down, as drawn), so no square
 * type needs to be shared with `square/`. Positions are scaled by 2, making every centre (2x, 2y)
 * and every corner (2x ± 1, 2y ± 1) an integer point; sides are signs of integer cross products.
 *
 * A centre-to-centre segment never runs along a square's edge: edges lie on half-integer lines,
 * and an axis-parallel segment through centres lies on an integer line. So the only degenerate
 * case is passing exactly through a corner where four squares meet; the segment then goes from
 * one square straight into the diagonal one and grazes the other two, one on each side.
 */

/** A square cell: column `x` (to the right) and row `y` (down). */
export interface LosSquare {
  readonly x: number;
  readonly y: number;
}

/**
 * One thing the segment crosses, in order from `a` to `b`.
 * - `square`: the segment passes through the interior of `square`.
 * - `corner`: the segment passes exactly through the corner shared by `behind`, `ahead` and the
 *   two squares it only touches there, `left` and `right` (as seen looking from `a` to `b`, y down).
 */
export type SquareLineStep =
  | { readonly kind: 'square'; readonly square: LosSquare }
  | {
      readonly kind: 'corner';
      readonly behind: LosSquare;
      readonly ahead: LosSquare;
      readonly left: LosSquare;
      readonly right: LosSquare;
    };

/** Allocation-free callbacks for `walkSquareLine`; `index` numbers steps as `squareLine` does. */
export interface SquareLineVisitor {
  square?(x: number, y: number, index: number): boolean | void;
  corner?(
    behindX: number,
    behindY: number,
    aheadX: number,
    aheadY: number,
    leftX: number,
    leftY: number,
    rightX: number,
    rightY: number,
    index: number,
  ): boolean | void;
}

/**
 * Corners j = 0..3 at offsets (1,-1), (1,1), (-1,1), (-1,-1) (scaled by 2); the edge from corner j
 * to j+1 faces E, S, W, N. In this order the sign turns from - to + where the segment leaves:
 * returns the edge index j (0..3), or 4 + j when it leaves exactly through corner j.
 */
function exitOf(s0: number, s1: number, s2: number, s3: number): number {
  if (s0 < 0 && s1 > 0) return 0;
  if (s1 < 0 && s2 > 0) return 1;
  if (s2 < 0 && s3 > 0) return 2;
  if (s3 < 0 && s0 > 0) return 3;
  if (s0 === 0 && s3 < 0 && s1 > 0) return 4;
  if (s1 === 0 && s0 < 0 && s2 > 0) return 5;
  if (s2 === 0 && s1 < 0 && s3 > 0) return 6;
  if (s3 === 0 && s2 < 0 && s0 > 0) return 7;
  return -1;
}

/** Edge neighbour offsets E, S, W, N, indexed by the edge leaving corner j. */
function edgeX(j: number): number {
  return j === 0 ? 1 : j === 2 ? -1 : 0;
}
function edgeY(j: number): number {
  return j === 1 ? 1 : j === 3 ? -1 : 0;
}
/** Corner offsets (unscaled diagonal directions) (1,-1), (1,1), (-1,1), (-1,-1). */
function cornerX(j: number): number {
  return j < 2 ? 1 : -1;
}
function cornerY(j: number): number {
  return j === 0 || j === 3 ? -1 : 1;
}

/**
 * Walk the segment from the centre of `a` to the centre of `b`, calling `visitor` for each step.
 * Allocates nothing. Returns true when the visitor stopped the walk early.
 */
export function walkSquareLine(a: LosSquare, b: LosSquare, visitor: SquareLineVisitor): boolean {
  const ax = a.x;
  const ay = a.y;
  const bx = b.x;
  const by = b.y;
  const dx = bx - ax;
  const dy = by - ay;
  const c0 = -dx - dy;
  const c1 = dx - dy;
  const c2 = dx + dy;
  const c3 = -dx + dy;
  const guard = 2 * (Math.abs(dx) + Math.abs(dy)) + 4;
  let x = ax;
  let y = ay;
  let index = 0;
  for (;;) {
    if (visitor.square?.(x, y, index++) === true) return true;
    if (x === bx && y === by) return false;
    if (index > guard) throw new Error('walkSquareLine: the walk did not reach its target');
    const base = 2 * (dx * (y - ay) - dy * (x - ax));
    const exit = exitOf(base + c0, base + c1, base + c2, base + c3);
    if (exit < 0) throw new Error('walkSquareLine: no exit found');
    if (exit < 4) {
      x += edgeX(exit);
      y += edgeY(exit);
      continue;
    }
    // Through corner j: the squares sharing it are the edge neighbours j-1 and j, and the diagonal.
    const j = exit - 4;
    const px = x + edgeX((j + 3) % 4);
    const py = y + edgeY((j + 3) % 4);
    const qx = x + edgeX(j);
    const qy = y + edgeY(j);
    const nx = x + cornerX(j);
    const ny = y + cornerY(j);
    const pLeft = dx * (py - ay) - dy * (px - ax) < 0;
    const stop = pLeft
      ? visitor.corner?.(x, y, nx, ny, px, py, qx, qy, index++)
      : visitor.corner?.(x, y, nx, ny, qx, qy, px, py, index++);
    if (stop === true) return true;
    x = nx;
    y = ny;
  }
}

function sq(x: number, y: number): LosSquare {
  return Object.freeze({ x: x + 0, y: y + 0 });
}

/**
 * What the segment between the centres of squares `a` and `b` crosses, in order from `a` to `b`
 * (see `SquareLineStep`). Starts with `a` and ends with `b`.
 */
export function squareLine(a: LosSquare, b: LosSquare): SquareLineStep[] {
  const out: SquareLineStep[] = [];
  walkSquareLine(a, b, {
    square(x, y) {
      out.push(Object.freeze({ kind: 'square', square: sq(x, y) }));
    },
    corner(bx, by, ax, ay, lx, ly, rx, ry) {
      out.push(
        Object.freeze({ kind: 'corner', behind: sq(bx, by), ahead: sq(ax, ay), left: sq(lx, ly), right: sq(rx, ry) }),
      );
    },
  });
  return out;
}
