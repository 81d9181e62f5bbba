import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkConformance } from '@esagono/testkit';
import { Rng, randomPlayout } from '@esagono/kernel';
import { game } from '../src/game.js';
import { scenarios } from '../src/index.js';
import { other, type Player, type State } from '../src/state.js';
import type { CardId } from '../src/data/cards.js';
import { scenario } from './helpers.js';

const small = scenario({
  terrain: [
    [4, 10, 'woods'],
    [4, 14, 'hill'],
  ],
  units: [
    { row: 6, col: 8, side: 'allies' },
    { row: 6, col: 14, side: 'allies', type: 'armor' },
    { row: 8, col: 12, side: 'allies', type: 'artillery' },
    { row: 2, col: 8, side: 'axis' },
    { row: 2, col: 14, side: 'axis', type: 'armor' },
  ],
  victory: { allies: 2, axis: 2 },
});

/** Re-deals what `player` cannot know: the opponent's hand, drawn from it plus the deck. */
function perturb(s: State, player: Player, rng: Rng): State {
  const opp = other(player);
  const pool: CardId[] = [...s.hands[opp]];
  for (const [c, n] of Object.entries(s.deck)) for (let i = 0; i < (n ?? 0); i++) pool.push(c as CardId);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [pool[i], pool[j]] = [pool[j] as CardId, pool[i] as CardId];
  }
  const hand = pool.slice(0, s.hands[opp].length);
  const deck: Partial<Record<CardId, number>> = {};
  for (const c of pool.slice(hand.length)) deck[c] = (deck[c] ?? 0) + 1;
  return { ...s, hands: { ...s.hands, [opp]: hand }, deck };
}

describe('conformance (testkit)', () => {
  it('passes the protocol checks on a small battle', () => {
    const report = checkConformance(game, {
      scenarios: { small: { scenario: small } },
      // Each state is checked in depth (JSON round trips of the whole state), so few games.
      playthroughs: 2,
      probes: 1,
      movesPerState: 2,
      shrinkTimeLimit: 5_000,
      seed: 44,
      hidden: { perturb, description: "the opponent's hand and the deck" },
    });
    expect(report.terminal).toBeGreaterThan(0);
  }, 120_000);
});

describe('hidden hands', () => {
  it('view never shows the opponent hand or the deck make-up (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 400 }), fc.constantFrom<Player>('allies', 'axis'), (seed, cut, me) => {
        const r = randomPlayout(game, { scenario: small }, seed, { maxMoves: cut });
        const s = r.state;
        const v = game.view(s, me);
        const w = game.view(perturb(s, me, new Rng(seed + 1)), me);
        expect(JSON.stringify(w)).toBe(JSON.stringify(v));
        expect(v.hand).toEqual(s.hands[me]);
        expect(v.opponentHandSize).toBe(s.hands[other(me)].length);
        expect(Object.keys(v)).not.toContain('deck');
      }),
      { numRuns: 25 },
    );
  });
});

describe('shipped scenarios', () => {
  it('Sainte-Mère-Église plays to the end', () => {
    const setup = scenarios['sainte-mere-eglise'];
    if (!setup) throw new Error('missing scenario');
    const r = randomPlayout(game, setup, 3);
    expect(r.stop).toBe('terminal');
  });
});
