import type { Graph } from '../graph/graph.js';
import { MinHeap } from './heap.js';
import { isExempt, type MoveOptions, type StepContext, type StepCost, type StepHook } from './policy.js';

/**
 * Where a unit can go with its budget. Arrays are indexed by location.
 * From `createReachSearcher`, the arrays (and what `destinations` and `pathTo`
 * read) belong to the searcher and are overwritten by its next call: copy what
 * must outlive it.
 */
export interface ReachResult {
  readonly origin: number;
  readonly budget: number;
  /** Cheapest cost to arrive at each location; Infinity when unreachable; 0 at the origin. */
  readonly cost: Float64Array;
  /** The previous location on a cheapest way there; -1 at the origin and where unreachable. */
  readonly parent: Int32Array;
  /** 1 where the cheapest arrival ends the unit's movement (a stop, a ZOC, a minimum move). */
  readonly stopped: Uint8Array;
  /** Number of reachable locations, the origin excluded. */
  readonly count: number;
  /** The reachable locations, the origin excluded, in increasing index order. */
  destinations(): number[];
  /**
   * The locations from the origin to `loc` inclusive along a cheapest legal way, or null.
   * Prefer it to following `parent` by hand: when a hook stops a unit on some steps
   * only, the cheapest arrival at a location is not always one the unit may move on from.
   */
  pathTo(loc: number): number[] | null;
}

export interface PathOptions extends MoveOptions {
  /**
   * A lower bound on the remaining cost from `loc` to the target (admissible), e.g.
   * hex distance × the cheapest step cost. Makes the search A*; without it, Dijkstra.
   */
  readonly heuristic?: (loc: number) => number;
  /** Movement budget; Infinity by default. */
  readonly budget?: number;
}

export interface PathResult {
  /** From the start to the target, both included. */
  readonly path: number[];
  readonly cost: number;
}

export interface ReachSearcher {
  readonly graph: Graph;
  reach(origin: number, budget: number, cost: StepCost, options?: MoveOptions): ReachResult;
  path(from: number, to: number, cost: StepCost, options?: PathOptions): PathResult | null;
}

/**
 * Allocates the scratch buffers for `graph` once; every later `reach` or `path`
 * call reuses them, so the hot loop allocates nothing per step.
 *
 * The search runs over two layers per location: arriving free to move on, and
 * arriving with movement ended (stop). A stopped arrival is recorded but never
 * expanded, which keeps "must stop on entering" exact even when only some steps
 * into a location stop the unit.
 */
