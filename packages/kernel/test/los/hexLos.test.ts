import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexDistance, type Hex } from '../../src/hex/axial.js';
import { hexMap } from '../../src/hex/map.js';
import { hexLine, hexLos, hexMapBlocks, hexVisible, type HexLosPolicy, type LosEdgeRule } from '../../src/los/index.js';
import { LAYOUTS, hexToPixel, key, screenCross, type Layout } from './oracle.js';

const RUNS = Number(process.env.ESAGONO_PROPERTY_RUNS ?? 1000);

const CORNER_DIRECTIONS: readonly Hex[] = [
  { q: 2, r: -1 },
  { q: 1, r: -2 },
  { q: -1, r: -1 },
  { q: -2, r: 1 },
  { q: -1, r: 2 },
  { q: 1, r: 1 },
];

const add = (a: Hex, b: Hex, k = 1): Hex => ({ q: a.q + k * b.q, r: a.r + k * b.r });
const blockSet =
  (hexes: readonly Hex[]) =>
  (h: Hex): boolean =>
    hexes.some((x) => x.q === h.q && x.r === h.r);

/** The two hexes adjacent to both a and b (b two steps away along a corner direction), split by
 * the side of the a->b line they are drawn on in `layout` — computed from pixels, not by the library. */
function flanks(a: Hex, b: Hex, layout: Layout): { left: Hex; right: Hex } {
  const around: Hex[] = [];
  for (let q = a.q - 1; q <= a.q + 1; q++)
    for (let r = a.r - 1; r <= a.r + 1; r++) {
      const h = { q, r };
      if (hexDistance(h, a) === 1 && hexDistance(h, b) === 1) around.push(h);
    }
  expect(around).toHaveLength(2);
  const [x, y] = around as [Hex, Hex];
  const xLeft = screenCross(hexToPixel(a, layout), hexToPixel(b, layout), hexToPixel(x, layout)) < 0;
  return xLeft ? { left: x, right: y } : { left: y, right: x };
}

type Obstructed = 'none' | 'left' | 'right' | 'both';
const OBSTRUCTED: readonly Obstructed[] = ['none', 'left', 'right', 'both'];

