import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RAT_ZERO, chanceLeaves, oddsRows, ratAdd, ratEquals, rational, type ChanceSource, type Rational } from '../../src/index.js';

/** A toy resolution: roll `dice` d6 one after another, summing them. */
interface Roll {
  readonly left: number;
  readonly sum: number;
}
const d6: ChanceSource<Roll, number> = {
  chanceOutcomes: (s) => (s.left === 0 ? [] : [1, 2, 3, 4, 5, 6].map((f) => ({ move: f, p: rational(1, 6) }))),
  resolve: (s, f) => (s.left === 0 ? { ok: false } : { ok: true, state: { left: s.left - 1, sum: s.sum + f } }),
};
const again = (s: Roll): Roll | null => (s.left > 0 ? s : null);
const total = (rows: readonly { p: Rational }[]) => rows.reduce((a, r) => ratAdd(a, r.p), RAT_ZERO);

describe('present/odds-rows: the odds of a roll grouped for a presenter', () => {
  it('follows the rolls of one resolution: 2d6 gives 36 leaves, 7 the most likely sum at 1/6', () => {
    const leaves = chanceLeaves(d6, { left: 2, sum: 0 }, again, 4);
    expect(leaves).toHaveLength(36);
    const rows = oddsRows(leaves, (l) => `sum ${l.state.sum}`, 11);
    expect(rows).toHaveLength(11);
    expect(rows[0]).toEqual({ label: 'sum 7', p: rational(1, 6) });
    // Equal probabilities in label order: 6 and 8 at 5/36.
    expect(rows.slice(1, 3).map((r) => r.label)).toEqual(['sum 6', 'sum 8']);
    expect(ratEquals(total(rows), rational(1))).toBe(true);
  });

  it('stops at the depth given: one roll deep, 6 leaves with a die still to roll', () => {
    const leaves = chanceLeaves(d6, { left: 2, sum: 0 }, again, 1);
    expect(leaves.map((l) => l.state)).toEqual([1, 2, 3, 4, 5, 6].map((f) => ({ left: 1, sum: f })));
  });

  it('sums the least likely rows beyond the limit into one `other outcomes` row', () => {
    const rows = oddsRows(chanceLeaves(d6, { left: 2, sum: 0 }, again, 4), (l) => `sum ${l.state.sum}`);
    expect(rows).toHaveLength(10);
    // Sums 2 and 12 (1/36 each) are the least likely: together 1/18.
    expect(rows[9]).toEqual({ label: 'other outcomes', p: rational(1, 18) });
  });

  it('whatever the grouping and limit, the rows are a distribution with at most the limit of rows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 7 }), fc.integer({ min: 2, max: 12 }), (dice, mod, max) => {
        const rows = oddsRows(chanceLeaves(d6, { left: dice, sum: 0 }, again, 5), (l) => `r${l.state.sum % mod}`, max);
        expect(rows.length).toBeLessThanOrEqual(max);
        expect(ratEquals(total(rows), rational(1))).toBe(true);
        for (let i = 1; i < rows.length; i++) if (rows[i]!.label !== 'other outcomes') expect(rows[i]!.p.num * rows[i - 1]!.p.den).toBeLessThanOrEqual(rows[i - 1]!.p.num * rows[i]!.p.den);
      }),
    );
  });
});