export function createReachSearcher(graph: Graph): ReachSearcher {
  const size = graph.size;
  const deg = graph.degree;
  // Free layer: cost and parent of arriving able to move on.
  const g = new Float64Array(size).fill(Infinity);
  const gParent = new Int32Array(size).fill(-1);
  // Stop layer: arriving with movement ended there.
  const s = new Float64Array(size).fill(Infinity);
  const sParent = new Int32Array(size).fill(-1);
  // Exposed, merged result.
  const cost = new Float64Array(size).fill(Infinity);
  const parent = new Int32Array(size).fill(-1);
  const stopped = new Uint8Array(size);
  // A*: the heuristic at each location pushed, so a pop need not call it again.
  const hAt = new Float64Array(size);
  // Locations written by the last call, so a call resets only those.
  const touched = new Int32Array(size);
  const isTouched = new Uint8Array(size);
  let nTouched = 0;
  const heap = new MinHeap(size * deg + 1);
  const adj = adjacencyOf(graph);

  // The current call's policies, compiled to parallel arrays so the hot loop sees one shape.
  let nPol = 0;
  const polKind: number[] = [];
  const polZoc: Uint8Array[] = [];
  const polCost: number[] = [];
  const polUnless: (((from: number, to: number, dir: number) => boolean) | null)[] = [];
  const polHook: (StepHook | null)[] = [];
  const ctx = { origin: -1, spent: 0, budget: 0, flags: [] as readonly string[] };
  // When every ZOC policy reads the same map and there is no hook, a step touching no ZOC
  // location cannot be affected, which lets the hot loop skip the policies for most steps.
  let sharedZoc: Uint8Array | null = null;
  let hasHook = false;
  let stopArr: Uint8Array | null = null;
  let stopFn: ((loc: number) => boolean) | null = null;
  let stepStop = false;

  const touch = (loc: number): void => {
    if (isTouched[loc]) return;
    isTouched[loc] = 1;
    touched[nTouched++] = loc;
  };

  const reset = (): void => {
    for (let i = 0; i < nTouched; i++) {
      const l = touched[i] as number;
      g[l] = Infinity;
      gParent[l] = -1;
      s[l] = Infinity;
      sParent[l] = -1;
      cost[l] = Infinity;
      parent[l] = -1;
      stopped[l] = 0;
      isTouched[l] = 0;
    }
    nTouched = 0;
    heap.clear();
  };

  const prepare = (origin: number, budget: number, options: MoveOptions): void => {
    if (!(origin >= 0 && origin < size)) throw new RangeError(`movement: origin ${origin} is not a location`);
    if (Number.isNaN(budget)) throw new RangeError('movement: budget is NaN');
    reset();
    const flags = options.flags ?? [];
    nPol = 0;
    hasHook = false;
    let shared: Uint8Array | null | undefined;
    for (const p of options.policies ?? []) {
      if (isExempt(p, flags)) continue;
      let z: Uint8Array = EMPTY;
      if (p.kind !== 'hook') {
        const m = p.zoc ?? options.zoc;
        if (!m) throw new Error(`movement: policy '${p.kind}' needs a ZOC map (option zoc or policy.zoc)`);
        if (m.length < size) throw new RangeError(`movement: ZOC map of ${m.length} for a graph of ${size}`);
        z = m;
      }
      const kind =
        p.kind === 'zocLock' ? (p.mode === 'stay' ? K_LOCK_STAY : K_LOCK_FREE) : KIND_CODE[p.kind];
      const extra = p.kind === 'zocEnterCost' || p.kind === 'zocLeaveCost' ? p.cost : 0;
      if (!(extra >= 0)) throw new RangeError(`movement: policy '${p.kind}' costs ${extra}`);
      polKind[nPol] = kind;
      polZoc[nPol] = z;
      polCost[nPol] = extra;
      polUnless[nPol] = p.kind === 'zocToZoc' ? (p.unless ?? null) : null;
      polHook[nPol] = p.kind === 'hook' ? p.fn : null;
      nPol++;
      if (p.kind === 'hook') hasHook = true;
      else shared = shared === undefined || shared === z ? z : null;
    }
    sharedZoc = hasHook || shared === undefined ? null : shared;
    const stopOn = options.stopOn;
    stopArr = stopOn instanceof Uint8Array ? stopOn : null;
    stopFn = typeof stopOn === 'function' ? stopOn : null;
    ctx.origin = origin;
    ctx.budget = budget;
    ctx.flags = flags;
  };

  /** Extra cost of the step from the policies; NaN when forbidden. Sets `stepStop`. */
  const policyCost = (from: number, to: number, dir: number, spent: number): number => {
    let extra = 0;
    stepStop = false;
    for (let i = 0; i < nPol; i++) {
      const z = polZoc[i] as Uint8Array;
      switch (polKind[i]) {
        case K_STOP:
          if (z[to] === 1) stepStop = true;
          break;
        case K_ENTER:
          if (z[to] === 1) extra += polCost[i] as number;
          break;
        case K_LEAVE:
          if (z[from] === 1) extra += polCost[i] as number;
          break;
        case K_ZOC_TO_ZOC:
          if (z[from] === 1 && z[to] === 1) {
            const unless = polUnless[i];
            if (!(unless && unless(from, to, dir))) return NaN;
          }
          break;
        case K_LOCK_STAY:
          if (from === ctx.origin && z[from] === 1) return NaN;
          break;
        case K_LOCK_FREE:
          if (from === ctx.origin && z[from] === 1 && z[to] === 1) return NaN;
          break;
        default: {
          ctx.spent = spent;
          const v = (polHook[i] as StepHook)(from, to, dir, ctx as StepContext);
          if (v === null) break;
          if (v === 'forbid') return NaN;
          if (v === 'stop') stepStop = true;
          else if (v >= 0) extra += v;
          else throw new RangeError(`movement: hook returned ${v} for ${from}->${to}`);
        }
      }
    }
    return extra;
  };

  const merge = (): number => {
    let count = 0;
    for (let i = 0; i < nTouched; i++) {
      const l = touched[i] as number;
      const a = g[l] as number;
      const b = s[l] as number;
      if (a <= b) {
        cost[l] = a;
        parent[l] = gParent[l] as number;
        stopped[l] = 0;
      } else {
        cost[l] = b;
        parent[l] = sParent[l] as number;
        stopped[l] = 1;
      }
      if (cost[l] !== Infinity) count++;
    }
    return count;
  };

  const pathTo = (origin: number, loc: number): number[] | null => {
    if (!(loc >= 0 && loc < size) || cost[loc] === Infinity) return null;
    const out: number[] = [loc];
    let cur = stopped[loc] ? (sParent[loc] as number) : (gParent[loc] as number);
    if (loc === origin) return out;
    while (cur !== -1) {
      out.push(cur);
      if (cur === origin) break;
      cur = gParent[cur] as number;
    }
    return out.reverse();
  };

  const reach = (origin: number, budget: number, stepCost: StepCost, options: MoveOptions = {}): ReachResult => {
    prepare(origin, budget, options);
    const minimumMove = options.minimumMove === true;
    const np = nPol;
    const sz = sharedZoc;
    const sArr = stopArr;
    const sFn = stopFn;
    g[origin] = 0;
    touch(origin);
    heap.push(0, origin);
    while (heap.length > 0) {
      const k = heap.peekKey();
      const u = heap.peekId();
      heap.pop();
      if (k > (g[u] as number)) continue; // stale entry
      const base = u * deg;
      for (let d = 0; d < deg; d++) {
        const v = adj !== null ? (adj[base + d] as number) : graph.neighbor(u, d);
        if (v < 0) continue;
        let c = stepCost(u, v, d);
        if (c === Infinity) continue;
        if (!(c >= 0)) throw badCost(c, u, v);
        let stop = false;
        if (np !== 0 && (sz === null || sz[u] === 1 || sz[v] === 1)) {
          c += policyCost(u, v, d, k);
          if (!(c < Infinity)) continue; // forbidden (NaN) or an Infinity extra
          stop = stepStop;
        }
        if (sArr !== null) {
          if (sArr[v] === 1) stop = true;
        } else if (sFn !== null && !stop && sFn(v)) stop = true;
        const nc = k + c;
        if (nc > budget) {
          // The minimum move: one step out of the origin, then movement ends.
          if (!(minimumMove && u === origin)) continue;
          stop = true;
        }
        if (stop) {
          if (nc < (s[v] as number)) {
            s[v] = nc;
            sParent[v] = u;
            touch(v);
          }
        } else if (nc < (g[v] as number)) {
          g[v] = nc;
          gParent[v] = u;
          touch(v);
          heap.push(nc, v);
        }
      }
    }
    const count = merge() - 1; // the origin is always reached
    return {
      origin,
      budget,
      cost,
      parent,
      stopped,
      count,
      destinations: () => {
        const out: number[] = [];
        for (let i = 0; i < nTouched; i++) {
          const l = touched[i] as number;
          if (l !== origin && cost[l] !== Infinity) out.push(l);
        }
        return out.sort((a, b) => a - b);
      },
      pathTo: (loc: number) => pathTo(origin, loc),
    };
  };

  const path = (from: number, to: number, stepCost: StepCost, options: PathOptions = {}): PathResult | null => {
    const budget = options.budget ?? Infinity;
    prepare(from, budget, options);
    if (!(to >= 0 && to < size)) throw new RangeError(`movement: target ${to} is not a location`);
    if (from === to) return { path: [from], cost: 0 };
    const h = options.heuristic;
    const minimumMove = options.minimumMove === true;
    const np = nPol;
    const sz = sharedZoc;
    const sArr = stopArr;
    const sFn = stopFn;
    // Heap ids: a location for a free arrival, size + target for a stopped arrival at the target.
    const hTo = h ? h(to) : 0;
    g[from] = 0;
    touch(from);
    hAt[from] = h ? h(from) : 0;
    heap.push(hAt[from] as number, from);
    let found = false;
    let viaStop = false;
    while (heap.length > 0) {
      const f = heap.peekKey();
      const id = heap.peekId();
      heap.pop();
      if (id >= size) {
        if (f > (s[to] as number) + hTo) continue;
        found = true; // stopped at the target
        viaStop = true;
        break;
      }
      const u = id;
      const gu = g[u] as number;
      if (f > gu + (hAt[u] as number)) continue; // stale entry
      if (u === to) {
        found = true;
        break;
      }
      const base = u * deg;
      for (let d = 0; d < deg; d++) {
        const v = adj !== null ? (adj[base + d] as number) : graph.neighbor(u, d);
        if (v < 0) continue;
        let c = stepCost(u, v, d);
        if (c === Infinity) continue;
        if (!(c >= 0)) throw badCost(c, u, v);
        let stop = false;
        if (np !== 0 && (sz === null || sz[u] === 1 || sz[v] === 1)) {
          c += policyCost(u, v, d, gu);
          if (!(c < Infinity)) continue; // forbidden (NaN) or an Infinity extra
          stop = stepStop;
        }
        if (sArr !== null) {
          if (sArr[v] === 1) stop = true;
        } else if (sFn !== null && !stop && sFn(v)) stop = true;
        const nc = gu + c;
        if (nc > budget) {
          // The minimum move: one step out of the origin, then movement ends.
          if (!(minimumMove && u === from)) continue;
          stop = true;
        }
        if (stop) {
          // A stopped arrival leads nowhere, so only one at the target matters.
          if (v === to && nc < (s[v] as number)) {
            s[v] = nc;
            sParent[v] = u;
            touch(v);
            heap.push(nc + hTo, size + v);
          }
        } else if (nc < (g[v] as number)) {
          g[v] = nc;
          gParent[v] = u;
          touch(v);
          const hv = h ? h(v) : 0;
          hAt[v] = hv;
          heap.push(nc + hv, v);
        }
      }
    }
    if (!found) return null;
    const out: number[] = [to];
    let cur = viaStop ? (sParent[to] as number) : (gParent[to] as number);
    const total = viaStop ? (s[to] as number) : (g[to] as number);
    while (cur !== -1) {
      out.push(cur);
      if (cur === from) break;
      cur = gParent[cur] as number;
    }
    return { path: out.reverse(), cost: total };
  };

  return { graph, reach, path };
}

