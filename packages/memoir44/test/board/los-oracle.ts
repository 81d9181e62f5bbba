/**
 * The line of sight Memoir '44 shipped before it went through the kernel's `Sight`, kept only as
 * the oracle of los.test.ts (M44 p.8-9 [L324-356], p.18 [L786-800]; digest A9, A12): for every hex
 * of the rows between the ends and on a shortest path between them, the signs of the line's cross
 * products with the hex's six corners say whether it is crossed, grazed on the left or on the right.
 * Parameterised by the geometry's column stride instead of reading the live one.
 */
import { ROWS, distanceRC } from '../../src/board/geometry.js';

export interface OraclePath {
  readonly crossed: readonly number[];
  readonly left: readonly number[];
  readonly right: readonly number[];
}

const CORNERS: readonly (readonly [number, number])[] = [
  [0, -2],
  [1, -1],
  [1, 1],
  [0, 2],
  [-1, 1],
  [-1, -1],
];

const HALF = -1;

export function oraclePath(cols: number, a: number, b: number): OraclePath {
  const r1 = Math.floor(a / cols);
  const c1 = a % cols;
  const r2 = Math.floor(b / cols);
  const c2 = b % cols;
  const d = distanceRC(r1, c1, r2, c2);
  const ax = c1;
  const ay = 3 * r1;
  const vx = c2 - c1;
  const vy = 3 * (r2 - r1);
  const crossed: number[] = [];
  const left: number[] = [];
  const right: number[] = [];
  for (let r = Math.min(r1, r2); r <= Math.max(r1, r2); r++) {
    if (r < 0 || r >= ROWS) continue;
    for (let c = -1; c <= cols; c++) {
      if (((r + c) & 1) !== 0) continue;
      if ((r === r1 && c === c1) || (r === r2 && c === c2)) continue;
      if (distanceRC(r1, c1, r, c) + distanceRC(r, c, r2, c2) !== d) continue;
      let lo = Infinity;
      let hi = -Infinity;
      for (const [dx, dy] of CORNERS) {
        const s = vx * (3 * r + dy - ay) - vy * (c + dx - ax);
        if (s < lo) lo = s;
        if (s > hi) hi = s;
      }
      const cell = c < 0 || c >= cols ? HALF : r * cols + c;
      if (lo < 0 && hi > 0) crossed.push(cell);
      else if (lo === 0 && hi > 0) left.push(cell);
      else if (hi === 0 && lo < 0) right.push(cell);
    }
  }
  return { crossed, left, right };
}

export function oracleHasLos(cols: number, a: number, b: number, obstructs: (cell: number) => boolean): boolean {
  const p = oraclePath(cols, a, b);
  for (const cell of p.crossed) if (obstructs(cell)) return false;
  let l = false;
  for (const cell of p.left) if (obstructs(cell)) l = true;
  if (!l) return true;
  for (const cell of p.right) if (obstructs(cell)) return false;
  return true;
}
