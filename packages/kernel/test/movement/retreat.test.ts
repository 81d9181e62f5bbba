import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  Occupancy,
  Rng,
  hexDistance,
  hexMap,
  retreatPaths,
  type Graph,
  type HexMap,
  type RetreatOptions,
  type RetreatPath,
} from '../../src/index.js';
import { randomFlags, randomHexMap, randomSquareGraph } from './world.js';

const hexDist = (map: HexMap) => (a: number, b: number) =>
  hexDistance(map.hexes[a] as { q: number; r: number }, map.hexes[b] as { q: number; r: number });

/** A 6 x 5 parallelogram, q = 0..5, r = 0..4. */
function board() {
  const hexes = [];
  for (let r = 0; r < 5; r++) for (let q = 0; q < 6; q++) hexes.push({ q, r });
  const map = hexMap(hexes);
  return { map, at: (q: number, r: number) => map.indexAt(q, r) };
}

describe('retreatPaths: examples', () => {
  it('moves away from the attacker, one hex farther each step', () => {
    const { map, at } = board();
    const unit = at(2, 2);
    const attacker = at(1, 2);
    const dist = hexDist(map);
    const one = retreatPaths(map, unit, 1, { away: { from: [attacker], distance: dist } });
    // Of the six neighbours of (2,2), those at distance 2 from (1,2): (3,2), (3,1), (2,3).
    expect(one.map((r) => r.path[1] as number).sort((a, b) => a - b)).toEqual([at(3, 2), at(3, 1), at(2, 3)].sort((a, b) => a - b));
    for (const r of retreatPaths(map, unit, 2, { away: { from: [attacker], distance: dist } })) {
      expect(r.path.map((l) => dist(attacker, l))).toEqual([1, 2, 3]);
      expect(r.lostSteps).toBe(0);
    }
  });

  it('turns blocked steps into lost steps when the title says so', () => {
    const { map, at } = board();
    const dist = hexDist(map);
    // Backed into the south-east corner: from (5,4) away from (4,4) there is nowhere to go.
    const away = { from: [at(4, 4)], distance: dist };
    expect(retreatPaths(map, at(5, 4), 2, { away })).toEqual([]);
    expect(retreatPaths(map, at(5, 4), 2, { away, lossesForBlockedSteps: true })).toEqual([{ path: [at(5, 4)], lostSteps: 2 }]);
    // From (4,4) away from (3,4): one step to (5,4) or (5,3), then the corner: one step lost either way.
    const r = retreatPaths(map, at(4, 4), 2, { away: { from: [at(3, 4)], distance: dist }, lossesForBlockedSteps: true });
    expect(r).toEqual([
      { path: [at(4, 4), at(5, 4)], lostSteps: 1 },
      { path: [at(4, 4), at(5, 3)], lostSteps: 1 },
    ]);
  });

  it('with distinct ends, prefers the retreat with fewer lost steps to the same hex', () => {
    const { map, at } = board();
    const a = at(0, 0);
    const x = at(1, 0);
    const y = at(0, 1);
    // Only these steps are allowed: a -> x, a -> y, y -> x. x is a dead end when entered first.
    const allowed = new Set([`${a}>${x}`, `${a}>${y}`, `${y}>${x}`]);
    const passable = (f: number, t: number) => allowed.has(`${f}>${t}`);
    const all = retreatPaths(map, a, 2, { passable, lossesForBlockedSteps: true });
    expect(all).toEqual([
      { path: [a, x], lostSteps: 1 },
      { path: [a, y, x], lostSteps: 0 },
    ]);
    expect(retreatPaths(map, a, 2, { passable, lossesForBlockedSteps: true, distinctEnds: true })).toEqual([
      { path: [a, y, x], lostSteps: 0 },
    ]);
  });

  it('avoids enemy ZOC and occupied hexes; may pass through friends but not stop on them', () => {
    const { map, at } = board();
    const occupancy = new Uint8Array(map.size);
    occupancy[at(3, 2)] = Occupancy.friendly;
    occupancy[at(3, 1)] = Occupancy.enemy;
    const zoc = new Uint8Array(map.size);
    zoc[at(2, 3)] = 1;
    const away = { from: [at(1, 2)], distance: hexDist(map) };
    // The three "away" neighbours are friendly, enemy and ZOC: no retreat of 1...
    expect(retreatPaths(map, at(2, 2), 1, { away, occupancy, zoc })).toEqual([]);
    expect(retreatPaths(map, at(2, 2), 1, { away, occupancy, zoc, passThroughFriendly: true })).toEqual([]);
    // ...but a retreat of 2 may pass through the friendly unit.
    const two = retreatPaths(map, at(2, 2), 2, { away, occupancy, zoc, passThroughFriendly: true });
    expect(two.length).toBeGreaterThan(0);
    for (const r of two) expect(r.path[1]).toBe(at(3, 2));
  });

  it('goes toward a baseline and keeps one retreat per final hex on request', () => {
    const { map, at } = board();
    // Toward the south baseline (r = 4): directions 4 (-1,+1) and 5 (0,+1) only.
    const toward = (_f: number, _t: number, d: number) => d === 4 || d === 5;
    const all = retreatPaths(map, at(2, 0), 2, { toward });
    expect(all).toHaveLength(4);
    const ends = retreatPaths(map, at(2, 0), 2, { toward, distinctEnds: true });
    // Ends: (0,2), (1,2) twice, (2,2).
    expect(ends.map((r) => r.path[2])).toEqual([at(0, 2), at(1, 2), at(2, 2)]);
  });
});

