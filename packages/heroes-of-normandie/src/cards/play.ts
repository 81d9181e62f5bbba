/**
 * Playing action cards (HoN p.8 L560-594): any number per turn, in the window their effect binds
 * to (orders, activation, reaction, supply); a card overrides a rule except the Supply phase's
 * immutable rule (L578, L604): no effect here creates a Fire or an Assault in the Supply phase.
 */
import { CARDS } from '../data/cards.js';
import type { ActionCard, CardWindow } from '../data/schemas.js';
import type { Player, State } from '../state.js';

export function cardOf(id: string): ActionCard | undefined {
  return CARDS[id];
}

/** The window `p` holds now, if any. */
export function windowOf(s: State, p: Player): CardWindow | null {
  if (s.phase === 'orders' && s.placing === p && s.draws.length === 0) return 'orders';
  if (s.phase === 'activation' && s.attack?.stage === 'reaction') {
    const target = s.units.find((u) => u.id === s.attack?.target);
    return target?.owner === p ? 'reaction' : null;
  }
  if (s.phase === 'activation' && s.attack === null && s.heroic === null && s.gap === null && s.activation?.player === p && s.activation.stage === 'start' && !s.activation.supply && s.displace === null)
    return 'activation';
  if (s.phase === 'supply' && s.supply?.step === 'actions' && s.supply.player === p) return 'supply';
  return null;
}

/** The distinct cards of `p`'s hand playable in window `w` (restricted cards are never in the stand-in decks). */
export function playableCards(s: State, p: Player, w: CardWindow): string[] {
  const out: string[] = [];
  for (const id of s.sides[p].hand) {
    if (out.includes(id)) continue;
    const c = CARDS[id];
    if (!c || !c.windows.includes(w) || c.restriction !== undefined) continue;
    if (c.effect.kind === 'draw' && Object.values(s.sides[p].deck).every((n) => n === 0)) continue;
    out.push(id);
  }
  return out;
}

export function removeOne(hand: readonly string[], id: string): string[] {
  const i = hand.indexOf(id);
  return i < 0 ? [...hand] : [...hand.slice(0, i), ...hand.slice(i + 1)];
}
