import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  D10,
  D10_ZERO,
  D6,
  TWO_D6,
  diceDistribution,
  diceRange,
  exactDice,
  faceValues,
  keepHighest,
  keepLowest,
  nd,
  opposedRoll,
  parseDice,
  probAtLeast,
  rational,
  ratSum,
  seedRng,
  nextInt,
  withModifier,
  type DiceExpr,
  type Distribution,
  type Rational,
  type RngState,
} from '../../src/index.js';

/** Every face sequence of the expression's dice, brute force. */
function* sequences(expr: DiceExpr): Generator<number[]> {
  const dice = expr.dice.flatMap((t) => Array.from({ length: t.count }, () => faceValues(t)));
  const rec = function* (i: number, acc: number[]): Generator<number[]> {
    if (i === dice.length) {
      yield acc;
      return;
    }
    for (const f of dice[i]!) yield* rec(i + 1, [...acc, f]);
  };
  yield* rec(0, []);
}

/** Brute-force distribution: enumerate every sequence, apply keep/plus/clamp literally. */
function bruteForce(expr: DiceExpr): Map<number, number> {
  const counts = new Map<number, number>();
  let total = 0;
  for (const seq of sequences(expr)) {
    let kept = seq;
    if (expr.keep) {
      const sorted = [...seq].sort((a, b) => a - b);
      kept = expr.keep.which === 'highest' ? sorted.slice(Math.max(0, sorted.length - expr.keep.count)) : sorted.slice(0, expr.keep.count);
    }
    let v = kept.reduce((a, b) => a + b, 0) + (expr.plus ?? 0);
    if (expr.clamp?.min !== undefined) v = Math.max(v, expr.clamp.min);
    if (expr.clamp?.max !== undefined) v = Math.min(v, expr.clamp.max);
    counts.set(v, (counts.get(v) ?? 0) + 1);
    total++;
  }
  return new Map([...counts].map(([v, c]) => [v, c / total]));
}

function asMap(d: Distribution<number>): Map<number, Rational> {
  return new Map(d.map((o) => [o.value, o.p]));
}

/** Exact comparison with the brute-force count: p * sequences is an integer. */
function expectMatchesBruteForce(expr: DiceExpr): void {
  const seqs = [...sequences(expr)];
  const exact = asMap(diceDistribution(expr));
  const brute = new Map<number, number>();
  for (const [v, f] of bruteForce(expr)) brute.set(v, Math.round(f * seqs.length));
  expect([...exact.keys()].sort((a, b) => a - b)).toEqual([...brute.keys()].sort((a, b) => a - b));
  for (const [v, p] of exact) expect(p.num * (seqs.length / p.den)).toBe(brute.get(v));
}

const smallExpr: fc.Arbitrary<DiceExpr> = fc
  .record({
    terms: fc.array(
      fc.oneof(
        fc.record({ count: fc.integer({ min: 0, max: 3 }), sides: fc.integer({ min: 1, max: 10 }), from: fc.integer({ min: -1, max: 1 }) }),
        fc.record({ count: fc.integer({ min: 0, max: 2 }), faces: fc.array(fc.integer({ min: -3, max: 6 }), { minLength: 1, maxLength: 6 }) }),
      ),
      { minLength: 1, maxLength: 2 },
    ),
    keep: fc.option(fc.record({ which: fc.constantFrom('highest' as const, 'lowest' as const), count: fc.integer({ min: 0, max: 3 }) }), { nil: undefined }),
    plus: fc.integer({ min: -3, max: 3 }),
    clamp: fc.option(fc.record({ min: fc.integer({ min: -2, max: 4 }), max: fc.integer({ min: 5, max: 12 }) }), { nil: undefined }),
  })
  .filter((r) => r.terms.reduce((a, t) => a + t.count, 0) <= 5)
  .map((r) => ({ dice: r.terms, plus: r.plus, ...(r.keep ? { keep: r.keep } : {}), ...(r.clamp ? { clamp: r.clamp } : {}) }));

