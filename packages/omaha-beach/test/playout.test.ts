// A random bot plays Easy Fox and The First Wave to the end (DDOB 4, 13).
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '@esagono/kernel';
import { game, scenarios } from '../src/index.js';

describe('random playouts to the end', () => {
  for (const sc of ['easy-fox', 'first-wave'] as const)
    it(`${sc}: 8 seeded random games end with an outcome`, () => {
      for (let seed = 1; seed <= 8; seed++) {
        const r = randomPlayout(game, scenarios[sc], seed);
        expect(r.error).toBeUndefined();
        expect(r.stop).toBe('terminal');
        expect(r.outcome).not.toBeNull();
        const res = r.state.result;
        expect(res).not.toBeNull();
        // The game ends by catastrophic defeat (13.1) or after turn 16 (13, Easy Fox stand-in).
        if (res?.kind === 'vp') expect(r.state.turn).toBe(16);
      }
    });
});
