import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  squareLine,
  squareLos,
  squareVisible,
  walkSquareLine,
  type LosEdgeRule,
  type LosSquare,
  type SquareLineStep,
} from '../../src/los/index.js';
import { cornersOnSquareSegment, sampleSquareLine, squareEdgeRuns } from './oracle.js';

const RUNS = Number(process.env.ESAGONO_PROPERTY_RUNS ?? 1000);

const sk = (s: LosSquare): string => `${s.x},${s.y}`;
const coord = fc.integer({ min: -30, max: 30 });
const near = fc.integer({ min: -10, max: 10 });
/** Random offsets, mixed with diagonals and other lines through corners (the degenerate cases). */
const offset = fc.oneof(
  fc.record({ x: near, y: near }),
  fc
    .record({ m: fc.integer({ min: 1, max: 8 }), sx: fc.constantFrom(-1, 1), sy: fc.constantFrom(-1, 1) })
    .map(({ m, sx, sy }) => ({ x: m * sx, y: m * sy })),
  // Odd multiples of (odd, odd) offsets pass through corners too, e.g. (3, 1).
  fc
    .record({ a: fc.constantFrom(1, 3, 5), b: fc.constantFrom(1, 3), sx: fc.constantFrom(-1, 1), swap: fc.boolean() })
    .map(({ a, b, sx, swap }) => (swap ? { x: b * sx, y: a } : { x: a * sx, y: b })),
);
const segment = fc
  .tuple(fc.record({ x: coord, y: coord }), offset)
  .map(([a, o]) => [a, { x: a.x + o.x, y: a.y + o.y }] as const);

const squaresOf = (steps: readonly SquareLineStep[]): string[] =>
  steps.flatMap((s) => (s.kind === 'square' ? [sk(s.square)] : []));
/** Corner points in doubled coordinates: the centre of the four squares that meet there, times 2. */
const cornersOf = (steps: readonly SquareLineStep[]): Set<string> =>
  new Set(
    steps.flatMap((s) =>
      s.kind === 'corner'
        ? [
            `${(s.behind.x + s.ahead.x + s.left.x + s.right.x) / 2},${
              (s.behind.y + s.ahead.y + s.left.y + s.right.y) / 2
            }`,
          ]
        : [],
    ),
  );
const cross = (a: LosSquare, b: LosSquare, p: LosSquare): number =>
  (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);

describe('squareLine: exact centre-to-centre lines on squares', () => {
  it(`matches a dense floating-point oracle on every target within 7 and on ${RUNS} random segments`, () => {
    const check = (a: LosSquare, b: LosSquare): void => {
      const steps = squareLine(a, b);
      expect(squaresOf(steps), `${sk(a)} -> ${sk(b)}`).toEqual(sampleSquareLine(a, b));
      expect(cornersOf(steps)).toEqual(cornersOnSquareSegment(a, b));
      for (const s of steps)
        if (s.kind === 'corner') {
          // Screen y is down: a negative cross product is on the left looking from a to b.
          expect(cross(a, b, s.left)).toBeLessThan(0);
          expect(cross(a, b, s.right)).toBeGreaterThan(0);
        }
    };
    for (let x = -7; x <= 7; x++) for (let y = -7; y <= 7; y++) check({ x: 1, y: -2 }, { x: 1 + x, y: -2 + y });
    fc.assert(
      fc.property(segment, ([a, b]) => check(a, b)),
      { numRuns: RUNS },
    );
  });

  it('never runs along a square edge (edges lie on half-integer lines, centres on integer ones)', () => {
    fc.assert(
      fc.property(segment, ([a, b]) => {
        expect(squareEdgeRuns(a, b)).toBe(0);
      }),
      { numRuns: 200 },
    );
  });

  it('reversed, gives the same steps backwards with left/right and behind/ahead swapped', () => {
    const flip = (s: SquareLineStep): SquareLineStep =>
      s.kind === 'square' ? s : { kind: 'corner', behind: s.ahead, ahead: s.behind, left: s.right, right: s.left };
    fc.assert(
      fc.property(segment, ([a, b]) => {
        expect(squareLine(b, a)).toEqual(squareLine(a, b).reverse().map(flip));
      }),
      { numRuns: RUNS },
    );
  });

  it('squares in a row share an edge, a corner joins diagonal squares, and |dx|+|dy|+1 - corners squares are crossed', () => {
    fc.assert(
      fc.property(segment, ([a, b]) => {
        const steps = squareLine(a, b);
        let corners = 0;
        const problems: string[] = [];
        for (let i = 1; i < steps.length; i++) {
          const prev = steps[i - 1]!;
          const s = steps[i]!;
          if (s.kind === 'square' && prev.kind === 'square') {
            if (Math.abs(s.square.x - prev.square.x) + Math.abs(s.square.y - prev.square.y) !== 1)
              problems.push(`${i}`);
          } else if (s.kind === 'corner') {
            corners++;
            const diag = Math.abs(s.behind.x - s.ahead.x) === 1 && Math.abs(s.behind.y - s.ahead.y) === 1;
            const sides = [s.left, s.right].every(
              (g) =>
                Math.abs(g.x - s.behind.x) + Math.abs(g.y - s.behind.y) === 1 &&
                Math.abs(g.x - s.ahead.x) + Math.abs(g.y - s.ahead.y) === 1,
            );
            if (!diag || !sides || prev.kind !== 'square' || sk(prev.square) !== sk(s.behind))
              problems.push(`corner ${i}`);
          }
        }
        expect(problems).toEqual([]);
        expect(squaresOf(steps)).toHaveLength(Math.abs(b.x - a.x) + Math.abs(b.y - a.y) + 1 - corners);
      }),
      { numRuns: RUNS },
    );
  });

  it('a diagonal passes through a corner at every step', () => {
    const steps = squareLine({ x: 0, y: 0 }, { x: 3, y: -3 });
    expect(steps.map((s) => s.kind)).toEqual(['square', 'corner', 'square', 'corner', 'square', 'corner', 'square']);
    // Going up-right on screen, the square above the line (smaller y) is on the left.
    expect(steps[1]).toEqual({
      kind: 'corner',
      behind: { x: 0, y: 0 },
      ahead: { x: 1, y: -1 },
      left: { x: 0, y: -1 },
      right: { x: 1, y: 0 },
    });
  });

  it('the visitor numbers steps as squareLine does and stops when asked', () => {
    const seen: number[] = [];
    const stopped = walkSquareLine(
      { x: 0, y: 0 },
      { x: 3, y: 1 },
      {
        square: (_x, _y, i) => (seen.push(i), false),
        corner: (_1, _2, _3, _4, _5, _6, _7, _8, i) => (seen.push(i), i === 2),
      },
    );
    expect(stopped).toBe(true);
    expect(seen).toEqual([0, 1, 2]);
    expect(squareLine({ x: 0, y: 0 }, { x: 3, y: 1 }).map((s) => s.kind)).toEqual([
      'square',
      'square',
      'corner',
      'square',
      'square',
    ]);
  });
});

