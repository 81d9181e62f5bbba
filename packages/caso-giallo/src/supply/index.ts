/**
 * CG R7.2 Line of Supply as a small function over the map (scenario 4 needs none: SB8.6 supplies
 * every unit). A path of any length through hexes a unit may enter, free of enemy units and of
 * enemy ZOC unless a friendly unit stands in the hex (digest A12), crossing rivers only at River
 * Crossings, to any of the given source hexes. A candidate for the kernel's supply module.
 */
import { crossingAt, riverAt } from '../map/board.js';
import { TERRAIN } from '../data/terrain.js';
import { boardOf, sideOf, unitsAt, zocSources } from '../position.js';
import type { Side } from '../setup/counters.js';
import type { State } from '../state.js';

export function traceLineOfSupply(s: State, side: Side, from: number, sources: readonly number[]): boolean {
  return traceSupply(s, side, from, sources.map((loc) => ({ loc, range: Infinity })));
}

/**
 * CG R7.6a, R7.7-R7.8 Attack Supply: the Line of Supply rules, but to a source within its range
 * (digest A66: a path of at most `range` hexes), e.g. 5 hexes to Army Group B, 6 to Army Group A
 * or to a German City, 3 to a Westwall hex, 8 from French units to Paris.
 */
export function traceAttackSupply(s: State, side: Side, from: number, sources: readonly { readonly loc: number; readonly range: number }[]): boolean {
  return traceSupply(s, side, from, sources);
}

function traceSupply(s: State, side: Side, from: number, sources: readonly { readonly loc: number; readonly range: number }[]): boolean {
  const b = boardOf(s);
  const at = unitsAt(s);
  const maxRange = sources.reduce((m, x) => Math.max(m, x.range), 0);
  const dist = new Float64Array(b.map.size).fill(Infinity);
  const queue = [from];
  dist[from] = 0;
  for (let i = 0; i < queue.length; i++) {
    const here = queue[i] as number;
    const dh = dist[here]!;
    if (sources.some((x) => x.loc === here && dh <= x.range)) return true;
    if (dh >= maxRange) continue;
    if (here !== from && b.terrain[here] === 'flooded') continue; // CG R7.2c: into, not through
    for (let d = 0; d < 6; d++) {
      const to = b.map.neighbor(here, d);
      if (to < 0 || dist[to]! <= dh + 1) continue;
      if (riverAt(b, here, d) !== null && !crossingAt(b, here, d)) continue; // CG R7.2b
      if (TERRAIN[b.terrain[to]!].mp === null) continue;
      const occupants = at[to]!;
      if (occupants.some((u) => sideOf(s, u) !== side)) continue; // CG R7.2
      if (occupants.length === 0 && zocSources(s, at, side, to).length > 0) continue; // CG R7.2a; digest A12-A13
      dist[to] = dh + 1;
      queue.push(to);
    }
  }
  return false;
}

/**
 * CG R2.4h, R9.6 Line of Communication: a path of any length free of enemy units and of
 * *uncontested* enemy ZOC (an enemy-ZOC hex also in a friendly ZOC is contested, digest A13;
 * friendly units negate enemy ZOC in their hex), through hexes `allowed` accepts (the rules: French
 * hexes only), from `from` to any of `to`. Used by Better Defense placement (R12.11d, errata: to an
 * Allied-controlled south or west map-edge hex).
 */
export function traceLineOfCommunication(s: State, side: Side, from: number, to: readonly number[], allowed: (loc: number) => boolean): boolean {
  const b = boardOf(s);
  const at = unitsAt(s);
  const enemy = side === 'german' ? 'allied' : 'german';
  const goal = new Set(to);
  const seen = new Uint8Array(b.map.size);
  const queue = [from];
  seen[from] = 1;
  while (queue.length > 0) {
    const here = queue.shift() as number;
    if (goal.has(here)) return true;
    for (let d = 0; d < 6; d++) {
      const next = b.map.neighbor(here, d);
      if (next < 0 || seen[next] || !allowed(next)) continue;
      const occupants = at[next]!;
      if (occupants.some((u) => sideOf(s, u) !== side)) continue;
      const friendly = occupants.length > 0;
      const inEnemyZoc = zocSources(s, at, side, next).length > 0;
      const contested = zocSources(s, at, enemy, next).length > 0;
      if (!friendly && inEnemyZoc && !contested) continue;
      seen[next] = 1;
      queue.push(next);
    }
  }
  return false;
}
