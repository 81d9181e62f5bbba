import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexDistance, hexLineDraw, hexRound, type Hex } from '../../src/index.js';

/** The usual float algorithm, with both ends nudged by (1, 2, -3)·1e-6 in cube space. */
function floatLine(a: Hex, b: Hex): Hex[] {
  const n = hexDistance(a, b);
  const e = 1e-6;
  const aq = a.q + e;
  const ar = a.r + 2 * e;
  const bq = b.q + e;
  const br = b.r + 2 * e;
  const out: Hex[] = [];
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    out.push(hexRound(aq + (bq - aq) * t, ar + (br - ar) * t));
  }
  return out;
}

const hexArb = fc.record({ q: fc.integer({ min: -40, max: 40 }), r: fc.integer({ min: -40, max: 40 }) });

describe('hexLineDraw: the N+1-hex drawn line, in exact arithmetic', () => {
  it('runs from a to b through N+1 hexes, each adjacent to the next', () => {
    fc.assert(
      fc.property(hexArb, hexArb, (a, b) => {
        const line = hexLineDraw(a, b);
        expect(line).toHaveLength(hexDistance(a, b) + 1);
        expect(line[0]).toEqual(a);
        expect(line[line.length - 1]).toEqual(b);
        for (let i = 1; i < line.length; i++) expect(hexDistance(line[i - 1]!, line[i]!)).toBe(1);
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with the float algorithm and its epsilon nudge', () => {
    fc.assert(
      fc.property(hexArb, hexArb, (a, b) => {
        expect(hexLineDraw(a, b)).toEqual(floatLine(a, b));
      }),
      { numRuns: 2000 },
    );
  });

  it('breaks ties along hexsides the same way at every distance', () => {
    // Along a "between" direction every other point lies exactly on a hexside.
    for (let k = 1; k <= 12; k++) {
      const b = { q: 2 * k, r: -k };
      expect(hexLineDraw({ q: 0, r: 0 }, b)).toEqual(floatLine({ q: 0, r: 0 }, b));
    }
  });
});
