/**
 * Moves in words for logs, the CLI and the playground: hexes by their printed numbers (and
 * settlement), units by the names printed on their counters, never raw JSON. A move type this file
 * does not know yet (a newer rule) still reads as a sentence: its type and each field, named.
 */
import { columnLabel } from '../combat/odds.js';
import { combatOdds } from '../combat/declare.js';
import { captureTrack } from '../endphase/index.js';
import type { Move, State } from '../state.js';
import { counterName, hexName, unitName } from './names.js';

/** The rule each move type applies (CG rules R, scenario book SB), as the engine cites it: one entry per move type (typed exhaustive). */
export const MOVE_RULE: Readonly<Record<Move['type'], string>> = {
  drop: 'CG SB4',
  land: 'CG SB4.2',
  'dive-bomb': 'CG R5.1e',
  'end-dive-bombing': 'CG R5.1e',
  chit: 'CG R4.1',
  draw: 'CG R4.1',
  refugee: 'CG R10.10',
  'end-refugees': 'CG R10.10',
  select: 'CG R10.1b',
  step: 'CG R10.1a',
  bridgehead: 'CG R10.8c',
  'lift-bridgehead': 'CG R10.8d',
  'end-movement': 'CG R8',
  group: 'CG R10.1b',
  'drop-off': 'CG R10.1b',
  overrun: 'CG R10.3c',
  eliminate: 'CG R8',
  attack: 'CG R11.1',
  commit: 'CG R11.1',
  air: 'CG R11.3c',
  resolve: 'CG R11.3',
  abandon: 'CG R11.1',
  roll: 'CG R11.3',
  'lose-step': 'CG R11.3e',
  retreat: 'CG R11.4',
  advance: 'CG R11.5',
  'end-advance': 'CG R11.5',
  'end-round': 'CG R4.1',
  'terror-bomb': 'CG SB8.7',
  'no-terror': 'CG SB8.7',
  // Move types of the big-map scenarios (their sentences in NEWER below).
  reinforce: 'CG R10.2',
  exit: 'CG SB7.20',
  'redeploy-pick': 'CG SB6.4h',
  redeploy: 'CG SB6.4h',
  'end-redeploy': 'CG SB6.4h',
  'hold-drop': 'CG SB7.7b',
  paradrop: 'CG SB7.7b',
  'lift-refugee': 'CG R12.6d',
  interdict: 'CG R5.1c',
  'end-interdiction': 'CG R5.1c',
  rail: 'CG R10.5',
  'attrition-draw': 'CG R12.9',
  'declare-open-city': 'CG R12.7',
  'no-open-city': 'CG R12.7',
  evict: 'CG R12.7',
  'declare-dynamo': 'CG R13.1',
  'decline-dynamo': 'GMT errata 13.1c',
  'dive-port': 'CG R5.1e',
  'end-port-dive': 'CG R13.3e',
  evacuate: 'CG R13.4',
  replace: 'CG R12.10',
  'end-replacements': 'CG R12.10',
  'better-defense': 'CG R12.11d',
  'lift-better-defense': 'CG R12.11e',
  'end-better-defense': 'CG R12.11',
  'declare-refit': 'CG R12.12b',
  'no-refit': 'CG R12.12b',
  'refit-point': 'CG R12.12g',
  'refit-place': 'CG R12.12h',
};

export const moveRule = (m: { readonly type: string }): string => (MOVE_RULE as Readonly<Record<string, string>>)[m.type] ?? 'CG';

/** The rule a move applies in the state it is played in: a die or a step loss serves several rules. */
export function moveRuleIn(s: State, m: { readonly type: string }): string {
  const k = s.stage.kind;
  if (m.type === 'roll' || m.type === 'lose-step' || m.type === 'eliminate') {
    if (k === 'dive-roll' || k === 'dive-loss') return 'CG R5.1e';
    if (k === 'terror-loss') return 'CG R12.4c';
    if (k === 'bridgehead-roll') return 'CG R10.8';
    if (k === 'interdict-roll') return 'CG R5.1c';
    if (k === 'eben-roll') return 'CG SB7.7c';
    if (k === 'motorized-roll') return 'CG R11.6a';
    if (k === 'vp-roll') return 'CG R12.8';
    if (k === 'air-roll') return 'CG SB7.5';
    if (k === 'chit-roll') return 'CG SB7.6';
    if (k === 'shed') return 'CG R8.4';
    if (k === 'overrun') return 'CG R10.3c';
    if (m.type === 'eliminate' && s.combat) return 'CG R11.4b';
  }
  return moveRule(m);
}

export const CHIT_NAME: Readonly<Record<string, string>> = { german: 'German', 'allied-move': 'Allied Move', 'allied-combat': 'Allied Combat' };

