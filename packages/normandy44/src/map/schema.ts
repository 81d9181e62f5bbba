/**
 * The map format (documented in the package README): hex terrain, hexside features, roads, named
 * places, beaches, entry hexes and the zones and lines the rules use (N44 2.2, TEC, 6.6, 16.3,
 * 19.2, 22.1, 24.3). Hexes are the printed four-digit numbers RRCC (digest 5.1).
 */
import { z } from 'zod';

export const HexIdSchema = z.string().regex(/^[0-9]{4}$/, 'a hex is its printed four-digit number RRCC');
export type HexId = z.infer<typeof HexIdSchema>;

export const HEX_TERRAINS = ['clear', 'mixed', 'bocage', 'town', 'woods', 'city', 'flooded', 'marsh', 'sea'] as const;
export const HexTerrainSchema = z.enum(HEX_TERRAINS);
export type MapTerrain = z.infer<typeof HexTerrainSchema>;

export const HEXSIDE_FEATURES = ['minor-river', 'major-river', 'flooded', 'carpiquet', 'perimeter', 'blue', 'causeway'] as const;

const ProvenanceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rulebook'), ref: z.string(), note: z.string().optional() }),
  z.object({ kind: z.literal('public'), source: z.string(), edition: z.string(), note: z.string().optional() }),
  z.object({ kind: z.literal('derived'), from: z.string() }),
  z.object({ kind: z.literal('stand-in'), note: z.string() }),
]);

export const MapHexSchema = z.object({
  id: HexIdSchema,
  /** The main terrain; `town` hexes take their MP cost from `under` (OTIH, N44 TEC). */
  terrain: HexTerrainSchema,
  /** For a town: the other terrain in the hex (defaults to clear). */
  under: HexTerrainSchema.optional(),
  /** Brown hilltop hex (N44 2.2, 11.8). */
  hilltop: z.boolean().optional(),
  airfield: z.boolean().optional(),
  /** A permanent IP usable by either side (Osteck, Westeck, N44 16.1). */
  permanentIp: z.boolean().optional(),
});
export type MapHex = z.infer<typeof MapHexSchema>;

export const MapHexsideSchema = z.object({
  a: HexIdSchema,
  b: HexIdSchema,
  feature: z.enum(HEXSIDE_FEATURES),
});

export const MapRoadSchema = z.object({
  kind: z.enum(['main', 'secondary']),
  /** Consecutive adjacent hexes the road runs through; a road crossing a river is a bridge (N44 9.3). */
  path: z.array(HexIdSchema).min(2),
});

export const PLACE_KINDS = ['city', 'town', 'battery', 'drop', 'glider-lz', 'mulberry', 'mobilization-243', 'mobilization-709', 'other'] as const;

export const MapPlaceSchema = z.object({
  name: z.string().min(1),
  kind: z.enum(PLACE_KINDS),
  hexes: z.array(HexIdSchema).min(1),
  provenance: ProvenanceSchema,
});

export const MapBeachSchema = z.object({
  name: z.enum(['Utah', 'Omaha', 'Pointe du Hoc', 'Gold', 'Juno', 'Sword']),
  /** Sector or landing-box name, e.g. "29th" / "1st" at Omaha. */
  sector: z.string().optional(),
  hex: HexIdSchema,
  provenance: ProvenanceSchema,
});

export const MapEntrySchema = z.object({ hex: HexIdSchema, colour: z.enum(['blue', 'green', 'red', 'orange']) });

/** Areas the rules use, as hex sets; a line is the boundary of an area. */
export const ZONE_NAMES = [
  'cherbourg-perimeter', // inside the Perimeter (N44 16.3)
  'naval-bombardment', // inside the Naval Bombardment Zone (N44 19.2)
  'june27-allied', // the Allied (north) side of the 27 June Historical Advance Line (N44 24.3, 26.1)
  'us-army', // the US side of the Army Boundary (N44 22.1)
  'allied-bombardment-beyond', // beyond the Allied Bombardment Line (N44 25)
] as const;
export const MapZoneSchema = z.object({ name: z.enum(ZONE_NAMES), hexes: z.array(HexIdSchema), provenance: ProvenanceSchema });

export const MapSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    provenance: ProvenanceSchema,
    /** How printed numbers map to the grid: RRCC, rows northward, odd rows shifted east (digest 5.1). */
    grid: z.object({ order: z.literal('row-column'), layout: z.literal('odd-r') }),
    hexes: z.array(MapHexSchema).min(1),
    hexsides: z.array(MapHexsideSchema),
    roads: z.array(MapRoadSchema),
    places: z.array(MapPlaceSchema),
    beaches: z.array(MapBeachSchema),
    entries: z.array(MapEntrySchema),
    zones: z.array(MapZoneSchema),
    /** The map edges with a meaning (N44 8.5.5, 18.1, 23.2): hexes on the south and east edges. */
    edges: z.object({ south: z.array(HexIdSchema), east: z.array(HexIdSchema) }),
  })
  .superRefine((m, ctx) => {
    const ids = new Set<string>();
    m.hexes.forEach((h, i) => {
      if (ids.has(h.id)) ctx.addIssue({ code: 'custom', path: ['hexes', i, 'id'], message: `duplicate hex ${h.id}` });
      ids.add(h.id);
    });
    const known = (id: string, path: (string | number)[]): void => {
      if (!ids.has(id)) ctx.addIssue({ code: 'custom', path, message: `hex ${id} is not on the map` });
    };
    m.hexsides.forEach((s, i) => {
      known(s.a, ['hexsides', i, 'a']);
      known(s.b, ['hexsides', i, 'b']);
      if (!adjacentIds(s.a, s.b)) ctx.addIssue({ code: 'custom', path: ['hexsides', i], message: `${s.a} and ${s.b} are not adjacent` });
    });
    m.roads.forEach((r, i) =>
      r.path.forEach((h, j) => {
        known(h, ['roads', i, 'path', j]);
        const prev = r.path[j - 1];
        if (prev !== undefined && !adjacentIds(prev, h)) ctx.addIssue({ code: 'custom', path: ['roads', i, 'path', j], message: `${prev} and ${h} are not adjacent` });
      }),
    );
    m.places.forEach((p, i) => p.hexes.forEach((h, j) => known(h, ['places', i, 'hexes', j])));
    m.beaches.forEach((b, i) => known(b.hex, ['beaches', i, 'hex']));
    m.entries.forEach((e, i) => known(e.hex, ['entries', i, 'hex']));
    m.zones.forEach((z, i) => z.hexes.forEach((h, j) => known(h, ['zones', i, 'hexes', j])));
  });
export type MapFile = z.infer<typeof MapSchema>;

/** Row and column of a printed number. */
export function rowCol(id: string): { readonly row: number; readonly col: number } {
  return { row: Number(id.slice(0, 2)), col: Number(id.slice(2, 4)) };
}

/**
 * Adjacency of printed numbers (digest 5.1): same row, columns C +- 1; rows R +- 1 at C-1 and C
 * when R is even, at C and C+1 when R is odd.
 */
export function adjacentIds(a: string, b: string): boolean {
  const p = rowCol(a);
  const q = rowCol(b);
  const dr = q.row - p.row;
  if (dr === 0) return Math.abs(q.col - p.col) === 1;
  if (Math.abs(dr) !== 1) return false;
  const dc = q.col - p.col;
  return p.row % 2 === 0 ? dc === -1 || dc === 0 : dc === 0 || dc === 1;
}
