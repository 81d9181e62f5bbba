import { HEX_DIRECTIONS, type Hex } from '../hex/axial.js';
import { walkHexLine, LINE_AHEAD, LINE_BEHIND, LINE_LEFT, type HexLineVisitor } from './hexLine.js';
import { walkSquareLine, type LosSquare, type SquareLineVisitor } from './squareLine.js';
import type { LosEdgeRule } from './los.js';

/**
 * Line of sight on one board, by cell number: the fast path for titles and fields of view.
 *
 * A `Sight` compiles each line (the walk of `walkHexLine` / `walkSquareLine`) once, on first use,
 * into a flat list of checks in the title's own cell numbers, and keeps it: a query is then a loop
 * over a typed array calling the title's hooks. The cache lives in the value, so build one per
 * board (it is a per-board table, never module state) and reuse it for every game on that board.
 *
 * The model: where the line passes exactly between cells (along a hexside, through a corner) it is
 * read twice, nudged to its left and to its right. Each check obstructs both readings (a hex the
 * line crosses, a hexside or square edge it crosses) or only one (a grazed cell, a blocker met only
 * by the nudged line). `SightRules.edge` then says when the line is blocked:
 * - `either`: any check obstructs (touching is enough);
 * - `both`: at some single place both readings are obstructed (judged hexside by hexside);
 * - `choice`: both readings are obstructed somewhere along the line, maybe at different places.
 *   This is also M44's "obstructions on both sides of the line" read over the whole line (M44 p.9).
 */

/** How a title numbers its hexes. A `HexMap` qualifies through `hexMapCells`. */
export interface HexCells {
  /** Cell numbers run from 0 to `size - 1` (some may be unused). */
  readonly size: number;
  /** The cell at axial (q, r), or -1 when it is off the board. */
  indexAt(q: number, r: number): number;
  /** The axial position of a cell on the board. */
  hexAt(cell: number): Hex;
}

/** How a title numbers its squares. A `SquareMap` qualifies through `squareMapCells`. */
export interface SquareCells {
  readonly size: number;
  /** The cell at column x, row y (y down), or -1 when it is off the board. */
  indexAt(x: number, y: number): number;
  squareAt(cell: number): LosSquare;
}

/** Heights: a cell obstructs when its `top` rises strictly above the sight line there. */
export interface SightHeight {
  /**
   * - `slope`: the line runs straight from the viewer's eye to the target's, and is compared
   *   with a cell at the point nearest its centre (exact integers: heights should be integers);
   * - `lower`: the line stays level at the lower of the two eyes (M44 p.18: terrain and units
   *   block only at the same level as, or higher than, the lower unit).
   */
  readonly line: 'slope' | 'lower';
  /** Eye height at an end of the line (ground plus what the unit adds). */
  eye(cell: number): number;
  /** Height of what obstructs in a cell; `-Infinity` when nothing does. */
  top(cell: number): number;
}

/** A title's rules of sight for one query (or one field of view). Hooks get on-board cells only. */
export interface SightRules {
  readonly edge: LosEdgeRule;
  /** Whether a cell obstructs whatever the heights (woods, a unit). */
  readonly blocks?: (cell: number) => boolean;
  /**
   * Whether the side of `cell` toward `dir` obstructs: a hexside (directions of `HEX_DIRECTIONS`)
   * or a square's edge (0 E, 2 N, 4 W, 6 S as in `SQUARE_DIRECTIONS`). Each side is asked from an
   * on-board cell; both cells of a side must give the same answer. Needs `sides: true` on the sight.
   * A line crossing a side, or running along it, meets it on both readings; a line through a corner
   * meets the sides around the cell it grazes on that side, and the side between the cells it
   * passes between on the other (with `corners: 'ignore'`, on both).
   */
  readonly side?: (cell: number, dir: number) => boolean;
  readonly height?: SightHeight;
  /** Off-board cells the line meets obstruct (default) or not (M44 p.8: the board's half hexes obstruct). */
  readonly offBoard?: 'blocks' | 'clear';
  /** Judge the two end cells too. Off by default: what is in the viewer's or the target's own cell does not block (M44 p.9). */
  readonly endpoints?: boolean;
}

