/**
 * CG SB5-SB7 Turn Record Track and schedule facts for scenarios 1 and 2 (the Turn Record Track,
 * the reinforcement tables and rules 13.4-13.6 are missing from the Italian text, digest 4.14),
 * the formats they will fill, and the stand-ins we ship where the text gives constraints only.
 * Not used by Fortress Holland.
 */
import { z } from 'zod';
import { ProvenanceSchema, derived, rulebook, standIn, type Provenance } from './provenance.js';
import { HexIdSchema } from '../map/schema.js';

/** Where a reinforcement enters (CG R10.2; SB5.14 "from the south or west edge or by rail"). */
export const ReinforcementEntrySchema = z.union([z.object({ edge: z.enum(['south', 'west', 'east']) }).strict(), z.object({ hex: HexIdSchema }).strict(), z.literal('rail'), z.literal('german-city-or-town')]);

/** A reinforcement: which counter arrives on which turn, and where it enters (CG R10.2). */
export const ReinforcementSchema = z
  .object({
    turn: z.number().int().min(1).max(10),
    side: z.enum(['german', 'allied']),
    counter: z.string().min(1),
    entry: ReinforcementEntrySchema,
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

const RS = (why: string) => standIn(`reinforcement tables missing (digest 4.14, gap-fill 5); ${why}`);
const german = (turn: number, counter: string, why = 'OKH reserve released after the 1940 order of battle; ours'): Reinforcement => ({ turn, side: 'german', counter, entry: { edge: 'east' }, provenance: RS(why) });
const allied = (turn: number, counter: string, entry: Reinforcement['entry'], why = 'French general reserve after the 1940 order of battle; ours'): Reinforcement => ({ turn, side: 'allied', counter, entry, provenance: RS(why) });

/**
 * CG R10.2, SB5.19 Stand-in reinforcement schedule of scenarios 1-2: the German OKH reserve enters
 * from the east edge; French reserves from the south or west edge or by rail (SB5.14 names those
 * entries). Turn facts the text gives hold: the 4 DCR arrives with its attrition chit on turn 3,
 * the British 1st Armoured with its chit on turn 4 (SB5.3).
 */
export const REINFORCEMENTS: readonly Reinforcement[] = [
  german(2, 'SS-T'),
  german(2, 'XXXVIII'),
  german(2, 'ID-A'),
  german(3, 'XL'),
  german(3, 'ID-B'),
  german(4, 'XLII'),
  german(4, 'ID-C'),
  german(5, 'XLIII'),
  german(6, 'ID-D'),
  german(6, 'XLIV'),
  allied(2, 'I-FR', 'rail'),
  allied(2, 'DI-A', { edge: 'south' }),
  allied(2, 'AG1', { edge: 'south' }),
  { ...allied(3, '4DCR', { edge: 'south' }), provenance: derived('CG SB5.3: the 4 DCR attrition chit joins the cup on turn 3, so the division arrives then') },
  allied(3, 'VII-FR', 'rail'),
  allied(3, 'DI-B', { edge: 'west' }),
  allied(3, 'GpCary', { edge: 'south' }),
  { ...allied(4, '1ArmdBR', { edge: 'west' }), provenance: derived('CG SB5.3: the 1st Armoured attrition chit joins the cup on turn 4, so the division arrives then') },
  allied(4, 'XXIII-FR', 'rail'),
  allied(4, 'DI-C', { edge: 'south' }),
  allied(5, 'XXV-FR', { edge: 'south' }),
  allied(5, 'DI-D', { edge: 'west' }),
  allied(6, 'DI-E', { edge: 'south' }),
  allied(7, 'DI-F', { edge: 'south' }),
];

/**
 * CG SB7.4, SB7.19 Scenario 3: the same reserves, plus the S-3 units the text sends to the
 * reinforcement track (4 DCR, GFML, 6 DLC, II Corps "II Col"; SB7.4 L4184-L4200); the turns are ours.
 */
export const REINFORCEMENTS_S3: readonly Reinforcement[] = [
  ...REINFORCEMENTS.filter((r) => r.counter !== 'AG1'),
  allied(2, 'GFML', { edge: 'south' }, 'SB7.4 puts GFML on the reinforcement track; turn ours'),
  allied(3, '6DLC', { edge: 'south' }, 'SB7.4 puts 6 DLC on the reinforcement track; turn ours'),
  allied(4, 'II-Col', 'rail', 'SB7.4 puts II Col on the reinforcement track; turn ours'),
];
