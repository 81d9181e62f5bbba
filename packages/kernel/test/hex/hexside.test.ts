import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  hexHexagon,
  hexKey,
  hexMap,
  hexNeighbor,
  hexside,
  hexsideBetween,
  hexsideFeatures,
  hexsideFlags,
  hexsideFromKey,
  hexsideHexes,
  hexsideId,
  hexsideIndex,
  hexsideKey,
  hexsideKeyAt,
  hexsidesOf,
  hexsideVertices,
  hexVertex,
  hexVertices,
  hexCorner,
  hexLayout,
  mapHexsideFeatures,
  parseHexsideId,
  vertexHexes,
  vertexId,
  vertexKey,
  withoutHexes,
  type Hex,
} from '../../src/index.js';

const coord = fc.integer({ min: -1000, max: 1000 });
const arbHex = fc.record({ q: coord, r: coord });
const arbDir = fc.integer({ min: 0, max: 5 });
const pairKey = (a: Hex, b: Hex) => [hexKey(a), hexKey(b)].sort().join('|');

describe('hexsides', () => {
  it('both hexes of a side give the same value, key and id', () => {
    fc.assert(
      fc.property(arbHex, arbDir, (h, d) => {
        const n = hexNeighbor(h, d);
        const s = hexside(h, d);
        expect(hexside(n, d + 3)).toEqual(s);
        expect(hexsideKeyAt(n.q, n.r, d + 3)).toBe(hexsideKeyAt(h.q, h.r, d));
        expect(hexsideKey(s)).toBe(hexsideKeyAt(h.q, h.r, d));
        expect(hexsideFromKey(hexsideKey(s))).toEqual(s);
        expect(parseHexsideId(hexsideId(s))).toEqual(s);
        expect(hexsideBetween(h, n)).toEqual(s);
        expect(hexsideBetween(n, h)).toEqual(s);
        expect(new Set(hexsideHexes(s).map(hexKey))).toEqual(new Set([hexKey(h), hexKey(n)]));
      }),
    );
  });

  it('keys are unique: distinct pairs of adjacent hexes give distinct keys', () => {
    fc.assert(
      fc.property(arbHex, fc.integer({ min: 0, max: 5 }), (c, k) => {
        const pairs = new Set<string>();
        const keys = new Set<number>();
        const ids = new Set<string>();
        for (const h of hexHexagon(k, c)) {
          for (let d = 0; d < 6; d++) {
            pairs.add(pairKey(h, hexNeighbor(h, d)));
            keys.add(hexsideKeyAt(h.q, h.r, d));
            ids.add(hexsideId(hexside(h, d)));
          }
        }
        expect(keys.size).toBe(pairs.size);
        expect(ids.size).toBe(pairs.size);
      }),
      { numRuns: 50 },
    );
  });

  it('a hex has six distinct sides; non-adjacent hexes have none between them', () => {
    fc.assert(
      fc.property(arbHex, (h) => {
        expect(new Set(hexsidesOf(h).map(hexsideKey)).size).toBe(6);
        expect(hexsideBetween(h, h)).toBeNull();
        expect(hexsideBetween(h, { q: h.q + 2, r: h.r })).toBeNull();
      }),
    );
    expect(parseHexsideId('1,2:3')).toBeNull();
    expect(parseHexsideId('1,2')).toBeNull();
  });
});

