/**
 * Line of sight (HoN p.7 L466-486, p.9 L649-657, L683): the segment between square centres,
 * walked exactly by the kernel's `walkSquareLine`. A square crossed blocks when its terrain
 * blocks or it holds a unit that blocks (any unit for an infantry target, vehicles for any
 * target: L474, [A8]); hindering terrain adds its penalty per square crossed, the end squares
 * excluded (L653, [A9]). A No Passage edge crossed blocks (L683). Where the line passes exactly
 * through a corner, it crosses neither grazed square [A9]: it is blocked there only if both
 * grazed squares block (no gap of zero width).
 */
import { squareEdgeKeyAt, walkSquareLine } from '@esagono/kernel';
import { terrainAt, noPassageToward, type Board } from './board.js';

export interface Sight {
  readonly blocked: boolean;
  /** Sum of obstacle penalties crossed (L653). */
  readonly penalty: number;
  /** Not blocked and no hindering element crossed: "clear" LoS [A10]. */
  readonly clear: boolean;
}

function isEnd(x: number, y: number, ax: number, ay: number, bx: number, by: number): boolean {
  return (x === ax && y === ay) || (x === bx && y === by);
}

/**
 * The terrain's part of one line, walked once per board and pair of squares (terrain is fixed for a
 * board; units are not): whether terrain or an edge blocks it, the penalty it adds, the squares
 * crossed where a unit would block (`cells`, x y pairs) and the corners grazed whose two squares
 * would block together (`corners`: lx ly rx ry, then whether each is blocked by terrain already).
 */
export interface LinePlan {
  readonly terrainBlocked: boolean;
  readonly cells: readonly number[];
  readonly corners: readonly number[];
  /** The answer when no unit is in the way. */
  readonly open: Sight;
}

const BLOCKED: Sight = { blocked: true, penalty: 0, clear: false };

function linePlan(board: Board, ax: number, ay: number, bx: number, by: number): LinePlan {
  const w = board.width;
  const n = w * board.height;
  const onBoard = ax >= 0 && ay >= 0 && bx >= 0 && by >= 0 && ax < w && bx < w && ay < board.height && by < board.height && n * n < 2 ** 30;
  if (!onBoard) return walkPlan(board, ax, ay, bx, by);
  const m = board.lines;
  const key = (ay * w + ax) * n + (by * w + bx);
  let p = m.get(key);
  if (!p) {
    p = walkPlan(board, ax, ay, bx, by);
    m.set(key, p);
  }
  return p;
}

function walkPlan(board: Board, ax: number, ay: number, bx: number, by: number): LinePlan {
  let blocked = false;
  let penalty = 0;
  let px = ax;
  let py = ay;
  const cells: number[] = [];
  const corners: number[] = [];
  const terrainBlocks = (x: number, y: number): boolean => terrainAt(board, x, y).obstacle === 'blocks';
  walkSquareLine({ x: ax, y: ay }, { x: bx, y: by }, {
    square(x, y) {
      // Crossing from the previous square: an orthogonal step crosses one edge.
      const dx = x - px;
      const dy = y - py;
      if (dx !== 0 || dy !== 0) {
        if (Math.abs(dx) + Math.abs(dy) === 1) {
          const d = dx === 1 ? 0 : dx === -1 ? 4 : dy === -1 ? 2 : 6;
          if (noPassageToward(board, px, py, d)) blocked = true;
          // An obstacle on an edge: no penalty for the firer in a square beside it (L657, review finding 2).
          const edge = board.edgeObstacles.get(squareEdgeKeyAt(px, py, d));
          if (edge !== undefined && !(px === ax && py === ay)) penalty += edge;
        }
      }
      px = x;
      py = y;
      if (blocked) return true;
      const end = (x === ax && y === ay) || (x === bx && y === by);
      if (end) return false;
      if (terrainBlocks(x, y)) {
        blocked = true;
        return true;
      }
      cells.push(x, y);
      const o = terrainAt(board, x, y).obstacle;
      if (typeof o === 'number') penalty += o;
      return false;
    },
    corner(_bx, _by, _ax, _ay, lx, ly, rx, ry) {
      // A grazed end square never blocks, so neither does its corner.
      if (isEnd(lx, ly, ax, ay, bx, by) || isEnd(rx, ry, ax, ay, bx, by)) return false;
      const l = terrainBlocks(lx, ly);
      const r = terrainBlocks(rx, ry);
      if (l && r) {
        blocked = true;
        return true;
      }
      corners.push(lx, ly, rx, ry, l ? 1 : 0, r ? 1 : 0);
      return false;
    },
  });
  return { terrainBlocked: blocked, cells, corners, open: blocked ? BLOCKED : { blocked: false, penalty, clear: penalty === 0 } };
}

/** `occupant(x, y)`: whether a unit there blocks this line (the caller knows the target type). */
export function sight(board: Board, ax: number, ay: number, bx: number, by: number, occupantBlocks: (x: number, y: number) => boolean): Sight {
  const plan = linePlan(board, ax, ay, bx, by);
  if (plan.terrainBlocked) return BLOCKED;
  const cells = plan.cells;
  for (let i = 0; i < cells.length; i += 2) if (occupantBlocks(cells[i]!, cells[i + 1]!)) return BLOCKED;
  const c = plan.corners;
  for (let i = 0; i < c.length; i += 6) {
    if ((c[i + 4] === 1 || occupantBlocks(c[i]!, c[i + 1]!)) && (c[i + 5] === 1 || occupantBlocks(c[i + 2]!, c[i + 3]!))) return BLOCKED;
  }
  return plan.open;
}
