import { CARDS } from './deck.js';
import type { Card, CardEvent, Colour, FireSquare } from './types.js';

export * from './types.js';
export { CARDS, PUBLIC_CARDS } from './deck.js';

const BY_ID: ReadonlyMap<number, Card> = new Map(CARDS.map((c) => [c.id, c]));

export function card(id: number): Card {
  const c = BY_ID.get(id);
  if (!c) throw new Error(`no card #${id}`);
  return c;
}

/** The event of a card for a turn (DDOB 2.3: events depend on the turn); none on turns 1 and 32. */
export function eventFor(c: Card, turn: number): CardEvent | null {
  for (const b of c.events) if (turn >= b.from && turn <= b.to) return b.event;
  return null;
}

export function squareOf(c: Card, colour: Colour): FireSquare | undefined {
  return c.fire.find((s) => s.colour === colour);
}