export interface SightOptions {
  /**
   * Hex grids: a hex the line touches at one corner only is ignored (default) or judged on its
   * side (`edge`), as `HexLosPolicy.corners`. Squares always judge the two squares at a corner.
   */
  readonly corners?: 'ignore' | 'edge';
  /** Compile side checks (the title has blockers on hexsides or square edges). Off by default: lines stay shorter. */
  readonly sides?: boolean;
}

/** Line of sight on one board: compiled lines, kept per board. */
export interface Sight {
  readonly grid: 'hex' | 'square';
  readonly size: number;
  /** Whether cell `a` sees cell `b` under `rules`. Allocates only the first time a line is used. */
  visible(a: number, b: number, rules: SightRules): boolean;
  /**
   * Field of view: every on-board cell within `radius` of `origin` (hex distance; Chebyshev for
   * squares), each judged by the line from `origin`. Sets `seen[cell]` to 1 or 0 for those cells
   * (others are left as they were) and returns how many are seen. `origin` sees itself.
   */
  fieldOfView(origin: number, radius: number, rules: SightRules, seen: Uint8Array): number;
}

// Flags of a check: which readings it obstructs, whether it is an end cell, and its step.
const LEFT = 1;
const RIGHT = 2;
const BOTH = 3;
const END = 4;
const STEP_SHIFT = 3;
// A check is [code, flags, n]: code >= 0 a cell, -1 an off-board cell, <= -2 a side
// (-2 - (cell * dirs + dir)); n is the cell centre's projection on the line (for `slope`).
const OFF = -1;

const EDGE_EITHER = 0;
const EDGE_BOTH = 1;
const EDGE_CHOICE = 2;

function edgeCode(rule: LosEdgeRule): number {
  return rule === 'either' ? EDGE_EITHER : rule === 'both' ? EDGE_BOTH : EDGE_CHOICE;
}

/**
 * The judge: one pass over a compiled line, stopping at the first decisive obstruction.
 * `line[0]` is the squared length for `slope` heights, then checks of three ints.
 */
function judge(line: Int32Array, a: number, b: number, rules: SightRules, dirs: number): boolean {
  const blocks = rules.blocks;
  const side = rules.side;
  const height = rules.height;
  const ends = rules.endpoints === true;
  const offBlocks = rules.offBoard !== 'clear';
  const edge = edgeCode(rules.edge);
  let mode = 0;
  let eyeA = 0;
  let eyeB = 0;
  let level = 0;
  const d = line[0] as number;
  if (height !== undefined) {
    eyeA = height.eye(a);
    eyeB = height.eye(b);
    if (height.line === 'lower') {
      mode = 1;
      level = Math.min(eyeA, eyeB);
    } else mode = 2;
  }
  let l = false;
  let r = false;
  let step = -1;
  const n = line.length;
  for (let i = 1; i < n; i += 3) {
    const code = line[i] as number;
    const flags = line[i + 1] as number;
    const mask = flags & BOTH;
    if (edge === EDGE_BOTH) {
      const s = flags >> STEP_SHIFT;
      if (s !== step) {
        step = s;
        l = r = false;
      }
    }
    if (edge !== EDGE_EITHER && ((mask === LEFT && l) || (mask === RIGHT && r))) continue;
    let ob: boolean;
    if (code >= 0) {
      if ((flags & END) !== 0 && !ends) continue;
      ob =
        (blocks !== undefined && blocks(code)) ||
        (mode === 1 && (height as SightHeight).top(code) > level) ||
        (mode === 2 && slopeBlocks((height as SightHeight).top(code), d, line[i + 2] as number, eyeA, eyeB));
    } else if (code === OFF) {
      if ((flags & END) !== 0 && !ends) continue;
      ob = offBlocks;
    } else {
      if (side === undefined) continue;
      const s = -2 - code;
      const cell = Math.floor(s / dirs);
      ob = side(cell, s - cell * dirs);
    }
    if (!ob) continue;
    if (mask === BOTH || edge === EDGE_EITHER) return false;
    if (mask === LEFT) l = true;
    else r = true;
    if (l && r) return false;
  }
  return true;
}

