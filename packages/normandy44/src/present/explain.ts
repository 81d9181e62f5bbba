/**
 * What a move changed, line by line with its rule: the roll's result read on its table, units
 * moved, retreated, reduced, eliminated, disorganized or cut off, towns changing hands, the phase,
 * the weather and the supply tracks, the winner. Read from the states around the move and the
 * engine's events. Normandy '44 hides nothing, so every viewer reads the same lines.
 */
import type { GameEvent } from '@esagono/kernel';
import { CRT_COLUMNS } from '../data/tables.js';
import { game } from '../game.js';
import type { Move, Player, State, UnitState } from '../state.js';
import { MOVE_RULE, describeMove } from './describe.js';
import { SIDE_NAME, hexName, phaseName, unitTitle } from './names.js';

export interface ExplainLine {
  readonly text: string;
  readonly rule: string;
}

/** What a CRT result does (N44 12.1). */
export const RESULT_WORDS: Readonly<Record<string, string>> = {
  A1: 'the attacker loses a step',
  'A1/DR': 'the attacker loses a step and the defender retreats 2 hexes',
  EX: 'exchange: each side loses a step, chosen by the other',
  DR: 'the defender retreats 2 hexes',
  'A1/D1': 'each side loses a step and the defender retreats 2 hexes',
  D1: 'the defender loses a step and retreats 2 hexes',
  'A1/D2': 'the attacker loses a step, the defender two and retreats 4 hexes',
  DH: 'the defender loses half its steps and retreats 4 hexes',
};

export const WEATHER_NAME = (space: number): string => (space === 1 ? 'Storm' : space <= 3 ? 'Overcast' : 'Clear');

export const SCATTER_WORDS: Readonly<Record<string, string>> = {
  none: 'lands together',
  S: 'is dispersed',
  S1: 'is dispersed and loses a step',
  S2: 'is dispersed and loses two steps',
};

export const STRAFE_WORDS: Readonly<Record<string, string>> = {
  none: 'no effect',
  dg: 'Disorganized',
  'dg-silhouette-step': 'Disorganized, and a silhouette unit loses a step',
  'silhouette-step': 'a silhouette unit loses a step',
};

export const INVASION_WORDS: Readonly<Record<string, string>> = {
  'A1*': 'the assault loses a step and the advance off the beach is capped',
  'A2/D1': 'the assault loses two steps, the beach defence one',
  EX: 'exchange: the assault loses a step chosen by the German',
  'A1/D1': 'the assault loses a step, the beach defence one',
  D1: 'the beach defence loses a step',
};

