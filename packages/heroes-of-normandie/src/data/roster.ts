/**
 * The stand-in roster: both factions' counters, both sides of each token. The rulebook prints
 * no counter (digest §5.7), so every value here is our own, marked `stand-in`, and none is the
 * original. Only the badge "4th Infantry Division" and the shape of the example counter (MV 4,
 * +2/+1/X, yellow 6, hit symbol, Orders x2, Assault, Limited Range 4) come from the rulebook
 * (HoN p.4 L75-103, EX-1): `EX1_COUNTER` restates it.
 */
import { z } from 'zod';
import { CounterSchema, TerrainEffectsSchema, type Counter } from './schemas.js';
import { rulebook, STAND_IN } from './provenance.js';
import { SPECIAL_COUNTERS } from './specials.js';

type CounterInput = z.input<typeof CounterSchema>;

const WRECK: z.input<typeof TerrainEffectsSchema> = { defense: 1, obstacle: 1, impassable: ['lightVehicle', 'heavyVehicle'] };

const ROSTER_INPUT: readonly CounterInput[] = [
  // United States
  {
    id: 'us-rifle-squad', faction: 'US', badge: '4th Infantry Division', kind: 'infantry', border: 'standard', footprint: 1, provenance: STAND_IN,
    sides: [
      { name: 'Rifle Squad', nameColor: 'white', movement: 4, attack: { yellow: 2, purple: 1, grey: 'X' }, defense: { color: 'yellow', value: 6 }, hitSymbol: true, abilities: [{ id: 'assault' }] },
      { name: 'Rifle Squad', nameColor: 'red', movement: 4, attack: { yellow: 1, purple: 0, grey: 'X' }, defense: { color: 'yellow', value: 5 }, hitSymbol: false, abilities: [{ id: 'assault' }] },
    ],
  },
  {
    // Treppiede (HoN p.15 L1367-1373): its two faces are the weapon packed and set up, not a
    // reduced side [derived]; so neither face shows the hit symbol, and one hit eliminates it.
    id: 'us-m1917-tripod', faction: 'US', badge: '4th Infantry Division', kind: 'infantry', border: 'heavyWeapon', footprint: 1, provenance: STAND_IN,
    sides: [
      { name: 'M1917 (packed)', nameColor: 'white', movement: 3, attack: { yellow: 1, purple: 0, grey: 'X' }, defense: { color: 'yellow', value: 5 }, hitSymbol: false, abilities: [{ id: 'tripod' }] },
      { name: 'M1917 (set up)', nameColor: 'white', movement: 'X', attack: { yellow: 4, purple: 1, grey: 'X' }, defense: { color: 'yellow', value: 5 }, hitSymbol: false, abilities: [{ id: 'tripod' }] },
    ],
  },
  {
    id: 'us-30cal', faction: 'US', badge: '4th Infantry Division', kind: 'infantry', border: 'heavyWeapon', footprint: 1, provenance: STAND_IN,
    sides: [
      { name: '.30 cal', nameColor: 'white', movement: 2, attack: { yellow: 3, purple: 1, grey: 'X' }, defense: { color: 'yellow', value: 5 }, hitSymbol: true, abilities: [{ id: 'opportunityFire' }, { id: 'suppressiveFire' }, { id: 'raffica' }] },
      { name: '.30 cal', nameColor: 'red', movement: 2, attack: { yellow: 2, purple: 0, grey: 'X' }, defense: { color: 'yellow', value: 4 }, hitSymbol: false, abilities: [] },
    ],
  },
  {
    id: 'us-bazooka', faction: 'US', badge: '4th Infantry Division', kind: 'infantry', border: 'heavyWeapon', footprint: 1, provenance: STAND_IN,
    sides: [
      { name: 'Bazooka Team', nameColor: 'white', movement: 3, attack: { yellow: 0, purple: 3, grey: 3 }, defense: { color: 'yellow', value: 5 }, hitSymbol: true, abilities: [{ id: 'limitedRange', value: 4 }, { id: 'destruction', value: 3 }] },
      { name: 'Bazooka Team', nameColor: 'red', movement: 3, attack: { yellow: 0, purple: 2, grey: 2 }, defense: { color: 'yellow', value: 4 }, hitSymbol: false, abilities: [{ id: 'limitedRange', value: 4 }] },
    ],
  },
  {
    id: 'us-lieutenant', faction: 'US', badge: '4th Infantry Division', kind: 'infantry', border: 'officer', footprint: 1, provenance: STAND_IN,
    sides: [
      { name: 'Lieutenant', nameColor: 'white', movement: 4, attack: { yellow: 1, purple: 0, grey: 'X' }, defense: { color: 'yellow', value: 5 }, hitSymbol: true, abilities: [{ id: 'orders', value: 2 }, { id: 'assault' }] },
      { name: 'Lieutenant', nameColor: 'red', movement: 4, attack: { yellow: 0, purple: 'X', grey: 'X' }, defense: { color: 'yellow', value: 4 }, hitSymbol: false, abilities: [{ id: 'orders', value: 1 }] },
    ],
  },
  {
    id: 'us-sergeant-hero', faction: 'US', badge: 'generic', kind: 'infantry', border: 'hero', footprint: 1, provenance: STAND_IN,
    sides: [
      { name: 'Sergeant Hero', nameColor: 'white', movement: 5, attack: { yellow: 3, purple: 2, grey: 1 }, defense: { color: 'yellow', value: 6 }, hitSymbol: true, abilities: [{ id: 'assault', value: 1 }, { id: 'personalOrder' }, { id: 'terrifying' }] },
      { name: 'Sergeant Hero', nameColor: 'red', movement: 4, attack: { yellow: 2, purple: 1, grey: 'X' }, defense: { color: 'yellow', value: 5 }, hitSymbol: false, abilities: [{ id: 'assault' }, { id: 'personalOrder' }] },
    ],
  },
  {
    id: 'us-jeep', faction: 'US', badge: '4th Infantry Division', kind: 'lightVehicle', border: 'standard', footprint: 1, provenance: STAND_IN,
    sides: [
      { name: 'Jeep .50', nameColor: 'white', movement: 7, attack: { yellow: 3, purple: 1, grey: 'X' }, defense: { color: 'purple', value: 5 }, hitSymbol: false, abilities: [{ id: 'fireOnTheMove', value: -1 }] },
      { name: 'Jeep wreck', nameColor: 'red', movement: 0, defense: { color: 'purple', value: 5 }, hitSymbol: false, abilities: [], wreck: WRECK },
    ],
  },
  {
    id: 'us-sherman', faction: 'US', badge: '4th Infantry Division', kind: 'heavyVehicle', border: 'standard', footprint: 1, provenance: STAND_IN,
    sides: [
      {
        name: 'Sherman', nameColor: 'white', movement: 5,
        weapons: [
          { slot: 'primary', attack: { yellow: 2, purple: 4, grey: 4 }, abilities: [{ id: 'piercing' }] },
          { slot: 'secondary', attack: { yellow: 3, purple: 1, grey: 'X' }, abilities: [{ id: 'fireOnTheMove', value: -1 }] },
        ],
        defense: { color: 'grey', front: 8, side: 6, rear: 5 }, hitSymbol: false, abilities: [],
      },
      { name: 'Sherman wreck', nameColor: 'red', movement: 0, defense: { color: 'grey', front: 8, side: 6, rear: 5 }, hitSymbol: false, abilities: [], wreck: { ...WRECK, defense: 2, obstacle: 'blocks' } },
    ],
  },
  {
    id: 'us-sniper', faction: 'US', badge: '4th Infantry Division', kind: 'infantry', border: 'standard', footprint: 1, provenance: STAND_IN,
    sides: [
      { name: 'Sniper', nameColor: 'white', movement: 4, attack: { yellow: 1, purple: 'X', grey: 'X' }, defense: { color: 'yellow', value: 5 }, hitSymbol: false, abilities: [{ id: 'sniper' }, { id: 'hawkeye' }, { id: 'scout', value: 3 }] },
      { name: 'Sniper', nameColor: 'red', movement: 4, attack: { yellow: 0, purple: 'X', grey: 'X' }, defense: { color: 'yellow', value: 4 }, hitSymbol: false, abilities: [{ id: 'sniper' }] },
    ],
  },
  {
    id: 'us-sherman-hero', faction: 'US', badge: 'generic', kind: 'heavyVehicle', border: 'hero', footprint: 1, provenance: STAND_IN,
    sides: [
      {
        name: 'Hero Sherman', nameColor: 'white', movement: 5,
        weapons: [
          { slot: 'primary', attack: { yellow: 2, purple: 4, grey: 4 }, abilities: [] },
          { slot: 'secondary', attack: { yellow: 3, purple: 1, grey: 'X' }, abilities: [{ id: 'fireOnTheMove', value: -1 }] },
        ],
        defense: { color: 'grey', front: 8, side: 6, rear: 5 }, hitSymbol: false, abilities: [{ id: 'positiveWaves' }],
      },
      { name: 'Hero Sherman wreck', nameColor: 'red', movement: 0, defense: { color: 'grey', front: 8, side: 6, rear: 5 }, hitSymbol: false, abilities: [], wreck: { ...WRECK, defense: 2, obstacle: 'blocks' } },
    ],
  },
  {
    id: 'us-mg-sergeant', faction: 'US', badge: '4th Infantry Division', kind: 'infantry', border: 'standard', footprint: 1, provenance: STAND_IN,
    sides: [
      { name: 'MG Section Sergeant', nameColor: 'white', movement: 4, attack: { yellow: 1, purple: 'X', grey: 'X' }, defense: { color: 'yellow', value: 5 }, hitSymbol: false, abilities: [{ id: 'barrageOrder' }] },
      { name: 'MG Section Sergeant', nameColor: 'red', movement: 4, attack: { yellow: 0, purple: 'X', grey: 'X' }, defense: { color: 'yellow', value: 4 }, hitSymbol: false, abilities: [{ id: 'barrageOrder' }] },
    ],
  },
  {
    id: 'us-engineers', faction: 'US', badge: '4th Infantry Division', kind: 'infantry', border: 'standard', footprint: 1, provenance: STAND_IN,
    sides: [
      { name: 'Combat Engineers', nameColor: 'white', movement: 4, attack: { yellow: 2, purple: 1, grey: 1 }, defense: { color: 'yellow', value: 6 }, hitSymbol: true, abilities: [{ id: 'amphibious' }, { id: 'assault' }] },
      { name: 'Combat Engineers', nameColor: 'red', movement: 4, attack: { yellow: 1, purple: 0, grey: 'X' }, defense: { color: 'yellow', value: 5 }, hitSymbol: false, abilities: [{ id: 'amphibious' }] },
    ],
  },
  {
    id: 'us-pack-howitzer', faction: 'US', badge: '4th Infantry Division', kind: 'infantry', border: 'heavyWeapon', footprint: 1, provenance: STAND_IN,
    sides: [
      { name: '75 mm Pack Howitzer', nameColor: 'white', movement: 1, attack: { yellow: 'X', purple: 'X', grey: 'X' }, defense: { color: 'yellow', value: 5 }, hitSymbol: true, abilities: [{ id: 'howitzer', color: 'green' }] },
      { name: '75 mm Pack Howitzer', nameColor: 'red', movement: 1, attack: { yellow: 'X', purple: 'X', grey: 'X' }, defense: { color: 'yellow', value: 4 }, hitSymbol: false, abilities: [{ id: 'howitzer', color: 'green' }] },
    ],
  },
  // Germany
  {
    id: 'de-grenadiers', faction: 'DE', badge: '352. Infanterie-Division', kind: 'infantry', border: 'standard', footprint: 1, provenance: STAND_IN,
    sides: [
      { name: 'Grenadiere', nameColor: 'white', movement: 4, attack: { yellow: 2, purple: 1, grey: 'X' }, defense: { color: 'yellow', value: 6 }, hitSymbol: true, abilities: [{ id: 'assault' }] },
      { name: 'Grenadiere', nameColor: 'red', movement: 4, attack: { yellow: 1, purple: 0, grey: 'X' }, defense: { color: 'yellow', value: 5 }, hitSymbol: false, abilities: [{ id: 'assault' }] },
    ],
  },
  {
    id: 'de-volksgrenadiers', faction: 'DE', badge: '352. Infanterie-Division', kind: 'infantry', border: 'standard', footprint: 1, provenance: STAND_IN,
    sides: [
      { name: 'Volksgrenadiere', nameColor: 'white', movement: 4, attack: { yellow: 1, purple: 0, grey: 'X' }, defense: { color: 'yellow', value: 5 }, hitSymbol: true, abilities: [{ id: 'substitute' }] },
      { name: 'Volksgrenadiere', nameColor: 'red', movement: 3, attack: { yellow: 0, purple: 'X', grey: 'X' }, defense: { color: 'yellow', value: 4 }, hitSymbol: false, abilities: [] },
    ],
  },
  {
    id: 'de-mg42', faction: 'DE', badge: '352. Infanterie-Division', kind: 'infantry', border: 'heavyWeapon', footprint: 1, provenance: STAND_IN,
    sides: [
      { name: 'MG 42', nameColor: 'white', movement: 2, attack: { yellow: 4, purple: 1, grey: 'X' }, defense: { color: 'yellow', value: 5 }, hitSymbol: true, abilities: [{ id: 'opportunityFire' }, { id: 'suppressiveFire' }] },
      { name: 'MG 42', nameColor: 'red', movement: 2, attack: { yellow: 3, purple: 0, grey: 'X' }, defense: { color: 'yellow', value: 4 }, hitSymbol: false, abilities: [] },
    ],
  },
  {
    // AAA (HoN p.14 L1113-1115): +1 to the anti-aircraft die against the opponent's Aviation cards (L594, [A49]).
    id: 'de-flak-38', faction: 'DE', badge: '352. Infanterie-Division', kind: 'infantry', border: 'heavyWeapon', footprint: 1, provenance: STAND_IN,
    sides: [
      { name: 'Flak 38', nameColor: 'white', movement: 2, attack: { yellow: 3, purple: 2, grey: 'X' }, defense: { color: 'yellow', value: 5 }, hitSymbol: true, abilities: [{ id: 'aaa' }] },
      { name: 'Flak 38', nameColor: 'red', movement: 2, attack: { yellow: 2, purple: 1, grey: 'X' }, defense: { color: 'yellow', value: 4 }, hitSymbol: false, abilities: [{ id: 'aaa' }] },
    ],
  },
  {
    id: 'de-panzerschreck', faction: 'DE', badge: '352. Infanterie-Division', kind: 'infantry', border: 'heavyWeapon', footprint: 1, provenance: STAND_IN,
    sides: [
      { name: 'Panzerschreck', nameColor: 'white', movement: 3, attack: { yellow: 0, purple: 3, grey: 4 }, defense: { color: 'yellow', value: 5 }, hitSymbol: true, abilities: [{ id: 'limitedRange', value: 4 }] },
      { name: 'Panzerschreck', nameColor: 'red', movement: 3, attack: { yellow: 0, purple: 2, grey: 3 }, defense: { color: 'yellow', value: 4 }, hitSymbol: false, abilities: [{ id: 'limitedRange', value: 4 }] },
    ],
  },
  {
    id: 'de-leutnant', faction: 'DE', badge: '352. Infanterie-Division', kind: 'infantry', border: 'officer', footprint: 1, provenance: STAND_IN,
    sides: [
      { name: 'Leutnant', nameColor: 'white', movement: 4, attack: { yellow: 1, purple: 0, grey: 'X' }, defense: { color: 'yellow', value: 5 }, hitSymbol: true, abilities: [{ id: 'orders', value: 2 }, { id: 'assault' }] },
      { name: 'Leutnant', nameColor: 'red', movement: 4, attack: { yellow: 0, purple: 'X', grey: 'X' }, defense: { color: 'yellow', value: 4 }, hitSymbol: false, abilities: [{ id: 'orders', value: 1 }] },
    ],
  },
  {
    id: 'de-feldwebel-hero', faction: 'DE', badge: 'generic', kind: 'infantry', border: 'hero', footprint: 1, provenance: STAND_IN,
    sides: [
      { name: 'Feldwebel Hero', nameColor: 'white', movement: 5, attack: { yellow: 3, purple: 2, grey: 1 }, defense: { color: 'yellow', value: 6 }, hitSymbol: true, abilities: [{ id: 'assault', value: 1 }, { id: 'personalOrder' }, { id: 'hawkeye' }, { id: 'frighteningShot' }] },
      { name: 'Feldwebel Hero', nameColor: 'red', movement: 4, attack: { yellow: 2, purple: 1, grey: 'X' }, defense: { color: 'yellow', value: 5 }, hitSymbol: false, abilities: [{ id: 'assault' }, { id: 'personalOrder' }] },
    ],
  },
  {
    id: 'de-sniper', faction: 'DE', badge: '352. Infanterie-Division', kind: 'infantry', border: 'standard', footprint: 1, provenance: STAND_IN,
    sides: [
      { name: 'Scharfschütze', nameColor: 'white', movement: 4, attack: { yellow: 1, purple: 'X', grey: 'X' }, defense: { color: 'yellow', value: 5 }, hitSymbol: false, abilities: [{ id: 'sniper' }, { id: 'hawkeye' }, { id: 'scout', value: 3 }] },
      { name: 'Scharfschütze', nameColor: 'red', movement: 4, attack: { yellow: 0, purple: 'X', grey: 'X' }, defense: { color: 'yellow', value: 4 }, hitSymbol: false, abilities: [{ id: 'sniper' }] },
    ],
  },
  {
    id: 'de-jager', faction: 'DE', badge: '352. Infanterie-Division', kind: 'infantry', border: 'standard', footprint: 1, provenance: STAND_IN,
    sides: [
      { name: 'Jäger', nameColor: 'white', movement: 5, attack: { yellow: 2, purple: 0, grey: 'X' }, defense: { color: 'yellow', value: 5 }, hitSymbol: true, abilities: [{ id: 'autonomous' }, { id: 'assault' }] },
      { name: 'Jäger', nameColor: 'red', movement: 4, attack: { yellow: 1, purple: 'X', grey: 'X' }, defense: { color: 'yellow', value: 4 }, hitSymbol: false, abilities: [{ id: 'autonomous' }] },
    ],
  },
  {
    id: 'de-mortar', faction: 'DE', badge: '352. Infanterie-Division', kind: 'infantry', border: 'heavyWeapon', footprint: 1, provenance: STAND_IN,
    sides: [
      { name: 'Granatwerfer 34', nameColor: 'white', movement: 2, attack: { yellow: 'X', purple: 'X', grey: 'X' }, defense: { color: 'yellow', value: 5 }, hitSymbol: true, abilities: [{ id: 'indirectFire', color: 'blue' }] },
      { name: 'Granatwerfer 34', nameColor: 'red', movement: 1, attack: { yellow: 'X', purple: 'X', grey: 'X' }, defense: { color: 'yellow', value: 4 }, hitSymbol: false, abilities: [{ id: 'indirectFire', color: 'blue' }] },
    ],
  },
  {
    id: 'de-kubelwagen', faction: 'DE', badge: '352. Infanterie-Division', kind: 'lightVehicle', border: 'standard', footprint: 1, provenance: STAND_IN,
    sides: [
      { name: 'Kübelwagen', nameColor: 'white', movement: 7, attack: { yellow: 2, purple: 1, grey: 'X' }, defense: { color: 'purple', value: 5 }, hitSymbol: false, abilities: [{ id: 'fireOnTheMove', value: -1 }] },
      { name: 'Kübelwagen wreck', nameColor: 'red', movement: 0, defense: { color: 'purple', value: 5 }, hitSymbol: false, abilities: [], wreck: WRECK },
    ],
  },
  {
    // Trasporto with the stand-in capacity 4 (the transport scale is missing, digest §4.9).
    id: 'us-halftrack', faction: 'US', badge: '4th Infantry Division', kind: 'lightVehicle', border: 'standard', footprint: 1, provenance: STAND_IN,
    sides: [
      { name: 'M3 Half-track', nameColor: 'white', movement: 6, attack: { yellow: 3, purple: 1, grey: 'X' }, defense: { color: 'purple', value: 5 }, hitSymbol: false, abilities: [{ id: 'transport', value: 4 }, { id: 'fireOnTheMove', value: -1 }] },
      { name: 'M3 Half-track wreck', nameColor: 'red', movement: 0, defense: { color: 'purple', value: 5 }, hitSymbol: false, abilities: [], wreck: WRECK },
    ],
  },
  {
    // An observer that hides (Imboscata) and guides the mortar (Assistente Artigliere).
    id: 'de-artillery-spotter', faction: 'DE', badge: '352. Infanterie-Division', kind: 'infantry', border: 'standard', footprint: 1, provenance: STAND_IN,
    sides: [
      { name: 'Artilleriebeobachter', nameColor: 'white', movement: 4, attack: { yellow: 1, purple: 'X', grey: 'X' }, defense: { color: 'yellow', value: 5 }, hitSymbol: true, abilities: [{ id: 'artillerySpotter' }, { id: 'ambush' }] },
      { name: 'Artilleriebeobachter', nameColor: 'red', movement: 4, attack: { yellow: 0, purple: 'X', grey: 'X' }, defense: { color: 'yellow', value: 4 }, hitSymbol: false, abilities: [{ id: 'artillerySpotter' }] },
    ],
  },
  {
    id: 'de-panzer-iv', faction: 'DE', badge: '352. Infanterie-Division', kind: 'heavyVehicle', border: 'standard', footprint: 1, provenance: STAND_IN,
    sides: [
      {
        name: 'Panzer IV', nameColor: 'white', movement: 5,
        weapons: [
          { slot: 'primary', attack: { yellow: 2, purple: 4, grey: 5 }, abilities: [] },
          { slot: 'secondary', attack: { yellow: 3, purple: 1, grey: 'X' }, abilities: [{ id: 'fireOnTheMove', value: -1 }] },
        ],
        defense: { color: 'grey', front: 8, side: 6, rear: 5 }, hitSymbol: false, abilities: [],
      },
      { name: 'Panzer IV wreck', nameColor: 'red', movement: 0, defense: { color: 'grey', front: 8, side: 6, rear: 5 }, hitSymbol: false, abilities: [], wreck: { ...WRECK, defense: 2, obstacle: 'blocks' } },
    ],
  },
  {
    // A 2-space heavy vehicle (HoN p.6 L368): its hull machine gun fires only ahead, in a stand-in
    // 90-degree arc (HoN p.7 L494-496; the arc drawings are on counters the sources lack).
    id: 'de-panther', faction: 'DE', badge: '352. Infanterie-Division', kind: 'heavyVehicle', border: 'standard', footprint: 2, provenance: STAND_IN,
    sides: [
      {
        name: 'Panther', nameColor: 'white', movement: 5,
        weapons: [
          { slot: 'primary', attack: { yellow: 2, purple: 4, grey: 6 }, abilities: [] },
          { slot: 'secondary', attack: { yellow: 3, purple: 1, grey: 'X' }, abilities: [{ id: 'fireOnTheMove', value: -1 }], arc: 90 },
        ],
        defense: { color: 'grey', front: 9, side: 6, rear: 5 }, hitSymbol: false, abilities: [],
      },
      { name: 'Panther wreck', nameColor: 'red', movement: 0, defense: { color: 'grey', front: 9, side: 6, rear: 5 }, hitSymbol: false, abilities: [], wreck: { ...WRECK, defense: 2, obstacle: 'blocks' } },
    ],
  },
];

