/**
 * Set-up (DDOB 3) and the Easy Fox introductory scenario (L2080–2121). Face-down counters are placed
 * by class only (their identity is drawn when revealed, 9.1).
 */
import type { Division } from '../cards/types.js';
import { CARDS } from '../cards/index.js';
import { US_UNITS } from '../data/us-units.js';
import { isCombat } from '../data/types.js';
import { MAP } from '../map/index.js';
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

function usUnits(divisions: readonly Division[], maxArrival: number): Record<string, UsUnitState> {
  const out: Record<string, UsUnitState> = {};
  for (const u of [...US_UNITS].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
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
  const rules: Rules = {
    scenario: setup.scenario,
    sectors: easy ? ['East'] : ['East', 'West'],
    divisions: easy ? ['1st'] : ['1st', '29th'],
    lastTurn: 16,
    ignoreZones: easy ? ['E', 'F', 'G'] : [],
    ignoreWnFrom: easy ? 66 : null,
    plungingAs: setup.plungingAs ?? 'intense',
  };
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
    us: usUnits(rules.divisions, easy ? 10 : 15),
    german: germans(easy ? EASY_FOX_WNS : FIRST_WAVE_WNS),
    boxes: easy
      ? { tactical: 9, division: 0, meyer: 0, dmWn: 4, dmMobile: 10, dmBuilding: 8 }
      : { tactical: 9, division: 11, meyer: 8, dmWn: 9, dmMobile: 20, dmBuilding: 8 },
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
    result: null,
  };
}

export const scenarios = {
  'easy-fox': Object.freeze({ scenario: 'easy-fox' }) as Setup,
  'first-wave': Object.freeze({ scenario: 'first-wave' }) as Setup,
} as const;
