/**
 * 200 games per CI run, as every title, registered by the testkit as tests of 10 games each (the
 * title's `conformanceOptions`), with a check of each part's report.
 */
import { expect } from 'vitest';
import { checkConformance } from '@esagono/testkit/vitest';
import { game, scenarios, conformanceOptions } from '@esagono/caso-giallo';

checkConformance(game, {
  scenarios,
  ...conformanceOptions,
  onReport(report) {
    // Every random game ended (the suite throws otherwise), with chance states (chits, dice) in each.
    expect(report.terminal).toBe(report.playthroughs);
    expect(report.chanceStates).toBeGreaterThan(report.playthroughs);
    expect(report.probes).toBeGreaterThan(0);
  },
});
