import type { Graph } from '../graph/graph.js';
import { SQUARE_DIRECTIONS, type Square, type SquareEdgeFeatures } from './square.js';

/**
 * A width x height board of squares, minus holes, with dense indices in row-major order
 * (holes skipped). Direction d of `neighbor(loc, d)` is d of SQUARE_DIRECTIONS
 * (0 E, 1 NE, 2 N, 3 NW, 4 W, 5 SW, 6 S, 7 SE), so degree is 8 and even d are orthogonal.
 * Like HexMap it is immutable and derived from a title's data, not game state.
 */
export interface SquareMap extends Graph {
  readonly degree: 8;
  readonly width: number;
  readonly height: number;
  /** index -> square */
  readonly squares: readonly Square[];
  /** The index of `s`, or -1 when it is off the board or a hole. */
  indexOf(s: Square): number;
  indexAt(x: number, y: number): number;
  has(s: Square): boolean;
  /** `adjacency[i * 8 + d]` is the neighbour of i in direction d, or -1. */
  readonly adjacency: Int32Array;
}

export function squareMap(width: number, height: number, holes: Iterable<Square> = []): SquareMap {
  const w = Math.max(0, Math.floor(width));
  const h = Math.max(0, Math.floor(height));
  const table = new Int32Array(w * h).fill(0);
  for (const s of holes) {
    if (s.x >= 0 && s.y >= 0 && s.x < w && s.y < h) table[s.y * w + s.x] = -1;
  }
  const squares: Square[] = [];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const t = y * w + x;
      if (table[t] === -1) continue;
      table[t] = squares.length;
      squares.push(Object.freeze({ x, y }));
    }
  }
  const indexAt = (x: number, y: number): number =>
    x < 0 || y < 0 || x >= w || y >= h ? -1 : (table[y * w + x] as number);
  const adjacency = new Int32Array(squares.length * 8);
  squares.forEach((s, i) => {
    for (let d = 0; d < 8; d++) {
      const v = SQUARE_DIRECTIONS[d] as Square;
      adjacency[i * 8 + d] = indexAt(s.x + v.x, s.y + v.y);
    }
  });
  Object.freeze(squares);
  return Object.freeze({
    size: squares.length,
    degree: 8 as const,
    width: w,
    height: h,
    squares,
    adjacency,
    indexAt,
    indexOf: (s: Square) => indexAt(s.x, s.y),
    has: (s: Square) => indexAt(s.x, s.y) !== -1,
    neighbor: (loc: number, dir: number) => (adjacency[loc * 8 + dir] ?? -1) as number,
  });
}

/**
 * Bit flags per (location, direction): `flags[loc * 8 + d]` is `toBits` of the edge
 * features toward orthogonal d (0 where none, and always 0 for diagonals, which
 * cross a corner rather than an edge: whether a wall blocks a diagonal is a title rule).
 */
export function squareEdgeFlags<F>(map: SquareMap, features: SquareEdgeFeatures<F>, toBits: (f: F) => number): Int32Array {
  const flags = new Int32Array(map.size * 8);
  if (features.size === 0) return flags;
  for (let loc = 0; loc < map.size; loc++) {
    const s = map.squares[loc] as Square;
    for (let d = 0; d < 8; d += 2) {
      const f = features.getAt(s.x, s.y, d);
      if (f !== undefined) flags[loc * 8 + d] = toBits(f);
    }
  }
  return flags;
}
