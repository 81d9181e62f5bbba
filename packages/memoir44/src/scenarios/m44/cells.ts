/**
 * The editor's cell names, as its `airdrop.center` and the `group` of medals and exit markers
 * write them: a letter per full hex from the left (upper case on even rows, lower case on odd
 * ones, read in either case) and the row numbered from the bottom, 1 for the bottom row.
 * E.g. `E9` is (row 0, col 8), `a8` is (row 1, col 1), `A1` is (row 8, col 0).
 */
import { BOARD_ROWS, type HexCoord } from '../board.js';

/** `G5` -> (row 4, col 12); null when the name is not a cell of a 9-row board. */
export function parseM44Cell(cell: string): HexCoord | null {
  const m = /^\s*([A-Za-z])(\d+)\s*$/.exec(cell);
  if (!m) return null;
  const n = Number(m[2]);
  if (n < 1 || n > BOARD_ROWS) return null;
  const row = BOARD_ROWS - n;
  const index = (m[1] as string).toUpperCase().charCodeAt(0) - 65;
  return { row, col: 2 * index + (row % 2) };
}

/** (row 4, col 12) -> `G5`; odd rows take a lower-case letter, as the editor writes them. */
export function formatM44Cell(h: HexCoord): string {
  const letter = String.fromCharCode((h.col % 2 === 0 ? 65 : 97) + Math.floor(h.col / 2));
  return `${letter}${BOARD_ROWS - h.row}`;
}
