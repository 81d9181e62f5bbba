/**
 * Line of sight (M44 p.8-9 [L324-356], altitude p.18 [L786-800]; digest §3.10, A9, A10, A12):
 * Memoir's rules handed to the kernel's `Sight`, which walks the exact centre-to-centre line.
 * - What obstructs: units, blocking terrain and obstacles, lake groups (the callers say which hex
 *   holds what), and the half hexes at the board edge (M44 p.8 [L328]): off the board, they block.
 * - The edge rule: a line along hexsides is blocked only with obstructions on both sides of it
 *   (M44 p.9 [L342]), over the whole line: the kernel's `choice` reading, in which the line nudged
 *   left and nudged right must both be blocked. A hex touched at one corner counts on its side (A12).
 * - Altitude (A9): with m the lower end's altitude, a unit or blocking feature on ground g
 *   obstructs iff g >= m, hill ground iff g > m. As a height: the obstruction's top is g + 1
 *   (hill ground: g), and it blocks when it rises above the level line at m.
 * - The end hexes never block (M44 p.8 [L330]).
 */
import { hexLine, hexSight, type Hex, type Sight, type SightHeight } from '@esagono/kernel';
import { ROWS, type BoardGeometry } from './geometry.js';

/** A cell the line meets: a hex id, or -1 (`HALF_HEX`) for a half hex at the board edge (always obstructs). */
export interface LosPath {
  /** Hexes whose interior the line crosses. */
  readonly crossed: readonly number[];
  /** Hexes the line only grazes (edge or corner), on its left / right side. */
  readonly left: readonly number[];
  readonly right: readonly number[];
}

export const HALF_HEX = -1;

/** The sight tables of one board geometry (`cols` doubled columns: hex id = row * cols + col). */
export interface LosBoard {
  readonly cols: number;
  readonly sight: Sight;
}

/** Hex ids in the .m44 doubled convention as the kernel's cells: axial r = row, q = (col - row) / 2. */
export function losBoard(cols: number): LosBoard {
  const sight = hexSight(
    {
      size: ROWS * cols,
      indexAt: (q, r) => {
        const col = 2 * q + r;
        return r >= 0 && r < ROWS && col >= 0 && col < cols ? r * cols + col : HALF_HEX;
      },
      hexAt: (id) => hexOfId(id, cols),
    },
    { corners: 'edge' },
  );
  return { cols, sight };
}

function hexOfId(id: number, cols: number): Hex {
  const row = Math.floor(id / cols);
  return { q: (id - row * cols - row) / 2, r: row };
}

/** The cells met by the line from the centre of `a` to the centre of `b` (hex ids, in line order). */
export function losPath(geo: BoardGeometry, a: number, b: number): LosPath {
  const cols = geo.cols;
  const id = (h: Hex | null): number => {
    if (h === null) return HALF_HEX;
    const col = 2 * h.q + h.r;
    return col >= 0 && col < cols ? h.r * cols + col : HALF_HEX;
  };
  const crossed: number[] = [];
  const left: number[] = [];
  const right: number[] = [];
  for (const step of hexLine(hexOfId(a, cols), hexOfId(b, cols))) {
    if (step.kind === 'hex') {
      const cell = id(step.hex);
      if (cell !== a && cell !== b) crossed.push(cell);
    } else if (step.kind === 'edge') {
      left.push(id(step.left));
      right.push(id(step.right));
    } else if (step.behind !== null && step.ahead !== null) {
      // A corner passage grazes one hex; the corners that start or end a hexside name that hexside's hexes.
      if (step.left !== null) left.push(id(step.left));
      if (step.right !== null) right.push(id(step.right));
    }
  }
  return { crossed, left, right };
}

/**
 * LOS from `a` to `b` given which cells obstruct (M44 p.8 [L328-342]): blocked when a crossed
 * cell obstructs, or when obstructions graze the line on BOTH sides. The end hexes never block.
 * Without `board`, the tables of `geo` are built for this one query.
 */
export function hasLos(
  geo: BoardGeometry,
  a: number,
  b: number,
  obstructs: (cell: number) => boolean,
  board: LosBoard = losBoard(geo.cols),
): boolean {
  return board.sight.visible(a, b, { edge: 'choice', blocks: obstructs, offBoard: obstructs(HALF_HEX) ? 'blocks' : 'clear' });
}

/** What M44's line of sight reads of a hex (the callers know the state and the board). */
export interface LosHexes {
  /** Ground altitude (M44 p.18 [L767]). */
  altitude(hex: number): number;
  /** Hill ground (hill, dune, cliff, steep hill, mountain: M44 p.15-18), which blocks from below (A9). */
  hill(hex: number): boolean;
  /** A unit, blocking terrain or obstacle, or a lake group stands in the hex (M44 p.8 [L328], p.18 [L761]). */
  obstructs(hex: number): boolean;
}

/** M44's altitude rule as kernel heights (A9): tops compared with the level line at the lower end. */
class Altitudes implements SightHeight {
  readonly line = 'lower' as const;
  constructor(private readonly hexes: LosHexes) {}

  eye(hex: number): number {
    return this.hexes.altitude(hex);
  }

  top(hex: number): number {
    const g = this.hexes.altitude(hex);
    if (this.hexes.obstructs(hex)) return g + 1;
    return this.hexes.hill(hex) ? g : -Infinity;
  }
}

/** Whether `from` sees `to` under M44's rules (see the file comment). */
export function sees(board: LosBoard, from: number, to: number, hexes: LosHexes): boolean {
  return board.sight.visible(from, to, { edge: 'choice', height: new Altitudes(hexes) });
}
