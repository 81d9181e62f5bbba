import type { Graph } from '../graph/graph.js';
import type { SupplyLeg, SupplyTraceOptions } from './trace.js';

/**
 * Every location with a line of supply, in one search backward from the sources, instead of one
 * `traceSupply` per unit: the answer for a location is exactly `traceSupply(...).path !== null`
 * (the same legs, `enter`, `handOver` and `counter`), read off the set of (location, leg, length,
 * counter) states from which a source can be reached.
 */
export interface SupplyReach {
  /** 1 where a line of supply starts, 0 elsewhere; a new array, indexed by location. */
  from(isSource: (loc: number) => boolean, options: SupplyTraceOptions): Uint8Array;
}

/** A backward supply search bound to one graph: the reversed adjacency is built once. */
export function createSupplyReach(graph: Graph): SupplyReach {
  const n = graph.size;
  const deg = graph.degree;
  // Incoming steps of each location, as (from, dir) pairs: `graph.neighbor(from, dir) === to`.
  const inStart = new Int32Array(n + 1);
  for (let l = 0; l < n; l++) for (let d = 0; d < deg; d++) {
    const to = graph.neighbor(l, d);
    if (to >= 0) inStart[to + 1] = (inStart[to + 1] as number) + 1;
  }
  for (let i = 0; i < n; i++) inStart[i + 1] = (inStart[i + 1] as number) + (inStart[i] as number);
  const inFrom = new Int32Array(inStart[n] as number);
  const inDir = new Int8Array(inStart[n] as number);
  const fill = inStart.slice(0, n);
  for (let l = 0; l < n; l++) for (let d = 0; d < deg; d++) {
    const to = graph.neighbor(l, d);
    if (to < 0) continue;
    const k = fill[to] as number;
    fill[to] = k + 1;
    inFrom[k] = l;
    inDir[k] = d;
  }
  return {
    from(isSource, options) {
      const out = new Uint8Array(n);
      const legs = options.legs;
      if (legs.length === 0) return out;
      const counter = options.counter;
      const cMax = counter ? counter.max + 1 : 1;
      const slots: number[] = [];
      const legBase: number[] = [];
      let total = 0;
      for (const l of legs) {
        legBase.push(total);
        const s = Number.isFinite(l.maxLength) ? l.maxLength + 1 : 1;
        slots.push(s);
        total += s;
      }
      const stride = total * cMax;
      const good = new Uint8Array(n * stride);
      const queue = new Int32Array(n * stride);
      let tail = 0;
      const mark = (k: number): void => {
        if (good[k] === 1) return;
        good[k] = 1;
        queue[tail++] = k;
      };
      // Every state at a source ends a line (the origin too, as in `traceSupply`).
      for (let loc = 0; loc < n; loc++) if (isSource(loc)) for (let i = 0; i < stride; i++) mark(loc * stride + i);
      const nextOf = new Int32Array(cMax);
      for (let head = 0; head < tail; head++) {
        const k = queue[head] as number;
        const to = Math.floor(k / stride);
        const rest = k - to * stride;
        const c2 = rest % cMax;
        const slot = (rest - c2) / cMax;
        let leg = 0;
        while (leg + 1 < legs.length && slot >= (legBase[leg + 1] as number)) leg++;
        const len = slot - (legBase[leg] as number);
        const L = legs[leg] as SupplyLeg;
        // Handed over here from the previous leg, at any length of it.
        if (leg > 0 && len === 0) {
          const P = legs[leg - 1] as SupplyLeg;
          if (P.handOver === undefined || P.handOver(to)) {
            for (let lp = 0; lp < (slots[leg - 1] as number); lp++) mark(to * stride + ((legBase[leg - 1] as number) + lp) * cMax + c2);
          }
        }
        // Stepped into `to` within this leg: one step shorter before (an unbounded leg keeps length 0).
        const finite = Number.isFinite(L.maxLength);
        if (finite && len === 0) continue;
        if (options.enter && !options.enter(to)) continue;
        let any = false;
        for (let c = 0; c < cMax; c++) {
          const c3 = counter ? counter.next(c, to) : 0;
          nextOf[c] = c3 >= 0 && c3 < cMax ? c3 : -1;
          if (nextOf[c] === c2) any = true;
        }
        if (!any) continue;
        const lenP = finite ? len - 1 : 0;
        const base = ((legBase[leg] as number) + lenP) * cMax;
        for (let e = inStart[to] as number; e < (inStart[to + 1] as number); e++) {
          const l = inFrom[e] as number;
          if (!L.step(l, to, inDir[e] as number)) continue;
          for (let c = 0; c < cMax; c++) if (nextOf[c] === c2) mark(l * stride + base + c);
        }
      }
      for (let loc = 0; loc < n; loc++) out[loc] = good[loc * stride] as number;
      return out;
    },
  };
}
