import type { Hex } from './axial.js';
import type { HexOrientation } from './layout.js';

/**
 * Offset coordinates: the (column, row) grids printed on most wargame maps.
 * - `odd-q` / `even-q`: flat-top hexes in vertical columns; the odd (even) columns are
 *   shoved half a hex down.
 * - `odd-r` / `even-r`: pointy-top hexes in horizontal rows; the odd (even) rows are
 *   shoved half a hex right.
 * Parity is that of the offset number itself, so negative numbers keep alternating.
 */
export type OffsetLayout = 'odd-q' | 'even-q' | 'odd-r' | 'even-r';

export const OFFSET_LAYOUTS: readonly OffsetLayout[] = Object.freeze(['odd-q', 'even-q', 'odd-r', 'even-r']);

export interface Offset {
  readonly col: number;
  readonly row: number;
}

/** The hex orientation an offset layout is drawn with: column layouts are flat-top. */
export function offsetOrientation(layout: OffsetLayout): HexOrientation {
  return layout === 'odd-q' || layout === 'even-q' ? 'flat' : 'pointy';
}

/** 0 or 1 for any integer, negative ones included (`n & 1` would break past 2^31). */
function parity(n: number): number {
  return ((n % 2) + 2) % 2;
}

export function hexToOffset(h: Hex, layout: OffsetLayout): Offset {
  switch (layout) {
    case 'odd-q':
      return { col: h.q + 0, row: h.r + (h.q - parity(h.q)) / 2 + 0 };
    case 'even-q':
      return { col: h.q + 0, row: h.r + (h.q + parity(h.q)) / 2 + 0 };
    case 'odd-r':
      return { col: h.q + (h.r - parity(h.r)) / 2 + 0, row: h.r + 0 };
    case 'even-r':
      return { col: h.q + (h.r + parity(h.r)) / 2 + 0, row: h.r + 0 };
  }
}

export function offsetToHex(o: Offset, layout: OffsetLayout): Hex {
  switch (layout) {
    case 'odd-q':
      return { q: o.col + 0, r: o.row - (o.col - parity(o.col)) / 2 + 0 };
    case 'even-q':
      return { q: o.col + 0, r: o.row - (o.col + parity(o.col)) / 2 + 0 };
    case 'odd-r':
      return { q: o.col - (o.row - parity(o.row)) / 2 + 0, r: o.row + 0 };
    case 'even-r':
      return { q: o.col - (o.row + parity(o.row)) / 2 + 0, r: o.row + 0 };
  }
}

// ---------------------------------------------------------------------------
// Doubled coordinates.

/**
 * Doubled coordinates (row, col). In the `width` variant (pointy-top rows, used by
 * Memoir '44 scenario files, see spec/memoir44.md 5.2) the column counts half-hexes:
 * along a row col steps by 2 and row + col is always even, so odd rows sit half a hex
 * to the right. In the `height` variant (flat-top columns) the row is doubled instead.
 * Doubled-width (row, col) is odd-r offset (col >> 1, row) renumbered.
 */
export interface Doubled {
  readonly row: number;
  readonly col: number;
}

export type DoubledLayout = 'width' | 'height';

/** True when (row, col) names a hex: row + col must be even. */
export function isDoubled(d: Doubled): boolean {
  return Number.isInteger(d.row) && Number.isInteger(d.col) && parity(d.row + d.col) === 0;
}

/** The hex at doubled (row, col), or null when row + col is odd (no hex has that name). */
export function doubledToHex(d: Doubled, layout: DoubledLayout = 'width'): Hex | null {
  if (!isDoubled(d)) return null;
  return layout === 'width'
    ? { q: (d.col - d.row) / 2 + 0, r: d.row + 0 }
    : { q: d.col + 0, r: (d.row - d.col) / 2 + 0 };
}

export function hexToDoubled(h: Hex, layout: DoubledLayout = 'width'): Doubled {
  return layout === 'width' ? { row: h.r + 0, col: 2 * h.q + h.r + 0 } : { row: 2 * h.r + h.q + 0, col: h.q + 0 };
}

/**
 * Steps in doubled-width coordinates, by axial direction 0..5 (E, NE, NW, W, SW, SE
 * with row 0 at the top): neighbours are (r, c +- 2) and (r +- 1, c +- 1).
 */
export const DOUBLED_WIDTH_DIRECTIONS: readonly Doubled[] = Object.freeze([
  Object.freeze({ row: 0, col: 2 }),
  Object.freeze({ row: -1, col: 1 }),
  Object.freeze({ row: -1, col: -1 }),
  Object.freeze({ row: 0, col: -2 }),
  Object.freeze({ row: 1, col: -1 }),
  Object.freeze({ row: 1, col: 1 }),
]);

/** Hex distance computed directly on doubled-width coordinates (spec/memoir44.md 5.2). */
export function doubledDistance(a: Doubled, b: Doubled): number {
  const dr = Math.abs(a.row - b.row);
  const dc = Math.abs(a.col - b.col);
  return dr + Math.max(0, (dc - dr) / 2);
}

/**
 * Exact integer geometry for doubled-width boards: the centre of (row, col) is
 * (col, 3 * row) and its corners are (col, 3row +- 2) and (col +- 1, 3row +- 1).
 * The x unit is half a hex width and the y unit half a side, an affine image of the
 * true drawing, so straight lines and which side of a line a point is on are kept:
 * line-of-sight code can work in integers with no rounding.
 */
export function doubledCenter(d: Doubled): { readonly x: number; readonly y: number } {
  return { x: d.col + 0, y: 3 * d.row + 0 };
}

/**
 * The six corners in the integer geometry of `doubledCenter`, corner i lying between
 * the sides toward directions i and i + 1 (the order of `hexCorners` for pointy-top).
 */
export function doubledCorners(d: Doubled): { readonly x: number; readonly y: number }[] {
  const x = d.col;
  const y = 3 * d.row;
  return [
    { x: x + 1, y: y - 1 }, // between E and NE
    { x: x + 0, y: y - 2 }, // between NE and NW (top)
    { x: x - 1, y: y - 1 }, // between NW and W
    { x: x - 1, y: y + 1 }, // between W and SW
    { x: x + 0, y: y + 2 }, // between SW and SE (bottom)
    { x: x + 1, y: y + 1 }, // between SE and E
  ];
}
