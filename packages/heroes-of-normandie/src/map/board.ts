/**
 * The battlefield compiled for lookups: terrain effects per square from the terrain tiles laid
 * on it (HoN p.4 L170-176, p.9 L633-699), later tiles over earlier ones, and No Passage edges
 * (HoN p.9 L681-683). Derived from the scenario's data, never from game state.
 */
import { squareEdgeKeyAt } from '@esagono/kernel';
import type { Battlefield, TerrainEffects, TerrainTile } from '../data/schemas.js';
import { TERRAIN_TILES } from '../data/terrain.js';
import { battlefieldContext } from '../context.js';
import type { LinePlan } from './sight.js';

export interface Board {
  readonly width: number;
  readonly height: number;
  /** Terrain per square (row-major), null for open ground. */
  readonly terrain: readonly (TerrainEffects | null)[];
  readonly kinds: readonly (TerrainTile['kind'] | null)[];
  readonly noPassage: ReadonlySet<number>;
  /** Obstacles lying on edges, by edge key: their penalty (L657). */
  readonly edgeObstacles: ReadonlyMap<number, number>;
  /** Per square: the building (placed tile index + 1, 0 outside), its room (-1 outside), opening and entry flags (L736-755). */
  readonly building: Int16Array;
  readonly room: Int32Array;
  readonly opening: Uint8Array;
  readonly entry: Uint8Array;
  /**
   * The terrain's part of each line of sight walked on this board (map/sight.ts), by pair of squares:
   * a per-board cache of a pure function of the board, filled on first use.
   */
  readonly lines: Map<number, LinePlan>;
}

export const OPEN: TerrainEffects = Object.freeze({
  defense: 0,
  obstacle: 0,
  rough: false,
  impassable: [],
  water: false,
  opportunityFire: false,
  building: false,
});

/**
 * The board of a battlefield. With the standard tiles it is built once, in the battlefield's context
 * (states share their battlefield by reference); other tiles (tests) build a new board each call.
 */
export function compileBoard(b: Battlefield, tiles: Readonly<Record<string, TerrainTile>> = TERRAIN_TILES): Board {
  if (tiles !== TERRAIN_TILES) return buildBoard(b, tiles);
  const c = battlefieldContext(b);
  return (c.board ??= buildBoard(b, tiles));
}

function buildBoard(b: Battlefield, tiles: Readonly<Record<string, TerrainTile>>): Board {
  const terrain: (TerrainEffects | null)[] = new Array(b.width * b.height).fill(null);
  const kinds: (TerrainTile['kind'] | null)[] = new Array(b.width * b.height).fill(null);
  for (const placed of b.tiles) {
    const tile = tiles[placed.tile];
    if (!tile) continue;
    for (const c of tile.cells) {
      const x = placed.at.x + c.x;
      const y = placed.at.y + c.y;
      if (x < b.width && y < b.height) {
        terrain[y * b.width + x] = tile.effects;
        kinds[y * b.width + x] = tile.kind;
      }
    }
  }
  const building = new Int16Array(b.width * b.height);
  const room = new Int32Array(b.width * b.height).fill(-1);
  const opening = new Uint8Array(b.width * b.height);
  const entry = new Uint8Array(b.width * b.height);
  b.tiles.forEach((placed, i) => {
    const tile = tiles[placed.tile];
    if (!tile || !tile.effects.building) return;
    const at = (c: { x: number; y: number }): number => {
      const x = placed.at.x + c.x;
      const y = placed.at.y + c.y;
      return x < b.width && y < b.height ? y * b.width + x : -1;
    };
    const rooms = tile.rooms ?? [tile.cells];
    rooms.forEach((cells, r) => {
      for (const c of cells) if (at(c) >= 0) room[at(c)] = i * 64 + r;
    });
    for (const c of tile.cells) if (at(c) >= 0) building[at(c)] = i + 1;
    for (const c of tile.openings ?? tile.cells) if (at(c) >= 0) opening[at(c)] = 1;
    for (const c of tile.entries ?? tile.cells) if (at(c) >= 0) entry[at(c)] = 1;
  });
  const noPassage = new Set<number>();
  const edgeObstacles = new Map<number, number>();
  for (const e of b.edges) {
    if (e.noPassage) noPassage.add(squareEdgeKeyAt(e.x, e.y, e.dir));
    if (e.obstacle !== undefined) edgeObstacles.set(squareEdgeKeyAt(e.x, e.y, e.dir), e.obstacle);
  }
  return { width: b.width, height: b.height, terrain, kinds, noPassage, edgeObstacles, building, room, opening, entry, lines: new Map() };
}

/** Unknown tile ids, for set-up validation. */
export function unknownTiles(b: Battlefield, tiles: Readonly<Record<string, TerrainTile>> = TERRAIN_TILES): string[] {
  return b.tiles.filter((t) => !tiles[t.tile]).map((t) => t.tile);
}

export function onBoard(board: Board, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < board.width && y < board.height;
}

export function terrainAt(board: Board, x: number, y: number): TerrainEffects {
  return (onBoard(board, x, y) ? board.terrain[y * board.width + x] : null) ?? OPEN;
}

/** The building of a square (0 outside any), its room (-1 outside), opening and entry (L736-755). */
export function buildingAt(board: Board, x: number, y: number): number {
  return onBoard(board, x, y) ? board.building[y * board.width + x]! : 0;
}

export function roomAt(board: Board, x: number, y: number): number {
  return onBoard(board, x, y) ? board.room[y * board.width + x]! : -1;
}

export function isOpening(board: Board, x: number, y: number): boolean {
  return onBoard(board, x, y) && board.opening[y * board.width + x] === 1;
}

export function isEntry(board: Board, x: number, y: number): boolean {
  return onBoard(board, x, y) && board.entry[y * board.width + x] === 1;
}

/** Whether a No Passage edge separates orthogonal neighbours (x, y) and its neighbour toward d. */
export function noPassageToward(board: Board, x: number, y: number, d: number): boolean {
  const k = squareEdgeKeyAt(x, y, d);
  return k >= 0 && board.noPassage.has(k);
}
