/**
 * What each command card says, in a line of our own words, with the rule it applies: the text a
 * player reads on the card. Section cards are written from their order counts (M44 p.6 [L191-193]);
 * tactic cards follow digest Appendix A (EXTERNAL) and the effects table in cards/effects.ts.
 */
import { ALL, CARDS, type CardId } from '../data/cards.js';

const FLANK = ['left flank', 'centre', 'right flank'] as const;

const TACTIC_TEXT: Readonly<Partial<Record<CardId, string>>> = {
  'air-power': 'Target up to 4 enemy units in adjacent hexes: each is battled with the side\'s Air Power dice; stars hit, flags may not be ignored.',
  ambush: 'Play when the enemy close assaults you: your unit battles first; a retreat cancels their attack.',
  'armor-assault': 'Order up to 4 armour; they battle with +1 die in close assault.',
  'artillery-bombard': 'Order all artillery: move up to 3 hexes, or stay and battle twice.',
  barrage: 'Battle one enemy unit anywhere with 4 dice; flags may not be ignored.',
  'behind-enemy-lines': 'Order 1 infantry: move up to 3 ignoring terrain, battle with +1 die, then move up to 3 again.',
  'close-assault': 'Order all infantry and armour next to an enemy: no move, +1 die in close assault.',
  'counter-attack': 'Play the card your opponent just played, as your own (flanks mirrored).',
  'dig-in': 'Order up to 4 infantry to place sandbags; they neither move nor battle.',
  'direct-from-hq': 'Order up to 4 units of your choice.',
  firefight: 'Order up to 4 units not next to an enemy: no move, +1 die at range.',
  'infantry-assault': 'Order all infantry in one section: move 2 and battle, or move 3 without battling.',
  'medics-and-mechanics': 'Roll 1 die per card in hand for one damaged unit: each symbol or star returns a figure.',
  'move-out': 'Order up to 4 infantry.',
  'their-finest-hour': 'Roll 1 die per card in hand: each symbol orders a unit of that type, stars any; ordered units battle with +1 die.',
};

function sectionText(counts: readonly [number, number, number]): string {
  const parts = counts.flatMap((n, i) => (n === 0 ? [] : [`${n === ALL ? 'all' : n} unit${n === 1 ? '' : 's'} on the ${FLANK[i]}`]));
  const same = counts.every((n) => n === counts[0]);
  if (same && counts[0] !== 0) return `Order ${counts[0] === ALL ? 'all' : counts[0]} unit${counts[0] === 1 ? '' : 's'} in each section.`;
  return `Order ${parts.join(' and ')}.`;
}

/** The card's text: what it orders and does, in one or two sentences; Recon cards add their draw. */
export function cardText(id: CardId): string {
  const c = CARDS[id];
  if (c.order.kind === 'sections') {
    const recon = id.startsWith('recon-') && id !== 'recon-in-force' ? ' When you draw, draw 2 and keep 1.' : '';
    return sectionText(c.order.counts) + recon;
  }
  return TACTIC_TEXT[id] ?? c.name;
}
