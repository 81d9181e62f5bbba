import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SQUARE_DIRECTIONS,
  SQUARE_DIRECTION_NAMES,
  squaresOfEdge,
  isOrthogonalDirection,
  oppositeSquareDirection,
  parseSquareEdgeId,
  squarePointKey,
  squaresAroundPoint,
  squareCorners,
  squareDirectionTo,
  squareDistance,
  squareDistanceXY,
  squareEdge,
  squareEdgeBetween,
  squareEdgeFeatures,
  squareEdgeFlags,
  squareEdgeFromKey,
  squareEdgeId,
  squareEdgeKey,
  squareEdgeKeyAt,
  squareEdgesOf,
  squareKey,
  squareManhattan,
  squareMap,
  squareNeighbor,
  squareNeighbors,
  squareOrthogonalNeighbors,
  squareRing,
  type Square,
  type SquareDirection,
  type SquareEdge,
  type SquareMap,
} from '../../src/index.js';

const coord = fc.integer({ min: -1000, max: 1000 });
const arbSquare = fc.record({ x: coord, y: coord });
const arbDir = fc.integer({ min: 0, max: 7 }) as fc.Arbitrary<SquareDirection>;

function bfs(map: SquareMap, from: number, dirs: readonly number[]): Int32Array {
  const dist = new Int32Array(map.size).fill(-1);
  const queue = [from];
  dist[from] = 0;
  for (let i = 0; i < queue.length; i++) {
    const a = queue[i] as number;
    for (const d of dirs) {
      const b = map.neighbor(a, d);
      if (b !== -1 && dist[b] === -1) {
        dist[b] = (dist[a] as number) + 1;
        queue.push(b);
      }
    }
  }
  return dist;
}

describe('squares (Heroes of Normandie)', () => {
  it('directions are named as drawn with y downward, and opposite directions cancel', () => {
    SQUARE_DIRECTION_NAMES.forEach((name, d) => {
      const v = SQUARE_DIRECTIONS[d] as Square;
      expect(v.x).toBe(name.includes('E') ? 1 : name.includes('W') ? -1 : 0);
      expect(v.y).toBe(name.includes('N') ? -1 : name.includes('S') ? 1 : 0);
      expect(isOrthogonalDirection(d)).toBe(name.length === 1);
    });
    fc.assert(
      fc.property(arbSquare, arbDir, (s, d) => {
        expect(squareNeighbor(squareNeighbor(s, d), oppositeSquareDirection(d))).toEqual(s);
        expect(squareDirectionTo(s, squareNeighbor(s, d))).toBe(d);
      }),
    );
  });

  it('8 neighbours at king distance 1, 4 of them orthogonal at Manhattan distance 1', () => {
    fc.assert(
      fc.property(arbSquare, (s) => {
        const ns = squareNeighbors(s);
        expect(new Set(ns.map(squareKey)).size).toBe(8);
        for (const n of ns) expect(squareDistance(s, n)).toBe(1);
        const orth = squareOrthogonalNeighbors(s);
        expect(orth).toHaveLength(4);
        for (const n of orth) expect(squareManhattan(s, n)).toBe(1);
      }),
    );
  });

  it('king distance is a metric', () => {
    fc.assert(
      fc.property(arbSquare, arbSquare, arbSquare, (a, b, c) => {
        const ab = squareDistance(a, b);
        expect(ab === 0).toBe(a.x === b.x && a.y === b.y);
        expect(ab).toBe(squareDistance(b, a));
        expect(squareDistance(a, c)).toBeLessThanOrEqual(ab + squareDistance(b, c));
        expect(squareDistanceXY(a.x, a.y, b.x, b.y)).toBe(ab);
      }),
    );
  });

  it('ring(k) has 8k distinct squares, all at king distance k', () => {
    fc.assert(
      fc.property(arbSquare, fc.integer({ min: 0, max: 30 }), (c, k) => {
        const ring = squareRing(c, k);
        expect(ring.length).toBe(k === 0 ? 1 : 8 * k);
        expect(new Set(ring.map(squareKey)).size).toBe(ring.length);
        expect(ring.filter((s) => squareDistance(s, c) !== k)).toEqual([]);
      }),
    );
  });

  it('corner points: a square is among the four squares of each of its four corners', () => {
    fc.assert(
      fc.property(arbSquare, (s) => {
        const corners = squareCorners(s);
        expect(new Set(corners.map(squarePointKey)).size).toBe(4);
        for (const p of corners) {
          const around = squaresAroundPoint(p);
          expect(around.map(squareKey)).toContain(squareKey(s));
          // The four squares around a point are pairwise within king distance 1.
          expect(around.flatMap((a) => around.map((b) => squareDistance(a, b))).every((d) => d <= 1)).toBe(true);
          expect(new Set(around.map(squareKey)).size).toBe(4);
        }
      }),
    );
  });
});

