/**
 * Deck building (HoN p.4 L254-262, p.8 L576-586) and the anti-aircraft test of Aviation cards
 * (HoN p.8 L590-594, p.14 L1115).
 */
import { CONSTANTS } from '../data/constants.js';
import type { ActionCard, Faction } from '../data/schemas.js';

export interface DeckProblem {
  readonly card: string | null;
  readonly message: string;
  readonly rule: string;
}

/**
 * What is wrong with a deck: at least 40 cards not counting Artillery and Aviation ones; own
 * faction only; no more copies than printed; Artillery/Aviation cards only with their command,
 * at most as many as the command's number (T74).
 */
export function deckProblems(
  deck: Readonly<Record<string, number>>,
  faction: Faction,
  cards: Readonly<Record<string, ActionCard>>,
  commands: { readonly artillery: number; readonly airstrike: number },
): DeckProblem[] {
  const out: DeckProblem[] = [];
  let counted = 0;
  let artillery = 0;
  let aviation = 0;
  for (const [id, n] of Object.entries(deck)) {
    const c = cards[id];
    if (!c) {
      out.push({ card: id, message: `unknown card ${id}`, rule: 'HoN p.4 L256' });
      continue;
    }
    if (c.faction !== faction) out.push({ card: id, message: `${id} is not a ${faction} card`, rule: 'HoN p.4 L258' });
    if (n > c.copies) out.push({ card: id, message: `${n} copies of ${id}, only ${c.copies} exist`, rule: 'HoN p.8 L576' });
    if (c.restriction === 'artillery') artillery += n;
    else if (c.restriction === 'aviation') aviation += n;
    else counted += n;
  }
  if (counted < CONSTANTS.deckMinimum.value)
    out.push({ card: null, message: `${counted} cards count toward the minimum of ${CONSTANTS.deckMinimum.value}`, rule: 'HoN p.8 L586' });
  if (artillery > commands.artillery)
    out.push({ card: null, message: `${artillery} Artillery cards, the Artillery command allows ${commands.artillery}`, rule: 'HoN p.4 L260, p.13 L1009' });
  if (aviation > commands.airstrike)
    out.push({ card: null, message: `${aviation} Aviation cards, the Airstrike command allows ${commands.airstrike}`, rule: 'HoN p.4 L260, p.13 L1003' });
  return out;
}

/**
 * The AA test: the opponent of the card's player rolls 1d6, +1 per AAA unit of their own faction
 * [A49]; at least the card's AA value and the card is discarded without effect (T71).
 */
export function aaShootsDown(roll: number, defendersAAA: number, aa: number): boolean {
  return roll + defendersAAA >= aa;
}
