/**
 * Random boards and plainly-written oracles for the movement tests. The oracles
 * restate the rules of `MoveOptions` step by step, independently of the searcher.
 */
import { Rng, hexMap, type Graph, type HexMap, type MoveOptions, type StepCost } from '../../src/index.js';

/** Step costs drawn from here are dyadic, so sums are exact and comparisons can be `===`. */
export const COSTS = [0, 0.5, 1, 1, 1, 1.5, 2, 2, 3, Infinity] as const;

export interface World {
  readonly graph: Graph;
  /** `table[loc * degree + dir]`: cost of the step from loc in direction dir. */
  readonly table: Float64Array;
  readonly cost: StepCost;
}

export function tableCost(table: Float64Array, degree: number): StepCost {
  return (from, _to, dir) => table[from * degree + dir] as number;
}

/** A hexagon-shaped hex map of radius 1..maxRadius with random holes. */
export function randomHexMap(rng: Rng, maxRadius = 3): HexMap {
  const radius = 1 + rng.int(maxRadius);
  const holeRate = rng.int(4) / 10; // 0..30 % holes
  const hexes = [];
  for (let q = -radius; q <= radius; q++)
    for (let r = -radius; r <= radius; r++) {
      if (Math.abs(q + r) > radius) continue;
      if ((q !== 0 || r !== 0) && rng.float() < holeRate) continue;
      hexes.push({ q, r });
    }
  return hexMap(hexes);
}

/** A square grid with 8 neighbours per square, directions clockwise from north. */
export function squareGraph(width: number, height: number, holes: ReadonlySet<number> = new Set()): Graph & {
  readonly xy: readonly (readonly [number, number])[];
} {
  const DX = [0, 1, 1, 1, 0, -1, -1, -1];
  const DY = [-1, -1, 0, 1, 1, 1, 0, -1];
  const idAt = new Int32Array(width * height).fill(-1);
  const xy: [number, number][] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (holes.has(y * width + x)) continue;
      idAt[y * width + x] = xy.length;
      xy.push([x, y]);
    }
  const adj = new Int32Array(xy.length * 8);
  xy.forEach(([x, y], i) => {
    for (let d = 0; d < 8; d++) {
      const nx = x + (DX[d] as number);
      const ny = y + (DY[d] as number);
      adj[i * 8 + d] = nx < 0 || ny < 0 || nx >= width || ny >= height ? -1 : (idAt[ny * width + nx] as number);
    }
  });
  return { size: xy.length, degree: 8, xy, neighbor: (loc, dir) => adj[loc * 8 + dir] as number };
}

export function randomSquareGraph(rng: Rng): ReturnType<typeof squareGraph> {
  const w = 1 + rng.int(7);
  const h = 1 + rng.int(7);
  const holes = new Set<number>();
  const rate = rng.int(3) / 10;
  for (let i = 1; i < w * h; i++) if (rng.float() < rate) holes.add(i);
  return squareGraph(w, h, holes);
}

export function randomCosts(rng: Rng, graph: Graph, palette: readonly number[] = COSTS): Float64Array {
  const t = new Float64Array(graph.size * graph.degree);
  for (let i = 0; i < t.length; i++) t[i] = rng.pick(palette);
  return t;
}

export function randomWorld(rng: Rng, kind: 'hex' | 'square', palette?: readonly number[]): World {
  const graph = kind === 'hex' ? randomHexMap(rng) : randomSquareGraph(rng);
  const table = randomCosts(rng, graph, palette);
  return { graph, table, cost: tableCost(table, graph.degree) };
}

export function randomFlags(rng: Rng, n: number, rate: number): Uint8Array {
  const a = new Uint8Array(n);
  for (let i = 0; i < n; i++) a[i] = rng.float() < rate ? 1 : 0;
  return a;
}

