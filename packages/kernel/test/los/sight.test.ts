import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexHexagon } from '../../src/hex/shapes.js';
import { hexMap } from '../../src/hex/map.js';
import { hexsideKeyAt } from '../../src/hex/hexside.js';
import { squareMap } from '../../src/square/map.js';
import { squareEdgeKeyAt } from '../../src/square/square.js';
import {
  hexMapCells,
  hexSight,
  hexVisible,
  squareMapCells,
  squareSight,
  squareVisible,
  type LosEdgeRule,
  type SightHeight,
  type SightRules,
} from '../../src/los/index.js';
import { hexLine } from '../../src/los/index.js';
import { hexToPixel } from './oracle.js';

const RUNS = Math.max(20, Math.floor(Number(process.env.ESAGONO_PROPERTY_RUNS ?? 1000) / 5));
const RULES: readonly LosEdgeRule[] = ['either', 'both', 'choice'];

// A hexagon of radius 5 (91 hexes) and an 8x8 square board, numbered by the kernel maps.
const hmap = hexMap(hexHexagon(5));
const hcells = hexMapCells(hmap);
const at = (q: number, r: number): number => hmap.indexAt(q, r);
const smap = squareMap(8, 8);
const scells = squareMapCells(smap);
const sq = (x: number, y: number): number => smap.indexAt(x, y);

/** Hexside walls by the kernel's symmetric hexside key, so both hexes of a side agree. */
function hexWalls(walls: readonly (readonly [number, number, number])[]): (cell: number, dir: number) => boolean {
  const keys = new Set(walls.map(([q, r, d]) => hexsideKeyAt(q, r, d)));
  return (cell, dir) => {
    const h = hmap.hexes[cell]!;
    return keys.has(hexsideKeyAt(h.q, h.r, dir));
  };
}
function squareWalls(walls: readonly (readonly [number, number, number])[]): (cell: number, dir: number) => boolean {
  const keys = new Set(walls.map(([x, y, d]) => squareEdgeKeyAt(x, y, d)));
  return (cell, dir) => {
    const s = smap.squares[cell]!;
    return keys.has(squareEdgeKeyAt(s.x, s.y, dir));
  };
}

const hexCell = fc.integer({ min: 0, max: hmap.size - 1 });
const squareCell = fc.integer({ min: 0, max: smap.size - 1 });
const hexWall = fc.tuple(fc.integer({ min: -5, max: 5 }), fc.integer({ min: -5, max: 5 }), fc.integer({ min: 0, max: 5 }));
const squareWall = fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 }), fc.constantFrom(0, 2, 4, 6));
const rule = fc.constantFrom(...RULES);

describe('Sight: hexside blockers', () => {
  const hex = hexSight(hcells, { sides: true });
  const wall = (...w: [number, number, number][]): SightRules['side'] => hexWalls(w);

  it('a wall on a hexside the line crosses blocks it under every rule; one beside the line does not', () => {
    for (const edge of RULES) {
      // (0,0) -> (3,0) crosses the sides between (0,0)|(1,0), (1,0)|(2,0), (2,0)|(3,0).
      expect(hex.visible(at(0, 0), at(3, 0), { edge, side: wall([1, 0, 0]) })).toBe(false);
      expect(hex.visible(at(0, 0), at(3, 0), { edge, side: wall([1, 0, 1]) })).toBe(true);
      // The wall next to the viewer blocks too: it is not in either end hex.
      expect(hex.visible(at(0, 0), at(3, 0), { edge, side: wall([0, 0, 0]) })).toBe(false);
      expect(hex.visible(at(3, 0), at(0, 0), { edge, side: wall([0, 0, 0]) })).toBe(false);
    }
  });

  it('along a hexside: a wall on it blocks; walls met by one nudged reading block under either, by both readings under both/choice', () => {
    // (0,0) -> (2,-1) runs along the side between (1,-1) and (1,0), i.e. side 2 of (1,0).
    const a = at(0, 0);
    const b = at(2, -1);
    for (const edge of RULES) expect(hex.visible(a, b, { edge, side: wall([1, 0, 2]) })).toBe(false);
    // Nudged one way the line enters (1,-1) across the side (0,0)|(1,-1); the other way it enters (1,0).
    const oneSide = wall([0, 0, 1]);
    expect(hex.visible(a, b, { edge: 'either', side: oneSide })).toBe(false);
    expect(hex.visible(a, b, { edge: 'both', side: oneSide })).toBe(true);
    expect(hex.visible(a, b, { edge: 'choice', side: oneSide })).toBe(true);
    const bothSides = wall([0, 0, 1], [0, 0, 0]);
    expect(hex.visible(a, b, { edge: 'both', side: bothSides })).toBe(false);
    expect(hex.visible(a, b, { edge: 'choice', side: bothSides })).toBe(false);
    // A wall where one reading leaves the grazed hex, and woods in the other grazed hex: both readings blocked.
    const woods = (cell: number): boolean => cell === at(1, 0);
    expect(hex.visible(a, b, { edge: 'both', side: wall([1, -1, 0]), blocks: woods })).toBe(false);
    expect(hex.visible(a, b, { edge: 'both', side: wall([1, -1, 0]) })).toBe(true);
    expect(hex.visible(a, b, { edge: 'either', side: wall([1, -1, 0]) })).toBe(false);
  });

  it('without `sides: true` the sight compiles no side checks, so side blockers are not seen', () => {
    const plain = hexSight(hcells);
    expect(plain.visible(at(0, 0), at(3, 0), { edge: 'either', side: wall([1, 0, 0]) })).toBe(true);
  });
});

