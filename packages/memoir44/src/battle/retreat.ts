/**
 * Retreat (M44 p.9 [L396-421]): each flag moves the unit 1 hex toward its own side, never into a
 * unit, off the board, into the ocean or through impassable terrain; each hex it cannot retreat
 * costs a figure, and no loss may be taken while a full retreat exists. Paths are the kernel's
 * `retreatPaths` on the board graph, with "losses for blocked steps".
 */
import { retreatPaths, type Graph } from '@esagono/kernel';
import { BADGES } from '../data/badges.js';
import type { TerrainRow } from '../data/terrain.js';
import { CELLS, type BoardGeometry } from '../board/geometry.js';
import { occupancy } from '../board/occupancy.js';
import type { BoardInfo } from '../board/static.js';
import { isLand, isOcean, obstacleAt } from '../terrain/effects.js';
import { unitAt } from '../util/helpers.js';
import type { State, Unit } from '../state.js';

/** The board as a kernel graph (13x9 or Overlord, M44-OVL), one per geometry. */
const graphs = new WeakMap<BoardGeometry, Graph>();
function graphOf(geo: BoardGeometry): Graph {
  let g = graphs.get(geo);
  if (!g) {
    const nb = geo.neighbors;
    g = { size: CELLS, degree: 6, neighbor: (loc, dir) => nb[loc * 6 + dir] as number };
    graphs.set(geo, g);
  }
  return g;
}

/** Hexes retreated per flag: 1, or a badge's span (French Resistance 1-3, M44 p.13 [L557]). */
export function retreatSpan(u: Unit, flags: number): { readonly min: number; readonly max: number } {
  const per = u.badge ? BADGES[u.badge].retreatPerFlag : ([1, 1] as const);
  return { min: flags * per[0], max: flags * per[1] };
}

/** May a retreating unit step from `from` to `to`, a neighbour? (M44 p.9 [L403-407], p.16 [L682]) */
function retreatStep(s: State, b: BoardInfo, u: Unit, occ: ReturnType<typeof occupancy>, from: number, to: number): boolean {
  // Toward the unit's own baseline: one row nearer its side (digest A3).
  if (b.geo.rowOf(to) !== b.geo.rowOf(from) + (b.bottom === u.side ? 1 : -1)) return false;
  if (occ[to] !== -1 || isOcean(b, to) || b.closed[to]) return false;
  // From a bridge only onto land (M44 p.16 [L682]).
  if (!isLand(b, to) && (obstacleAt(s, b, from)?.crossing ?? false)) return false;
  const t = b.terrain[to] as TerrainRow;
  const o = obstacleAt(s, b, to);
  if (!o?.crossing && t.impassableFor.includes(u.type)) return false;
  return !(o && o.impassableFor.includes(u.type)); // review finding 11
}

/**
 * The hexes the unit may retreat to next, `done` hexes into a retreat of at least `min`: while the
 * minimum is not reached, only first steps of retreats that lose the fewest figures (a full retreat
 * when one exists, M44 p.9 [L408]; digest A4); after it, any step. Listed west to east.
 */
export function retreatOptions(s: State, b: BoardInfo, unit: number, done: number, min: number): number[] {
  const u = unitAt(s, unit);
  const occ = occupancy(s, b);
  const need = done >= min ? 1 : min - done;
  const paths = retreatPaths(graphOf(b.geo), u.at, need, {
    passable: (from, to) => retreatStep(s, b, u, occ, from, to),
    lossesForBlockedSteps: done < min,
  });
  let fewest = need;
  for (const p of paths) if (p.lostSteps < fewest) fewest = p.lostSteps;
  const out: number[] = [];
  for (const p of paths) {
    const first = p.path[1];
    if (first !== undefined && p.lostSteps === fewest && !out.includes(first)) out.push(first);
  }
  if (out.length === 2 && b.geo.colOf(out[0] as number) > b.geo.colOf(out[1] as number)) out.reverse();
  return out;
}
