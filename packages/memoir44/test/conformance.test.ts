import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkConformance, conformanceParts, yieldToRunner, type HiddenInformation } from '@esagono/testkit';
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

/** What `view` hides from a player (see game.ts): the opponent's cards and the deck's make-up. */
const hidden: HiddenInformation<State, Player> = { perturb, description: "the opponent's hand and the deck" };

/**
 * 200 games per CI run, as every title (the nightly script, `npm run test:nightly`, sets 2000),
 * in parts of 100: one test of a thousand games would keep the vitest worker silent too long.
 */
const PARTS = conformanceParts(200, 100);
const RUNS = PARTS.reduce((a, b) => a + b, 0);

describe('conformance (testkit)', () => {
  it.each(PARTS.map((n, i) => [i + 1, n] as const))(`passes the protocol checks on every shipped scenario: part %i, %i random games (of ${RUNS})`, async (_part, n) => {
    await yieldToRunner();
    const start = process.cpuUsage();
    const report = checkConformance(game, {
      scenarios,
      playthroughs: n,
      exactPlaythroughs: true,
      // A game is ~900 moves. Every state gets the cheap checks (the move played and one more
      // listed move or outcome accepted, exact chance, consistent actor and lists, no writes to
      // the state, the replay) and 5 sampled states per game, with the first and the last, the
      // deep ones (all outcomes and up to 64 listed moves resolved, JSON and schema round trips,
      // views, probes).
      deepStates: 5,
      movesPerState: 1,
      outcomesPerState: 1,
      // Random games average ~900 moves, the longest seen ~1 900; maxMoves (200 000) stays the bound.
      randomMoves: 3_000,
      probes: 2,
      shrinkTimeLimit: 30_000,
      hidden,
    });
    const cpu = process.cpuUsage(start);
    console.info(
      `memoir44 conformance: ${report.playthroughs} games, ${report.states} states (${report.deepStates} deep), ` +
        `longest ${report.longest} moves, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU, seed ${report.seed}`,
    );
    expect(report.playthroughs).toBe(n);
    // Every random game ended (the suite throws otherwise); with enough games, every scenario
    // was played and probed.
    expect(report.terminal).toBe(report.playthroughs);
    if (n >= 100) {
      for (const id of Object.keys(scenarios)) expect(report.byScenario[id], id).toBeGreaterThan(0);
      expect(report.probes).toBeGreaterThan(0);
    }
    expect(report.states).toBe(report.moves + report.playthroughs);
    expect(report.deepStates + report.shallowStates).toBe(report.states);
    expect(report.deepStates).toBeGreaterThanOrEqual(2 * report.playthroughs);
    expect(report.chanceStates).toBeGreaterThan(0);
  }, 100 * 5_000);
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
