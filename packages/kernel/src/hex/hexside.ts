import { HEX_DIRECTIONS, type Hex, type HexDirection } from './axial.js';
import type { HexMap } from './map.js';

/**
 * Hexsides as first-class values. Every side is shared by two hexes; it is named from
 * the hex for which it lies toward direction 0, 1 or 2, so the side toward direction
 * d >= 3 of h is side d - 3 of h's neighbour in direction d. Both hexes thus give the
 * same value, the same numeric key and the same string id.
 *
 * Storage choice (documented as the brief asks): a `HexsideFeatures<F>` keeps features
 * in a Map keyed by the numeric side key (no strings, one hash per lookup). Movement
 * hot loops should bind it to a map once with `hexsideIndex` + `mapHexsideFeatures`
 * (an array indexed by dense side id through an Int32Array `sideOf[loc * 6 + d]`) or
 * `hexsideFlags` (an Int32Array of bit flags per (loc, d)): a lookup is then one or two
 * typed-array reads, no hashing and no allocation.
 */
export interface Hexside {
  readonly q: number;
  readonly r: number;
  /** The direction, 0..2, of this side from hex (q, r). */
  readonly k: 0 | 1 | 2;
}

/** The side of `h` toward direction `d` (any integer, taken mod 6). */
export function hexside(h: Hex, d: HexDirection | number): Hexside {
  const dd = ((d % 6) + 6) % 6;
  if (dd < 3) return { q: h.q + 0, r: h.r + 0, k: dd as 0 | 1 | 2 };
  const v = HEX_DIRECTIONS[dd] as Hex;
  return { q: h.q + v.q + 0, r: h.r + v.r + 0, k: (dd - 3) as 0 | 1 | 2 };
}

const SIDE_BIAS = 2 ** 24;
const SIDE_SPAN = 2 ** 25;

/**
 * The numeric key of the side of (q, r) toward d, allocating nothing. Unique for
 * |q|, |r| < 2^24; symmetric: both hexes of a side give the same key.
 */
export function hexsideKeyAt(q: number, r: number, d: number): number {
  let dd = ((d % 6) + 6) % 6;
  if (dd >= 3) {
    const v = HEX_DIRECTIONS[dd] as Hex;
    q += v.q;
    r += v.r;
    dd -= 3;
  }
  return ((q + SIDE_BIAS) * SIDE_SPAN + (r + SIDE_BIAS)) * 3 + dd;
}

export function hexsideKey(s: Hexside): number {
  return hexsideKeyAt(s.q, s.r, s.k);
}

export function hexsideFromKey(key: number): Hexside {
  const k = key % 3;
  const hk = (key - k) / 3;
  const r = (hk % SIDE_SPAN) - SIDE_BIAS;
  const q = Math.floor(hk / SIDE_SPAN) - SIDE_BIAS;
  return { q: q + 0, r: r + 0, k: k as 0 | 1 | 2 };
}

/** A stable string id for JSON state and scenario data, e.g. `"3,-2:1"`. */
export function hexsideId(s: Hexside): string {
  return `${s.q},${s.r}:${s.k}`;
}

export function parseHexsideId(id: string): Hexside | null {
  const m = /^(-?\d+),(-?\d+):([012])$/.exec(id);
  return m ? { q: Number(m[1]) + 0, r: Number(m[2]) + 0, k: Number(m[3]) as 0 | 1 | 2 } : null;
}

export function hexsideEquals(a: Hexside, b: Hexside): boolean {
  return a.q === b.q && a.r === b.r && a.k === b.k;
}

/** The two hexes of a side: the naming hex, then its neighbour across the side. */
export function hexsideHexes(s: Hexside): readonly [Hex, Hex] {
  const v = HEX_DIRECTIONS[s.k] as Hex;
  return [
    { q: s.q, r: s.r },
    { q: s.q + v.q, r: s.r + v.r },
  ];
}

/** The six sides of `h`, indexed by direction. */
export function hexsidesOf(h: Hex): Hexside[] {
  const out: Hexside[] = [];
  for (let d = 0; d < 6; d++) out.push(hexside(h, d));
  return out;
}

/** The side between two adjacent hexes, or null when they are not adjacent. */
export function hexsideBetween(a: Hex, b: Hex): Hexside | null {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  for (let d = 0; d < 6; d++) {
    const v = HEX_DIRECTIONS[d] as Hex;
    if (v.q === dq && v.r === dr) return hexside(a, d);
  }
  return null;
}

// ---------------------------------------------------------------------------
// Features on sides.

/** An immutable store of features by hexside (rivers, bridges, hedges, ...), F chosen by the title. */
export interface HexsideFeatures<F> {
  /** Number of sides with features. */
  readonly size: number;
  /** Features of the side of `h` toward `d`. */
  get(h: Hex, d: number): F | undefined;
  /** Like `get` from raw coordinates, allocating nothing. */
  getAt(q: number, r: number, d: number): F | undefined;
  getSide(s: Hexside): F | undefined;
  /** Every (side, features) pair, in ascending key order. */
  entries(): [Hexside, F][];
  /** A new store with the side of `h` toward `d` set to `f`, or cleared when `f` is undefined. */
  with(h: Hex, d: number, f: F | undefined): HexsideFeatures<F>;
}

