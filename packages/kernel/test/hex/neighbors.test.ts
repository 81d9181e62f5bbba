/**
 * The written-out neighbour functions against their definition: the neighbour in
 * direction d is h + HEX_DIRECTIONS[d mod 6], with -0 normalised away as adding 0 does.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HEX_DIRECTIONS, hexNeighbor, hexNeighbors, hexNeighborsInto, type Hex } from '../../src/index.js';

/** The definition, through the direction table. */
function byTable(h: Hex, d: number): Hex {
  const v = HEX_DIRECTIONS[((d % 6) + 6) % 6] as Hex;
  return { q: h.q + v.q, r: h.r + v.r };
}

/** Equal as `Object.is` sees numbers, so a stray -0 fails. */
function expectSameHex(got: Hex, want: Hex): void {
  expect(Object.is(got.q, want.q)).toBe(true);
  expect(Object.is(got.r, want.r)).toBe(true);
  expect(Object.keys(got)).toEqual(['q', 'r']);
}

// Integers, with -0 and some halves (the functions accept any numbers).
const coord = fc.oneof(fc.integer({ min: -1e6, max: 1e6 }), fc.constant(-0), fc.integer({ min: -99, max: 99 }).map((x) => x + 0.5));
const arbHex = fc.record({ q: coord, r: coord });

describe('written-out neighbours equal the HEX_DIRECTIONS definition', () => {
  it('hexNeighbor for every direction, including ones that wrap around (-13..13)', () => {
    fc.assert(
      fc.property(arbHex, fc.integer({ min: -13, max: 13 }), (h, d) => {
        expectSameHex(hexNeighbor(h, d), byTable(h, d));
      }),
    );
  });

  it('hexNeighbors and hexNeighborsInto list all six in direction order', () => {
    const out: Hex[] = [{ q: 9, r: 9 }];
    fc.assert(
      fc.property(arbHex, (h) => {
        const all = hexNeighbors(h);
        expect(all).toHaveLength(6);
        expect(hexNeighborsInto(h, out)).toBe(out);
        expect(out).toHaveLength(6);
        for (let d = 0; d < 6; d++) {
          expectSameHex(all[d] as Hex, byTable(h, d));
          expectSameHex(out[d] as Hex, byTable(h, d));
        }
      }),
    );
  });

  it('returns fresh objects: changing one result leaves the next call alone', () => {
    const h = { q: 2, r: -1 };
    const a = hexNeighbors(h);
    (a[0] as { q: number }).q = 99;
    expect(hexNeighbors(h)[0]).toEqual({ q: 3, r: -1 });
    expect(hexNeighbor(h, 0)).not.toBe(hexNeighbor(h, 0));
  });

  it('a non-integer direction is an error, as it was through the table', () => {
    expect(() => hexNeighbor({ q: 0, r: 0 }, 1.5)).toThrow(TypeError);
    expect(() => hexNeighbor({ q: 0, r: 0 }, Number.NaN)).toThrow(TypeError);
  });
});
