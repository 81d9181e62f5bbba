import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  HEX_DIRECTIONS,
  cubeRound,
  cubeToHex,
  hexDirectionTo,
  hexDirectionToward,
  hexDistance,
  hexDistanceQR,
  hexFromNumericKey,
  hexNeighbor,
  hexNeighbors,
  hexNeighborsInto,
  hexNumericKey,
  hexReflect,
  hexRotate,
  hexRound,
  hexStepDirection,
  hexToCube,
  type Hex,
  type HexAxis,
} from '../../src/index.js';

const coord = fc.integer({ min: -1000, max: 1000 });
const arbHex = fc.record({ q: coord, r: coord });
const arbDir = fc.integer({ min: 0, max: 5 });

describe('cube coordinates', () => {
  it('hex -> cube -> hex round-trips and q + r + s = 0', () => {
    fc.assert(
      fc.property(arbHex, (h) => {
        const c = hexToCube(h);
        expect(c.q + c.r + c.s).toBe(0);
        expect(cubeToHex(c)).toEqual(h);
      }),
    );
  });

  it('rounding an exact hex gives it back, and a small nudge stays in the same hex', () => {
    fc.assert(
      fc.property(arbHex, fc.double({ min: -0.2, max: 0.2, noNaN: true }), fc.double({ min: -0.2, max: 0.2, noNaN: true }), (h, a, b) => {
        expect(hexRound(h.q, h.r)).toEqual(h);
        // |dq|, |dr|, |dq + dr| all below 0.5 keeps the point inside the hex in cube space.
        fc.pre(Math.abs(a + b) < 0.45);
        expect(hexRound(h.q + a, h.r + b)).toEqual(h);
        expect(cubeRound({ q: h.q + a, r: h.r + b, s: -h.q - h.r - a - b })).toEqual(h);
      }),
    );
  });

  it('rounding picks the nearest hex centre (brute force over the 7 candidates)', () => {
    const sqrt3 = Math.sqrt(3);
    // Pointy-top Euclidean embedding of axial coordinates, for an independent nearest-centre check.
    const xy = (q: number, r: number) => [sqrt3 * (q + r / 2), 1.5 * r] as const;
    fc.assert(
      fc.property(fc.double({ min: -50, max: 50, noNaN: true }), fc.double({ min: -50, max: 50, noNaN: true }), (q, r) => {
        const got = hexRound(q, r);
        const [px, py] = xy(q, r);
        const d2 = (h: Hex) => {
          const [x, y] = xy(h.q, h.r);
          return (x - px) ** 2 + (y - py) ** 2;
        };
        for (const n of hexNeighbors(got)) expect(d2(got)).toBeLessThanOrEqual(d2(n) + 1e-9);
      }),
    );
  });
});

describe('distance', () => {
  it('is a metric: zero only on equal hexes, symmetric, triangle inequality', () => {
    fc.assert(
      fc.property(arbHex, arbHex, arbHex, (a, b, c) => {
        const ab = hexDistance(a, b);
        expect(ab === 0).toBe(a.q === b.q && a.r === b.r);
        expect(ab).toBe(hexDistance(b, a));
        expect(hexDistance(a, c)).toBeLessThanOrEqual(ab + hexDistance(b, c));
        expect(hexDistanceQR(a.q, a.r, b.q, b.r)).toBe(ab);
      }),
    );
  });

  it('neighbours are at distance 1 and a step changes distance by at most 1', () => {
    fc.assert(
      fc.property(arbHex, arbHex, arbDir, (a, b, d) => {
        const n = hexNeighbor(a, d);
        expect(hexDistance(a, n)).toBe(1);
        expect(Math.abs(hexDistance(n, b) - hexDistance(a, b))).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('directions', () => {
  it('hexStepDirection, hexDirectionTo and hexDirectionToward agree on unit steps', () => {
    fc.assert(
      fc.property(arbHex, arbDir, (h, d) => {
        const v = HEX_DIRECTIONS[d] as Hex;
        expect(hexStepDirection(v.q, v.r)).toBe(d);
        expect(hexDirectionTo(h, hexNeighbor(h, d))).toBe(d);
        expect(hexDirectionToward(h, hexNeighbor(h, d))).toBe(d);
        // Any hex straight out along d is also toward d.
        expect(hexDirectionToward(h, { q: h.q + 5 * v.q, r: h.r + 5 * v.r })).toBe(d);
      }),
    );
    expect(hexStepDirection(0, 0)).toBe(-1);
    expect(hexStepDirection(1, 1)).toBe(-1);
    expect(hexStepDirection(2, 0)).toBe(-1);
    expect(hexDirectionToward({ q: 0, r: 0 }, { q: 0, r: 0 })).toBe(-1);
  });

  it('hexDirectionToward is the direction whose first step gets closest to the target', () => {
    fc.assert(
      fc.property(arbHex, arbHex, (a, b) => {
        fc.pre(a.q !== b.q || a.r !== b.r);
        const d = hexDirectionToward(a, b);
        expect(d).not.toBe(-1);
        expect(hexDistance(hexNeighbor(a, d), b)).toBe(hexDistance(a, b) - 1);
      }),
    );
  });

  it('hexNeighborsInto fills a reused array like hexNeighbors', () => {
    const out: Hex[] = [];
    fc.assert(
      fc.property(arbHex, (h) => {
        expect(hexNeighborsInto(h, out)).toBe(out);
        expect(out).toEqual(hexNeighbors(h));
      }),
    );
  });
});

describe('rotation and reflection', () => {
  it('one rotation step turns each direction into the next, six steps are the identity', () => {
    fc.assert(
      fc.property(arbHex, arbHex, arbDir, fc.integer({ min: -20, max: 20 }), (h, c, d, k) => {
        const o = { q: 0, r: 0 };
        expect(hexRotate(HEX_DIRECTIONS[d] as Hex, 1)).toEqual(HEX_DIRECTIONS[(d + 1) % 6]);
        expect(hexRotate(h, 6, c)).toEqual(h);
        expect(hexRotate(hexRotate(h, k, c), -k, c)).toEqual(h);
        expect(hexDistance(hexRotate(h, k, c), c)).toBe(hexDistance(h, c));
        expect(hexRotate(h, k, o)).toEqual(hexRotate(h, k));
      }),
    );
  });

  it('a reflection is an involution that keeps its axis coordinate and distances', () => {
    fc.assert(
      fc.property(arbHex, arbHex, arbHex, fc.constantFrom<HexAxis>('q', 'r', 's'), (a, b, c, axis) => {
        const ra = hexReflect(a, axis, c);
        expect(hexReflect(ra, axis, c)).toEqual(a);
        expect(hexDistance(ra, hexReflect(b, axis, c))).toBe(hexDistance(a, b));
        expect(hexToCube({ q: ra.q - c.q, r: ra.r - c.r })[axis]).toBe(hexToCube({ q: a.q - c.q, r: a.r - c.r })[axis]);
      }),
    );
  });
});

describe('numeric keys', () => {
  it('round-trip and are distinct for distinct hexes', () => {
    const big = fc.integer({ min: -(2 ** 25) + 1, max: 2 ** 25 - 1 });
    fc.assert(
      fc.property(big, big, big, big, (q, r, q2, r2) => {
        expect(hexFromNumericKey(hexNumericKey(q, r))).toEqual({ q, r });
        expect(hexNumericKey(q, r) === hexNumericKey(q2, r2)).toBe(q === q2 && r === r2);
      }),
    );
  });
});
