/**
 * Board geometry of a scenario in the .m44 convention: `row` 0..8 from the top (the Axis
 * baseline in the classic layouts), `col` doubled so that even rows use even columns and odd
 * rows odd ones. Neighbours are (r, c±2) and (r±1, c±1).
 * A standard board is 13 hexes wide and 9 deep (M44 p.6 [L168]); rows 1, 3, 5, 7 have 12 full
 * hexes (the half-hexes at their ends are not playable, digest §5.2). An Overlord board is two
 * standard boards side by side (M44 p.23 [L986-996]).
 */
export type BoardType = 'standard' | 'overlord';

export interface HexCoord {
  readonly row: number;
  readonly col: number;
}

export const BOARD_ROWS = 9;

/** Full hexes in an even row, by board type. */
export const BOARD_WIDTH: Readonly<Record<BoardType, number>> = { standard: 13, overlord: 26 };

/** Highest doubled column of an even row (`2 * (width - 1)`). */
export function maxCol(type: BoardType): number {
  return 2 * (BOARD_WIDTH[type] - 1);
}

/** Why (row, col) is not a playable hex of the board, or null when it is. */
export function offBoardReason(type: BoardType, h: HexCoord): string | null {
  if (!Number.isInteger(h.row) || !Number.isInteger(h.col)) return 'coordinates must be integers';
  if (h.row < 0 || h.row >= BOARD_ROWS) return `row ${h.row} is outside 0..${BOARD_ROWS - 1}`;
  const last = maxCol(type);
  if (h.col < 0 || h.col > last) return `col ${h.col} is outside 0..${last}`;
  if ((h.row + h.col) % 2 !== 0) return `col ${h.col} has the wrong parity for row ${h.row} (row + col must be even)`;
  return null;
}

export function isOnBoard(type: BoardType, h: HexCoord): boolean {
  return offBoardReason(type, h) === null;
}

/** Every playable hex of a board, row by row. */
export function boardHexes(type: BoardType): HexCoord[] {
  const out: HexCoord[] = [];
  for (let row = 0; row < BOARD_ROWS; row++) {
    for (let col = row % 2; col <= maxCol(type); col += 2) out.push({ row, col });
  }
  return out;
}

export function coordKey(h: HexCoord): string {
  return `${h.row},${h.col}`;
}

export function areAdjacent(a: HexCoord, b: HexCoord): boolean {
  const dr = Math.abs(a.row - b.row);
  const dc = Math.abs(a.col - b.col);
  return (dr === 0 && dc === 2) || (dr === 1 && dc === 1);
}

/** Axial coordinates (pointy-top, q to the right, r down) of a doubled (row, col) hex. */
export function toAxial(h: HexCoord): { q: number; r: number } {
  return { q: (h.col - h.row) / 2, r: h.row };
}