describe('dice distributions', () => {
  it('d6, 2d6 and d10 have the textbook distributions', () => {
    expect(diceDistribution(D6)).toEqual([1, 2, 3, 4, 5, 6].map((value) => ({ value, p: rational(1, 6) })));
    const two = asMap(diceDistribution(TWO_D6));
    // 2d6: ways to make s are 6 - |s - 7|.
    for (let s = 2; s <= 12; s++) expect(two.get(s)).toEqual(rational(6 - Math.abs(s - 7), 36));
    expect(diceDistribution(D10).map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(diceDistribution(D10_ZERO).map((o) => o.value)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('sums exactly to 1 for random expressions', () => {
    fc.assert(
      fc.property(smallExpr, (expr) => {
        expect(ratSum(diceDistribution(expr).map((o) => o.p))).toEqual(rational(1));
      }),
      { numRuns: 200 },
    );
  });

  it('matches brute-force enumeration of every face for pools of up to 5 dice', () => {
    fc.assert(fc.property(smallExpr, (expr) => expectMatchesBruteForce(expr)), { numRuns: 150 });
  });

  it('keep-highest of n d6 matches enumeration and the closed form (m^n - (m-1)^n) / 6^n', () => {
    for (let n = 1; n <= 5; n++) {
      expectMatchesBruteForce(keepHighest(n));
      const d = asMap(diceDistribution(keepHighest(n)));
      for (let m = 1; m <= 6; m++) expect(d.get(m)).toEqual(rational(m ** n - (m - 1) ** n, 6 ** n));
    }
    expectMatchesBruteForce(keepHighest(4, 6, 3));
    expectMatchesBruteForce(keepLowest(3, 8, 2));
  });

  it('larger sums agree with sampling (20d6, keep-highest of 12)', () => {
    let rng: RngState = seedRng(44);
    const roll = (sides: number) => {
      const [x, s] = nextInt(rng, sides);
      rng = s;
      return x + 1;
    };
    const N = 20_000;
    const sums = new Map<number, number>();
    const highs = new Map<number, number>();
    for (let i = 0; i < N; i++) {
      let s = 0;
      for (let j = 0; j < 20; j++) s += roll(6);
      sums.set(s, (sums.get(s) ?? 0) + 1);
      let h = 0;
      for (let j = 0; j < 12; j++) h = Math.max(h, roll(6));
      highs.set(h, (highs.get(h) ?? 0) + 1);
    }
    // 5 standard errors of a binomial proportion at the worst case p = 1/2.
    const tol = 5 * Math.sqrt(0.25 / N);
    for (const o of diceDistribution(nd(20, 6))) expect(Math.abs((sums.get(o.value) ?? 0) / N - o.p.num / o.p.den)).toBeLessThan(tol);
    for (const o of diceDistribution(keepHighest(12))) expect(Math.abs((highs.get(o.value) ?? 0) / N - o.p.num / o.p.den)).toBeLessThan(tol);
  });

  it('refuses a Rational beyond 2^53 but keeps the exact bigint form (30d6)', () => {
    expect(() => diceDistribution(nd(30, 6))).toThrow(/2\^53/);
    const exact = exactDice(nd(30, 6));
    expect(exact.total).toBe(6n ** 30n);
    expect(exact.outcomes.reduce((a, o) => a + o.weight, 0n)).toBe(6n ** 30n);
    // Only one way to roll 30 ones.
    expect(exact.outcomes[0]).toEqual({ value: 30, weight: 1n });
  });

  it('modifier and clamp: a modified d6 is read on rows 1..6 (N44 4.3 "treat below 1 as 1")', () => {
    const d = asMap(diceDistribution({ ...withModifier(D6, -2), clamp: { min: 1, max: 6 } }));
    expect(d.get(1)).toEqual(rational(3, 6));
    expect(d.get(4)).toEqual(rational(1, 6));
    expect(d.has(5)).toBe(false);
    expect(diceRange(withModifier(TWO_D6, 1))).toEqual({ min: 3, max: 13 });
  });

  it('P(at least) for a fire roll: d6 + 2 vs defence 5 hits on 3-6 (HoN L512)', () => {
    expect(probAtLeast(withModifier(D6, 2), 5)).toEqual(rational(4, 6));
    expect(probAtLeast(D6, 7)).toEqual(rational(0));
  });

  it('opposed roll: 2d6 keep highest vs 1d6 (HoN assault L406-414) agrees with enumeration', () => {
    const r = opposedRoll(keepHighest(2), D6);
    let win = 0;
    let tie = 0;
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) {
      const x = Math.max(a, b);
      if (x > c) win++;
      else if (x === c) tie++;
    }
    expect(r.first).toEqual(rational(win, 216));
    expect(r.tie).toEqual(rational(tie, 216));
    expect(ratSum([r.first, r.tie, r.second])).toEqual(rational(1));
  });

  it('reads dice notation', () => {
    expect(parseDice('2d6')).toEqual(TWO_D6);
    expect(parseDice('d10z')).toEqual(D10_ZERO);
    expect(parseDice('2d6kh1')).toEqual(keepHighest(2));
    expect(parseDice('3d6 - 2')).toEqual({ dice: [{ count: 3, sides: 6 }], plus: -2 });
    expect(parseDice('d6+d8+1')).toEqual({ dice: [{ count: 1, sides: 6 }, { count: 1, sides: 8 }], plus: 1 });
    expect(() => parseDice('2x6')).toThrow(SyntaxError);
    expect(() => parseDice('d6-d6')).toThrow(SyntaxError);
  });
});