/** Exhaustive check: every sequence of up to N directions, judged by the definition. */
function bruteRetreats(graph: Graph, from: number, n: number, o: RetreatOptions): Set<string> {
  const legal = (path: readonly number[], a: number, b: number, d: number): boolean => {
    if (path.includes(b)) return false;
    const occ = o.occupancy?.[b] ?? 0;
    if (occ === Occupancy.enemy) return false;
    if (occ === Occupancy.friendly && !o.passThroughFriendly) return false;
    if (o.zoc?.[b] === 1) return false;
    if (o.passable && !o.passable(a, b, d)) return false;
    if (o.toward && !o.toward(a, b, d)) return false;
    if (o.away) {
      const { from: xs, distance } = o.away;
      if (o.away.mode === 'nearest') {
        if (!(Math.min(...xs.map((x) => distance(x, b))) > Math.min(...xs.map((x) => distance(x, a))))) return false;
      } else if (!xs.every((x) => distance(x, b) > distance(x, a))) return false;
    }
    return true;
  };
  const mayEnd = (l: number) => l === from || (o.occupancy?.[l] ?? 0) !== Occupancy.friendly;
  const found = new Set<string>();
  for (let k = 0; k <= n; k++) {
    for (let code = 0; code < graph.degree ** k; code++) {
      const path = [from];
      let ok = true;
      for (let i = 0, c = code; i < k && ok; i++, c = Math.floor(c / graph.degree)) {
        const a = path[path.length - 1] as number;
        const d = c % graph.degree;
        const b = graph.neighbor(a, d);
        ok = b >= 0 && legal(path, a, b, d);
        path.push(b);
      }
      if (!ok) continue;
      const end = path[path.length - 1] as number;
      if (!mayEnd(end)) continue;
      if (k < n) {
        if (!o.lossesForBlockedSteps) continue;
        const stuck = Array.from({ length: graph.degree }, (_, d) => d).every((d) => {
          const b = graph.neighbor(end, d);
          return b < 0 || !legal(path, end, b, d);
        });
        if (!stuck) continue;
      }
      found.add(JSON.stringify({ path, lostSteps: n - k }));
    }
  }
  return found;
}

function randomRetreat(rng: Rng): { graph: Graph; from: number; n: number; options: RetreatOptions } {
  const hex = rng.int(2) === 0;
  const graph: Graph = hex ? randomHexMap(rng) : randomSquareGraph(rng);
  const xy = hex ? null : (graph as ReturnType<typeof randomSquareGraph>).xy;
  const distance = hex
    ? hexDist(graph as HexMap)
    : (a: number, b: number) => {
        const [ax, ay] = xy?.[a] ?? [0, 0];
        const [bx, by] = xy?.[b] ?? [0, 0];
        return Math.max(Math.abs(ax - bx), Math.abs(ay - by));
      };
  const occupancy = new Uint8Array(graph.size);
  for (let i = 0; i < graph.size; i++) occupancy[i] = rng.pick([0, 0, 0, 0, 1, 2]);
  const blocked = randomFlags(rng, graph.size * graph.degree, 0.15);
  const okDirs = new Set(Array.from({ length: graph.degree }, (_, d) => d).filter(() => rng.int(3) > 0));
  const options: RetreatOptions = {
    ...(rng.int(3) > 0
      ? { away: { from: Array.from({ length: 1 + rng.int(2) }, () => rng.int(graph.size)), distance, mode: rng.pick(['each', 'nearest'] as const) } }
      : {}),
    ...(rng.int(3) === 0 ? { toward: (_f: number, _t: number, d: number) => okDirs.has(d) } : {}),
    ...(rng.int(2) ? { passable: (f: number, _t: number, d: number) => blocked[f * graph.degree + d] === 0 } : {}),
    ...(rng.int(2) ? { zoc: randomFlags(rng, graph.size, 0.2) } : {}),
    ...(rng.int(2) ? { occupancy } : {}),
    passThroughFriendly: rng.int(2) === 1,
    lossesForBlockedSteps: rng.int(2) === 1,
  };
  return { graph, from: rng.int(graph.size), n: rng.int(4), options };
}

const key = (r: RetreatPath) => JSON.stringify({ path: r.path, lostSteps: r.lostSteps });

describe('retreatPaths agrees with an exhaustive search over every sequence of steps', () => {
  it('returns exactly the legal retreats, each once', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rng = new Rng(seed);
        const { graph, from, n, options } = randomRetreat(rng);
        const got = retreatPaths(graph, from, n, options).map(key);
        expect(new Set(got).size).toBe(got.length);
        expect(got.sort()).toEqual([...bruteRetreats(graph, from, n, options)].sort());
      }),
      { numRuns: 300 },
    );
  });

  it('with distinctEnds, keeps one retreat per end, with the fewest lost steps', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rng = new Rng(seed);
        const { graph, from, n, options } = randomRetreat(rng);
        const all = [...bruteRetreats(graph, from, n, options)].map((s) => JSON.parse(s) as RetreatPath);
        const fewest = new Map<number, number>();
        for (const r of all) {
          const end = r.path[r.path.length - 1] as number;
          fewest.set(end, Math.min(fewest.get(end) ?? Infinity, r.lostSteps));
        }
        const got = retreatPaths(graph, from, n, { ...options, distinctEnds: true });
        const allKeys = new Set(all.map(key));
        expect(got.map((r) => r.path[r.path.length - 1]).sort((a, b) => (a as number) - (b as number))).toEqual(
          [...fewest.keys()].sort((a, b) => a - b),
        );
        for (const r of got) {
          expect(allKeys.has(key(r))).toBe(true);
          expect(r.lostSteps).toBe(fewest.get(r.path[r.path.length - 1] as number));
        }
      }),
      { numRuns: 200 },
    );
  });
});
