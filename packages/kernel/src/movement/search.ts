import type { Graph } from '../graph/graph.js';
import { hexDistanceQR } from '../hex/axial.js';
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
   * hex distance × the cheapest step cost. Makes the search one-sided A* (it may then
   * re-expand a location, so the bound need not be consistent). On a hex map prefer
   * `minStepCost`, which gives the same heuristic without a callback and allows the
   * faster search from both ends.
   */
  readonly heuristic?: (loc: number) => number;
  /**
   * A lower bound on the cost of every step (policy extras only add to it). On a hex
   * map (a graph with a `hexes` table whose steps are all hex-adjacent) the search then
   * runs A* with hex distance × minStepCost to the target, computed from its own
   * coordinate arrays: cheaper than a `heuristic` callback and, being consistent,
   * it lets the search never revisit a settled location. Ignored when `heuristic` is
   * given or the graph has no hex coordinates (plain Dijkstra, still exact).
   * A wrong bound (some step cheaper) can make the result not the cheapest.
   */
  readonly minStepCost?: number;
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
  // A*: the heuristic at each location, computed once per call when first touched.
  const hAt = new Float64Array(size);
  // Settled: popped with its final cost. With no heuristic or a consistent one a settled
  // location can never improve, so steps into it are skipped without calling the cost.
  const closed = new Uint8Array(size);
  // Hex coordinates for the built-in heuristic (`minStepCost`), built on first use.
  let hexQ: Int32Array | null = null;
  let hexR: Int32Array | null = null;
  let hexChecked = false;
  // Locations written by the last call, so a call resets only those.
  const touched = new Int32Array(size);
  const isTouched = new Uint8Array(size);
  let nTouched = 0;
  const heap = new MinHeap(size * deg + 1);
  const adj = adjacencyOf(graph) ?? adjacencyFrom(graph);
  // Bidirectional path search (see `pathBoth`): the backward side's costs, parents and
  // heuristic, its own heap, and for each (loc, dir) the direction of the step back.
  const g2 = new Float64Array(size).fill(Infinity);
  const g2Parent = new Int32Array(size).fill(-1);
  const h2At = new Float64Array(size);
  let heap2: MinHeap | null = null;
  let backDir: Int32Array | null = null;
  let backChecked = false;
  let bothUsed = false;

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
      closed[l] = 0;
      isTouched[l] = 0;
    }
    // Only a search from both ends writes the backward side.
    if (bothUsed) {
      for (let i = 0; i < nTouched; i++) {
        const l = touched[i] as number;
        g2[l] = Infinity;
        g2Parent[l] = -1;
      }
      bothUsed = false;
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
        const v = adj[base + d] as number;
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

  /** The hex coordinates of every location when the graph is a hex map whose steps are all hex-adjacent. */
  const hexCoords = (): boolean => {
    if (!hexChecked) {
      hexChecked = true;
      const hexes = (graph as { readonly hexes?: unknown }).hexes;
      if (Array.isArray(hexes) && hexes.length === size) {
        const q = new Int32Array(size);
        const r = new Int32Array(size);
        let ok = true;
        for (let l = 0; l < size && ok; l++) {
          const h = hexes[l] as { readonly q?: unknown; readonly r?: unknown } | null;
          if (h === null || typeof h !== 'object' || !Number.isInteger(h.q) || !Number.isInteger(h.r)) ok = false;
          else {
            q[l] = h.q as number;
            r[l] = h.r as number;
          }
        }
        // The heuristic is a lower bound only if every step moves exactly one hex.
        for (let l = 0; l < size && ok; l++)
          for (let d = 0; d < deg; d++) {
            const n = graph.neighbor(l, d);
            if (n < 0) continue;
            const dq = (q[l] as number) - (q[n] as number);
            const dr = (r[l] as number) - (r[n] as number);
            if (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr) !== 2) ok = false;
          }
        if (ok) {
          hexQ = q;
          hexR = r;
        }
      }
    }
    return hexQ !== null;
  };

  /**
   * Fills `backDir` when the graph is symmetric (v is a neighbour of u exactly when u is
   * one of v, each through one direction), so a backward search can price the forward
   * step into a location: `backDir[u * deg + d]` is the direction from `adj[u * deg + d]` back to u.
   */
  const backSteps = (): boolean => {
    if (!backChecked) {
      backChecked = true;
      const back = new Int32Array(size * deg).fill(-1);
      let ok = true;
      for (let u = 0; u < size && ok; u++)
        for (let d = 0; d < deg && ok; d++) {
          const v = adj[u * deg + d] as number;
          if (v < 0) continue;
          let found = -1;
          for (let e = 0; e < deg; e++) {
            if (adj[v * deg + e] !== u) continue;
            if (found !== -1) ok = false; // two directions to the same neighbour
            found = e;
          }
          if (found === -1) ok = false; // a one-way step
          back[u * deg + d] = found;
        }
      if (ok) {
        backDir = back;
        heap2 = new MinHeap(size * deg + 1);
      }
    }
    return backDir !== null;
  };

  /**
   * The cheapest path with step costs only (no policies, stops or budget), by NBA*
   * (Pijls & Post, "Yet another bidirectional algorithm for shortest paths", 2009):
   * A* forward from `from` and backward from `to`, each with the hex distance to its
   * goal × m (0: bidirectional Dijkstra), alternating on the smaller frontier. A location
   * settled by either side is never expanded again, and a side skips a location that
   * cannot lie on a path cheaper than the best meeting found. It reaches far fewer
   * locations than one-sided A*, which matters most on wide open maps.
   */
  /** Touches `l` and sets both sides' heuristics there: m × hex distance to the target and to the start. */
  const seeBoth = (l: number, m: number, tq: number, tr: number, fq: number, fr: number): void => {
    touch(l);
    if (m === 0) {
      hAt[l] = 0;
      h2At[l] = 0;
      return;
    }
    const q = (hexQ as Int32Array)[l] as number;
    const r = (hexR as Int32Array)[l] as number;
    hAt[l] = m * hexDistanceQR(q, r, tq, tr);
    h2At[l] = m * hexDistanceQR(q, r, fq, fr);
  };

  const pathBoth = (from: number, to: number, stepCost: StepCost, m: number): PathResult | null => {
    const back = backDir as Int32Array;
    const heapB = heap2 as MinHeap;
    heapB.clear();
    bothUsed = true;
    const fq = m !== 0 ? ((hexQ as Int32Array)[from] as number) : 0;
    const fr = m !== 0 ? ((hexR as Int32Array)[from] as number) : 0;
    const tq = m !== 0 ? ((hexQ as Int32Array)[to] as number) : 0;
    const tr = m !== 0 ? ((hexR as Int32Array)[to] as number) : 0;
    seeBoth(from, m, tq, tr, fq, fr);
    seeBoth(to, m, tq, tr, fq, fr);
    g[from] = 0;
    g2[to] = 0;
    heap.push(hAt[from] as number, from);
    heapB.push(h2At[to] as number, to);
    // best: the cheapest meeting so far, at `meet`; lowF / lowB: lower bounds on the keys of each open set.
    let best = Infinity;
    let meet = -1;
    let lowF = hAt[from] as number;
    let lowB = h2At[to] as number;
    // The two sides are written out separately: one shared loop with `forward ?` at every
    // read costs about a quarter of the time.
    while (heap.length > 0 && heapB.length > 0) {
      if (heap.length <= heapB.length) {
        const x = heap.peekId();
        heap.pop();
        if (closed[x] === 0) {
          closed[x] = 1;
          const gx = g[x] as number;
          // Expand only if a path through x could still beat `best` (NBA*'s pruning test).
          if (gx + (hAt[x] as number) < best && gx + lowB - (h2At[x] as number) < best) {
            const base = x * deg;
            for (let d = 0; d < deg; d++) {
              const y = adj[base + d] as number;
              if (y < 0 || closed[y] === 1) continue;
              const c = stepCost(x, y, d);
              if (c === Infinity) continue;
              if (!(c >= 0)) throw badCost(c, x, y);
              const nc = gx + c;
              if (!(nc < (g[y] as number))) continue;
              if (isTouched[y] === 0) seeBoth(y, m, tq, tr, fq, fr);
              g[y] = nc;
              gParent[y] = x;
              heap.push(nc + (hAt[y] as number), y);
              const total = nc + (g2[y] as number);
              if (total < best) {
                best = total;
                meet = y;
              }
            }
          }
        }
        if (heap.length > 0) lowF = heap.peekKey();
      } else {
        const x = heapB.peekId();
        heapB.pop();
        if (closed[x] === 0) {
          closed[x] = 1;
          const gx = g2[x] as number;
          if (gx + (h2At[x] as number) < best && gx + lowF - (hAt[x] as number) < best) {
            const base = x * deg;
            for (let d = 0; d < deg; d++) {
              const y = adj[base + d] as number;
              if (y < 0 || closed[y] === 1) continue;
              // Backward, the step priced is the forward one, y -> x.
              const c = stepCost(y, x, back[base + d] as number);
              if (c === Infinity) continue;
              if (!(c >= 0)) throw badCost(c, y, x);
              const nc = gx + c;
              if (!(nc < (g2[y] as number))) continue;
              if (isTouched[y] === 0) seeBoth(y, m, tq, tr, fq, fr);
              g2[y] = nc;
              g2Parent[y] = x;
              heapB.push(nc + (h2At[y] as number), y);
              const total = nc + (g[y] as number);
              if (total < best) {
                best = total;
                meet = y;
              }
            }
          }
        }
        if (heapB.length > 0) lowB = heapB.peekKey();
      }
    }
    if (meet === -1) return null;
    const out: number[] = [];
    for (let c = meet; c !== -1; c = gParent[c] as number) out.push(c);
    out.reverse();
    for (let c = g2Parent[meet] as number; c !== -1; c = g2Parent[c] as number) out.push(c);
    // The cost summed from the start, step by step, as the one-sided search sums it.
    let total = 0;
    for (let i = 1; i < out.length; i++) {
      const u = out[i - 1] as number;
      const v = out[i] as number;
      let d = 0;
      while (adj[u * deg + d] !== v) d++;
      total += stepCost(u, v, d);
    }
    return { path: out, cost: total };
  };

  const path = (from: number, to: number, stepCost: StepCost, options: PathOptions = {}): PathResult | null => {
    const budget = options.budget ?? Infinity;
    prepare(from, budget, options);
    if (!(to >= 0 && to < size)) throw new RangeError(`movement: target ${to} is not a location`);
    const minStep = options.minStepCost ?? 0;
    if (!(minStep >= 0 && minStep < Infinity)) throw new RangeError(`movement: minStepCost ${minStep}`);
    if (from === to) return { path: [from], cost: 0 };
    const userH = options.heuristic ?? null;
    // The built-in heuristic: hex distance to the target × the cheapest step.
    const m = userH === null && minStep > 0 && hexCoords() ? minStep : 0;
    const hq = hexQ as Int32Array;
    const hr = hexR as Int32Array;
    const tq = m !== 0 ? (hq[to] as number) : 0;
    const tr = m !== 0 ? (hr[to] as number) : 0;
    // A caller's heuristic need only be admissible, so a settled location may improve
    // again (it is then re-expanded); Dijkstra and the built-in one are consistent.
    const reopen = userH !== null;
    const minimumMove = options.minimumMove === true;
    const np = nPol;
    const sz = sharedZoc;
    const sArr = stopArr;
    const sFn = stopFn;
    // With nothing but step costs in play, search from both ends at once.
    if (!reopen && np === 0 && sArr === null && sFn === null && budget === Infinity && backSteps())
      return pathBoth(from, to, stepCost, m);
    // Heap ids: a location for a free arrival, size + target for a stopped arrival at the target.
    const hTo = userH !== null ? userH(to) : 0;
    g[from] = 0;
    touch(from);
    hAt[from] = userH !== null ? userH(from) : m !== 0 ? m * hexDistanceQR(hq[from] as number, hr[from] as number, tq, tr) : 0;
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
      if (reopen) {
        if (f > gu + (hAt[u] as number)) continue; // stale entry
      } else {
        // Keys only ever improve strictly, so a location's first pop is its cheapest.
        if (closed[u] === 1) continue;
        closed[u] = 1;
      }
      if (u === to) {
        found = true;
        break;
      }
      const base = u * deg;
      for (let d = 0; d < deg; d++) {
        const v = adj[base + d] as number;
        // A settled v cannot improve, and `to` is never settled here (the search ended).
        if (v < 0 || closed[v] === 1) continue;
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
            if (isTouched[v] === 0) {
              touch(v);
              hAt[v] = hTo;
            }
            heap.push(nc + hTo, size + v);
          }
        } else if (nc < (g[v] as number)) {
          g[v] = nc;
          gParent[v] = u;
          // The heuristic depends on the location only: compute it once per call.
          if (isTouched[v] === 0) {
            touch(v);
            hAt[v] =
              userH !== null ? userH(v) : m !== 0 ? m * hexDistanceQR(hq[v] as number, hr[v] as number, tq, tr) : 0;
          }
          heap.push(nc + (hAt[v] as number), v);
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

/** The adjacency table of a graph that has none, so the hot loops never call `neighbor`. */
function adjacencyFrom(graph: Graph): Int32Array {
  const a = new Int32Array(graph.size * graph.degree);
  for (let l = 0; l < graph.size; l++) for (let d = 0; d < graph.degree; d++) a[l * graph.degree + d] = graph.neighbor(l, d);
  return a;
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
 * The cheapest way from `from` to `to` under the same rules as `reach`. Null when there
 * is none. With step costs only (no policies, `stopOn` or budget) on a graph whose steps
 * go both ways, it searches from both ends (NBA*: A* with `minStepCost`'s hex heuristic,
 * Dijkstra without); otherwise one-sided A* (with `heuristic` or `minStepCost`) or
 * Dijkstra. Any of them finds a cheapest way; among equally cheap ways, which one is
 * returned depends on the search. Reuses one searcher per graph (results are fresh
 * arrays, safe to keep).
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
