/**
 * CG SB5-SB7 Scenarios 1-3 on the big map. The text gives the rules of the set-up (SB5.3-SB5.7,
 * SB6.3-SB6.4, SB7.3-SB7.7: markers, chits, air, the airborne box, the units' four-digit set-up
 * codes) but not the codes themselves, which are printed on the counters (digest 5.9): every
 * start hex is a stand-in of ours after the positions of 10 May 1940 (Army Groups A, B and C on
 * the border; the Dutch behind the Peel and Grebbe lines; the Belgians on the Albert Canal; the
 * French 7th Army, 1st Army and BEF on the Belgian border; the 9th and 2nd Armies on the Meuse;
 * the DCR in reserve; the Maginot garrison corps with two black stars, SB5.8b).
 */
import { rulebook, standIn } from '../data/provenance.js';
import { REINFORCEMENTS, REINFORCEMENTS_S3 } from '../data/schedules.js';
import type { SetupData } from '../setup/schema.js';

const HEX = standIn('set-up codes are printed on the counters, missing from the sources (digest 5.9); 10 May 1940 positions, ours');

/** Start hexes shared by scenarios 1-3 (counter, hex). */
export const MAIN_PLACEMENTS: readonly (readonly [string, string])[] = [
  // CG R7.8a, R7.9: the Army Group B and A Attack Supply units behind their army groups (stand-in hexes).
  ['AGB', '3436'],
  ['AGA', '2635'],
  ['9Pz', '3736'],
  ['LAH', '3736'],
  ['SS-V', '3633'],
  ['X', '3635'],
  ['XXVI', '3733'],
  ['3Pz', '3031'],
  ['4Pz', '3031'],
  ['20Mot', '2931'],
  ['IV', '2933'],
  ['IX', '3033'],
  ['XI', '3132'],
  ['XXVII', '3231'],
  ['5Pz', '2731'],
  ['7Pz', '2731'],
  ['6Pz', '2531'],
  ['8Pz', '2531'],
  ['1Pz', '2331'],
  ['2Pz', '2331'],
  ['10Pz', '2232'],
  ['GD', '2232'],
  ['2Mot', '2233'],
  ['13Mot', '2235'],
  ['29Mot', '2333'],
  ['II', '2335'],
  ['III', '2433'],
  ['V', '2435'],
  ['VI', '2533'],
  ['VIII', '2535'],
  ['XVIII', '2633'],
  ['VII', '1436'],
  ['XII', '1534'],
  ['XIII', '1632'],
  ['XVII', '1635'],
  ['XXIII', '1733'],
  ['XXIV', '1736'],
  ['XXV', '1834'],
  ['XXX', '1932'],
  ['I-NL', '4024'],
  ['Rdam', '4025'],
  ['BrigG', '4026'],
  ['II-NL', '4128'],
  ['IV-NL', '4130'],
  ['BrigA', '4228'],
  ['III-NL', '3725'],
  ['Lichte', '3727'],
  ['BrigB', '3825'],
  ['PeelA', '3529'],
  ['PeelB', '3530'],
  ['I-BE', '3023'],
  ['II-BE', '3025'],
  ['IV-BE', '3027'],
  ['V-BE', '3123'],
  ['VI-BE', '3125'],
  ['CC-BE', '3127'],
  ['III-BE', '2726'],
  ['VII-BE', '2727'],
  ['ChA', '2427'],
  ['1DLM', '3212'],
  ['9DIM', '3213'],
  ['25DIM', '3214'],
  ['2DLM', '2716'],
  ['3DLM', '2718'],
  ['1DIM', '2720'],
  ['III-FR', '2817'],
  ['IV-FR', '2819'],
  ['V-FR', '2917'],
  ['I-BR', '3015'],
  ['1TkBde', '3015'],
  ['II-BR', '2913'],
  ['III-BR', '2915'],
  ['5BR', '3013'],
  ['XI-FR', '2419'],
  ['XLI-FR', '2421'],
  ['1DLC', '2519'],
  ['4DLC', '2521'],
  ['X-FR', '2021'],
  ['XVIII-FR', '2023'],
  ['2DLC', '2025'],
  ['5DLC', '2121'],
  ['3DLC', '2123'],
  ['1DCR', '1617'],
  ['2DCR', '1620'],
  ['3DCR', '1623'],
  ['XXI-FR', '1718'],
  ['3DIM', '1721'],
  ['XXIV-FR', '1426'],
  ['XLII-FR', '1428'],
  ['XX-FR', '1430'],
  ['XII-FR', '1432'],
  ['VI-FR', '1526'],
  ['XLV-FR', '1528'],
  ['51BR', '1530'],
];

