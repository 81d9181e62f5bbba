/**
 * The rulebook's tables as typed rows (digest §4), each row citing its lines. Provenance: rulebook,
 * except where a row says `derived` (a gap the rulebook leaves, read as the digest recommends).
 */
import { derived, rulebook, type Provenance } from './provenance.js';

// ---------------------------------------------------------------------------------------------
// §4.1 Heavy-vehicle damage location (HoN p.7 L524-542)

export type DamageLocation = 'crew' | 'tracks' | 'hull' | 'mainWeapon' | 'destroyed';

export interface DamageRow {
  readonly faces: readonly number[];
  readonly location: DamageLocation;
  readonly italian: string;
  /** Suppressed markers placed besides the Damage marker. */
  readonly suppressed: number;
  /** A moving vehicle stops at once. */
  readonly stops: boolean;
  readonly rule: string;
  readonly provenance: Provenance;
}

export const HV_DAMAGE: readonly DamageRow[] = [
  { faces: [1], location: 'crew', italian: 'Equipaggio', suppressed: 0, stops: false, rule: 'HoN p.7 L528', provenance: rulebook('L528') },
  { faces: [2], location: 'tracks', italian: 'Cingoli', suppressed: 0, stops: true, rule: 'HoN p.7 L529', provenance: rulebook('L529') },
  { faces: [3, 4], location: 'hull', italian: 'Scafo', suppressed: 2, stops: true, rule: 'HoN p.7 L530', provenance: rulebook('L530') },
  { faces: [5], location: 'mainWeapon', italian: 'Arma Primaria', suppressed: 0, stops: false, rule: 'HoN p.7 L536', provenance: rulebook('L536') },
  // A 7 (6 + Piercing) is not in the table: read as 6 [A39].
  { faces: [6, 7], location: 'destroyed', italian: 'Distruzione', suppressed: 0, stops: true, rule: 'HoN p.7 L540', provenance: rulebook('L540') },
];

/** The damage row for a modified location roll; below 1 reads as 1 and above 7 as 7 [A39]. */
export function damageRow(roll: number): DamageRow {
  const r = Math.min(7, Math.max(1, roll));
  return HV_DAMAGE.find((row) => row.faces.includes(r)) as DamageRow;
}

// ---------------------------------------------------------------------------------------------
// §4.2 Sniper table (HoN p.15 L1300-1309)

export interface SniperRow {
  readonly faces: readonly number[];
  readonly hits: number;
  readonly suppressed: number;
  readonly rule: string;
  readonly provenance: Provenance;
}

export const SNIPER: readonly SniperRow[] = [
  { faces: [1], hits: 0, suppressed: 0, rule: 'HoN p.15 L1306', provenance: rulebook('L1306') },
  { faces: [2, 3], hits: 0, suppressed: 1, rule: 'HoN p.15 L1307', provenance: rulebook('L1307') },
  { faces: [4, 5], hits: 1, suppressed: 0, rule: 'HoN p.15 L1308', provenance: rulebook('L1308') },
  { faces: [6], hits: 1, suppressed: 1, rule: 'HoN p.15 L1309', provenance: rulebook('L1309') },
];

/** The sniper row for a modified roll, clamped to 1..6 [A36]. */
export function sniperRow(roll: number): SniperRow {
  const r = Math.min(6, Math.max(1, roll));
  return SNIPER.find((row) => row.faces.includes(r)) as SniperRow;
}

// ---------------------------------------------------------------------------------------------
// §4.3 Indirect-fire scatter (HoN p.14 L1221-1225)

export interface ScatterRow {
  readonly faces: readonly number[];
  /** Interspaces moved, in the direction numbered with the face; 0 = on target. */
  readonly distance: number;
  readonly rule: string;
  readonly provenance: Provenance;
}

export const SCATTER: readonly ScatterRow[] = [
  { faces: [1, 2, 3, 4], distance: 2, rule: 'HoN p.14 L1223', provenance: rulebook('L1223') },
  { faces: [5, 6], distance: 0, rule: 'HoN p.14 L1223', provenance: rulebook('L1223') },
];

/**
 * The compass of the scatter faces: the marker's own diagram is missing, so 1 = N, 2 = E,
 * 3 = S, 4 = W, board-absolute [A32]. Values are square directions (0 E, 2 N, 4 W, 6 S).
 */
export const SCATTER_DIRECTION: Readonly<Record<1 | 2 | 3 | 4, 0 | 2 | 4 | 6>> = { 1: 2, 2: 0, 3: 6, 4: 4 };
export const SCATTER_DIRECTION_PROVENANCE: Provenance = derived('A32', 'the marker diagram is missing');

// ---------------------------------------------------------------------------------------------
// §4.6 Directives (HoN p.13 L1027-1047)

export type DirectiveId = 'fireAtWill' | 'charge' | 'doubleTime' | 'holdYourGround';

