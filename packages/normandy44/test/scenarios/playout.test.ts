import { describe, expect, it } from 'vitest';
import { Rng, pickChance } from '@esagono/kernel';
import { checkConformance, yieldToRunner } from '@esagono/testkit';
import { game, scenarios } from '../../src/index.js';
import type { State } from '../../src/state.js';

/** Random bots from set-up to the end, bounded (seeded); it lets the test runner breathe every 100 moves. */
async function playout(seed: number, setup: (typeof scenarios)[keyof typeof scenarios]): Promise<{ state: State; moves: number }> {
  const rng = new Rng(seed);
  const start = game.setup(setup);
  if (!start.ok) throw new Error(start.error.message);
  let s = start.state;
  let n = 0;
  while (game.actor(s).kind !== 'terminal') {
    const a = game.actor(s);
    const m = a.kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick([...game.legalMoves(s)]);
    const r = game.resolve(s, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.message}`);
    s = r.state;
    n++;
    if (n > game.maxMoves) throw new Error('no end');
    if (n % 100 === 0) await yieldToRunner();
  }
  return { state: s, moves: n };
}

describe('the 7-turn mini-game plays to the end (N44 25)', () => {
  for (const seed of [3, 4]) {
    it(`random bots, seed ${seed}: a winner by turn 7, by automatic victory or the 14 VP`, async () => {
      const { state } = await playout(seed, scenarios['mini-game']);
      expect(state.phase).toBe('over');
      expect(state.turn).toBeLessThanOrEqual(7);
      expect(game.outcome(state)?.kind).toBe('win');
      // At turn 7 without an automatic victory the VP decide (N44 25).
      if (state.campaign?.vp) expect(state.winner).toBe(state.campaign.vp.allied >= 14 ? 'allied' : 'german');
    }, 120_000);
  }
});

describe('the campaign game plays to the end (N44 24)', () => {
  it('random bots, seed 3: the invasion turn, then turns until a winner', async () => {
    const { state } = await playout(3, scenarios.campaign);
    expect(state.phase).toBe('over');
    expect(state.turn).toBeGreaterThan(1);
    expect(state.turn).toBeLessThanOrEqual(22);
    expect(game.outcome(state)?.kind).toBe('win');
  }, 180_000);
});

describe('conformance (testkit) on the mini-game', () => {
  it("the protocol's promises hold on a random mini-game", async () => {
    await yieldToRunner();
    const report = checkConformance(game, { scenarios: { 'mini-game': scenarios['mini-game'] }, playthroughs: 1, deepStates: 3, probes: 1, seed: 45, exactPlaythroughs: true });
    expect(report.playthroughs).toBe(1);
  }, 300_000);
});
