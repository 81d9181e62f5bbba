/**
 * The end of a turn and the start of the next (M44 p.11 [L467-471]): discard the played card and
 * draw (Recon draws 2 and keeps 1; an ambusher draws its replacement first), reshuffle an empty
 * deck; the opening deal (M44 p.4 [L133]); then the next side's turn begins.
 */
import { rational, type ChanceOutcome, type Rational } from '@esagono/kernel';
import { CARDS, CARD_IDS, type CardId } from '../data/cards.js';
import { copyDeck, deckCounts, withCount } from '../cards/deck.js';
import { appended, drewCard, joined, patchState, patchTurn, withDeck, withDiscard, withHands, withNextSide, withPhase } from '../util/copy.js';
import { withSide } from '../util/helpers.js';
import { board } from '../units/updates.js';
import { bySide, other, type Move, type Player, type State } from '../state.js';
import { active, chance, refuse, unfit, type MemoirPhase } from './spec.js';

// A draw asks the size of the same deck twice (to reshuffle, then to weigh the outcomes): the
// last answer is kept in the game's context (board/context.ts).
export function deckSize(s: State): number {
  const memo = board(s).memo;
  if (s.deck === memo.sizedDeck) return memo.sizedCount;
  const counts = deckCounts(s.deck, memo);
  let n = 0;
  for (let i = 0; i < counts.length; i++) n += counts[i] as number;
  memo.sizedDeck = s.deck;
  memo.sizedCount = n;
  return n;
}

/** Empty deck: the discards become the new deck (M44 p.11 [L471]). The deck is a multiset, so no shuffle is needed. */
export function reshuffle(s: State): State {
  const deck = copyDeck(s.deck);
  for (const c of s.discard) deck[c] += 1;
  return patchState(s, { deck, discard: [] });
}

export function drawCard(s: State, card: CardId): State {
  return withDeck(s, withCount(s.deck, card, -1));
}

export function handSize(s: State, p: Player): number {
  return bySide(s.scenario.hands, p);
}

/** Deals the first side's hand, then the second's; then the first side's turn begins (M44 p.4 [L133-136]). */
export function afterDeal(s: State): State {
  const ph = s.phase;
  if (ph.kind !== 'deal') return s;
  if (ph.left > 0 && deckSize(s) > 0) return s;
  const first = s.scenario.firstPlayer;
  if (ph.side === first) {
    const second = other(first);
    return afterDeal(withPhase(s, { kind: 'deal', side: second, left: handSize(s, second) }));
  }
  return startTurn(patchState(s, { active: first }));
}

/** Discard the played card and draw (M44 p.11 [L467-471]); Recon draws 2 and keeps 1. */
export function endTurn(s: State): State {
  const t = s.turn;
  return drawStep(t ? withDiscard(s, appended(s.discard, t.card)) : s);
}

/** The draws of the turn: 1 card, 2 for Recon, a scenario's extra draws, the ambusher's first (M44 p.11 [L469]; digest Appendix A). */
function drawStep(s: State): State {
  const t = s.turn;
  const b = board(s);
  const extra = b.extraDraws;
  const n = extra && extra.side === s.active && bySide(s.turns, s.active) < extra.turns ? extra.draw : 1;
  // Only the Recon cards draw 2 and keep 1 (digest Appendix A): a card's row says how it draws.
  const recon = t !== null && !t.fallback && CARDS[t.effect].draw === 'two-keep-one';
  if (t?.ambushed) return startDraw(withPhase(s, { kind: 'draw', left: 1, recon: false, drawn: [], who: other(s.active) }));
  return startDraw(withPhase(s, { kind: 'draw', left: recon ? 2 : n, recon, drawn: [] }));
}

/** The next draw, reshuffling the discards into an empty deck first (M44 p.11 [L471]). */
function startDraw(s: State): State {
  const ph = s.phase;
  if (ph.kind !== 'draw') return s;
  if (ph.left === 0) return finishDraw(s);
  if (deckSize(s) === 0) {
    const r = reshuffle(s);
    if (deckSize(r) === 0) return finishDraw(withPhase(r, { ...ph, left: 0 }));
    return r;
  }
  return s;
}

/** The drawn cards join the hand, or await the Recon choice; then the other side's turn (M44 p.11 [L469]). */
function finishDraw(s: State): State {
  const ph = s.phase;
  if (ph.kind !== 'draw') return s;
  if (ph.who !== undefined && ph.who !== s.active) {
    // The ambusher's replacement; then the active side draws (digest Appendix A).
    const hands = withSide(s.hands, ph.who, joined(bySide(s.hands, ph.who), ph.drawn));
    return drawStep(patchState(s, { hands, turn: s.turn && patchTurn(s.turn, { ambushed: false }) }));
  }
  if (ph.recon && ph.drawn.length >= 2) return withPhase(s, { kind: 'recon', cards: ph.drawn });
  const hands = withSide(s.hands, s.active, joined(bySide(s.hands, s.active), ph.drawn));
  return nextPlayer(withHands(s, hands));
}

