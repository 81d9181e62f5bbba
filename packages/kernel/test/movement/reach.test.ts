import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  Rng,
  createReachSearcher,
  hexDistance,
  hexMap,
  path,
  reach,
  type Graph,
  type HexMap,
  type MoveOptions,
  type StepCost,
} from '../../src/index.js';
import { oracleReach, randomFlags, randomWorld, replay, type World } from './world.js';

/** A straight strip of hexes q = 0..n-1 on row r = 0, plus the row r = 1 under it. */
function strip(n: number): HexMap {
  const hexes = [];
  for (let q = 0; q < n; q++) hexes.push({ q, r: 0 }, { q, r: 1 });
  return hexMap(hexes);
}

/** A side as an unordered pair of locations. */
const sideKey = (a: number, b: number) => (a < b ? `${a}|${b}` : `${b}|${a}`);

describe('reach: hexside effects belong to the step cost, through dir', () => {
  const map = strip(6);
  const at = (q: number, r: number) => map.indexAt(q, r);
  // A road runs along row 0 from q=0 to q=4: road sides join consecutive road hexes.
  const roadSides = new Set([0, 1, 2, 3].map((q) => sideKey(at(q, 0), at(q + 1, 0))));
  // A river between (2,1) and (3,1); a cliff between (1,1) and (2,1).
  const river = new Set([sideKey(at(2, 1), at(3, 1))]);
  const cliff = new Set([sideKey(at(1, 1), at(2, 1))]);
  const cost: StepCost = (from, to) => {
    const k = sideKey(from, to);
    if (cliff.has(k)) return Infinity;
    if (roadSides.has(k)) return 0.5; // road movement: 1/2 MP per hex along the road
    return 1 + (river.has(k) ? 2 : 0); // clear terrain 1 MP, a river side +2
  };

  it('moves at 1/2 MP along a road, exactly', () => {
    const r = reach(map, at(0, 0), 2, cost);
    expect([1, 2, 3, 4].map((q) => r.cost[at(q, 0)])).toEqual([0.5, 1, 1.5, 2]);
    // (5,0) is off the road: 2 MP + 1 MP exceeds the budget of 2.
    expect(r.cost[at(5, 0)]).toBe(Infinity);
    expect(r.pathTo(at(4, 0))).toEqual([0, 1, 2, 3, 4].map((q) => at(q, 0)));
  });

  it('charges +2 to cross a river side and never crosses a cliff side', () => {
    const r = reach(map, at(2, 1), 10, cost);
    // Around the river via (3,0) costs 1 + 1 = 2 (the road does not help: (2,1) is not a road hex);
    // straight across costs 1 + 2 = 3.
    expect(r.cost[at(3, 1)]).toBe(2);
    expect(r.pathTo(at(3, 1))).toEqual([at(2, 1), at(3, 0), at(3, 1)]);
    // (1,1) is one step away across the cliff, so the unit goes round: (2,0) then (1,1) = 2.
    expect(r.cost[at(1, 1)]).toBe(2);
    expect(r.pathTo(at(1, 1))).toEqual([at(2, 1), at(2, 0), at(1, 1)]);
  });

  it('crosses a bridged river side at no extra cost', () => {
    const bridges = new Set([sideKey(at(2, 1), at(3, 1))]);
    const bridged: StepCost = (from, to, dir) => (bridges.has(sideKey(from, to)) ? 1 : cost(from, to, dir));
    const r = reach(map, at(2, 1), 10, bridged);
    expect(r.cost[at(3, 1)]).toBe(1);
    expect(r.pathTo(at(3, 1))).toEqual([at(2, 1), at(3, 1)]);
  });

  it('returns the start alone for a path to itself and refuses unknown locations', () => {
    expect(path(map, at(1, 1), at(1, 1), cost)).toEqual({ path: [at(1, 1)], cost: 0 });
    expect(() => reach(map, map.size, 3, cost)).toThrow(RangeError);
    expect(() => path(map, 0, -1, cost)).toThrow(RangeError);
  });

  it('stops on entering a "must stop" location: reachable, not expanded', () => {
    const stopOn = new Uint8Array(map.size);
    stopOn[at(2, 0)] = 1;
    const r = reach(map, at(0, 0), 10, cost, { stopOn });
    expect(r.cost[at(2, 0)]).toBe(1);
    expect(r.stopped[at(2, 0)]).toBe(1);
    // The east half is reachable only through (2,0) (the cliff closes (1,1)-(2,1)), so not at all.
    for (const q of [3, 4, 5]) expect(r.cost[at(q, 0)]).toBe(Infinity);
    expect(r.cost[at(2, 1)]).toBe(Infinity);
    // Without the stop, the same budget goes all the way.
    expect(reach(map, at(0, 0), 10, cost).cost[at(5, 0)]).toBe(3);
  });

  it('lets a unit always move one hex when the option is on', () => {
    const expensive: StepCost = () => 5;
    const without = reach(map, at(0, 0), 3, expensive);
    expect(without.count).toBe(0);
    const withMin = reach(map, at(0, 0), 3, expensive, { minimumMove: true });
    // (0,0) has two neighbours on this map: (1,0) and (0,1).
    expect(withMin.destinations()).toEqual([at(1, 0), at(0, 1)].sort((a, b) => a - b));
    expect(withMin.cost[at(1, 0)]).toBe(5);
    expect(withMin.stopped[at(1, 0)]).toBe(1);
    // Impassable stays impassable.
    expect(reach(map, at(0, 0), 3, () => Infinity, { minimumMove: true }).count).toBe(0);
  });

  it('rejects negative step costs', () => {
    expect(() => reach(map, 0, 3, () => -1)).toThrow(RangeError);
  });
});

