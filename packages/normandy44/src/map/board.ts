/**
 * A parsed map bound to the kernel's hex grid: typed arrays per location and per (location, side),
 * so movement, ZOC and supply read one array cell per step (N44 2.2, TEC).
 */
import { hexMap, parseHexNumber, type HexMap, type HexNumberScheme } from '@esagono/kernel';
import { HEX_TERRAINS, HEXSIDE_FEATURES, ZONE_NAMES, type MapFile, type MapTerrain } from './schema.js';

/** RRCC, rows and columns from 01, odd rows shifted (digest 5.1). */
export const N44_HEX_NUMBERS: HexNumberScheme = Object.freeze({ order: 'row-column', digits: 2, firstColumn: 1, firstRow: 1, layout: 'odd-r' });

/** Bits of a side of a location. */
export const SIDE = Object.freeze({
  minorRiver: 1 << 0,
  majorRiver: 1 << 1,
  flooded: 1 << 2,
  carpiquet: 1 << 3,
  perimeter: 1 << 4,
  blue: 1 << 5,
  causeway: 1 << 6,
  mainRoad: 1 << 7,
  secondaryRoad: 1 << 8,
  /** Toward the sea or off the map. */
  sea: 1 << 9,
  offMap: 1 << 10,
});

const FEATURE_BIT: Readonly<Record<(typeof HEXSIDE_FEATURES)[number], number>> = {
  'minor-river': SIDE.minorRiver,
  'major-river': SIDE.majorRiver,
  flooded: SIDE.flooded,
  carpiquet: SIDE.carpiquet,
  perimeter: SIDE.perimeter,
  blue: SIDE.blue,
  causeway: SIDE.causeway,
};

export type ZoneName = (typeof ZONE_NAMES)[number];

export interface Board {
  readonly file: MapFile;
  readonly map: HexMap;
  /** Printed number of each location. */
  readonly ids: readonly string[];
  locOf(id: string): number;
  /** Index into HEX_TERRAINS per location. */
  readonly terrain: Uint8Array;
  /** The other terrain of a town (OTIH), as an index into HEX_TERRAINS. */
  readonly under: Uint8Array;
  readonly hilltop: Uint8Array;
  readonly permanentIp: Uint8Array;
  /** Side bits per `loc * 6 + dir`. */
  readonly sides: Int32Array;
  /** Bit i set when the location is in zone ZONE_NAMES[i]. */
  readonly zones: Uint8Array;
  readonly southEdge: Uint8Array;
  readonly eastEdge: Uint8Array;
  /** Location lists by place name. */
  readonly places: ReadonlyMap<string, readonly number[]>;
  readonly entries: readonly { readonly loc: number; readonly colour: string }[];
}

export function terrainOf(board: Board, loc: number): MapTerrain {
  return HEX_TERRAINS[board.terrain[loc] as number] as MapTerrain;
}

export function inZone(board: Board, loc: number, zone: ZoneName): boolean {
  return ((board.zones[loc] as number) & (1 << ZONE_NAMES.indexOf(zone))) !== 0;
}

export function sideBits(board: Board, loc: number, dir: number): number {
  return board.sides[loc * 6 + dir] as number;
}

/** The direction from `a` to its neighbour `b`, or -1. */
export function dirTo(board: Board, a: number, b: number): number {
  for (let d = 0; d < 6; d++) if (board.map.neighbor(a, d) === b) return d;
  return -1;
}

/** Binds a validated map file to the grid. */
export function buildBoard(file: MapFile): Board {
  const hexes = file.hexes.map((h) => {
    const p = parseHexNumber(h.id, N44_HEX_NUMBERS);
    if (!p.ok) throw new Error(`${h.id}: ${p.error.message}`);
    return p.hex;
  });
  const map = hexMap(hexes);
  const ids: string[] = new Array<string>(map.size);
  const byId = new Map<string, number>();
  file.hexes.forEach((h, i) => {
    const loc = map.indexOf(hexes[i] as (typeof hexes)[number]);
    ids[loc] = h.id;
    byId.set(h.id, loc);
  });
  const locOf = (id: string): number => byId.get(id) ?? -1;
  const n = map.size;
  const terrain = new Uint8Array(n);
  const under = new Uint8Array(n);
  const hilltop = new Uint8Array(n);
  const permanentIp = new Uint8Array(n);
  for (const h of file.hexes) {
    const loc = locOf(h.id);
    terrain[loc] = HEX_TERRAINS.indexOf(h.terrain);
    under[loc] = HEX_TERRAINS.indexOf(h.under ?? 'clear');
    hilltop[loc] = h.hilltop ? 1 : 0;
    permanentIp[loc] = h.permanentIp ? 1 : 0;
  }
  const sides = new Int32Array(n * 6);
  const seaIdx = HEX_TERRAINS.indexOf('sea');
  for (let loc = 0; loc < n; loc++) {
    for (let d = 0; d < 6; d++) {
      const nb = map.neighbor(loc, d);
      if (nb < 0) sides[loc * 6 + d] = SIDE.offMap | SIDE.sea;
      else if (terrain[nb] === seaIdx || terrain[loc] === seaIdx) sides[loc * 6 + d] = SIDE.sea;
    }
  }
  const mark = (a: string, b: string, bit: number): void => {
    const la = locOf(a);
    const lb = locOf(b);
    if (la < 0 || lb < 0) return;
    for (let d = 0; d < 6; d++) {
      if (map.neighbor(la, d) === lb) sides[la * 6 + d] = (sides[la * 6 + d] as number) | bit;
      if (map.neighbor(lb, d) === la) sides[lb * 6 + d] = (sides[lb * 6 + d] as number) | bit;
    }
  };
  for (const s of file.hexsides) mark(s.a, s.b, FEATURE_BIT[s.feature]);
  for (const r of file.roads) {
    const bit = r.kind === 'main' ? SIDE.mainRoad : SIDE.secondaryRoad;
    for (let i = 1; i < r.path.length; i++) mark(r.path[i - 1] as string, r.path[i] as string, bit);
  }
  const zones = new Uint8Array(n);
  for (const z of file.zones) {
    const bit = 1 << ZONE_NAMES.indexOf(z.name);
    for (const h of z.hexes) {
      const loc = locOf(h);
      zones[loc] = (zones[loc] as number) | bit;
    }
  }
  const southEdge = new Uint8Array(n);
  const eastEdge = new Uint8Array(n);
  for (const h of file.edges.south) southEdge[locOf(h)] = 1;
  for (const h of file.edges.east) eastEdge[locOf(h)] = 1;
  const places = new Map<string, number[]>();
  for (const p of file.places) places.set(p.name, p.hexes.map(locOf));
  const entries = file.entries.map((e) => ({ loc: locOf(e.hex), colour: e.colour }));
  return { file, map, ids, locOf, terrain, under, hilltop, permanentIp, sides, zones, southEdge, eastEdge, places, entries };
}
