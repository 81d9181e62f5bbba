import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rational, ratAdd, ratMul, ratSum, ratEquals, isProbability } from '../../src/index.js';

describe('exact rationals', () => {
  it('normalises', () => {
    expect(rational(2, 4)).toEqual({ num: 1, den: 2 });
    expect(rational(3, -6)).toEqual({ num: -1, den: 2 });
    expect(rational(0, 5)).toEqual({ num: 0, den: 1 });
    expect(() => rational(1, 0)).toThrow(RangeError);
  });
  it('six sixths sum to one', () => {
    expect(ratSum(Array.from({ length: 6 }, () => rational(1, 6)))).toEqual({ num: 1, den: 1 });
  });
  it('add and mul agree with floating point', () => {
    const small = fc.integer({ min: -1000, max: 1000 });
    const pos = fc.integer({ min: 1, max: 1000 });
    fc.assert(
      fc.property(small, pos, small, pos, (a, b, c, d) => {
        const x = rational(a, b);
        const y = rational(c, d);
        const s = ratAdd(x, y);
        expect(s.num / s.den).toBeCloseTo(a / b + c / d, 9);
        const m = ratMul(x, y);
        expect(m.num / m.den).toBeCloseTo((a / b) * (c / d), 9);
        expect(ratEquals(ratAdd(x, y), ratAdd(y, x))).toBe(true);
      }),
    );
  });
  it('knows a probability', () => {
    expect(isProbability(rational(1, 3))).toBe(true);
    expect(isProbability({ num: 4, den: 3 })).toBe(false);
    expect(isProbability({ num: -1, den: 3 })).toBe(false);
  });
});