describe('hexLos along hexsides: M44 p.9 edge rule (spec 3.10, TC-10)', () => {
  // Expected results come from the rule's words: `both` blocks only with obstructions on both sides.
  const expectedBlocked = (rule: 'either' | 'both', o: Obstructed): boolean =>
    rule === 'both' ? o === 'both' : o !== 'none';

  for (const layout of LAYOUTS)
    for (const [k, dir] of CORNER_DIRECTIONS.entries())
      for (const rule of ['either', 'both'] as const)
        it(`M44 p.9: distance 2, corner direction ${k} (${key(
          dir,
        )}), ${layout}, '${rule}': obstructions none/left/right/both`, () => {
          const a = { q: 4, r: -3 };
          const b = add(a, dir);
          const { left, right } = flanks(a, b, layout);
          for (const o of OBSTRUCTED) {
            const obstacles = o === 'none' ? [] : o === 'left' ? [left] : o === 'right' ? [right] : [left, right];
            const policy = { blocks: blockSet(obstacles), edge: rule };
            const there = hexLos(a, b, policy);
            const back = hexLos(b, a, policy);
            expect(there.visible, `${o}`).toBe(!expectedBlocked(rule, o));
            // M44 p.9 captions (L346, L350, L354): LOS is mutual.
            expect(back.visible).toBe(there.visible);
            if (!there.visible) {
              expect(there.blocker.kind).toBe('edge');
              if (there.blocker.kind === 'edge') {
                expect(there.blocker.left).toEqual(left);
                expect(there.blocker.right).toEqual(right);
                expect(there.blocker.blocking).toBe(o);
              }
            }
          }
        });

  for (const layout of LAYOUTS)
    it(`M44 p.9: distance 4 in all six corner directions, ${layout}: the rule is judged hexside by hexside`, () => {
      for (const dir of CORNER_DIRECTIONS) {
        const a = { q: -2, r: 5 };
        const mid = add(a, dir);
        const b = add(a, dir, 2);
        const first = flanks(a, mid, layout);
        const second = flanks(mid, b, layout);
        const see = (rule: 'either' | 'both', obstacles: Hex[]): boolean =>
          hexVisible(a, b, { blocks: blockSet(obstacles), edge: rule });
        expect(see('both', [])).toBe(true);
        // The line passes through the middle hex: an obstruction there blocks under any rule (M44 p.9, L336).
        expect(see('both', [mid])).toBe(false);
        expect(see('either', [mid])).toBe(false);
        // Both sides of one hexside: blocked.
        expect(see('both', [first.left, first.right])).toBe(false);
        expect(see('both', [second.left, second.right])).toBe(false);
        // One side of each hexside, even on opposite sides: not both sides of any one hexside.
        expect(see('both', [first.left, second.right])).toBe(true);
        expect(see('both', [first.right, second.left])).toBe(true);
        expect(see('either', [first.left, second.right])).toBe(false);
        expect(see('either', [second.left])).toBe(false);
      }
    });

  it('TC-10: attacker (6,10), target (4,10): (5,9) alone leaves LOS clear, (5,9)+(5,11) block it, both ways', () => {
    // M44 board numbering (row, doubled column) on a pointy board, as in the spec's test cases.
    const board = (row: number, col: number): Hex => ({ q: (col - row) / 2, r: row });
    const attacker = board(6, 10);
    const target = board(4, 10);
    const m44 = (obstacles: Hex[]) => ({ blocks: blockSet(obstacles), edge: 'both' as const });
    expect(hexVisible(attacker, target, m44([board(5, 9)]))).toBe(true);
    expect(hexVisible(target, attacker, m44([board(5, 9)]))).toBe(true);
    expect(hexVisible(attacker, target, m44([board(5, 9), board(5, 11)]))).toBe(false);
    expect(hexVisible(target, attacker, m44([board(5, 9), board(5, 11)]))).toBe(false);
    // Looking "up" the board (towards lower rows), (5,9) is drawn to the left of the line.
    const result = hexLos(attacker, target, m44([board(5, 9), board(5, 11)]));
    expect(result.blocker).toEqual({
      kind: 'edge',
      left: board(5, 9),
      right: board(5, 11),
      blocking: 'both',
      index: 2,
    });
  });
});