/** Checks a reach result against the oracle, and that every pathTo is a legal way of that cost. */
function checkReach(w: World, origin: number, budget: number, options: MoveOptions, got = reach(w.graph, origin, budget, w.cost, options)) {
  const o = oracleReach(w.graph, origin, budget, w.cost, options);
  expect(Array.from(got.cost)).toEqual(o.best);
  expect(Array.from(got.stopped)).toEqual(o.best.map((_, l) => ((o.free[l] as number) > (o.stop[l] as number) ? 1 : 0)));
  // Every reachable location has a legal way of exactly its cost, ending with its parent.
  const problems: string[] = [];
  for (let l = 0; l < w.graph.size; l++) {
    const p = got.pathTo(l);
    if (o.best[l] === Infinity) {
      if (p !== null || got.parent[l] !== -1) problems.push(`${l}: unreachable but has a way`);
      continue;
    }
    if (!p || p[0] !== origin || p[p.length - 1] !== l) {
      problems.push(`${l}: bad way ${JSON.stringify(p)}`);
      continue;
    }
    if ((p.length === 1 ? -1 : p[p.length - 2]) !== got.parent[l]) problems.push(`${l}: parent ${got.parent[l]}`);
    const c = replay(w.graph, p, budget, w.cost, options);
    if (c !== o.best[l]) problems.push(`${l}: way ${JSON.stringify(p)} costs ${c}, expected ${o.best[l]}`);
  }
  expect(problems).toEqual([]);
  const dest = o.best.flatMap((c, l) => (c !== Infinity && l !== origin ? [l] : []));
  expect(got.count).toBe(dest.length);
  expect(got.destinations()).toEqual(dest);
}

const budgets = [0, 0.5, 1, 1.5, 2, 3, 4.5, 6, Infinity];

function randomOptions(rng: Rng, graph: Graph): MoveOptions {
  return {
    ...(rng.int(2) ? { stopOn: randomFlags(rng, graph.size, 0.2) } : {}),
    ...(rng.int(2) ? { minimumMove: true } : {}),
  };
}

describe('reach agrees with a naive Dijkstra oracle', () => {
  for (const kind of ['hex', 'square'] as const) {
    it(`on random ${kind} maps with holes, Infinity steps, stops and the minimum move`, () => {
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          const rng = new Rng(seed);
          const w = randomWorld(rng, kind);
          const origin = rng.int(w.graph.size);
          checkReach(w, origin, rng.pick(budgets), randomOptions(rng, w.graph));
        }),
        { numRuns: kind === 'hex' ? 400 : 250 },
      );
    });
  }

  it('with one searcher reused across many calls (buffers reset between calls)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rng = new Rng(seed);
        const w = randomWorld(rng, 'hex');
        const searcher = createReachSearcher(w.graph);
        for (let i = 0; i < 5; i++) {
          const origin = rng.int(w.graph.size);
          const budget = rng.pick(budgets);
          const options = randomOptions(rng, w.graph);
          checkReach(w, origin, budget, options, searcher.reach(origin, budget, w.cost, options));
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('path agrees with the oracle, with and without an A* heuristic', () => {
  for (const kind of ['hex', 'square'] as const) {
    it(`finds the cheapest legal way or null on random ${kind} maps`, () => {
      fc.assert(
        fc.property(fc.integer(), fc.boolean(), (seed, useHeuristic) => {
          const rng = new Rng(seed);
          const w = randomWorld(rng, kind);
          const from = rng.int(w.graph.size);
          const to = rng.int(w.graph.size);
          const budget = rng.int(3) === 0 ? rng.pick(budgets) : Infinity;
          const options = randomOptions(rng, w.graph);
          let heuristic: ((loc: number) => number) | undefined;
          if (useHeuristic && kind === 'hex') {
            // Admissible: every step costs at least the cheapest step on the map.
            const min = Math.min(...w.table);
            const hexes = (w.graph as HexMap).hexes;
            const target = hexes[to] as { q: number; r: number };
            heuristic = (l) => hexDistance(hexes[l] as { q: number; r: number }, target) * min;
          }
          const got = path(w.graph, from, to, w.cost, { ...options, budget, ...(heuristic ? { heuristic } : {}) });
          const o = oracleReach(w.graph, from, budget, w.cost, options);
          const best = o.best[to] as number;
          if (best === Infinity) {
            expect(got).toBeNull();
            return;
          }
          expect(got).not.toBeNull();
          expect(got?.cost).toBe(best);
          expect(got?.path[0]).toBe(from);
          expect(got?.path[got.path.length - 1]).toBe(to);
          expect(replay(w.graph, got?.path ?? [], budget, w.cost, options)).toBe(best);
        }),
        { numRuns: kind === 'hex' ? 300 : 150 },
      );
    });
  }

  it('uses the heuristic to expand fewer locations on an open map', () => {
    const hexes = [];
    for (let q = 0; q < 30; q++) for (let r = 0; r < 30; r++) hexes.push({ q, r });
    const map = hexMap(hexes);
    const from = map.indexAt(0, 0);
    const to = map.indexAt(29, 0);
    const goal = map.hexes[to] as { q: number; r: number };
    let dijkstraCalls = 0;
    let astarCalls = 0;
    const a = path(map, from, to, () => (dijkstraCalls++, 1));
    const b = path(map, from, to, () => (astarCalls++, 1), {
      heuristic: (l) => hexDistance(map.hexes[l] as { q: number; r: number }, goal),
    });
    expect(a?.cost).toBe(29);
    expect(b?.cost).toBe(29);
    expect(astarCalls).toBeLessThan(dijkstraCalls / 4);
  });
});