/** A line for an engine event that states a result (the rest are told by the state's changes). */
function eventLine(before: State, e: GameEvent): ExplainLine | null {
  const rule = e.rule ?? 'N44';
  const t = e.type;
  let m: RegExpExecArray | null;
  if ((m = /^odds-(\d+):(\d+)$/.exec(t))) return { text: `Odds ${m[1]} to ${m[2]}`, rule };
  if ((m = /^result-(.+)$/.exec(t))) {
    const c = before.combat;
    const col = c && c.column !== null && c.column >= 0 ? ` on the ${CRT_COLUMNS[c.column]} column` : c?.column === -1 || c?.stage !== 'roll' ? ' (below 1-3: automatic)' : '';
    return { text: `Result ${m[1]}${col}: ${RESULT_WORDS[m[1] as string] ?? m[1]}`, rule };
  }
  if ((m = /^jabo-(\d)$/.exec(t))) return { text: m[1] === '0' ? 'Jabos: no effect' : `Jabos: ${m[1]} column shift${m[1] === '1' ? '' : 's'} left`, rule };
  if ((m = /^weather-(\d)$/.exec(t))) return { text: `Weather: space ${m[1]}, ${WEATHER_NAME(Number(m[1]))}`, rule };
  if ((m = /^scatter-(.+)$/.exec(t))) {
    const id = before.invasion?.scatter[0];
    return { text: `${id ? unitTitle(id) : 'The airborne unit'} ${SCATTER_WORDS[m[1] as string] ?? m[1]}`, rule };
  }
  if ((m = /^invasion-(.+)$/.exec(t))) return { text: `Invasion CRT, Utah: ${m[1]}: ${INVASION_WORDS[m[1] as string] ?? m[1]}`, rule };
  if ((m = /^strafe-(.+)$/.exec(t))) {
    const id = before.strafeQueue[0];
    return { text: `Strafing of ${id ? unitTitle(id) : 'the unit'}: ${STRAFE_WORDS[m[1] as string] ?? m[1]}`, rule };
  }
  if ((m = /^winner-(.+)$/.exec(t))) return { text: `${SIDE_NAME[m[1] as Player] ?? m[1]} victory`, rule };
  switch (t) {
    case 'determined-defense-held':
      return { text: 'Determined Defense holds: the retreat is cancelled', rule };
    case 'determined-defense-failed':
      return { text: 'Determined Defense fails', rule };
    case 'eliminated-in-retreat':
      return { text: 'A defender with no legal retreat is eliminated', rule };
    case 'eliminated-retreating-again':
      return { text: 'Units that retreated into the hex this phase are eliminated', rule };
    case 'fortress-cherbourg-fallen':
      return { text: 'Fortress Cherbourg has fallen: the Cotentin HQ and the Fortress Supply Points go', rule };
    case '6fj-removed':
      return { text: 'Carentan has fallen: the two 6th Fallschirmjäger units leave the map', rule };
    case 'released':
      return { text: 'Restricted German units are released', rule };
    case 'cherbourg-bombardment':
      return { text: 'Both US naval units are committed to the Cherbourg bombardment this turn', rule };
    default:
      return null;
  }
}

/** The rule of the first event of one of `types`, or `fallback`. */
const ruleOf = (events: readonly GameEvent[], types: readonly string[], fallback: string): string => events.find((e) => types.includes(e.type) && e.rule)?.rule ?? fallback;

function unitLines(before: State, move: Move, after: State, events: readonly GameEvent[]): ExplainLine[] {
  const out: ExplainLine[] = [];
  const was = new Map(before.units.map((u) => [u.id, u] as const));
  const own = 'unit' in move && typeof move.unit === 'string' ? move.unit : move.type === 'relocate-cotentin' ? 'ge-hq-cotentin' : null;
  const combatMove = before.combat !== null || move.type === 'roll';
  for (const a of after.units) {
    const b = was.get(a.id) as UnitState | undefined;
    if (!b) continue;
    const name = unitTitle(a.id, a.side);
    if (a.box === 'eliminated' && b.box !== 'eliminated') {
      out.push({ text: `${name} ${b.hex ? `at ${hexName(b.hex, before)} ` : ''}is eliminated`, rule: ruleOf(events, ['eliminated', 'eliminated-overstack', 'eliminated-in-retreat', 'eliminated-retreating-again', 'hq-eliminated'], 'N44 12.3') });
      continue;
    }
    if (a.box === 'removed' && b.box !== 'removed') {
      out.push({ text: `${name} is removed from play`, rule: ruleOf(events, ['6fj-removed', 'fortress-cherbourg-fallen'], 'N44 26.3') });
      continue;
    }
    if (a.steps < b.steps) {
      const n = b.steps - a.steps;
      out.push({ text: `${name} loses ${n === 1 ? 'a step' : `${n} steps`} (${a.steps} left)`, rule: ruleOf(events, ['step-lost'], 'N44 12.3') });
    } else if (a.steps > b.steps) {
      out.push({ text: `${name} regains a step`, rule: MOVE_RULE.replace as string });
    }
    const placed = a.box === 'map' && a.hex !== null;
    if (placed && (b.box !== 'map' || b.hex !== a.hex) && a.id !== own) {
      if (b.box === 'reinforcement') out.push({ text: `${name} arrives at ${hexName(a.hex, after)}`, rule: ruleOf(events, ['reinforcement'], 'N44 26.1') });
      else if (b.box !== 'map') out.push({ text: `${name} lands at ${hexName(a.hex, after)}`, rule: ruleOf(events, ['landed'], 'N44 20.3.6') });
      else out.push({ text: `${name} goes from ${hexName(b.hex, before)} to ${hexName(a.hex, after)}`, rule: combatMove ? 'N44 13.1' : 'N44 9' });
    }
    if (a.dg && !b.dg) out.push({ text: `${name} is Disorganized`, rule: combatMove && !events.some((e) => e.type.startsWith('strafe-')) ? 'N44 13.6' : ruleOf(events, ['strafe-dg', 'strafe-dg-silhouette-step'], 'N44 13.6') });
    else if (!a.dg && b.dg && a.box === 'map') out.push({ text: `${name} recovers from Disorganization`, rule: 'N44 3 B5' });
    if (a.oos !== b.oos && a.box === 'map') {
      const words = ['is in supply again', 'is Out of Supply', 'is Isolated'];
      out.push({ text: `${name} ${words[a.oos]}`, rule: 'N44 18.3' });
    }
    if (a.dispersed && !b.dispersed && !events.some((e) => e.type.startsWith('scatter-'))) out.push({ text: `${name} is dispersed`, rule: 'N44 20.2' });
    if (a.released && !b.released) out.push({ text: `${name} is released`, rule: 'N44 17.6' });
  }
  return out;
}

