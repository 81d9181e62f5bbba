import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  OFFSET_LAYOUTS,
  hexDistance,
  hexHexagon,
  hexKey,
  hexMap,
  hexMapDistance,
  hexMapNeighborsInto,
  hexMapRing,
  hexMapWithin,
  hexParallelogram,
  hexRectangle,
  hexRing,
  hexSpiral,
  hexToOffset,
  hexTriangle,
  withoutHexes,
  type Hex,
  type HexMap,
} from '../../src/index.js';

const coord = fc.integer({ min: -1000, max: 1000 });
const arbHex = fc.record({ q: coord, r: coord });

/** Breadth-first distances over the map's adjacency: the reference the closed formula must match. */
function bfs(map: HexMap, from: number): Int32Array {
  const dist = new Int32Array(map.size).fill(-1);
  const queue = [from];
  dist[from] = 0;
  for (let i = 0; i < queue.length; i++) {
    const a = queue[i] as number;
    for (let d = 0; d < 6; d++) {
      const b = map.neighbor(a, d);
      if (b !== -1 && dist[b] === -1) {
        dist[b] = (dist[a] as number) + 1;
        queue.push(b);
      }
    }
  }
  return dist;
}

const distinct = (hs: readonly Hex[]) => new Set(hs.map(hexKey)).size;

describe('rings and spirals', () => {
  it('ring(k) has 6k distinct hexes, all at distance k, each adjacent to the next', () => {
    fc.assert(
      fc.property(arbHex, fc.integer({ min: 0, max: 30 }), (c, k) => {
        const ring = hexRing(c, k);
        expect(ring.length).toBe(k === 0 ? 1 : 6 * k);
        expect(distinct(ring)).toBe(ring.length);
        expect(ring.filter((h) => hexDistance(h, c) !== k)).toEqual([]);
        if (k > 0) expect(ring.filter((h, i) => hexDistance(h, ring[(i + 1) % ring.length] as Hex) !== 1)).toEqual([]);
      }),
    );
  });

  it('spiral(k) is every hex within k, 1 + 3k(k + 1) of them, in rings outward; so is hexagon(k)', () => {
    fc.assert(
      fc.property(arbHex, fc.integer({ min: 0, max: 12 }), (c, k) => {
        const sp = hexSpiral(c, k);
        expect(sp.length).toBe(1 + 3 * k * (k + 1));
        expect(distinct(sp)).toBe(sp.length);
        expect(sp.filter((h, i) => i > 0 && hexDistance(h, c) < hexDistance(sp[i - 1] as Hex, c))).toEqual([]);
        const hexagon = hexHexagon(k, c);
        expect(new Set(hexagon.map(hexKey))).toEqual(new Set(sp.map(hexKey)));
      }),
    );
  });
});

describe('board shapes', () => {
  it('an offset rectangle covers exactly its columns and rows, for every layout', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OFFSET_LAYOUTS),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: -5, max: 5 }),
        fc.integer({ min: -5, max: 5 }),
        (lay, w, h, col, row) => {
          const rect = hexRectangle(w, h, lay, { col, row });
          expect(rect.length).toBe(w * h);
          expect(distinct(rect)).toBe(w * h);
          const outside = rect.map((x) => hexToOffset(x, lay)).filter((o) => !(o.col >= col && o.col < col + w && o.row >= row && o.row < row + h));
          expect(outside).toEqual([]);
        },
      ),
    );
  });

  it('parallelograms, triangles and holes have the sizes their definitions give', () => {
    expect(hexParallelogram(0, 4, -2, 3).length).toBe(5 * 6);
    expect(hexTriangle(5).length).toBe(15);
    const board = hexHexagon(3);
    const holes = [{ q: 0, r: 0 }, { q: 1, r: -1 }, { q: 9, r: 9 }];
    const m = hexMap(withoutHexes(board, holes));
    expect(m.size).toBe(37 - 2);
    expect(m.has({ q: 0, r: 0 })).toBe(false);
    expect(m.has({ q: 2, r: -1 })).toBe(true);
  });
});