describe('hexLos: obstructions, end hexes and explanations (M44 p.9)', () => {
  const a = { q: 0, r: 0 };
  const b = { q: 3, r: 0 };

  it('M44 p.9 (L336): a unit in a hex the line crosses blocks; the first blocker from the viewer is reported', () => {
    const blocks = blockSet([
      { q: 2, r: 0 },
      { q: 1, r: 0 },
    ]);
    const there = hexLos(a, b, { blocks, edge: 'both' });
    expect(there).toEqual({ visible: false, blocker: { kind: 'cell', cell: { q: 1, r: 0 }, index: 1 } });
    const back = hexLos(b, a, { blocks, edge: 'both' });
    expect(back).toEqual({ visible: false, blocker: { kind: 'cell', cell: { q: 2, r: 0 }, index: 1 } });
  });

  it("M44 p.9 (L330, L340): terrain in the viewer's or target's own hex does not block; endpoints: true judges them", () => {
    const woods = blockSet([a, b]);
    expect(hexVisible(a, b, { blocks: woods, edge: 'either' })).toBe(true);
    expect(hexLos(a, b, { blocks: woods, edge: 'either', endpoints: true })).toEqual({
      visible: false,
      blocker: { kind: 'cell', cell: a, index: 0 },
    });
    // The unit in the woods is seen; the one behind the woods is not.
    const woodsAt = blockSet([{ q: 3, r: 0 }]);
    expect(hexVisible(a, { q: 3, r: 0 }, { blocks: woodsAt, edge: 'both' })).toBe(true);
    expect(hexVisible(a, { q: 4, r: 0 }, { blocks: woodsAt, edge: 'both' })).toBe(false);
  });

  it("'choice' returns both readings: the line nudged left and nudged right", () => {
    const from = { q: 0, r: 0 };
    const to = { q: 2, r: -1 };
    const { left, right } = flanks(from, to, 'pointy');
    const onlyLeft = hexLos(from, to, { blocks: blockSet([left]), edge: 'choice' });
    expect(onlyLeft.visible).toBe(true);
    expect(onlyLeft.left.visible).toBe(false);
    expect(onlyLeft.right.visible).toBe(true);
    expect(onlyLeft.left.blocker).toEqual({ kind: 'edge', left, right, blocking: 'left', index: 2 });
    const bothSides = hexLos(from, to, { blocks: blockSet([left, right]), edge: 'choice' });
    expect(bothSides.visible).toBe(false);
    expect(bothSides.right.blocker).toEqual({ kind: 'edge', left, right, blocking: 'right', index: 2 });
  });

  it('a hex touched at a single corner: ignored by default; corners: "edge" judges it as a one-sided hexside', () => {
    // (0,0) -> (5,-4) passes exactly through two corners (first possible at distance 5, spec 3.10).
    const from = { q: 0, r: 0 };
    const to = { q: 5, r: -4 };
    const grazes = hexLine(from, to).flatMap((s) =>
      s.kind === 'vertex' && s.behind && s.ahead ? [{ hex: (s.left ?? s.right)!, left: s.left !== null }] : [],
    );
    expect(grazes).toHaveLength(2);
    const g = grazes[0]!;
    const blocks = blockSet([g.hex]);
    expect(hexVisible(from, to, { blocks, edge: 'either' })).toBe(true);
    expect(hexLos(from, to, { blocks, edge: 'either', corners: 'edge' })).toMatchObject({
      visible: false,
      blocker: { kind: 'corner', blocking: g.left ? 'left' : 'right' },
    });
    expect(hexVisible(from, to, { blocks, edge: 'both', corners: 'edge' })).toBe(true);
    const choice = hexLos(from, to, { blocks, edge: 'choice', corners: 'edge' });
    expect([choice.left.visible, choice.right.visible]).toEqual(g.left ? [false, true] : [true, false]);
  });

  it('M44 p.18 altitude: hills block, except that nothing lower blocks between two units on high ground', () => {
    const isHill = blockSet([
      { q: 0, r: 0 },
      { q: 2, r: 0 },
      { q: 4, r: 0 },
    ]);
    const unitAt = blockSet([{ q: 1, r: 0 }]);
    // A title's rule: the callback closes over the two ends; hills and units are both obstructions.
    const policy = (viewer: Hex, target: Hex): HexLosPolicy & { edge: 'both' } => ({
      edge: 'both',
      blocks: (h) => !(isHill(viewer) && isHill(target)) && (isHill(h) || unitAt(h)),
    });
    const hill0 = { q: 0, r: 0 };
    const hill4 = { q: 4, r: 0 };
    const lowViewer = { q: -1, r: 0 };
    expect(hexVisible(hill0, hill4, policy(hill0, hill4))).toBe(true);
    expect(hexLos(lowViewer, hill4, policy(lowViewer, hill4)).blocker).toEqual({
      kind: 'cell',
      cell: hill0,
      index: 1,
    });
  });
});

describe('hexMapBlocks: obstructions stored by map location', () => {
  it('M44 p.9: terrain by location blocks; a hex off the board blocks unless told otherwise', () => {
    const hexes: Hex[] = [];
    for (let q = -3; q <= 3; q++)
      for (let r = -3; r <= 3; r++)
        if (hexDistance({ q: 0, r: 0 }, { q, r }) <= 3 && !(q === 1 && r === 0)) hexes.push({ q, r });
    const map = hexMap(hexes);
    const woods = new Set([map.indexOf({ q: -2, r: 0 })]);
    const policy = (offMap: boolean): HexLosPolicy => ({
      edge: 'both',
      blocks: hexMapBlocks(map, (loc) => woods.has(loc), offMap),
    });
    // (0,0) -> (3,0) crosses the missing hex (1,0).
    expect(hexVisible({ q: 0, r: 0 }, { q: 3, r: 0 }, policy(true))).toBe(false);
    expect(hexVisible({ q: 0, r: 0 }, { q: 3, r: 0 }, policy(false))).toBe(true);
    // (0,0) -> (-3,0) crosses the woods at (-2,0); (0,0) -> (0,3) crosses nothing.
    expect(hexVisible({ q: 0, r: 0 }, { q: -3, r: 0 }, policy(true))).toBe(false);
    expect(hexVisible({ q: 0, r: 0 }, { q: 0, r: 3 }, policy(true))).toBe(true);
  });
});

