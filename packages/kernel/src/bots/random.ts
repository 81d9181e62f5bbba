import { Rng } from '../rng/rng.js';
import type { Bot } from './bot.js';

/** Picks uniformly among the legal moves, from its own seeded generator. */
export function randomBot<State, Move, Player extends string = string>(seed: number): Bot<State, Move, Player> {
  const rng = new Rng(seed);
  return {
    name: 'random',
    choose: (_state, moves) => rng.pick(moves),
  };
}
