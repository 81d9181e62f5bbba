/**
 * Set-up (DDOB 3) and the Easy Fox introductory scenario (L2080–2121). Face-down counters are placed
 * by class only (their identity is drawn when revealed, 9.1).
 */
import type { Division } from '../cards/types.js';
import { CARDS } from '../cards/index.js';
import { US_UNITS } from '../data/us-units.js';
import { isCombat, type UsUnitData } from '../data/types.js';
import { MAP, underWater } from '../map/index.js';
import type { FaceClass, GermanStack, Rules, Setup, State, UsUnitState } from '../state.js';

interface WnPlacement {
  readonly hex: string;
  readonly cls: FaceClass;
  readonly dm: boolean;
}

const wnHex = (id: string, half?: 'N' | 'S'): string => {
  const p = MAP.position.get(id);
  if (!p) throw new Error(`no position ${id}`);
  return (half === 'S' ? p.hexes[1] : p.hexes[0]) as string;
};

/** Easy Fox German WNs (L2084–2092): DMs on 60, 61, 62N, 65N; 88 in 61; 75s in 60, 62S, 65S; plain in 62N, 64, 65N. */
const EASY_FOX_WNS: readonly WnPlacement[] = [
  { hex: wnHex('WN60'), cls: 'wn-75', dm: true },
  { hex: wnHex('WN61'), cls: 'wn-88', dm: true },
  { hex: wnHex('WN62', 'N'), cls: 'wn-plain', dm: true },
  { hex: wnHex('WN62', 'S'), cls: 'wn-75', dm: false },
  { hex: wnHex('WN64'), cls: 'wn-plain', dm: false },
  { hex: wnHex('WN65', 'N'), cls: 'wn-plain', dm: true },
  { hex: wnHex('WN65', 'S'), cls: 'wn-75', dm: false },
];

/** First Wave / DDOB WNs (DDOB 3, L349–357). */
const FIRST_WAVE_WNS: readonly WnPlacement[] = [
  ...EASY_FOX_WNS,
  { hex: wnHex('WN66', 'N'), cls: 'wn-plain', dm: true },
  { hex: wnHex('WN66', 'S'), cls: 'wn-plain', dm: false },
  { hex: wnHex('WN67'), cls: 'wn-plain', dm: false },
  { hex: wnHex('WN68', 'N'), cls: 'wn-plain', dm: true },
  { hex: wnHex('WN68', 'S'), cls: 'wn-75', dm: false },
  { hex: wnHex('WN69'), cls: 'wn-rocket', dm: false },
  { hex: wnHex('WN70'), cls: 'wn-75', dm: true },
  { hex: wnHex('WN71'), cls: 'wn-plain', dm: false },
  { hex: wnHex('WN72', 'N'), cls: 'wn-plain', dm: true },
  { hex: wnHex('WN72', 'S'), cls: 'wn-88', dm: false },
  { hex: wnHex('WN73'), cls: 'wn-75', dm: true },
];

/** Beyond the Beach WNs (DDOB 21.1, L1665–1677): 13 WN units, DMs under 62S, 65S, 66S, 67, 68S, 69, 72N, 72S. */
const BEYOND_WNS: readonly WnPlacement[] = [
  { hex: wnHex('WN62', 'N'), cls: 'wn-plain', dm: false },
  { hex: wnHex('WN62', 'S'), cls: 'wn-75', dm: true },
  { hex: wnHex('WN65', 'N'), cls: 'wn-plain', dm: false },
  { hex: wnHex('WN65', 'S'), cls: 'wn-75', dm: true },
  { hex: wnHex('WN66', 'N'), cls: 'wn-plain', dm: false },
  { hex: wnHex('WN66', 'S'), cls: 'wn-plain', dm: true },
  { hex: wnHex('WN67'), cls: 'wn-plain', dm: true },
  { hex: wnHex('WN68', 'N'), cls: 'wn-plain', dm: false },
  { hex: wnHex('WN68', 'S'), cls: 'wn-75', dm: true },
  { hex: wnHex('WN69'), cls: 'wn-rocket', dm: true },
  { hex: wnHex('WN71'), cls: 'wn-plain', dm: false },
  { hex: wnHex('WN72', 'N'), cls: 'wn-plain', dm: true },
  { hex: wnHex('WN72', 'S'), cls: 'wn-88', dm: true },
];

