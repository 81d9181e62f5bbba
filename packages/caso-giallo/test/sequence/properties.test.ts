/** Properties of whole random games of Fortress Holland (fast-check over seeds). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomPlayout } from '@esagono/kernel';
import { game, scenarios, captureTrack, SCENARIO_DATA, type State } from '@esagono/caso-giallo';

const played = (seed: number) => randomPlayout(game, scenarios['fortress-holland']!, seed).state as State;

describe('CG R4.1 invariants of every random game', () => {
  it('no side plays three rounds in a row; the German plays at most two Move and two Combat rounds; at most 8 rounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const s = played(seed);
        expect(s.rounds.length).toBeLessThanOrEqual(8);
        for (let i = 2; i < s.rounds.length; i++) {
          const three = [s.rounds[i - 2]!.side, s.rounds[i - 1]!.side, s.rounds[i]!.side];
          expect(new Set(three).size).toBeGreaterThan(1);
        }
        const german = s.rounds.filter((r) => r.side === 'german');
        expect(german.filter((r) => r.mode === 'move').length).toBeLessThanOrEqual(2);
        expect(german.filter((r) => r.mode === 'combat').length).toBeLessThanOrEqual(2);
        // SB8.4c: round 1 is the German's kept chit, played as a Move.
        expect(s.rounds[0]).toEqual({ side: 'german', mode: 'move' });
        // Allied chits are fixed: 2 Move + 2 Combat at most.
        expect(s.rounds.filter((r) => r.side === 'allied' && r.mode === 'move').length).toBeLessThanOrEqual(2);
      }),
      { numRuns: 40 },
    );
  });
  it('CG SB8.11 the outcome is read off the capture track: the German wins exactly when it reaches 6', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const s = played(seed);
        const o = game.outcome(s)!;
        expect(o.kind === 'win' && o.winner === 'german').toBe(captureTrack(s) >= 6);
        // Units of the two sides never share a hex (CG R10.1, R11.4b, R11.5).
        const sides = new Map<number, string>();
        for (const u of s.units) {
          if (u.loc < 0) continue;
          const side = SCENARIO_DATA['fortress-holland']!.counters.get(u.id)!.side;
          expect(sides.get(u.loc) ?? side).toBe(side);
          sides.set(u.loc, side);
        }
      }),
      { numRuns: 40 },
    );
  });
});
