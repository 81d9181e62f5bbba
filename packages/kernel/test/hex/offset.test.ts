import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DOUBLED_WIDTH_DIRECTIONS,
  OFFSET_LAYOUTS,
  doubledCenter,
  doubledCorners,
  doubledDistance,
  doubledToHex,
  hexCorners,
  hexDistance,
  hexMap,
  hexNeighbor,
  hexRectangle,
  hexToDoubled,
  hexToOffset,
  hexToPixel,
  isDoubled,
  hexLayout,
  offsetOrientation,
  offsetToHex,
  type Doubled,
  type Hex,
} from '../../src/index.js';

const coord = fc.integer({ min: -10_000, max: 10_000 });
const arbHex = fc.record({ q: coord, r: coord });
const arbLayout = fc.constantFrom(...OFFSET_LAYOUTS);

describe('offset layouts', () => {
  it('offset -> hex -> offset and hex -> offset -> hex round-trip for every layout', () => {
    fc.assert(
      fc.property(arbLayout, arbHex, coord, coord, (lay, h, col, row) => {
        expect(offsetToHex(hexToOffset(h, lay), lay)).toEqual(h);
        expect(hexToOffset(offsetToHex({ col, row }, lay), lay)).toEqual({ col, row });
      }),
    );
  });

  it('draws as the layout name says: the odd (even) columns or rows are shoved half a hex', () => {
    // Checked against pixel geometry, independently of the conversion formulas: along the
    // other axis, a shoved line sits half a hex further than the next (unshoved) one.
    fc.assert(
      fc.property(arbLayout, fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }), (lay, col, row) => {
        const o = offsetOrientation(lay);
        const px = (c: number, r: number) => hexToPixel(hexLayout(o, 1), offsetToHex({ col: c, row: r }, lay));
        const shovedOdd = lay.startsWith('odd');
        const sqrt3 = Math.sqrt(3);
        if (o === 'flat') {
          const shoved = (Math.abs(col) % 2 === 1) === shovedOdd;
          const p = px(col, row);
          expect(p.x).toBeCloseTo(1.5 * col, 9);
          const shift = (c: number) => px(c, row).y / sqrt3 - row;
          expect(shift(col) - shift(col + 1)).toBeCloseTo(shoved ? 0.5 : -0.5, 9);
        } else {
          const shoved = (Math.abs(row) % 2 === 1) === shovedOdd;
          const p = px(col, row);
          expect(p.y).toBeCloseTo(1.5 * row, 9);
          const shift = (r: number) => px(col, r).x / sqrt3 - col;
          expect(shift(row) - shift(row + 1)).toBeCloseTo(shoved ? 0.5 : -0.5, 9);
        }
      }),
    );
  });
});

const arbDoubled = fc
  .record({ row: fc.integer({ min: -500, max: 500 }), col: fc.integer({ min: -500, max: 500 }) })
  .map((d) => ({ row: d.row, col: d.col + (((d.row + d.col) % 2) + 2) % 2 }));

describe('doubled coordinates (Memoir 44 scenario files, spec/memoir44.md 5.2)', () => {
  it('round-trip both ways, for doubled width and doubled height', () => {
    fc.assert(
      fc.property(arbHex, arbDoubled, fc.constantFrom('width' as const, 'height' as const), (h, d, lay) => {
        expect(doubledToHex(hexToDoubled(h, lay), lay)).toEqual(h);
        expect(hexToDoubled(doubledToHex(d, lay) as Hex, lay)).toEqual(d);
      }),
    );
  });

  it('names no hex when row + col is odd (M44 5.2: r + c even)', () => {
    expect(doubledToHex({ row: 1, col: 0 })).toBeNull();
    expect(doubledToHex({ row: 0, col: 0.5 })).toBeNull();
    expect(isDoubled({ row: 3, col: 7 })).toBe(true);
    fc.assert(
      fc.property(arbHex, (h) => {
        expect(isDoubled(hexToDoubled(h))).toBe(true);
      }),
    );
  });

  it('neighbours are (r, c +- 2) and (r +- 1, c +- 1), matching the axial directions (M44 5.2)', () => {
    fc.assert(
      fc.property(arbDoubled, fc.integer({ min: 0, max: 5 }), (d, dir) => {
        const step = DOUBLED_WIDTH_DIRECTIONS[dir] as Doubled;
        const n = { row: d.row + step.row, col: d.col + step.col };
        expect(doubledToHex(n)).toEqual(hexNeighbor(doubledToHex(d) as Hex, dir));
      }),
    );
  });

  it('the spec distance formula dr + max(0, (dc - dr) / 2) equals hex distance (M44 5.2)', () => {
    fc.assert(
      fc.property(arbDoubled, arbDoubled, (a, b) => {
        expect(doubledDistance(a, b)).toBe(hexDistance(doubledToHex(a) as Hex, doubledToHex(b) as Hex));
      }),
    );
  });

  it('integer geometry is the pointy-top drawing scaled by (sqrt(3)/2, 1/2) (M44 5.2)', () => {
    const lay = hexLayout('pointy', 1);
    fc.assert(
      fc.property(arbDoubled, (d) => {
        const h = doubledToHex(d) as Hex;
        const c = doubledCenter(d);
        const p = hexToPixel(lay, h);
        expect((c.x * Math.sqrt(3)) / 2).toBeCloseTo(p.x, 6);
        expect(c.y / 2).toBeCloseTo(p.y, 6);
        const corners = hexCorners(lay, h);
        doubledCorners(d).forEach((k, i) => {
          expect((k.x * Math.sqrt(3)) / 2).toBeCloseTo((corners[i] as { x: number }).x, 6);
          expect(k.y / 2).toBeCloseTo((corners[i] as { y: number }).y, 6);
        });
      }),
    );
  });
});
