/** What every phase module of the sequence of play shares: the phase table's types and its actors. */
import type { Actor, PhaseSpec, RuleError } from '@esagono/kernel';
import { other, type Move, type Phase, type Player, type State } from '../state.js';

export type Kind = Phase['kind'];
export type PhaseIn<K extends Kind> = Extract<Phase, { kind: K }>;
/** One phase of Memoir '44's table (M44 p.6-11): who acts, the moves, the step, the rule, the successors. */
export type MemoirPhase = PhaseSpec<State, Move, Player, Kind>;

// The protocol asks who acts several times per move: answer with shared constants.
export const CHANCE: Actor<Player> = Object.freeze({ kind: 'chance' });
export const TERMINAL: Actor<Player> = Object.freeze({ kind: 'terminal' });
const ALLIES_ACT: Actor<Player> = Object.freeze({ kind: 'player', player: 'allies' });
const AXIS_ACT: Actor<Player> = Object.freeze({ kind: 'player', player: 'axis' });
export const actorFor = (side: Player): Actor<Player> => (side === 'allies' ? ALLIES_ACT : AXIS_ACT);

/** The active side acts (M44 p.6 [L162-181]). */
export const active = (s: State): Actor<Player> => actorFor(s.active);
export const chance = (): Actor<Player> => CHANCE;

/** The owner of the attacked unit decides its flags, its retreat and an Ambush (M44 p.9 [L401], p.22 [L955]). */
export function defender(s: State): Actor<Player> {
  const ph = s.phase;
  const target = 'attack' in ph ? s.units[ph.attack.target] : undefined;
  return actorFor(target?.side ?? other(s.active));
}

/** A refusal citing the rule that refuses the move. */
export const refuse = (code: string, message: string, rule: string): RuleError => ({ code, message, rule });

/** A step handed a move its phase does not take: the kernel reports it as an internal error. */
export function unfit(s: State, m: Move): never {
  throw new Error(`move ${m.type} does not fit phase ${s.phase.kind}`);
}
