/**
 * A ready search bot for Memoir '44: the kernel's MCTS with the Memoir heuristic for rollouts
 * cut short and card determinisation, so it never looks at the opponent's hand.
 */
import { mctsBot, type Bot, type MctsOptions } from '@esagono/kernel';
import { game } from '../game.js';
import type { Move, Player, State } from '../state.js';
import { determinize } from './determinize.js';
import { evaluate } from './evaluate.js';

/**
 * Default budget, measured on the shipped scenarios (Pegasus Bridge, 10 games a side-swapped
 * match): a Memoir turn is some 10-40 moves, so a rollout of 8 moves past the tree sees an
 * attack's dice settle and beat rollouts of 20 in 7 of 10; since the heuristic's values sit
 * close to 0.5, exploration 0.5 beat the UCB1 value √2 in 9 of 10. Some 0.2 s a decision on a
 * loaded 2-core machine.
 */
export const MEMOIR_BOT_DEFAULTS = { iterations: 48, rolloutMoves: 8, exploration: 0.5 } as const;

export interface MemoirBotOptions {
  /** Seeds the search (default 1); with an iteration budget the bot's play is a function of it. */
  readonly seed?: number;
  /** Playouts per decision (default `MEMOIR_BOT_DEFAULTS.iterations`, none with `timeMs` alone). */
  readonly iterations?: number;
  /** Wall-clock budget per decision, for interactive play (not reproducible). */
  readonly timeMs?: number;
  /** Moves a rollout plays past the tree before `evaluate` judges it. */
  readonly rolloutMoves?: number;
  /** UCT exploration constant. */
  readonly exploration?: number;
  /** Bot name, for logs (default `memoir-mcts`). */
  readonly name?: string;
  /** Search the true state, opponent's hand included (for experiments only: it cheats). */
  readonly cheat?: boolean;
}

/** The kernel MCTS options a `memoirBot` uses, for tools that run `mctsSearch` themselves. */
export function memoirMctsOptions(options: MemoirBotOptions = {}): MctsOptions<State, Player> {
  // With a time budget and no iteration count, the clock alone bounds the search.
  const iterations = options.iterations ?? (options.timeMs === undefined ? MEMOIR_BOT_DEFAULTS.iterations : undefined);
  const base: MctsOptions<State, Player> = {
    seed: options.seed ?? 1,
    ...(iterations === undefined ? {} : { iterations }),
    ...(options.timeMs === undefined ? {} : { timeMs: options.timeMs }),
    rolloutMoves: options.rolloutMoves ?? MEMOIR_BOT_DEFAULTS.rolloutMoves,
    exploration: options.exploration ?? MEMOIR_BOT_DEFAULTS.exploration,
    evaluate,
    name: options.name ?? 'memoir-mcts',
  };
  return options.cheat ? base : { ...base, determinize };
}

/** A search bot for Memoir '44 that sees only what its player may see (`game.view`). */
export function memoirBot(options: MemoirBotOptions = {}): Bot<State, Move, Player> {
  return mctsBot(game, memoirMctsOptions(options));
}
