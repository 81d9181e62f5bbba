/**
 * Plain-text descriptions of moves and of what they did, for logs (the CLI's `play`). The
 * engine's events only name the move type, so what happened is read off the states before
 * and after the move: figures lost, units eliminated or moved, medals, obstacles, the winner.
 */
import { hexName as hexOfBoard } from './explain.js';
import { FACES } from '../battle/dice.js';
import { boardOf } from '../board/static.js';
import { CARDS, type CardId } from '../data/cards.js';
import { medalTotal } from '../medals/medals.js';
import type { Move, Player, State, Unit } from '../state.js';

/** A sentence and the rulebook reference it follows, when there is one. */
export interface Described {
  readonly text: string;
  readonly rule?: string;
}

/** A move in words, and what it changed on the board. */
export interface MoveDescription extends Described {
  readonly effects: readonly Described[];
}

const SIDE: Readonly<Record<Player, string>> = { allies: 'Allies', axis: 'Axis' };
const SECTIONS = ['left flank', 'centre', 'right flank'] as const;

/** Where each move type's rule is in the rulebook. */
const MOVE_RULE: Readonly<Record<Move['type'], string>> = {
  play: 'M44 p.6 [L199-203]',
  order: 'M44 p.6 [L219]',
  section: 'M44 p.6 [L168]',
  move: 'M44 p.6 [L232]',
  'end-moves': 'M44 p.6 [L232]',
  attack: 'M44 p.7-9 [L255-362]',
  target: 'M44 p.6 [L199-203]',
  'remove-wire': 'M44 p.19 [L839]',
  'end-turn': 'M44 p.6-11',
  roll: 'M44 p.9 [L366-408]',
  'ignore-flag': 'M44 p.15',
  retreat: 'M44 p.9 [L401-407]',
  'stop-retreat': 'M44 p.9 [L401-407]',
  'take-ground': 'M44 p.10 [L423-429]',
  skip: 'M44 p.6-11',
  draw: 'M44 p.6 [L156]',
  keep: 'M44 p.6 [L156]',
  ambush: 'M44 p.22 [L955]',
  drop: 'scenario special rule: airdrop',
  exit: 'scenario rule: exit objective',
};

/** A hex as (row, col) on the state's board (13x9 or Overlord, M44-OVL). */
const hexName = (s: State, id: number): string => hexOfBoard(boardOf(s.scenario).geo, id);
const cardName = (c: CardId): string => CARDS[c]?.name ?? c;
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "Axis infantry 4 at (3, 7)": side, type, badge, id (as in moves) and where it stands. */
function unitName(s: State, id: number): string {
  const u: Unit | undefined = s.units[id];
  if (!u) return `unit ${id}`;
  const badge = u.badge ? ` (${u.badge})` : '';
  return `${SIDE[u.side]} ${u.type}${badge} ${id}${u.at >= 0 ? ` at ${hexName(s, u.at)}` : ''}`;
}

function dice(faces: readonly number[]): string {
  const parts = FACES.flatMap((f, i) => ((faces[i] ?? 0) > 0 ? [`${faces[i]} ${f}`] : []));
  return parts.join(', ') || 'no dice';
}

