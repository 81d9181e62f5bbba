/**
 * Axial hex coordinates (q, r), with the implied cube coordinate s = -q - r.
 * The same maths serves flat-top and pointy-top layouts: only the drawing and the
 * names of the six directions differ (see `layout.ts`).
 *
 * Direction indices 0..5 go counter-clockwise in axial space, starting at +q:
 *   0: (+1, 0)  1: (+1, -1)  2: (0, -1)  3: (-1, 0)  4: (-1, +1)  5: (0, +1)
 * Opposite of d is (d + 3) % 6.
 */
export interface Hex {
  readonly q: number;
  readonly r: number;
}

export type HexDirection = 0 | 1 | 2 | 3 | 4 | 5;

export const HEX_DIRECTIONS: readonly Hex[] = Object.freeze([
  Object.freeze({ q: 1, r: 0 }),
  Object.freeze({ q: 1, r: -1 }),
  Object.freeze({ q: 0, r: -1 }),
  Object.freeze({ q: -1, r: 0 }),
  Object.freeze({ q: -1, r: 1 }),
  Object.freeze({ q: 0, r: 1 }),
]);

export function hex(q: number, r: number): Hex {
  return { q: q + 0, r: r + 0 };
}

export function hexS(h: Hex): number {
  return -h.q - h.r + 0;
}

