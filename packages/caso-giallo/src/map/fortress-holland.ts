/**
 * CG SB8 The Fortress Holland map (Scenario 4). The printed map card is not in the sources
 * (digest 6.4, gap-fill 6): the city and town hexes are rulebook facts (SB8.11 L4737-L4763),
 * the terrain, rivers and Defensive Works the SB9 walkthrough moves through are derived from it
 * (each MP cost and shift it states holds here), and everything else is a stand-in of our own:
 * clear terrain, a German border along the east, a handful of rivers placed after 1940
 * geography. Hex 3331 is clear (GMT errata, gap-fill 8.3).
 */
import { derived, publicFact, rulebook, standIn } from '../data/provenance.js';
import type { MapData, HexRow, HexsideRow, Country } from './schema.js';

export const ROWS: readonly [number, number] = [33, 43];
export const COLS: readonly [number, number] = [22, 36];

/** Stand-in border: columns at and east of this one are in Germany, per row. */
export const GERMAN_FROM: Readonly<Record<number, number>> = { 33: 31, 34: 31, 35: 31, 36: 31, 37: 31, 38: 32, 39: 32, 40: 33, 41: 36, 42: 36, 43: 36 };

const SB8 = rulebook('CG SB8.11 L4737-L4763');
const SB9 = (lines: string) => derived(`CG SB9 walkthrough ${lines}`);

/** Hexes that are not plain clear terrain, with where each fact comes from. */
export const FEATURES: Readonly<Record<string, Omit<HexRow, 'id' | 'country'>>> = {
  // Dutch cities and towns (SB8.11).
  '4224': { terrain: 'clear', settlement: { kind: 'city', name: 'Den Haag' }, provenance: SB8 },
  '3528': { terrain: 'clear', settlement: { kind: 'city', name: 'Eindhoven' }, provenance: SB8 },
  '3830': { terrain: 'clear', settlement: { kind: 'city', name: 'Nijmegen' }, provenance: SB8 },
  '4024': { terrain: 'clear', settlement: { kind: 'city', name: 'Rotterdam' }, provenance: SB8 },
  '4127': { terrain: 'clear', settlement: { kind: 'city', name: 'Utrecht' }, provenance: SB8 },
  '4131': { terrain: 'clear', settlement: { kind: 'town', name: 'Apeldoorn' }, provenance: SB8 },
  '4031': { terrain: 'clear', settlement: { kind: 'town', name: 'Arnhem' }, provenance: SB8 },
  '3725': { terrain: 'clear', settlement: { kind: 'town', name: 'Breda' }, provenance: SB8 },
  '4123': { terrain: 'clear', settlement: { kind: 'town', name: 'Delft' }, provenance: SB8 },
  '4135': { terrain: 'clear', settlement: { kind: 'town', name: 'Enschede' }, provenance: SB8 },
  '4125': { terrain: 'clear', settlement: { kind: 'town', name: 'Gouda' }, provenance: SB8 },
  // German cities the 225th Division passes (SB9 L4889-L4891: "City 3534", "City 3533"); names are ours.
  '3534': { terrain: 'clear', settlement: { kind: 'city', name: 'Kleve (stand-in name)' }, provenance: SB9('L4889-L4891') },
  '3533': { terrain: 'clear', settlement: { kind: 'city', name: 'Emmerich (stand-in name)' }, provenance: SB9('L4889-L4891') },
  // Defensive Works and terrain the walkthrough states.
  '3330': { terrain: 'clear', works: true, provenance: SB9('L4861-L4865 (clear 1 + Maas 1 + DW 1)') },
  '3530': { terrain: 'clear', works: true, provenance: SB9('L4867 (IX Corps follows the same route)') },
  '3831': { terrain: 'hill', works: true, provenance: SB9('L4869-L4871 (Hill 1 + DW 1)') },
  '3932': { terrain: 'forest', provenance: SB9('L4879 (2 MP into Forest 3932)') },
  '4032': { terrain: 'clear', works: true, provenance: SB9('L4879-L4881, L5072 (IJssel 1 + DW 1)') },
  '3730': { terrain: 'clear', works: true, provenance: SB9('L4893-L4897 (3 MP into 3730, DW destroyed)') },
  '3629': { terrain: 'clear', works: true, provenance: SB9('L4921-L4927 (DW 1L, no other terrain shift)') },
  '3529': { terrain: 'woods', works: true, provenance: SB9('L4996-L5000 (River, DW and Woods shifts)') },
  '4027': { terrain: 'clear', works: true, provenance: SB9('L4809-L4813 (clear + DW)') },
  '3924': { terrain: 'clear', works: true, provenance: SB9('L4815-L4819 (clear + DW)') },
  '3834': { terrain: 'rough', provenance: standIn('SB9 L4885 gives 2 MP into 3834; rough is our reading') },
  '3835': { terrain: 'rough', provenance: standIn('SB9 L4885 gives 2 MP to enter at 3935 (not adjacent to 3834); we start SS-V east of 3835') },
  '3331': { terrain: 'clear', provenance: publicFact('GMT Case Yellow Clarifications and Errata (yumpu 21541232)', '2013 upload') },
};

const river = (a: string, b: string, kind: 'minor' | 'major' | 'rhine', name: string, crossing = false): HexsideRow => ({
  a,
  b,
  river: kind,
  ...(crossing ? { crossing: true } : {}),
  name,
});

