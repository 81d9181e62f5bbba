/**
 * Movement benchmarks: cheapest paths and reach on a 40 x 40 hex map.
 *
 * The map is an offset rectangle of 40 rows of 40 hexes (axial q from -floor(r/2)),
 * with seeded terrain (clear 1, woods 2, hills 3, lakes impassable), river hexsides
 * (+2 MP to cross) and a few roads (1/2 MP along a road side). Every input is built
 * once, outside the timed functions, from a fixed LCG seed.
 *
 * Like with like. Both sides get their graph built beforehand (ngraph: nodes and one
 * weighted link per passable step; Esagono: a HexMap and a StepCost closure reading
 * the same terrain and river tables), both find one cheapest path per call, and both
 * results are consumed (path length into `sink`). At load time, outside the timing, the
 * ngraph path's summed weights are checked equal to Esagono's cost, so both solve the
 * same problem.
 * - A* cases: Esagono's A* with hex distance × 1 (every step costs at least 1 without
 *   roads), through `minStepCost: 1`, which computes that heuristic inside the search;
 *   ngraph.path's `aStar` (a binary heap with decrease-key and a closed set) and `nba`
 *   (bidirectional A*) with the same hex distance as a heuristic callback on node data.
 *   ngraph has no built-in hex heuristic, so a callback is the best it can be given.
 * - Dijkstra case: no heuristic on either side (ngraph's `aStar` then uses its default
 *   heuristic, 0, which makes it Dijkstra with early exit, as ours is).
 */
import createGraph from 'ngraph.graph';
import { aStar, nba } from 'ngraph.path';
import { Path } from 'rot-js';
import {
  createReachSearcher,
  hexDistance,
  hexMap,
  zocMap,
  type Hex,
  type MovePolicy,
  type StepCost,
} from '@esagono/kernel';

interface BenchCase {
  name: string;
  esagono: () => void;
  peers: Record<string, () => void>;
}

/** A tiny LCG (Numerical Recipes constants), so inputs are the same on every run. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 0x100000000;
  };
}

const W = 40;
const H = 40;
const rand = lcg(44);

const hexes: Hex[] = [];
for (let r = 0; r < H; r++) for (let c = 0; c < W; c++) hexes.push({ q: c - Math.floor(r / 2), r });
const map = hexMap(hexes);
const N = map.size;

/** Cost to enter each hex. */
const terrain = new Float64Array(N);
for (let i = 0; i < N; i++) {
  const x = rand();
  terrain[i] = x < 0.6 ? 1 : x < 0.85 ? 2 : x < 0.95 ? 3 : Infinity;
}
// Keep the corners used as path ends passable.
const corner = (c: number, r: number) => map.indexAt(c - Math.floor(r / 2), r);
const START = corner(0, 0);
const GOAL = corner(W - 1, H - 1);
terrain[START] = 1;
terrain[GOAL] = 1;

/** Per side (loc * 6 + dir), symmetric: +2 for a river, and whether a road runs across it. */
const riverExtra = new Float64Array(N * 6);
const roadSide = new Uint8Array(N * 6);
const setSide = (loc: number, dir: number, f: (i: number) => void) => {
  const n = map.neighbor(loc, dir);
  if (n < 0) return;
  f(loc * 6 + dir);
  f(n * 6 + ((dir + 3) % 6));
};
for (let i = 0; i < N; i++) for (let d = 0; d < 3; d++) if (rand() < 0.08) setSide(i, d, (k) => (riverExtra[k] = 2));
// Five roads, each a random walk of 30 hexes.
for (let k = 0; k < 5; k++) {
  let at = Math.floor(rand() * N);
  for (let step = 0; step < 30; step++) {
    const d = Math.floor(rand() * 6);
    const n = map.neighbor(at, d);
    if (n < 0) continue;
    setSide(at, d, (s) => (roadSide[s] = 1));
    at = n;
  }
}

/** Terrain + river hexsides, no roads: the weighted graph every path peer gets. */
const pathCost: StepCost = (_from, to, dir) => {
  const t = terrain[to] as number;
  return t === Infinity ? Infinity : t + (riverExtra[_from * 6 + dir] as number);
};
/** Adds roads: 1/2 MP across a road side, whatever the terrain. */
const reachCost: StepCost = (from, to, dir) => {
  const k = from * 6 + dir;
  if (roadSide[k] === 1) return 0.5;
  const t = terrain[to] as number;
  return t === Infinity ? Infinity : t + (riverExtra[k] as number);
};
const unitCost: StepCost = (_from, to) => (terrain[to] === Infinity ? Infinity : 1);

const searcher = createReachSearcher(map);
// A*: hex distance × 1 is admissible (and consistent), as every step costs at least 1 without roads.
const astarOptions = { minStepCost: 1 };

// ngraph: the same directed weighted graph, one link per passable step.
interface NodeData {
  q: number;
  r: number;
}
const ng = createGraph<NodeData, number>();
for (let i = 0; i < N; i++) ng.addNode(i, map.hexes[i] as Hex);
const ngUnit = createGraph<NodeData, number>();
for (let i = 0; i < N; i++) ngUnit.addNode(i, map.hexes[i] as Hex);
for (let i = 0; i < N; i++)
  for (let d = 0; d < 6; d++) {
    const n = map.neighbor(i, d);
    if (n < 0) continue;
    const c = pathCost(i, n, d);
    if (c !== Infinity) ng.addLink(i, n, c);
    if (terrain[n] !== Infinity) ngUnit.addLink(i, n, 1);
  }
