import { describe, expect, it } from 'vitest';
import { randomPlayout } from '@esagono/kernel';
import { game, scenarios } from '@esagono/caso-giallo';

describe('Fortress Holland by random bots (CG SB8)', () => {
  it('CG SB8 plays to the end from 30 seeds, every move accepted, a winner each time', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const r = randomPlayout(game, scenarios['fortress-holland']!, seed);
      expect(r.stop, `seed ${seed}: ${r.error?.message ?? ''}`).toBe('terminal');
      expect(r.outcome?.kind).toBe('win');
      // CG R4.1: at most 8 Action Rounds, the phase ending early when only one side's chits remain.
      const rounds = (r.state as { rounds: unknown[] }).rounds.length;
      expect(rounds).toBeGreaterThanOrEqual(5);
      expect(rounds).toBeLessThanOrEqual(8);
    }
  });
});

describe('describeMove', () => {
  it('names hexes by number and units by name; the resolve move shows the odds and shifts', async () => {
    const { describeMove, describeTurn } = await import('@esagono/caso-giallo');
    const { L, play, position } = await import('./helpers.js');
    let s = position({ '9Pz': '3729', PeelA: '3629' }, 'german', 'combat');
    expect(describeMove(s, { type: 'attack', target: L('3629') })).toBe('attack 3629');
    s = play(s, { type: 'attack', target: L('3629') });
    s = play(s, { type: 'commit', unit: '9Pz' });
    expect(describeMove(s, { type: 'resolve' })).toBe('resolve at 2-1 (shifts -1 defensive works, -1 river, +1 panzer divisions)');
    expect(describeTurn(s)).toMatch(/^round 1: german combat; attack; Dutch City Capture Track 1/);
    // Every listed move of a random game has a description.
    const r = randomPlayout(game, scenarios['fortress-holland']!, 3);
    expect(r.moves.length).toBeGreaterThan(10);
    let st = game.setup(scenarios['fortress-holland']!);
    for (const m of r.moves) {
      if (!st.ok) throw new Error('setup');
      expect(describeMove(st.state, m)).toMatch(/\S/);
      const next = game.resolve(st.state, m);
      if (!next.ok) throw new Error(next.error.message);
      st = { ok: true, state: next.state };
    }
  });
});