/** `top` above the straight eye-to-eye line at projection n/d, in exact arithmetic (no division). */
function slopeBlocks(top: number, d: number, n: number, eyeA: number, eyeB: number): boolean {
  if (d === 0) return top > eyeA;
  return top * d > eyeA * (d - n) + eyeB * n;
}

/** Builds a line's checks; the grid compilers push into it. */
class Checks {
  readonly out: number[] = [0];
  step = 0;
  push(code: number, flags: number, n: number): void {
    this.out.push(code, flags | (this.step << STEP_SHIFT), n);
  }
  done(d: number): Int32Array {
    this.out[0] = d;
    return Int32Array.from(this.out);
  }
}

function hexDir(dq: number, dr: number): number {
  for (let k = 0; k < 6; k++) {
    const v = HEX_DIRECTIONS[k] as Hex;
    if (v.q === dq && v.r === dr) return k;
  }
  return -1;
}

/** Compiles a hex line from cell a to cell b (see the check layout above). */
class HexCompiler implements HexLineVisitor {
  private readonly c = new Checks();
  private prevHex = false;
  private pq = 0;
  private pr = 0;
  private readonly dq: number;
  private readonly dr: number;

  constructor(
    private readonly cells: HexCells,
    private readonly aq: number,
    private readonly ar: number,
    private readonly bq: number,
    private readonly br: number,
    private readonly corners: boolean,
    private readonly sides: boolean,
  ) {
    this.dq = bq - aq;
    this.dr = br - ar;
  }

  /** Projection of (q, r) on the line, scaled: the Euclidean dot product in axial terms, doubled. */
  private proj(q: number, r: number): number {
    const uq = q - this.aq;
    const ur = r - this.ar;
    return 2 * uq * this.dq + uq * this.dr + ur * this.dq + 2 * ur * this.dr;
  }

  private cell(q: number, r: number, mask: number): void {
    const cell = this.cells.indexAt(q, r);
    const end = (q === this.aq && r === this.ar) || (q === this.bq && r === this.br) ? END : 0;
    this.c.push(cell < 0 ? OFF : cell, mask | end, this.proj(q, r));
  }

  /** The hexside between adjacent hexes (q1, r1) and (q2, r2), named from an on-board one. */
  private side(q1: number, r1: number, q2: number, r2: number, mask: number): void {
    if (!this.sides) return;
    const k = hexDir(q2 - q1, r2 - r1);
    const c1 = this.cells.indexAt(q1, r1);
    if (c1 >= 0) return this.c.push(-2 - (c1 * 6 + k), mask, 0);
    const c2 = this.cells.indexAt(q2, r2);
    if (c2 >= 0) this.c.push(-2 - (c2 * 6 + ((k + 3) % 6)), mask, 0);
  }

  hex(q: number, r: number): void {
    if (this.prevHex) this.side(this.pq, this.pr, q, r, BOTH);
    this.cell(q, r, BOTH);
    this.prevHex = true;
    this.pq = q;
    this.pr = r;
  }

  edge(lq: number, lr: number, rq: number, rr: number): void {
    this.cell(lq, lr, LEFT);
    this.cell(rq, rr, RIGHT);
    this.side(lq, lr, rq, rr, BOTH);
  }

  vertex(
    bq: number,
    br: number,
    aq: number,
    ar: number,
    lq: number,
    lr: number,
    rq: number,
    rr: number,
    present: number,
  ): void {
    this.prevHex = false;
    const behind = (present & LINE_BEHIND) !== 0;
    const ahead = (present & LINE_AHEAD) !== 0;
    if (behind && ahead) {
      // Through a corner, from `behind` into `ahead`, grazing one hex on one side.
      this.c.step++;
      const left = (present & LINE_LEFT) !== 0;
      const gq = left ? lq : rq;
      const gr = left ? lr : rr;
      const s = left ? LEFT : RIGHT;
      if (!this.corners) return this.side(bq, br, aq, ar, BOTH);
      this.cell(gq, gr, s);
      this.side(bq, br, gq, gr, s);
      this.side(gq, gr, aq, ar, s);
      this.side(bq, br, aq, ar, BOTH - s);
      return;
    }
    if (behind) {
      // The line starts running along a hexside: one step until it leaves it.
      this.c.step++;
      this.side(bq, br, lq, lr, LEFT);
      this.side(bq, br, rq, rr, RIGHT);
      return;
    }
    this.side(lq, lr, aq, ar, LEFT);
    this.side(rq, rr, aq, ar, RIGHT);
  }

