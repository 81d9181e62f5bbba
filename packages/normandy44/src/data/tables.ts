/**
 * Every table of the game as typed data (N44 charts; the Italian rulebook 2010 governs, the 2015
 * printing is recorded where it differs and offered as an edition option).
 */
import { PLAYER_AIDS_2015, type Provenance } from './provenance.js';

// ---------------------------------------------------------------------------
// Combat Results Table (N44 10.5, 12.1; chart L2103-2188).

export type CrtResult = 'A1' | 'A1/DR' | 'EX' | 'DR' | 'A1/D1' | 'D1' | 'A1/D2' | 'DH';

/** Columns left to right; index 0 is 1-3, index 8 is 7-1 (and above, N44 10.6). */
export const CRT_COLUMNS = ['1-3', '1-2', '1-1', '2-1', '3-1', '4-1', '5-1', '6-1', '7-1'] as const;
export type CrtColumn = (typeof CRT_COLUMNS)[number];

/** Rows by die roll 1..6, cells by column. The four 1-3 cells of rolls 1-4 are inferred in the text and printed in 2015. */
export const CRT: { readonly provenance: Provenance; readonly rows: readonly (readonly CrtResult[])[] } = {
  provenance: { kind: 'rulebook', ref: 'N44 CRT chart (L2103-2188)', note: 'reconstructed from a scrambled extraction; all 54 cells agree with the 2015 chart' },
  rows: [
    ['A1', 'A1', 'A1', 'A1', 'A1/DR', 'EX', 'DR', 'DR', 'A1/D1'],
    ['A1', 'A1', 'A1', 'A1/DR', 'EX', 'DR', 'DR', 'A1/D1', 'D1'],
    ['A1', 'A1', 'A1/DR', 'EX', 'DR', 'DR', 'A1/D1', 'D1', 'D1'],
    ['A1', 'A1/DR', 'EX', 'DR', 'DR', 'A1/D1', 'D1', 'D1', 'A1/D2'],
    ['A1/DR', 'EX', 'DR', 'DR', 'A1/D1', 'D1', 'D1', 'A1/D2', 'DH'],
    ['EX', 'DR', 'DR', 'A1/D1', 'D1', 'D1', 'A1/D2', 'DH', 'DH'],
  ],
};

/** The result on column index 0..8 for a die roll 1..6. */
export function crtResult(column: number, roll: number): CrtResult {
  const row = CRT.rows[roll - 1];
  const cell = row?.[column];
  if (cell === undefined) throw new RangeError(`no CRT cell at column ${column}, roll ${roll}`);
  return cell;
}

/** The 18-factor limit on each side of a combat, DCB included for the defender (N44 10.4). */
export const FACTOR_LIMIT = 18;

// ---------------------------------------------------------------------------
// Invasion CRT (N44 20.3; chart L2007-2053).

export type InvasionColumn = 'omaha' | 'others' | 'utah';
export type InvasionResult = 'A1*' | 'A2/D1' | 'EX' | 'A1/D1' | 'D1';
export interface InvasionCell {
  readonly result: InvasionResult;
  /** Hexes of advance: 0 (Omaha roll 1: none, roll again), 1 or 2 (N44 20.3.6). */
  readonly advance: 0 | 1 | 2;
}

export const INVASION_CRT: { readonly provenance: Provenance; readonly rows: readonly Readonly<Record<InvasionColumn, InvasionCell>>[] } = {
  provenance: { kind: 'rulebook', ref: 'N44 Invasion chart (L2007-2053)', note: 'reconstructed; all 36 cells agree with the 2015 chart' },
  rows: [
    { omaha: { result: 'A1*', advance: 0 }, others: { result: 'A2/D1', advance: 1 }, utah: { result: 'EX', advance: 1 } },
    { omaha: { result: 'A2/D1', advance: 1 }, others: { result: 'EX', advance: 1 }, utah: { result: 'A1/D1', advance: 1 } },
    { omaha: { result: 'EX', advance: 1 }, others: { result: 'A1/D1', advance: 1 }, utah: { result: 'A1/D1', advance: 1 } },
    { omaha: { result: 'A1/D1', advance: 1 }, others: { result: 'A1/D1', advance: 1 }, utah: { result: 'A1/D1', advance: 2 } },
    { omaha: { result: 'A1/D1', advance: 1 }, others: { result: 'A1/D1', advance: 2 }, utah: { result: 'D1', advance: 2 } },
    { omaha: { result: 'A1/D1', advance: 2 }, others: { result: 'D1', advance: 2 }, utah: { result: 'D1', advance: 2 } },
  ],
};

