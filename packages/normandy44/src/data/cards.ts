/**
 * The German reinforcement schedule (N44 6.6), the Allied "In Great Britain" card (N44 6.5) and the
 * Cherbourg scenario card (N44 26.1), as typed data validated by schemas.
 */
import { z } from 'zod';
import reinforcementsRaw from './reinforcements.json';
import inBritainRaw from './in-britain.json';
import type { Provenance } from './provenance.js';

const armor = z.object({ value: z.number().int().min(1).max(5), box: z.enum(['grey', 'red']) }).nullable();
const publicProvenance = z.object({ kind: z.literal('public'), source: z.string(), edition: z.string() });

export const EntryColourSchema = z.enum(['blue', 'green', 'red', 'orange']);
export type EntryColour = z.infer<typeof EntryColourSchema>;

export const ReinforcementSchema = z.object({
  turn: z.number().int().min(2).max(22),
  unit: z.string(),
  size: z.string(),
  symbol: z.string(),
  strength: z.number().int().min(0),
  defenseOnly: z.boolean(),
  armor,
  ma: z.number().int().min(0),
  bicycle: z.boolean(),
  tq: z.number().int().min(-2).max(2).nullable(),
  /** The entry zone colour (N44 6.6). */
  entryColour: EntryColourSchema,
});
export type Reinforcement = z.infer<typeof ReinforcementSchema>;

export const ReinforcementCardSchema = z.object({
  provenance: publicProvenance,
  schedule: z.array(ReinforcementSchema),
  cadreBoxes: z.object({ heerOrSs: z.number().int(), luftwaffe: z.number().int() }),
});
export type ReinforcementCard = z.infer<typeof ReinforcementCardSchema>;

export const InBritainUnitSchema = z.object({
  army: z.enum(['us', 'british']),
  rp: z.number().int().min(1).max(4),
  unit: z.string(),
  size: z.string().nullable().optional(),
  symbol: z.string().nullable().optional(),
  strength: z.number().int().min(0),
  defenseOnly: z.boolean(),
  armor,
  ma: z.number().int().min(0),
  tq: z.number().int().min(-2).max(2).nullable(),
});
export type InBritainUnit = z.infer<typeof InBritainUnitSchema>;

export const InBritainCardSchema = z.object({ provenance: publicProvenance, units: z.array(InBritainUnitSchema) });
export type InBritainCard = z.infer<typeof InBritainCardSchema>;

let reinf: ReinforcementCard | null = null;
let britain: InBritainCard | null = null;

/** The 2015 German Reinforcement Card (turns 2-22). */
export function germanReinforcements(): ReinforcementCard {
  if (reinf === null) reinf = ReinforcementCardSchema.parse(reinforcementsRaw);
  return reinf;
}

/** The 2015 In Britain card: Allied units by RP cost. */
export function inBritain(): InBritainCard {
  if (britain === null) britain = InBritainCardSchema.parse(inBritainRaw);
  return britain;
}

export interface CherbourgReinforcement {
  readonly turn: number;
  readonly unit: string;
  readonly strength: number;
  readonly ma: number;
  readonly tq: number;
  /** Placed at La Haye-du-Puits and may move normally from there. */
  readonly hex: string;
}

/** Cherbourg card German reinforcements, by edition. The 2010 card matches rule 26 (default). */
export const CHERBOURG_REINFORCEMENTS: Readonly<Record<'2010' | '2015', { readonly provenance: Provenance; readonly units: readonly CherbourgReinforcement[] }>> = {
  '2010': {
    provenance: { kind: 'rulebook', ref: 'N44 26.1 (L1706-1712); the 2010 card AtStartCard-CHERBOURG_crop.png agrees' },
    units: [
      { turn: 5, unit: '1/1050/77', strength: 2, ma: 3, tq: 0, hex: '2506' },
      { turn: 6, unit: '1049(-)/77', strength: 4, ma: 3, tq: 0, hex: '2506' },
      { turn: 6, unit: '1050(-)/77', strength: 4, ma: 3, tq: 0, hex: '2506' },
    ],
  },
  '2015': {
    provenance: { kind: 'public', source: 'AtStartCard-CHERBOURG_2015.png in github.com/HerrEklund/wasa', edition: '2015 printing' },
    units: [
      { turn: 5, unit: '3/1050/77', strength: 2, ma: 3, tq: 0, hex: '2506' },
      { turn: 6, unit: '1049(-)/77', strength: 4, ma: 3, tq: 0, hex: '2506' },
      { turn: 6, unit: '2/1050/77', strength: 2, ma: 3, tq: 0, hex: '2506' },
    ],
  },
};
