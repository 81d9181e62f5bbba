import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkConformance } from '@esagono/testkit/vitest';
import { Rng, randomPlayout } from '@esagono/kernel';
import { game } from '../src/game.js';
import { conformanceOptions, scenarios } from '../src/index.js';
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

/**
 * 200 games per CI run, as every title (the nightly script, `npm run test:nightly`, sets 2000),
 * registered by the testkit as tests of 5 games each (the title's `conformanceOptions`): the
 * testkit README's first example, with a check of each part's report.
 */
checkConformance(game, {
  scenarios,
  ...conformanceOptions,
  onReport(report) {
    // Every random game ended (the suite throws otherwise).
    expect(report.terminal).toBe(report.playthroughs);
    expect(report.states).toBe(report.moves + report.playthroughs);
    expect(report.deepStates + report.shallowStates).toBe(report.states);
    expect(report.deepStates).toBeGreaterThanOrEqual(2 * report.playthroughs);
    expect(report.chanceStates).toBeGreaterThan(0);
    expect(report.probes).toBeGreaterThan(0);
  },
});

describe('conformanceOptions', () => {
  it("re-deal only what a player cannot see: the opponent's hand and the deck (M44 p.5-6)", () => {
    const r = randomPlayout(game, { scenario: small }, 5, { maxMoves: 60 });
    const s = r.state;
    for (const me of ['allies', 'axis'] as const) {
      const t = conformanceOptions.hidden.perturb(s, me, new Rng(9));
      expect(t.hands[me]).toEqual(s.hands[me]);
      expect(t.hands[other(me)]).toHaveLength(s.hands[other(me)].length);
      expect(JSON.stringify(game.view(t, me))).toBe(JSON.stringify(game.view(s, me)));
    }
    expect(conformanceOptions.describeState(s)).toMatch(/^(allies|axis) \S+.*medals \d+-\d+; units \d+-\d+/);
  });
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
