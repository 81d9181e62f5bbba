/**
 * The fast paths of `path` against the general search and the oracle:
 * - with step costs only (no policies, stops or budget) the search runs from both ends
 *   (NBA*), with the built-in hex heuristic when `minStepCost` is given;
 * - otherwise, or with a caller's heuristic, it runs one-sided as before.
 * A caller's heuristic of 0 forces the one-sided search, so the two can be compared.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng, createReachSearcher, hexMap, path, type Graph, type HexMap, type StepCost } from '../../src/index.js';
import { oracleReach, randomCosts, randomHexMap, randomSquareGraph, replay, tableCost } from './world.js';

/** Costs without 0, so the built-in heuristic has a positive minimum step to scale by. */
const POSITIVE = [0.5, 1, 1, 1, 1.5, 2, 3, Infinity] as const;
const oneSided = { heuristic: () => 0 };

/** A graph given by explicit neighbour lists (-1 = no step), with optional hex coordinates. */
function listGraph(lists: readonly (readonly number[])[], hexes?: readonly { q: number; r: number }[]): Graph {
  const degree = lists[0]?.length ?? 0;
  return {
    size: lists.length,
    degree,
    ...(hexes ? { hexes } : {}),
    neighbor: (loc, dir) => lists[loc]?.[dir] ?? -1,
  };
}

describe('path from both ends agrees with the one-sided search and the oracle', () => {
  it('on random hex maps (radius up to 8) and square maps, with and without minStepCost', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rng = new Rng(seed);
        const hex = rng.int(2) === 1;
        const graph: Graph = hex ? randomHexMap(rng, 8) : randomSquareGraph(rng);
        const table = randomCosts(rng, graph, rng.int(2) ? POSITIVE : undefined);
        const cost = tableCost(table, graph.degree);
        const from = rng.int(graph.size);
        const to = rng.int(graph.size);
        const best = oracleReach(graph, from, Infinity, cost, {}).best[to] as number;
        const general = path(graph, from, to, cost, oneSided);
        const minStepCost = Math.min(...table);
        for (const options of [{}, { minStepCost }]) {
          const got = path(graph, from, to, cost, options);
          if (best === Infinity) {
            expect(got).toBeNull();
            expect(general).toBeNull();
            continue;
          }
          expect(got?.cost).toBe(best);
          expect(general?.cost).toBe(best);
          expect(got?.path[0]).toBe(from);
          expect(got?.path[(got?.path.length ?? 0) - 1]).toBe(to);
          expect(replay(graph, got?.path ?? [], Infinity, cost, {})).toBe(best);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reuses its buffers correctly across calls on one searcher', () => {
    const rng = new Rng(7);
    const map = randomHexMap(rng, 8);
    const table = randomCosts(rng, map, POSITIVE);
    const cost = tableCost(table, 6);
    const searcher = createReachSearcher(map);
    for (let i = 0; i < 200; i++) {
      const from = rng.int(map.size);
      const to = rng.int(map.size);
      // Alternate fast and general calls so each must reset what the other wrote.
      const a = searcher.path(from, to, cost, { minStepCost: 0.5 });
      const b = searcher.path(from, to, cost, oneSided);
      const c = searcher.reach(from, Infinity, cost);
      expect(a?.cost ?? Infinity).toBe(c.cost[to]);
      expect(b?.cost ?? Infinity).toBe(c.cost[to]);
    }
  });

  it('prices fewer steps than the one-sided search on a 30 x 30 map with varied terrain', () => {
    const hexes = [];
    for (let r = 0; r < 30; r++) for (let c = 0; c < 30; c++) hexes.push({ q: c - Math.floor(r / 2), r });
    const map = hexMap(hexes);
    const rng = new Rng(44);
    const table = randomCosts(rng, map, [1, 1, 1, 2, 3]);
    const from = map.indexAt(0, 0);
    const to = map.indexAt(29 - 14, 29);
    let both = 0;
    let one = 0;
    const a = path(map, from, to, (f, t, d) => (both++, table[f * 6 + d] as number), { minStepCost: 1 });
    const goal = map.hexes[to] as { q: number; r: number };
    const b = path(map, from, to, (f, t, d) => (one++, table[f * 6 + d] as number), {
      heuristic: (l) => {
        const h = map.hexes[l] as { q: number; r: number };
        const dq = h.q - goal.q;
        const dr = h.r - goal.r;
        return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
      },
    });
    expect(a?.cost).toBe(b?.cost);
    expect(both).toBeLessThan(one * 0.8);
  });
});

describe('path falls back to a safe search when a fast path would be wrong', () => {
  it('one-way steps: no search from the target end', () => {
    // A one-way ring 0 -> 1 -> ... -> 5 -> 0 (direction 0), unit costs.
    const ring = listGraph([[1], [2], [3], [4], [5], [0]]);
    const unit: StepCost = () => 1;
    expect(path(ring, 0, 5, unit)).toEqual({ path: [0, 1, 2, 3, 4, 5], cost: 5 });
    expect(path(ring, 5, 0, unit)).toEqual({ path: [5, 0], cost: 1 });
  });

  it('two directions to the same neighbour: each priced on its own', () => {
    // 0 and 1 joined twice; direction 0 costs 5, direction 1 costs 1, both ways.
    const twin = listGraph([
      [1, 1],
      [0, 0],
    ]);
    const byDir: StepCost = (_f, _t, d) => (d === 0 ? 5 : 1);
    expect(path(twin, 0, 1, byDir)?.cost).toBe(1);
    expect(path(twin, 1, 0, byDir)?.cost).toBe(1);
  });

  it('hex coordinates whose steps are not hex-adjacent: no hex heuristic', () => {
    // 0 - 1 - 2 cost 1 + 1; 0 - 2 directly costs 3. Location 1 sits 10 hexes away, so a
    // hex-distance heuristic would overestimate through it and return 3.
    const g = listGraph(
      [
        [1, 2],
        [0, 2],
        [1, 0],
      ],
      [
        { q: 0, r: 0 },
        { q: 10, r: 0 },
        { q: 1, r: 0 },
      ],
    );
    const pair = (a: number, b: number) => (a + b === 2 ? 3 : 1);
    const cost: StepCost = (f, t) => pair(f, t);
    expect(path(g, 0, 2, cost, { minStepCost: 1 })).toEqual({ path: [0, 1, 2], cost: 2 });
  });

  it('refuses a minStepCost that is not a finite number >= 0', () => {
    const map: HexMap = hexMap([
      { q: 0, r: 0 },
      { q: 1, r: 0 },
    ]);
    for (const minStepCost of [-1, Number.NaN, Infinity])
      expect(() => path(map, 0, 1, () => 1, { minStepCost })).toThrow(RangeError);
  });
});