// Convex shapes: shortest paths stay inside, so BFS over the map equals the closed formula.
const arbConvexShape = fc.oneof(
  fc.record({ k: fc.integer({ min: 0, max: 4 }), c: arbHex }).map(({ k, c }) => hexHexagon(k, c)),
  fc
    .record({ q: fc.integer({ min: -5, max: 5 }), r: fc.integer({ min: -5, max: 5 }), w: fc.integer({ min: 0, max: 6 }), h: fc.integer({ min: 0, max: 6 }) })
    .map(({ q, r, w, h }) => hexParallelogram(q, q + w, r, r + h)),
  fc
    .record({ lay: fc.constantFrom(...OFFSET_LAYOUTS), w: fc.integer({ min: 1, max: 8 }), h: fc.integer({ min: 1, max: 8 }), col: fc.integer({ min: -3, max: 3 }), row: fc.integer({ min: -3, max: 3 }) })
    .map(({ lay, w, h, col, row }) => hexRectangle(w, h, lay, { col, row })),
  fc.integer({ min: 1, max: 8 }).map((n) => hexTriangle(n)),
);

describe('distance against breadth-first search on random maps', () => {
  it('equals BFS distance on random convex maps (hexagons, parallelograms, offset rectangles, triangles)', () => {
    fc.assert(
      fc.property(arbConvexShape, fc.nat(), (shape, pick) => {
        const map = hexMap(shape);
        const from = pick % map.size;
        const dist = bfs(map, from);
        const bad: number[] = [];
        for (let i = 0; i < map.size; i++) {
          const hd = hexDistance(map.hexes[from] as Hex, map.hexes[i] as Hex);
          if (dist[i] !== hd || hexMapDistance(map, from, i) !== hd) bad.push(i);
        }
        expect(bad).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('never exceeds BFS distance on random maps with holes, and adjacency is symmetric', () => {
    const arbHoled = fc
      .record({ k: fc.integer({ min: 1, max: 4 }), holes: fc.array(fc.nat(60), { maxLength: 15 }) })
      .map(({ k, holes }) => {
        const board = hexHexagon(k);
        return board.filter((_, i) => !holes.includes(i));
      })
      .filter((hs) => hs.length > 0);
    const out = new Int32Array(6);
    fc.assert(
      fc.property(arbHoled, fc.nat(), (shape, pick) => {
        const map = hexMap(shape);
        const from = pick % map.size;
        const dist = bfs(map, from);
        // Collect violations and assert once per map: per-hex expect() calls dominate the run time.
        const bad: string[] = [];
        for (let i = 0; i < map.size; i++) {
          if (map.indexOf(map.hexes[i] as Hex) !== i) bad.push(`index ${i}`);
          const bd = dist[i] as number;
          if (bd !== -1 && bd < hexMapDistance(map, from, i)) bad.push(`bfs < distance at ${i}`);
          hexMapNeighborsInto(map, i, out);
          for (let d = 0; d < 6; d++) {
            const j = out[d] as number;
            if (j !== map.neighbor(i, d)) bad.push(`neighbor ${i} ${d}`);
            if (j !== -1 && map.neighbor(j, (d + 3) % 6) !== i) bad.push(`asymmetric ${i} ${d}`);
          }
        }
        expect(bad).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});

describe('rings on a map', () => {
  it('hexMapRing and hexMapWithin are the on-map part of hexRing and of the disc', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(fc.nat(90), { maxLength: 20 }), fc.nat(), fc.integer({ min: 0, max: 7 }), (n, holes, pick, k) => {
        const board = hexHexagon(n);
        const map = hexMap(board.filter((_, i) => !holes.includes(i)));
        fc.pre(map.size > 0);
        const loc = pick % map.size;
        const c = map.hexes[loc] as Hex;
        const ring = hexMapRing(map, loc, k);
        expect(ring.map((i) => map.hexes[i] as Hex)).toEqual(hexRing(c, k).filter((h) => map.has(h)));
        const within = hexMapWithin(map, loc, k);
        expect(within[0]).toBe(loc);
        const want = map.hexes.map((h, i) => [h, i] as const).filter(([h]) => hexDistance(h, c) <= k).map(([, i]) => i);
        expect([...within].sort((a, b) => a - b)).toEqual(want);
      }),
      { numRuns: 200 },
    );
  });
});
