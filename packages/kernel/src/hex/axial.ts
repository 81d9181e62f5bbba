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
  const v = HEX_DIRECTIONS[((d % 6) + 6) % 6] as Hex;
  return { q: h.q + v.q, r: h.r + v.r };
}

export function hexNeighbors(h: Hex): Hex[] {
  return HEX_DIRECTIONS.map((v) => ({ q: h.q + v.q, r: h.r + v.r }));
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
