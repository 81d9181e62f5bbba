/**
 * The Cherbourg scenario (N44 26). Its set-up sheet is missing from every source: the German
 * units start on the set-up hexes printed on their counters (public, 2015 images) inside the
 * scenario's area; the Allied airborne units on the drop hexes printed on their counters; the
 * Utah landing boxes are ours (stand-in). The reinforcements follow rule 26.1 (2010 card).
 */
import { deepFreeze } from '@esagono/kernel';
import { CHERBOURG_REINFORCEMENTS } from '../data/cards.js';
import { counterManifest } from '../data/counters.js';
import type { Setup, SetupInput } from '../state.js';
import { campaignSetup } from '../scenarios/setup.js';

/** German counters whose printed set-up hex lies in the Cotentin west of hex row xx15 (one of each look-alike pair). */
const GERMAN_AT_START = [
  'ge-243-fe', 'ge-hq-cotentin', 'ge-709-561-ost', 'ge-709-649-ost', 'ge-709-729-2', 'ge-709-795-ost', 'ge-sturm',
  'ge-91-1057', 'ge-91-1057-3', 'ge-91-1058', 'ge-91-1058-3', 'ge-pzbn-100', 'ge-pzbn-206', 'ge-chr-17mg',
  'ge-chr-fortress', 'ge-chr-naval', 'ge-chr-todt', 'ge-sp-crisbeq', 'ge-sp-ftroule', 'ge-sp-osteck', 'ge-sp-ozeville',
  'ge-sp-westeck', 'ge-sp-york', 'ge-30fk', 'ge-6fj', 'ge-6fj-1', 'ge-6fj-3', 'ge-352-914-2',
] as const;

/** Printed set-up hexes of those counters (transcribed in src/data/counters.json). */
const GERMAN_HEX: Readonly<Record<(typeof GERMAN_AT_START)[number], string>> = {
  'ge-243-fe': '3105', 'ge-hq-cotentin': '3105', 'ge-709-561-ost': '3504', 'ge-709-649-ost': '3608', 'ge-709-729-2': '3511',
  'ge-709-795-ost': '2812', 'ge-sturm': '3712', 'ge-91-1057': '2807', 'ge-91-1057-3': '3009', 'ge-91-1058': '3209',
  'ge-91-1058-3': '2612', 'ge-pzbn-100': '2509', 'ge-pzbn-206': '3802', 'ge-chr-17mg': '3703', 'ge-chr-fortress': '3606',
  'ge-chr-naval': '3705', 'ge-chr-todt': '3706', 'ge-sp-crisbeq': '3012', 'ge-sp-ftroule': '3606', 'ge-sp-osteck': '3809',
  'ge-sp-ozeville': '3211', 'ge-sp-westeck': '3803', 'ge-sp-york': '3805', 'ge-30fk': '3708', 'ge-6fj': '2109',
  'ge-6fj-1': '2512', 'ge-6fj-3': '2512', 'ge-352-914-2': '2514',
};

const REINFORCEMENT_ID: Readonly<Record<string, string>> = {
  '1/1050/77': 'ge-77-1050-1',
  '1049(-)/77': 'ge-77-1049',
  '1050(-)/77': 'ge-77-1050',
  '3/1050/77': 'ge-77-1050-3',
  '2/1050/77': 'ge-77-1050-2',
};

export function cherbourgSetup(edition: '2010' | '2015' = '2010', options: Setup['options'] = { historicalWeather: false, flankFire: false }): Setup {
  const input: SetupInput = {
    scenario: 'cherbourg',
    name: `Cherbourg (N44 26), ${edition} reinforcements`,
    edition,
    lastTurn: 12,
    provenance: {
      kind: 'stand-in',
      note: 'German hexes as printed on the counters; 82nd/101st on their printed drop hexes; Utah assault (8/4 and 70 Tank Bn) and second wave are our stand-in for the missing landing boxes',
    },
    germanSupply: 3,
    units: [
      ...GERMAN_AT_START.map((id) => ({ id, hex: GERMAN_HEX[id], box: 'map' as const })),
      ...CHERBOURG_REINFORCEMENTS[edition].units.map((u) => ({ id: REINFORCEMENT_ID[u.unit] as string, hex: null, box: 'reinforcement' as const, arrives: u.turn, entry: u.hex })),
      // Airborne units on the drop hexes printed on their counters (N44 20.2).
      { id: 'US-82-505', hex: '2811', box: 'map' },
      { id: 'US-82-507', hex: '2810', box: 'map' },
      { id: 'US-82-508', hex: '2710', box: 'map' },
      { id: 'US-101-501', hex: '2712', box: 'map' },
      { id: 'US-101-502', hex: '2912', box: 'map' },
      { id: 'US-101-506', hex: '2813', box: 'map' },
      // Utah assault (stand-in landing box) and the second wave, landing on turn 1 (N44 20.3, 20.5).
      { id: 'US-4-8', hex: null, box: 'landing' },
      { id: 'US-TankBn-70', hex: null, box: 'landing' },
      { id: 'US-4-12', hex: null, box: 'wave', arrives: 1 },
      { id: 'US-4-22', hex: null, box: 'wave', arrives: 1 },
      { id: 'US-TankBn-746', hex: null, box: 'wave', arrives: 1 },
      { id: 'US-101-327', hex: null, box: 'wave', arrives: 1 },
      { id: 'US-Eng-1S', hex: null, box: 'wave', arrives: 1 },
      { id: 'US-CORPSHQ-7', hex: null, box: 'wave', arrives: 1 },
      // Everything US on the In Britain card except the 2nd Infantry and 2nd Armored Divisions (N44 26.1).
      ...counterManifest()
        .counters.filter((c) => c.nation === 'US' && c.inBritainRp !== null && c.formation !== '2')
        .map((c) => ({ id: c.id, hex: null, box: 'britain' as const })),
    ],
  };
  // Every field spelled out, as the schema's defaults would give.
  return { ...input, options: { ...options }, units: input.units.map((u) => ({ arrives: 0, entry: null, ...u })) };
}

export const scenarios = deepFreeze({
  cherbourg: cherbourgSetup('2010'),
  'cherbourg-2015': cherbourgSetup('2015'),
  'cherbourg-optional': cherbourgSetup('2010', { historicalWeather: true, flankFire: true }),
  // The 7-turn mini-game (N44 25) and the campaign game (N44 24) on the stand-in campaign map.
  'mini-game': campaignSetup('mini-game'),
  campaign: campaignSetup('campaign'),
});