describe('Sight: walls on square edges', () => {
  const board = squareSight(scells, { sides: true });
  const wall = (...w: [number, number, number][]): SightRules['side'] => squareWalls(w);

  it('a wall across the line blocks it; a wall along a parallel row does not', () => {
    for (const edge of RULES) {
      expect(board.visible(sq(0, 0), sq(4, 0), { edge, side: wall([2, 0, 0]) })).toBe(false);
      expect(board.visible(sq(0, 0), sq(4, 0), { edge, side: wall([2, 0, 6]) })).toBe(true);
      expect(board.visible(sq(0, 3), sq(0, 7), { edge, side: wall([0, 5, 2]) })).toBe(false);
    }
  });

  it('through a corner, each nudged reading crosses the two edges around its square', () => {
    // (0,0) -> (2,2) passes the corner shared by (0,0), (1,0), (0,1), (1,1).
    const a = sq(0, 0);
    const b = sq(2, 2);
    const east = wall([0, 0, 0]); // (0,0)|(1,0): the reading through (1,0)
    expect(board.visible(a, b, { edge: 'either', side: east })).toBe(false);
    expect(board.visible(a, b, { edge: 'both', side: east })).toBe(true);
    expect(board.visible(a, b, { edge: 'choice', side: east })).toBe(true);
    const around = wall([0, 0, 0], [0, 1, 0]); // and (0,1)|(1,1): the reading through (0,1)
    for (const edge of RULES) expect(board.visible(a, b, { edge, side: around })).toBe(false);
    // Walls at different corners block under choice (both readings blocked somewhere), not under both.
    const apart = wall([0, 0, 0], [1, 2, 0]); // (1,0)'s reading at the first corner, (1,2)'s at the second
    expect(board.visible(a, b, { edge: 'both', side: apart })).toBe(true);
    expect(board.visible(a, b, { edge: 'choice', side: apart })).toBe(false);
  });
});

describe('Sight: heights', () => {
  const hex = hexSight(hcells);
  const heights = (levels: Map<number, number>, line: SightHeight['line']): SightHeight => ({
    line,
    eye: (cell) => levels.get(cell) ?? 0,
    top: (cell) => levels.get(cell) ?? -Infinity,
  });

  it('slope: a rise blocks near the low end, not near the high end', () => {
    // Viewer at height 2 on (0,0), target at 0 on (4,0); a height-1 rise.
    const near = heights(new Map([[at(0, 0), 2], [at(3, 0), 1]]), 'slope'); // line at 0.5 there
    expect(hex.visible(at(0, 0), at(4, 0), { edge: 'either', height: near })).toBe(false);
    const far = heights(new Map([[at(0, 0), 2], [at(1, 0), 1]]), 'slope'); // line at 1.5 there
    expect(hex.visible(at(0, 0), at(4, 0), { edge: 'either', height: far })).toBe(true);
    // Exactly on the line does not rise above it: (2,0) at 1 between eyes 2 and 0.
    const level = heights(new Map([[at(0, 0), 2], [at(2, 0), 1]]), 'slope');
    expect(hex.visible(at(0, 0), at(4, 0), { edge: 'either', height: level })).toBe(true);
  });

  it('lower (M44 p.18): anything as high as the lower eye blocks, wherever it stands', () => {
    // Viewer's eye at 2, target's at 0, a height-1 rise next to the viewer: under the sloping line, above the level one.
    const m = new Map([[at(0, 0), 2], [at(1, 0), 1]]);
    expect(hex.visible(at(0, 0), at(4, 0), { edge: 'either', height: heights(m, 'lower') })).toBe(false);
    expect(hex.visible(at(0, 0), at(4, 0), { edge: 'either', height: heights(m, 'slope') })).toBe(true);
  });
});