export interface DirectiveRow {
  readonly id: DirectiveId;
  readonly italian: string;
  readonly english: string;
  readonly fireVsInfantry: number;
  readonly assault: number;
  readonly movement: number;
  readonly infantryDefense: number;
  readonly rule: string;
  readonly provenance: Provenance;
}

export const DIRECTIVES: readonly DirectiveRow[] = [
  { id: 'fireAtWill', italian: 'Fuoco a Volontà', english: 'Fire at Will!', fireVsInfantry: 1, assault: 0, movement: 0, infantryDefense: 0, rule: 'HoN p.13 L1033', provenance: rulebook('L1033') },
  { id: 'charge', italian: 'Carica!', english: 'Charge!', fireVsInfantry: 0, assault: 1, movement: 0, infantryDefense: 0, rule: 'HoN p.13 L1037', provenance: rulebook('L1037') },
  { id: 'doubleTime', italian: 'Raddoppiate il Passo!', english: 'Double Time!', fireVsInfantry: 0, assault: 0, movement: 2, infantryDefense: 0, rule: 'HoN p.13 L1041', provenance: rulebook('L1041') },
  { id: 'holdYourGround', italian: 'Non Indietreggiate!', english: 'Hold Your Ground!', fireVsInfantry: 0, assault: 0, movement: 0, infantryDefense: 1, rule: 'HoN p.13 L1045', provenance: rulebook('L1045') },
];

// ---------------------------------------------------------------------------------------------
// §4.7 Action-card timing (HoN p.8 L562-570)

export type CardTiming = 'orders' | 'activation' | 'supply' | 'anytime';

export const CARD_TIMINGS: readonly { readonly timing: CardTiming; readonly italian: string; readonly rule: string }[] = [
  { timing: 'orders', italian: 'Fase degli Ordini', rule: 'HoN p.8 L564' },
  { timing: 'activation', italian: 'Fase di Attivazione', rule: 'HoN p.8 L566' },
  { timing: 'supply', italian: 'Fase dei Rinforzi', rule: 'HoN p.8 L568' },
  { timing: 'anytime', italian: 'In qualunque momento', rule: 'HoN p.8 L570' },
];

// ---------------------------------------------------------------------------------------------
// §2.4 The Supply phase's steps, in rulebook order (HoN p.8 L608-617)

export type SupplyStep = 'discardBluffs' | 'movement' | 'suppressed' | 'actions' | 'cards' | 'orders' | 'victory' | 'initiative';

export const SUPPLY_STEPS: readonly { readonly step: SupplyStep; readonly number: number; readonly rule: string; readonly text: string }[] = [
  { step: 'discardBluffs', number: 1, rule: 'HoN p.8 L610', text: 'Discard the Bluff tokens' },
  { step: 'movement', number: 2, rule: 'HoN p.8 L611', text: 'Units without an Order or Activated marker may move, initiative player first' },
  { step: 'suppressed', number: 3, rule: 'HoN p.8 L612', text: 'Remove one Suppressed marker from every unit' },
  { step: 'actions', number: 4, rule: 'HoN p.8 L613', text: 'Resolve the specific actions of cards, abilities and options' },
  { step: 'cards', number: 5, rule: 'HoN p.8 L614', text: 'Discard any cards, then draw up to 4' },
  { step: 'orders', number: 6, rule: 'HoN p.8 L615', text: 'Take Order tokens equal to your stars, max 10' },
  { step: 'victory', number: 7, rule: 'HoN p.8 L616', text: 'Check the victory conditions and scenario special rules' },
  { step: 'initiative', number: 8, rule: 'HoN p.8 L617', text: 'Advance and flip the Initiative marker' },
];

// ---------------------------------------------------------------------------------------------
// §4.11 Equipment, trait and command marker counts (HoN p.10-13)

export const MARKER_COUNTS: Readonly<Record<string, { readonly count: number; readonly rule: string }>> = {
  additionalShielding: { count: 3, rule: 'HoN p.10 L780' },
  ammo: { count: 3, rule: 'HoN p.10 L792' },
  ammoBelt: { count: 3, rule: 'HoN p.10 L800' },
  apcShells: { count: 3, rule: 'HoN p.10 L808' },
  cullingHedgerowCutter: { count: 2, rule: 'HoN p.10 L814' },
  demolitionCharge: { count: 3, rule: 'HoN p.10 L822' },
  fuel: { count: 3, rule: 'HoN p.10 L834' },
  goliath: { count: 1, rule: 'HoN p.10 L838' },
  grenade: { count: 3, rule: 'HoN p.10 L844' },
  grenadeLauncher: { count: 3, rule: 'HoN p.11 L859' },
  hornOfPlenty: { count: 1, rule: 'HoN p.11 L873' },
  heShells: { count: 3, rule: 'HoN p.11 L877' },
  panzerfaust: { count: 3, rule: 'HoN p.11 L887' },
  position: { count: 1, rule: 'HoN p.11 L893' },
  stickyBomb: { count: 3, rule: 'HoN p.11 L901' },
  hardboiled: { count: 3, rule: 'HoN p.12 L935' },
  heroic: { count: 3, rule: 'HoN p.12 L947' },
  tricky: { count: 2, rule: 'HoN p.12 L979' },
  triggerhappy: { count: 3, rule: 'HoN p.12 L987' },
  veteran: { count: 3, rule: 'HoN p.12 L993' },
  concealed: { count: 2, rule: 'HoN p.13 L1055' },
  smoke: { count: 3, rule: 'HoN p.13 L1091' },
  battlePlan: { count: 1, rule: 'HoN p.13 L1013' },
  bluff: { count: 1, rule: 'HoN p.13 L1022' },
  planning: { count: 1, rule: 'HoN p.13 L1085' },
};

