/**
 * Memoir '44's sequence of play as a kernel phase table (M44 p.6-11): per phase, who acts, its
 * moves, its step, its rule and its successors. `rules` dispatches on the state's phase.
 */
import { phaseRules } from '@esagono/kernel';
import { sameMove } from '../variants/seats.js';
import { board } from '../units/updates.js';
import type { Move, Player, State } from '../state.js';
import { AMBUSH } from './ambush.js';
import { BATTLE, ROLL } from './battle.js';
import { FINEST_ROLL, MEDICS_ROLL, TARGET } from './cards.js';
import { DEAL, DRAW, RECON } from './draw.js';
import { MOVE } from './move.js';
import { ORDER, SECTION } from './order.js';
import { AIRDROP, PLAY } from './play.js';
import { IGNORE_FLAG, RETREAT } from './retreat.js';
import { OVERRUN, TAKE_GROUND } from './take-ground.js';
import { TERMINAL, unfit, type Kind, type MemoirPhase } from './spec.js';

/** The game is won: nobody acts (M44 p.6 [L158]; digest A19). */
const OVER: MemoirPhase = { rule: 'M44 p.6 [L158]', actor: () => TERMINAL, step: unfit, next: [] };

export const PHASES: { readonly [K in Kind]: MemoirPhase } = {
  deal: DEAL,
  play: PLAY,
  airdrop: AIRDROP,
  order: ORDER,
  section: SECTION,
  target: TARGET,
  move: MOVE,
  battle: BATTLE,
  roll: ROLL,
  'ignore-flag': IGNORE_FLAG,
  retreat: RETREAT,
  'take-ground': TAKE_GROUND,
  ambush: AMBUSH,
  overrun: OVERRUN,
  'medics-roll': MEDICS_ROLL,
  'finest-roll': FINEST_ROLL,
  draw: DRAW,
  recon: RECON,
  over: OVER,
};

// Every move reports one event naming its type and the rule it carried out: shared frozen lists.
const EVENTS = new Map<string, Map<string, readonly { readonly type: string; readonly rule: string }[]>>();
function eventsOf(type: Move['type'], rule: string): readonly { readonly type: string; readonly rule: string }[] {
  let byType = EVENTS.get(rule);
  if (!byType) {
    byType = new Map();
    EVENTS.set(rule, byType);
  }
  let e = byType.get(type);
  if (!e) {
    e = Object.freeze([Object.freeze({ type, rule })]);
    byType.set(type, e);
  }
  return e;
}

export const rules = phaseRules<State, Move, Player, Kind>(PHASES, {
  phaseOf: (s) => s.phase.kind,
  sameMove,
  events: (_s, m, rule) => eventsOf(m.type, rule),
});

/** Legal moves, computed once per state object (kept in the game's context, board/context.ts). */
export function legalMoves(s: State): readonly Move[] {
  const memo = board(s).memo;
  let l = memo.legal.get(s);
  if (!l) {
    l = rules.legalMoves(s);
    memo.legal.set(s, l);
  }
  return l;
}