const UNIT_FIELDS = new Set(['unit', 'lead']);
const HEX_FIELDS = new Set(['to', 'target', 'from', 'loc']);

/** A move type this describer does not know: its type in words, then each field, named. */
export function genericSentence(s: State, m: { readonly type: string }): string {
  const fields = Object.entries(m)
    .filter(([k]) => k !== 'type')
    .map(([k, v]) => {
      if (typeof v === 'string' && UNIT_FIELDS.has(k)) return `${k} ${unitName(s, v)}`;
      if (typeof v === 'number' && HEX_FIELDS.has(k)) return `${k} ${hexName(s, v)}`;
      if (Array.isArray(v)) return `${k} ${v.map((x) => (typeof x === 'number' ? hexName(s, x) : counterName(s, String(x)))).join(', ')}`;
      return `${k} ${typeof v === 'object' && v !== null ? Object.entries(v).map(([a, b]) => `${a} ${String(b)}`).join(', ') : String(v)}`;
    });
  const head = m.type.replace(/[-_]+/g, ' ');
  return fields.length > 0 ? `${head}: ${fields.join('; ')}` : head;
}

/** What a die roll is for, read off the state it is rolled in. */
export function rollPurpose(s: State): string {
  const st = s.stage;
  switch (st.kind) {
    case 'landing':
      return `landing of ${unitName(s, st.unit)}`;
    case 'll-reroll':
      // SB4 (22 LL) and SB7.7b (the 7th FJ Division landing as one unit) both re-roll.
      return st.unit !== undefined ? `the landing re-roll of ${unitName(s, st.unit)}` : 'the air-landing division re-roll';
    case 'dive-roll':
      return `Stuka dive-bombing of ${hexName(s, st.target)}`;
    case 'bridgehead-roll':
      return `bridgehead of ${unitName(s, st.unit)} into ${hexName(s, st.target)}`;
    case 'interdict-roll':
      return `Allied interdiction of the crossings at ${hexName(s, st.target)}`;
    case 'eben-roll':
      return 'the Eben Emael Destruction Table';
    case 'motorized-roll':
      return 'how many Allied motorized units may attack';
    case 'vp-roll':
      return 'the Variable VP Table';
    case 'air-roll':
      return 'the German Stukas (Variable Air Asset table)';
    case 'chit-roll':
      return `the ${st.side === 'german' ? 'German' : 'Allied'} chits (Variable Action-Chit table)`;
    default:
      return s.combat ? `combat on ${hexName(s, s.combat.target)}${s.combat.column !== null && s.combat.column >= 0 ? ` at ${columnLabel(s.combat.column)}` : ''}` : 'a roll';
  }
}

type Fields = Readonly<Record<string, unknown>>;

/**
 * Sentences for move types newer than the `Move` union this file was written against (the big
 * map's scenarios), by type, read off the move's fields. Anything else falls back to `genericSentence`.
 */
const NEWER: Readonly<Record<string, (s: State, m: Fields) => string>> = {
  reinforce: (s, m) => `${counterName(s, String(m.unit))} enters at ${typeof m.to === 'number' ? hexName(s, m.to) : String(m.to)}`,
  exit: (s, m) => `${unitName(s, String(m.unit))} exits the map`,
  'redeploy-pick': (s, m) => `redeploy ${unitName(s, String(m.unit))}`,
  redeploy: (s, m) => `${unitName(s, String(m.unit))} redeploys to ${typeof m.to === 'number' ? hexName(s, m.to) : String(m.to)}`,
  'end-redeploy': () => 'no more redeployments',
  'hold-drop': () => 'the paratroopers stay in the airborne box',
  paradrop: () => 'paradrop for 2 air assets',
  'lift-refugee': (s, m) => `refugees lifted from ${typeof m.from === 'number' ? hexName(s, m.from) : String(m.from)}`,
  interdict: (s, m) => `an Allied air asset tries to interdict the river crossings at ${hexName(s, Number(m.target))}`,
  'end-interdiction': () => 'the Allied air assets stop interdicting',
  rail: (s, m) => `${unitName(s, String(m.unit))} goes by rail to ${hexName(s, Number(m.to))}`,
  'declare-open-city': () => 'the Allies declare Paris an Open City',
  'no-open-city': () => 'Paris is not declared an Open City',
  evict: (s, m) => `${unitName(s, String(m.unit))} leaves Paris for ${hexName(s, Number(m.to))}`,
  'declare-dynamo': (s, m) => `declare Operation Dynamo, evacuating from ${hexName(s, Number(m.port))}`,
  'decline-dynamo': () => 'no Operation Dynamo now',
  'dive-port': () => 'a Stuka dive-bombs the Dynamo port',
  'end-port-dive': () => 'no more Stukas against the Dynamo port',
  evacuate: (s, m) => `${unitName(s, String(m.unit))} is evacuated from the Dynamo port`,
  replace: (s, m) => `a ${String(m.kind)} replacement step for ${unitName(s, String(m.unit))}`,
  'end-replacements': () => 'no more replacements',
  'better-defense': (s, m) => `a Better Defense marker on ${hexName(s, Number(m.at))}`,
  'lift-better-defense': (s, m) => `the Better Defense marker on ${hexName(s, Number(m.from))} is lifted for reuse`,
  'end-better-defense': () => 'Better Defense placement ends',
  'lift-bridgehead': (s, m) => `the German removes the Bridgehead marker in ${hexName(s, Number(m.at))}`,
  'declare-refit': () => 'the German declares Panzer Refit',
  'no-refit': () => 'no Panzer Refit this turn',
  'refit-point': (s, m) => `a Refit point for ${counterName(s, String(m.unit))}`,
  'refit-place': (s, m) => `${counterName(s, String(m.unit))} returns from Refit at ${hexName(s, Number(m.to))}`,
  'attrition-draw': (s, m) => `armour attrition: the chit of ${counterName(s, String(m.chit))} is drawn`,
};