describe('hexLos agrees with a brute-force reading of hexLine', () => {
  /** A deterministic pseudo-random obstruction pattern keyed by a seed. */
  const pattern = (seed: number, density: number) => (h: Hex) =>
    (((h.q * 73856093) ^ (h.r * 19349663) ^ seed) >>> 0) % 100 < density;

  const segment = fc
    .tuple(
      fc.record({ q: fc.integer({ min: -20, max: 20 }), r: fc.integer({ min: -20, max: 20 }) }),
      fc.record({ q: fc.integer({ min: -8, max: 8 }), r: fc.integer({ min: -8, max: 8 }) }),
    )
    .map(([a, o]) => [a, add(a, o)] as const);

  it(`each rule gives the verdict the steps imply (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(
        segment,
        fc.integer(),
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom<LosEdgeRule>('either', 'both', 'choice'),
        fc.boolean(),
        ([a, b], seed, density, rule, corners) => {
          const blocks = pattern(seed, density);
          const steps = hexLine(a, b);
          const isEnd = (h: Hex) => hexDistance(h, a) === 0 || hexDistance(h, b) === 0;
          const cells = steps.filter((s) => s.kind === 'hex' && !isEnd(s.hex) && blocks(s.hex)).length;
          const edges = steps.filter((s) => s.kind === 'edge');
          const grazes = steps.filter((s) => s.kind === 'vertex' && s.behind && s.ahead && corners);
          const sideBlocks = (side: 'left' | 'right'): boolean =>
            edges.some((s) => s.kind === 'edge' && blocks(s[side])) ||
            grazes.some((s) => s.kind === 'vertex' && s[side] !== null && blocks(s[side]));
          const policy: HexLosPolicy = { blocks: (h) => blocks(h), edge: rule, corners: corners ? 'edge' : 'ignore' };
          const result = hexLos(a, b, policy);
          if (rule === 'choice') {
            if (!('left' in result)) throw new Error('choice must give both readings');
            expect(result.left.visible).toBe(cells === 0 && !sideBlocks('left'));
            expect(result.right.visible).toBe(cells === 0 && !sideBlocks('right'));
            expect(result.visible).toBe(result.left.visible || result.right.visible);
          } else {
            const edgeBlocks =
              rule === 'either'
                ? sideBlocks('left') || sideBlocks('right')
                : edges.some((s) => s.kind === 'edge' && blocks(s.left) && blocks(s.right));
            expect(result.visible).toBe(cells === 0 && !edgeBlocks);
            // Mutual: the reversed line has the same verdict.
            expect(hexLos(b, a, policy).visible).toBe(result.visible);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('the callback gets each hex with its step index and its distances from both ends', () => {
    fc.assert(
      fc.property(segment, ([a, b]) => {
        const steps = hexLine(a, b);
        const calls: { h: Hex; i: number; fa: number; fb: number }[] = [];
        hexLos(a, b, {
          edge: 'either',
          endpoints: true,
          blocks: (h, i, fa, fb) => (calls.push({ h, i, fa, fb }), false),
        });
        const expected = steps.flatMap((s, i) =>
          s.kind === 'hex' ? [{ h: s.hex, i }] : s.kind === 'edge' ? [s.left, s.right].map((h) => ({ h, i })) : [],
        );
        expect(calls.map(({ h, i }) => ({ h, i }))).toEqual(expected);
        for (const c of calls) {
          expect(c.fa).toBe(hexDistance(c.h, a));
          expect(c.fb).toBe(hexDistance(c.h, b));
        }
      }),
      { numRuns: 300 },
    );
  });
});
