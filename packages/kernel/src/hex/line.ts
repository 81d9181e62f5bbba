import { hexDistance, type Hex } from './axial.js';

/**
 * Nearest integer to x / n (n > 0) in exact integer arithmetic; an exact half goes
 * up when `up`, else down. This is where the epsilon nudge of the usual float
 * algorithm is replaced by a rule.
 */
function roundDiv(x: number, n: number, up: boolean): number {
  return up ? Math.floor((2 * x + n) / (2 * n)) : Math.ceil((2 * x - n) / (2 * n));
}

/**
 * The classic "drawn" hex line: the N + 1 hexes nearest to N + 1 evenly spaced points of
 * the segment between the centres of `a` and `b` (N = distance), as game boards use for
 * counting ranges and for simple line-of-fire rules. Consecutive hexes are adjacent.
 *
 * Exact: the points are kept as integers scaled by N, and where a point is exactly
 * between hexes the tie is broken as if the segment were nudged by the infinitesimal
 * cube vector (+1, +2, -3)·ε, the nudge the float algorithm approximates with 1e-6.
 * For what a segment really crosses (edges and vertices included), use `hexLine`
 * from the line-of-sight module.
 */
export function hexLineDraw(a: Hex, b: Hex): Hex[] {
  const n = hexDistance(a, b);
  if (n === 0) return [{ q: a.q + 0, r: a.r + 0 }];
  const out: Hex[] = new Array<Hex>(n + 1);
  const aq = a.q;
  const ar = a.r;
  const as = -a.q - a.r;
  const dq = b.q - aq;
  const dr = b.r - ar;
  const ds = -dq - dr;
  for (let i = 0; i <= n; i++) {
    const xq = aq * n + dq * i;
    const xr = ar * n + dr * i;
    const xs = as * n + ds * i;
    let rq = roundDiv(xq, n, true);
    let rr = roundDiv(xr, n, true);
    const rs = roundDiv(xs, n, false);
    if (rq + rr + rs !== 0) {
      // Recompute the coordinate with the largest rounding error from the other two.
      // Errors are compared exactly (scaled by n), then by the ε terms (+1, +2, -3).
      const eq = rq * n - xq;
      const er = rr * n - xr;
      const es = rs * n - xs;
      const kq = -1 * Math.sign(eq);
      const kr = -2 * Math.sign(er);
      const ks = 3 * Math.sign(es);
      const bigger = (e1: number, k1: number, e2: number, k2: number) =>
        Math.abs(e1) > Math.abs(e2) || (Math.abs(e1) === Math.abs(e2) && k1 > k2);
      if (bigger(eq, kq, er, kr) && bigger(eq, kq, es, ks)) rq = -rr - rs;
      else if (bigger(er, kr, es, ks)) rr = -rq - rs;
      // else the s coordinate is dropped: q and r stand as rounded.
    }
    out[i] = { q: rq + 0, r: rr + 0 };
  }
  return out;
}