// ---------------------------------------------------------------------------
// Determined Defense table (N44 12.4; chart L2189-2227).

export type DdColumn = 'flooded-open' | 'other' | 'ip' | 'sp-city';
export const DD_COLUMNS: readonly DdColumn[] = ['flooded-open', 'other', 'ip', 'sp-city'];
/** `lead` = the Lead Unit loses a step; `EX` = it and a MAF unit lose one; `A1` = an attacker of the attacker's choice loses one. */
export type DdEffect = 'none' | 'lead' | 'EX' | 'A1';
export interface DdCell {
  /** The printed dot: the retreat is cancelled (N44 12.4.4). */
  readonly cancels: boolean;
  readonly effect: DdEffect;
  /** The printed asterisk: the defender's IP is removed. */
  readonly ipRemoved: boolean;
}
const no: DdCell = { cancels: false, effect: 'none', ipRemoved: false };
const dot = (effect: DdEffect, ipRemoved = false): DdCell => ({ cancels: true, effect, ipRemoved });

/** Rows by modified roll: index 0 is "1 or less", index 6 is "7 or more". */
export const DETERMINED_DEFENSE: { readonly provenance: Provenance; readonly rows: readonly Readonly<Record<DdColumn, DdCell>>[] } = {
  provenance: { kind: 'rulebook', ref: 'N44 Determined Defense chart (L2189-2227)', note: 'reconstructed; the 2015 chart prints the same 28 cells, the dot-less Flooded/Open 5 included' },
  rows: [
    { 'flooded-open': no, other: no, ip: no, 'sp-city': no },
    { 'flooded-open': no, other: no, ip: no, 'sp-city': no },
    { 'flooded-open': no, other: no, ip: no, 'sp-city': dot('lead') },
    { 'flooded-open': no, other: no, ip: dot('lead'), 'sp-city': dot('EX') },
    { 'flooded-open': { cancels: false, effect: 'lead', ipRemoved: false }, other: dot('lead'), ip: dot('EX'), 'sp-city': dot('EX') },
    { 'flooded-open': dot('EX'), other: dot('EX'), ip: dot('A1', true), 'sp-city': dot('A1') },
    { 'flooded-open': dot('A1'), other: dot('A1'), ip: dot('A1'), 'sp-city': dot('A1') },
  ],
};

/** The DD cell for a modified roll (below 1 reads as 1, above 7 as 7) and a column (N44 12.4). */
export function ddCell(column: DdColumn, modifiedRoll: number): DdCell {
  const i = Math.min(7, Math.max(1, modifiedRoll)) - 1;
  return (DETERMINED_DEFENSE.rows[i] as Readonly<Record<DdColumn, DdCell>>)[column];
}

/** The total DD DRM is capped at +2 (N44 12.4.1). */
export const DD_DRM_MAX = 2;

// ---------------------------------------------------------------------------
// Terrain Effects Chart (N44 TEC, L2245-2414; review findings 6-8).

/** Movement cost: MP, 'otih' (other terrain in the hex), 'road-only' (P: prohibited unless along a road), 'prohibited'. */
export type MpCost = number | 'otih' | 'road-only' | 'prohibited';
export type ArmorShift = 'yes' | 'no' | 'otih' | 'na';

