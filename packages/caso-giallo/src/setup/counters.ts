/**
 * CG R2.2a The counter manifest format: each combat unit's printed values (CS, MA, TR on its
 * front and, for two-step units, its back), MA colour, red box, No-ZOC stripe and set-up stars.
 * The Italian text has no counter data (digest 5.9): values the text states are `rulebook`
 * (e.g. FJ regiments CS 1/2, MA 2, SB4.1a), values the SB9 walkthrough pins down are `derived`,
 * the rest are `stand-in`.
 */
import { z } from 'zod';
import { ProvenanceSchema, derived, rulebook, standIn } from '../data/provenance.js';

export const SIDES = ['german', 'allied'] as const;
export type Side = (typeof SIDES)[number];
export const SideSchema = z.enum(SIDES);

export const NATIONALITIES = ['german', 'french', 'british', 'belgian', 'dutch'] as const;
export const SIZES = ['regiment', 'brigade', 'division', 'corps', 'arko', 'supply'] as const;
export type Size = (typeof SIZES)[number];
export const UNIT_TYPES = ['panzer', 'armoured', 'motorized', 'fj', 'll', 'infantry', 'cavalry'] as const;

const ValuesSchema = z.object({ cs: z.number().min(0), ma: z.number().int().min(0), tr: z.number().int().min(0) }).strict();

export const CounterSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    side: SideSchema,
    nationality: z.enum(NATIONALITIES),
    size: z.enum(SIZES),
    types: z.array(z.enum(UNIT_TYPES)),
    /** Red box around the MA: motorized type (CG R10.3a). */
    redBox: z.boolean(),
    /** Yellow MA may ignore lower-TR ZOC (CG R9.3); black must stop (R9.2). */
    maColor: z.enum(['black', 'yellow']),
    /** No-ZOC stripe (CG R9.1b-c): none, yellow (a division alone has no ZOC), white (never). */
    zocStripe: z.enum(['none', 'yellow', 'white']),
    front: ValuesSchema,
    /** The reduced side of a two-step unit; absent for one-step units. */
    back: ValuesSchema.optional(),
    /** Set-up stars (CG SB5.8a, SB8.9): black stars forbid movement in early Allied Move rounds. */
    blackStars: z.number().int().min(0).max(2).optional(),
    /** Red or yellow set-up stars (CG SB5.8a, SB5.8d): red, bound for the Dyle Line; yellow, the Antwerp group. */
    dyleStars: z.enum(['red', 'yellow']).optional(),
    provenance: ProvenanceSchema,
  })
  .strict();
export type Counter = z.infer<typeof CounterSchema>;
export const ManifestSchema = z.array(CounterSchema).min(1);

const SI = (what: string) => standIn(`counter values not in the sources (digest 5.9); ${what}`);
const WT = derived('CG SB9 walkthrough (digest 5.8 fixture assignment: the stated odds and MP costs hold)');

const corps = (id: string, name: string): Counter => ({
  id, name, side: 'german', nationality: 'german', size: 'corps', types: ['infantry'], redBox: false, maColor: 'black', zocStripe: 'none',
  front: { cs: 5, ma: 4, tr: 3 }, back: { cs: 3, ma: 4, tr: 2 }, provenance: WT,
});
const germanDivision = (id: string, name: string): Counter => ({
  id, name, side: 'german', nationality: 'german', size: 'division', types: ['infantry'], redBox: false, maColor: 'black', zocStripe: 'yellow',
  front: { cs: 3, ma: 4, tr: 3 }, back: { cs: 2, ma: 4, tr: 2 }, provenance: WT,
});
const fj = (id: string, name: string): Counter => ({
  id, name, side: 'german', nationality: 'german', size: 'regiment', types: ['fj'], redBox: false, maColor: 'black', zocStripe: 'white',
  front: { cs: 0.5, ma: 2, tr: 4 }, provenance: rulebook('CG SB4.1a (CS 1/2, MA 2, never ZOC); TR is a stand-in'),
});
const dutch = (id: string, name: string, size: Size, zoc: 'none' | 'white', prov = WT): Counter => ({
  id, name, side: 'allied', nationality: 'dutch', size, types: ['infantry'], redBox: false, maColor: 'black', zocStripe: zoc,
  front: { cs: 1, ma: 3, tr: 2 }, blackStars: 1, provenance: prov,
});

/** The Fortress Holland counters (CG SB8.5: the set-up card is missing; SB9 names every unit). */
export const FORTRESS_HOLLAND_COUNTERS: readonly Counter[] = [
  {
    id: '9Pz', name: '9. Panzer-Division', side: 'german', nationality: 'german', size: 'division', types: ['panzer', 'armoured'], redBox: true, maColor: 'yellow', zocStripe: 'none',
    front: { cs: 3, ma: 6, tr: 4 }, back: { cs: 2, ma: 6, tr: 3 }, provenance: WT,
  },
  {
    id: 'LAH', name: 'Leibstandarte SS Adolf Hitler', side: 'german', nationality: 'german', size: 'regiment', types: ['motorized'], redBox: true, maColor: 'yellow', zocStripe: 'white',
    front: { cs: 1, ma: 6, tr: 4 }, provenance: WT,
  },
  {
    id: 'SS-V', name: 'SS-Verfügungs-Division', side: 'german', nationality: 'german', size: 'division', types: ['motorized'], redBox: true, maColor: 'yellow', zocStripe: 'none',
    front: { cs: 3, ma: 6, tr: 4 }, back: { cs: 2, ma: 6, tr: 3 }, provenance: WT,
  },
  corps('IX', 'IX. Armeekorps'),
  corps('X', 'X. Armeekorps'),
  corps('XI', 'XI. Armeekorps'),
  corps('XXVI', 'XXVI. Armeekorps'),
  germanDivision('208', '208. Infanterie-Division'),
  germanDivision('225', '225. Infanterie-Division'),
  fj('FJ1', 'I./FJR 1'),
  fj('FJ2', 'II./FJR 1'),
  fj('FJ3', 'I./FJR 2'),
  fj('FJ4', 'II./FJR 2'),
  {
    id: '22LL', name: '22. Luftlande-Division', side: 'german', nationality: 'german', size: 'division', types: ['ll'], redBox: false, maColor: 'black', zocStripe: 'yellow',
    front: { cs: 2, ma: 2, tr: 3 }, back: { cs: 2, ma: 2, tr: 2 },
    provenance: derived('CG SB4.1c (CS 2, MA 2, ZOC only when stacked with a division); reduced CS 2 from the 1-2 odds of SB9 L4947-L4949; TR stand-in'),
  },
  dutch('NL1', '1e Divisie', 'division', 'none', SI('Dutch divisions CS 1 (SB9 odds)')),
  dutch('NL7', '7e Divisie', 'division', 'none'),
  dutch('BrigG', 'Brigade G', 'brigade', 'white'),
  dutch('Rdam', 'Divisie Rotterdam', 'division', 'none'),
  dutch('PeelA', 'Peel-Divisie (a)', 'brigade', 'white'),
  dutch('PeelB', 'Peel-Divisie (b)', 'brigade', 'white'),
  dutch('Lichte', 'Lichte Divisie', 'division', 'none'),
  dutch('BrigB', 'Brigade B', 'brigade', 'white', SI('a unit of our own that retakes Breda in round 8 (SB9 L5108 names no unit)')),
];

export const isTwoStep = (c: Counter): boolean => c.back !== undefined;
