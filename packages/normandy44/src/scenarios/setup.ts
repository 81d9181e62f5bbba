/**
 * The set-ups of the campaign game (N44 24) and the 7-turn mini-game (N44 25), from data: the
 * German at-start units on the set-up hexes printed on their counters (public, 2015 images; one
 * counter of each look-alike pair, `LOOK_ALIKES_LEFT_OUT`), the German reinforcements by the turn
 * and entry colour printed on their counters (the 73 of the 2015 card), the 243rd/709th
 * mobilization units (white star, N44 6.7), the Allied airborne units on their printed drop hexes,
 * the assault and second-wave units by the beach printed on their counters in stand-in landing
 * boxes (`LANDING_BOXES`), and every In Britain unit.
 */
import { counterManifest } from '../data/counters.js';
import { normandyBoard } from '../map/index.js';
import type { Setup, SetupInput } from '../state.js';

/**
 * The 2015 images mix two printings (data README): of each look-alike pair one counter plays. We
 * keep the `21Pz` series of the 21st Panzer (it matches 125, 22 and the recon), the grey
 * strongpoints, the first 352 Feld-Ersatz, the 195 security counter at 1326, and the 47th Panzer
 * Corps HQ of the card (turn 6) rather than the at-start one at 1032.
 */
export const LOOK_ALIKES_LEFT_OUT = [
  'ge-21-192', 'ge-21-200pzjg', 'ge-21-200stug', 'ge-fe-352', 'ge-352-feb', 'ge-sec-195', 'ge-hq-47pz', 'ge-7a-sturm', 'ge-30flak',
  'ge-243-feb', 'ge-crisbecq', 'ge-ftroule', 'ge-longues', 'ge-yorck',
  // Turn-tagged counters that are not on the 2015 reinforcement card (data README).
  'ge-77-1050', 'ge-77-1049-3', 'ge-266-kg', 'ge-343-kg', 'ge-346-857-1-ost', 'ge-12ss-25pzg', 'ge-12ss-26pzg',
] as const;

/**
 * Landing boxes (stand-in: no source prints them). Each of the eight DD battalions with an assault
 * (N44 20.3.5), the two Omaha sectors with two regiments each (example of play T36-T37), the
 * Rangers at Pointe du Hoc (N44 20.3.4); the rest of each beach's printed units is its second wave.
 */
export const LANDING_BOXES: Readonly<Record<string, { readonly assault: readonly string[]; readonly wave: readonly string[] }>> = {
  Utah: { assault: ['US-4-8', 'US-TankBn-70'], wave: ['US-4-12', 'US-4-22', 'US-TankBn-746', 'US-101-327', 'US-Eng-1S', 'US-CORPSHQ-7'] },
  'Pointe du Hoc': { assault: ['US-2Rgr'], wave: [] },
  'Omaha 29th': { assault: ['US-29-116', 'US-29-115', 'US-TankBn-743'], wave: ['US-29-175', 'US-TankBn-747', 'US-Eng-5S', 'US-CORPSHQ-5'] },
  'Omaha 1st': { assault: ['US-1-16', 'US-1-18', 'US-TankBn-741'], wave: ['US-1-26', 'US-TankBn-745'] },
  'Gold Jig': { assault: ['BR-50-231', 'BR-8A-NY'], wave: ['BR-50-56', 'BR-8A(-)', 'BR-Eng-9+10', 'BR-HQ-30Corps'] },
  'Gold King': { assault: ['BR-50-69', 'BR-8A-47RDG'], wave: ['BR-50-151'] },
  'Juno Mike': { assault: ['CAN-3-7', 'CAN-2A-1Hus'], wave: ['CAN-3-9', 'CAN-2A-SFR', 'BR-Eng-7+8', 'BR-HQ-1Corps'] },
  'Juno Nan': { assault: ['CAN-3-8', 'CAN-2A-FGH'], wave: ['BR-4SS'] },
  'Sword Queen': { assault: ['BR-3-8', 'BR-27A-1318'], wave: ['BR-3-185', 'BR-3-9', 'BR-1SS', 'BR-27A-1ERY', 'BR-27A-SY', 'BR-Eng-5'] },
};

