import type { Graph } from '../graph/graph.js';

/**
 * A supply field: from every source outward at once, how far each location may still be from
 * its source. Games whose sources have ranges of their own ("5 hexes to Army Group B, 6 to a
 * City, any distance to a map edge") check many units against many sources; one walk from the
 * sources answers for every unit, where `traceSupply` answers for one.
 */
export interface RangedSource {
  readonly loc: number;
  /** Most steps from a unit to this source (Infinity for no limit). */
  readonly range: number;
}

export interface SupplyFieldOptions {
  /**
   * May a line pass between `outer` (the unit's side) and its neighbour `inner` (the source's
   * side)? `dir` points from `inner` to `outer`.
   */
  readonly link: (inner: number, outer: number, dir: number) => boolean;
  /** May a line include `loc` at all? Sources are always included. Default: yes. */
  readonly enter?: (loc: number) => boolean;
  /** May a line go on beyond `loc`, toward the units (e.g. "into but not through")? Sources always may. Default: yes. */
  readonly through?: (loc: number) => boolean;
}

/**
 * `slack[loc]`: the most steps still to spare on a line from `loc` to a source (0 = the limit
 * is reached there), `Infinity` for a source without limit, -1 where no source is in range.
 * A unit at `loc` is supplied when `slack[loc] >= 0`.
 */
export function supplyField(graph: Graph, sources: readonly RangedSource[], options: SupplyFieldOptions): Float64Array {
  const n = graph.size;
  const slack = new Float64Array(n).fill(-1);
  const isSource = new Uint8Array(n);
  // No line is longer than n - 1 steps: an unlimited range is n in the buckets.
  const cap = (r: number): number => (Number.isFinite(r) ? Math.min(Math.max(r, 0), n) : n);
  const buckets: number[][] = Array.from({ length: n + 1 }, () => []);
  for (const s of sources) {
    if (s.loc < 0 || s.loc >= n || s.range < 0) continue;
    isSource[s.loc] = 1;
    const r = Number.isFinite(s.range) ? s.range : Infinity;
    if (r > slack[s.loc]!) {
      slack[s.loc] = r;
      buckets[cap(r)]!.push(s.loc);
    }
  }
  const done = new Uint8Array(n);
  for (let b = n; b >= 0; b--) {
    const list = buckets[b]!;
    for (let i = 0; i < list.length; i++) {
      const inner = list[i]!;
      if (done[inner]) continue;
      done[inner] = 1;
      const here = slack[inner]!;
      if (here <= 0 && Number.isFinite(here)) continue;
      if (!isSource[inner] && options.through && !options.through(inner)) continue;
      const next = here - 1;
      for (let d = 0; d < graph.degree; d++) {
        const outer = graph.neighbor(inner, d);
        if (outer < 0 || done[outer] || slack[outer]! >= next) continue;
        if (!isSource[outer] && options.enter && !options.enter(outer)) continue;
        if (!options.link(inner, outer, d)) continue;
        slack[outer] = next;
        buckets[cap(next)]!.push(outer);
      }
    }
  }
  return slack;
}