describe('Sight: properties', () => {
  it('slope heights match the sight line measured in pixels, in both layouts (property)', () => {
    const hex = hexSight(hcells);
    const level = fc.integer({ min: 0, max: 4 });
    fc.assert(
      fc.property(fc.array(fc.tuple(hexCell, level), { maxLength: 90 }), hexCell, hexCell, level, level, fc.constantFrom('flat', 'pointy' as const), (levels, a, b, eyeA, eyeB, layout) => {
        const tops = new Map(levels);
        const top = (c: number): number => tops.get(c) ?? 0;
        const eye = (c: number): number => (c === a ? eyeA : eyeB);
        const A = hmap.hexes[a]!;
        const B = hmap.hexes[b]!;
        const [ax, ay] = hexToPixel(A, layout);
        const [bx, by] = hexToPixel(B, layout);
        const len2 = (bx - ax) ** 2 + (by - ay) ** 2;
        // Independent reading: each hex crossed or flanking a hexside run (under 'either' either side
        // counts), against the eye-to-eye line at its centre's projection.
        const met = hexLine(A, B).flatMap((step) => (step.kind === 'hex' ? [step.hex] : step.kind === 'edge' ? [step.left, step.right] : []));
        let blocked = false;
        for (const c of met.slice(1, -1)) {
          const [x, y] = hexToPixel(c, layout);
          const t = len2 === 0 ? 0 : ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / len2;
          const diff = top(at(c.q, c.r)) - (eye(a) + (eye(b) - eye(a)) * t);
          // On the line is not above it; with small integers a real rise is far above float noise.
          if (diff > 1e-9) blocked = true;
        }
        expect(hex.visible(a, b, { edge: 'either', height: { line: 'slope', eye, top } })).toBe(!blocked);
      }),
      { numRuns: RUNS },
    );
  });

  it('with cell blockers only it answers as hexLos, for every rule and corner reading (property)', () => {
    const sights = { ignore: hexSight(hcells), edge: hexSight(hcells, { corners: 'edge' }) };
    fc.assert(
      fc.property(fc.uniqueArray(hexCell, { maxLength: 30 }), hexCell, hexCell, rule, fc.constantFrom('ignore', 'edge' as const), (blocked, a, b, edge, corners) => {
        const set = new Set(blocked);
        const blocks = (cell: number): boolean => set.has(cell);
        const policy = { edge, corners, blocks: (h: { q: number; r: number }) => (at(h.q, h.r) < 0 ? true : set.has(at(h.q, h.r))) };
        expect(sights[corners].visible(a, b, { edge, blocks })).toBe(hexVisible(hmap.hexes[a]!, hmap.hexes[b]!, policy));
      }),
      { numRuns: RUNS },
    );
  });

  it('squares with cell blockers only answer as squareLos (property)', () => {
    const board = squareSight(scells);
    fc.assert(
      fc.property(fc.uniqueArray(squareCell, { maxLength: 20 }), squareCell, squareCell, rule, (blocked, a, b, edge) => {
        const set = new Set(blocked);
        const policy = { edge, blocks: (s: { x: number; y: number }) => set.has(sq(s.x, s.y)) };
        expect(board.visible(a, b, { edge, blocks: (c) => set.has(c) })).toBe(squareVisible(smap.squares[a]!, smap.squares[b]!, policy));
      }),
      { numRuns: RUNS },
    );
  });

  it('the field of view answers as one query per cell, and counts what it sees (property)', () => {
    const board = hexSight(hcells, { sides: true, corners: 'edge' });
    fc.assert(
      fc.property(fc.uniqueArray(hexCell, { maxLength: 25 }), fc.array(hexWall, { maxLength: 20 }), hexCell, fc.integer({ min: 0, max: 6 }), rule, (blocked, walls, o, radius, edge) => {
        const set = new Set(blocked);
        const rules: SightRules = { edge, blocks: (c) => set.has(c), side: hexWalls(walls) };
        const seen = new Uint8Array(hmap.size).fill(7);
        const n = board.fieldOfView(o, radius, rules, seen);
        let count = 0;
        const origin = hmap.hexes[o]!;
        for (let c = 0; c < hmap.size; c++) {
          const h = hmap.hexes[c]!;
          const d = (Math.abs(h.q - origin.q) + Math.abs(h.r - origin.r) + Math.abs(h.q + h.r - origin.q - origin.r)) / 2;
          if (d > radius) expect(seen[c]).toBe(7);
          else {
            expect(seen[c]).toBe(board.visible(o, c, rules) ? 1 : 0);
            count += seen[c]!;
          }
        }
        expect(n).toBe(count);
        expect(seen[o]).toBe(1);
      }),
      { numRuns: RUNS },
    );
  });

  it('a line with no blockers is clear; sight is symmetric; adding a blocker never clears a line (property)', () => {
    const hex = hexSight(hcells, { sides: true, corners: 'edge' });
    const squares = squareSight(scells, { sides: true });
    const grid = fc.oneof(
      fc.record({
        kind: fc.constant('hex' as const),
        blocked: fc.uniqueArray(hexCell, { maxLength: 20 }),
        walls: fc.array(hexWall, { maxLength: 20 }),
        tops: fc.array(fc.tuple(hexCell, fc.integer({ min: 0, max: 3 })), { maxLength: 20 }),
        a: hexCell,
        b: hexCell,
        extra: hexCell,
        extraWall: hexWall,
      }),
      fc.record({
        kind: fc.constant('square' as const),
        blocked: fc.uniqueArray(squareCell, { maxLength: 12 }),
        walls: fc.array(squareWall, { maxLength: 12 }),
        tops: fc.array(fc.tuple(squareCell, fc.integer({ min: 0, max: 3 })), { maxLength: 12 }),
        a: squareCell,
        b: squareCell,
        extra: squareCell,
        extraWall: squareWall,
      }),
    );
    fc.assert(
      fc.property(grid, rule, fc.constantFrom('slope', 'lower' as const), (g, edge, line) => {
        const sight = g.kind === 'hex' ? hex : squares;
        const walls = g.kind === 'hex' ? hexWalls : squareWalls;
        const tops = new Map(g.tops);
        const height: SightHeight = { line, eye: (c) => tops.get(c) ?? 1, top: (c) => tops.get(c) ?? -Infinity };
        const rules = (blocked: readonly number[], w: readonly (readonly [number, number, number])[]): SightRules => {
          const set = new Set(blocked);
          return { edge, blocks: (c) => set.has(c), side: walls(w), height, offBoard: 'clear' };
        };
        const none: SightRules = { edge, height: { line, eye: () => 0, top: () => -Infinity }, side: () => false, offBoard: 'clear' };
        expect(sight.visible(g.a, g.b, none)).toBe(true);
        const r = rules(g.blocked, g.walls);
        const v = sight.visible(g.a, g.b, r);
        expect(sight.visible(g.b, g.a, r)).toBe(v);
        if (!v) {
          expect(sight.visible(g.a, g.b, rules([...g.blocked, g.extra], g.walls))).toBe(false);
          expect(sight.visible(g.a, g.b, rules(g.blocked, [...g.walls, g.extraWall]))).toBe(false);
        }
        // The end cells obstruct only when asked to.
        expect(sight.visible(g.a, g.b, { edge, blocks: (c) => c === g.a || c === g.b })).toBe(true);
        if (g.a !== g.b) expect(sight.visible(g.a, g.b, { edge, blocks: (c) => c === g.a, endpoints: true })).toBe(false);
      }),
      { numRuns: RUNS },
    );
  });
});
