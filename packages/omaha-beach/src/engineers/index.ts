/**
 * US engineer demolition (DDOB 10): obstacle hexes cleared per sector per turn (10.1, 10.12), only
 * outside the FoF of occupied, non-disrupted positions whose colour is on this turn's Fire card for
 * the position's own sector.
 */
import type { Sector } from '../cards/types.js';
import { card } from '../cards/index.js';
import { MAP } from '../map/index.js';
import type { State } from '../state.js';
import { germanIndexOf } from '../context.js';

export function clearable(s: State, sector: Sector): string[] {
  // The fields of fire that block (A-20), as the positions' hex sets: no set of all their hexes is built.
  const blocking: ReadonlySet<string>[] = [];
  for (const g of germanIndexOf(s).stacks) {
    if (g.disrupted) continue;
    const p = MAP.position.get(g.position);
    if (!p) continue;
    const id = s.fireCard[p.sector];
    if (id === null || !card(id).fire.some((q) => q.colour === p.colour)) continue;
    const fof = MAP.fireHexes.get(p.id);
    if (fof) blocking.push(fof);
  }
  return (sector === 'East' ? OBSTACLES.East : OBSTACLES.West).filter((h) => !s.cleared.includes(h) && !blocking.some((fof) => fof.has(h)));
}

/** Obstacle hexes of each sector in map order (static: computed once for the map). */
const OBSTACLES: Readonly<Record<Sector, readonly string[]>> = {
  East: MAP.data.hexes.filter((h) => h.sector === 'East' && h.obstacles).map((h) => h.id),
  West: MAP.data.hexes.filter((h) => h.sector === 'West' && h.obstacles).map((h) => h.id),
};