/** Rivers: those the walkthrough crosses (derived) and a few more (stand-in). */
export const SIDES: readonly HexsideRow[] = [
  // The Maas along the border (SB9 L4861-L4897: +1 MP into 3330, 3530, 3730).
  { ...river('3331', '3330', 'major', 'Maas'), provenance: SB9('L4861') },
  { ...river('3431', '3430', 'major', 'Maas'), provenance: standIn('Maas course') },
  { ...river('3531', '3530', 'major', 'Maas'), provenance: SB9('L4867') },
  { ...river('3631', '3630', 'major', 'Maas'), provenance: standIn('Maas course') },
  { ...river('3731', '3730', 'major', 'Maas'), provenance: SB9('L4893-L4897') },
  // The hexsides between rows that close the Maas line (no gap between columns 30 and 31).
  { ...river('3330', '3431', 'major', 'Maas'), provenance: standIn('Maas course') },
  { ...river('3431', '3530', 'major', 'Maas'), provenance: standIn('Maas course') },
  { ...river('3530', '3631', 'major', 'Maas'), provenance: standIn('Maas course') },
  { ...river('3631', '3730', 'major', 'Maas'), provenance: standIn('Maas course') },
  { ...river('3830', '3729', 'major', 'Maas'), provenance: standIn('Maas course; keeps Nijmegen exits above 1 MP (SB9 L4875-L4877)') },
  { ...river('3830', '3829', 'major', 'Maas'), provenance: standIn('Maas course; keeps Nijmegen exits above 1 MP (SB9 L4875-L4877)') },
  // The Waal north of Nijmegen (stand-in; keeps XXVI Corps' last MP unusable, SB9 L4875-L4877).
  { ...river('3830', '3929', 'major', 'Waal'), provenance: standIn('Waal course') },
  { ...river('3830', '3930', 'major', 'Waal'), provenance: standIn('Waal course') },
  // The Peel line canal (minor: motorized units may attack across it, review finding 8).
  { ...river('3729', '3629', 'minor', 'Zuid-Willemsvaart'), provenance: SB9('L4901-L4927 (bridgehead vs 3629, river shift)') },
  { ...river('3530', '3529', 'minor', 'Zuid-Willemsvaart'), provenance: SB9('L4996-L5000 (river shift, all attackers across)') },
  { ...river('3629', '3529', 'minor', 'Zuid-Willemsvaart'), provenance: SB9('L4996-L5000 (river shift, all attackers across)') },
  // The IJssel before Arnhem (SB9 L4879-L4881, L5072; major, so the 208th pays +1 too: review finding 5).
  { ...river('3932', '4032', 'major', 'IJssel'), provenance: SB9('L4879-L4881, L5072') },
  // The Rhine in Germany (SB9 L4885-L4891).
  { ...river('3534', '3533', 'rhine', 'Rhein'), provenance: SB9('L4889-L4891') },
  { ...river('3834', '3833', 'rhine', 'Rhein'), provenance: SB9('L4885-L4887') },
  { ...river('3634', '3633', 'rhine', 'Rhein'), provenance: standIn('Rhine course') },
  { ...river('3734', '3733', 'rhine', 'Rhein'), provenance: standIn('Rhine course') },
  { ...river('3533', '3634', 'rhine', 'Rhein'), provenance: standIn('Rhine course') },
  { ...river('3634', '3733', 'rhine', 'Rhein'), provenance: standIn('Rhine course') },
  { ...river('3733', '3834', 'rhine', 'Rhein'), provenance: standIn('Rhine course') },
  // Bridges the FJ regiments hold (SB9 L4805-L4819: bridgeheads across adjacent River Crossings).
  { ...river('4125', '4025', 'major', 'Hollandse IJssel', true), provenance: SB9('L4805-L4807 (Gouda: one Major River crossing)') },
  { ...river('4027', '4127', 'major', 'Lek', true), provenance: SB9('L4809-L4813, L4969-L4975') },
  { ...river('4027', '3926', 'major', 'Lek', true), provenance: SB9('L4809-L4813') },
  { ...river('4027', '3927', 'major', 'Lek'), provenance: SB9('L4969-L4975 (all attackers across rivers)') },
  { ...river('3924', '4024', 'major', 'Nieuwe Maas', true), provenance: SB9('L4815-L4819, L4955-L4957, L5088-L5096') },
  { ...river('3924', '3825', 'major', 'Hollands Diep', true), provenance: SB9('L4815-L4819, L5086-L5087 (Maas +1)') },
  // The Wilhelmina canal north of Breda (SB9 L5084-L5086: +1 as the far bank is Allied).
  { ...river('3725', '3825', 'minor', 'Wilhelminakanaal', true), provenance: SB9('L5084-L5086') },
];

function country(row: number, col: number): Country {
  return col >= (GERMAN_FROM[row] ?? 99) ? 'DE' : 'NL';
}

function hexes(): HexRow[] {
  const out: HexRow[] = [];
  for (let r = ROWS[0]; r <= ROWS[1]; r++) {
    for (let c = COLS[0]; c <= COLS[1]; c++) {
      const id = `${r}${String(c).padStart(2, '0')}`;
      const f = FEATURES[id];
      const edge: ('north' | 'south' | 'east' | 'west')[] = [];
      if (r === ROWS[0]) edge.push('south');
      if (r === ROWS[1]) edge.push('north');
      if (c === COLS[0]) edge.push('west');
      if (c === COLS[1]) edge.push('east');
      out.push({ id, country: country(r, c), ...(f ?? { terrain: 'clear' }), ...(edge.length ? { edge } : {}) });
    }
  }
  return out;
}

export const FORTRESS_HOLLAND_MAP: MapData = {
  id: 'fortress-holland',
  name: 'Fortress Holland (Scenario 4 map card)',
  provenance: standIn('the S4 map card is not in the sources: plain clear terrain and the border are ours'),
  hexes: hexes(),
  hexsides: [...SIDES],
};