describe('square edges (walls, hedges)', () => {
  it('both squares of an edge give the same value, key and id; diagonals have no edge', () => {
    fc.assert(
      fc.property(arbSquare, arbDir, (s, d) => {
        const e = squareEdge(s, d);
        if (!isOrthogonalDirection(d)) {
          expect(e).toBeNull();
          expect(squareEdgeKeyAt(s.x, s.y, d)).toBe(-1);
          expect(squareEdgeBetween(s, squareNeighbor(s, d))).toBeNull();
          return;
        }
        const n = squareNeighbor(s, d);
        const edge = e as SquareEdge;
        expect(squareEdge(n, oppositeSquareDirection(d))).toEqual(edge);
        expect(squareEdgeKeyAt(n.x, n.y, oppositeSquareDirection(d))).toBe(squareEdgeKey(edge));
        expect(squareEdgeKeyAt(s.x, s.y, d)).toBe(squareEdgeKey(edge));
        expect(squareEdgeFromKey(squareEdgeKey(edge))).toEqual(edge);
        expect(parseSquareEdgeId(squareEdgeId(edge))).toEqual(edge);
        expect(squareEdgeBetween(n, s)).toEqual(edge);
        expect(new Set(squaresOfEdge(edge).map(squareKey))).toEqual(new Set([squareKey(s), squareKey(n)]));
      }),
    );
  });

  it('keys are unique: a w x h block has h(w - 1) + w(h - 1) inner edges plus 2(w + h) on its rim', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), arbSquare, (w, h, o) => {
        const keys = new Set<number>();
        for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) for (const e of squareEdgesOf({ x: o.x + x, y: o.y + y })) keys.add(squareEdgeKey(e));
        expect(keys.size).toBe(h * (w - 1) + w * (h - 1) + 2 * (w + h));
      }),
      { numRuns: 50 },
    );
  });

  it('features are found from either side and updated immutably; flags follow them on a map', () => {
    const a = { x: 2, y: 2 };
    const walls = squareEdgeFeatures<'wall' | 'hedge'>([
      [a, 0, 'wall'],
      [a, 2, 'hedge'],
      [a, 1, 'wall'], // a diagonal: no edge, ignored
    ]);
    expect(walls.size).toBe(2);
    expect(walls.get({ x: 3, y: 2 }, 4)).toBe('wall');
    expect(walls.get({ x: 2, y: 1 }, 6)).toBe('hedge');
    expect(walls.get(a, 1)).toBeUndefined();
    const fewer = walls.with({ x: 3, y: 2 }, 4, undefined);
    expect(fewer.get(a, 0)).toBeUndefined();
    expect(walls.get(a, 0)).toBe('wall');
    const map = squareMap(5, 5);
    const flags = squareEdgeFlags(map, walls, (f) => (f === 'wall' ? 1 : 2));
    expect(flags[map.indexOf(a) * 8 + 0]).toBe(1);
    expect(flags[map.indexOf({ x: 3, y: 2 }) * 8 + 4]).toBe(1);
    expect(flags[map.indexOf({ x: 2, y: 1 }) * 8 + 6]).toBe(2);
    expect(flags.reduce((n, f) => n + (f !== 0 ? 1 : 0), 0)).toBe(4);
  });
});

describe('squareMap', () => {
  it('king distance equals BFS over 8 directions on random full boards; Manhattan over the 4 orthogonal ones', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), fc.nat(), (w, h, pick) => {
        const map = squareMap(w, h);
        expect(map.size).toBe(w * h);
        const from = pick % map.size;
        const king = bfs(map, from, [0, 1, 2, 3, 4, 5, 6, 7]);
        const rook = bfs(map, from, [0, 2, 4, 6]);
        const bad: number[] = [];
        const f = map.squares[from] as Square;
        map.squares.forEach((s, i) => {
          if (king[i] !== squareDistance(f, s) || rook[i] !== squareManhattan(f, s)) bad.push(i);
        });
        expect(bad).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('with holes: dense indices, symmetric adjacency, BFS never shorter than king distance', () => {
    const arb = fc.record({
      w: fc.integer({ min: 1, max: 10 }),
      h: fc.integer({ min: 1, max: 10 }),
      holes: fc.array(fc.record({ x: fc.integer({ min: -1, max: 10 }), y: fc.integer({ min: -1, max: 10 }) }), { maxLength: 20 }),
      pick: fc.nat(),
    });
    fc.assert(
      fc.property(arb, ({ w, h, holes, pick }) => {
        const map = squareMap(w, h, holes);
        const holeSet = new Set(holes.filter((s) => s.x >= 0 && s.y >= 0 && s.x < w && s.y < h).map(squareKey));
        expect(map.size).toBe(w * h - holeSet.size);
        expect(map.degree).toBe(8);
        const bad: string[] = [];
        for (const s of holes) if (map.has(s)) bad.push(`hole ${squareKey(s)}`);
        if (map.size > 0) {
          const from = pick % map.size;
          const dist = bfs(map, from, [0, 1, 2, 3, 4, 5, 6, 7]);
          for (let i = 0; i < map.size; i++) {
            const s = map.squares[i] as Square;
            if (map.indexOf(s) !== i) bad.push(`index ${i}`);
            if (i > 0 && map.squares[i - 1]!.y * w + map.squares[i - 1]!.x >= s.y * w + s.x) bad.push(`order ${i}`);
            const bd = dist[i] as number;
            if (bd !== -1 && bd < squareDistance(map.squares[from] as Square, s)) bad.push(`bfs ${i}`);
            for (let d = 0; d < 8; d++) {
              const j = map.neighbor(i, d);
              const want = map.indexOf(squareNeighbor(s, d));
              if (j !== want) bad.push(`neighbor ${i} ${d}`);
              if (j !== -1 && map.neighbor(j, (d + 4) % 8) !== i) bad.push(`asymmetric ${i} ${d}`);
            }
          }
        }
        expect(bad).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
