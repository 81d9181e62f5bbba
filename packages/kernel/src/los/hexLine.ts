import { HEX_DIRECTIONS, type Hex } from '../hex/axial.js';

/**
 * The straight segment between two hex centres, walked exactly.
 *
 * Geometry: positions are axial coordinates scaled by 3, so every hex centre (3q, 3r) and every
 * hex corner (3q, 3r) + (d_k + d_{k+1}) is an integer point. Which side of the line a point lies on
 * is the sign of an integer cross product, so every decision is exact: no floating point, no
 * epsilon. Axial geometry is the same for flat-top and pointy-top layouts (both are
 * orientation-preserving linear maps of axial space), so the result does not depend on the layout.
 *
 * Left and right are as seen on a screen with x to the right and y down (the usual drawing of
 * either layout), looking from `a` towards `b`. A drawing with y up mirrors them.
 */

/** Bits of `present` in `HexLineVisitor.vertex`: which of the four slots name a hex. */
export const LINE_BEHIND = 1;
export const LINE_AHEAD = 2;
export const LINE_LEFT = 4;
export const LINE_RIGHT = 8;

/**
 * One thing the segment crosses, in order from `a` to `b`.
 * - `hex`: the segment passes through the interior of `hex`.
 * - `edge`: the segment runs exactly along the hexside between `left` and `right`.
 * - `vertex`: the segment passes exactly through a corner where three hexes meet. `behind` is the
 *   hex whose interior the segment leaves there, `ahead` the one it enters; a hex that only touches
 *   the segment at this corner is named by the side it lies on. When the segment starts running
 *   along a hexside, `ahead` is null and `left`/`right` are that hexside's hexes; when it stops,
 *   `behind` is null. Exactly three of the four slots are non-null.
 */
export type HexLineStep =
  | { readonly kind: 'hex'; readonly hex: Hex }
  | { readonly kind: 'edge'; readonly left: Hex; readonly right: Hex }
  | {
      readonly kind: 'vertex';
      readonly behind: Hex | null;
      readonly ahead: Hex | null;
      readonly left: Hex | null;
      readonly right: Hex | null;
    };

/**
 * Allocation-free callbacks for `walkHexLine`. `index` counts steps of every kind from 0, in the
 * same numbering as `hexLine`'s array. Returning `true` stops the walk.
 */
export interface HexLineVisitor {
  hex?(q: number, r: number, index: number): boolean | void;
  edge?(leftQ: number, leftR: number, rightQ: number, rightR: number, index: number): boolean | void;
  /** Absent slots (see `present`, a mask of LINE_BEHIND | LINE_AHEAD | LINE_LEFT | LINE_RIGHT) are 0. */
  vertex?(
    behindQ: number,
    behindR: number,
    aheadQ: number,
    aheadR: number,
    leftQ: number,
    leftR: number,
    rightQ: number,
    rightR: number,
    present: number,
    index: number,
  ): boolean | void;
}

function dir(k: number): Hex {
  return HEX_DIRECTIONS[k % 6] as Hex;
}

/**
 * How the segment leaves the hex whose side values are s0..s5. `sk` is the side (cross product)
 * of corner k, the corner between directions k and k+1, relative to the line. Corners in index order
 * turn clockwise in axial space, so the segment leaves where the sign turns from + to -: across the
 * hexside facing direction k+1 (returns k+1), or exactly through corner k (returns 6 + k).
 * Entry points have the opposite turn, so the forward exit is unique.
 */
function exitOf(s0: number, s1: number, s2: number, s3: number, s4: number, s5: number): number {
  if (s0 > 0 && s1 < 0) return 1;
  if (s1 > 0 && s2 < 0) return 2;
  if (s2 > 0 && s3 < 0) return 3;
  if (s3 > 0 && s4 < 0) return 4;
  if (s4 > 0 && s5 < 0) return 5;
  if (s5 > 0 && s0 < 0) return 0;
  if (s0 === 0 && s5 > 0 && s1 < 0) return 6;
  if (s1 === 0 && s0 > 0 && s2 < 0) return 7;
  if (s2 === 0 && s1 > 0 && s3 < 0) return 8;
  if (s3 === 0 && s2 > 0 && s4 < 0) return 9;
  if (s4 === 0 && s3 > 0 && s5 < 0) return 10;
  if (s5 === 0 && s4 > 0 && s0 < 0) return 11;
  return -1;
}

/**
 * Walk the segment from the centre of `a` to the centre of `b`, calling `visitor` for each step.
 * Allocates nothing. Returns true when the visitor stopped the walk early.
 */
