import type { Hex } from '../hex/axial.js';
import type { HexMap } from '../hex/map.js';
import { walkHexLine, LINE_AHEAD, LINE_BEHIND, LINE_LEFT, type HexLineVisitor } from './hexLine.js';
import { walkSquareLine, type LosSquare, type SquareLineVisitor } from './squareLine.js';

/**
 * Line of sight as a policy of the title. The kernel finds what the centre-to-centre line
 * crosses; the title says what obstructs and how lines along a hexside are judged.
 *
 * `edge` decides a step where the line runs between two cells (along a hexside, or through a
 * square corner where it grazes one square on each side):
 * - `either`: blocked if either side obstructs.
 * - `both`: blocked only if both sides obstruct, judged step by step (M44 p.9: "only if there are
 *   obstructions on both sides of the line").
 * - `choice`: the attacker's choice: the line is read as nudged wholly to the left or wholly to the
 *   right, so at every such step only that side counts; both readings are returned and LOS exists
 *   if either is clear.
 */
export type LosEdgeRule = 'either' | 'both' | 'choice';

/**
 * Whether `cell` obstructs. `index` is the step index along the line (as in `hexLine` /
 * `squareLine`); `fromA` and `fromB` are grid distances from the two ends (hex distance; Chebyshev
 * distance for squares), so a title can say e.g. "a higher hex blocks only when it is nearer the
 * lower end". Called lazily, at most once per cell and step.
 */
export type LosBlocks<C> = (cell: C, index: number, fromA: number, fromB: number) => boolean;

export interface LosPolicy<C> {
  readonly blocks: LosBlocks<C>;
  readonly edge: LosEdgeRule;
  /** Judge the two end cells too. Off by default: what is in the viewer's or the target's own cell does not block (M44 p.9). */
  readonly endpoints?: boolean;
}

export interface HexLosPolicy extends LosPolicy<Hex> {
  /**
   * A hex the line touches at a single corner only: `ignore` (default) never blocks; `edge` judges
   * it like a hexside step with nothing on the other side (so it blocks under `either`, never
   * under `both`, and on its own side under `choice`).
   */
  readonly corners?: 'ignore' | 'edge';
}

/** What blocked the line, for explanations. `index` is the step index along the line. */
export type LosBlocker<C> =
  | { readonly kind: 'cell'; readonly cell: C; readonly index: number }
  | {
      /** `edge`: along a hexside; `corner`: through a corner, grazing the cells named. */
      readonly kind: 'edge' | 'corner';
      readonly left: C | null;
      readonly right: C | null;
      /** Which of the sides obstructed (for `both`, always `both`). */
      readonly blocking: 'left' | 'right' | 'both';
      readonly index: number;
    };

export type LosResult<C> =
  | { readonly visible: true; readonly blocker: null }
  | { readonly visible: false; readonly blocker: LosBlocker<C> };

/** The attacker's-choice answer: the line read nudged left and nudged right. */
export interface LosChoiceResult<C> {
  readonly visible: boolean;
  readonly left: LosResult<C>;
  readonly right: LosResult<C>;
}

const CLEAR: LosResult<never> = Object.freeze({ visible: true, blocker: null });

function blocked<C>(blocker: LosBlocker<C>): LosResult<C> {
  return Object.freeze({ visible: false, blocker: Object.freeze(blocker) });
}

/**
 * Judges the steps of one line under one policy. Grid-neutral: cells are (u, v) pairs turned into
 * the title's cell type by `make`, and `dist` measures grid distance. The grid subclasses are the
 * walkers' visitors themselves, so a query creates one object and no closures.
 */
abstract class Judge<C> {
  private leftBlock: LosBlocker<C> | null = null;
  private rightBlock: LosBlocker<C> | null = null;
  private readonly choice: boolean;

  constructor(
    private readonly policy: LosPolicy<C>,
    private readonly au: number,
    private readonly av: number,
    private readonly bu: number,
    private readonly bv: number,
  ) {
    this.choice = policy.edge === 'choice';
  }

  protected abstract make(u: number, v: number): C;
  protected abstract dist(u1: number, v1: number, u2: number, v2: number): number;

  private test(u: number, v: number, index: number): boolean {
    const { au, av, bu, bv } = this;
    return this.policy.blocks(this.make(u, v), index, this.dist(u, v, au, av), this.dist(u, v, bu, bv));
  }

