/**
 * Structures and Distruzione (HoN p.9 L637-639, p.14 L1167-1173). A structure tile carries its
 * Demolition Points; a weapon or unit with Distruzione N that hits it rolls N dice, and each 4 or
 * more puts a Destruction marker on it (L1171-1173). When the markers reach the points it is
 * destroyed: the tile flips to its Ruin side, or leaves the game (L639, L1173). For every unit in
 * the structure, the destroyer rolls a die: a result of at least the unit's defence is a hit (L639).
 *
 * A hit on a structure is read as an attack aimed at it [derived]: the unit, at the start of its
 * activation as for Fire (L456), needs a line to one of its spaces (the structure's own space
 * ends the line, L653) and its range; the attack is its whole action.
 */
import { rational, type ChanceOutcome } from '@esagono/kernel';
import { squareDistanceXY } from '@esagono/kernel';
import type { Battlefield } from '../data/schemas.js';
import { TERRAIN_TILES } from '../data/terrain.js';
import { sight } from './sight.js';
import type { Board } from './board.js';
import type { Move, State, Unit } from '../state.js';
import { abilityValue } from '../units.js';
import { maxRange } from '../combat/fire.js';

/** A Destruction die succeeds on 4 or more (L1171). */
export const DESTRUCTION_SUCCESS = 4;

/** The placed tiles of the battlefield that are structures, with their points. */
export function structureTiles(b: Battlefield): { index: number; points: number }[] {
  const out: { index: number; points: number }[] = [];
  b.tiles.forEach((t, index) => {
    const s = TERRAIN_TILES[t.tile]?.structure;
    if (s) out.push({ index, points: s.points });
  });
  return out;
}

/** The squares of a placed tile. */
export function tileSquares(b: Battlefield, index: number): { x: number; y: number }[] {
  const placed = b.tiles[index];
  const tile = placed ? TERRAIN_TILES[placed.tile] : undefined;
  if (!placed || !tile) return [];
  return tile.cells.map((c) => ({ x: placed.at.x + c.x, y: placed.at.y + c.y })).filter((q) => q.x < b.width && q.y < b.height);
}

/** Structures `u` may hit: Distruzione, a line and the range to one of its spaces. */
export function demolishable(s: State, board: Board, u: Unit): number[] {
  if (abilityValue(u, 'destruction') === null || u.carrier !== null) return [];
  const range = maxRange(s, u);
  const out: number[] = [];
  for (const st of structureTiles(s.battlefield)) {
    const squares = tileSquares(s.battlefield, st.index);
    if (squares.some((q) => q.x === u.x && q.y === u.y)) continue;
    const seen = squares.some(
      (q) => (range === null || squareDistanceXY(u.x, u.y, q.x, q.y) <= range) && !sight(board, u.x, u.y, q.x, q.y, (x, y) => s.units.some((o) => o.alive && o.x === x && o.y === y)).blocked,
    );
    if (seen) out.push(st.index);
  }
  return out;
}

function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** N dice, each a success on 4+ (probability 1/2): the number of successes, exactly (L1171). */
export function destructionOutcomes(n: number): ChanceOutcome<Move>[] {
  const out: ChanceOutcome<Move>[] = [];
  for (let k = 0; k <= n; k++) out.push({ move: { type: 'destruction-dice', hits: k }, p: rational(choose(n, k), 2 ** n) });
  return out;
}

/** The battlefield with a structure flipped to its Ruin side, or removed when it has none (L639). */
export function ruined(b: Battlefield, index: number): Battlefield {
  const placed = b.tiles[index]!;
  const ruin = TERRAIN_TILES[placed.tile]?.structure?.ruin ?? null;
  const tiles = ruin === null ? b.tiles.filter((_, i) => i !== index) : b.tiles.map((t, i) => (i === index ? { ...t, tile: ruin } : t));
  return { ...b, tiles };
}
