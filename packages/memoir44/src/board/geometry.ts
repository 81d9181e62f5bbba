/**
 * The 13x9 board in the .m44 doubled convention (M44 p.6 [L168]; digest §5.2, A1):
 * row 0..8 from the top, col 0..24 doubled, row + col even. Even rows hold 13 hexes,
 * odd rows 12 plus a half hex at each end (col -1 and 25), unplayable but blocking LOS (M44 p.8 [L328]).
 * A hex is addressed by one number, `row * 25 + col`, so the hot loops do no hashing.
 *
 * The Overlord battlefield (M44-OVL) is two boards side by side, 26 hexes wide: col 0..50, the
 * half hexes at the seam joining into full hexes (col 25 of odd rows), hex id `row * 51 + col`.
 *
 * Each board kind has one `BoardGeometry`, an immutable value built once when this module loads
 * (`STANDARD`, `OVERLORD`). The rules reach the one of a game through its board
 * (`boardOf(s.scenario).geo`, or `geometryOf(kind)`) and pass it on: nothing here changes after
 * load, so games on both boards can be played side by side in one process.
 */
export type BoardKind = 'standard' | 'overlord';

export const ROWS = 9;
/** Doubled columns (stride of hex ids) per board: 13 and 26 hexes in an even row. */
const STRIDE: Readonly<Record<BoardKind, number>> = { standard: 25, overlord: 51 };
/** Tables are sized for the widest board, so a table built for a board fits either geometry. */
export const CELLS = ROWS * STRIDE.overlord;

export interface BoardGeometry {
  readonly kind: BoardKind;
  /** Doubled columns: the stride of hex ids (25 or 51). */
  readonly cols: number;
  /** Every playable hex: 113 on the 13x9 board, 230 on the Overlord board (M44-OVL). */
  readonly playable: readonly number[];
  /** `neighbors[id * 6 + d]` is the neighbour in direction d, or -1 off the board. Read-only. */
  readonly neighbors: Readonly<Int16Array>;
  hexId(row: number, col: number): number;
  rowOf(id: number): number;
  colOf(id: number): number;
  onBoard(row: number, col: number): boolean;
  distance(a: number, b: number): number;
  adjacent(a: number, b: number): boolean;
  /** Section mask of a hex: 1 left, 2 centre, 4 right, seen from the bottom player or the top one. */
  sectionMask(id: number, bottom: boolean): number;
}

const DIRS: readonly (readonly [number, number])[] = [
  [0, 2],
  [-1, 1],
  [-1, -1],
  [0, -2],
  [1, -1],
  [1, 1],
];

/** Hex distance in doubled coordinates (digest §5.2). */
export function distanceRC(r1: number, c1: number, r2: number, c2: number): number {
  const dr = Math.abs(r1 - r2);
  const dc = Math.abs(c1 - c2);
  return dr + Math.max(0, (dc - dr) / 2);
}

/**
 * Section mask of a hex seen from the bottom player: 1 left, 2 centre, 4 right. Hexes on
 * the dotted lines (cols 7 and 17) are in both (M44 p.6 [L168, L215]; digest §5.2, BGA columns).
 * The top player's sections are mirrored. Overlord (M44-OVL): the two boards' six sections pair
 * up into three double-sized ones, so the dotted lines are the first board's right one (col 17)
 * and the second board's left one (col 26 + 7 = 33).
 */
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

function buildGeometry(kind: BoardKind): BoardGeometry {
  const cols = STRIDE[kind];
  const hexId = (r: number, c: number): number => r * cols + c;
  const onBoard = (r: number, c: number): boolean => r >= 0 && r < ROWS && c >= 0 && c < cols && ((r + c) & 1) === 0;
  const rowOf = (id: number): number => Math.floor(id / cols);
  const colOf = (id: number): number => id % cols;
  const playable: number[] = [];
  for (let r = 0; r < ROWS; r++) for (let c = 0; c < cols; c++) if (onBoard(r, c)) playable.push(hexId(r, c));
  const neighbors = new Int16Array(CELLS * 6).fill(-1);
  for (const h of playable) {
    const r = rowOf(h);
    const c = colOf(h);
    DIRS.forEach(([dr, dc], d) => {
      if (onBoard(r + dr, c + dc)) neighbors[h * 6 + d] = hexId(r + dr, c + dc);
    });
  }
  // Row and column of every hex id, for distances (a table of all distances is too big to stay in cache).
  const n = ROWS * cols;
  const rows = new Int8Array(n);
  const colsOf = new Int8Array(n);
  // Section masks seen from the bottom and the top player (order listing reads them).
  const sectionsBottom = new Uint8Array(n);
  const sectionsTop = new Uint8Array(n);
  for (let a = 0; a < n; a++) {
    rows[a] = rowOf(a);
    colsOf[a] = colOf(a);
    sectionsBottom[a] = sectionMaskOf(cols, a, true);
    sectionsTop[a] = sectionMaskOf(cols, a, false);
  }
  const distance = (a: number, b: number): number => {
    if ((a | 0) === a && (b | 0) === b && a >= 0 && b >= 0 && a < n && b < n) {
      const dr = Math.abs((rows[a] as number) - (rows[b] as number));
      const dc = Math.abs((colsOf[a] as number) - (colsOf[b] as number));
      return dc > dr ? dr + (dc - dr) / 2 : dr; // as distanceRC
    }
    return distanceRC(rowOf(a), colOf(a), rowOf(b), colOf(b));
  };
  return Object.freeze({
    kind,
    cols,
    playable: Object.freeze(playable),
    neighbors,
    hexId,
    rowOf,
    colOf,
    onBoard,
    distance,
    adjacent: (a: number, b: number): boolean => distance(a, b) === 1,
    sectionMask: (id: number, bottom: boolean): number =>
      (id | 0) === id && id >= 0 && id < n ? ((bottom ? sectionsBottom : sectionsTop)[id] as number) : sectionMaskOf(cols, id, bottom),
  });
}

/** The 13x9 board (M44 p.6 [L168]). */
export const STANDARD: BoardGeometry = buildGeometry('standard');
/** The 26x9 Overlord battlefield (M44-OVL). */
export const OVERLORD: BoardGeometry = buildGeometry('overlord');

export function geometryOf(kind: BoardKind): BoardGeometry {
  return kind === 'overlord' ? OVERLORD : STANDARD;
}
