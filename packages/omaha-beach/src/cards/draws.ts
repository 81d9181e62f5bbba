/**
 * The chance outcomes of a card draw (DDOB 2.3): every card left in the deck, each 1/n. The move and
 * outcome objects are a static table (one per deck size and card, built once at load and read-only),
 * so listing a draw allocates the list alone.
 */
import { rational, type ChanceOutcome } from '@esagono/kernel';
import type { Move } from '../state.js';

/** Cards 1-54 (card #55, the US actions summary, is not in the deck). */
const DECK_SIZE = 54;

/** The draw move of each card id. */
const DRAW_MOVES: readonly Move[] = Array.from({ length: DECK_SIZE + 1 }, (_, card) => ({ type: 'draw', card }));

/** OUTCOMES[n][card]: drawing `card` from n cards, probability 1/n. */
const OUTCOMES: readonly (readonly ChanceOutcome<Move>[])[] = Array.from({ length: DECK_SIZE + 1 }, (_, n) => {
  const p = rational(1, Math.max(1, n));
  return DRAW_MOVES.map((move) => ({ move, p }));
});

/** The outcomes of drawing one of `cards` (the deck, or the reshuffled discards), in their order. */
export function drawOutcomes(cards: readonly number[]): ChanceOutcome<Move>[] {
  const n = cards.length;
  const row = OUTCOMES[n];
  const out: ChanceOutcome<Move>[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const c = cards[i] as number;
    out[i] = row?.[c] ?? { move: { type: 'draw', card: c }, p: rational(1, n) };
  }
  return out;
}
