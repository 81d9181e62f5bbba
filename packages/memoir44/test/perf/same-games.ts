/**
 * Seeded random playouts of every shipped scenario, reduced to hashes of their move lists and final
 * states: a refactoring of the rules must leave every game identical (same seed, same moves).
 */
import { randomPlayout, stateHash } from '@esagono/kernel';
import { game } from '../../src/game.js';
import { scenarios } from '../../src/index.js';

export const SEEDS = 20;

export interface GameDigest {
  readonly moves: number;
  readonly log: string;
  readonly final: string;
}

export function digestOf(name: string, seed: number): GameDigest {
  const setup = scenarios[name];
  if (!setup) throw new Error(`no scenario ${name}`);
  const r = randomPlayout(game, setup, seed);
  return { moves: r.moves.length, log: stateHash(r.moves), final: stateHash(r.state) };
}

export function digestAll(): Record<string, GameDigest[]> {
  const out: Record<string, GameDigest[]> = {};
  for (const name of Object.keys(scenarios).sort()) {
    const games: GameDigest[] = [];
    for (let seed = 1; seed <= SEEDS; seed++) games.push(digestOf(name, seed));
    out[name] = games;
  }
  return out;
}
