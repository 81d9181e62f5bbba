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