  /** The line crosses the interior of (u, v). Returns true when judging can stop. */
  cell(u: number, v: number, index: number): boolean {
    if (this.policy.endpoints !== true && ((u === this.au && v === this.av) || (u === this.bu && v === this.bv)))
      return false;
    if (!this.test(u, v, index)) return false;
    const blocker: LosBlocker<C> = { kind: 'cell', cell: this.make(u, v), index };
    if (this.leftBlock === null) this.leftBlock = blocker;
    if (this.rightBlock === null) this.rightBlock = blocker;
    return true;
  }

  /** The line passes between a left and a right cell (either may be absent). Returns true when judging can stop. */
  between(
    kind: 'edge' | 'corner',
    lu: number,
    lv: number,
    hasLeft: boolean,
    ru: number,
    rv: number,
    hasRight: boolean,
    index: number,
  ): boolean {
    if (this.choice) {
      if (this.leftBlock === null && hasLeft && this.test(lu, lv, index))
        this.leftBlock = this.explain(kind, lu, lv, hasLeft, ru, rv, hasRight, index, 'left');
      if (this.rightBlock === null && hasRight && this.test(ru, rv, index))
        this.rightBlock = this.explain(kind, lu, lv, hasLeft, ru, rv, hasRight, index, 'right');
      return this.leftBlock !== null && this.rightBlock !== null;
    }
    if (this.policy.edge === 'both') {
      if (!hasLeft || !hasRight) return false;
      if (!this.test(lu, lv, index) || !this.test(ru, rv, index)) return false;
      this.leftBlock = this.rightBlock = this.explain(kind, lu, lv, hasLeft, ru, rv, hasRight, index, 'both');
      return true;
    }
    const bl = hasLeft && this.test(lu, lv, index);
    const br = hasRight && this.test(ru, rv, index);
    if (!bl && !br) return false;
    this.leftBlock = this.rightBlock = this.explain(
      kind,
      lu,
      lv,
      hasLeft,
      ru,
      rv,
      hasRight,
      index,
      bl && br ? 'both' : bl ? 'left' : 'right',
    );
    return true;
  }

  /** Cells for an explanation are built only once something blocks. */
  private explain(
    kind: 'edge' | 'corner',
    lu: number,
    lv: number,
    hasLeft: boolean,
    ru: number,
    rv: number,
    hasRight: boolean,
    index: number,
    blocking: 'left' | 'right' | 'both',
  ): LosBlocker<C> {
    const left = hasLeft ? this.make(lu, lv) : null;
    const right = hasRight ? this.make(ru, rv) : null;
    return { kind, left, right, blocking, index };
  }

  single(): LosResult<C> {
    return this.leftBlock === null ? CLEAR : blocked(this.leftBlock);
  }

  both(): LosChoiceResult<C> {
    const left = this.leftBlock === null ? CLEAR : blocked(this.leftBlock);
    const right = this.rightBlock === null ? CLEAR : blocked(this.rightBlock);
    return Object.freeze({ visible: left.visible || right.visible, left, right });
  }
}

class HexJudge extends Judge<Hex> implements HexLineVisitor {
  constructor(policy: HexLosPolicy, a: Hex, b: Hex, private readonly corners: boolean) {
    super(policy, a.q, a.r, b.q, b.r);
  }

  protected make(q: number, r: number): Hex {
    return { q: q + 0, r: r + 0 };
  }

  protected dist(q1: number, r1: number, q2: number, r2: number): number {
    const dq = q1 - q2;
    const dr = r1 - r2;
    return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
  }

  hex(q: number, r: number, index: number): boolean {
    return this.cell(q, r, index);
  }

  edge(lq: number, lr: number, rq: number, rr: number, index: number): boolean {
    return this.between('edge', lq, lr, true, rq, rr, true, index);
  }

  vertex(
    _bq: number,
    _br: number,
    _aq: number,
    _ar: number,
    lq: number,
    lr: number,
    rq: number,
    rr: number,
    present: number,
    index: number,
  ): boolean {
    // Corners where the line starts or stops running along a hexside add nothing: their hexes
    // are judged by the neighbouring hex and edge steps.
    if (!this.corners || (present & (LINE_BEHIND | LINE_AHEAD)) !== (LINE_BEHIND | LINE_AHEAD)) return false;
    const left = (present & LINE_LEFT) !== 0;
    return this.between('corner', lq, lr, left, rq, rr, !left, index);
  }
}

