import { describe, expect, it } from 'vitest';
import { Rng, pickChance } from '@esagono/kernel';
import { checkConformance } from '@esagono/testkit';
import { game, scenarios } from '../../src/index.js';
import type { State } from '../../src/state.js';

function playout(seed: number, setup: (typeof scenarios)[keyof typeof scenarios]): { state: State; moves: number } {
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
  }
  return { state: s, moves: n };
}

describe('the Cherbourg scenario plays to the end (N44 26)', () => {
  for (const seed of [1, 2, 3]) {
    it(`random bots, seed ${seed}: 12 turns and a winner`, () => {
      const { state } = playout(seed, scenarios.cherbourg);
      expect(state.phase).toBe('over');
      expect(state.turn).toBe(12);
      expect(game.outcome(state)?.kind).toBe('win');
    });
  }
  it('the 2015 card reinforcements play too (edition option)', () => {
    const { state } = playout(7, scenarios['cherbourg-2015']);
    expect(state.units.some((u) => u.id === 'ge-77-1050-3')).toBe(true);
    expect(game.outcome(state)).not.toBeNull();
  });
  it('turn 1 starts with the airborne dispersal rolls (N44 20.2), then Utah (N44 20.3)', () => {
    const start = game.setup(scenarios.cherbourg);
    if (!start.ok) throw new Error();
    expect(start.state.invasion?.stage).toBe('scatter');
    expect(start.state.invasion?.scatter).toHaveLength(6);
    expect(game.actor(start.state).kind).toBe('chance');
  });
  it('refuses a move that is not legal, citing the rule', () => {
    const start = game.setup(scenarios.cherbourg);
    if (!start.ok) throw new Error();
    const r = game.resolve(start.state, { type: 'end-phase' });
    expect(r.ok).toBe(false);
  });
});

describe('conformance (testkit)', () => {
  it('the protocol\'s promises hold on random Cherbourg games', () => {
    // The campaign scenarios have their own, lighter conformance run (test/scenarios/playout.test.ts).
    const cherbourg = { cherbourg: scenarios.cherbourg, 'cherbourg-2015': scenarios['cherbourg-2015'], 'cherbourg-optional': scenarios['cherbourg-optional'] };
    const report = checkConformance(game, { scenarios: cherbourg, playthroughs: 3, deepStates: 6, probes: 2, seed: 44 });
    expect(report.playthroughs).toBe(3);
  }, 240_000);
});
