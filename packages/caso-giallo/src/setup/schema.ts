/**
 * CG SB The set-up format: a scenario names its map, its counters and where each starts (a hex
 * number, or an off-map box such as the German airborne box), its length, chits and air.
 */
import { z } from 'zod';
import { ProvenanceSchema } from '../data/provenance.js';
import { HexIdSchema } from '../map/schema.js';
import { ReinforcementSchema } from '../data/schedules.js';

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
    /** Refugee markers may be placed in these countries' towns and cities (CG SB5.11: Belgium and the Netherlands; SB8.7: the Netherlands). */
    refugeeCountries: z.array(z.enum(['NL', 'BE'])).optional(),
    units: z.array(PlacementSchema).min(1),
    /** Which scenario's rules apply (CG SB5-SB8): 1 historical, 2 better information, 3 hypothetical, 4 (default) Fortress Holland. */
    scenario: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).optional(),
    /** Scenario 2 victory variant (CG SB6.4h, SB6.20). */
    variant: z.union([z.literal(1), z.literal(2)]).optional(),
    /** Reinforcements by turn (CG R10.2). */
    reinforcements: z.array(ReinforcementSchema).optional(),
    provenance: ProvenanceSchema,
  })
  .strict();
export type Setup = z.input<typeof SetupSchema>;
export type SetupData = z.infer<typeof SetupSchema>;
