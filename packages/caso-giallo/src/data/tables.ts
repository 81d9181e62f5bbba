/**
 * The charts of Case Yellow (CG charts, seed L5125-L5794) as typed data with provenance.
 * Complete charts are `rulebook` data; the CRT body and the River Crossing Interdiction table
 * are missing from the Italian text and are `stand-in` tables built to satisfy every constraint
 * the worked examples pin down (digest section 4.2; listed in the package README).
 */
import { derived, rulebook, standIn, type Provenance } from './provenance.js';

// ---------------------------------------------------------------------------------------------
// CG R11.3 Combat Results Table.

/** CRT result codes (CG charts L5482-L5508, result key complete). */
export const CRT_RESULTS = ['AE', 'AL1', 'C', 'BL1', 'ENG', 'DR', 'DL1', 'DE'] as const;
export type CrtResult = (typeof CRT_RESULTS)[number];

/**
 * CRT columns, worst to best for the attacker (CG R11.3a; digest 4.2: there is no 3-2 column, the
 * walkthrough shifts 2-1 to 1-1 with one shift and 1-1 to 1-3 with two more, L4955-L4963).
 */
export const CRT_COLUMNS = ['1-3', '1-2', '1-1', '2-1', '3-1', '4-1', '5-1', '6-1'] as const;
export type CrtColumn = (typeof CRT_COLUMNS)[number];
export const COLUMNS_PROVENANCE: Provenance = rulebook('CG R11.3a L2011-L2022; SB9 L4955-L4963');

/**
 * Stand-in CRT body, one row per column, die 1..6 (a high roll is good for the attacker; the
 * original's direction is unknown). It satisfies the constraints of digest 4.2 (CG SB9):
 * 1-1 has exactly one defender-retreat face and a BL1 face; 1-3 has exactly four AE/AL1 faces;
 * 3-1 has a DR; 4-1 has exactly one face after which a superior-TR attacker cannot advance
 * (AE, AL1 or ENG); 5-1 lets the attacker advance on every face, one face a safe retreat (DR),
 * five a step loss; 5-1 and 6-1 have faces that eliminate a one-step defender.
 */
export const CRT_BODY: Readonly<Record<CrtColumn, readonly CrtResult[]>> = Object.freeze({
  '1-3': ['AE', 'AE', 'AE', 'AL1', 'C', 'C'],
  '1-2': ['AE', 'AE', 'AL1', 'C', 'C', 'BL1'],
  '1-1': ['AE', 'AL1', 'C', 'BL1', 'ENG', 'DR'],
  '2-1': ['AL1', 'C', 'BL1', 'ENG', 'DR', 'DL1'],
  '3-1': ['AL1', 'C', 'BL1', 'DR', 'DR', 'DL1'],
  '4-1': ['ENG', 'BL1', 'DR', 'DL1', 'DL1', 'DE'],
  '5-1': ['DR', 'BL1', 'DL1', 'DL1', 'DE', 'DE'],
  '6-1': ['BL1', 'DL1', 'DL1', 'DE', 'DE', 'DE'],
});
export const CRT_PROVENANCE: Provenance = standIn(
  'CRT body missing from the Italian text (L5553-L5557) and not found in public sources (gap-fill 1); built to satisfy digest 4.2 constraints 1-6',
);

/** The CRT cell for a column index (0 = 1-3 ... 7 = 6-1) and a die face 1..6. */
export function crtCell(column: number, die: number): CrtResult {
  const name = CRT_COLUMNS[Math.max(0, Math.min(CRT_COLUMNS.length - 1, column))] as CrtColumn;
  return CRT_BODY[name][die - 1] as CrtResult;
}

/**
 * CG charts L5482-L5508: how a result changes when the attacker's TR is higher (applied once,
 * L2080-L2082). BL1 keeps its code but the defender also retreats one hex.
 */
