/**
 * CG SB The set-up format: a scenario names its map, its counters and where each starts (a hex
 * number, or an off-map box such as the German airborne box), its length, chits and air.
 */
import { z } from 'zod';
import { ProvenanceSchema } from '../data/provenance.js';
import { HexIdSchema } from '../map/schema.js';

export const PlacementSchema = z
  .object({
    counter: z.string().min(1),
    /** A hex number, or `airborne` for the German Air Unit box (CG R2.1, SB4). */
    at: z.union([HexIdSchema, z.literal('airborne')]),
    provenance: ProvenanceSchema.optional(),
  })
  .strict();

export const SetupSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    map: z.string().min(1),
    /** Game turns (CG SB8.2: Fortress Holland is one turn, treated as turn 1: review finding 7). */
    turns: z.number().int().min(1).max(10),
    /** Action chits per side this turn (CG SB8.4b): German Move/Combat chits, Allied fixed ones. */
    chits: z.object({ german: z.number().int().min(0).max(4), alliedMove: z.number().int().min(0).max(2), alliedCombat: z.number().int().min(0).max(2) }).strict(),
    /** Who has the Initiative this turn (CG R4.1 C1; scenario 4: the German, SB8.4). */
    initiative: z.enum(['german', 'allied']),
    /** The initiative player's kept chit must be played as a Move (CG SB8.4c). */
    firstChitMove: z.boolean(),
    stukas: z.number().int().min(0).max(6),
    /** Refugee markers the German places before his first movement (CG SB8.7). */
    refugees: z.number().int().min(0).max(12),
    units: z.array(PlacementSchema).min(1),
    provenance: ProvenanceSchema,
  })
  .strict();
export type Setup = z.input<typeof SetupSchema>;
export type SetupData = z.infer<typeof SetupSchema>;
