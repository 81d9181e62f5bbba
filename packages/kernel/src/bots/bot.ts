import type { Outcome } from '../protocol/types.js';
import type { Rng } from '../rng/rng.js';

/**
 * A player that picks one of the legal moves. `choose` has the driver's `Chooser`
 * shape and is a plain closure, so `play(game, s, { rng, choose: bot.choose })` works.
 */
export interface Bot<State, Move, Player extends string = string> {
  readonly name: string;
  readonly choose: (state: State, moves: readonly Move[], player: Player) => Move;
}

/**
 * Resamples what `me` cannot see (the opponent's hand, an unrevealed deck order) so
 * that the result is consistent with `view(state, me)`. A title supplies it; a bot
 * that searches without one sees the true state, which is cheating.
 */
export type Determinizer<State, Player extends string = string> = (state: State, me: Player, rng: Rng) => State;

/** A heuristic value of `state` for `player` in [0, 1], for rollouts cut short. */
export type Evaluator<State, Player extends string = string> = (state: State, player: Player) => number;

/** Reward of a finished game for `player`: win 1, draw 0.5, loss 0. */
export function outcomeReward<Player extends string>(outcome: Outcome<Player>, player: Player): number {
  if (outcome.kind === 'draw') return 0.5;
  return outcome.winner === player ? 1 : 0;
}
