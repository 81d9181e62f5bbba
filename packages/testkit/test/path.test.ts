// Sampling, printing and shrinking of the game arbitraries (issue #15), on the tiny Trail game.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { playthroughArb, prefixLengths, reachableStateArb, sampleReport, transitionArb, typicalLength, walk } from '../src/index.js';
import { scenarios as skirmishScenarios, skirmish } from './helpers.js';
import { trail, type State } from './trail.js';

/** TR 3: every game is exactly 300 moves, state i has count i. */
const scenarios = { long: { length: 300 } };

describe('sampling the whole game', () => {
  it('typicalLength is the mean length of seeded random games, and prefixes are drawn up to it', () => {
    expect(typicalLength(trail, scenarios)).toBe(300);
    expect(typicalLength(trail, scenarios, 120)).toBe(120);
    const r = sampleReport(reachableStateArb(trail, { scenarios, typicalMoves: 200 }), (x) => (x.state.count < 100 ? 'early' : 'late'), { numRuns: 200, seed: 1 });
    // Uniform over 0..200: about half each side of 100, never past the bound.
    expect(r.shares.early).toBeGreaterThan(0.35);
    expect(r.shares.late).toBeGreaterThan(0.35);
    const deepest = Math.max(...fc.sample(reachableStateArb(trail, { scenarios, typicalMoves: 200 }), { numRuns: 100, seed: 2 }).map((x) => x.state.count));
    expect(deepest).toBeLessThanOrEqual(200);
  });

  it('where: every sampled state satisfies it, and replaying its choices reaches it', () => {
    const where = (s: State) => s.phase === 'draw' && s.count % 50 === 7;
    fc.assert(
      fc.property(reachableStateArb(trail, { scenarios, where }), (r) => {
        expect(where(r.state)).toBe(true);
        const again = walk(trail, r.scenario, r.setup, r.choices, { maxMoves: trail.maxMoves, untilEnd: false });
        expect(again.states[again.states.length - 1]).toEqual(r.state);
      }),
      { numRuns: 30 },
    );
    fc.assert(
      fc.property(transitionArb(skirmish, { scenarios: skirmishScenarios, where: (s) => s.phase.kind === 'react' }), (t) => {
        expect(t.state.phase.kind).toBe('react');
        expect(t.move.type).toBe('react');
      }),
      { numRuns: 30 },
    );
  });

  it('where that no state satisfies fails with an explanation instead of looping', () => {
    expect(() => fc.sample(reachableStateArb(trail, { scenarios: { short: { length: 4 } }, where: (s) => s.count > 10 }), 1)).toThrow(/no state satisfying/);
  });

  it('sampleReport counts every value once, most frequent first', () => {
    const r = sampleReport(fc.integer({ min: 0, max: 9 }), (n) => (n < 7 ? 'low' : 'high'), { numRuns: 300, seed: 3 });
    expect(r.total).toBe(300);
    expect(Object.keys(r.counts)).toEqual(['low', 'high']);
    expect((r.counts.low ?? 0) + (r.counts.high ?? 0)).toBe(300);
    expect((r.shares.low ?? 0) + (r.shares.high ?? 0)).toBeCloseTo(1, 10);
  });
});

describe('counterexamples', () => {
  it('shrink to the shortest failing prefix: a property failing from count 50 on gives a game of exactly 50 moves', () => {
    const d = fc.check(fc.property(playthroughArb(trail, { scenarios, untilEnd: false }), (p) => p.states.every((s) => s.count < 50)), { seed: 5 });
    expect(d.failed).toBe(true);
    expect(d.counterexample?.[0].moves).toHaveLength(50);
    // Choices lowered to 0 where they can be: the first listed move.
    expect(d.counterexample?.[0].choices.every((c) => c === 0)).toBe(true);
  });

  it('print compactly: scenario, length, stop, the choice path and the last states', () => {
    const d = fc.check(fc.property(playthroughArb(trail, { scenarios, untilEnd: true }), (p) => p.moves.length < 10), { seed: 6 });
    const text = fc.stringify(d.counterexample);
    expect(text).toMatch(/^\[playthrough of trail scenario "long": 300 move\(s\), stop: terminal/);
    expect(text).toMatch(/choices \(\d+\): \[/);
    expect(text).toMatch(/#300: over/);
    expect(text.length).toBeLessThan(2_000);
    // The value is still the plain data: the printer is not a field.
    expect(Object.keys(d.counterexample?.[0] ?? {})).toEqual(['scenario', 'setup', 'choices', 'moves', 'states', 'stop']);
  });

  it('stop shrinking at the time limit', () => {
    const none = fc.check(fc.property(playthroughArb(trail, { scenarios, untilEnd: false, shrinkTimeLimit: 0 }), (p) => p.states.every((s) => s.count < 50)), { seed: 5 });
    expect(none.failed).toBe(true);
    expect(none.numShrinks).toBe(0);
  });

  it('prefixLengths halves towards the full length, shortest first', () => {
    expect(prefixLengths(10)).toEqual([0, 5, 8, 9]);
    expect(prefixLengths(1)).toEqual([0]);
    expect(prefixLengths(0)).toEqual([]);
  });
});