describe('hexside features (e.g. rivers and bridges)', () => {
  type F = { readonly river?: true; readonly bridge?: true };
  it('are found from either bank, updated immutably and merged when named twice', () => {
    const a = { q: 2, r: 3 };
    const b = hexNeighbor(a, 4);
    const store = hexsideFeatures<F>(
      [
        [a, 4, { river: true }],
        [b, 1, { bridge: true }],
      ],
      (x, y) => ({ ...x, ...y }),
    );
    expect(store.size).toBe(1);
    expect(store.get(a, 4)).toEqual({ river: true, bridge: true });
    expect(store.get(b, 1)).toEqual({ river: true, bridge: true });
    expect(store.get(a, 3)).toBeUndefined();
    const blown = store.with(b, 1, { river: true });
    expect(blown.get(a, 4)).toEqual({ river: true });
    expect(store.get(a, 4)).toEqual({ river: true, bridge: true });
    expect(blown.with(a, 4, undefined).size).toBe(0);
    expect(store.entries()).toEqual([[hexside(a, 4), { river: true, bridge: true }]]);
  });

  it('bound to a map, index lookups and flags agree with the store for every (location, direction)', () => {
    const arb = fc.record({
      k: fc.integer({ min: 1, max: 4 }),
      holes: fc.array(fc.nat(60), { maxLength: 10 }),
      sides: fc.array(fc.tuple(fc.integer({ min: -5, max: 5 }), fc.integer({ min: -5, max: 5 }), arbDir, fc.integer({ min: 1, max: 7 })), { maxLength: 30 }),
    });
    fc.assert(
      fc.property(arb, ({ k, holes, sides }) => {
        const board = hexHexagon(k);
        const map = hexMap(withoutHexes(board, holes.filter((i) => i < board.length).map((i) => board[i] as Hex)));
        const store = hexsideFeatures(sides.map(([q, r, d, f]) => [{ q, r }, d, f] as const));
        const index = hexsideIndex(map);
        const bound = mapHexsideFeatures(index, store);
        const flags = hexsideFlags(map, store, (f) => f);
        const pairs = new Set<string>();
        const bad: string[] = [];
        for (let loc = 0; loc < map.size; loc++) {
          const h = map.hexes[loc] as Hex;
          for (let d = 0; d < 6; d++) {
            pairs.add(pairKey(h, hexNeighbor(h, d)));
            const want = store.get(h, d);
            if (bound.at(loc, d) !== want) bad.push(`at ${loc} ${d}`);
            if (flags[loc * 6 + d] !== (want ?? 0)) bad.push(`flags ${loc} ${d}`);
            const id = index.sideOf[loc * 6 + d] as number;
            if (index.idOf(hexside(h, d)) !== id) bad.push(`id ${loc} ${d}`);
            if (hexsideKey(index.sides[id]!) !== hexsideKeyAt(h.q, h.r, d)) bad.push(`side ${loc} ${d}`);
            const n = map.neighbor(loc, d);
            if (n !== -1 && index.sideOf[n * 6 + ((d + 3) % 6)] !== id) bad.push(`asymmetric ${loc} ${d}`);
          }
        }
        expect(bad).toEqual([]);
        expect(index.count).toBe(pairs.size);
        expect(index.idOf({ q: 100, r: 100, k: 0 })).toBe(-1);
      }),
      { numRuns: 200 },
    );
  });
});

describe('hex vertices (corners)', () => {
  it('the three hexes at a corner name it alike, and vertexHexes gives those three', () => {
    fc.assert(
      fc.property(arbHex, arbDir, (h, i) => {
        const v = hexVertex(h, i);
        // Corner i of h is corner i + 2 of the neighbour toward i and corner i + 4 of the one toward i + 1.
        expect(hexVertex(hexNeighbor(h, i), i + 2)).toEqual(v);
        expect(hexVertex(hexNeighbor(h, i + 1), i + 4)).toEqual(v);
        const three = new Set(vertexHexes(v).map(hexKey));
        expect(three).toEqual(new Set([h, hexNeighbor(h, i), hexNeighbor(h, i + 1)].map(hexKey)));
      }),
    );
  });

  it('the same corner drawn from each of its hexes is one pixel point (layout corner order)', () => {
    const lay = hexLayout('flat', 7);
    fc.assert(
      fc.property(arbHex, arbDir, (h, i) => {
        const v = hexVertex(h, i);
        const p = hexCorner(lay, h, i);
        for (const x of vertexHexes(v)) {
          const j = hexVertices(x).findIndex((w) => vertexKey(w) === vertexKey(v));
          expect(j).not.toBe(-1);
          const px = hexCorner(lay, x, j);
          expect(px.x).toBeCloseTo(p.x, 6);
          expect(px.y).toBeCloseTo(p.y, 6);
        }
      }),
    );
  });

  it('keys are unique: a region has as many keys as distinct corner points', () => {
    const lay = hexLayout('pointy', 1);
    const region = hexHexagon(3, { q: -4, r: 9 });
    const keys = new Set<number>();
    const ids = new Set<string>();
    const points = new Set<string>();
    for (const h of region) {
      hexVertices(h).forEach((v, i) => {
        keys.add(vertexKey(v));
        ids.add(vertexId(v));
        const p = hexCorner(lay, h, i);
        points.add(`${Math.round(p.x * 1e4) + 0},${Math.round(p.y * 1e4) + 0}`);
      });
    }
    expect(keys.size).toBe(points.size);
    expect(ids.size).toBe(points.size);
    // A hexagon of radius n has 6(n + 1)^2 corners: 96 for n = 3.
    expect(points.size).toBe(96);
  });

  it('a side ends at two corners each touching both hexes of the side', () => {
    fc.assert(
      fc.property(arbHex, arbDir, (h, d) => {
        const s = hexside(h, d);
        const [a, b] = hexsideHexes(s);
        const ends = hexsideVertices(s);
        expect(vertexKey(ends[0])).not.toBe(vertexKey(ends[1]));
        for (const v of ends) {
          const keys = vertexHexes(v).map(hexKey);
          expect(keys).toContain(hexKey(a));
          expect(keys).toContain(hexKey(b));
        }
      }),
    );
  });
});