/** The glider regiments land on turn 2 on their landing zones (N44 20.2; the LZ hexes are stand-in). */
const GLIDERS: Readonly<Record<string, string>> = { 'US-82-325': '82nd glider LZ', 'BR-6-6': '6th Airborne glider LZ' };

export function campaignSetup(scenario: 'campaign' | 'mini-game', options: Setup['options'] = { historicalWeather: false, flankFire: false }): Setup {
  const b = normandyBoard();
  const counters = counterManifest().counters;
  const out = new Set<string>(LOOK_ALIKES_LEFT_OUT);
  const entriesOf = (colour: string): string[] => b.file.entries.filter((e) => e.colour === colour).map((e) => e.hex);
  const used: Record<string, number> = {};
  const nextEntry = (colour: string): string => {
    const hs = entriesOf(colour);
    const i = used[colour] ?? 0;
    used[colour] = i + 1;
    return hs[i % hs.length] as string;
  };
  const mobilization = (division: '243' | '709'): string[] => b.file.places.find((p) => p.kind === `mobilization-${division}`)?.hexes ?? [];
  const units: SetupInput['units'] = [];
  const german = counters.filter((c) => c.side === 'german' && !out.has(c.id));
  for (const c of german) {
    if (c.front.setupHex) units.push({ id: c.id, hex: c.front.setupHex, box: 'map' });
  }
  for (const c of german) {
    if (c.front.setupHex || c.front.arrivalTurn === null || c.front.entryColour === null) continue;
    units.push({ id: c.id, hex: null, box: 'reinforcement', arrives: c.front.arrivalTurn, entry: nextEntry(c.front.entryColour) });
  }
  // Mobilization (N44 6.7): the units wait in their division's box; from turn 2 the German may place
  // one of each box a turn on that division's mobilization hexes (the `enter` move).
  for (const division of ['243', '709'] as const) {
    if (mobilization(division).length === 0) continue;
    for (const c of german) if (c.front.whiteStar && c.formation === division) units.push({ id: c.id, hex: null, box: 'reinforcement', arrives: 2 });
  }
  // Airborne units on their printed drop hexes (N44 20.2, 24.2).
  for (const c of counters) if (c.side === 'allied' && c.front.setupHex && (c.kind === 'airborne')) units.push({ id: c.id, hex: c.front.setupHex, box: 'map' });
  for (const [sector, box] of Object.entries(LANDING_BOXES)) {
    for (const id of box.assault) units.push({ id, hex: null, box: 'landing', sector });
    for (const id of box.wave) units.push({ id, hex: null, box: 'wave', arrives: 1, sector });
  }
  units.push({ id: 'US-5Rgr', hex: null, box: 'landing', sector: 'Ranger 5' });
  for (const [id, lz] of Object.entries(GLIDERS)) units.push({ id, hex: null, box: 'wave', arrives: 2, sector: lz });
  for (const c of counters) if (c.side === 'allied' && c.inBritainRp !== null) units.push({ id: c.id, hex: null, box: 'britain' });
  const input: SetupInput = {
    scenario,
    name: scenario === 'campaign' ? 'Campaign game (N44 24), 22 turns' : '7-turn mini-game (N44 25)',
    edition: '2010',
    lastTurn: scenario === 'campaign' ? 22 : 7,
    provenance: {
      kind: 'stand-in',
      note: 'German units on the hexes and turns printed on their counters (public, 2015); airborne units on their printed drop hexes; the landing boxes, the glider LZs, the entry hexes and the 7th Army starting SupP are our stand-in',
    },
    // The 7th Army starts with 2 SupP: stand-in (the starting level is missing; the example of play spends one on turn 1, T43).
    germanSupply: 2,
    units,
    options,
  };
  return { ...input, options: { ...options }, units: input.units.map((u) => ({ arrives: 0, entry: null, ...u })) };
}
