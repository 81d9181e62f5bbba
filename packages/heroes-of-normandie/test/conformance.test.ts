import { describe, expect, it } from 'vitest';
import { checkConformance } from '@esagono/testkit';
import { game, scenarios } from '../src/index.js';
import { honHidden } from './hidden.js';

describe('Heroes of Normandie passes the testkit conformance suite', () => {
  it('conforms over random playthroughs of the free scenario, hidden orders and hands included', () => {
    const runs = Number(process.env.ESAGONO_CONFORMANCE_RUNS ?? 6);
    const report = checkConformance(game, {
      scenarios,
      playthroughs: runs,
      hidden: honHidden,
      deepStates: 12,
      movesPerState: 8,
      outcomesPerState: 6,
      shrinkTimeLimit: 2000,
    });
    expect(report.playthroughs).toBe(runs);
    // Every random game of the free scenario ends (HoN p.4 L272: at most 8 turns).
    expect(report.terminal).toBe(report.playthroughs);
    expect(report.chanceStates).toBeGreaterThan(0);
    expect(report.playerStates).toBeGreaterThan(0);
  });
});
