import { HEX_DIRECTIONS, type Hex } from './axial.js';
import type { Hexside } from './hexside.js';

/**
 * Hex corners (vertices). Corner i of a hex lies between its sides toward directions
 * i and i + 1 (the numbering of `hexCorner` in layout.ts). Each corner is shared by
 * three hexes: h, h + D[i] and h + D[i + 1]. The corners fall into two classes, the
 * even corners (0, 2, 4) and the odd ones (1, 3, 5): a corner is named as corner 0
 * (k = 0) or corner 1 (k = 1) of exactly one of its three hexes, so all three give the
 * same value.
 */
export interface HexVertex {
  readonly q: number;
  readonly r: number;
  /** 0: the corner between directions 0 and 1 of (q, r); 1: between directions 1 and 2. */
  readonly k: 0 | 1;
}

// Offset from h to the naming hex of corner i of h (derived in the comment above:
// corner 2 of h is corner 0 of h + D3, corner 3 is corner 1 of h + D4, ...).
const OWNER: readonly Hex[] = Object.freeze([
  { q: 0, r: 0 }, // corner 0 -> itself, k 0
  { q: 0, r: 0 }, // corner 1 -> itself, k 1
  HEX_DIRECTIONS[3] as Hex, // corner 2 -> h + D3, k 0
  HEX_DIRECTIONS[4] as Hex, // corner 3 -> h + D4, k 1
  HEX_DIRECTIONS[4] as Hex, // corner 4 -> h + D4, k 0
  HEX_DIRECTIONS[5] as Hex, // corner 5 -> h + D5, k 1
]);

/** Corner i (any integer, mod 6) of `h`. */
export function hexVertex(h: Hex, i: number): HexVertex {
  const ii = ((i % 6) + 6) % 6;
  const o = OWNER[ii] as Hex;
  return { q: h.q + o.q + 0, r: h.r + o.r + 0, k: (ii % 2) as 0 | 1 };
}

/** The six corners of `h`, in corner order. */
export function hexVertices(h: Hex): HexVertex[] {
  const out: HexVertex[] = [];
  for (let i = 0; i < 6; i++) out.push(hexVertex(h, i));
  return out;
}

/** The three hexes meeting at a vertex. */
export function vertexHexes(v: HexVertex): readonly [Hex, Hex, Hex] {
  const a = HEX_DIRECTIONS[v.k] as Hex;
  const b = HEX_DIRECTIONS[v.k + 1] as Hex;
  return [
    { q: v.q, r: v.r },
    { q: v.q + a.q, r: v.r + a.r },
    { q: v.q + b.q, r: v.r + b.r },
  ];
}

const V_BIAS = 2 ** 24;
const V_SPAN = 2 ** 25;

/** A numeric key, unique for |q|, |r| < 2^24. */
export function vertexKey(v: HexVertex): number {
  return ((v.q + V_BIAS) * V_SPAN + (v.r + V_BIAS)) * 2 + v.k;
}

/** A stable string id, e.g. `"3,-2^1"`. */
export function vertexId(v: HexVertex): string {
  return `${v.q},${v.r}^${v.k}`;
}

export function vertexEquals(a: HexVertex, b: HexVertex): boolean {
  return a.q === b.q && a.r === b.r && a.k === b.k;
}

/** The two ends of a hexside: for side d of a hex, its corners d - 1 and d. */
export function hexsideVertices(s: Hexside): readonly [HexVertex, HexVertex] {
  const h = { q: s.q, r: s.r };
  return [hexVertex(h, s.k - 1), hexVertex(h, s.k)];
}