/**
 * Beyond the Beach reinforcement positions (21.1, L1679–1690): 6 Tactical and 6 Divisional units at
 * random over these 12 positions ("(D)" = with a DM of the hex's type). Each stack's class is drawn
 * by chance at the start (a `class` reveal, exact conditional odds).
 */
export const BEYOND_REINFORCEMENTS: readonly { readonly position: string; readonly dm: boolean }[] = [
  { position: 'A3', dm: true },
  { position: 'A4', dm: true },
  { position: 'A7', dm: false },
  { position: 'C2', dm: true },
  { position: 'C4', dm: true },
  { position: 'C6', dm: false },
  { position: 'D1', dm: true },
  { position: 'E5', dm: false },
  { position: 'F1', dm: true },
  { position: 'G1', dm: false },
  { position: 'G2', dm: true },
  { position: 'G6', dm: false },
];

/** Beyond the Beach US units on the map (21.1, L1694–1725): hex, printed strength (the side shown), Hero. */
export const BEYOND_US: readonly { readonly id: string; readonly hex: string; readonly strength: number | null; readonly hero?: boolean }[] = [
  { id: 'A/1/16', hex: '1115', strength: 6 },
  { id: 'B/1/16', hex: '1114', strength: 6 },
  { id: 'C/1/16', hex: '0916', strength: 4 },
  { id: 'D/1/16', hex: '0814', strength: 4 },
  { id: 'E/2/16', hex: '1213', strength: 2, hero: true },
  { id: 'F/2/16', hex: '1110', strength: 2, hero: true },
  { id: 'G/2/16', hex: '1313', strength: 2 },
  { id: 'H/2/16', hex: '0813', strength: 2 },
  { id: 'I/3/16', hex: '1008', strength: 6 },
  { id: 'K/3/16', hex: '0807', strength: 4 },
  { id: 'L/3/16', hex: '0908', strength: 4, hero: true },
  { id: 'M/3/16', hex: '0809', strength: 4 },
  { id: '16 HQ', hex: '1014', strength: null },
  { id: 'Gen. Wyman', hex: '0814', strength: null },
  // The 29th's rows print "/16" (OCR): read /116 (digest §6.4).
  { id: 'B/1/116', hex: '1028', strength: 2 },
  { id: 'C/1/116', hex: '0830', strength: 6 },
  { id: 'D/1/116', hex: '0726', strength: 4 },
  { id: 'E/2/116', hex: '1113', strength: 2 },
  { id: 'F/2/116', hex: '1119', strength: 2, hero: true },
  { id: 'G/2/116', hex: '0926', strength: 2 },
  { id: 'H/2/116', hex: '0819', strength: 4 },
  { id: 'I/3/116', hex: '1020', strength: 6 },
  { id: 'K/3/116', hex: '0920', strength: 6 },
  { id: 'L/3/116', hex: '1119', strength: 6 },
  // "7": read as the full-strength side of the heavy infantry counter.
  { id: 'M/3/116', hex: '0919', strength: 7, hero: true },
  { id: '116 HQ', hex: '0926', strength: null },
  { id: 'Gen. Cota', hex: '0830', strength: null },
  { id: 'C/2R', hex: '0533', strength: 2 },
  { id: 'A•B/2R', hex: '0728', strength: 3 },
];

/**
 * Beyond the Beach support units (21.1, L1731–1750): "any mid-tide-line hex of the assigned sector",
 * the player's choice (a `set-up` move each), on the dry beach (see `midTideHexes`).
 */
export const BEYOND_SUPPORT: readonly { readonly id: string; readonly sector: 'East' | 'West'; readonly strength: number }[] = [
  { id: '1/B/741', sector: 'East', strength: 2 },
  { id: '2/A/741', sector: 'East', strength: 2 },
  { id: '1/A/741', sector: 'East', strength: 2 },
  { id: '1•2/397', sector: 'East', strength: 2 },
  { id: '7FA', sector: 'East', strength: 4 },
  { id: 'A•B/197', sector: 'East', strength: 1 },
  { id: '1/A/743', sector: 'West', strength: 2 },
  { id: '1/B/743', sector: 'West', strength: 4 },
  { id: '2/B/743', sector: 'West', strength: 2 },
  { id: '2/C/743', sector: 'West', strength: 4 },
  { id: '5•6/397', sector: 'West', strength: 2 },
  { id: '58AFA', sector: 'West', strength: 6 },
  { id: 'C•D/467', sector: 'West', strength: 1 },
];

