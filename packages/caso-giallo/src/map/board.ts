/**
 * The compiled board: a map's rows turned into the kernel's `HexMap` (dense location ids) and
 * flat per-location tables, so movement and combat read arrays, not objects. Hex numbers `RRCC`
 * are odd-r offset coordinates (digest 5.1), row RR growing north.
 */
import { hexMap, offsetToHex, hexToOffset, hexMapDistance, type HexMap } from '@esagono/kernel';
import type { Terrain, River } from '../data/terrain.js';
import { MapSchema, type Country, type Edge, type FortifiedLine, type MapData, type Region } from './schema.js';

/**
 * Kernel direction index -> geographic name on our maps. The kernel's direction 1 is (q+1, r-1):
 * one row lower, and rows grow northward, so it points south-east.
 */
export const DIRECTION_NAMES = ['E', 'SE', 'SW', 'W', 'NW', 'NE'] as const;
export type Compass = (typeof DIRECTION_NAMES)[number];
export const dirOf = (name: Compass): number => DIRECTION_NAMES.indexOf(name);

export const RIVER_BITS: Readonly<Record<River, number>> = { minor: 1, major: 2, rhine: 4 };
export const SIDE_CROSSING = 8;
export const SIDE_ROAD = 16;
export const SIDE_RIVER = 7;

export interface Board {
  readonly id: string;
  readonly name: string;
  readonly map: HexMap;
  readonly ids: readonly string[];
  readonly terrain: readonly Terrain[];
  readonly country: readonly Country[];
  readonly settlement: readonly ('town' | 'city' | null)[];
  readonly settlementName: readonly (string | null)[];
  readonly works: readonly boolean[];
  readonly edges: readonly (readonly Edge[])[];
  /** Fortified Line per location and its printed garrison CS (CG R10.9a, R11.7a), or null. */
  readonly fortified: readonly (FortifiedLine | null)[];
  readonly garrison: readonly number[];
  readonly port: readonly boolean[];
  readonly regions: readonly (readonly Region[])[];
  /** `sides[loc * 6 + dir]`: river bits | SIDE_CROSSING | SIDE_ROAD. */
  readonly sides: Int32Array;
  loc(id: string): number;
  distance(a: number, b: number): number;
}

export function hexOfId(id: string): { q: number; r: number } {
  return offsetToHex({ col: Number(id.slice(2)), row: Number(id.slice(0, 2)) }, 'odd-r');
}

export function idOfHex(h: { q: number; r: number }): string {
  const o = hexToOffset(h, 'odd-r');
  return `${String(o.row).padStart(2, '0')}${String(o.col).padStart(2, '0')}`;
}

export type BoardResult = { ok: true; board: Board } | { ok: false; message: string; path: string };

/** Validates `data` with the map schema and compiles it; errors name the field (e.g. `hexsides.3.b`). */
export function compileBoard(data: unknown): BoardResult {
  const parsed = MapSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: issue?.message ?? 'invalid map', path: (issue?.path ?? []).join('.') };
  }
  const m: MapData = parsed.data;
  const seen = new Set<string>();
  for (const [i, h] of m.hexes.entries()) {
    if (seen.has(h.id)) return { ok: false, message: `hex ${h.id} is listed twice`, path: `hexes.${i}.id` };
    seen.add(h.id);
  }
  const map = hexMap(m.hexes.map((h) => hexOfId(h.id)));
  const ids = map.hexes.map(idOfHex);
  const byId = new Map(m.hexes.map((h) => [h.id, h]));
  const rows = ids.map((id) => byId.get(id)!);
  const sides = new Int32Array(map.size * 6);
  for (const [i, s] of m.hexsides.entries()) {
    const a = map.indexOf(hexOfId(s.a));
    const b = map.indexOf(hexOfId(s.b));
    if (a < 0) return { ok: false, message: `hexside names hex ${s.a}, which is not on the map`, path: `hexsides.${i}.a` };
    if (b < 0) return { ok: false, message: `hexside names hex ${s.b}, which is not on the map`, path: `hexsides.${i}.b` };
    let dir = -1;
    for (let d = 0; d < 6; d++) if (map.neighbor(a, d) === b) dir = d;
    if (dir < 0) return { ok: false, message: `hexes ${s.a} and ${s.b} are not adjacent`, path: `hexsides.${i}.b` };
    const bits = (s.river ? RIVER_BITS[s.river] : 0) | (s.crossing ? SIDE_CROSSING : 0) | (s.road ? SIDE_ROAD : 0);
    sides[a * 6 + dir] = bits;
    sides[b * 6 + ((dir + 3) % 6)] = bits;
  }
  const index = new Map(ids.map((id, i) => [id, i]));
  const board: Board = Object.freeze({
    id: m.id,
    name: m.name,
    map,
    ids,
    terrain: rows.map((h) => h.terrain),
    country: rows.map((h) => h.country),
    settlement: rows.map((h) => h.settlement?.kind ?? null),
    settlementName: rows.map((h) => h.settlement?.name ?? null),
    works: rows.map((h) => h.works === true),
    edges: rows.map((h) => h.edge ?? []),
    fortified: rows.map((h) => h.fortified?.line ?? null),
    garrison: rows.map((h) => h.fortified?.garrison ?? 0),
    port: rows.map((h) => h.port === true),
    regions: rows.map((h) => h.regions ?? []),
    sides,
    loc: (id: string) => index.get(id) ?? -1,
    distance: (a: number, b: number) => hexMapDistance(map, a, b),
  });
  return { ok: true, board };
}

/** The river on the side of `loc` toward `dir`, if any. */
export function riverAt(board: Board, loc: number, dir: number): River | null {
  const bits = (board.sides[loc * 6 + dir] as number) & SIDE_RIVER;
  return bits === 0 ? null : bits & 4 ? 'rhine' : bits & 2 ? 'major' : 'minor';
}

export const crossingAt = (board: Board, loc: number, dir: number): boolean => ((board.sides[loc * 6 + dir] as number) & SIDE_CROSSING) !== 0;
export const roadAt = (board: Board, loc: number, dir: number): boolean => ((board.sides[loc * 6 + dir] as number) & SIDE_ROAD) !== 0;

/** The direction from `a` to its neighbour `b`, or -1. */
export function dirBetween(board: Board, a: number, b: number): number {
  for (let d = 0; d < 6; d++) if (board.map.neighbor(a, d) === b) return d;
  return -1;
}
