/**
 * The map format (DDOB 2.1), validated with zod; errors name the offending field. See README
 * "Map format". The shipped map (`data/omaha-map.json`) is the project's transcription of the 2013
 * map (public, S3) with fire-dot owners derived (nearest same-colour position; 6.23 for 1313/1314).
 */
import { z } from 'zod';

const HexId = z.string().regex(/^\d{4}$/, 'a hex id is 4 digits RRCC');
const ColourSchema = z.enum(['orange', 'red', 'purple', 'blue', 'green', 'brown']);
const SectorSchema = z.enum(['East', 'West']);

export const TerrainSchema = z.enum(['sea', 'beach', 'pavilion_draw', 'high_ground', 'rough', 'bocage', 'woods']);
export const HexsideFeatureSchema = z.enum(['bluff', 'slope', 'sheer_cliff', 'scaleable_cliff', 'at_ditch', 'wall', 'seawall', 'shingle', 'hedge']);

export const DotSchema = z.object({
  colour: ColourSchema,
  intensity: z.enum(['intense', 'steady', 'sporadic']),
  /** The position projecting the dot (not printed: derived). */
  owner: z.string(),
  ownerSource: z.enum(['derived-nearest', 'derived-tie', 'rulebook']),
});

export const HexSchema = z.object({
  id: HexId,
  terrain: TerrainSchema,
  sector: SectorSchema,
  buildings: z.boolean().optional(),
  /** Which tide line crosses the hex (5.21). */
  tide: z.enum(['low', 'mid', 'high']).optional(),
  /** Beach obstacles (mined, 5.14, 10). */
  obstacles: z.boolean().optional(),
  fire: z.array(DotSchema).optional(),
  /** Draw the hex lies in (outline reading, for 13.21). */
  draw: z.enum(['D-1', 'D-3', 'E-1', 'E-3']).optional(),
  exit: z.enum(['A', 'B', 'C', 'D', 'E', 'F', 'G']).optional(),
  label: z.string().optional(),
});

export const HexsideSchema = z.object({ hexes: z.tuple([HexId, HexId]), feature: HexsideFeatureSchema });

/**
 * A road crossing a hexside (Terrain Effects Chart: main road, secondary road, trail, mined road; DDOB
 * 7.3, 17.2, 19.3, 23). `public`: the transcription's automated candidates (confidence low–medium);
 * `stand-in`: our completion or correction of them, with a note saying why (README stand-in 7).
 */
export const RoadSchema = z.object({
  hexes: z.tuple([HexId, HexId]),
  type: z.enum(['primary', 'secondary', 'trail', 'mined']),
  provenance: z.enum(['public', 'stand-in']),
  confidence: z.literal('candidate').optional(),
  note: z.string().optional(),
});

export const PositionSchema = z.discriminatedUnion('kind', [
  z.object({
    id: z.string().regex(/^WN\d\d$/),
    kind: z.literal('wn'),
    hexes: z.array(HexId).min(1).max(2),
    colour: ColourSchema,
    sector: SectorSchema,
    artillerySymbol: z.enum(['75', '88']).nullable(),
    artilleryHex: HexId.optional(),
    number: z.number().int(),
  }),
  z.object({
    id: z.string(),
    kind: z.literal('reinforcement'),
    hexes: z.array(HexId).length(1),
    colour: ColourSchema,
    sector: SectorSchema,
    zone: z.enum(['A', 'B', 'C', 'D', 'E', 'F', 'G']).nullable(),
    /** The number in the id is the reinforcement priority; unnamed positions count as 0 (9.41). */
    priority: z.number().int().min(0).max(11),
    named: z.boolean(),
    vp: z.boolean(),
    buildings: z.boolean(),
  }),
]);

export const LandingBoxSchema = z.object({
  order: z.number().int().min(1),
  name: z.string(),
  lettered: z.boolean(),
  sector: SectorSchema,
  landing: z.object({ low: HexId, mid: HexId, high: HexId.nullable() }),
  artCheck: z.string(),
});

export const MapSchema = z.object({
  provenance: z.object({ kind: z.literal('public'), source: z.string(), edition: z.string() }),
  hexes: z.array(HexSchema).min(1),
  hexsides: z.array(HexsideSchema),
  positions: z.array(PositionSchema),
  landingBoxes: z.array(LandingBoxSchema),
  exits: z.record(z.enum(['A', 'B', 'C', 'D', 'E', 'F', 'G']), HexId),
  roads: z.array(RoadSchema).default([]),
  roadsSource: z.string().optional(),
});

export type MapData = z.infer<typeof MapSchema>;
export type MapHex = z.infer<typeof HexSchema>;
export type Position = z.infer<typeof PositionSchema>;
export type LandingBox = z.infer<typeof LandingBoxSchema>;
export type HexsideFeature = z.infer<typeof HexsideFeatureSchema>;
export type Terrain = z.infer<typeof TerrainSchema>;
export type Road = z.infer<typeof RoadSchema>;
export type RoadType = Road['type'];