export function walkHexLine(a: Hex, b: Hex, visitor: HexLineVisitor): boolean {
  const aq = a.q;
  const ar = a.r;
  const bq = b.q;
  const br = b.r;
  const dq = bq - aq;
  const dr = br - ar;
  // Each corner's side is base + cross(D, corner offset); these are the six constant parts.
  const c0 = -dq - 2 * dr;
  const c1 = -2 * dq - dr;
  const c2 = -dq + dr;
  const c3 = dq + 2 * dr;
  const c4 = 2 * dq + dr;
  const c5 = dq - dr;
  // A step enters a new hex or moves along at least a third of a hexside: bounded by 4 per hex.
  const guard = 4 * (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) + 8;
  let hq = aq;
  let hr = ar;
  let index = 0;
  for (;;) {
    if (visitor.hex?.(hq, hr, index++) === true) return true;
    if (hq === bq && hr === br) return false;
    if (index > guard) throw new Error('walkHexLine: the walk did not reach its target');
    const base = 3 * (dq * (hr - ar) - dr * (hq - aq));
    const exit = exitOf(base + c0, base + c1, base + c2, base + c3, base + c4, base + c5);
    if (exit < 0) throw new Error('walkHexLine: no exit found');
    if (exit < 6) {
      const d = dir(exit);
      hq += d.q;
      hr += d.r;
      continue;
    }
    // Through corner k: the other two hexes there are the neighbours in directions k and k+1.
    const k = exit - 6;
    const dk = dir(k);
    const dk1 = dir(k + 1);
    const pq = hq + dk.q;
    const pr = hr + dk.r;
    const qq = hq + dk1.q;
    const qr = hr + dk1.r;
    // The third hexside at the corner continues the spoke w = d_k + d_{k+1}; P lies on its
    // positive side, so the sign of cross(w, D) says which hex the segment enters.
    const wq = dk.q + dk1.q;
    const wr = dk.r + dk1.r;
    const turn = wq * dr - wr * dq;
    if (turn === 0) {
      // Along the hexside between P (right) and Q (left), then into the hex beyond it.
      const nq = hq + wq;
      const nr = hr + wr;
      if (visitor.vertex?.(hq, hr, 0, 0, qq, qr, pq, pr, LINE_BEHIND | LINE_LEFT | LINE_RIGHT, index++) === true)
        return true;
      if (visitor.edge?.(qq, qr, pq, pr, index++) === true) return true;
      if (visitor.vertex?.(0, 0, nq, nr, qq, qr, pq, pr, LINE_AHEAD | LINE_LEFT | LINE_RIGHT, index++) === true)
        return true;
      hq = nq;
      hr = nr;
      continue;
    }
    const enterP = turn > 0;
    const nq = enterP ? pq : qq;
    const nr = enterP ? pr : qr;
    const gq = enterP ? qq : pq;
    const gr = enterP ? qr : pr;
    // The grazed hex lies wholly on one side, so its centre's side is its side.
    const left = dq * (gr - ar) - dr * (gq - aq) < 0;
    const stop = left
      ? visitor.vertex?.(hq, hr, nq, nr, gq, gr, 0, 0, LINE_BEHIND | LINE_AHEAD | LINE_LEFT, index++)
      : visitor.vertex?.(hq, hr, nq, nr, 0, 0, gq, gr, LINE_BEHIND | LINE_AHEAD | LINE_RIGHT, index++);
    if (stop === true) return true;
    hq = nq;
    hr = nr;
  }
}

function h(q: number, r: number): Hex {
  return Object.freeze({ q: q + 0, r: r + 0 });
}

/**
 * What the segment between the centres of `a` and `b` crosses, in order from `a` to `b`
 * (see `HexLineStep`). Starts with `{ kind: 'hex', hex: a }` and ends with `b`.
 */
export function hexLine(a: Hex, b: Hex): HexLineStep[] {
  const out: HexLineStep[] = [];
  walkHexLine(a, b, {
    hex(q, r) {
      out.push(Object.freeze({ kind: 'hex', hex: h(q, r) }));
    },
    edge(lq, lr, rq, rr) {
      out.push(Object.freeze({ kind: 'edge', left: h(lq, lr), right: h(rq, rr) }));
    },
    vertex(bq, br, aq, ar, lq, lr, rq, rr, present) {
      out.push(
        Object.freeze({
          kind: 'vertex',
          behind: present & LINE_BEHIND ? h(bq, br) : null,
          ahead: present & LINE_AHEAD ? h(aq, ar) : null,
          left: present & LINE_LEFT ? h(lq, lr) : null,
          right: present & LINE_RIGHT ? h(rq, rr) : null,
        }),
      );
    },
  });
  return out;
}

/** The hexes whose interior the segment crosses, in order (`a` first, `b` last). */
export function hexLineHexes(a: Hex, b: Hex): Hex[] {
  const out: Hex[] = [];
  walkHexLine(a, b, {
    hex(q, r) {
      out.push(h(q, r));
    },
  });
  return out;
}