export function describeMove(s: State, m: Move): string {
  const hex = (loc: number) => hexName(s, loc);
  const name = (id: string) => unitName(s, id);
  switch (m.type) {
    case 'drop':
      return `drop ${counterName(s, m.unit)} on ${hex(m.to)}`;
    case 'land':
      return `landing roll ${m.die} for ${rollPurpose(s)}`;
    case 'dive-bomb':
      return `Stuka dive-bombs ${hex(m.target)}`;
    case 'end-dive-bombing':
      return 'no more dive bombing';
    case 'chit':
      return `play the chit as ${m.mode === 'move' ? 'a Move' : 'a Combat'} round`;
    case 'draw':
      return `chit drawn: ${CHIT_NAME[m.chit] ?? m.chit}`;
    case 'refugee':
      return `refugees in ${hex(m.to)}`;
    case 'end-refugees':
      return 'no more refugees';
    case 'select':
      return `move ${name(m.unit)}`;
    case 'step':
      return `${name(m.unit)}${s.moving?.units.includes(m.unit) && s.moving.units.length > 1 ? ' and group' : ''} to ${hex(m.to)}`;
    case 'group':
      return `move together: ${m.units.map(name).join(', ')}`;
    case 'drop-off':
      return `${name(m.unit)} leaves the group`;
    case 'overrun':
      return `overrun ${hex(m.target)}`;
    case 'bridgehead':
      return `${name(m.unit)} tries a bridgehead on ${hex(m.target)}`;
    case 'end-movement':
      return 'end of movement';
    case 'eliminate':
      return `${name(m.unit)} is eliminated`;
    case 'attack':
      return `attack ${hex(m.target)}`;
    case 'commit':
      return `${name(m.unit)} joins the attack`;
    case 'air':
      return s.combat?.stage === 'defender-air' ? 'the defender commits an air asset' : 'commit an air asset';
    case 'resolve': {
      const odds = s.combat ? combatOdds(s, s.combat) : null;
      return odds ? `resolve at ${odds.label} (shifts ${odds.shifts.map((x) => `${x.amount > 0 ? '+' : ''}${x.amount} ${x.why}`).join(', ') || 'none'})` : 'resolve';
    }
    case 'abandon':
      return 'call off the attack';
    case 'roll':
      return `die ${m.die} for ${rollPurpose(s)}`;
    case 'lose-step':
      return `${name(m.unit)} loses a step`;
    case 'retreat':
      return `${name(m.unit)} retreats ${m.path.map(hex).join(' > ')}`;
    case 'advance':
      return `${name(m.unit)} advances to ${hex(m.to)}`;
    case 'end-advance':
      return 'no more advances';
    case 'end-round':
      return 'end of the round';
    case 'terror-bomb':
      return `terror bombing of ${hex(m.target)}`;
    case 'no-terror':
      return 'no terror bombing';
    default: {
      const newer = NEWER[(m as { readonly type: string }).type];
      return newer ? newer(s, m as Fields) : genericSentence(s, m as { readonly type: string });
    }
  }
}

/** One line for a position: round, stage, capture track, Stukas. */
export function describeTurn(s: State): string {
  const round = s.round ? `round ${s.rounds.length}: ${s.round.side} ${s.round.mode}` : `${s.rounds.length} rounds played`;
  return `${round}; ${s.stage.kind}; Dutch City Capture Track ${captureTrack(s)}; Stukas ${s.stukas.available}; cup G${s.cup.german} AM${s.cup.alliedMove} AC${s.cup.alliedCombat}`;
}