  compile(): Int32Array {
    walkHexLine({ q: this.aq, r: this.ar }, { q: this.bq, r: this.br }, this);
    return this.c.done(this.proj(this.bq, this.br));
  }
}

/** Edge direction (0 E, 2 N, 4 W, 6 S) from a square to its orthogonal neighbour at (dx, dy). */
function squareDir(dx: number, dy: number): number {
  return dx === 1 ? 0 : dx === -1 ? 4 : dy === -1 ? 2 : 6;
}

class SquareCompiler implements SquareLineVisitor {
  private readonly c = new Checks();
  private prevSquare = false;
  private px = 0;
  private py = 0;
  private readonly dx: number;
  private readonly dy: number;

  constructor(
    private readonly cells: SquareCells,
    private readonly ax: number,
    private readonly ay: number,
    private readonly bx: number,
    private readonly by: number,
    private readonly sides: boolean,
  ) {
    this.dx = bx - ax;
    this.dy = by - ay;
  }

  private proj(x: number, y: number): number {
    return (x - this.ax) * this.dx + (y - this.ay) * this.dy;
  }

  private cell(x: number, y: number, mask: number): void {
    const cell = this.cells.indexAt(x, y);
    const end = (x === this.ax && y === this.ay) || (x === this.bx && y === this.by) ? END : 0;
    this.c.push(cell < 0 ? OFF : cell, mask | end, this.proj(x, y));
  }

  private side(x1: number, y1: number, x2: number, y2: number, mask: number): void {
    if (!this.sides) return;
    const k = squareDir(x2 - x1, y2 - y1);
    const c1 = this.cells.indexAt(x1, y1);
    if (c1 >= 0) return this.c.push(-2 - (c1 * 8 + k), mask, 0);
    const c2 = this.cells.indexAt(x2, y2);
    if (c2 >= 0) this.c.push(-2 - (c2 * 8 + ((k + 4) % 8)), mask, 0);
  }

  square(x: number, y: number): void {
    if (this.prevSquare) this.side(this.px, this.py, x, y, BOTH);
    this.cell(x, y, BOTH);
    this.prevSquare = true;
    this.px = x;
    this.py = y;
  }

  corner(bx: number, by: number, ax: number, ay: number, lx: number, ly: number, rx: number, ry: number): void {
    // Through a corner where four squares meet: nudged left the line crosses the left square and
    // the two edges around it; nudged right, the right square and its two.
    this.prevSquare = false;
    this.c.step++;
    this.cell(lx, ly, LEFT);
    this.side(bx, by, lx, ly, LEFT);
    this.side(lx, ly, ax, ay, LEFT);
    this.cell(rx, ry, RIGHT);
    this.side(bx, by, rx, ry, RIGHT);
    this.side(rx, ry, ax, ay, RIGHT);
  }

  compile(): Int32Array {
    walkSquareLine({ x: this.ax, y: this.ay }, { x: this.bx, y: this.by }, this);
    return this.c.done(this.proj(this.bx, this.by));
  }
}

/** The lines from one origin to every cell within a radius. */
interface Fan {
  readonly targets: Int32Array;
  readonly lines: readonly Int32Array[];
}

abstract class SightBoard implements Sight {
  abstract readonly grid: 'hex' | 'square';
  private readonly lines = new Map<number, Int32Array>();
  private readonly fans = new Map<number, Fan>();
  constructor(
    readonly size: number,
    private readonly dirs: number,
  ) {}

  protected abstract compile(a: number, b: number): Int32Array;
  /** On-board cells within `radius` of `origin`. */
  protected abstract around(origin: number, radius: number): number[];

  private line(a: number, b: number): Int32Array {
    const key = a * this.size + b;
    let line = this.lines.get(key);
    if (line === undefined) {
      line = this.compile(a, b);
      this.lines.set(key, line);
    }
    return line;
  }

