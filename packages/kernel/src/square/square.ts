/**
 * Square grids (Heroes of Normandie). A square is {x, y} with y growing downward, as
 * on the printed tiles. Directions 0..7 go counter-clockwise on screen from east:
 *   0: E (+1, 0)   1: NE (+1, -1)   2: N (0, -1)   3: NW (-1, -1)
 *   4: W (-1, 0)   5: SW (-1, +1)   6: S (0, +1)   7: SE (+1, +1)
 * Even directions are orthogonal, odd ones diagonal; the opposite of d is (d + 4) % 8.
 */
export interface Square {
  readonly x: number;
  readonly y: number;
}

export type SquareDirection = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
export type OrthogonalDirection = 0 | 2 | 4 | 6;

export const SQUARE_DIRECTIONS: readonly Square[] = Object.freeze([
  Object.freeze({ x: 1, y: 0 }),
  Object.freeze({ x: 1, y: -1 }),
  Object.freeze({ x: 0, y: -1 }),
  Object.freeze({ x: -1, y: -1 }),
  Object.freeze({ x: -1, y: 0 }),
  Object.freeze({ x: -1, y: 1 }),
  Object.freeze({ x: 0, y: 1 }),
  Object.freeze({ x: 1, y: 1 }),
]);

export const SQUARE_DIRECTION_NAMES = Object.freeze(['E', 'NE', 'N', 'NW', 'W', 'SW', 'S', 'SE'] as const);

export const ORTHOGONAL_DIRECTIONS: readonly OrthogonalDirection[] = Object.freeze([0, 2, 4, 6]);

export function square(x: number, y: number): Square {
  return { x: x + 0, y: y + 0 };
}

export function squareEquals(a: Square, b: Square): boolean {
  return a.x === b.x && a.y === b.y;
}

export function isOrthogonalDirection(d: number): d is OrthogonalDirection {
  return d === 0 || d === 2 || d === 4 || d === 6;
}

export function oppositeSquareDirection(d: SquareDirection): SquareDirection {
  return ((d + 4) % 8) as SquareDirection;
}

export function squareNeighbor(s: Square, d: SquareDirection | number): Square {
  const v = SQUARE_DIRECTIONS[((d % 8) + 8) % 8] as Square;
  return { x: s.x + v.x, y: s.y + v.y };
}

/** The 8 neighbours, indexed by direction. */
export function squareNeighbors(s: Square): Square[] {
  return SQUARE_DIRECTIONS.map((v) => ({ x: s.x + v.x, y: s.y + v.y }));
}

/** The 4 orthogonal neighbours: E, N, W, S. */
export function squareOrthogonalNeighbors(s: Square): Square[] {
  return ORTHOGONAL_DIRECTIONS.map((d) => squareNeighbor(s, d));
}

/** King-move (Chebyshev) distance: diagonal steps cost the same as orthogonal ones. */
export function squareDistance(a: Square, b: Square): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

/** `squareDistance` on raw coordinates, allocating nothing. */
export function squareDistanceXY(ax: number, ay: number, bx: number, by: number): number {
  return Math.max(Math.abs(ax - bx), Math.abs(ay - by));
}

/** Orthogonal-only (Manhattan) distance. */
export function squareManhattan(a: Square, b: Square): number {
  return Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
}

/** The direction from `a` to an adjacent `b` (8-adjacency), or -1. */
export function squareDirectionTo(a: Square, b: Square): SquareDirection | -1 {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  for (let d = 0; d < 8; d++) {
    const v = SQUARE_DIRECTIONS[d] as Square;
    if (v.x === dx && v.y === dy) return d as SquareDirection;
  }
  return -1;
}

/** The 8k squares at king distance exactly k (just `center` for k = 0). */
export function squareRing(center: Square, k: number): Square[] {
  if (k < 0 || !Number.isInteger(k)) return [];
  if (k === 0) return [{ x: center.x + 0, y: center.y + 0 }];
  const out: Square[] = [];
  for (let y = center.y - k; y <= center.y + k; y++) {
    for (let x = center.x - k; x <= center.x + k; x++) {
      if (Math.abs(x - center.x) === k || Math.abs(y - center.y) === k) out.push({ x, y });
    }
  }
  return out;
}

/** A stable string key, e.g. `"3,4"`. */
export function squareKey(s: Square): string {
  return `${s.x},${s.y}`;
}

// ---------------------------------------------------------------------------
// Corner points: where four squares meet (targets of area weapons).

/** A grid-line intersection; point (x, y) is the top-left corner of square (x, y). */
export interface SquarePoint {
  readonly px: number;
  readonly py: number;
}

/** The four squares around a point: NW, NE, SW, SE of it. */
export function squaresAroundPoint(p: SquarePoint): readonly [Square, Square, Square, Square] {
  return [
    { x: p.px - 1, y: p.py - 1 },
    { x: p.px, y: p.py - 1 },
    { x: p.px - 1, y: p.py },
    { x: p.px, y: p.py },
  ];
}

/** The four corner points of a square: top-left, top-right, bottom-left, bottom-right. */
export function squareCorners(s: Square): readonly [SquarePoint, SquarePoint, SquarePoint, SquarePoint] {
  return [
    { px: s.x, py: s.y },
    { px: s.x + 1, py: s.y },
    { px: s.x, py: s.y + 1 },
    { px: s.x + 1, py: s.y + 1 },
  ];
}

export function squarePointKey(p: SquarePoint): string {
  return `${p.px},${p.py}`;
}

// ---------------------------------------------------------------------------
// Edges between orthogonally adjacent squares (walls, hedges).