/** 21.1 (L1758): Cleared markers on nine beach hexes. */
export const BEYOND_CLEARED: readonly string[] = ['0612', '0613', '0614', '0615', '0616', '0523', '0524', '0525', '0426'];

/** Steps of the counter side printing `strength` (2.2.1: sides[i] has steps − i). */
function stepsFor(id: string, strength: number | null): number {
  const d = US_UNITS.find((u) => u.id === id);
  if (!d || !isCombat(d)) return 0;
  if (strength === null) return d.steps;
  const i = d.sides.findIndex((x) => x.strength === strength);
  return i < 0 ? d.steps : d.steps - i;
}

/** 22.1 (E-26): units due before turn 16 arrive 3 turns later, units due on turn 16 or later 1 turn later. */
export function bombardmentDelay(arrival: number): number {
  return arrival < 16 ? arrival + 3 : arrival + 1;
}

/** The US counters in id order (static: sorted once at load, not at every set-up). */
const US_UNITS_BY_ID: readonly UsUnitData[] = [...US_UNITS].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

function usUnits(divisions: readonly Division[], maxArrival: number): Record<string, UsUnitState> {
  const out: Record<string, UsUnitState> = {};
  for (const u of US_UNITS_BY_ID) {
    if (!divisions.includes(u.division)) continue;
    if (u.arrival !== null && u.arrival > maxArrival) continue;
    const loc = u.arrival === null ? { kind: 'box' as const, box: u.designation } : { kind: 'track' as const, turn: u.arrival };
    out[u.id] = {
      id: u.id,
      steps: isCombat(u) ? u.steps : 0,
      loc,
      disrupted: 'no',
      acted: false,
      climb: 'none',
      hero: 'none',
      command: u.division,
      lostThisFire: false,
      wounded: false,
    };
  }
  return out;
}

function germans(list: readonly WnPlacement[]): Record<string, GermanStack> {
  const out: Record<string, GermanStack> = {};
  for (const w of list) {
    const p = MAP.positionAt.get(w.hex);
    if (!p) throw new Error(`no position at ${w.hex}`);
    out[w.hex] = { position: p.id, unit: { cls: w.cls, face: null, revealed: false }, dm: w.dm ? { back: 'wn', face: null, revealed: false } : null, disrupted: false };
  }
  return out;
}

export function initialState(setup: Setup): State {
  const easy = setup.scenario === 'easy-fox';
  const extended = setup.scenario === 'ddob' || setup.scenario === 'beyond';
  const opts = setup.variants ?? [];
  const rules: Rules = {
    scenario: setup.scenario,
    sectors: easy ? ['East'] : ['East', 'West'],
    divisions: easy ? ['1st'] : ['1st', '29th'],
    lastTurn: extended ? 32 : 16,
    ignoreZones: easy ? ['E', 'F', 'G'] : [],
    ignoreWnFrom: easy ? 66 : null,
    plungingAs: setup.plungingAs ?? 'intense',
    extendedFrom: extended ? 17 : null,
    // 14.2 (optional): German Actions from turn 12, for experts; the rest of the extended rules from 17.
    germanActionsFrom: extended ? (opts.includes('14.2') && setup.scenario === 'ddob' ? 12 : 17) : null,
    // 22.4 and 23 (23.1: not in First Wave) belong to the extended scenarios.
    variants: opts.filter((v): v is Rules['variants'][number] => v !== '14.2' && (extended || (v !== '22.4' && v !== '23'))),
  };
  const base = basicState(setup, rules);
  if (setup.scenario === 'beyond') return beyondTheBeach(base);
  return applyVariants(base);
}

