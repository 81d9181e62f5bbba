import type { Graph } from '../graph/graph.js';

/**
 * Supply tracing: is there a path from a unit to a supply source, made of successive legs, each
 * with its own step rule and length limit? E.g. "up to 5 hexes to a road, then any length along
 * the road" is two legs; "a path of any length" is one. The title says what a step may do through
 * predicates; the search is a breadth-first walk over (location, leg, length, counter) states.
 */

export interface SupplyLeg {
  /** Most steps in this leg (Infinity for no limit). */
  readonly maxLength: number;
  /** May this leg step from `from` to its neighbour `to` across side `dir`? */
  readonly step: (from: number, to: number, dir: number) => boolean;
  /** May the trace pass from this leg to the next at `loc` (e.g. a road hex)? Default: anywhere. */
  readonly handOver?: (loc: number) => boolean;
}

/**
 * A small per-path counter for rules such as "never two consecutive empty hexes in enemy ZOC":
 * `next` returns the counter after entering `to`, or -1 when the step is forbidden.
 */
export interface SupplyCounter {
  /** The counter's values are 0..max. */
  readonly max: number;
  readonly next: (counter: number, to: number) => number;
}

export interface SupplyTraceOptions {
  /** The legs in order; the trace may end at a source in any leg. */
  readonly legs: readonly SupplyLeg[];
  /** May the trace enter `loc` at all (whatever the leg)? Default: yes. */
  readonly enter?: (loc: number) => boolean;
  readonly counter?: SupplyCounter;
}

export interface SupplyTrace {
  /** From the unit to the source, both included; null when there is no line. */
  readonly path: readonly number[] | null;
}

/** Scratch buffers sized to one graph, reused by every trace (no allocation per step). */
export interface SupplyTracer {
  trace(from: number, isSource: (loc: number) => boolean, options: SupplyTraceOptions): SupplyTrace;
}

export function createSupplyTracer(graph: Graph): SupplyTracer {
  return {
    trace(from, isSource, options) {
      return traceSupply(graph, from, isSource, options);
    },
  };
}

/**
 * The first line found (fewest steps) from `from` to a location where `isSource` holds. The origin
 * itself counts when it is a source. Never throws on a well-formed graph.
 */
export function traceSupply(graph: Graph, from: number, isSource: (loc: number) => boolean, options: SupplyTraceOptions): SupplyTrace {
  const legs = options.legs;
  if (legs.length === 0 || from < 0 || from >= graph.size) return { path: null };
  const counter = options.counter;
  const cMax = counter ? counter.max + 1 : 1;
  // Length slots per leg: finite legs count their steps, unbounded ones need one slot.
  const slots = legs.map((l) => (Number.isFinite(l.maxLength) ? l.maxLength + 1 : 1));
  const legBase: number[] = [];
  let total = 0;
  for (const s of slots) {
    legBase.push(total);
    total += s;
  }
  const stride = total * cMax;
  const seen = new Uint8Array(graph.size * stride);
  const parent = new Int32Array(graph.size * stride).fill(-1);
  const key = (loc: number, leg: number, len: number, c: number): number => loc * stride + ((legBase[leg] as number) + len) * cMax + c;
  const queue: number[] = [];
  const push = (k: number, from: number): void => {
    if (seen[k]) return;
    seen[k] = 1;
    parent[k] = from;
    queue.push(k);
  };
  const decode = (k: number): [number, number, number, number] => {
    const loc = Math.floor(k / stride);
    let rest = k - loc * stride;
    const c = rest % cMax;
    rest = (rest - c) / cMax;
    let leg = 0;
    while (leg + 1 < legs.length && rest >= (legBase[leg + 1] as number)) leg++;
    return [loc, leg, rest - (legBase[leg] as number), c];
  };
  const start = key(from, 0, 0, 0);
  seen[start] = 1;
  queue.push(start);
  const pathTo = (k: number): number[] => {
    const out: number[] = [];
    let cur = k;
    let last = -1;
    while (cur !== -1) {
      const loc = Math.floor(cur / stride);
      if (loc !== last) out.push(loc);
      last = loc;
      cur = parent[cur] as number;
    }
    return out.reverse();
  };
  for (let qi = 0; qi < queue.length; qi++) {
    const k = queue[qi] as number;
    const [loc, leg, len, c] = decode(k);
    if (isSource(loc)) return { path: pathTo(k) };
    const L = legs[leg] as SupplyLeg;
    // Hand over to the next leg here, in place.
    if (leg + 1 < legs.length && (L.handOver === undefined || L.handOver(loc))) push(key(loc, leg + 1, 0, c), k);
    if (len >= L.maxLength) continue;
    for (let d = 0; d < graph.degree; d++) {
      const to = graph.neighbor(loc, d);
      if (to < 0) continue;
      if (options.enter && !options.enter(to)) continue;
      if (!L.step(loc, to, d)) continue;
      let c2 = c;
      if (counter) {
        c2 = counter.next(c, to);
        if (c2 < 0 || c2 > counter.max) continue;
      }
      push(key(to, leg, Number.isFinite(L.maxLength) ? len + 1 : 0, c2), k);
    }
  }
  return { path: null };
}

/** Every location from which `isSource` can be reached (one trace per location; for small maps and tests). */
export function suppliedLocations(graph: Graph, isSource: (loc: number) => boolean, options: SupplyTraceOptions): Uint8Array {
  const out = new Uint8Array(graph.size);
  for (let loc = 0; loc < graph.size; loc++) out[loc] = traceSupply(graph, loc, isSource, options).path ? 1 : 0;
  return out;
}