/** The rulebook's example counter (HoN p.4 L75-103); the back side and name are in the lost picture. */
export const EX1_COUNTER: CounterInput = {
  id: 'ex1-example', faction: 'US', badge: '4th Infantry Division', kind: 'infantry', border: 'standard', footprint: 1,
  provenance: rulebook('HoN p.4 L75-103 (front side only; the back is ours)'),
  sides: [
    { name: 'Example', nameColor: 'white', movement: 4, attack: { yellow: 2, purple: 1, grey: 'X' }, defense: { color: 'yellow', value: 6 }, hitSymbol: true, abilities: [{ id: 'orders', value: 2 }, { id: 'assault' }, { id: 'limitedRange', value: 4 }] },
    { name: 'Example', nameColor: 'red', movement: 4, attack: { yellow: 1, purple: 0, grey: 'X' }, defense: { color: 'yellow', value: 5 }, hitSymbol: false, abilities: [] },
  ],
};

function parseRoster(input: readonly CounterInput[]): Readonly<Record<string, Counter>> {
  const out: Record<string, Counter> = {};
  for (const [i, c] of input.entries()) {
    const r = CounterSchema.safeParse(c);
    if (!r.success) throw new Error(`roster[${i}] (${c.id}): ${r.error.issues[0]?.path.join('.')}: ${r.error.issues[0]?.message}`);
    out[r.data.id] = r.data;
  }
  return out;
}

export const ROSTER: Readonly<Record<string, Counter>> = parseRoster([...ROSTER_INPUT, ...SPECIAL_COUNTERS, EX1_COUNTER]);
