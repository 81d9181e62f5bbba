import { HEX_DIRECTIONS, hexKey, type Hex } from './axial.js';
import { offsetToHex, type OffsetLayout } from './offset.js';

/**
 * Board shapes as plain hex lists, to feed `hexMap()`. Any other shape (holes, islands,
 * off-map half-hexes) is a list filtered or concatenated from these.
 */

/** The 6k hexes at distance exactly k from `center` (just `center` for k = 0), walking counter-clockwise. */
export function hexRing(center: Hex, k: number): Hex[] {
  if (k < 0 || !Number.isInteger(k)) return [];
  if (k === 0) return [{ q: center.q + 0, r: center.r + 0 }];
  const out: Hex[] = [];
  // Start k steps out in direction 4; then k steps along each direction 0..5 closes the ring.
  const start = HEX_DIRECTIONS[4] as Hex;
  let q = center.q + start.q * k;
  let r = center.r + start.r * k;
  for (let d = 0; d < 6; d++) {
    const v = HEX_DIRECTIONS[d] as Hex;
    for (let j = 0; j < k; j++) {
      out.push({ q: q + 0, r: r + 0 });
      q += v.q;
      r += v.r;
    }
  }
  return out;
}

/** Every hex within distance k of `center`, ring by ring from the centre outward: 1 + 3k(k + 1) hexes. */
export function hexSpiral(center: Hex, k: number): Hex[] {
  const out: Hex[] = [];
  for (let i = 0; i <= k; i++) out.push(...hexRing(center, i));
  return out;
}

/** A hexagon-shaped board of the given radius around `center` (the spiral, in row-major order). */
export function hexHexagon(radius: number, center: Hex = { q: 0, r: 0 }): Hex[] {
  const out: Hex[] = [];
  for (let r = -radius; r <= radius; r++) {
    const qMin = Math.max(-radius, -r - radius);
    const qMax = Math.min(radius, -r + radius);
    for (let q = qMin; q <= qMax; q++) out.push({ q: q + center.q + 0, r: r + center.r + 0 });
  }
  return out;
}

/**
 * The rectangle a printed map shows: offset columns `col0 .. col0 + width - 1` and rows
 * `row0 .. row0 + height - 1` of `layout`, in row-major order.
 */
export function hexRectangle(
  width: number,
  height: number,
  layout: OffsetLayout,
  first: { readonly col: number; readonly row: number } = { col: 0, row: 0 },
): Hex[] {
  const out: Hex[] = [];
  for (let row = first.row; row < first.row + height; row++) {
    for (let col = first.col; col < first.col + width; col++) out.push(offsetToHex({ col, row }, layout));
  }
  return out;
}

/** The axial parallelogram q in [q0, q1], r in [r0, r1] (a rhombus when the sides are equal). */
export function hexParallelogram(q0: number, q1: number, r0: number, r1: number): Hex[] {
  const out: Hex[] = [];
  for (let r = r0; r <= r1; r++) for (let q = q0; q <= q1; q++) out.push({ q: q + 0, r: r + 0 });
  return out;
}

/** A triangle of side `n` with corner at (0, 0): q >= 0, r >= 0, q + r < n. */
export function hexTriangle(n: number): Hex[] {
  const out: Hex[] = [];
  for (let r = 0; r < n; r++) for (let q = 0; q < n - r; q++) out.push({ q, r });
  return out;
}

/** `hexes` minus `holes` (impassable lakes, off-map half-hexes, ...), keeping order. */
export function withoutHexes(hexes: Iterable<Hex>, holes: Iterable<Hex>): Hex[] {
  const drop = new Set<string>();
  for (const h of holes) drop.add(hexKey(h));
  const out: Hex[] = [];
  for (const h of hexes) if (!drop.has(hexKey(h))) out.push(h);
  return out;
}