/** The move alone, in words, read in the state it is played in. */
function moveText(s: State, m: Move): string {
  switch (m.type) {
    case 'play':
      return `plays ${cardName(m.card)}`;
    case 'order':
      return `orders ${unitName(s, m.unit)}`;
    case 'section':
      return `chooses the ${SECTIONS[m.section] ?? `section ${m.section}`}`;
    case 'move':
      return `moves ${unitName(s, m.unit)} to ${hexName(s, m.to)}`;
    case 'end-moves':
      return 'ends movement';
    case 'attack':
      return `battles: ${unitName(s, m.unit)} attacks ${unitName(s, m.target)}`;
    case 'target':
      return `targets ${unitName(s, m.target)}`;
    case 'remove-wire':
      return `${unitName(s, m.unit)} removes the wire`;
    case 'end-turn':
      return 'ends the turn';
    case 'roll': {
      const ph = s.phase;
      const against = ph.kind === 'roll' ? ` against ${unitName(s, ph.attack.target)}` : '';
      return `dice${against}: ${dice(m.faces)}`;
    }
    case 'ignore-flag':
      return m.ignore ? 'ignores one flag' : 'does not ignore the flag';
    case 'retreat': {
      const ph = s.phase;
      return `${ph.kind === 'retreat' ? unitName(s, ph.unit) : 'the unit'} retreats to ${hexName(s, m.to)}`;
    }
    case 'stop-retreat':
      return 'stops retreating';
    case 'take-ground':
      return m.take ? 'takes ground' : 'does not take ground';
    case 'skip':
      return 'skips';
    case 'draw':
      return `draws ${cardName(m.card)}`;
    case 'keep':
      return `keeps ${cardName(m.card)}`;
    case 'ambush':
      return m.play ? 'plays Ambush' : 'does not ambush';
    case 'drop':
      return `a paratrooper unit lands at ${hexName(s, m.to)}`;
    case 'exit':
      return `${unitName(s, m.unit)} exits the board`;
  }
}

/** A unit moved by another move's effect: a flag's retreat, ground taken, or anything else. */
function shift(s: State, m: Move, name: string, to: number): Described {
  if (m.type === 'roll') return { text: `${name} retreats to ${hexName(s, to)}`, rule: MOVE_RULE.retreat };
  if (m.type === 'take-ground') return { text: `${name} takes ground at ${hexName(s, to)}`, rule: MOVE_RULE['take-ground'] };
  return { text: `${name} moves to ${hexName(s, to)}` };
}

/** What changed between `before` and `after`, unit by unit, then medals, obstacles, the end. */
function effects(before: State, m: Move, after: State): Described[] {
  const s = before;
  const out: Described[] = [];
  after.units.forEach((u, i) => {
    const was = before.units[i];
    if (!was) {
      if (u.at >= 0) out.push({ text: `${unitName(after, i)} enters the board` });
      return;
    }
    const name = unitName(before, i);
    if (was.at >= 0 && u.at < 0) {
      // An exit is not a loss; any other departure is an elimination.
      if (m.type === 'exit' && m.unit === i) out.push({ text: `${name} leaves the board` });
      else out.push({ text: `${name} is eliminated`, rule: 'M44 p.9 [L372-374]' });
      return;
    }
    if (u.figures < was.figures) out.push({ text: `${name} loses ${plural(was.figures - u.figures, 'figure')}`, rule: 'M44 p.9 [L370-394]' });
    if (u.figures > was.figures) out.push({ text: `${name} regains ${plural(u.figures - was.figures, 'figure')}` });
    // Moves and retreats say where the unit went already; other shifts are told here.
    const told = (m.type === 'move' && m.unit === i) || m.type === 'retreat';
    if (u.at !== was.at && u.at >= 0 && !told) out.push(shift(s, m, name, u.at));
  });
  for (const side of ['allies', 'axis'] as const) {
    const a = medalTotal(before, side);
    const b = medalTotal(after, side);
    if (a !== b) out.push({ text: `${SIDE[side]} medals ${a} -> ${b}`, rule: 'M44 p.20' });
  }
  for (const [hex, o] of Object.entries(before.obstacles)) {
    if (after.obstacles[hex] !== o) out.push({ text: `${o} removed at ${hexName(s, Number(hex))}`, rule: 'M44 p.19' });
  }
  for (const [hex, o] of Object.entries(after.obstacles)) {
    if (before.obstacles[hex] !== o) out.push({ text: `${o} placed at ${hexName(s, Number(hex))}`, rule: 'M44 p.19' });
  }
  if (before.phase.kind !== 'over' && after.phase.kind === 'over') {
    out.push({ text: `${SIDE[after.phase.winner]} win`, rule: 'M44 p.6 [L158]' });
  }
  return out;
}

/**
 * Describes `move` played in `before`, which led to `after`: the move in words with its rule,
 * and its effects. Pure; `after` must be the state `game.resolve(before, move)` returned.
 */
export function describeMove(before: State, move: Move, after: State): MoveDescription {
  return { text: moveText(before, move), rule: MOVE_RULE[move.type], effects: effects(before, move, after) };
}
