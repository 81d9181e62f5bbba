/**
 * Line-of-sight geometry (M44 p.8-9 [L324-356]; digest §3.10, A12; review finding 4).
 * In the frame x = col, y = 3 * row every hex centre and corner has integer coordinates, and
 * the map from the true geometry is affine, so "does the centre line cross or touch this hex"
 * is answered exactly with integer cross products.
 */
import { ROWS, distanceRC, type BoardGeometry } from './geometry.js';

/** A cell the line meets: a hex id, or -1 for a half hex at the board edge (always obstructs). */
export interface LosPath {
  /** Hexes whose interior the line crosses. */
  readonly crossed: readonly number[];
  /** Hexes the line only grazes (edge or corner), on its left / right side. */
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

function computePath(geo: BoardGeometry, r1: number, c1: number, r2: number, c2: number): LosPath {
  const COLS = geo.cols;
  const d = distanceRC(r1, c1, r2, c2);
  const ax = c1;
  const ay = 3 * r1;
  const vx = c2 - c1;
  const vy = 3 * (r2 - r1);
  const crossed: number[] = [];
  const left: number[] = [];
  const right: number[] = [];
  const rMin = Math.min(r1, r2);
  const rMax = Math.max(r1, r2);
  for (let r = rMin; r <= rMax; r++) {
    for (let c = -1; c <= COLS; c++) {
      if (((r + c) & 1) !== 0) continue;
      if ((r === r1 && c === c1) || (r === r2 && c === c2)) continue;
      // Every hex the segment meets lies on a shortest path between its ends.
      if (distanceRC(r1, c1, r, c) + distanceRC(r, c, r2, c2) !== d) continue;
      let lo = Infinity;
      let hi = -Infinity;
      for (const [dx, dy] of CORNERS) {
        const s = vx * (3 * r + dy - ay) - vy * (c + dx - ax);
        if (s < lo) lo = s;
        if (s > hi) hi = s;
      }
      const cell = c < 0 || c >= COLS ? HALF : geo.hexId(r, c);
      if (lo < 0 && hi > 0) crossed.push(cell);
      else if (lo === 0 && hi > 0) left.push(cell);
      else if (hi === 0 && lo < 0) right.push(cell);
    }
  }
  return { crossed, left, right };
}

const cache = new Map<number, LosPath>();

/** The cells met by the line from the centre of `a` to the centre of `b` (hex ids). */
export function losPath(geo: BoardGeometry, a: number, b: number): LosPath {
  const COLS = geo.cols;
  // The geometry is part of the key: the Overlord board (M44-OVL) numbers its hexes differently.
  const key = a * 1024 + b + COLS * 1048576;
  let p = cache.get(key);
  if (!p) {
    p = computePath(geo, Math.floor(a / COLS), a % COLS, Math.floor(b / COLS), b % COLS);
    cache.set(key, p);
  }
  return p;
}

/**
 * LOS from `a` to `b` given which cells obstruct (M44 p.8 [L328-342]): blocked when a crossed
 * cell obstructs, or when obstructions graze the line on BOTH sides. The end hexes never block.
 */
export function hasLos(geo: BoardGeometry, a: number, b: number, obstructs: (cell: number) => boolean): boolean {
  const p = losPath(geo, a, b);
  for (const cell of p.crossed) if (obstructs(cell)) return false;
  let l = false;
  for (const cell of p.left) if (obstructs(cell)) l = true;
  if (!l) return true;
  for (const cell of p.right) if (obstructs(cell)) return false;
  return true;
}

export const HALF_HEX = HALF;
export { ROWS };