/**
 * A graph's adjacency table (`adjacency[loc * degree + dir]`, as `HexMap` has), read
 * directly in the hot loop when it exists and agrees with `neighbor` everywhere.
 */
function adjacencyOf(graph: Graph): Int32Array | null {
  const a = (graph as { readonly adjacency?: unknown }).adjacency;
  if (!(a instanceof Int32Array) || a.length !== graph.size * graph.degree) return null;
  for (let l = 0; l < graph.size; l++)
    for (let d = 0; d < graph.degree; d++) if (a[l * graph.degree + d] !== graph.neighbor(l, d)) return null;
  return a;
}

const EMPTY = new Uint8Array(0);

function badCost(c: number, from: number, to: number): RangeError {
  return new RangeError(`movement: step cost ${c} from ${from} to ${to} (must be >= 0 or Infinity)`);
}
const K_STOP = 1;
const K_ENTER = 2;
const K_LEAVE = 3;
const K_ZOC_TO_ZOC = 4;
const K_LOCK_STAY = 5;
const K_LOCK_FREE = 6;
const K_HOOK = 7;
const KIND_CODE = { zocStop: K_STOP, zocEnterCost: K_ENTER, zocLeaveCost: K_LEAVE, zocToZoc: K_ZOC_TO_ZOC, hook: K_HOOK } as const;

