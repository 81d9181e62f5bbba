/**
 * The 13x9 board in the .m44 doubled convention (M44 p.6 [L168]; digest §5.2, A1):
 * row 0..8 from the top, col 0..24 doubled, row + col even. Even rows hold 13 hexes,
 * odd rows 12 plus a half hex at each end (col -1 and 25), unplayable but blocking LOS (M44 p.8 [L328]).
 * A hex is addressed by one number, `row * 25 + col`, so the hot loops do no hashing.
 *
 * The Overlord battlefield (M44-OVL) is two boards side by side, 26 hexes wide: col 0..50, the
 * half hexes at the seam joining into full hexes (col 25 of odd rows), hex id `row * 51 + col`.
 * One geometry is active at a time: `useBoard` swaps the live bindings below (ES module exports
 * are live), so the 13x9 hot loops keep reading plain module constants. The engine's entry points
 * (game.ts, `boardOf`) select the geometry of the scenario they work on.
 */
export type BoardKind = 'standard' | 'overlord';

export const ROWS = 9;
/** Doubled columns (stride of hex ids) per board: 13 and 26 hexes in an even row. */
const STRIDE: Readonly<Record<BoardKind, number>> = { standard: 25, overlord: 51 };
/** Tables are sized for the widest board, so scratch buffers sized at load fit either geometry. */
export const CELLS = ROWS * STRIDE.overlord;

export let COLS = STRIDE.standard;
export let BOARD: BoardKind = 'standard';

export const hexId = (row: number, col: number): number => row * COLS + col;
export const rowOf = (id: number): number => Math.floor(id / COLS);
export const colOf = (id: number): number => id % COLS;

export function onBoard(row: number, col: number): boolean {
  return row >= 0 && row < ROWS && col >= 0 && col < COLS && ((row + col) & 1) === 0;
}

const DIRS: readonly (readonly [number, number])[] = [
  [0, 2],
  [-1, 1],
  [-1, -1],
  [0, -2],
  [1, -1],
  [1, 1],
];

interface Geometry {
  readonly playable: readonly number[];
  readonly neighbors: Int16Array;
  /** Row and column of every hex id, for distances (a table of all distances is too big to stay in cache). */
  readonly rows: Int8Array;
  readonly cols: Int8Array;
  readonly n: number;
  /** Section masks of every hex id seen from the bottom and the top player (order listing reads them). */
  readonly sectionsBottom: Uint8Array;
  readonly sectionsTop: Uint8Array;
}

function buildGeometry(cols: number): Geometry {
  const id = (r: number, c: number): number => r * cols + c;
  const ok = (r: number, c: number): boolean => r >= 0 && r < ROWS && c >= 0 && c < cols && ((r + c) & 1) === 0;
  const playable: number[] = [];
  for (let r = 0; r < ROWS; r++) for (let c = 0; c < cols; c++) if (ok(r, c)) playable.push(id(r, c));
  const neighbors = new Int16Array(CELLS * 6).fill(-1);
  for (const h of playable) {
    const r = Math.floor(h / cols);
    const c = h % cols;
    DIRS.forEach(([dr, dc], d) => {
      if (ok(r + dr, c + dc)) neighbors[h * 6 + d] = id(r + dr, c + dc);
    });
  }
  const n = ROWS * cols;
  const rowsOf = new Int8Array(n);
  const colsOf = new Int8Array(n);
  for (let a = 0; a < n; a++) {
    rowsOf[a] = Math.floor(a / cols);
    colsOf[a] = a % cols;
  }
  const sectionsBottom = new Uint8Array(n);
  const sectionsTop = new Uint8Array(n);
  for (let a = 0; a < n; a++) {
    sectionsBottom[a] = sectionMaskOf(cols, a, true);
    sectionsTop[a] = sectionMaskOf(cols, a, false);
  }
  return { playable, neighbors, rows: rowsOf, cols: colsOf, n, sectionsBottom, sectionsTop };
}

const GEOMETRY: Partial<Record<BoardKind, Geometry>> = {};
function geometry(kind: BoardKind): Geometry {
  let g = GEOMETRY[kind];
  if (!g) {
    g = buildGeometry(STRIDE[kind]);
    GEOMETRY[kind] = g;
  }
  return g;
}

const STD = geometry('standard');

/** Every playable hex: 113 on the 13x9 board, 230 on the Overlord board (M44-OVL). */
export let PLAYABLE: readonly number[] = STD.playable;

/** `NEIGHBORS[id * 6 + d]` is the neighbour in direction d, or -1 off the board. */
export let NEIGHBORS: Int16Array = STD.neighbors;

/** Every hex-to-hex distance on the board, looked up in the hot loops (targets, carry-over of searches). */
let ROW_OF: Int8Array = STD.rows;
let COL_OF: Int8Array = STD.cols;
let DIST_N = STD.n;
let SECTIONS_BOTTOM: Uint8Array = STD.sectionsBottom;
let SECTIONS_TOP: Uint8Array = STD.sectionsTop;

/** Makes `kind` the active geometry (a no-op when it already is; the Overlord tables are built on first use). */
export function useBoard(kind: BoardKind): void {
  if (kind === BOARD) return;
  const g = geometry(kind);
  BOARD = kind;
  COLS = STRIDE[kind];
  PLAYABLE = g.playable;
  NEIGHBORS = g.neighbors;
  ROW_OF = g.rows;
  COL_OF = g.cols;
  DIST_N = g.n;
  SECTIONS_BOTTOM = g.sectionsBottom;
  SECTIONS_TOP = g.sectionsTop;
}

/** Hex distance in doubled coordinates (digest §5.2). */
export function distanceRC(r1: number, c1: number, r2: number, c2: number): number {
  const dr = Math.abs(r1 - r2);
  const dc = Math.abs(c1 - c2);
  return dr + Math.max(0, (dc - dr) / 2);
}

export function distance(a: number, b: number): number {
  if ((a | 0) === a && (b | 0) === b && a >= 0 && b >= 0 && a < DIST_N && b < DIST_N) {
    const dr = Math.abs((ROW_OF[a] as number) - (ROW_OF[b] as number));
    const dc = Math.abs((COL_OF[a] as number) - (COL_OF[b] as number));
    return dc > dr ? dr + (dc - dr) / 2 : dr; // as distanceRC

  }
  return distanceRC(rowOf(a), colOf(a), rowOf(b), colOf(b));
}

export function adjacent(a: number, b: number): boolean {
  return distance(a, b) === 1;
}

/**
 * Section mask of a hex seen from the bottom player: 1 left, 2 centre, 4 right. Hexes on
 * the dotted lines (cols 7 and 17) are in both (M44 p.6 [L168, L215]; digest §5.2, BGA columns).
 * The top player's sections are mirrored. Overlord (M44-OVL): the two boards' six sections pair
 * up into three double-sized ones, so the dotted lines are the first board's right one (col 17)
 * and the second board's left one (col 26 + 7 = 33).
 */
export function sectionMask(id: number, bottom: boolean): number {
  if ((id | 0) === id && id >= 0 && id < DIST_N) return (bottom ? SECTIONS_BOTTOM : SECTIONS_TOP)[id] as number;
  return sectionMaskOf(COLS, id, bottom);
}

function sectionMaskOf(cols: number, id: number, bottom: boolean): number {
  const last = cols - 1;
  const c = bottom ? id % cols : last - (id % cols);
  const lo = cols === 25 ? 7 : 17;
  const hi = last - lo;
  let m = 0;
  if (c <= lo) m |= 1;
  if (c >= lo && c <= hi) m |= 2;
  if (c >= hi) m |= 4;
  return m;
}
