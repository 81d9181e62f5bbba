/**
 * The 13x9 board in the .m44 doubled convention (M44 p.6 [L168]; digest §5.2, A1):
 * row 0..8 from the top, col 0..24 doubled, row + col even. Even rows hold 13 hexes,
 * odd rows 12 plus a half hex at each end (col -1 and 25), unplayable but blocking LOS (M44 p.8 [L328]).
 * A hex is addressed by one number, `row * 25 + col`, so the hot loops do no hashing.
 */
export const ROWS = 9;
export const COLS = 25;
export const CELLS = ROWS * COLS;

export const hexId = (row: number, col: number): number => row * COLS + col;
export const rowOf = (id: number): number => Math.floor(id / COLS);
export const colOf = (id: number): number => id % COLS;

export function onBoard(row: number, col: number): boolean {
  return row >= 0 && row < ROWS && col >= 0 && col < COLS && ((row + col) & 1) === 0;
}

/** Every playable hex, 113 in all. */
export const PLAYABLE: readonly number[] = (() => {
  const out: number[] = [];
  for (let r = 0; r < ROWS; r++) for (let c = 0; c < COLS; c++) if (onBoard(r, c)) out.push(hexId(r, c));
  return out;
})();

const DIRS: readonly (readonly [number, number])[] = [
  [0, 2],
  [-1, 1],
  [-1, -1],
  [0, -2],
  [1, -1],
  [1, 1],
];

/** `NEIGHBORS[id * 6 + d]` is the neighbour in direction d, or -1 off the board. */
export const NEIGHBORS: Int16Array = (() => {
  const t = new Int16Array(CELLS * 6).fill(-1);
  for (const id of PLAYABLE) {
    const r = rowOf(id);
    const c = colOf(id);
    DIRS.forEach(([dr, dc], d) => {
      if (onBoard(r + dr, c + dc)) t[id * 6 + d] = hexId(r + dr, c + dc);
    });
  }
  return t;
})();

/** Hex distance in doubled coordinates (digest §5.2). */
export function distanceRC(r1: number, c1: number, r2: number, c2: number): number {
  const dr = Math.abs(r1 - r2);
  const dc = Math.abs(c1 - c2);
  return dr + Math.max(0, (dc - dr) / 2);
}

/** Every hex-to-hex distance on the board, looked up in the hot loops (targets, carry-over of searches). */
const DIST: Float32Array = (() => {
  const t = new Float32Array(CELLS * CELLS);
  for (let a = 0; a < CELLS; a++) for (let b = 0; b < CELLS; b++) t[a * CELLS + b] = distanceRC(rowOf(a), colOf(a), rowOf(b), colOf(b));
  return t;
})();

export function distance(a: number, b: number): number {
  if ((a | 0) === a && (b | 0) === b && a >= 0 && b >= 0 && a < CELLS && b < CELLS) return DIST[a * CELLS + b] as number;
  return distanceRC(rowOf(a), colOf(a), rowOf(b), colOf(b));
}

export function adjacent(a: number, b: number): boolean {
  return distance(a, b) === 1;
}

/**
 * Section mask of a hex seen from the bottom player: 1 left, 2 centre, 4 right. Hexes on
 * the dotted lines (cols 7 and 17) are in both (M44 p.6 [L168, L215]; digest §5.2, BGA columns).
 * The top player's sections are mirrored.
 */
export function sectionMask(id: number, bottom: boolean): number {
  const c = bottom ? colOf(id) : 24 - colOf(id);
  let m = 0;
  if (c <= 7) m |= 1;
  if (c >= 7 && c <= 17) m |= 2;
  if (c >= 17) m |= 4;
  return m;
}