export type HexTerrain = 'clear' | 'mixed' | 'bocage' | 'town' | 'woods' | 'city' | 'flooded' | 'marsh';
export type Overlay = 'hilltop' | 'airfield';

export interface HexTerrainRow {
  readonly nonMech: MpCost;
  readonly mech: MpCost;
  /** Defensive Combat Bonus points added to the hex (N44 11.2). */
  readonly dcb: number;
  readonly armorShift: ArmorShift;
  /** A 2-hex retreat may stop here after one hex (N44 13.3). */
  readonly stopsRetreat: boolean;
  /** Non-mech units entering must stop unless following a road (N44 9.5). */
  readonly mustStop: boolean;
  /** Column of the Determined Defense table (N44 12.4.1). */
  readonly ddColumn: DdColumn | null;
}

export const TEC_HEX: { readonly provenance: Provenance; readonly rows: Readonly<Record<HexTerrain, HexTerrainRow>> } = {
  provenance: { kind: 'rulebook', ref: 'N44 TEC (L2245-2414)', note: 'reconstructed; the digest\'s uncertain cells are settled by the 2015 TEC (review findings 6-8)' },
  rows: {
    clear: { nonMech: 1, mech: 1, dcb: 0, armorShift: 'yes', stopsRetreat: false, mustStop: false, ddColumn: 'flooded-open' },
    mixed: { nonMech: 1, mech: 1, dcb: 2, armorShift: 'yes', stopsRetreat: false, mustStop: false, ddColumn: 'other' },
    bocage: { nonMech: 1, mech: 1, dcb: 3, armorShift: 'yes', stopsRetreat: true, mustStop: false, ddColumn: 'other' },
    town: { nonMech: 'otih', mech: 'otih', dcb: 4, armorShift: 'yes', stopsRetreat: true, mustStop: false, ddColumn: 'other' },
    woods: { nonMech: 1, mech: 2, dcb: 2, armorShift: 'no', stopsRetreat: true, mustStop: false, ddColumn: 'other' },
    city: { nonMech: 1, mech: 1, dcb: 5, armorShift: 'no', stopsRetreat: true, mustStop: false, ddColumn: 'sp-city' },
    flooded: { nonMech: 2, mech: 'road-only', dcb: 0, armorShift: 'no', stopsRetreat: false, mustStop: true, ddColumn: 'flooded-open' },
    marsh: { nonMech: 'prohibited', mech: 'prohibited', dcb: 0, armorShift: 'na', stopsRetreat: false, mustStop: false, ddColumn: null },
  },
};

/** Overlays on another terrain: the Hilltop gives the attacker 1L plus the other terrain's DCB (N44 11.8; review 8). */
export const TEC_OVERLAY: Readonly<Record<Overlay, { readonly leftShift: number; readonly armorShift: ArmorShift }>> = {
  hilltop: { leftShift: 1, armorShift: 'yes' },
  airfield: { leftShift: 0, armorShift: 'otih' },
};

export type RoadKind = 'main' | 'secondary';
/** Road costs while following the road (N44 9.3, 9.7): mech on a main road 1/3, German mech 1/2 outside Storm. */
export const TEC_ROAD: Readonly<Record<RoadKind, { readonly nonMech: number; readonly mech: number }>> = {
  secondary: { nonMech: 1 / 2, mech: 1 / 2 },
  main: { nonMech: 1 / 2, mech: 1 / 3 },
};

export type HexsideFeature = 'minor-river' | 'major-river' | 'flooded' | 'carpiquet' | 'perimeter' | 'blue' | 'causeway';

export interface HexsideRow {
  /** Extra MP to cross, or 'road-only' / 'prohibited'. */
  readonly nonMech: number | 'road-only' | 'prohibited';
  readonly mech: number | 'road-only' | 'prohibited';
  /** Must start the move adjacent to the hexside and cross it as the first move (note A). */
  readonly startAdjacent: boolean;
  /** Attackers across it are halved: 'all', 'allied' only (Perimeter), or 'none'. */
  readonly halves: 'all' | 'allied' | 'none';
  /** Counts for the 1L when ALL MAF units attack across such hexsides (note *). */
  readonly allMafLeft: boolean;
  readonly armorShift: ArmorShift;
  readonly noZoc: boolean;
}

