/**
 * The lookup tables behind the speed-ups must give the answers of the plain definitions:
 * hex distance by row/column tables (digest §5.2), deck counts read with constant keys, and
 * the shipped scenarios frozen so that set-up checks each one once.
 */
import { describe, expect, it } from 'vitest';
import { CARD_IDS, STANDARD_DECK, type CardId } from '../../src/data/cards.js';
import { deckCounts } from '../../src/cards/deck.js';
import { PLAYABLE, colOf, distance, distanceRC, rowOf, useBoard } from '../../src/board/geometry.js';
import { scenarios } from '../../src/index.js';
import { game } from '../../src/game.js';

describe('speed-up tables', () => {
  it('distance equals the doubled-coordinate formula on every pair of hexes, both boards (digest §5.2)', () => {
    for (const kind of ['standard', 'overlord'] as const) {
      useBoard(kind);
      for (const a of PLAYABLE) for (const b of PLAYABLE) expect(distance(a, b)).toBe(distanceRC(rowOf(a), colOf(a), rowOf(b), colOf(b)));
    }
    useBoard('standard');
  });

  it('deckCounts lists the counts in CARD_IDS order (M44 p.3 [L76])', () => {
    const counts = deckCounts(STANDARD_DECK);
    expect(counts).toEqual(CARD_IDS.map((c) => STANDARD_DECK[c]));
    const partial: Partial<Record<CardId, number>> = { ambush: 1, 'dig-in': 3 };
    expect(deckCounts(partial)).toEqual(CARD_IDS.map((c) => partial[c] ?? 0));
  });

  it('the shipped scenarios are frozen, so set-up checks each once and nobody can change them', () => {
    const sme = scenarios['sainte-mere-eglise'];
    if (!sme) throw new Error('missing scenario');
    expect(Object.isFrozen(sme)).toBe(true);
    expect(Object.isFrozen(sme.scenario.units)).toBe(true);
    expect(() => {
      (sme.scenario.units as unknown as unknown[]).push({});
    }).toThrow(TypeError);
    const a = game.setup(sme);
    const b = game.setup(sme);
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) expect(b.state).toBe(a.state);
  });
});