/**
 * An edge, named from the square on its west (k = 0: the east edge of (x, y)) or on its
 * north (k = 1: the south edge of (x, y)), so both squares give the same value.
 */
export interface SquareEdge {
  readonly x: number;
  readonly y: number;
  readonly k: 0 | 1;
}

/** The edge of `s` toward orthogonal direction `d`, or null for a diagonal direction (a corner, not an edge). */
export function squareEdge(s: Square, d: number): SquareEdge | null {
  switch (((d % 8) + 8) % 8) {
    case 0:
      return { x: s.x + 0, y: s.y + 0, k: 0 };
    case 2:
      return { x: s.x + 0, y: s.y - 1 + 0, k: 1 };
    case 4:
      return { x: s.x - 1 + 0, y: s.y + 0, k: 0 };
    case 6:
      return { x: s.x + 0, y: s.y + 0, k: 1 };
    default:
      return null;
  }
}

const E_BIAS = 2 ** 24;
const E_SPAN = 2 ** 25;

/** Numeric key of the edge of (x, y) toward d, or -1 for a diagonal; allocates nothing. Unique for |x|, |y| < 2^24. */
export function squareEdgeKeyAt(x: number, y: number, d: number): number {
  switch (((d % 8) + 8) % 8) {
    case 0:
      break;
    case 2:
      y -= 1;
      return ((x + E_BIAS) * E_SPAN + (y + E_BIAS)) * 2 + 1;
    case 4:
      x -= 1;
      break;
    case 6:
      return ((x + E_BIAS) * E_SPAN + (y + E_BIAS)) * 2 + 1;
    default:
      return -1;
  }
  return ((x + E_BIAS) * E_SPAN + (y + E_BIAS)) * 2;
}

export function squareEdgeKey(e: SquareEdge): number {
  return ((e.x + E_BIAS) * E_SPAN + (e.y + E_BIAS)) * 2 + e.k;
}

export function squareEdgeFromKey(key: number): SquareEdge {
  const k = key % 2;
  const sk = (key - k) / 2;
  return { x: Math.floor(sk / E_SPAN) - E_BIAS + 0, y: (sk % E_SPAN) - E_BIAS + 0, k: k as 0 | 1 };
}

/** A stable string id, e.g. `"3,4:1"`. */
export function squareEdgeId(e: SquareEdge): string {
  return `${e.x},${e.y}:${e.k}`;
}

export function parseSquareEdgeId(id: string): SquareEdge | null {
  const m = /^(-?\d+),(-?\d+):([01])$/.exec(id);
  return m ? { x: Number(m[1]) + 0, y: Number(m[2]) + 0, k: Number(m[3]) as 0 | 1 } : null;
}

/** The two squares of an edge: the naming square, then the one east (k 0) or south (k 1) of it. */
export function squaresOfEdge(e: SquareEdge): readonly [Square, Square] {
  return [
    { x: e.x, y: e.y },
    e.k === 0 ? { x: e.x + 1, y: e.y } : { x: e.x, y: e.y + 1 },
  ];
}

/** The four edges of a square: E, N, W, S. */
export function squareEdgesOf(s: Square): SquareEdge[] {
  return ORTHOGONAL_DIRECTIONS.map((d) => squareEdge(s, d) as SquareEdge);
}

/** The edge between two orthogonally adjacent squares, or null. */
export function squareEdgeBetween(a: Square, b: Square): SquareEdge | null {
  const d = squareDirectionTo(a, b);
  return d === -1 ? null : squareEdge(a, d);
}

/** An immutable store of features by edge, F chosen by the title (see `HexsideFeatures`). */
export interface SquareEdgeFeatures<F> {
  readonly size: number;
  /** Features of the edge of `s` toward `d`; undefined for diagonals. */
  get(s: Square, d: number): F | undefined;
  getAt(x: number, y: number, d: number): F | undefined;
  getEdge(e: SquareEdge): F | undefined;
  entries(): [SquareEdge, F][];
  with(s: Square, d: number, f: F | undefined): SquareEdgeFeatures<F>;
}

/** Builds a store from (square, orthogonal direction, features); diagonal entries are ignored. */
export function squareEdgeFeatures<F>(
  entries: Iterable<readonly [Square, number, F]> = [],
  merge: (a: F, b: F) => F = (_a, b) => b,
): SquareEdgeFeatures<F> {
  const m = new Map<number, F>();
  for (const [s, d, f] of entries) {
    const key = squareEdgeKeyAt(s.x, s.y, d);
    if (key === -1) continue;
    const old = m.get(key);
    m.set(key, old === undefined ? f : merge(old, f));
  }
  return edgeStore(m);
}

function edgeStore<F>(m: Map<number, F>): SquareEdgeFeatures<F> {
  const at = (x: number, y: number, d: number): F | undefined => {
    const key = squareEdgeKeyAt(x, y, d);
    return key === -1 ? undefined : m.get(key);
  };
  return Object.freeze({
    size: m.size,
    get: (s: Square, d: number) => at(s.x, s.y, d),
    getAt: at,
    getEdge: (e: SquareEdge) => m.get(squareEdgeKey(e)),
    entries: () =>
      [...m.keys()].sort((a, b) => a - b).map((k): [SquareEdge, F] => [squareEdgeFromKey(k), m.get(k) as F]),
    with: (s: Square, d: number, f: F | undefined) => {
      const key = squareEdgeKeyAt(s.x, s.y, d);
      if (key === -1) return edgeStore(m);
      const copy = new Map(m);
      if (f === undefined) copy.delete(key);
      else copy.set(key, f);
      return edgeStore(copy);
    },
  });
}
