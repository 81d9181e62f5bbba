// conformanceSuite registers many short tests with any runner's describe/it (issue #15).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConformanceError, conformanceSuite, suiteParts, type ConformanceReport, type TestRunner } from '../src/index.js';
import { hidden, scenarios, skirmish, variant } from './helpers.js';

/** A runner that records what is registered, to run it by hand. */
function recorder() {
  const tests: { name: string; body: () => Promise<void>; timeout: number | undefined }[] = [];
  const suites: string[] = [];
  const runner: TestRunner = {
    describe: (name, body) => {
      suites.push(name);
      body();
    },
    it: (name, body, timeout) => tests.push({ name, body, timeout }),
  };
  return { runner, tests, suites };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('conformanceSuite', () => {
  it('shares the games out in tests of gamesPerTest, each with its own seed, and reports each part', async () => {
    const { runner, tests, suites } = recorder();
    const reports: ConformanceReport[] = [];
    conformanceSuite(skirmish, { scenarios, hidden, playthroughs: 25, gamesPerTest: 10, seed: 5, onReport: (r) => reports.push(r) }, runner);
    expect(suites).toEqual([`${skirmish.name} (skirmish) conforms to the Esagono protocol`]);
    expect(tests.map((t) => t.name)).toEqual([
      `games 1-10 of 25 (seed 5)`,
      `games 11-20 of 25 (seed ${(5 + 0x9e37) >>> 0})`,
      `games 21-25 of 25 (seed ${(5 + 2 * 0x9e37) >>> 0})`,
    ]);
    expect(tests.every((t) => t.timeout === 40_000)).toBe(true);
    for (const t of tests) await t.body();
    expect(reports.map((r) => r.playthroughs)).toEqual([10, 10, 5]);
    expect(reports.map((r) => r.seed)).toEqual(suiteParts({ playthroughs: 25, gamesPerTest: 10, seed: 5 }).map((p) => p.seed));
  });

  it('ESAGONO_CONFORMANCE_RUNS sets the total, in more tests', () => {
    vi.stubEnv('ESAGONO_CONFORMANCE_RUNS', '45');
    expect(suiteParts({ playthroughs: 200, gamesPerTest: 10 }).map((p) => p.games)).toEqual([10, 10, 10, 10, 5]);
    expect(suiteParts({ playthroughs: 20, gamesPerTest: 10, exactPlaythroughs: true }).map((p) => p.games)).toEqual([10, 10]);
  });

  it('a broken title fails the test that meets it with the shrunk counterexample and its seed', async () => {
    const { runner, tests } = recorder();
    const broken = variant({ chanceOutcomes: (s) => skirmish.chanceOutcomes(s).slice(0, 5) });
    conformanceSuite(broken, { scenarios, playthroughs: 10, gamesPerTest: 5, seed: 3, shrinkTimeLimit: 500 }, runner);
    await expect(tests[0]?.body()).rejects.toThrow(ConformanceError);
    await expect(tests[0]?.body()).rejects.toThrow(/sum to 5\/6[\s\S]*reproduce with \{ seed: 3/);
  });
});
