import { mctsBot, randomBot, type Bot } from '@esagono/kernel';
import { type TitleEntry, UsageError } from './types.js';

export const BOT_KINDS = ['mcts', 'random'] as const;
export type BotKind = (typeof BOT_KINDS)[number];

/** Parses `--bots mcts,random`: one bot per player in seating order. */
export function parseBots(spec: string | undefined, players: readonly string[]): BotKind[] {
  const names = (spec ?? players.map(() => 'random').join(',')).split(',').map((s) => s.trim());
  if (names.length !== players.length) {
    throw new UsageError(`--bots needs ${players.length} names, one per player (${players.join(', ')}), got "${spec}"`);
  }
  for (const n of names) {
    if (!(BOT_KINDS as readonly string[]).includes(n)) throw new UsageError(`unknown bot "${n}" (known: ${BOT_KINDS.join(', ')})`);
  }
  return names as BotKind[];
}

/** Builds the bot for one seat. Its seed depends on the game's seed and the seat only. */
export function makeBot(kind: BotKind, entry: TitleEntry, seed: number, iterations: number): Bot<unknown, unknown, string> {
  if (kind === 'random') return randomBot(seed);
  return mctsBot(entry.game, {
    seed,
    iterations,
    ...(entry.determinize ? { determinize: entry.determinize } : {}),
    ...(entry.evaluate ? { evaluate: entry.evaluate } : {}),
    ...entry.mcts,
  });
}

/** A 32-bit seed mixed from a base seed and an index (a SplitMix32-style finaliser). */
export function deriveSeed(base: number, k: number): number {
  let z = (Math.trunc(base) ^ Math.imul(k + 1, 0x9e3779b9)) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}
