import { afterEach, describe, expect, it } from 'vitest';
import { canonicalize } from '@esagono/kernel';
import { ALL_CHECKS, ConformanceError, checkConformance, conformanceParts, jsonProblem, firstDifference } from '../src/index.js';
import { hidden, scenarios, skirmish, variant } from './helpers.js';

const fiveSixths = variant({
  chanceOutcomes: (s) => (s.phase.kind === 'roll' ? skirmish.chanceOutcomes(s).slice(0, 5) : skirmish.chanceOutcomes(s)),
});

describe('checkConformance options and report', () => {
  // A nightly job may set these for the whole run: restore them after the test that sets its own.
  const saved = { runs: process.env.ESAGONO_CONFORMANCE_RUNS, seed: process.env.ESAGONO_CONFORMANCE_SEED };
  const restore = (name: string, value: string | undefined) => {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  };
  afterEach(() => {
    restore('ESAGONO_CONFORMANCE_RUNS', saved.runs);
    restore('ESAGONO_CONFORMANCE_SEED', saved.seed);
  });
  const runs = (asked: number) => Number(saved.runs ?? asked);

  it('shares a total out in parts, scaled by ESAGONO_CONFORMANCE_RUNS against the CI run of 200', () => {
    delete process.env.ESAGONO_CONFORMANCE_RUNS;
    expect(conformanceParts(200, 100)).toEqual([100, 100]);
    expect(conformanceParts(250, 100)).toEqual([100, 100, 50]);
    expect(conformanceParts(2, 10)).toEqual([2]);
    process.env.ESAGONO_CONFORMANCE_RUNS = '2000';
    expect(conformanceParts(200, 100)).toEqual(Array<number>(20).fill(100));
    expect(conformanceParts(2, 10)).toEqual([10, 10]);
    expect(conformanceParts(1, 10)).toEqual([10]);
  });

  it('plays exactly the asked games with exactPlaythroughs, whatever ESAGONO_CONFORMANCE_RUNS says', () => {
    process.env.ESAGONO_CONFORMANCE_RUNS = '7';
    expect(checkConformance(skirmish, { scenarios, playthroughs: 3, exactPlaythroughs: true, seed: 5 }).playthroughs).toBe(3);
    expect(checkConformance(skirmish, { scenarios, playthroughs: 3, seed: 5 }).playthroughs).toBe(7);
  });

  it('reports what it checked: every game ended, and states = moves + games', () => {
    const r = checkConformance(skirmish, { scenarios, playthroughs: 40, seed: 11, hidden });
    expect(r.game).toBe('skirmish');
    expect(r.checks).toEqual(ALL_CHECKS);
    expect(r.playthroughs).toBe(runs(40));
    expect(r.terminal).toBe(runs(40));
    expect(r.states).toBe(r.moves + r.playthroughs);
    expect(r.playerStates + r.chanceStates + r.terminal).toBe(r.states);
    // Each state resolves at least its own listed moves, and the suite replays every game.
    expect(r.resolves).toBeGreaterThan(2 * r.moves);
    expect(r.views).toBeGreaterThanOrEqual(2 * skirmish.players.length * r.states);
    expect(r.longest).toBeLessThanOrEqual(skirmish.maxMoves);
  });

  it('the same seed plays the same games', () => {
    const a = checkConformance(skirmish, { scenarios, playthroughs: 20, seed: 5 });
    const b = checkConformance(skirmish, { scenarios, playthroughs: 20, seed: 5 });
    expect(b).toEqual(a);
  });

  it('ESAGONO_CONFORMANCE_RUNS and ESAGONO_CONFORMANCE_SEED override the options, for nightly runs', () => {
    process.env.ESAGONO_CONFORMANCE_RUNS = '7';
    process.env.ESAGONO_CONFORMANCE_SEED = '99';
    const r = checkConformance(skirmish, { scenarios, playthroughs: 500 });
    expect(r.playthroughs).toBe(7);
    expect(r.seed).toBe(99);
  });

  it('runs only the checks asked for', () => {
    expect(() => checkConformance(fiveSixths, { scenarios, playthroughs: 30, seed: 1, checks: ['legal', 'termination'] })).not.toThrow();
    expect(() => checkConformance(fiveSixths, { scenarios, playthroughs: 30, seed: 1, checks: ['chance'] })).toThrow(/\[chance\]/);
  });

  it('uses a custom equals for states', () => {
    let calls = 0;
    const equals = (a: unknown, b: unknown) => {
      calls += 1;
      return canonicalize(a) === canonicalize(b);
    };
    checkConformance(skirmish, { scenarios, playthroughs: 5, seed: 2, equals });
    expect(calls).toBeGreaterThan(0);
    expect(() => checkConformance(skirmish, { scenarios, playthroughs: 5, seed: 2, equals: () => false })).toThrow(/\[determinism\]/);
  });

  it('a printed seed and path reproduce the same counterexample', () => {
    let first: ConformanceError | undefined;
    try {
      checkConformance(fiveSixths, { scenarios, playthroughs: 50, seed: 123 });
    } catch (e) {
      if (e instanceof ConformanceError) first = e;
    }
    expect(first?.path).toBeTypeOf('string');
    let again: ConformanceError | undefined;
    try {
      checkConformance(fiveSixths, { scenarios, seed: first?.seed ?? 0, path: first?.path ?? '' });
    } catch (e) {
      if (e instanceof ConformanceError) again = e;
    }
    expect(again?.failure?.moves).toEqual(first?.failure?.moves);
    expect(again?.failure?.summary).toBe(first?.failure?.summary);
  });
});

describe('JSON helpers', () => {
  it('jsonProblem names what JSON cannot carry', () => {
    expect(jsonProblem({ a: [1, 'x', null, { b: true }] })).toBeNull();
    expect(jsonProblem({ a: [1, undefined] })).toBe('$.a[1]: undefined');
    expect(jsonProblem({ a: NaN })).toMatch(/\$\.a: non-finite/);
    expect(jsonProblem({ d: new Date(0) })).toMatch(/\$\.d: Date/);
    expect(jsonProblem({ m: new Map() })).toMatch(/\$\.m: Map/);
    expect(jsonProblem({ f: () => 1 })).toMatch(/\$\.f: function/);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(jsonProblem(cyclic)).toMatch(/cycle/);
  });

  it('firstDifference points at the first differing path', () => {
    expect(firstDifference({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBeNull();
    expect(firstDifference({ a: 1, b: [1, 2] }, { a: 1, b: [1, 3] })).toBe('$.b[1]');
    expect(firstDifference({ a: [1] }, { a: [1, 2] })).toBe('$.a (length 1 vs 2)');
    expect(firstDifference({ a: 1 }, { a: 1, z: 0 })).toBe('$.z');
  });
});
