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
  const b = boardOf(s);
  const at = unitsAt(s);
  const goal = new Set(sources);
  const seen = new Uint8Array(b.map.size);
  const queue = [from];
  seen[from] = 1;
  while (queue.length > 0) {
    const here = queue.shift() as number;
    if (goal.has(here)) return true;
    for (let d = 0; d < 6; d++) {
      const to = b.map.neighbor(here, d);
      if (to < 0 || seen[to]) continue;
      if (riverAt(b, here, d) !== null && !crossingAt(b, here, d)) continue; // CG R7.2b
      if (TERRAIN[b.terrain[to]!].mp === null) continue;
      const occupants = at[to]!;
      if (occupants.some((u) => sideOf(s, u) !== side)) continue; // CG R7.2
      const friendly = occupants.length > 0;
      if (!friendly && zocSources(s, at, side, to).length > 0) continue; // CG R7.2a; digest A12-A13
      if (b.terrain[to] === 'flooded' && !goal.has(to)) { seen[to] = 1; continue; } // CG R7.2c: into, not through
      seen[to] = 1;
      queue.push(to);
    }
  }
  return false;
}
