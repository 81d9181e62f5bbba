/**
 * CG R2.1, SB2 The map format: hexes numbered `RRCC` (digest 5.1: RR grows northward, CC
 * eastward, odd rows shifted half a hex east), each with its terrain, settlement, country,
 * Defensive Works and fortified line; hexsides with rivers, crossings and roads; map edges.
 * Validated with zod so an error names the offending field.
 */
import { z } from 'zod';
import { ProvenanceSchema } from '../data/provenance.js';
import { RIVERS, TERRAINS } from '../data/terrain.js';

/** A four-digit hex number `RRCC` (CG R2.1; e.g. Eben Emael 2928). */
export const HexIdSchema = z.string().regex(/^\d{4}$/, 'a hex number is four digits RRCC');

export const COUNTRIES = ['NL', 'BE', 'LUX', 'FR', 'DE'] as const;
export type Country = (typeof COUNTRIES)[number];

export const EDGES = ['north', 'south', 'east', 'west'] as const;
export type Edge = (typeof EDGES)[number];

export const FORTIFIED_LINES = ['maginot', 'metz', 'belgian', 'westwall', 'eben-emael'] as const;
export type FortifiedLine = (typeof FORTIFIED_LINES)[number];

/** Scenario 1 areas (CG SB5.8b-d): the Maginot Zone, the Allied Blind Spot, the Dyle Plan Area and its line. */
export const REGIONS = ['maginot-zone', 'blind-spot', 'dyle-area', 'dyle-line'] as const;
export type Region = (typeof REGIONS)[number];

export const HexSchema = z
  .object({
    id: HexIdSchema,
    terrain: z.enum(TERRAINS),
    country: z.enum(COUNTRIES),
    settlement: z.object({ kind: z.enum(['town', 'city']), name: z.string().min(1) }).strict().optional(),
    /** Defensive Works (CG R10.9b), with their nationality implied by the country. */
    works: z.boolean().optional(),
    /** Fortified Line with its printed garrison CS (CG R11.7a). */
    fortified: z.object({ line: z.enum(FORTIFIED_LINES), garrison: z.number().positive() }).strict().optional(),
    port: z.boolean().optional(),
    /** Scenario areas the hex belongs to (CG SB5.8). */
    regions: z.array(z.enum(REGIONS)).optional(),
    /** Which map edges the hex lies on (supply sources, exits: CG R7.3, SB7.20). */
    edge: z.array(z.enum(EDGES)).optional(),
    provenance: ProvenanceSchema.optional(),
  })
  .strict();
export type HexRow = z.infer<typeof HexSchema>;

export const HexsideSchema = z
  .object({
    a: HexIdSchema,
    b: HexIdSchema,
    river: z.enum(RIVERS).optional(),
    /** A River Crossing (bridge) over the river (CG TEC L5276-L5279). */
    crossing: z.boolean().optional(),
    /** A road runs across this hexside (CG R10.4). */
    road: z.boolean().optional(),
    name: z.string().optional(),
    provenance: ProvenanceSchema.optional(),
  })
  .strict()
  .refine((s) => s.a !== s.b, { message: 'a hexside joins two different hexes', path: ['b'] })
  .refine((s) => s.crossing !== true || s.river !== undefined, { message: 'a crossing needs a river', path: ['crossing'] });
export type HexsideRow = z.infer<typeof HexsideSchema>;

export const MapSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    /** Provenance of every hex and hexside that does not give its own. */
    provenance: ProvenanceSchema,
    hexes: z.array(HexSchema).min(1),
    hexsides: z.array(HexsideSchema),
  })
  .strict();
export type MapData = z.infer<typeof MapSchema>;
