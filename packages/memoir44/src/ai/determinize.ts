/**
 * Determinisation for search: a world consistent with what one player knows. In Memoir '44
 * the only hidden things are cards: the opponent's hand and the deck (M44 p.5-6 deal, p.11
 * [L471]); the board, the discards and the cards played are open. The deck is a multiset in
 * the state, so its order needs no shuffling: only which unseen card is where.
 */
import type { Rng } from '@esagono/kernel';
import { other, type Player, type State } from '../state.js';
import { CARD_IDS, type CardId } from '../data/cards.js';

/**
 * The cards `me` cannot tell apart: deck, opponent's hand, and cards the opponent holds
 * mid-draw or mid-Recon, listed in `CARD_IDS` order, so the list depends only on the multiset
 * and not on where each card truly is.
 */
export function unseenCards(s: State, me: Player): CardId[] {
  const count: Partial<Record<CardId, number>> = { ...s.deck };
  for (const c of s.hands[other(me)]) count[c] = (count[c] ?? 0) + 1;
  for (const c of hiddenPending(s, me)) count[c] = (count[c] ?? 0) + 1;
  const pool: CardId[] = [];
  for (const c of CARD_IDS) for (let i = 0; i < (count[c] ?? 0); i++) pool.push(c);
  return pool;
}

/** Cards drawn but not yet in the opponent's hand: a draw in progress or a Recon choice (digest Appendix A). */
function hiddenPending(s: State, me: Player): readonly CardId[] {
  const ph = s.phase;
  if (ph.kind === 'draw' && (ph.who ?? s.active) !== me) return ph.drawn;
  if (ph.kind === 'recon' && s.active !== me) return ph.cards;
  return [];
}

/** Removes `n` cards drawn uniformly without replacement from `pool` and returns them (partial Fisher-Yates). */
function takeRandom(pool: CardId[], n: number, rng: Rng): CardId[] {
  const out: CardId[] = [];
  for (let i = 0; i < n; i++) {
    const j = i + rng.int(pool.length - i);
    const a = pool[i] as CardId;
    pool[i] = pool[j] as CardId;
    pool[j] = a;
    out.push(pool[i] as CardId);
  }
  pool.splice(0, n);
  return out;
}

/**
 * Resamples what is hidden from `me`: the opponent's hand (same size) and any card the
 * opponent has drawn but not yet placed, drawn from the unseen cards; the rest form the deck.
 * Everything `me` sees (`game.view(s, me)`) is unchanged and every card total is kept; two
 * states that `me` cannot tell apart give the same world for the same generator state.
 */
export function determinize(s: State, me: Player, rng: Rng): State {
  const opp = other(me);
  const pending = hiddenPending(s, me);
  const pool = unseenCards(s, me);
  const hand = takeRandom(pool, s.hands[opp].length, rng);
  const drawn = takeRandom(pool, pending.length, rng);
  // Rebuilt in card order from the counts alone, so the world sampled does not depend on
  // where the unseen cards truly are: the search cannot peek through it.
  const deck: Partial<Record<CardId, number>> = {};
  for (const c of pool) deck[c] = (deck[c] ?? 0) + 1;
  const ph = s.phase;
  const phase = pending.length === 0 ? ph : ph.kind === 'draw' ? { ...ph, drawn } : ph.kind === 'recon' ? { ...ph, cards: drawn } : ph;
  return { ...s, hands: { ...s.hands, [opp]: hand } as State['hands'], deck, phase };
}
