import type { Graph } from '../graph/graph.js';

export interface ZocMapOptions {
  /**
   * ZOC does not extend across this side: `loc` is the enemy unit's location and
   * `dir` points from it to the neighbour (e.g. a river or cliff hexside, or a
   * neighbour whose terrain a title's ZOC does not enter).
   */
  readonly blockedSides?: (loc: number, dir: number) => boolean;
  /**
   * Locations where enemy ZOC is negated, e.g. those holding friendly units when a
   * title says so for a given purpose (typically retreat). Build one map per purpose.
   */
  readonly negatedBy?: Iterable<number>;
  /** Whether an enemy unit's own location is in its ZOC too (default false). */
  readonly self?: boolean;
}

/**
 * Which locations are in the ZOC of the units at `enemyLocs`: 1 = in ZOC, 0 = not.
 * Pass `out` (length `graph.size`) to reuse a buffer; it is cleared first.
 */
export function zocMap(
  graph: Graph,
  enemyLocs: Iterable<number>,
  options: ZocMapOptions = {},
  out?: Uint8Array,
): Uint8Array {
  const z = out ?? new Uint8Array(graph.size);
  if (z.length < graph.size) throw new RangeError(`zocMap: buffer of ${z.length} for a graph of ${graph.size}`);
  z.fill(0);
  const blocked = options.blockedSides;
  const deg = graph.degree;
  for (const e of enemyLocs) {
    if (e < 0 || e >= graph.size) continue;
    if (options.self) z[e] = 1;
    for (let d = 0; d < deg; d++) {
      const n = graph.neighbor(e, d);
      if (n < 0 || (blocked && blocked(e, d))) continue;
      z[n] = 1;
    }
  }
  if (options.negatedBy) for (const f of options.negatedBy) if (f >= 0 && f < graph.size) z[f] = 0;
  return z;
}
