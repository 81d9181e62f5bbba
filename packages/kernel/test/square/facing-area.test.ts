import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  inSquareArc,
  moveSquarePoint,
  squareArcSide,
  squareAreaHindrance,
  squareFacingFrame,
  squarePointDistance,
  squareRelativeDirection,
  squareTouchesPoint,
  squareTurn,
  squareTurnSteps,
  SQUARE_DIRECTIONS,
} from '../../src/index.js';

describe('square facing in 45-degree steps', () => {
  it('counts the least turn either way', () => {
    expect(squareTurnSteps(0, 0)).toBe(0);
    expect(squareTurnSteps(0, 1)).toBe(1);
    expect(squareTurnSteps(0, 7)).toBe(1);
    expect(squareTurnSteps(1, 5)).toBe(4);
    expect(squareTurnSteps(6, 1)).toBe(3);
    expect(squareTurn(0, -1)).toBe(7);
    expect(squareTurn(7, 2)).toBe(1);
    expect(squareRelativeDirection(2, 1)).toBe(7);
    expect(squareRelativeDirection(2, 6)).toBe(4);
  });

  it('sorts offsets into front, side and rear of a facing (E and NE)', () => {
    expect(squareArcSide(0, 3, 1)).toBe('front');
    expect(squareArcSide(0, -3, 1)).toBe('rear');
    expect(squareArcSide(0, 1, -3)).toBe('side');
    expect(squareArcSide(0, 2, 2)).toBe('front-side');
    expect(squareArcSide(0, -2, -2)).toBe('rear-side');
    // Facing NE (1, -1): straight north is on the boundary, straight east too.
    expect(squareArcSide(1, 2, -2)).toBe('front');
    expect(squareArcSide(1, 0, -2)).toBe('front-side');
    expect(squareArcSide(1, -2, -2)).toBe('side');
    expect(squareFacingFrame(2, 0, -3)).toEqual({ forward: 3, lateral: 0 });
  });

  it('decides arcs of 0 to 4 steps either side', () => {
    expect(inSquareArc(0, 0, 3, 0)).toBe(true);
    expect(inSquareArc(0, 0, 3, 1)).toBe(false);
    expect(inSquareArc(0, 1, 3, 3)).toBe(true);
    expect(inSquareArc(0, 1, 3, 4)).toBe(false);
    expect(inSquareArc(0, 2, 0, 4)).toBe(true);
    expect(inSquareArc(0, 2, -1, 4)).toBe(false);
    expect(inSquareArc(0, 3, -3, 3)).toBe(true);
    expect(inSquareArc(0, 3, -3, 2)).toBe(false);
    expect(inSquareArc(0, 4, -3, 0)).toBe(true);
  });

  it('an arc is the same seen from any facing turned with the offset (property)', () => {
    // Rotating facing and offset together by 90 degrees keeps the answer.
    const rot = (dx: number, dy: number): [number, number] => [dy, -dx];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: -6, max: 6 }), fc.integer({ min: -6, max: 6 }), (f, k, dx, dy) => {
        const [rx, ry] = rot(dx, dy);
        return inSquareArc(f, k, dx, dy) === inSquareArc((f + 2) % 8, k, rx, ry) && squareArcSide(f, dx, dy) === squareArcSide((f + 2) % 8, rx, ry);
      }),
    );
  });

  it('every direction lies in its own 0-step arc and outside the arc behind', () => {
    for (let d = 0; d < 8; d++) {
      const v = SQUARE_DIRECTIONS[d]!;
      expect(inSquareArc(d, 0, v.x * 2, v.y * 2)).toBe(true);
      expect(inSquareArc((d + 4) % 8, 3, v.x, v.y)).toBe(false);
    }
  });
});

describe('areas on points where four squares meet', () => {
  it('measures square-to-point distance by the rounded-up king distance', () => {
    expect(squarePointDistance(0, 0, { px: 0, py: 0 })).toBe(1);
    expect(squarePointDistance(0, 0, { px: 1, py: 1 })).toBe(1);
    expect(squarePointDistance(0, 0, { px: 2, py: 1 })).toBe(2);
    expect(squarePointDistance(0, 0, { px: -2, py: 0 })).toBe(3);
    expect(squareTouchesPoint(2, 3, { px: 3, py: 4 })).toBe(true);
    expect(squareTouchesPoint(1, 3, { px: 3, py: 4 })).toBe(false);
  });

  it('moves a point by interspaces in 8 directions', () => {
    expect(moveSquarePoint({ px: 4, py: 4 }, 0, 2)).toEqual({ px: 6, py: 4 });
    expect(moveSquarePoint({ px: 4, py: 4 }, 2, 1)).toEqual({ px: 4, py: 3 });
    expect(moveSquarePoint({ px: 4, py: 4 }, 5, 1)).toEqual({ px: 3, py: 5 });
  });

  it('counts an area once for a line that enters, leaves or crosses it', () => {
    const smoke = [{ point: { px: 3, py: 1 }, value: 4 }]; // squares (2..3, 0..1)
    expect(squareAreaHindrance(0, 0, 5, 0, smoke)).toBe(4); // crosses two of its squares: once
    expect(squareAreaHindrance(2, 0, 6, 5, smoke)).toBe(4); // leaves it
    expect(squareAreaHindrance(0, 5, 3, 1, smoke)).toBe(4); // enters it
    expect(squareAreaHindrance(0, 3, 6, 3, smoke)).toBe(0); // passes below
    const two = [...smoke, { point: { px: 5, py: 1 }, value: 2 }];
    expect(squareAreaHindrance(0, 0, 6, 0, two)).toBe(6);
    // (0,0)->(2,2) passes (1,1) and only grazes (1,0) at a corner: the area on (2,0) holds (1,0) and is not touched.
    expect(squareAreaHindrance(0, 0, 2, 2, [{ point: { px: 2, py: 0 }, value: 4 }])).toBe(0);
    expect(squareAreaHindrance(0, 0, 2, 2, [{ point: { px: 2, py: 1 }, value: 4 }])).toBe(4);
  });

  it('is symmetric in its ends (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 9 }),
        (ax, ay, bx, by, px, py) => {
          const areas = [{ point: { px, py }, value: 2 }];
          return squareAreaHindrance(ax, ay, bx, by, areas) === squareAreaHindrance(bx, by, ax, ay, areas);
        },
      ),
    );
  });
});