/**
 * Line of sight between the centres of hexes `a` and `b` (see `LosPolicy`). The blocker reported
 * is the first along the line from `a`. With `edge: 'choice'` both readings are returned.
 */
export function hexLos(a: Hex, b: Hex, policy: HexLosPolicy & { readonly edge: 'choice' }): LosChoiceResult<Hex>;
export function hexLos(a: Hex, b: Hex, policy: HexLosPolicy & { readonly edge: 'either' | 'both' }): LosResult<Hex>;
export function hexLos(a: Hex, b: Hex, policy: HexLosPolicy): LosResult<Hex> | LosChoiceResult<Hex>;
export function hexLos(a: Hex, b: Hex, policy: HexLosPolicy): LosResult<Hex> | LosChoiceResult<Hex> {
  const judge = new HexJudge(policy, a, b, policy.corners === 'edge');
  walkHexLine(a, b, judge);
  return policy.edge === 'choice' ? judge.both() : judge.single();
}

/** Whether `a` sees `b`: `hexLos(...).visible` for any rule. */
export function hexVisible(a: Hex, b: Hex, policy: HexLosPolicy): boolean {
  return hexLos(a, b, policy).visible;
}

class SquareJudge extends Judge<LosSquare> implements SquareLineVisitor {
  protected make(x: number, y: number): LosSquare {
    return { x: x + 0, y: y + 0 };
  }

  /** Chebyshev distance: steps on an 8-direction square grid. */
  protected dist(x1: number, y1: number, x2: number, y2: number): number {
    return Math.max(Math.abs(x1 - x2), Math.abs(y1 - y2));
  }

  square(x: number, y: number, index: number): boolean {
    return this.cell(x, y, index);
  }

  corner(
    _bx: number,
    _by: number,
    _ax: number,
    _ay: number,
    lx: number,
    ly: number,
    rx: number,
    ry: number,
    index: number,
  ): boolean {
    return this.between('corner', lx, ly, true, rx, ry, true, index);
  }
}

/**
 * Line of sight between the centres of squares `a` and `b`. `edge` judges the two squares grazed
 * where the line passes exactly through a corner (a centre-to-centre line never runs along an edge).
 */
export function squareLos(
  a: LosSquare,
  b: LosSquare,
  policy: LosPolicy<LosSquare> & { readonly edge: 'choice' },
): LosChoiceResult<LosSquare>;
export function squareLos(
  a: LosSquare,
  b: LosSquare,
  policy: LosPolicy<LosSquare> & { readonly edge: 'either' | 'both' },
): LosResult<LosSquare>;
export function squareLos(
  a: LosSquare,
  b: LosSquare,
  policy: LosPolicy<LosSquare>,
): LosResult<LosSquare> | LosChoiceResult<LosSquare>;
export function squareLos(
  a: LosSquare,
  b: LosSquare,
  policy: LosPolicy<LosSquare>,
): LosResult<LosSquare> | LosChoiceResult<LosSquare> {
  const judge = new SquareJudge(policy, a.x, a.y, b.x, b.y);
  walkSquareLine(a, b, judge);
  return policy.edge === 'choice' ? judge.both() : judge.single();
}

/** Whether `a` sees `b`: `squareLos(...).visible` for any rule. */
export function squareVisible(a: LosSquare, b: LosSquare, policy: LosPolicy<LosSquare>): boolean {
  return squareLos(a, b, policy).visible;
}

/**
 * Adapts a per-location obstruction test on a `HexMap` (terrain and units are usually stored by
 * location index) to `LosBlocks`. Hexes off the map block unless `offMapBlocks` is false: a line
 * between two hexes of an irregular board can leave it, and what is off the board cannot be seen
 * through (M44 p.9 also lists the half-hexes along the board edge as obstructions).
 */
export function hexMapBlocks(
  map: HexMap,
  blocksAt: (loc: number, index: number, fromA: number, fromB: number) => boolean,
  offMapBlocks = true,
): LosBlocks<Hex> {
  return (h, index, fromA, fromB) => {
    const loc = map.indexAt(h.q, h.r);
    return loc < 0 ? offMapBlocks : blocksAt(loc, index, fromA, fromB);
  };
}