function basicState(setup: Setup, rules: Rules): State {
  const easy = setup.scenario === 'easy-fox';
  return {
    rules,
    turn: 1,
    phase: 'landing:East',
    step: null,
    reveals: [],
    deck: CARDS.map((c) => c.id),
    discard: [],
    fireCard: { East: null, West: null },
    // Easy Fox: the 24 1st-Division units arriving by turn 10 (L2103); First Wave: units arriving before turn 16 (L369).
    // DDOB: every unit (L1390, digest §6.3).
    us: usUnits(rules.divisions, easy ? 10 : setup.scenario === 'first-wave' ? 15 : Infinity),
    german: germans(easy ? EASY_FOX_WNS : FIRST_WAVE_WNS),
    boxes: easy
      ? { tactical: 9, division: 0, meyer: 0, dmWn: 4, dmMobile: 10, dmBuilding: 8, dmMeyer: 0, meyerInDivision: 0 }
      : // DDOB 3 (L361–365): 8 KG Meyer units and 4 Mobile DMs in the Kampfgruppe Meyer box.
        { tactical: 9, division: 11, meyer: 8, dmWn: 9, dmMobile: 20, dmBuilding: 8, dmMeyer: 4, meyerInDivision: 0 },
    known: [],
    cleared: [],
    smoke: [],
    plunging: false,
    actions: { '1st': 2, '29th': 2 },
    attacked: [],
    barraged: [],
    commanders: {},
    movedLeaders: [],
    naval: 0,
    meemiesFired: false,
    deadWn: [],
    germanActed: [],
    cps: {},
    bases: [],
    garrisons: [],
    germanArtillery: [],
    exited: {},
    result: null,
  };
}

/**
 * Optional variants (DDOB 22): 22.1 effective bombardment (start turn 4, arrivals delayed, E-26;
 * the pre-invasion bombardment is drawn as the first chance step), 22.3 only C/R2 of the Rangers,
 * 22.4 KG Meyer units to the Division box and their 4 Mobile DMs to the Mobile box. 22.2 acts at the
 * landing checks; the VP changes are counted at the end (20.3).
 */
function applyVariants(s: State): State {
  let t = s;
  const v = s.rules.variants;
  if (v.includes('22.3'))
    t = { ...t, us: Object.fromEntries(Object.entries(t.us).map(([id, u]) => [id, US_BY_ID_SETUP.get(id)?.type === 'ranger' && id !== 'C/2R' ? { ...u, loc: { kind: 'out' as const, why: 'removed' as const } } : u])) };
  if (v.includes('22.4')) t = { ...t, boxes: { ...t.boxes, division: t.boxes.division + t.boxes.meyer, meyer: 0, meyerInDivision: t.boxes.meyerInDivision + t.boxes.meyer, dmMobile: t.boxes.dmMobile + t.boxes.dmMeyer, dmMeyer: 0 } };
  // 23.1: the four tanks and their four Armor DMs wait face down in the German Optional Armor box.
  if (v.includes('23')) t = { ...t, armour: { tanks: 4, dms: 4, entered: 0, lastEntry: null } };
  if (v.includes('22.1')) {
    const us = Object.fromEntries(Object.entries(t.us).map(([id, u]) => [id, u.loc.kind === 'track' ? { ...u, loc: { kind: 'track' as const, turn: bombardmentDelay(u.loc.turn) } } : u]));
    t = { ...t, us, turn: 4, step: { kind: 'draw', purpose: { for: 'bombardment', first: null } } };
  }
  return t;
}

const US_BY_ID_SETUP = new Map(US_UNITS.map((u) => [u.id, u]));

/**
 * Beach hexes of a sector above the mid-tide line, by id (stand-in placement of 21.1 support units):
 * the set-up's "mid-tide line" hexes are under water at turn 17's high tide (5.21), so the units stand
 * on the dry beach just above it.
 */
function midTideHexes(sector: 'East' | 'West'): string[] {
  return MAP.data.hexes.filter((h) => h.sector === sector && h.terrain === 'beach' && !underWater(h, 'high')).map((h) => h.id).sort();
}