export function hexEquals(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

export function hexAdd(a: Hex, b: Hex): Hex {
  return { q: a.q + b.q, r: a.r + b.r };
}

export function hexSub(a: Hex, b: Hex): Hex {
  return { q: a.q - b.q, r: a.r - b.r };
}

export function hexScale(a: Hex, k: number): Hex {
  return { q: a.q * k + 0, r: a.r * k + 0 };
}

/** Number of steps between two hexes on an unobstructed grid. */
export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

export function hexNeighbor(h: Hex, d: HexDirection | number): Hex {
  // Literal cases (the HEX_DIRECTIONS offsets) so hot loops need no table load;
  // `+ 0` keeps -0 out, as adding a zero offset does. Other integers wrap around.
  switch (d) {
    case 0:
      return { q: h.q + 1, r: h.r + 0 };
    case 1:
      return { q: h.q + 1, r: h.r - 1 };
    case 2:
      return { q: h.q + 0, r: h.r - 1 };
    case 3:
      return { q: h.q - 1, r: h.r + 0 };
    case 4:
      return { q: h.q - 1, r: h.r + 1 };
    case 5:
      return { q: h.q + 0, r: h.r + 1 };
  }
  const v = HEX_DIRECTIONS[((d % 6) + 6) % 6] as Hex;
  return { q: h.q + v.q, r: h.r + v.r };
}

export function hexNeighbors(h: Hex): Hex[] {
  // Written out (same order and offsets as HEX_DIRECTIONS): no callback, one array literal.
  const q = h.q;
  const r = h.r;
  return [
    { q: q + 1, r: r + 0 },
    { q: q + 1, r: r - 1 },
    { q: q + 0, r: r - 1 },
    { q: q - 1, r: r + 0 },
    { q: q - 1, r: r + 1 },
    { q: q + 0, r: r + 1 },
  ];
}

/** The direction from `a` to an adjacent `b`, or -1 if they are not adjacent. */
export function hexDirectionTo(a: Hex, b: Hex): HexDirection | -1 {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  for (let d = 0; d < 6; d++) {
    const v = HEX_DIRECTIONS[d] as Hex;
    if (v.q === dq && v.r === dr) return d as HexDirection;
  }
  return -1;
}

export function oppositeDirection(d: HexDirection): HexDirection {
  return ((d + 3) % 6) as HexDirection;
}

/** A stable string key, e.g. `"3,-2"`, for maps and sets. */
export function hexKey(h: Hex): string {
  return `${h.q},${h.r}`;
}

export function parseHexKey(key: string): Hex | null {
  const m = /^(-?\d+),(-?\d+)$/.exec(key);
  return m ? { q: Number(m[1]), r: Number(m[2]) } : null;
}

// ---------------------------------------------------------------------------
// Cube coordinates, rounding, rotation and reflection.

/** Cube coordinates: q + r + s = 0. Axial is cube without the redundant s. */
export interface Cube {
  readonly q: number;
  readonly r: number;
  readonly s: number;
}

export function hexToCube(h: Hex): Cube {
  return { q: h.q + 0, r: h.r + 0, s: -h.q - h.r + 0 };
}

/** Drops s; the caller guarantees q + r + s = 0 (only q and r are read). */
export function cubeToHex(c: Cube): Hex {
  return { q: c.q + 0, r: c.r + 0 };
}

/**
 * The hex containing a fractional axial point: rounds all three cube coordinates and
 * repairs the one with the largest rounding error, so q + r + s = 0 still holds.
 */
export function hexRound(q: number, r: number): Hex {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return { q: rq + 0, r: rr + 0 };
}

/** `hexRound` on a fractional cube point. */
export function cubeRound(c: Cube): Hex {
  return hexRound(c.q, c.r);
}

/** Linear interpolation between two hexes in fractional axial space (t = 0 gives a, 1 gives b). */
export function hexLerp(a: Hex, b: Hex, t: number): { readonly q: number; readonly r: number } {
  return { q: a.q + (b.q - a.q) * t, r: a.r + (b.r - a.r) * t };
}

/**
 * Rotates `h` about `center` by `steps` sixths of a turn in the direction order of
 * HEX_DIRECTIONS (so direction d becomes direction d + steps). Negative steps go back.
 */
export function hexRotate(h: Hex, steps: number, center: Hex = { q: 0, r: 0 }): Hex {
  let q = h.q - center.q;
  let r = h.r - center.r;
  const n = ((steps % 6) + 6) % 6;
  for (let i = 0; i < n; i++) {
    // One step: cube (q, r, s) -> (-s, -q, -r), which maps each D_d to D_{d+1}.
    const s = -q - r;
    r = -q;
    q = -s;
  }
  return { q: q + center.q + 0, r: r + center.r + 0 };
}

/** The cube axis a reflection keeps fixed: the mirror line through `center` along that axis. */
export type HexAxis = 'q' | 'r' | 's';

/** Mirrors `h` about the line through `center` where the given cube coordinate is constant. */
export function hexReflect(h: Hex, axis: HexAxis, center: Hex = { q: 0, r: 0 }): Hex {
  const q = h.q - center.q;
  const r = h.r - center.r;
  const s = -q - r;
  // Keeping one cube coordinate and swapping the other two is a reflection.
  const [nq, nr] = axis === 'q' ? [q, s] : axis === 'r' ? [s, r] : [r, q];
  return { q: nq + center.q + 0, r: nr + center.r + 0 };
}

// ---------------------------------------------------------------------------
// Allocation-free variants for hot loops.

/** `hexDistance` on raw coordinates, allocating nothing. */
export function hexDistanceQR(aq: number, ar: number, bq: number, br: number): number {
  const dq = aq - bq;
  const dr = ar - br;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The direction of an axial step (dq, dr), or -1 when it is not one of the six unit steps. */
export function hexStepDirection(dq: number, dr: number): HexDirection | -1 {
  // A tiny lookup keyed on (dq + 1) * 3 + (dr + 1): no loop and no allocation.
  if (dq < -1 || dq > 1 || dr < -1 || dr > 1) return -1;
  return STEP_TABLE[(dq + 1) * 3 + (dr + 1)] as HexDirection | -1;
}

// Index (dq + 1) * 3 + (dr + 1); built from HEX_DIRECTIONS so the two cannot disagree.
const STEP_TABLE: readonly (HexDirection | -1)[] = (() => {
  const t: (HexDirection | -1)[] = [-1, -1, -1, -1, -1, -1, -1, -1, -1];
  HEX_DIRECTIONS.forEach((v, d) => {
    t[(v.q + 1) * 3 + (v.r + 1)] = d as HexDirection;
  });
  return Object.freeze(t);
})();

/**
 * Writes the six neighbours of `h` into `out` (reusing its objects' slots by index) and
 * returns it. Pass the same array every call to avoid allocating a new array.
 */
export function hexNeighborsInto(h: Hex, out: Hex[]): Hex[] {
  const q = h.q;
  const r = h.r;
  out[0] = { q: q + 1, r: r + 0 };
  out[1] = { q: q + 1, r: r - 1 };
  out[2] = { q: q + 0, r: r - 1 };
  out[3] = { q: q - 1, r: r + 0 };
  out[4] = { q: q - 1, r: r + 1 };
  out[5] = { q: q + 0, r: r + 1 };
  out.length = 6;
  return out;
}

/**
 * The direction whose ray from `a` points closest to `b` (ties go to the lower index),
 * or -1 when a = b. For adjacent hexes it agrees with `hexDirectionTo`.
 */
export function hexDirectionToward(a: Hex, b: Hex): HexDirection | -1 {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  if (dq === 0 && dr === 0) return -1;
  // The best direction maximises the dot product in cube space (equivalently, in the plane).
  const ds = -dq - dr;
  let best = -1;
  let bestDot = -Infinity;
  for (let d = 0; d < 6; d++) {
    const v = HEX_DIRECTIONS[d] as Hex;
    const dot = v.q * dq + v.r * dr + (-v.q - v.r) * ds;
    if (dot > bestDot) {
      bestDot = dot;
      best = d;
    }
  }
  return best as HexDirection;
}

/**
 * A numeric key for a hex, unique for |q|, |r| < 2^25, so sets and maps can avoid
 * string keys. Inverse: `hexFromNumericKey`.
 */
export function hexNumericKey(q: number, r: number): number {
  return (q + KEY_BIAS) * KEY_SPAN + (r + KEY_BIAS);
}

export function hexFromNumericKey(key: number): Hex {
  const r = (key % KEY_SPAN) - KEY_BIAS;
  const q = Math.floor(key / KEY_SPAN) - KEY_BIAS;
  return { q: q + 0, r: r + 0 };
}

const KEY_BIAS = 2 ** 25;
const KEY_SPAN = 2 ** 26;
