/**
 * The lookup tables behind the speed-ups must give the answers of the plain definitions:
 * hex distance by row/column tables (digest §5.2), deck counts read with constant keys, draw
 * chances from a table, per-side and per-type reads without keyed access, the shipped scenarios
 * frozen so that set-up checks each one once, and set-up's canonical copy of a scenario's strings.
 */
import { describe, expect, it } from 'vitest';
import { Rng, randomPlayout, rational } from '@esagono/kernel';
import { CARD_IDS, STANDARD_DECK, type CardId } from '../../src/data/cards.js';
import { UNITS, UNIT_TYPES, unitRow } from '../../src/data/units.js';
import { bySide, PLAYERS } from '../../src/state.js';
import { internStrings } from '../../src/scenarios/intern.js';
import { deckCounts } from '../../src/cards/deck.js';
import { distanceRC, geometryOf } from '../../src/board/geometry.js';
import { scenarios } from '../../src/index.js';
import { game } from '../../src/game.js';

describe('speed-up tables', () => {
  it('distance equals the doubled-coordinate formula on every pair of hexes, both boards (digest §5.2)', () => {
    for (const kind of ['standard', 'overlord'] as const) {
      const { playable, distance, rowOf, colOf } = geometryOf(kind);
      for (const a of playable) for (const b of playable) expect(distance(a, b)).toBe(distanceRC(rowOf(a), colOf(a), rowOf(b), colOf(b)));
    }
  });

  it('section masks from the table match the dotted lines, both boards and both sides (M44 p.6 [L168, L215]; M44-OVL)', () => {
    for (const kind of ['standard', 'overlord'] as const) {
      const { playable: PLAYABLE, cols: COLS, colOf, sectionMask } = geometryOf(kind);
      // The dotted lines: cols 7 and 17 of the 13x9 board; cols 17 and 33 of the Overlord one.
      const [lo, hi] = kind === 'standard' ? [7, 17] : [17, 33];
      for (const h of PLAYABLE) {
        for (const bottom of [true, false]) {
          const c = bottom ? colOf(h) : COLS - 1 - colOf(h);
          const want = (c <= lo ? 1 : 0) | (c >= lo && c <= hi ? 2 : 0) | (c >= hi ? 4 : 0);
          expect(sectionMask(h, bottom)).toBe(want);
        }
      }
    }
  });

  it('deckCounts lists the counts in CARD_IDS order (M44 p.3 [L76])', () => {
    const counts = deckCounts(STANDARD_DECK, { countedDeck: null, counted: [] });
    expect(counts).toEqual(CARD_IDS.map((c) => STANDARD_DECK[c]));
    const partial: Partial<Record<CardId, number>> = { ambush: 1, 'dig-in': 3 };
    expect(deckCounts(partial, { countedDeck: null, counted: [] })).toEqual(CARD_IDS.map((c) => partial[c] ?? 0));
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

  it('bySide and unitRow read what a keyed read reads', () => {
    const rec = { allies: ['a'], axis: ['b'] };
    for (const p of PLAYERS) expect(bySide(rec, p)).toBe(rec[p]);
    for (const t of UNIT_TYPES) expect(unitRow(t)).toBe(UNITS[t]);
  });

  it('draw chances are n copies over the deck size in lowest terms, from the first deal to late draws (M44 p.11 [L467-471])', () => {
    const sme = scenarios['sainte-mere-eglise'];
    if (!sme) throw new Error('missing scenario');
    const init = game.setup(sme);
    if (!init.ok) throw new Error(init.error.message);
    let s = init.state;
    const rng = new Rng(3);
    let draws = 0;
    for (let i = 0; i < 3000 && game.actor(s).kind !== 'terminal'; i++) {
      const ph = s.phase;
      const chance = game.actor(s).kind === 'chance';
      if (chance && (ph.kind === 'deal' || ph.kind === 'draw')) {
        const counts = deckCounts(s.deck, { countedDeck: null, counted: [] });
        const total = counts.reduce((a, b) => a + b, 0);
        const outs = game.chanceOutcomes(s);
        for (const o of outs) {
          if (o.move.type !== 'draw') throw new Error('a draw outcome that is no draw');
          expect(o.p).toEqual(rational(counts[CARD_IDS.indexOf(o.move.card)] ?? 0, total));
        }
        draws++;
      }
      const move = chance ? game.chanceOutcomes(s)[0]?.move : rng.pick(game.legalMoves(s));
      if (!move) break;
      const r = game.resolve(s, move);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(draws).toBeGreaterThan(20);
  });
});

describe('canonical strings at set-up (scenarios/intern.ts)', () => {
  it('internStrings copies plain data: equal, new objects, every value kept', () => {
    const long = 'x'.repeat(200);
    const v = { a: 'allies', b: [1, 'armor', { c: null, d: true, e: undefined }], long };
    const c = internStrings(v);
    expect(c).toEqual(v);
    expect(c).not.toBe(v);
    expect(c.b).not.toBe(v.b);
    expect('e' in (c.b[2] as object)).toBe(true);
    expect(c.long).toBe(long);
    const odd = JSON.parse('{"__proto__": {"x": "y"}}') as Record<string, unknown>;
    const oddCopy = internStrings(odd);
    expect(Object.getPrototypeOf(oddCopy)).toBe(Object.prototype);
    expect(Object.keys(oddCopy)).toEqual(['__proto__']);
  });

  it('a scenario copied by structuredClone plays the very same games as the shipped one', () => {
    const sme = scenarios['sainte-mere-eglise'];
    if (!sme) throw new Error('missing scenario');
    const copy = structuredClone(sme);
    for (const seed of [1, 2]) {
      const a = randomPlayout(game, sme, seed);
      const b = randomPlayout(game, copy, seed);
      expect(b.moves).toEqual(a.moves);
      expect(b.state.scenario).toEqual(a.state.scenario);
    }
  });
});