export const TEC_HEXSIDE: { readonly provenance: Provenance; readonly rows: Readonly<Record<HexsideFeature, HexsideRow>> } = {
  provenance: { kind: 'rulebook', ref: 'N44 TEC hexsides (L2334-2360), 9.4-9.6, 9.11, 11.3, 11.7, 16.3' },
  rows: {
    'minor-river': { nonMech: 0, mech: 1, startAdjacent: false, halves: 'all', allMafLeft: false, armorShift: 'yes', noZoc: false },
    'major-river': { nonMech: 1, mech: 1, startAdjacent: true, halves: 'all', allMafLeft: true, armorShift: 'no', noZoc: false },
    flooded: { nonMech: 1, mech: 'road-only', startAdjacent: true, halves: 'all', allMafLeft: true, armorShift: 'no', noZoc: false },
    carpiquet: { nonMech: 0, mech: 0, startAdjacent: false, halves: 'all', allMafLeft: false, armorShift: 'yes', noZoc: false },
    perimeter: { nonMech: 0, mech: 0, startAdjacent: false, halves: 'allied', allMafLeft: false, armorShift: 'no', noZoc: false },
    blue: { nonMech: 'prohibited', mech: 'prohibited', startAdjacent: false, halves: 'none', allMafLeft: false, armorShift: 'na', noZoc: true },
    causeway: { nonMech: 0, mech: 0, startAdjacent: false, halves: 'all', allMafLeft: true, armorShift: 'no', noZoc: false },
  },
};

/** Other modifiers (N44 TEC): leaving an enemy ZOC costs 1 MP; entering costs nothing and stops. */
export const EZOC_EXIT_COST = 1;

// ---------------------------------------------------------------------------
// Weather (N44 4, weather chart L2476-2592) and the turn-2 weather (L2062-2070).

export type Weather = 'storm' | 'overcast' | 'clear';

/** A cell the text does not settle is null (digest 4.5: the physical chart is needed). */
export interface WeatherRow {
  readonly weather: Weather;
  readonly germanIp: number;
  readonly germanSupply: number;
  readonly germanInfRepl: number | null;
  readonly germanArmorRepl: number | null;
  /** 'PT': may restore a Panther/Tiger step if used at once (N44 6.4); 'tq0' / 'tq-1': low-TQ infantry, use now. */
  readonly germanReplNote: 'PT' | 'tq0' | 'tq-1' | null;
  readonly usInfRepl: number | null;
  readonly usArmorRepl: number | null;
  readonly britInfRepl: number | null;
  readonly britArmorRepl: number | null;
  /** 'CW' = the Allies choose a British or a Canadian infantry replacement. */
  readonly cdnInfRepl: number | 'CW' | null;
  /** Allied air units, per nation (US and UK each). */
  readonly air: number;
  readonly naval: boolean;
  /** Allied free SupP per army once its Mulberry is complete (1 before, N44 5.3). */
  readonly alliedSupply: number;
}