export const TR_UPGRADE: Readonly<Partial<Record<CrtResult, CrtResult>>> = Object.freeze({ AE: 'AL1', AL1: 'C', C: 'DR' });
export const TR_UPGRADE_PROVENANCE: Provenance = rulebook('CG charts L5482-L5508');

// ---------------------------------------------------------------------------------------------
// CG R5.1e Stuka Dive Bombing Table (L5558-L5590), complete.

export const STUKA_RESULTS = ['NE*', 'NE', 'DIS', 'DIS', 'DIS', 'DIS+DL1'] as const;
export type StukaResult = 'NE*' | 'NE' | 'DIS' | 'DIS+DL1';
/** Row by modified die 1..6 (below 1 reads 1, above 6 reads 6). NE* matters only vs the Dynamo port. */
export const STUKA_TABLE: readonly StukaResult[] = Object.freeze(['NE*', 'NE', 'DIS', 'DIS', 'DIS', 'DIS+DL1']);
export const STUKA_DRM = Object.freeze({ lowTr: 1, lightCover: -1, heavyCover: -2 });
export const STUKA_PROVENANCE: Provenance = rulebook('CG R5.1e, charts L5558-L5590');

// CG R10.8 German Bridgehead Creation Table (L5605-L5628), complete: 4-6 succeed.
export const BRIDGEHEAD_TABLE: readonly boolean[] = Object.freeze([false, false, false, true, true, true]);
export const BRIDGEHEAD_DRM = Object.freeze({ turnOne: 3, trAbove3: 1, alliedOccupied: -2, works: -1 });
export const BRIDGEHEAD_PROVENANCE: Provenance = rulebook('CG R10.8, charts L5605-L5628');

/**
 * CG R10.8e: the Bridgehead markers are a hard limit (FJ bridgeheads, R10.8c(4), use none). The
 * counter mix's count is in no source (digest 2.3 "count unknown", gap-fill 9): 6 is ours.
 */
export const BRIDGEHEAD_MARKERS = Object.freeze({ value: 6, provenance: standIn('CG R10.8e: the count of Bridgehead markers is missing (digest 2.3, gap-fill 9); ours') });

// CG SB4 German Airborne Landing Table (L5629-L5655), complete: 1-5 X, 6+ E.
export type LandingResult = 'X' | 'E';
export const LANDING_TABLE: readonly LandingResult[] = Object.freeze(['X', 'X', 'X', 'X', 'X', 'E']);
export const LANDING_DRM = Object.freeze({ town: 1, works: 1, city: 3, paraEliminated: 3 });
/** An E for the 22 LL division with a modified roll of 8 or more: re-roll without DRM, a 6 eliminates it. */
export const LANDING_REROLL_AT = 8;
export const LANDING_PROVENANCE: Provenance = rulebook('CG SB4, charts L5629-L5655; SB9 L4797-L4799');

// CG R12.8 Variable VP Table, Scenarios 1 and 2 (L5667-L5698), complete.
export const VARIABLE_VP = Object.freeze({
  germanCityCaptured: [1, 1, 2, 2, 2, 3],
  panzerEliminated: [1, 2, 2, 2, 3, 3],
  belgianSurrender: [2, 3, 3, 3, 4, 4],
  maginotBreakthrough: [2, 2, 3, 3, 3, 4],
} as const);
export const VARIABLE_VP_PROVENANCE: Provenance = rulebook('CG charts L5667-L5698');

// CG SB7.6 Variable Action-Chit Availability Table (L5708-L5729), complete (Scenario 3).
export const VARIABLE_CHITS = Object.freeze({
  alliedTurns2to6: [2, 3, 3, 3, 4, 4],
  alliedTurns7to10: [3, 3, 3, 4, 4, 4],
  germanTurns2to10: [3, 3, 4, 4, 4, 4],
} as const);
export const VARIABLE_CHITS_PROVENANCE: Provenance = rulebook('CG charts L5708-L5729');

