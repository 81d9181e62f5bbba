/**
 * Position (Postazione, HoN p.11 L893-897): a unit that has not been activated may, instead of
 * moving in the Supply phase, lay the Position tile on its own space; never in a building, a ruin,
 * a bunker, water, or a space infantry cannot enter (L897). The tile's effect is printed on it and
 * missing: a stand-in defensive position (`position-1x1`, as the digest presumes, §4.3).
 */
import type { State, Unit } from '../state.js';
import { equipmentGroup } from '../combat/equipment.js';
import { TERRAIN_TILES } from '../data/terrain.js';
import { terrainAt, type Board } from '../map/board.js';
import { supplyMover } from './supply.js';

/** Whether a tile laid at this square is a ruin (a structure's Ruin side, L639). */
function ruinAt(s: State, x: number, y: number): boolean {
  const ruins = new Set(Object.values(TERRAIN_TILES).flatMap((t) => (t.structure?.ruin ? [t.structure.ruin] : [])));
  return s.battlefield.tiles.some((p) => ruins.has(p.tile) && (TERRAIN_TILES[p.tile]?.cells ?? []).some((c) => p.at.x + c.x === x && p.at.y + c.y === y));
}

/** Whether `u` may lay a Position on its space now (Supply movement step, L897). */
export function mayLayPosition(s: State, board: Board, u: Unit): boolean {
  if (!supplyMover(u) || u.carrier !== null || !equipmentGroup(s, u, 'position')) return false;
  const t = terrainAt(board, u.x, u.y);
  if (t.building || t.water || t.impassable.includes('infantry') || ruinAt(s, u.x, u.y)) return false;
  // No bunker tile exists in the stand-in terrain, so the bunker clause has nothing to exclude yet.
  return !s.battlefield.tiles.some((p) => p.tile === 'position-1x1' && p.at.x === u.x && p.at.y === u.y);
}
