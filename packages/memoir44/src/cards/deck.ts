/**
 * The deck as counts per card id, always with every key in the same order: a fixed-shape
 * literal keeps V8's fast properties, which spreads and dynamic keys lose (a measured 3x on draws).
 */
import type { CardId } from '../data/cards.js';

export type DeckCounts = Partial<Record<CardId, number>>;

/** A copy of `d` with every card id present (0 when absent). */
export function copyDeck(d: Readonly<DeckCounts>): Record<CardId, number> {
  return {
    'recon-left': d['recon-left'] ?? 0,
    'recon-center': d['recon-center'] ?? 0,
    'recon-right': d['recon-right'] ?? 0,
    'probe-left': d['probe-left'] ?? 0,
    'probe-center': d['probe-center'] ?? 0,
    'probe-right': d['probe-right'] ?? 0,
    'attack-left': d['attack-left'] ?? 0,
    'attack-center': d['attack-center'] ?? 0,
    'attack-right': d['attack-right'] ?? 0,
    'assault-left': d['assault-left'] ?? 0,
    'assault-center': d['assault-center'] ?? 0,
    'assault-right': d['assault-right'] ?? 0,
    'general-advance': d['general-advance'] ?? 0,
    'pincer-move': d['pincer-move'] ?? 0,
    'recon-in-force': d['recon-in-force'] ?? 0,
    'air-power': d['air-power'] ?? 0,
    'ambush': d['ambush'] ?? 0,
    'armor-assault': d['armor-assault'] ?? 0,
    'artillery-bombard': d['artillery-bombard'] ?? 0,
    'barrage': d['barrage'] ?? 0,
    'behind-enemy-lines': d['behind-enemy-lines'] ?? 0,
    'close-assault': d['close-assault'] ?? 0,
    'counter-attack': d['counter-attack'] ?? 0,
    'dig-in': d['dig-in'] ?? 0,
    'direct-from-hq': d['direct-from-hq'] ?? 0,
    'firefight': d['firefight'] ?? 0,
    'infantry-assault': d['infantry-assault'] ?? 0,
    'medics-and-mechanics': d['medics-and-mechanics'] ?? 0,
    'move-out': d['move-out'] ?? 0,
    'their-finest-hour': d['their-finest-hour'] ?? 0,
  };
}

export function withCount(d: Readonly<DeckCounts>, card: CardId, delta: number): Record<CardId, number> {
  const c = copyDeck(d);
  c[card] += delta;
  return c;
}

/** Where the last deck's counts are kept (the game's context, board/context.ts). */
export interface DeckMemo {
  countedDeck: Readonly<DeckCounts> | null;
  counted: readonly number[];
}

/**
 * The counts in CARD_IDS order, read with constant keys (a loop of dynamic keys over the 30 ids
 * was most of a draw's cost); the last deck's answer is kept in `memo`, as a draw reads it twice.
 */
export function deckCounts(d: Readonly<DeckCounts>, memo: DeckMemo): readonly number[] {
  if (d === memo.countedDeck) return memo.counted;
  const counted = [
    d['recon-left'] ?? 0,
    d['recon-center'] ?? 0,
    d['recon-right'] ?? 0,
    d['probe-left'] ?? 0,
    d['probe-center'] ?? 0,
    d['probe-right'] ?? 0,
    d['attack-left'] ?? 0,
    d['attack-center'] ?? 0,
    d['attack-right'] ?? 0,
    d['assault-left'] ?? 0,
    d['assault-center'] ?? 0,
    d['assault-right'] ?? 0,
    d['general-advance'] ?? 0,
    d['pincer-move'] ?? 0,
    d['recon-in-force'] ?? 0,
    d['air-power'] ?? 0,
    d['ambush'] ?? 0,
    d['armor-assault'] ?? 0,
    d['artillery-bombard'] ?? 0,
    d['barrage'] ?? 0,
    d['behind-enemy-lines'] ?? 0,
    d['close-assault'] ?? 0,
    d['counter-attack'] ?? 0,
    d['dig-in'] ?? 0,
    d['direct-from-hq'] ?? 0,
    d['firefight'] ?? 0,
    d['infantry-assault'] ?? 0,
    d['medics-and-mechanics'] ?? 0,
    d['move-out'] ?? 0,
    d['their-finest-hour'] ?? 0,
  ];
  memo.countedDeck = d;
  memo.counted = counted;
  return counted;
}
