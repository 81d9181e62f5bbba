// The testkit's protocol checks on the shipped scenarios (docs/writing-a-title.md §2).
import { describe, expect, it } from 'vitest';
import { checkConformance } from '@esagono/testkit';
import { game, scenarios } from '../src/index.js';

describe('conformance (testkit)', () => {
  it('passes the protocol checks on Easy Fox and The First Wave', () => {
    const report = checkConformance(game, {
      scenarios,
      playthroughs: 12,
      exactPlaythroughs: true,
      deepStates: 4,
      movesPerState: 1,
      outcomesPerState: 1,
      randomMoves: 3_000,
      probes: 2,
      shrinkTimeLimit: 20_000,
    });
    expect(report.playthroughs).toBe(12);
    expect(report.terminal).toBe(report.playthroughs);
    expect(report.chanceStates).toBeGreaterThan(0);
    expect(report.playerStates).toBeGreaterThan(0);
  }, 300_000);
});