export const WEATHER_TABLE: { readonly provenance: Provenance; readonly rows: readonly WeatherRow[] } = {
  provenance: { kind: 'rulebook', ref: 'N44 weather chart (L2476-2592)', note: 'PARTIAL: Allied replacement cells of rolls 2, 3, 5, 6 and German rolls 2, 3 are not settled by the text (null)' },
  rows: [
    { weather: 'storm', germanIp: 0, germanSupply: 3, germanInfRepl: 0, germanArmorRepl: 1, germanReplNote: 'PT', usInfRepl: 1, usArmorRepl: 0, britInfRepl: 0, britArmorRepl: 0, cdnInfRepl: 'CW', air: 0, naval: false, alliedSupply: 0 },
    { weather: 'overcast', germanIp: 2, germanSupply: 2, germanInfRepl: null, germanArmorRepl: null, germanReplNote: null, usInfRepl: null, usArmorRepl: null, britInfRepl: null, britArmorRepl: null, cdnInfRepl: null, air: 0, naval: true, alliedSupply: 2 },
    { weather: 'overcast', germanIp: 2, germanSupply: 2, germanInfRepl: null, germanArmorRepl: null, germanReplNote: null, usInfRepl: null, usArmorRepl: null, britInfRepl: null, britArmorRepl: null, cdnInfRepl: null, air: 1, naval: true, alliedSupply: 2 },
    { weather: 'clear', germanIp: 1, germanSupply: 1, germanInfRepl: 1, germanArmorRepl: 0, germanReplNote: null, usInfRepl: 1, usArmorRepl: 1, britInfRepl: 0, britArmorRepl: 1, cdnInfRepl: 0, air: 2, naval: true, alliedSupply: 2 },
    { weather: 'clear', germanIp: 1, germanSupply: 1, germanInfRepl: 1, germanArmorRepl: null, germanReplNote: 'tq0', usInfRepl: null, usArmorRepl: null, britInfRepl: null, britArmorRepl: null, cdnInfRepl: null, air: 3, naval: true, alliedSupply: 2 },
    { weather: 'clear', germanIp: 1, germanSupply: 1, germanInfRepl: 1, germanArmorRepl: null, germanReplNote: 'tq-1', usInfRepl: null, usArmorRepl: null, britInfRepl: null, britArmorRepl: null, cdnInfRepl: null, air: 3, naval: true, alliedSupply: 2 },
  ],
};

export function weatherRow(roll: number): WeatherRow {
  return WEATHER_TABLE.rows[Math.min(6, Math.max(1, roll)) - 1] as WeatherRow;
}

/** Turn 2: 1-3 puts the marker in space 2, 4-6 in space 3 (N44 4.2); allocations follow that space (review 14). */
export function turnTwoWeatherSpace(roll: number): 2 | 3 {
  return roll <= 3 ? 2 : 3;
}

/** The next roll's modifier from this turn's space: Storm -1, Clear-6 +1 (N44 4.1). */
export function weatherCarry(space: number): -1 | 0 | 1 {
  return space === 1 ? -1 : space === 6 ? 1 : 0;
}

/** The modified weather roll, clamped to 1..6 (N44 4.1). */
export function weatherSpace(roll: number, previousSpace: number | null): number {
  const m = roll + (previousSpace === null ? 0 : weatherCarry(previousSpace));
  return Math.min(6, Math.max(1, m));
}

// ---------------------------------------------------------------------------
// Air: Jabo (N44 19.1.3) and strafing (N44 19.1.4); isolation attrition (N44 18.5).

export const JABO: { readonly provenance: Provenance; readonly leftShifts: readonly number[] } = {
  provenance: { kind: 'rulebook', ref: 'N44 Jabo chart (L2232-2244)', note: 'the 2015 chart prints the same' },
  leftShifts: [0, 0, 0, 1, 2, 3],
};

export type StrafeResult = 'none' | 'dg' | 'dg-silhouette-step' | 'silhouette-step';
export type Edition = '2010' | '2015';

/** 2010 (rulebook, default): 5 = DG, 6 = DG and a silhouette loses a step; 2015: only 6, a silhouette loses a step. */
export const STRAFING: Readonly<Record<Edition, { readonly provenance: Provenance; readonly results: readonly StrafeResult[]; readonly smDrm: number }>> = {
  '2010': { provenance: { kind: 'rulebook', ref: 'N44 19.1.4, strafing chart (L2428-2438)' }, results: ['none', 'none', 'none', 'none', 'dg', 'dg-silhouette-step'], smDrm: 0 },
  '2015': { provenance: { kind: 'public', source: PLAYER_AIDS_2015, edition: '2015 N44-CRT-2015.jpg' }, results: ['none', 'none', 'none', 'none', 'none', 'silhouette-step'], smDrm: 1 },
};
export const STRAFING_FLAK_DRM = -1;

