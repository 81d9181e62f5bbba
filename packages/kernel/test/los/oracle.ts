/**
 * A floating-point oracle for line tests: it knows nothing of the exact walkers. It samples the
 * segment densely at rational positions, classifies each sample by the nearest cell centres in
 * pixel space, and keeps only decisions made with a clear margin.
 */
import type { Hex } from '../../src/hex/axial.js';

export type Layout = 'flat' | 'pointy';
export const LAYOUTS: readonly Layout[] = ['flat', 'pointy'];

const SQRT3 = Math.sqrt(3);
const EPS = 1e-9;

/** Centre of a hex of size 1 on a y-down screen (the usual drawing of both layouts). */
export function hexToPixel(h: Hex, layout: Layout): [number, number] {
  return layout === 'pointy' ? [SQRT3 * (h.q + h.r / 2), 1.5 * h.r] : [1.5 * h.q, SQRT3 * (h.r + h.q / 2)];
}

function pixelToAxial(x: number, y: number, layout: Layout): [number, number] {
  return layout === 'pointy' ? [(SQRT3 / 3) * x - y / 3, (2 / 3) * y] : [(2 / 3) * x, -x / 3 + (SQRT3 / 3) * y];
}

function cubeRound(fq: number, fr: number): Hex {
  const fs = -fq - fr;
  let q = Math.round(fq);
  let r = Math.round(fr);
  const s = Math.round(fs);
  const dq = Math.abs(q - fq);
  const dr = Math.abs(r - fr);
  const ds = Math.abs(s - fs);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  return { q: q + 0, r: r + 0 };
}

const NEIGHBOURS: readonly Hex[] = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
];

export const key = (h: Hex): string => `${h.q},${h.r}`;

/** Screen cross product of (b - a) and (p - a); negative means p is left of a->b (y down). */
export function screenCross(a: [number, number], b: [number, number], p: [number, number]): number {
  return (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
}

export type OracleItem = { kind: 'hex'; hex: string } | { kind: 'edge'; left: string; right: string };

/**
 * The hexes whose interiors the segment visits, and the hexsides it runs along, in order, as the
 * oracle sees them in `layout`. An edge is only reported for a run of at least two samples on it,
 * so a transversal crossing that happens to land on a sample is not mistaken for one.
 */
export function sampleHexLine(a: Hex, b: Hex, layout: Layout, perUnit = 60): OracleItem[] {
  // Spacing: a crossed hex's chord is at least ~0.14 hex sizes at distance 12 (a corner lies at
  // least 0.5/distance off the line), and a hexside is 1 long, so 60 samples per hex step suffice.
  const pa = hexToPixel(a, layout);
  const pb = hexToPixel(b, layout);
  const dist = Math.max(1, (Math.abs(a.q - b.q) + Math.abs(a.r - b.r) + Math.abs(a.q + a.r - b.q - b.r)) / 2);
  const n = perUnit * dist;
  const raw: (OracleItem | null)[] = [];
  const cq = new Float64Array(7);
  const cr = new Float64Array(7);
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const x = pa[0] + t * (pb[0] - pa[0]);
    const y = pa[1] + t * (pb[1] - pa[1]);
    const [fq, fr] = pixelToAxial(x, y, layout);
    const c = cubeRound(fq, fr);
    // The three nearest centres among the rounded hex and its neighbours.
    let d1 = Infinity;
    let d2 = Infinity;
    let d3 = Infinity;
    let i1 = 0;
    let i2 = 0;
    for (let k = 0; k < 7; k++) {
      const o = k === 0 ? { q: 0, r: 0 } : (NEIGHBOURS[k - 1] as Hex);
      cq[k] = c.q + o.q;
      cr[k] = c.r + o.r;
      const p = hexToPixel({ q: c.q + o.q, r: c.r + o.r }, layout);
      const d = Math.hypot(p[0] - x, p[1] - y);
      if (d < d1) {
        d3 = d2;
        d2 = d1;
        i2 = i1;
        d1 = d;
        i1 = k;
      } else if (d < d2) {
        d3 = d2;
        d2 = d;
        i2 = k;
      } else if (d < d3) d3 = d;
    }
    const h1 = { q: cq[i1] as number, r: cr[i1] as number };
    const h2 = { q: cq[i2] as number, r: cr[i2] as number };
    if (d2 - d1 > EPS) raw.push({ kind: 'hex', hex: key(h1) });
    else if (d3 - d2 > EPS) {
      const left1 = screenCross(pa, pb, hexToPixel(h1, layout)) < 0;
      const [l, r] = left1 ? [h1, h2] : [h2, h1];
      raw.push({ kind: 'edge', left: key(l), right: key(r) });
    } else raw.push(null); // at a corner: undecided here, corners are checked separately
  }
  const out: OracleItem[] = [];
  const same = (u: OracleItem | null | undefined, v: OracleItem | null | undefined): boolean =>
    !!u &&
    !!v &&
    (u.kind === 'hex'
      ? v.kind === 'hex' && u.hex === v.hex
      : v.kind === 'edge' && u.left === v.left && u.right === v.right);
  for (let i = 0; i < raw.length; i++) {
    const item = raw[i];
    if (!item) continue;
    if (item.kind === 'edge' && !same(raw[i - 1], item) && !same(raw[i + 1], item)) continue;
    if (!same(out[out.length - 1], item)) out.push(item);
  }
  return out;
}