// ---------------------------------------------------------------------------------------------
// §4.8 Turn track markers (HoN p.8 L617-629)

export const TURN_TRACK_MARKERS: readonly { readonly id: string; readonly italian: string; readonly rule: string }[] = [
  { id: 'initiative', italian: 'Iniziativa', rule: 'HoN p.8 L617' },
  { id: 'germanEvent', italian: 'evento Tedesco', rule: 'HoN p.8 L625' },
  { id: 'americanEvent', italian: 'evento Americano', rule: 'HoN p.8 L627' },
  { id: 'scenarioEnd', italian: 'fine Scenario', rule: 'HoN p.8 L629' },
];

// ---------------------------------------------------------------------------------------------
// Smoke faces (HoN p.13 L1101-1103): -4 when placed, -2 after one Supply phase, then removed.
export const SMOKE_FACES: readonly number[] = [4, 2];

// ---------------------------------------------------------------------------------------------
// §4.4 Terrain icon glossary (HoN p.9 L633-699; quick reference L1411-1467). The icons and their
// printed values are missing from the source: the `parameter` says what a tile prints.

export interface TerrainIconRow {
  readonly id: string;
  readonly italian: string;
  readonly parameter: 'none' | 'value' | 'unit kinds' | 'edge';
  readonly effect: string;
  readonly rule: string;
}

export const TERRAIN_ICONS: readonly TerrainIconRow[] = [
  { id: 'structure', italian: 'Struttura', parameter: 'value', effect: 'Demolition Points: destroyed by that many Destruction markers; each unit inside is hit on 1d6 >= its DEF', rule: 'HoN p.9 L637-639' },
  { id: 'defense', italian: 'Difesa', parameter: 'value', effect: '+N defence to infantry on it; added to the defender in an Assault', rule: 'HoN p.9 L643-645' },
  { id: 'obstacle', italian: 'Ostacoli', parameter: 'value', effect: '-N per square the line crosses (the target square excluded), or blocks; edge elements spare the adjacent squares', rule: 'HoN p.9 L649-657' },
  { id: 'rough', italian: 'Terreno Accidentato', parameter: 'none', effect: 'entering stops the move; 1 space per move inside', rule: 'HoN p.9 L661-663' },
  { id: 'impassable', italian: 'Impassabile', parameter: 'none', effect: 'no unit may enter', rule: 'HoN p.9 L667-669' },
  { id: 'impassableFor', italian: 'Impassabile per', parameter: 'unit kinds', effect: 'impassable to the kinds shown (infantry, light or heavy vehicles)', rule: 'HoN p.9 L671-677' },
  { id: 'noPassage', italian: 'Nessun Passaggio', parameter: 'edge', effect: 'no movement between the two squares; the line between them is blocked', rule: 'HoN p.9 L681-683' },
  { id: 'opportunityFire', italian: "Fuoco d'Opportunità", parameter: 'none', effect: 'a unit on it not yet activated may fire at a moving enemy', rule: 'HoN p.9 L687-693' },
  { id: 'water', italian: 'Acqua', parameter: 'none', effect: 'impassable but to Amphibious units, which stop on entering', rule: 'HoN p.9 L697-699' },
];

// ---------------------------------------------------------------------------------------------
// §4.5 Abilities that print a value in their icon (HoN p.14-15 L1471-1609).

export const ABILITY_PARAMETERS: Readonly<Record<string, string>> = {
  assault: 'optional +N to the assault die (L1151)',
  orders: 'number of stars (L1266)',
  limitedRange: 'maximum range N in spaces or interspaces (L1239-1243)',
  fireOnTheMove: 'penalty -N (L1179)',
  destruction: 'number of dice N (L1171)',
  scout: 'deployment distance N (L1292)',
  transport: 'capacity (L1349)',
  howitzer: 'AoE marker colour (L1197)',
  indirectFire: 'AoE marker colour (L1215)',
};