const ngHeuristic = (a: { data: NodeData }, b: { data: NodeData }) => hexDistance(a.data, b.data);
const ngDistance = (_a: unknown, _b: unknown, link: { data: number }) => link.data;
const ngFinder = aStar(ng, { oriented: true, distance: ngDistance, heuristic: ngHeuristic });
const ngNba = nba(ng, { oriented: true, distance: ngDistance, heuristic: ngHeuristic });
const ngDijkstra = aStar(ng, { oriented: true, distance: ngDistance });
const ngUnitFinder = aStar(ngUnit, { oriented: true, distance: () => 1, heuristic: ngHeuristic });

/** The summed link weights of an ngraph path (which lists nodes from the goal back to the start). */
function ngCost(graph: typeof ng, nodes: readonly { id: string | number }[]): number {
  let total = 0;
  for (let i = nodes.length - 1; i > 0; i--) {
    const link = graph.getLink((nodes[i] as { id: number }).id, (nodes[i - 1] as { id: number }).id);
    if (!link) return NaN;
    total += link.data;
  }
  return total;
}
// Same problem, same answer: checked once at load, outside the timing.
{
  const ours = searcher.path(START, GOAL, pathCost, astarOptions)?.cost;
  const ourDijkstra = searcher.path(START, GOAL, pathCost)?.cost;
  const ourUnit = searcher.path(START, GOAL, unitCost, astarOptions)?.cost;
  const theirs = [ngFinder, ngNba, ngDijkstra].map((f) => ngCost(ng, f.find(START, GOAL)));
  const theirUnit = ngCost(ngUnit, ngUnitFinder.find(START, GOAL));
  if (ours === undefined || ours !== ourDijkstra || theirs.some((c) => c !== ours) || ourUnit !== theirUnit)
    throw new Error(`movement bench: costs disagree (${ours}, ${ourDijkstra}, ${theirs.join(', ')}; ${ourUnit}, ${theirUnit})`);
}

// rot.js hex topology uses "doubled" columns: axial (q, r) is x = 2q + r, y = r, and its six
// directions (+-2, 0), (+-1, +-1) are exactly the axial ones. Its A* has unit edge costs only.
const rotPassable = (x: number, y: number) => {
  if ((x - y) % 2 !== 0) return false;
  const loc = map.indexAt((x - y) / 2, y);
  return loc >= 0 && terrain[loc] !== Infinity;
};
const rotXY = (loc: number) => {
  const h = map.hexes[loc] as Hex;
  return [2 * h.q + h.r, h.r] as const;
};
const [goalX, goalY] = rotXY(GOAL);
const [startX, startY] = rotXY(START);

// Reach: 12 enemy units, ZOC that stops and forbids ZOC-to-ZOC moves, and 8 origins to cycle through.
const enemies = Array.from({ length: 12 }, () => Math.floor(rand() * N));
const zoc = zocMap(map, enemies, { blockedSides: (loc, dir) => riverExtra[loc * 6 + dir] !== 0 });
const enemyAt = new Uint8Array(N);
for (const e of enemies) enemyAt[e] = 1;
const reachWithEnemies: StepCost = (from, to, dir) => (enemyAt[to] ? Infinity : reachCost(from, to, dir));
const policies: MovePolicy[] = [{ kind: 'zocStop' }, { kind: 'zocToZoc' }];
const origins = Array.from({ length: 8 }, () => {
  let o = Math.floor(rand() * N);
  while (enemyAt[o] || terrain[o] === Infinity) o = (o + 1) % N;
  return o;
});
let next = 0;

/** Results are summed here so the engines cannot drop the work as dead code. */
export let sink = 0;

export const cases: BenchCase[] = [
  {
    // Each call: one cheapest path, corner (0,0) to corner (39,39), terrain + river hexsides,
    // A* with hex distance on both sides (see the header). rot.js cannot weigh steps: it
    // finds the fewest-hex path on the same map, a different (easier) problem.
    name: 'cheapest path 40x40',
    esagono: () => {
      sink += searcher.path(START, GOAL, pathCost, astarOptions)?.path.length ?? 0;
    },
    peers: {
      'ngraph.path': () => {
        sink += ngFinder.find(START, GOAL).length;
      },
      'ngraph.path nba': () => {
        sink += ngNba.find(START, GOAL).length;
      },
      'rot-js (unit costs)': () => {
        const astar = new Path.AStar(goalX, goalY, rotPassable, { topology: 6 });
        astar.compute(startX, startY, () => {
          sink++;
        });
      },
    },
  },
  {
    // Each call: the same cheapest path without a heuristic on either side (Dijkstra, early exit).
    name: 'cheapest path 40x40 (Dijkstra)',
    esagono: () => {
      sink += searcher.path(START, GOAL, pathCost)?.path.length ?? 0;
    },
    peers: {
      'ngraph.path': () => {
        sink += ngDijkstra.find(START, GOAL).length;
      },
    },
  },
  {
    // Each call: one fewest-hex path, corner to corner, lakes impassable: the problem rot.js solves.
    name: 'unit-cost path 40x40',
    esagono: () => {
      sink += searcher.path(START, GOAL, unitCost, astarOptions)?.path.length ?? 0;
    },
    peers: {
      'ngraph.path': () => {
        sink += ngUnitFinder.find(START, GOAL).length;
      },
      'rot-js': () => {
        const astar = new Path.AStar(goalX, goalY, rotPassable, { topology: 6 });
        astar.compute(startX, startY, () => {
          sink++;
        });
      },
    },
  },
  {
    // Each call: one reach with budget 8 from the next of 8 fixed origins: terrain, river sides (+2),
    // roads (1/2 MP), enemy hexes impassable, ZOC stop and no ZOC-to-ZOC, reusing one searcher.
    name: 'reach budget 8 40x40 hexside costs + ZOC',
    esagono: () => {
      const o = origins[next++ & 7] as number;
      sink += searcher.reach(o, 8, reachWithEnemies, { zoc, policies }).count;
    },
    peers: {},
  },
];
