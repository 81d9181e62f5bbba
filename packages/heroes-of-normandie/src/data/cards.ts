/**
 * The stand-in action decks: 40 cards per faction covering every timing window (orders,
 * activation, reaction, supply, the gaps between activations, and "any time" cards bound to several), plus one Artillery and
 * one Aviation card outside the 40 for the deck rules. Names, effects and counts are ours
 * (`stand-in`); the rulebook names only "Alto Comando" and prints no card text (digest §3.15).
 */
import { z } from 'zod';
import { ActionCardSchema, type ActionCard, type Faction } from './schemas.js';
import { STAND_IN } from './provenance.js';

type CardInput = z.input<typeof ActionCardSchema>;

const deck = (f: Faction): CardInput[] => {
  const p = f.toLowerCase();
  return [
    { id: `${p}-feint`, name: 'Feint', faction: f, timing: 'orders', windows: ['orders'], copies: 4, effect: { kind: 'extraBluff', count: 1 }, provenance: STAND_IN },
    { id: `${p}-aimed-fire`, name: 'Aimed Fire', faction: f, timing: 'activation', windows: ['activation'], copies: 8, effect: { kind: 'fireBonus', value: 1 }, provenance: STAND_IN },
    { id: `${p}-forced-march`, name: 'Forced March', faction: f, timing: 'activation', windows: ['activation'], copies: 4, effect: { kind: 'moveBonus', value: 2 }, provenance: STAND_IN },
    { id: `${p}-take-cover`, name: 'Take Cover', faction: f, timing: 'activation', windows: ['reaction'], copies: 6, effect: { kind: 'defenseBonus', value: 1 }, provenance: STAND_IN },
    { id: `${p}-rally`, name: 'Rally', faction: f, timing: 'supply', windows: ['supply'], copies: 6, effect: { kind: 'rally', value: 1 }, provenance: STAND_IN },
    { id: `${p}-resupply`, name: 'Resupply', faction: f, timing: 'anytime', windows: ['orders', 'activation', 'supply'], copies: 4, effect: { kind: 'draw', count: 1 }, provenance: STAND_IN },
    { id: `${p}-hold-the-line`, name: 'Hold the Line', faction: f, timing: 'anytime', windows: ['reaction'], copies: 4, effect: { kind: 'defenseBonus', value: 2 }, provenance: STAND_IN },
    // The one card the rulebook names (HoN p.5 L320); its text and count are ours.
    { id: `${p}-alto-comando`, name: 'Alto Comando', faction: f, timing: 'activation', windows: ['gap'], copies: 2, effect: { kind: 'specialOrder' }, provenance: STAND_IN },
    // A card of the kind L341 describes: it activates a unit with an Activated marker.
    { id: `${p}-rapid-response`, name: 'Rapid Response', faction: f, timing: 'activation', windows: ['gap'], copies: 2, effect: { kind: 'activate' }, provenance: STAND_IN },
    { id: `${p}-barrage`, name: 'Barrage', faction: f, timing: 'activation', windows: ['activation'], copies: 2, restriction: 'artillery', effect: { kind: 'fireBonus', value: 2 }, provenance: STAND_IN },
    { id: `${p}-air-support`, name: 'Air Support', faction: f, timing: 'activation', windows: ['activation'], copies: 2, restriction: 'aviation', aa: 5, effect: { kind: 'fireBonus', value: 3 }, provenance: STAND_IN },
  ];
};

function parseCards(rows: readonly CardInput[]): Readonly<Record<string, ActionCard>> {
  const out: Record<string, ActionCard> = {};
  rows.forEach((row, i) => {
    const r = ActionCardSchema.safeParse(row);
    if (!r.success) throw new Error(`cards[${i}] (${row.id}): ${r.error.issues[0]?.path.join('.')}: ${r.error.issues[0]?.message}`);
    out[r.data.id] = r.data;
  });
  return out;
}

export const CARDS: Readonly<Record<string, ActionCard>> = parseCards([...deck('US'), ...deck('DE')]);

/** The standard stand-in deck of a faction: every unrestricted card at its copy count (40 cards). */
export function standardDeck(f: Faction): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of Object.values(CARDS)) if (c.faction === f && c.restriction === undefined) out[c.id] = c.copies;
  return out;
}
