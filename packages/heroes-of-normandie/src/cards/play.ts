/**
 * Playing action cards (HoN p.8 L560-594): any number per turn, in the window their effect binds
 * to (orders, activation, reaction, supply, or a gap between activations); a card overrides a
 * rule except the Supply phase's immutable rule (L578, L604): no effect here creates a Fire or an
 * Assault in the Supply phase. Artillery and Aviation cards are played like the others once in the
 * deck (their command allowed them there, L582-586); an Aviation card first passes the opponent's
 * anti-aircraft test (L590-594).
 */
import { CARDS } from '../data/cards.js';
import { CONSTANTS } from '../data/constants.js';
import type { ActionCard, CardWindow } from '../data/schemas.js';
import { other, type Player, type State, type Unit } from '../state.js';
import { hasAbility } from '../units.js';

export function cardOf(id: string): ActionCard | undefined {
  return CARDS[id];
}

/** The window `p` holds now, if any. */
export function windowOf(s: State, p: Player): CardWindow | null {
  if (s.aa !== null) return null;
  if (s.phase === 'orders' && s.placing === p && s.draws.length === 0) return 'orders';
  if (s.phase === 'activation' && s.attack?.stage === 'reaction') {
    const target = s.units.find((u) => u.id === s.attack?.target);
    return target?.owner === p ? 'reaction' : null;
  }
  // Between two activations, never during one (HoN p.5 L324).
  if (s.phase === 'activation' && s.gap === p && s.attack === null && s.activation === null) return 'gap';
  if (s.phase === 'activation' && s.attack === null && s.heroic === null && s.gap === null && s.activation?.player === p && s.activation.stage === 'start' && !s.activation.supply && s.displace === null)
    return 'activation';
  if (s.phase === 'supply' && s.supply?.step === 'actions' && s.supply.player === p) return 'supply';
  return null;
}

/**
 * Own units a Special Order may go to (HoN p.5 L324, [A13], review finding 14): not yet activated
 * this turn, no Activated marker, no unrevealed numbered Order.
 */
export function specialTargets(s: State, p: Player): Unit[] {
  return s.units.filter((u) => specialTarget(u, p));
}

export const specialTarget = (u: Unit, p: Player): boolean => u.alive && u.owner === p && !u.activated && !u.acted && (u.token === null || u.token === 'bluff');

/** Whether `p` holds a card playable between activations at all: the gap's cheap first test (most hands hold none). */
export function holdsGapCard(s: State, p: Player): boolean {
  for (const id of s.sides[p].hand) if (CARDS[id]?.windows.includes('gap')) return true;
  return false;
}

/** Special Orders `p` may still play this turn, whatever their source: never more than 2 (HoN p.5 L322, p.13 L1018). */
export function specialOrdersLeft(s: State, p: Player): number {
  return Math.max(0, CONSTANTS.maxSpecialOrders.value - s.sides[p].specialUsed);
}

/**
 * Units a card may activate with an Activated marker (HoN p.5 L341): own units with no Order, or
 * not yet activated (an unrevealed Order is then lost, L345, T04).
 */
export function activateTargets(s: State, p: Player): Unit[] {
  return s.units.filter((u) => u.alive && u.owner === p && !u.activated && !u.acted);
}

/** The units a gap card may be played on (none: the card is not playable now). */
export function cardTargets(s: State, p: Player, card: ActionCard): Unit[] {
  if (card.effect.kind === 'specialOrder') return specialOrdersLeft(s, p) > 0 ? specialTargets(s, p) : [];
  if (card.effect.kind === 'activate') return activateTargets(s, p);
  return [];
}

/** The distinct cards of `p`'s hand playable in window `w`. */
export function playableCards(s: State, p: Player, w: CardWindow): string[] {
  const out: string[] = [];
  for (const id of s.sides[p].hand) {
    if (out.includes(id)) continue;
    const c = CARDS[id];
    if (!c || !c.windows.includes(w)) continue;
    if (c.effect.kind === 'draw' && Object.values(s.sides[p].deck).every((n) => n === 0)) continue;
    if ((c.effect.kind === 'specialOrder' || c.effect.kind === 'activate') && cardTargets(s, p, c).length === 0) continue;
    out.push(id);
  }
  return out;
}

/** The `play` moves of `p` in window `w`: a unit-activating card once per unit it may activate. */
export function cardPlays(s: State, p: Player, w: CardWindow): { type: 'play'; card: string; unit?: string }[] {
  const out: { type: 'play'; card: string; unit?: string }[] = [];
  for (const card of playableCards(s, p, w)) {
    const c = CARDS[card]!;
    if (c.effect.kind === 'specialOrder' || c.effect.kind === 'activate') for (const u of cardTargets(s, p, c)) out.push({ type: 'play', card, unit: u.id });
    else out.push({ type: 'play', card });
  }
  return out;
}

/** AAA units of the faction opposing the Aviation card's player: +1 each to the AA die (HoN p.8 L594, p.14 L1115, [A49]). */
export function aaaCount(s: State, cardPlayer: Player): number {
  return s.units.filter((u) => u.alive && u.owner === other(cardPlayer) && u.carrier === null && hasAbility(u, 'aaa')).length;
}

export function removeOne(hand: readonly string[], id: string): string[] {
  const i = hand.indexOf(id);
  return i < 0 ? [...hand] : [...hand.slice(0, i), ...hand.slice(i + 1)];
}
