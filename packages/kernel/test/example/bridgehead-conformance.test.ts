import { describe, expect, it } from 'vitest';
import { checkConformance } from '@esagono/testkit';
import { bridgehead, bridgeheadScenarios } from '../../src/index.js';

describe('Bridgehead (the kernel example wargame) passes the testkit conformance suite', () => {
  it('conforms over random playthroughs of both scenarios (ESAGONO_CONFORMANCE_RUNS for more)', () => {
    const report = checkConformance(bridgehead, { scenarios: bridgeheadScenarios, playthroughs: 60, deepStates: 8, randomMoves: 600 });
    expect(report.terminal).toBe(report.playthroughs);
    expect(report.chanceStates).toBeGreaterThan(0);
    expect(report.playerStates).toBeGreaterThan(report.chanceStates);
  });
});