// CG SB7.5 Variable Air Asset Availability Table (L5730-L5755), complete (Scenario 3).
export const VARIABLE_AIR = Object.freeze({
  alliedTurns1to2: [1, 1, 1, 1, 2, 2],
  alliedTurns3to10: [1, 1, 2, 2, 2, 3],
  germanTurns2to10: [4, 4, 4, 4, 5, 6],
} as const);
export const VARIABLE_AIR_PROVENANCE: Provenance = rulebook('CG charts L5730-L5755');

// CG SB7.7c Eben Emael Destruction Table (L5768-L5786), complete: 3-6 destroy.
export const EBEN_EMAEL_TABLE: readonly boolean[] = Object.freeze([false, false, true, true, true, true]);
export const EBEN_EMAEL_PROVENANCE: Provenance = rulebook('CG charts L5768-L5786');

// CG R5.1c River Crossing Interdiction Table: missing. Rolls 2 and 5 are pinned by the example.
export type InterdictionResult = 'none-loss' | 'none' | 'interdicted-loss' | 'interdicted';
export const INTERDICTION_TABLE: readonly { readonly result: InterdictionResult; readonly provenance: Provenance }[] = Object.freeze([
  { result: 'none-loss', provenance: standIn('a 1 is a failure in the example L702-L720; the loss is our guess') },
  { result: 'none', provenance: derived('CG R5.1c example L702-L720: a 2 is "No Interdiction, no loss"') },
  { result: 'none', provenance: standIn('failure per the historical note L716-L720') },
  { result: 'none', provenance: standIn('failure per the historical note L716-L720') },
  { result: 'interdicted-loss', provenance: derived('CG R5.1c example L702-L720: a 5 is "Interdiction, air asset eliminated"') },
  { result: 'interdicted', provenance: standIn('unknown in every source; our guess') },
]);

// CG R12.8 fixed VP schedule: missing (on the VP player aid card). Only the awards the text gives.
export const FIXED_VP: readonly { readonly award: string; readonly side: 'german' | 'allied'; readonly vp: number | null; readonly provenance: Provenance }[] = Object.freeze([
  { award: 'Dynamo declared on turn 3', side: 'german', vp: 3, provenance: rulebook('CG R13.1c; R4.1 L513-L519; GMT errata 13.1c') },
  { award: 'each German garrison shortfall, per turn (Netherlands, Belgium, Maginot)', side: 'allied', vp: 1, provenance: rulebook('CG SB5.12') },
  { award: 'Netherlands surrender', side: 'german', vp: 4, provenance: standIn('VP card missing (gap-fill 3); ours, above the Belgian surrender variable award (2-4)') },
  { award: 'each Paris hex captured', side: 'german', vp: 2, provenance: standIn('VP card missing (gap-fill 3); ours') },
  { award: 'the Dynamo port captured', side: 'german', vp: 2, provenance: standIn('VP card missing (gap-fill 3); ours') },
  { award: 'each step evacuated by Operation Dynamo', side: 'allied', vp: 1, provenance: standIn('R13.2a gives VP for evacuations; the amount is missing (gap-fill 4); ours') },
  { award: 'Paris declared an open city', side: 'german', vp: null, provenance: standIn('R12.7 effect on VP unknown (digest A82): no value') },
]);

/** CG SB8.11 Dutch City Capture Track: the German marker starts in box 1; 6 wins. */
export const CAPTURE_TRACK = Object.freeze({ start: 1, surrender: 6, townsPerCity: 3 });
export const CAPTURE_TRACK_PROVENANCE: Provenance = rulebook('CG SB8.4a L4624, SB8.11 L4719-L4769; review finding 4');

/** CG R12.11a Better Defense marker: 1L (a terrain shift), -1 on the Stuka and Bridgehead tables; scenario 3 side +1 TR. */
export const BETTER_DEFENSE = Object.freeze({ shiftLeft: 1, stukaDrm: -1, bridgeheadDrm: -1, scenario3Tr: 1, provenance: rulebook('CG R12.11a-b L2659-L2717') });
