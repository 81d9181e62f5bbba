/**
 * The loaded map (DDOB 2.1) with the indices the rules read: hexes by id, neighbours, hexside
 * features, positions by id and by hex, fields of fire per position (6.2, 6.21, 6.23), landing boxes
 * in drift order (5.11).
 */
import type { Colour, Sector } from '../cards/types.js';
import type { Intensity } from '../data/fire-diagram.js';
import raw from './data/omaha-map.json';
import { distance, neighbourIds, sideKey } from './geometry.js';
import { MapSchema, type HexsideFeature, type LandingBox, type MapData, type MapHex, type Position, type RoadType } from './schema.js';

export * from './schema.js';
export * from './geometry.js';

export interface FireEntry {
  readonly hex: string;
  readonly intensity: Intensity;
}

export interface OmahaMap {
  readonly data: MapData;
  readonly hex: ReadonlyMap<string, MapHex>;
  readonly neighbours: ReadonlyMap<string, readonly string[]>;
  /** Features on the hexside between two hexes, keyed by `sideKey`. */
  readonly sides: ReadonlyMap<string, readonly HexsideFeature[]>;
  readonly position: ReadonlyMap<string, Position>;
  readonly positionAt: ReadonlyMap<string, Position>;
  /** Field of fire of each position (6.2): the hexes holding its dots. */
  readonly fieldOfFire: ReadonlyMap<string, readonly FireEntry[]>;
  /** The same, as sets of hexes. */
  readonly fireHexes: ReadonlyMap<string, ReadonlySet<string>>;
  /** Landing boxes by name, and in order from East to West (5.11). */
  readonly box: ReadonlyMap<string, LandingBox>;
  readonly boxes: readonly LandingBox[];
  /** The road crossing each hexside, keyed by `sideKey` (Terrain Effects Chart; 7.3, 17.2, 23). */
  readonly roads: ReadonlyMap<string, RoadType>;
  /** Road types touching each hex (17.2: a tank "starts on" a road of that type). */
  readonly roadsAt: ReadonlyMap<string, ReadonlySet<RoadType>>;
}

/** Parses and indexes a map; throws with the offending field if it does not match the format. */
export function loadMap(input: unknown): OmahaMap {
  const parsed = MapSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`invalid map at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? 'unknown'}`);
  }
  const data = parsed.data;
  const hex = new Map(data.hexes.map((h) => [h.id, h]));
  const neighbours = new Map(data.hexes.map((h) => [h.id, neighbourIds(h.id).filter((n) => hex.has(n))]));
  const sides = new Map<string, HexsideFeature[]>();
  for (const s of data.hexsides) {
    const k = sideKey(s.hexes[0], s.hexes[1]);
    sides.set(k, [...(sides.get(k) ?? []), s.feature]);
  }
  const position = new Map(data.positions.map((p) => [p.id, p]));
  const positionAt = new Map<string, Position>();
  for (const p of data.positions) for (const h of p.hexes) positionAt.set(h, p);
  const fieldOfFire = new Map<string, FireEntry[]>();
  for (const h of data.hexes)
    for (const d of h.fire ?? []) fieldOfFire.set(d.owner, [...(fieldOfFire.get(d.owner) ?? []), { hex: h.id, intensity: d.intensity }]);
  const roads = new Map<string, RoadType>();
  const roadsAt = new Map<string, Set<RoadType>>();
  for (const [i, r] of data.roads.entries()) {
    const [a, b] = r.hexes;
    if (!hex.has(a) || !hex.has(b) || !neighbours.get(a)?.includes(b)) throw new Error(`invalid map at roads.${i}.hexes: ${a}|${b} is not a hexside of the map`);
    roads.set(sideKey(a, b), r.type);
    for (const h of [a, b]) roadsAt.set(h, new Set([...(roadsAt.get(h) ?? []), r.type]));
  }
  const boxes = [...data.landingBoxes].sort((a, b) => a.order - b.order);
  const fireHexes = new Map([...fieldOfFire].map(([k, v]) => [k, new Set(v.map((e) => e.hex))] as const));
  return { data, hex, neighbours, sides, position, positionAt, fieldOfFire, fireHexes, box: new Map(boxes.map((b) => [b.name, b])), boxes, roads, roadsAt };
}

export const MAP: OmahaMap = loadMap(raw);

export function sideFeatures(a: string, b: string, map: OmahaMap = MAP): readonly HexsideFeature[] {
  return map.sides.get(sideKey(a, b)) ?? [];
}

/** The road crossing the hexside between two adjacent hexes, if any (Terrain Effects Chart). */
export function roadType(a: string, b: string, map: OmahaMap = MAP): RoadType | undefined {
  return map.roads.get(sideKey(a, b));
}

/** Sector of a hex (2.1): East = even rows CC ≤ 18, odd rows CC ≤ 19. */
export function sectorOf(id: string, map: OmahaMap = MAP): Sector {
  const h = map.hex.get(id);
  if (!h) throw new Error(`no hex ${id}`);
  return h.sector;
}

/** Distance from a hex to the nearest hex of a position (two-hex WNs are one position, 6.21). */
export function distanceToPosition(hex: string, p: Position): number {
  let best = Infinity;
  for (const h of p.hexes) best = Math.min(best, distance(hex, h));
  return best;
}

export function positionsOfColour(colour: Colour, map: OmahaMap = MAP): Position[] {
  return map.data.positions.filter((p) => p.colour === colour);
}

/** Low level: beach, flat (pavilion/draw) and sea; the rest is high ground. */
export function isLowLevel(h: MapHex): boolean {
  return h.terrain === 'beach' || h.terrain === 'pavilion_draw' || h.terrain === 'sea';
}

/** Under water at this tide (5.21): the low line at mid and high tide, the mid line at high tide. */
export function underWater(h: MapHex, tide: 'low' | 'mid' | 'high'): boolean {
  if (h.terrain === 'sea') return true;
  if (h.tide === 'low') return tide !== 'low';
  if (h.tide === 'mid') return tide === 'high';
  return false;
}
