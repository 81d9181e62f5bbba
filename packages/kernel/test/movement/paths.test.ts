/**
 * The path search over (location, path state): with a single state it finds what `reach` finds;
 * a path state carries what legality needs from the path so far; each destination keeps its
 * best-ranked way, then the cheapest, then the first found.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng, createPathSearch, hex, hexMap, hexParallelogram, reach, type Graph, type PathRules, type PathStep } from '../../src/index.js';
import { randomCosts, randomFlags, randomWorld, tableCost } from './world.js';

/** Rules of a graph with a cost table and stop flags, and one path state. */
function plainRules(graph: Graph, table: Float64Array, stopOn: Uint8Array): PathRules {
  return {
    degree: graph.degree,
    step(from: number, dir: number, _state: number, _spent: number, out: PathStep): boolean {
      const to = graph.neighbor(from, dir);
      const c = table[from * graph.degree + dir] as number;
      if (to < 0 || !Number.isFinite(c)) return false;
      out.to = to;
      out.cost = c;
      out.state = 0;
      out.stop = stopOn[to] === 1;
      return true;
    },
    rank: () => 0,
  };
}

describe('createPathSearch (path-dependent movement)', () => {
  it('with one path state and whole-point costs it reaches what reach does, at the same costs (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.constantFrom('hex' as const, 'square' as const), fc.integer({ min: 0, max: 6 }), (seed, kind, budget) => {
        const rng = new Rng(seed);
        const w = randomWorld(rng, kind, [1, 1, 2, 3, Infinity]);
        const table = randomCosts(rng, w.graph, [1, 1, 2, 3, Infinity]);
        const stopOn = randomFlags(rng, w.graph.size, 0.2);
        const origin = rng.int(w.graph.size);
        const r = reach(w.graph, origin, budget, tableCost(table, w.graph.degree), { stopOn });
        const search = createPathSearch(w.graph.size, 1);
        const n = search.run(origin, budget, 0, plainRules(w.graph, table, stopOn));
        const found = new Map<number, number>();
        for (let i = 0; i < n; i++) found.set(search.loc[i]!, search.cost[i]!);
        expect(found.size).toBe(n);
        expect(new Set(found.keys())).toEqual(new Set(r.destinations()));
        for (const [loc, c] of found) expect(c).toBe(r.cost[loc]);
      }),
      { numRuns: 200 },
    );
  });

  it('a path state carries a cap from the path: after entering a marked hex the whole move is capped at 2 (M44 p.16 [L693])', () => {
    // A row of hexes 0..6; hex 1 is beach: a path through it may not cost more than 2 in all.
    const map = hexMap(hexParallelogram(0, 6, 0, 0));
    const at = (q: number): number => map.indexOf(hex(q, 0));
    const beach = at(1);
    const rules: PathRules = {
      degree: 6,
      step(from, dir, state, spent, out) {
        const to = map.neighbor(from, dir);
        if (to < 0) return false;
        const s = state | (to === beach ? 1 : 0);
        if (s === 1 && spent + 1 > 2) return false;
        out.to = to;
        out.cost = 1;
        out.state = s;
        out.stop = false;
        return true;
      },
      rank: () => 0,
    };
    const search = createPathSearch(map.size, 2);
    const n = search.run(at(0), 4, 0, rules);
    expect([...search.loc.subarray(0, n)]).toEqual([at(1), at(2)]);
    // From hex 2 the move goes on to 4 points eastward; westward it crosses the beach at 1 point and ends at 2.
    const m = search.run(at(2), 4, 0, rules);
    expect(new Set(search.loc.subarray(0, m))).toEqual(new Set([at(0), at(1), at(3), at(4), at(5), at(6)]));
    expect(search.cost[[...search.loc.subarray(0, m)].indexOf(at(0))]).toBe(2);
  });

  it('each destination keeps its best-ranked way, then the cheapest, then the first found', () => {
    // Hexes in a 3x2 block; entering hex (1,0) taints the path (say "may not battle after it").
    const map = hexMap(hexParallelogram(0, 2, 0, 1));
    const at = (q: number, r: number): number => map.indexOf(hex(q, r));
    const taint = at(1, 0);
    const stepCost = (to: number): number => (to === at(1, 1) ? 2 : 1);
    const rules: PathRules = {
      degree: 6,
      step(from, dir, state, _spent, out) {
        const to = map.neighbor(from, dir);
        if (to < 0) return false;
        out.to = to;
        out.cost = stepCost(to);
        out.state = state | (to === taint ? 1 : 0);
        out.stop = false;
        return true;
      },
      rank: (_loc, state) => (state === 0 ? 1 : 0),
    };
    const search = createPathSearch(map.size, 2);
    const n = search.run(at(0, 0), 4, 0, rules);
    const kept = new Map<number, [number, number, number]>();
    for (let i = 0; i < n; i++) kept.set(search.loc[i]!, [search.cost[i]!, search.state[i]!, search.rank[i]!]);
    // (2,0): 2 points through the taint, 4 around it through (0,1) and (1,1) (2 to enter): the clean way wins.
    expect(kept.get(at(2, 0))).toEqual([4, 0, 1]);
    // (1,0) itself is tainted whichever way: the cheapest is kept.
    expect(kept.get(taint)).toEqual([1, 1, 0]);
    // Destinations are listed in the order first reached: the neighbours of the origin first.
    expect(search.loc[0]).toBe(taint);
    expect([search.cost[0], search.cost[1]]).toEqual([1, 1]);
  });

  it('a budget below 0 or an origin off the map finds nothing; a search is reused without leftovers', () => {
    const map = hexMap(hexParallelogram(0, 3, 0, 3));
    const table = new Float64Array(map.size * 6).fill(1);
    const rules = plainRules(map, table, new Uint8Array(map.size));
    const search = createPathSearch(map.size, 1);
    expect(search.run(0, -1, 0, rules)).toBe(0);
    expect(search.run(-1, 3, 0, rules)).toBe(0);
    const big = search.run(0, 6, 0, rules);
    expect(big).toBe(map.size - 1);
    const small = search.run(0, 1, 0, rules);
    expect(small).toBeLessThan(big);
    expect([...search.cost.subarray(0, small)].every((c) => c === 1)).toBe(true);
  });
});