/** Corners (in pixel space, as `x,y` rounded keys) of hexes near the segment that lie on it. */
export function cornersOnHexSegment(a: Hex, b: Hex, layout: Layout): Set<string> {
  const pa = hexToPixel(a, layout);
  const pb = hexToPixel(b, layout);
  const len = Math.hypot(pb[0] - pa[0], pb[1] - pa[1]);
  const out = new Set<string>();
  const minQ = Math.min(a.q, b.q) - 2;
  const maxQ = Math.max(a.q, b.q) + 2;
  const minR = Math.min(a.r, b.r) - 2;
  const maxR = Math.max(a.r, b.r) + 2;
  for (let q = minQ; q <= maxQ; q++) {
    for (let r = minR; r <= maxR; r++) {
      const c = hexToPixel({ q, r }, layout);
      for (let k = 0; k < 6; k++) {
        // Corner k of the hex: the centroid of it and its neighbours k and k+1.
        const n1 = NEIGHBOURS[k] as Hex;
        const n2 = NEIGHBOURS[(k + 1) % 6] as Hex;
        const p1 = hexToPixel({ q: q + n1.q, r: r + n1.r }, layout);
        const p2 = hexToPixel({ q: q + n2.q, r: r + n2.r }, layout);
        const v: [number, number] = [(c[0] + p1[0] + p2[0]) / 3, (c[1] + p1[1] + p2[1]) / 3];
        const off = Math.abs(screenCross(pa, pb, v)) / len;
        const t = ((v[0] - pa[0]) * (pb[0] - pa[0]) + (v[1] - pa[1]) * (pb[1] - pa[1])) / (len * len);
        if (off < 1e-7 && t > 0 && t < 1) out.add(pointKey(v));
      }
    }
  }
  return out;
}

export function pointKey(p: [number, number]): string {
  return `${p[0].toFixed(5)},${p[1].toFixed(5)}`;
}

export type SquareItem = { kind: 'square'; square: string };

/** Squares (x right, y down, centres at integers) whose interiors the segment visits, in order. */
export function sampleSquareLine(a: { x: number; y: number }, b: { x: number; y: number }, perUnit = 40): string[] {
  const n = perUnit * Math.max(1, Math.abs(a.x - b.x) + Math.abs(a.y - b.y));
  const out: string[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const x = a.x + t * (b.x - a.x);
    const y = a.y + t * (b.y - a.y);
    const cx = Math.round(x);
    const cy = Math.round(y);
    const margin = 0.5 - Math.max(Math.abs(x - cx), Math.abs(y - cy));
    if (margin <= EPS) continue;
    const k = `${cx},${cy}`;
    if (out[out.length - 1] !== k) out.push(k);
  }
  return out;
}

/** Number of samples lying on a square edge but not at a corner, in runs of two or more. */
export function squareEdgeRuns(a: { x: number; y: number }, b: { x: number; y: number }, perUnit = 40): number {
  const n = perUnit * Math.max(1, Math.abs(a.x - b.x) + Math.abs(a.y - b.y));
  let runs = 0;
  let prev = false;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const x = a.x + t * (b.x - a.x);
    const y = a.y + t * (b.y - a.y);
    const ex = Math.abs(Math.abs(x - Math.round(x)) - 0.5) <= EPS;
    const ey = Math.abs(Math.abs(y - Math.round(y)) - 0.5) <= EPS;
    const onEdge = ex !== ey;
    if (onEdge && prev) runs++;
    prev = onEdge;
  }
  return runs;
}

/** Square corners (half-integer points) strictly inside the segment, as `x,y` keys of the doubled coordinates. */
export function cornersOnSquareSegment(a: { x: number; y: number }, b: { x: number; y: number }): Set<string> {
  const out = new Set<string>();
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  for (let x = Math.min(a.x, b.x) - 0.5; x <= Math.max(a.x, b.x) + 0.5; x++) {
    for (let y = Math.min(a.y, b.y) - 0.5; y <= Math.max(a.y, b.y) + 0.5; y++) {
      const off = Math.abs((b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x)) / len;
      const t = ((x - a.x) * (b.x - a.x) + (y - a.y) * (b.y - a.y)) / (len * len);
      if (off < 1e-7 && t > 0 && t < 1) out.add(`${2 * x},${2 * y}`);
    }
  }
  return out;
}