/**
 * Every location a unit at `origin` can reach with `budget`, with costs and
 * back-pointers. Allocates a fresh searcher: in hot loops, keep one from
 * `createReachSearcher` instead.
 */
export function reach(graph: Graph, origin: number, budget: number, cost: StepCost, options?: MoveOptions): ReachResult {
  return createReachSearcher(graph).reach(origin, budget, cost, options);
}

const cached = new WeakMap<Graph, ReachSearcher>();

/**
 * The cheapest way from `from` to `to` under the same rules as `reach`: A* when a
 * heuristic is given, Dijkstra otherwise. Null when there is none. Reuses one
 * searcher per graph (results are fresh arrays, safe to keep).
 */
export function path(graph: Graph, from: number, to: number, cost: StepCost, options?: PathOptions): PathResult | null {
  let searcher = cached.get(graph);
  if (!searcher) {
    searcher = createReachSearcher(graph);
    cached.set(graph, searcher);
  }
  if (busy.has(searcher)) return createReachSearcher(graph).path(from, to, cost, options);
  busy.add(searcher);
  try {
    return searcher.path(from, to, cost, options);
  } finally {
    busy.delete(searcher);
  }
}

// A cost function may itself call `path` on the same graph; such a nested call gets its own buffers.
const busy = new WeakSet<ReachSearcher>();