describe('squareLos: the same policy shape; the corner squares are judged by the edge rule', () => {
  const blockSet =
    (cells: readonly LosSquare[]) =>
    (s: LosSquare): boolean =>
      cells.some((c) => c.x === s.x && c.y === s.y);

  it("diagonal through one corner: 'either' blocks on one side, 'both' needs both, 'choice' gives both readings", () => {
    const a = { x: 0, y: 0 };
    const b = { x: 2, y: 2 };
    // Going down-right on screen, (1,0) is above the line: the left side.
    const left = { x: 1, y: 0 };
    const right = { x: 0, y: 1 };
    expect(squareVisible(a, b, { blocks: blockSet([left]), edge: 'either' })).toBe(false);
    expect(squareVisible(a, b, { blocks: blockSet([left]), edge: 'both' })).toBe(true);
    expect(squareLos(a, b, { blocks: blockSet([left, right]), edge: 'both' }).blocker).toEqual({
      kind: 'corner',
      left,
      right,
      blocking: 'both',
      index: 1,
    });
    const choice = squareLos(a, b, { blocks: blockSet([right]), edge: 'choice' });
    expect([choice.visible, choice.left.visible, choice.right.visible]).toEqual([true, true, false]);
    // The crossed middle square blocks under every rule; the ends do not unless asked.
    expect(squareVisible(a, b, { blocks: blockSet([{ x: 1, y: 1 }]), edge: 'both' })).toBe(false);
    expect(squareVisible(a, b, { blocks: blockSet([a, b]), edge: 'either' })).toBe(true);
    expect(squareVisible(a, b, { blocks: blockSet([a]), edge: 'either', endpoints: true })).toBe(false);
  });

  it(`each rule gives the verdict the steps imply, and the callback gets Chebyshev distances (${RUNS} runs)`, () => {
    const pattern = (seed: number, density: number) => (s: LosSquare) =>
      (((s.x * 73856093) ^ (s.y * 19349663) ^ seed) >>> 0) % 100 < density;
    fc.assert(
      fc.property(
        segment,
        fc.integer(),
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom<LosEdgeRule>('either', 'both', 'choice'),
        ([a, b], seed, density, rule) => {
          const blocks = pattern(seed, density);
          const steps = squareLine(a, b);
          const isEnd = (s: LosSquare) => sk(s) === sk(a) || sk(s) === sk(b);
          const cells = steps.some((s) => s.kind === 'square' && !isEnd(s.square) && blocks(s.square));
          const corners = steps.filter((s) => s.kind === 'corner');
          const side = (k: 'left' | 'right') => corners.some((s) => s.kind === 'corner' && blocks(s[k]));
          const result = squareLos(a, b, {
            edge: rule,
            blocks: (s, _i, fa, fb) => {
              expect(fa).toBe(Math.max(Math.abs(s.x - a.x), Math.abs(s.y - a.y)));
              expect(fb).toBe(Math.max(Math.abs(s.x - b.x), Math.abs(s.y - b.y)));
              return blocks(s);
            },
          });
          if ('left' in result) {
            expect(result.left.visible).toBe(!cells && !side('left'));
            expect(result.right.visible).toBe(!cells && !side('right'));
          } else if (rule === 'either') expect(result.visible).toBe(!cells && !side('left') && !side('right'));
          else
            expect(result.visible).toBe(
              !cells && !corners.some((s) => s.kind === 'corner' && blocks(s.left) && blocks(s.right)),
            );
        },
      ),
      { numRuns: RUNS },
    );
  });
});