/**
 * Builds a store from (hex, direction, features) triples. When two triples name the same
 * side (e.g. once from each bank of a river), `merge` combines them; by default the last wins.
 */
export function hexsideFeatures<F>(
  entries: Iterable<readonly [Hex, number, F]> = [],
  merge: (a: F, b: F) => F = (_a, b) => b,
): HexsideFeatures<F> {
  const m = new Map<number, F>();
  for (const [h, d, f] of entries) {
    const key = hexsideKeyAt(h.q, h.r, d);
    const old = m.get(key);
    m.set(key, old === undefined ? f : merge(old, f));
  }
  return fromMap(m);
}

function fromMap<F>(m: Map<number, F>): HexsideFeatures<F> {
  return Object.freeze({
    size: m.size,
    get: (h: Hex, d: number) => m.get(hexsideKeyAt(h.q, h.r, d)),
    getAt: (q: number, r: number, d: number) => m.get(hexsideKeyAt(q, r, d)),
    getSide: (s: Hexside) => m.get(hexsideKeyAt(s.q, s.r, s.k)),
    entries: () =>
      [...m.keys()].sort((a, b) => a - b).map((k): [Hexside, F] => [hexsideFromKey(k), m.get(k) as F]),
    with: (h: Hex, d: number, f: F | undefined) => {
      const copy = new Map(m);
      const key = hexsideKeyAt(h.q, h.r, d);
      if (f === undefined) copy.delete(key);
      else copy.set(key, f);
      return fromMap(copy);
    },
  });
}

/** Dense ids for the sides of a map's hexes (including sides on the map's edge). */
export interface HexsideIndex {
  readonly map: HexMap;
  /** Number of sides touching at least one hex of the map; ids are 0..count-1. */
  readonly count: number;
  /** id -> side */
  readonly sides: readonly Hexside[];
  /** `sideOf[loc * 6 + d]` is the id of the side of hex `loc` toward `d`. */
  readonly sideOf: Int32Array;
  /** The id of a side, or -1 when neither of its hexes is on the map. */
  idOf(s: Hexside): number;
}

export function hexsideIndex(map: HexMap): HexsideIndex {
  const sideOf = new Int32Array(map.size * 6);
  const sides: Hexside[] = [];
  const ids = new Map<number, number>();
  for (let loc = 0; loc < map.size; loc++) {
    const h = map.hexes[loc] as Hex;
    for (let d = 0; d < 6; d++) {
      const key = hexsideKeyAt(h.q, h.r, d);
      let id = ids.get(key);
      if (id === undefined) {
        id = sides.length;
        ids.set(key, id);
        sides.push(Object.freeze(hexside(h, d)));
      }
      sideOf[loc * 6 + d] = id;
    }
  }
  Object.freeze(sides);
  return Object.freeze({
    map,
    count: sides.length,
    sides,
    sideOf,
    idOf: (s: Hexside) => ids.get(hexsideKey(s)) ?? -1,
  });
}

/** Features bound to one map: lookups by (location, direction) with no hashing. */
export interface MapHexsideFeatures<F> {
  readonly index: HexsideIndex;
  /** Features by side id. */
  readonly values: readonly (F | undefined)[];
  /** Features of the side of location `loc` toward `d`. */
  at(loc: number, d: number): F | undefined;
}

/** Binds `features` to a map; features on sides touching no hex of the map are dropped. */
export function mapHexsideFeatures<F>(index: HexsideIndex, features: HexsideFeatures<F>): MapHexsideFeatures<F> {
  const values: (F | undefined)[] = new Array<F | undefined>(index.count).fill(undefined);
  for (const [s, f] of features.entries()) {
    const id = index.idOf(s);
    if (id !== -1) values[id] = f;
  }
  Object.freeze(values);
  const sideOf = index.sideOf;
  return Object.freeze({
    index,
    values,
    at: (loc: number, d: number) => values[sideOf[loc * 6 + d] as number],
  });
}

/**
 * Bit flags per (location, direction): `flags[loc * 6 + d]` is `toBits(features)` of that
 * side (0 where there are none). The fastest form for movement and LOS loops.
 */
export function hexsideFlags<F>(map: HexMap, features: HexsideFeatures<F>, toBits: (f: F) => number): Int32Array {
  const flags = new Int32Array(map.size * 6);
  if (features.size === 0) return flags;
  for (let loc = 0; loc < map.size; loc++) {
    const h = map.hexes[loc] as Hex;
    for (let d = 0; d < 6; d++) {
      const f = features.getAt(h.q, h.r, d);
      if (f !== undefined) flags[loc * 6 + d] = toBits(f);
    }
  }
  return flags;
}