/** Sides alternate one turn each (M44 p.6 [L164]). */
function nextPlayer(s: State): State {
  let r: State = s;
  // Their Finest Hour: the deck and discards are reshuffled (digest Appendix A).
  if (s.turn?.effect === 'their-finest-hour' && !s.turn.fallback) r = reshuffle(r);
  const next = other(s.active);
  return startTurn(withNextSide(r, withSide(r.turns, s.active, bySide(r.turns, s.active) + 1), next));
}

/** A side's turn begins: paratroopers first if the scenario drops them now, then play a card (M44 p.6 [L174]). */
export function startTurn(s: State): State {
  const drop = board(s).airdrop;
  if (drop && drop.side === s.active && bySide(s.turns, s.active) === 0) {
    return withPhase(s, { kind: 'airdrop', left: drop.units });
  }
  return withPhase(s, bySide(s.hands, s.active).length > 0 ? { kind: 'play' } : { kind: 'draw', left: 1, recon: false, drawn: [] });
}

// ---------- chance: a card drawn from the deck, each copy alike ----------

// One shared move per card. The outcomes themselves are made afresh: a few new objects next to
// each other in memory are read faster than shared ones scattered over the heap (measured).
const DRAW_MOVES: readonly Move[] = CARD_IDS.map((card) => ({ type: 'draw', card }));

// n copies among `total` cards, in lowest terms (kernel Rational): made once per (n, total) when
// this module loads, frozen and shared, found in a flat table by total * 64 + n without a gcd (a
// deck has 60 cards). Filled in order at creation: an array written at scattered indices would
// turn into a slow dictionary.
const DRAW_CHANCE: readonly (Rational | null)[] = Array.from({ length: 64 * 64 }, (_, k) => {
  const total = k >> 6;
  const n = k & 63;
  return n >= 1 && n <= total ? Object.freeze(rational(n, total)) : null;
});

function drawChance(n: number, total: number): Rational {
  if (total >= 64 || n >= 64) return rational(n, total);
  return DRAW_CHANCE[total * 64 + n] ?? rational(n, total);
}

/** Every card the deck holds, with its share of the deck (M44 p.11 [L469]). */
function drawOutcomes(s: State): readonly ChanceOutcome<Move>[] {
  const total = deckSize(s);
  const counts = deckCounts(s.deck, board(s).memo);
  const out: ChanceOutcome<Move>[] = [];
  for (let i = 0; i < counts.length; i++) {
    const n = counts[i] as number;
    if (n > 0) out.push({ move: DRAW_MOVES[i] as Move, p: drawChance(n, total) });
  }
  return out;
}

const inDeck = (s: State, m: Move): boolean => m.type === 'draw' && (s.deck[m.card] ?? 0) > 0;
const notInDeck = (_s: State, m: Move) => refuse('not-in-deck', `${m.type} is not a card left in the deck`, 'M44 p.11 [L469]');

// ---------- phases ----------

/** The opening deal: each side's hand, first player's first (M44 p.4 [L133]). */
export const DEAL: MemoirPhase = {
  rule: 'M44 p.4 [L133]',
  actor: chance,
  chanceOutcomes: drawOutcomes,
  accepts: inDeck,
  refusal: notInDeck,
  step(s, m) {
    const ph = s.phase;
    if (m.type !== 'draw' || ph.kind !== 'deal') return unfit(s, m);
    const r = drawCard(s, m.card);
    const hands = withSide(r.hands, ph.side, appended(bySide(r.hands, ph.side), m.card));
    return afterDeal(patchState(r, { hands, phase: { kind: 'deal', side: ph.side, left: ph.left - 1 } }));
  },
  next: ['deal', 'play', 'airdrop', 'draw'],
};

/** The draw at the end of the turn (M44 p.11 [L467-471]). */
export const DRAW: MemoirPhase = {
  rule: 'M44 p.11 [L467-471]',
  actor: chance,
  chanceOutcomes: drawOutcomes,
  accepts: inDeck,
  refusal: notInDeck,
  step(s, m) {
    const ph = s.phase;
    if (m.type !== 'draw' || ph.kind !== 'draw') return unfit(s, m);
    return startDraw(withPhase(drawCard(s, m.card), drewCard(ph, m.card)));
  },
  next: ['draw', 'recon', 'play', 'airdrop'],
};

/** Recon: of the 2 cards drawn, keep 1 and discard the other (digest Appendix A). */
export const RECON: MemoirPhase = {
  rule: 'M44 p.6 [L199-203]; digest Appendix A (Recon)',
  actor: active,
  legalMoves(s) {
    const ph = s.phase;
    return ph.kind === 'recon' ? [...new Set(ph.cards)].map((card): Move => ({ type: 'keep', card })) : [];
  },
  refusal: (_s, m) => (m.type === 'keep' ? refuse('not-drawn', `${m.card} is not one of the cards drawn`, 'digest Appendix A (Recon)') : null),
  step(s, m) {
    const ph = s.phase;
    if (m.type !== 'keep' || ph.kind !== 'recon') return unfit(s, m);
    const rest = ph.cards.slice();
    rest.splice(rest.indexOf(m.card), 1);
    const hands = withSide(s.hands, s.active, [...bySide(s.hands, s.active), m.card]);
    return nextPlayer(patchState(s, { hands, discard: [...s.discard, ...rest] }));
  },
  next: ['play', 'airdrop', 'draw'],
};