  visible(a: number, b: number, rules: SightRules): boolean {
    return judge(this.line(a, b), a, b, rules, this.dirs);
  }

  fieldOfView(origin: number, radius: number, rules: SightRules, seen: Uint8Array): number {
    const key = origin * 65_536 + Math.min(Math.max(0, Math.floor(radius)), 65_535);
    let fan = this.fans.get(key);
    if (fan === undefined) {
      const targets = this.around(origin, radius);
      fan = { targets: Int32Array.from(targets), lines: targets.map((t) => this.compile(origin, t)) };
      this.fans.set(key, fan);
    }
    const { targets, lines } = fan;
    let count = 0;
    for (let i = 0; i < targets.length; i++) {
      const t = targets[i] as number;
      const v = judge(lines[i] as Int32Array, origin, t, rules, this.dirs);
      seen[t] = v ? 1 : 0;
      if (v) count++;
    }
    return count;
  }
}

class HexSightBoard extends SightBoard {
  readonly grid = 'hex' as const;
  private readonly corners: boolean;
  private readonly sides: boolean;

  constructor(
    private readonly cells: HexCells,
    options: SightOptions,
  ) {
    super(cells.size, 6);
    this.corners = options.corners === 'edge';
    this.sides = options.sides === true;
  }

  protected compile(a: number, b: number): Int32Array {
    const ha = this.cells.hexAt(a);
    const hb = this.cells.hexAt(b);
    return new HexCompiler(this.cells, ha.q, ha.r, hb.q, hb.r, this.corners, this.sides).compile();
  }

  protected around(origin: number, radius: number): number[] {
    const o = this.cells.hexAt(origin);
    const out: number[] = [];
    for (let dq = -radius; dq <= radius; dq++)
      for (let dr = Math.max(-radius, -dq - radius); dr <= Math.min(radius, -dq + radius); dr++) {
        const c = this.cells.indexAt(o.q + dq, o.r + dr);
        if (c >= 0) out.push(c);
      }
    return out;
  }
}

class SquareSightBoard extends SightBoard {
  readonly grid = 'square' as const;
  private readonly sides: boolean;

  constructor(
    private readonly cells: SquareCells,
    options: SightOptions,
  ) {
    super(cells.size, 8);
    this.sides = options.sides === true;
  }

  protected compile(a: number, b: number): Int32Array {
    const sa = this.cells.squareAt(a);
    const sb = this.cells.squareAt(b);
    return new SquareCompiler(this.cells, sa.x, sa.y, sb.x, sb.y, this.sides).compile();
  }

  protected around(origin: number, radius: number): number[] {
    const o = this.cells.squareAt(origin);
    const out: number[] = [];
    for (let y = o.y - radius; y <= o.y + radius; y++)
      for (let x = o.x - radius; x <= o.x + radius; x++) {
        const c = this.cells.indexAt(x, y);
        if (c >= 0) out.push(c);
      }
    return out;
  }
}

/** Line of sight on a hex board numbered by `cells` (see `Sight`). */
export function hexSight(cells: HexCells, options: SightOptions = {}): Sight {
  return new HexSightBoard(cells, options);
}

/** Line of sight on a square board numbered by `cells` (see `Sight`). */
export function squareSight(cells: SquareCells, options: SightOptions = {}): Sight {
  return new SquareSightBoard(cells, options);
}

/** A `HexMap`'s numbering: cells are its location indices. */
export function hexMapCells(map: {
  readonly size: number;
  readonly hexes: readonly Hex[];
  indexAt(q: number, r: number): number;
}): HexCells {
  return { size: map.size, indexAt: (q, r) => map.indexAt(q, r), hexAt: (cell) => map.hexes[cell] as Hex };
}

/** A `SquareMap`'s numbering: cells are its location indices. */
export function squareMapCells(map: {
  readonly size: number;
  readonly squares: readonly LosSquare[];
  indexAt(x: number, y: number): number;
}): SquareCells {
  return { size: map.size, indexAt: (x, y) => map.indexAt(x, y), squareAt: (cell) => map.squares[cell] as LosSquare };
}