/** Beyond the Beach (DDOB 21.1): turn 17, the set-up of L1661–1760. */
function beyondTheBeach(s0: State): State {
  const s = applyVariants(s0);
  const german = germans(BEYOND_WNS);
  let dmMobile = 20;
  let dmBuilding = 8;
  const reveals: State['reveals'] = [];
  for (const r of BEYOND_REINFORCEMENTS) {
    const p = MAP.position.get(r.position);
    if (!p || p.kind !== 'reinforcement') throw new Error(`no reinforcement position ${r.position}`);
    const hex = p.hexes[0] as string;
    const back = p.buildings && dmBuilding > 0 ? 'building' : 'mobile';
    if (r.dm && back === 'building') dmBuilding--;
    if (r.dm && back === 'mobile') dmMobile--;
    german[hex] = { position: p.id, unit: { cls: 'reinforcement', face: null, revealed: false }, dm: r.dm ? { back, face: null, revealed: false } : null, disrupted: false };
    reveals.push({ hex, what: 'class' });
  }
  const us: Record<string, UsUnitState> = {};
  const listed = new Map(BEYOND_US.map((u) => [u.id, u]));
  const support = new Map(BEYOND_SUPPORT.map((u) => [u.id, u]));
  for (const [id, u] of Object.entries(s.us)) {
    const d = US_BY_ID_SETUP.get(id);
    const arrival = d?.arrival ?? null;
    const l = listed.get(id);
    const sup = support.get(id);
    if (l) us[id] = { ...u, loc: { kind: 'hex', hex: l.hex }, steps: stepsFor(id, l.strength), hero: l.hero ? 'hero' : 'none' };
    else if (sup) us[id] = { ...u, loc: { kind: 'track', turn: 17 }, steps: stepsFor(id, sup.strength) }; // set up by the player (21.1) else if (id === 'A/1/116') us[id] = { ...u, steps: 0, loc: { kind: 'out', why: 'eliminated' } }; // destroyed, counted in the Losses box (L1729)
    else if (id === '62AFA') us[id] = { ...u, loc: { kind: 'track', turn: 26 } }; // L1752: delayed to turn 26
    else if (arrival !== null && arrival >= 16) us[id] = arrival === 16 ? { ...u, loc: { kind: 'track', turn: 17 } } : u; // turn 16: set up by the player
    else us[id] = { ...u, loc: { kind: 'out', why: 'removed' } };
  }
  return {
    ...s,
    turn: 17,
    us,
    german,
    reveals,
    // 21.1: 9 Divisional-or-Tactical units stay in boxes: 0 Tactical (3 removed), 5 Divisional.
    boxes: { tactical: 0, division: s.rules.variants.includes('22.4') ? 13 : 5, meyer: s.rules.variants.includes('22.4') ? 0 : 8, dmWn: 1, dmMobile: dmMobile + (s.rules.variants.includes('22.4') ? 4 : 0), dmBuilding, dmMeyer: s.rules.variants.includes('22.4') ? 0 : 4, meyerInDivision: s.rules.variants.includes('22.4') ? 8 : 0 },
    cleared: [...BEYOND_CLEARED],
    meemiesFired: true,
    actions: { '1st': 3, '29th': 3 },
    step: { kind: 'setup', units: [...BEYOND_SUPPORT.map((x) => x.id), ...Object.keys(us).filter((id) => US_BY_ID_SETUP.get(id)?.arrival === 16 && us[id]?.loc.kind === 'track').sort()] },
  };
}

/** 21.1: where the next Beyond the Beach unit may be set up: support units on dry beach hexes of their sector, two per hex; turn-16 units in their sector's lettered boxes (5.3). */
export function setupOptions(s: State, id: string): string[] {
  const sup = BEYOND_SUPPORT.find((x) => x.id === id);
  const count = (hex: string) => Object.values(s.us).filter((u) => u.loc.kind === 'hex' && u.loc.hex === hex && US_BY_ID_SETUP.get(u.id)?.type !== 'hq' && US_BY_ID_SETUP.get(u.id)?.type !== 'general').length;
  if (sup) return midTideHexes(sup.sector).filter((h) => count(h) < 2);
  const sector = US_BY_ID_SETUP.get(id)?.division === '1st' ? 'East' : 'West';
  const boxes = MAP.boxes.filter((b) => b.sector === sector && b.lettered && !b.name.startsWith('CH')).map((b) => b.name);
  const inBox = (b: string) => Object.values(s.us).filter((u) => u.loc.kind === 'box' && u.loc.box === b).length;
  const open = boxes.filter((b) => inBox(b) < 2);
  return open.length > 0 ? open : boxes;
}


export const scenarios = {
  'easy-fox': Object.freeze({ scenario: 'easy-fox' }) as Setup,
  'first-wave': Object.freeze({ scenario: 'first-wave' }) as Setup,
  ddob: Object.freeze({ scenario: 'ddob' }) as Setup,
  'beyond-the-beach': Object.freeze({ scenario: 'beyond' }) as Setup,
} as const;
