import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FLAT_DIRECTION_NAMES,
  POINTY_DIRECTION_NAMES,
  hexDirectionByName,
  nameOfHexDirection,
  hexCorner,
  hexCorners,
  hexNeighbor,
  hexToPixel,
  hexLayout,
  pixelToFractionalHex,
  pixelToHex,
  type HexDirection,
  type HexOrientation,
} from '../../src/index.js';

const coord = fc.integer({ min: -300, max: 300 });
const arbHex = fc.record({ q: coord, r: coord });
const arbOrientation = fc.constantFrom<HexOrientation>('flat', 'pointy');
const arbLayout = fc
  .record({
    o: arbOrientation,
    sx: fc.double({ min: 0.5, max: 100, noNaN: true }),
    sy: fc.double({ min: 0.5, max: 100, noNaN: true }),
    ox: fc.double({ min: -1000, max: 1000, noNaN: true }),
    oy: fc.double({ min: -1000, max: 1000, noNaN: true }),
  })
  .map(({ o, sx, sy, ox, oy }) => hexLayout(o, { x: sx, y: sy }, { x: ox, y: oy }));

describe('pixel layouts, flat-top and pointy-top', () => {
  it('pixel -> hex inverts hex -> pixel, at the centre and anywhere well inside the hex', () => {
    fc.assert(
      fc.property(
        arbLayout,
        arbHex,
        fc.double({ min: 0, max: 0.8, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (lay, h, t, a) => {
          const c = hexToPixel(lay, h);
          expect(pixelToHex(lay, c)).toEqual(h);
          const f = pixelToFractionalHex(lay, c);
          expect(f.q).toBeCloseTo(h.q, 6);
          expect(f.r).toBeCloseTo(h.r, 6);
          // The inscribed circle has radius sqrt(3)/2 of the size; 0.8 of it stays inside.
          const rad = (t * Math.sqrt(3)) / 2;
          const p = { x: c.x + rad * lay.size.x * Math.cos(a), y: c.y + rad * lay.size.y * Math.sin(a) };
          expect(pixelToHex(lay, p)).toEqual(h);
        },
      ),
    );
  });

  it('corners lie at distance `size` from the centre and are shared with the neighbour across', () => {
    fc.assert(
      fc.property(arbOrientation, arbHex, fc.integer({ min: 0, max: 5 }), (o, h, i) => {
        const lay = hexLayout(o, 10, { x: 3, y: -7 });
        const c = hexToPixel(lay, h);
        const k = hexCorner(lay, h, i);
        expect(Math.hypot(k.x - c.x, k.y - c.y)).toBeCloseTo(10, 9);
        // Corner i sits between sides i and i + 1: the neighbour toward i has it as its corner i + 2,
        // and the neighbour toward i + 1 as its corner i + 4 (turning round the shared point).
        const n1 = hexCorner(lay, hexNeighbor(h, i), i + 2);
        const n2 = hexCorner(lay, hexNeighbor(h, i + 1), i + 4);
        for (const n of [n1, n2]) {
          expect(n.x).toBeCloseTo(k.x, 6);
          expect(n.y).toBeCloseTo(k.y, 6);
        }
        expect(hexCorners(lay, h)[i]).toEqual(k);
      }),
    );
  });

  it('direction names match where the neighbour is drawn (y grows downward)', () => {
    const compass: Record<string, number> = { E: 0, NE: 60, N: 90, NW: 120, W: 180, SW: 240, S: 270, SE: 300 };
    for (const o of ['flat', 'pointy'] as const) {
      const lay = hexLayout(o, 1);
      const names = o === 'flat' ? FLAT_DIRECTION_NAMES : POINTY_DIRECTION_NAMES;
      for (let d = 0 as HexDirection; d < 6; d = (d + 1) as HexDirection) {
        const p = hexToPixel(lay, hexNeighbor({ q: 0, r: 0 }, d));
        const deg = ((Math.atan2(-p.y, p.x) * 180) / Math.PI + 360) % 360;
        const name = nameOfHexDirection(o, d);
        expect(name).toBe(names[d]);
        // Hex sides are 60 degrees apart, so the compass name is within 30 degrees of the true bearing.
        const want = compass[name] as number;
        const diff = Math.min(Math.abs(deg - want), 360 - Math.abs(deg - want));
        expect(diff, `${o} ${d} ${name} at ${deg}`).toBeLessThanOrEqual(30 + 1e-9);
        expect(hexDirectionByName(o, name)).toBe(d);
      }
    }
    expect(hexDirectionByName('pointy', 'N')).toBe(-1);
    expect(hexDirectionByName('flat', 'E')).toBe(-1);
  });
});
