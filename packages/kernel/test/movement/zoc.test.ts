import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  Rng,
  createReachSearcher,
  hexMap,
  path,
  reach,
  zocMap,
  type Graph,
  type HexMap,
  type MoveOptions,
  type MovePolicy,
  type StepCost,
  type StepVerdict,
} from '../../src/index.js';
import { arrive, oracleReach, randomCosts, randomHexMap, randomSquareGraph, replay, tableCost } from './world.js';

/** A 7 x 3 parallelogram, q = 0..6, r = 0..2, with one enemy unit at (3,1). */
function board(): { map: HexMap; at: (q: number, r: number) => number; enemy: number; zoc: Uint8Array; cost: StepCost } {
  const hexes = [];
  for (let r = 0; r < 3; r++) for (let q = 0; q < 7; q++) hexes.push({ q, r });
  const map = hexMap(hexes);
  const at = (q: number, r: number) => map.indexAt(q, r);
  const enemy = at(3, 1);
  return { map, at, enemy, zoc: zocMap(map, [enemy]), cost: (_f, to) => (to === enemy ? Infinity : 1) };
}

describe('zocMap', () => {
  it('marks the neighbours of each enemy unit, not the unit itself unless asked', () => {
    const { map, at, enemy, zoc } = board();
    const marked = (z: Uint8Array) => map.hexes.filter((_, i) => z[i] === 1).map((h) => `${h.q},${h.r}`).sort();
    expect(marked(zoc)).toEqual(['2,1', '2,2', '3,0', '3,2', '4,0', '4,1']);
    expect(zocMap(map, [enemy], { self: true })[at(3, 1)]).toBe(1);
    expect(zoc[at(3, 1)]).toBe(0);
  });

  it('does not extend across blocked sides, and is negated where friendly units say so', () => {
    const { map, at, enemy } = board();
    // A river on the enemy's east side (direction 0 = +q) stops its ZOC there.
    const z = zocMap(map, [enemy], { blockedSides: (loc, dir) => loc === enemy && dir === 0, negatedBy: [at(2, 2)] });
    expect(z[at(4, 1)]).toBe(0);
    expect(z[at(2, 2)]).toBe(0);
    expect(z[at(3, 0)]).toBe(1);
  });

  it('agrees with a brute-force definition on random maps', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rng = new Rng(seed);
        const g: Graph = rng.int(2) ? randomHexMap(rng) : randomSquareGraph(rng);
        const enemies = Array.from({ length: rng.int(4) }, () => rng.int(g.size));
        const friends = Array.from({ length: rng.int(3) }, () => rng.int(g.size));
        const blockedSet = new Set(Array.from({ length: rng.int(6) }, () => rng.int(g.size * g.degree)));
        const self = rng.int(2) === 1;
        const z = zocMap(g, enemies, { blockedSides: (l, d) => blockedSet.has(l * g.degree + d), negatedBy: friends, self });
        for (let loc = 0; loc < g.size; loc++) {
          const projected = enemies.some(
            (e) =>
              (self && e === loc) ||
              Array.from({ length: g.degree }, (_, d) => d).some((d) => g.neighbor(e, d) === loc && !blockedSet.has(e * g.degree + d)),
          );
          expect(z[loc]).toBe(projected && !friends.includes(loc) ? 1 : 0);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('ZOC policies, each on its own', () => {
  it('zocStop: entering enemy ZOC ends movement, so the east side is reached only around it', () => {
    const { map, at, zoc, cost } = board();
    const free = reach(map, at(0, 1), 10, cost);
    const r = reach(map, at(0, 1), 10, cost, { zoc, policies: [{ kind: 'zocStop' }] });
    expect(r.cost[at(2, 1)]).toBe(2);
    expect(r.stopped[at(2, 1)]).toBe(1);
    // Every column-3/4 crossing passes a ZOC hex: (3,0), (4,0)/(4,1), (3,2) are all in ZOC, so
    // the east end is unreachable, while without the policy it costs 6 or so.
    expect(free.cost[at(6, 1)]).toBeLessThan(10);
    expect(r.cost[at(6, 1)]).toBe(Infinity);
    for (const l of r.destinations()) if (zoc[l]) expect(r.stopped[l]).toBe(1);
  });

  it('zocEnterCost and zocLeaveCost add to the step', () => {
    const { map, at, zoc, cost } = board();
    // (0,1) -> (1,1) -> (2,1): two steps, the second into ZOC.
    expect(reach(map, at(0, 1), 10, cost, { zoc, policies: [{ kind: 'zocEnterCost', cost: 1 }] }).cost[at(2, 1)]).toBe(3);
    // (3,0) is in ZOC, (2,0) is not: leaving costs 1 + 2.
    const leave = reach(map, at(3, 0), 10, cost, { zoc, policies: [{ kind: 'zocLeaveCost', cost: 2 }] });
    expect(leave.cost[at(2, 0)]).toBe(3);
  });

  it('zocToZoc: no step from one ZOC hex straight into another, unless the title says so', () => {
    const { map, at, zoc, cost } = board();
    const r = reach(map, at(3, 0), 10, cost, { zoc, policies: [{ kind: 'zocToZoc' }] });
    // (4,0) is next door but in ZOC too; its only non-ZOC neighbour is (5,0), beyond the wall.
    expect(r.cost[at(4, 0)]).toBe(Infinity);
    expect(r.cost[at(2, 0)]).toBe(1);
    const unless = reach(map, at(3, 0), 10, cost, {
      zoc,
      policies: [{ kind: 'zocToZoc', unless: (_f, to) => to === at(4, 0) }],
    });
    expect(unless.cost[at(4, 0)]).toBe(1);
  });

  it('zocLock: a unit starting in ZOC stays, or leaves only to a hex out of ZOC', () => {
    const { map, at, zoc, cost } = board();
    expect(reach(map, at(3, 0), 10, cost, { zoc, policies: [{ kind: 'zocLock', mode: 'stay' }] }).count).toBe(0);
    const r = reach(map, at(3, 0), 10, cost, { zoc, policies: [{ kind: 'zocLock', mode: 'toFree' }] });
    // (2,1) is adjacent but in ZOC: reached in 2 through (2,0) instead of 1.
    expect(r.cost[at(2, 1)]).toBe(2);
    expect(r.pathTo(at(2, 1))).toEqual([at(3, 0), at(2, 0), at(2, 1)]);
    // A unit not starting in ZOC is not locked.
    expect(reach(map, at(2, 0), 10, cost, { zoc, policies: [{ kind: 'zocLock', mode: 'stay' }] }).count).toBeGreaterThan(0);
  });

  it('exempt: a unit with the flag ignores the policy, others do not', () => {
    const { map, at, zoc, cost } = board();
    const policies: MovePolicy[] = [{ kind: 'zocStop', exempt: ['infiltration'] }];
    expect(reach(map, at(0, 1), 10, cost, { zoc, policies }).cost[at(6, 1)]).toBe(Infinity);
    expect(reach(map, at(0, 1), 10, cost, { zoc, policies, flags: ['infiltration'] }).cost[at(6, 1)]).toBeLessThan(10);
  });

  it('a policy may carry its own ZOC map (e.g. one negated by friendly units)', () => {
    const { map, at, enemy, zoc, cost } = board();
    const negated = zocMap(map, [enemy], { negatedBy: [at(3, 0)] });
    const r = reach(map, at(0, 0), 10, cost, { zoc, policies: [{ kind: 'zocStop', zoc: negated }] });
    expect(r.stopped[at(3, 0)]).toBe(0);
    expect(r.cost[at(4, 0)]).toBe(4);
  });

  it('hook: a stop on some steps only keeps the free arrival for moving on', () => {
    const { map, at } = board();
    // A title rule: crossing the side (1,0)-(2,0) (say, a ford) ends movement.
    const ford = (f: number, t: number) => (f === at(1, 0) && t === at(2, 0)) || (f === at(2, 0) && t === at(1, 0));
    const policies: MovePolicy[] = [{ kind: 'hook', fn: (f, t): StepVerdict => (ford(f, t) ? 'stop' : null) }];
    const open: StepCost = () => 1;
    expect(reach(map, at(0, 0), 10, open).cost[at(3, 0)]).toBe(3);
    const r = reach(map, at(0, 0), 10, open, { policies });
    // (2,0) is reached stopped in 2 across the ford, or free in 3 round by (1,1).
    expect(r.cost[at(2, 0)]).toBe(2);
    expect(r.stopped[at(2, 0)]).toBe(1);
    // The only 3-step way to (3,0) is the straight line through the ford, so it now costs 4.
    expect(r.cost[at(3, 0)]).toBe(4);
    const p = r.pathTo(at(3, 0)) as number[];
    expect(replay(map, p, 10, open, { policies })).toBe(4);
    expect(p.some((l, i) => i > 0 && ford(p[i - 1] as number, l))).toBe(false);
  });
});

/** Exhaustive search: every simple walk from the origin under the rules, keeping the cheapest arrival. */
function bruteReach(graph: Graph, origin: number, budget: number, cost: StepCost, options: MoveOptions): number[] {
  const best: number[] = new Array<number>(graph.size).fill(Infinity);
  best[origin] = 0;
  const onWalk = new Uint8Array(graph.size);
  onWalk[origin] = 1;
  const walk = (u: number, spent: number): void => {
    for (let d = 0; d < graph.degree; d++) {
      const v = graph.neighbor(u, d);
      if (v < 0 || onWalk[v]) continue;
      const a = arrive(origin, options, cost, u, v, d, spent, budget);
      if (!a) continue;
      if (a.total < (best[v] as number)) best[v] = a.total;
      if (a.stop) continue;
      onWalk[v] = 1;
      walk(v, a.total);
      onWalk[v] = 0;
    }
  };
  walk(origin, 0);
  return best;
}

const VERDICTS: readonly StepVerdict[] = [null, null, null, null, 'stop', 'forbid', 1, 0.5];

/** A random combination of every kind of policy, in random order, some exempt for the flag 'elite'. */
function randomPolicies(rng: Rng, graph: Graph): MovePolicy[] {
  const all: MovePolicy[] = [];
  const maybeExempt = () => (rng.int(4) === 0 ? { exempt: ['elite'] } : {});
  const maybeOwnZoc = (): { zoc?: Uint8Array } =>
    rng.int(4) === 0 ? { zoc: zocMap(graph, [rng.int(graph.size)], { self: true }) } : {};
  if (rng.int(2)) all.push({ kind: 'zocStop', ...maybeExempt(), ...maybeOwnZoc() });
  if (rng.int(3) === 0) all.push({ kind: 'zocEnterCost', cost: rng.pick([0.5, 1, 2]), ...maybeExempt(), ...maybeOwnZoc() });
  if (rng.int(3) === 0) all.push({ kind: 'zocLeaveCost', cost: rng.pick([0.5, 1]), ...maybeExempt(), ...maybeOwnZoc() });
  if (rng.int(2)) {
    const allowed = new Set(Array.from({ length: rng.int(4) }, () => rng.int(graph.size)));
    all.push({ kind: 'zocToZoc', unless: (_f, to) => allowed.has(to), ...maybeExempt(), ...maybeOwnZoc() });
  }
  if (rng.int(3) === 0) all.push({ kind: 'zocLock', mode: rng.pick(['stay', 'toFree'] as const), ...maybeExempt(), ...maybeOwnZoc() });
  if (rng.int(2)) {
    const table = Array.from({ length: graph.size * graph.degree }, () => rng.pick(VERDICTS));
    all.push({ kind: 'hook', fn: (from, _to, dir) => table[from * graph.degree + dir] ?? null, ...maybeExempt() });
  }
  for (let i = all.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [all[i], all[j]] = [all[j] as MovePolicy, all[i] as MovePolicy];
  }
  return all;
}

describe('ZOC policies combined agree with exhaustive search', () => {
  it('reach = cheapest over all simple walks, for random policy lists on random hex and square maps', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rng = new Rng(seed);
        const graph: Graph = rng.int(3) ? randomHexMap(rng, 2) : randomSquareGraph(rng);
        // No zero-cost steps, so walks stay short enough to enumerate.
        const cost = tableCost(randomCosts(rng, graph, [0.5, 1, 1, 1, 2, Infinity]), graph.degree);
        const enemies = Array.from({ length: 1 + rng.int(3) }, () => rng.int(graph.size));
        const zoc = zocMap(graph, enemies);
        const options: MoveOptions = {
          zoc,
          policies: randomPolicies(rng, graph),
          flags: rng.int(2) ? ['elite'] : [],
          ...(rng.int(3) === 0 ? { minimumMove: true } : {}),
        };
        const origin = rng.int(graph.size);
        const budget = rng.pick([0.5, 1, 2, 2.5, 3]);
        const got = createReachSearcher(graph).reach(origin, budget, cost, options);
        expect(Array.from(got.cost)).toEqual(bruteReach(graph, origin, budget, cost, options));
        for (const l of got.destinations()) {
          expect(replay(graph, got.pathTo(l) as number[], budget, cost, options)).toBe(got.cost[l]);
        }
      }),
      { numRuns: 250 },
    );
  });

  it('path under the same policies agrees with the oracle', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rng = new Rng(seed);
        const graph: Graph = rng.int(2) ? randomHexMap(rng) : randomSquareGraph(rng);
        const cost = tableCost(randomCosts(rng, graph), graph.degree);
        const options: MoveOptions = {
          zoc: zocMap(graph, Array.from({ length: 1 + rng.int(3) }, () => rng.int(graph.size))),
          policies: randomPolicies(rng, graph),
          flags: rng.int(2) ? ['elite'] : [],
        };
        const from = rng.int(graph.size);
        const to = rng.int(graph.size);
        const best = oracleReach(graph, from, Infinity, cost, options).best[to] as number;
        const got = path(graph, from, to, cost, options);
        if (best === Infinity) {
          expect(got).toBeNull();
          return;
        }
        expect(got?.cost).toBe(best);
        expect(replay(graph, got?.path ?? [], Infinity, cost, options)).toBe(best);
      }),
      { numRuns: 200 },
    );
  });
});
