/**
 * CG SB5-SB7 Turn Record Track and schedule facts for scenarios 1 and 2 (the Turn Record Track,
 * the reinforcement tables and rules 13.4-13.6 are missing from the Italian text, digest 4.14),
 * the formats they will fill, and the stand-ins we ship where the text gives constraints only.
 * Not used by Fortress Holland.
 */
import { z } from 'zod';
import { ProvenanceSchema, derived, rulebook, standIn, type Provenance } from './provenance.js';
import { HexIdSchema } from '../map/schema.js';

/** A reinforcement: which counter arrives on which turn, and where it enters (CG R10.2). */
export const ReinforcementSchema = z
  .object({
    turn: z.number().int().min(1).max(10),
    side: z.enum(['german', 'allied']),
    counter: z.string().min(1),
    entry: z.union([z.object({ edge: z.enum(['south', 'west', 'east']) }).strict(), z.object({ hex: HexIdSchema }).strict(), z.literal('rail'), z.literal('german-city-or-town')]),
    provenance: ProvenanceSchema,
  })
  .strict();
export type Reinforcement = z.infer<typeof ReinforcementSchema>;

/** What the scenario 1-2 text puts on the Turn Record Track and the Replacement/Refit track. */
export const TURN_TRACK_FACTS: readonly { readonly what: string; readonly turn: number; readonly scenarios: readonly number[]; readonly provenance: Provenance }[] = [
  { what: '4 DCR attrition chit joins the Allied cup', turn: 3, scenarios: [1, 2], provenance: rulebook('CG SB5.3 L2993-L3038') },
  { what: '1st Armoured attrition chit joins the Allied cup', turn: 4, scenarios: [1, 2], provenance: rulebook('CG SB5.3 L2993-L3038') },
  { what: 'Allied armour Replacement marker (box 3 of the track)', turn: 3, scenarios: [1], provenance: rulebook('CG SB5.3 L2993-L3038') },
  { what: 'Allied and German infantry Replacement markers (box 4 of the track)', turn: 4, scenarios: [1], provenance: rulebook('CG SB5.3 L2993-L3038') },
  { what: 'German Panzer Refit marker (box 7 of the track: 7 Refit points)', turn: 0, scenarios: [1, 2], provenance: rulebook('CG SB5.3, SB5.17 L3484-L3506') },
  { what: 'French and German replacements arrive (4 + 3 Allied steps, 4 German)', turn: 5, scenarios: [1, 2], provenance: rulebook('CG SB5.14-SB5.15 L3407-L3470') },
  { what: 'Units rebuilt from replacements enter', turn: 6, scenarios: [1, 2], provenance: rulebook('CG SB5.14-SB5.15') },
  { what: '12 Better Defense markers received (End Phase)', turn: 5, scenarios: [1, 2], provenance: rulebook('CG SB5.16') },
  { what: 'A French cavalry division removed by the vanishing screen returns', turn: 5, scenarios: [1], provenance: rulebook('CG SB5.8c') },
];

/**
 * CG R13.4-13.6 Dynamo evacuation: missing. The stand-in parameters satisfy the R5.1e example
 * (T04: two DIS markers leave a capacity of 4, so the base is 6) and R6.3 (never below 4).
 */
export const DYNAMO = Object.freeze({
  ports: { value: ['Oostende', 'Dunkerque', 'Calais', 'Boulogne'] as const, provenance: rulebook('CG R13.3b L2806-L2837') },
  baseCapacity: { value: 6, provenance: derived('CG R5.1e example L800-L838 (T04): capacity 4 after two DIS markers') },
  capacityPerDis: { value: -1, provenance: rulebook('CG R6.3 L891-L898') },
  minimumCapacity: { value: 4, provenance: rulebook('CG R6.3 L891-L898') },
  vpPerEvacuatedStep: { value: 1, provenance: standIn('R13.2a says the Allies earn VP for evacuated units; the amount is missing (gap-fill 4)') },
  declarationTurns: { value: [3, 4] as const, provenance: rulebook('CG R13.1 L2771-L2786; GMT errata 13.1c') },
  germanVpTurn3: { value: 3, provenance: rulebook('CG R13.1c; GMT errata 13.1c') },
});

/** The scenario 1-2 reinforcement tables are missing: no stand-in list is shipped (no counters to list yet). */
export const REINFORCEMENTS: readonly Reinforcement[] = [];
