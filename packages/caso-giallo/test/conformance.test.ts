import { describe, expect, it } from 'vitest';
import { checkConformance } from '@esagono/testkit';
import { game, scenarios } from '@esagono/caso-giallo';

describe('conformance (testkit)', () => {
  it('passes the protocol checks on Fortress Holland: 100 random games', () => {
    const report = checkConformance(game, {
      scenarios,
      playthroughs: 100,
      exactPlaythroughs: true,
      deepStates: 6,
      movesPerState: 2,
      // Random games of one Fortress Holland turn run ~60-120 moves.
      randomMoves: 400,
      probes: 2,
    });
    expect(report.playthroughs).toBe(100);
  });
});
