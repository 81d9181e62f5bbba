/**
 * The ground of each hex once the board face is taken into account: a scenario lists only the
 * tiles laid on the board, while the beach face has beach and ocean printed on it.
 */
import type { TerrainId } from '../data/terrain.js';
import type { HexCoord } from './board.js';
import type { BoardFace, Scenario } from './schema.js';

/**
 * Printed rows of the beach face: beach on rows 4-6, ocean on rows 7-8, counted from the top.
 * EXTERNAL (the rulebook does not describe the printed face, digest §3.3): as the BGA adaptation
 * reads the board.
 */
export const PRINTED_BEACH_ROWS: Readonly<Record<number, TerrainId>> = { 4: 'beach', 5: 'beach', 6: 'beach', 7: 'ocean', 8: 'ocean' };

export function printedTerrain(face: BoardFace, h: HexCoord): TerrainId {
  return face === 'beach' ? (PRINTED_BEACH_ROWS[h.row] ?? 'countryside') : 'countryside';
}

/** The terrain of a hex: the tile laid on it, else what the board face shows (M44 p.14 [L605]). */
export function terrainAt(s: Scenario, h: HexCoord): TerrainId {
  const tile = s.terrain.find((t) => t.row === h.row && t.col === h.col);
  return tile ? tile.terrain : printedTerrain(s.board.face, h);
}