const AIRBORNE = ['FJ1', 'FJ2', 'FJ3', 'FJ4', '22LL'].map((counter) => ({ counter, at: 'airborne' as const }));
const placed = (skip: readonly string[] = []) => MAIN_PLACEMENTS.filter(([c]) => !skip.includes(c)).map(([counter, at]) => ({ counter, at, provenance: HEX }));

/** CG SB5 Scenario 1, the historical campaign. */
export const HISTORICAL: SetupData = {
  id: 'historical',
  name: 'The Historical Campaign (Scenario 1)',
  map: 'case-yellow-s12',
  scenario: 1,
  turns: 10,
  chits: { german: 4, alliedMove: 2, alliedCombat: 2 },
  initiative: 'german',
  firstChitMove: false,
  stukas: 6,
  refugees: 3,
  refugeeCountries: ['NL', 'BE'],
  units: [...placed(), ...AIRBORNE],
  reinforcements: [...REINFORCEMENTS],
  provenance: rulebook('CG SB5.2-SB5.7 (10 turns; 4 + 4 chits on turn 1; 6 Stukas; up to 3 refugee markers in Belgium and the Netherlands, SB5.11; the airborne box); start hexes and schedules stand-in'),
};

/**
 * CG SB6 Scenario 2, better Allied information: scenario 1's set-up (the list of French units
 * with other hexes, SB6.4a, is missing: they keep their scenario 1 hexes), no star restrictions
 * (SB6.8), victory variant 1 (SB6.20: the German needs double the Allied VP).
 */
/**
 * CG SB6.4a: "the following French units set up in the hexes below" — the list is missing from
 * the sources (digest A4). Stand-in of ours: with better information the French armoured reserve
 * (1, 2 and 3 DCR) stands behind the Meuse at Sedan, where the blow fell.
 */
export const SB6_ALTERNATIVE_HEXES: readonly (readonly [string, string])[] = [
  ['1DCR', '2022'],
  ['2DCR', '1922'],
  ['3DCR', '2122'],
];
const SB6_HEX = standIn('CG SB6.4a alternative French set-up hexes: the list is missing from the sources (digest A4); ours');

export const BETTER_INFORMATION: SetupData = {
  ...HISTORICAL,
  units: [
    ...placed(SB6_ALTERNATIVE_HEXES.map(([c]) => c)),
    ...SB6_ALTERNATIVE_HEXES.map(([counter, at]) => ({ counter, at, provenance: SB6_HEX })),
    ...AIRBORNE,
  ],
  id: 'better-information',
  name: 'Better Allied Information (Scenario 2, variant 1)',
  scenario: 2,
  variant: 1,
  provenance: rulebook('CG SB6.2-SB6.8, SB6.20; the SB6.4a list of French alternative hexes is missing (digest 6.2)'),
};

/**
 * CG SB7 Scenario 3, the hypothetical scenario: the Allied white chits, the 11th Panzer on the map,
 * 3 DCR and 4 DLM on the map, the other S-3 units as reinforcements; 8 refugee markers and no
 * special turn-1 placement (SB7.11); no VP, victory by objectives (SB7.20).
 */
export const HYPOTHETICAL: SetupData = {
  ...HISTORICAL,
  id: 'hypothetical',
  name: 'The Hypothetical Scenario (Scenario 3)',
  map: 'case-yellow-s3',
  scenario: 3,
  refugees: 0,
  units: [
    ...placed(),
    { counter: '11Pz', at: '2834', provenance: HEX },
    { counter: '4DLM', at: '2914', provenance: HEX },
    ...AIRBORNE,
    // CG SB7.4k: the 7th FJ Division (S-3) waits in the airborne box with the four regiments (SB7.7b: one or the other drops).
    { counter: '7FJ', at: 'airborne' as const },
  ],
  reinforcements: [...REINFORCEMENTS_S3],
  provenance: rulebook('CG SB7.2-SB7.7 (10 turns; 4 + 4 white chits on turn 1; 6 Stukas; S-3 units); start hexes and schedules stand-in'),
};
