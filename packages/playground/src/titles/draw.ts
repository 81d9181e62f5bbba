/** Small drawing helpers shared by presenters: kernel hex layout to SVG polygons. */
import { hexCorners, hexToPixel, type Hex, type HexLayout, type Rng } from '@esagono/kernel';
import type { Cell } from './types.js';

const round = (n: number): number => Math.round(n * 100) / 100;

export function hexCell(layout: HexLayout, h: Hex, id: string, fill: string, title: string, label?: string): Cell {
  const c = hexToPixel(layout, h);
  const points = hexCorners(layout, h).map((p) => [round(p.x), round(p.y)] as const);
  return label === undefined
    ? { id, points, cx: round(c.x), cy: round(c.y), fill, title }
    : { id, points, cx: round(c.x), cy: round(c.y), fill, title, label };
}

export function squareCell(x: number, y: number, size: number, id: string, fill: string, title: string, label?: string): Cell {
  const points = [
    [x, y],
    [x + size, y],
    [x + size, y + size],
    [x, y + size],
  ] as const;
  const base = { id, points, cx: x + size / 2, cy: y + size / 2, fill, title };
  return label === undefined ? base : { ...base, label };
}

/** The end points of the side of `h` toward direction d: corners d - 1 and d (kernel corner numbering). */
export function sideSegment(layout: HexLayout, h: Hex, d: number): readonly [readonly [number, number], readonly [number, number]] {
  const cs = hexCorners(layout, h);
  const a = cs[(((d + 5) % 6) + 6) % 6] ?? { x: 0, y: 0 };
  const b = cs[((d % 6) + 6) % 6] ?? { x: 0, y: 0 };
  return [
    [round(a.x), round(a.y)],
    [round(b.x), round(b.y)],
  ];
}

/** Figures as pips: filled for each present, hollow for each lost. */
export function pips(n: number, max: number): string {
  return '●'.repeat(Math.max(0, n)) + '○'.repeat(Math.max(0, max - n));
}

/** A uniformly shuffled copy (Fisher-Yates), for determinizers. */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = out[i] as T;
    out[i] = out[j] as T;
    out[j] = t;
  }
  return out;
}

/** A pointy-topped hexagon of circumradius `size` around (cx, cy), as a cell. */
export function pointyCell(cx: number, cy: number, size: number, id: string, fill: string, title: string, label?: string): Cell {
  const points = [0, 1, 2, 3, 4, 5].map((i) => {
    const a = (Math.PI / 180) * (60 * i - 30);
    return [round(cx + size * Math.cos(a)), round(cy + size * Math.sin(a))] as const;
  });
  const base = { id, points, cx: round(cx), cy: round(cy), fill, title };
  return label === undefined ? base : { ...base, label };
}
