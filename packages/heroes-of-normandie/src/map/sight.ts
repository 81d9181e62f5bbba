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

function cellBlocks(board: Board, x: number, y: number, occupantBlocks: (x: number, y: number) => boolean): boolean {
  return terrainAt(board, x, y).obstacle === 'blocks' || occupantBlocks(x, y);
}

function isEnd(x: number, y: number, ax: number, ay: number, bx: number, by: number): boolean {
  return (x === ax && y === ay) || (x === bx && y === by);
}

/** `occupant(x, y)`: whether a unit there blocks this line (the caller knows the target type). */
export function sight(board: Board, ax: number, ay: number, bx: number, by: number, occupantBlocks: (x: number, y: number) => boolean): Sight {
  let blocked = false;
  let penalty = 0;
  let px = ax;
  let py = ay;
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
      if (cellBlocks(board, x, y, occupantBlocks)) {
        blocked = true;
        return true;
      }
      const o = terrainAt(board, x, y).obstacle;
      if (typeof o === 'number') penalty += o;
      return false;
    },
    corner(_bx, _by, _ax, _ay, lx, ly, rx, ry) {
      const l = !isEnd(lx, ly, ax, ay, bx, by) && cellBlocks(board, lx, ly, occupantBlocks);
      const r = !isEnd(rx, ry, ax, ay, bx, by) && cellBlocks(board, rx, ry, occupantBlocks);
      if (l && r) {
        blocked = true;
        return true;
      }
      return false;
    },
  });
  return { blocked, penalty: blocked ? 0 : penalty, clear: !blocked && penalty === 0 };
}