function trackLines(before: State, after: State): ExplainLine[] {
  const out: ExplainLine[] = [];
  for (const [hex, side] of Object.entries(after.control)) {
    if (before.control[hex] !== side) out.push({ text: `${hexName(hex, after)} passes to ${SIDE_NAME[side]} control`, rule: 'N44 6.2' });
  }
  if (after.turn !== before.turn) out.push({ text: `Turn ${after.turn} of ${after.lastTurn} begins`, rule: 'N44 3' });
  if (after.phase !== before.phase) out.push({ text: after.phase === 'over' ? 'The game is over' : `Now: ${phaseName(after.phase)} phase`, rule: 'N44 3' });
  if (after.supply.german !== before.supply.german) out.push({ text: `German Supply Points ${before.supply.german} → ${after.supply.german}`, rule: 'N44 5' });
  if (after.supply.us !== before.supply.us) out.push({ text: `US Supply Points ${before.supply.us} → ${after.supply.us}`, rule: 'N44 5' });
  return out;
}

/** The engine's events of a move, when the caller has not kept them: the move resolved again. */
function eventsOf(before: State, move: Move): readonly GameEvent[] {
  const r = game.resolve(before, move);
  return r.ok ? r.events : [];
}

/**
 * What `move` changed from `before` to `after`, each line with its rule. The move itself is not
 * repeated (see `narrateMove`).
 */
export function explainMove(before: State, move: Move, after: State, events?: readonly GameEvent[]): ExplainLine[] {
  const evs = events ?? eventsOf(before, move);
  const out: ExplainLine[] = [];
  for (const e of evs) {
    const l = eventLine(before, e);
    if (l) out.push(l);
  }
  out.push(...unitLines(before, move, after, evs), ...trackLines(before, after));
  return out;
}

/** The move in words with its rule, then every change it made: the log of one move. */
export function narrateMove(before: State, move: Move, after: State, events?: readonly GameEvent[]): ExplainLine[] {
  return [{ text: describeMove(before, move), rule: MOVE_RULE[move.type] ?? 'N44' }, ...explainMove(before, move, after, events)];
}

/** A move for a text log (the CLI's `play`): the move in words with its rule, and its effects. */
export interface MoveLog {
  readonly text: string;
  readonly rule: string;
  readonly effects: readonly ExplainLine[];
}

export function logMove(before: State, move: Move, after: State, events?: readonly GameEvent[]): MoveLog {
  return { text: describeMove(before, move), rule: MOVE_RULE[move.type] ?? 'N44', effects: explainMove(before, move, after, events) };
}