/** The outcome of one step under the rules: what it adds and whether arriving ends movement; null if impossible. */
export function judgeStep(
  origin: number,
  options: MoveOptions,
  cost: StepCost,
  from: number,
  to: number,
  dir: number,
  spent: number,
  budget: number,
): { add: number; stop: boolean } | null {
  let add = cost(from, to, dir);
  if (add === Infinity) return null;
  let stop = false;
  const flags = options.flags ?? [];
  for (const p of options.policies ?? []) {
    if (p.exempt && p.exempt.some((f) => flags.includes(f))) continue;
    if (p.kind === 'hook') {
      const v = p.fn(from, to, dir, { origin, spent, budget, flags });
      if (v === 'forbid') return null;
      if (v === 'stop') stop = true;
      else if (typeof v === 'number') add += v;
      continue;
    }
    const z = p.zoc ?? options.zoc;
    if (!z) throw new Error('test: no zoc');
    const fromZ = z[from] === 1;
    const toZ = z[to] === 1;
    if (p.kind === 'zocStop' && toZ) stop = true;
    if (p.kind === 'zocEnterCost' && toZ) add += p.cost;
    if (p.kind === 'zocLeaveCost' && fromZ) add += p.cost;
    if (p.kind === 'zocToZoc' && fromZ && toZ && !(p.unless && p.unless(from, to, dir))) return null;
    if (p.kind === 'zocLock' && from === origin && fromZ && (p.mode === 'stay' || toZ)) return null;
  }
  if (add === Infinity) return null;
  const s = options.stopOn;
  if (s && (typeof s === 'function' ? s(to) : s[to] === 1)) stop = true;
  return { add, stop };
}

/** Where a step leads: a free arrival, a stopped one, or nowhere. */
export function arrive(
  origin: number,
  options: MoveOptions,
  cost: StepCost,
  from: number,
  to: number,
  dir: number,
  spent: number,
  budget: number,
): { total: number; stop: boolean } | null {
  const j = judgeStep(origin, options, cost, from, to, dir, spent, budget);
  if (!j) return null;
  const total = spent + j.add;
  if (total > budget) return options.minimumMove && from === origin ? { total, stop: true } : null;
  return { total, stop: j.stop };
}

/**
 * Naive Dijkstra, as Bellman-Ford: relax every step of every free arrival until
 * nothing changes. `free` = arriving able to move on, `stop` = arriving with movement ended.
 */
export function oracleReach(
  graph: Graph,
  origin: number,
  budget: number,
  cost: StepCost,
  options: MoveOptions = {},
): { free: number[]; stop: number[]; best: number[] } {
  const free: number[] = new Array<number>(graph.size).fill(Infinity);
  const stop: number[] = new Array<number>(graph.size).fill(Infinity);
  free[origin] = 0;
  for (let changed = true; changed; ) {
    changed = false;
    for (let u = 0; u < graph.size; u++) {
      const gu = free[u] as number;
      if (gu === Infinity) continue;
      for (let d = 0; d < graph.degree; d++) {
        const v = graph.neighbor(u, d);
        if (v < 0) continue;
        const a = arrive(origin, options, cost, u, v, d, gu, budget);
        if (!a) continue;
        const layer = a.stop ? stop : free;
        if (a.total < (layer[v] as number)) {
          layer[v] = a.total;
          changed = true;
        }
      }
    }
  }
  return { free, stop, best: free.map((f, i) => Math.min(f, stop[i] as number)) };
}

/** The direction from `a` to adjacent `b`, or -1. */
export function dirTo(graph: Graph, a: number, b: number): number {
  for (let d = 0; d < graph.degree; d++) if (graph.neighbor(a, d) === b) return d;
  return -1;
}

/**
 * Replays `locs` from its first location under the rules; returns its total cost,
 * or null when some step is illegal or movement would have ended before the last one.
 */
export function replay(
  graph: Graph,
  locs: readonly number[],
  budget: number,
  cost: StepCost,
  options: MoveOptions = {},
): number | null {
  const origin = locs[0] as number;
  let spent = 0;
  for (let i = 1; i < locs.length; i++) {
    const a = locs[i - 1] as number;
    const b = locs[i] as number;
    const d = dirTo(graph, a, b);
    if (d < 0) return null;
    const r = arrive(origin, options, cost, a, b, d, spent, budget);
    if (!r) return null;
    if (r.stop && i < locs.length - 1) return null;
    spent = r.total;
  }
  return spent;
}