export function strafeResult(edition: Edition, modifiedRoll: number): StrafeResult {
  return STRAFING[edition].results[Math.min(6, Math.max(1, modifiedRoll)) - 1] as StrafeResult;
}

export const ATTRITION = {
  provenance: { kind: 'rulebook', ref: 'N44 18.5, attrition chart (L2417-2427)' } as Provenance,
  /** Modified rolls 1..4 lose a step, 5..6 no effect. */
  losesStep: (modifiedRoll: number): boolean => modifiedRoll <= 4,
  traceBonus: 2,
  maxDrm: 3,
} as const;

// ---------------------------------------------------------------------------
// The invasion turn: DD tanks (N44 20.3.5) and airborne scatter (N44 20.2).

export const DD_TANK = {
  provenance: { kind: 'rulebook', ref: 'N44 DD-tank chart (L2054-2061)' } as Provenance,
  losesStep: (roll: number): boolean => roll <= 3,
} as const;

export type ScatterColumn = '82' | '101' | '6';
export type ScatterResult = 'none' | 'S' | 'S1' | 'S2';

export const AIRBORNE_SCATTER: { readonly provenance: Provenance; readonly rows: readonly Readonly<Record<ScatterColumn, ScatterResult>>[]; readonly gliderDrm: number } = {
  provenance: { kind: 'rulebook', ref: 'N44 dispersal chart (L2071-2098)', note: 'reconstructed; the 2015 chart prints the same' },
  rows: [
    { '82': 'S2', '101': 'S2', '6': 'S1' },
    { '82': 'S2', '101': 'S1', '6': 'S1' },
    { '82': 'S1', '101': 'S1', '6': 'S' },
    { '82': 'S1', '101': 'S', '6': 'none' },
    { '82': 'S', '101': 'none', '6': 'none' },
    { '82': 'none', '101': 'none', '6': 'none' },
  ],
  gliderDrm: 1,
};

export function scatterResult(column: ScatterColumn, modifiedRoll: number): ScatterResult {
  if (modifiedRoll > 6) return 'none';
  return (AIRBORNE_SCATTER.rows[Math.max(1, modifiedRoll) - 1] as Readonly<Record<ScatterColumn, ScatterResult>>)[column];
}

/** Steps lost per scatter result (S1 and S2 also record one Airborne Replacement, N44 20.2). */
export const SCATTER_STEPS: Readonly<Record<ScatterResult, number>> = { none: 0, S: 0, S1: 1, S2: 2 };

// ---------------------------------------------------------------------------
// Allied Reinforcement Points (N44 6.5.1, chart L2439-2449).

export const RP_COSTS = {
  provenance: { kind: 'rulebook', ref: 'N44 6.5.1 and chart L2439-2449' } as Provenance,
  britishArmouredBrigade: 4,
  usCombatCommand: 4,
  usRegiment: 3,
  cwBrigade: 3,
  supplyPoint: 3,
  hq: 2,
  usRecon: 2,
  twoStepArmor: 2,
  oneStep: 1,
  /** RP per army per Clear/Overcast turn; none in Storm (N44 6.5.1). */
  perTurn: 6,
  /** Most RP landed per beach per turn (N44 6.5.2). */
  perBeach: 4,
} as const;

// ---------------------------------------------------------------------------
// Counts and limits that the rules state.

export const LIMITS = {
  provenance: { kind: 'rulebook', ref: 'N44 5.1, 6.1, 7.1, 9.8.3, 15.1, 19.2' } as Provenance,
  supplyTrackMax: 19,
  replacementMax: 9,
  stackingPoints: 4,
  silhouettesFree: 1,
  smMarkers: 3,
  reserveMarkers: 6,
  navalMarkersPerNation: 2,
  artilleryShiftsMax: 2,
  artilleryShiftsStorm: 1,
  hqRange: 5,
  werferRange: 3,
  campaignTurns: 22,
} as const;
