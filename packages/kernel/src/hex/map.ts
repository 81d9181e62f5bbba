import { HEX_DIRECTIONS, type Hex } from './axial.js';
import type { Graph } from '../graph/graph.js';

/**
 * A finite set of hexes (any shape: rectangles, holes, islands) with dense indices.
 * Index lookups go through a bounding-box table and neighbours through a precomputed
 * adjacency table, so the hot loops of movement and LOS do no hashing.
 * A map is derived from a title's data, not part of game state; it is immutable.
 */
export interface HexMap extends Graph {
  readonly degree: 6;
  /** index -> hex */
  readonly hexes: readonly Hex[];
  /** The index of `h`, or -1 when it is not on the map. */
  indexOf(h: Hex): number;
  /** Like `indexOf`, from raw coordinates. */
  indexAt(q: number, r: number): number;
  has(h: Hex): boolean;
  /** Adjacency table: `adjacency[i * 6 + d]` is the neighbour of i in direction d, or -1. */
  readonly adjacency: Int32Array;
}

export function hexMap(hexes: Iterable<Hex>): HexMap {
  const list: Hex[] = [];
  let minQ = Infinity;
  let maxQ = -Infinity;
  let minR = Infinity;
  let maxR = -Infinity;
  for (const h of hexes) {
    list.push(Object.freeze({ q: h.q + 0, r: h.r + 0 }));
    if (h.q < minQ) minQ = h.q;
    if (h.q > maxQ) maxQ = h.q;
    if (h.r < minR) minR = h.r;
    if (h.r > maxR) maxR = h.r;
  }
  const width = list.length ? maxQ - minQ + 1 : 0;
  const height = list.length ? maxR - minR + 1 : 0;
  const table = new Int32Array(width * height).fill(-1);
  const unique: Hex[] = [];
  for (const h of list) {
    const t = (h.r - minR) * width + (h.q - minQ);
    if (table[t] !== -1) continue; // duplicates collapse to the first occurrence
    table[t] = unique.length;
    unique.push(h);
  }
  const indexAt = (q: number, r: number): number => {
    const x = q - minQ;
    const y = r - minR;
    if (x < 0 || y < 0 || x >= width || y >= height) return -1;
    return table[y * width + x] as number;
  };
  const adjacency = new Int32Array(unique.length * 6);
  unique.forEach((h, i) => {
    for (let d = 0; d < 6; d++) {
      const v = HEX_DIRECTIONS[d] as Hex;
      adjacency[i * 6 + d] = indexAt(h.q + v.q, h.r + v.r);
    }
  });
  Object.freeze(unique);
  return Object.freeze({
    size: unique.length,
    degree: 6 as const,
    hexes: unique,
    adjacency,
    indexAt,
    indexOf: (h: Hex) => indexAt(h.q, h.r),
    has: (h: Hex) => indexAt(h.q, h.r) !== -1,
    neighbor: (loc: number, dir: number) => (adjacency[loc * 6 + dir] ?? -1) as number,
  });
}

/** Hex distance between two locations of `map` by index, allocating nothing (ignores holes: see movement for paths). */
export function hexMapDistance(map: HexMap, a: number, b: number): number {
  const ha = map.hexes[a];
  const hb = map.hexes[b];
  if (ha === undefined || hb === undefined) return -1;
  const dq = ha.q - hb.q;
  const dr = ha.r - hb.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/**
 * Writes the on-map neighbours of `loc` into `out` (location ids, -1 where off the map)
 * and returns it, so callers can reuse one Int32Array(6) across a loop.
 */
export function hexMapNeighborsInto(map: HexMap, loc: number, out: Int32Array): Int32Array {
  const base = loc * 6;
  for (let d = 0; d < 6; d++) out[d] = map.adjacency[base + d] ?? -1;
  return out;
}

/**
 * Locations of `map` at distance exactly k from `loc` (ring order, hexes off the map
 * skipped). Distance is across the grid, ignoring holes, as fire ranges count it.
 */
export function hexMapRing(map: HexMap, loc: number, k: number): number[] {
  const c = map.hexes[loc];
  if (c === undefined || k < 0 || !Number.isInteger(k)) return [];
  if (k === 0) return [loc];
  const out: number[] = [];
  const start = HEX_DIRECTIONS[4] as Hex;
  let q = c.q + start.q * k;
  let r = c.r + start.r * k;
  for (let d = 0; d < 6; d++) {
    const v = HEX_DIRECTIONS[d] as Hex;
    for (let j = 0; j < k; j++) {
      const i = map.indexAt(q, r);
      if (i !== -1) out.push(i);
      q += v.q;
      r += v.r;
    }
  }
  return out;
}

/** Locations of `map` within distance k of `loc` (loc first, then ring by ring). */
export function hexMapWithin(map: HexMap, loc: number, k: number): number[] {
  const out: number[] = [];
  for (let i = 0; i <= k; i++) out.push(...hexMapRing(map, loc, i));
  return out;
}
