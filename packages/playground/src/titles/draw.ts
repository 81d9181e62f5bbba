/** Small drawing helpers shared by presenters: kernel hex layout to SVG polygons. */
import { hexCorners, hexLayout, hexToPixel, type Hex, type HexLayout } from '@esagono/kernel';
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

/** A pointy-topped hexagon of circumradius `size` around (cx, cy), as a cell. */
export function pointyCell(cx: number, cy: number, size: number, id: string, fill: string, title: string, label?: string): Cell {
  const points = [0, 1, 2, 3, 4, 5].map((i) => {
    const a = (Math.PI / 180) * (60 * i - 30);
    return [round(cx + size * Math.cos(a)), round(cy + size * Math.sin(a))] as const;
  });
  const base = { id, points, cx: round(cx), cy: round(cy), fill, title };
  return label === undefined ? base : { ...base, label };
}

/** Draws a hex map laid out by the kernel, fitted to its bounding box and flipped as the printed map reads. */
export interface HexPainter {
  readonly width: number;
  readonly height: number;
  cell(h: Hex, id: string, fill: string, title: string, label?: string): Cell;
  /** The side of `h` toward kernel direction d. */
  side(h: Hex, d: number): readonly [readonly [number, number], readonly [number, number]];
}

/**
 * A painter for `hexes` with pointy or flat hexes of circumradius `size`. `flipY` draws larger
 * kernel r higher on the page (maps whose rows are numbered northward); `flipX` mirrors columns
 * (maps whose columns are numbered westward).
 */
export function hexPainter(hexes: readonly Hex[], orientation: 'pointy' | 'flat', size: number, flip: { readonly x?: boolean; readonly y?: boolean } = {}, pad = 10): HexPainter {
  const layout = hexLayout(orientation, size);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const h of hexes) {
    for (const c of hexCorners(layout, h)) {
      minX = Math.min(minX, c.x);
      maxX = Math.max(maxX, c.x);
      minY = Math.min(minY, c.y);
      maxY = Math.max(maxY, c.y);
    }
  }
  if (hexes.length === 0) minX = minY = maxX = maxY = 0;
  const tx = (x: number): number => round(flip.x ? maxX - x + pad : x - minX + pad);
  const ty = (y: number): number => round(flip.y ? maxY - y + pad : y - minY + pad);
  return {
    width: round(maxX - minX + 2 * pad),
    height: round(maxY - minY + 2 * pad),
    cell(h, id, fill, title, label) {
      const c = hexToPixel(layout, h);
      const points = hexCorners(layout, h).map((p) => [tx(p.x), ty(p.y)] as const);
      const base = { id, points, cx: tx(c.x), cy: ty(c.y), fill, title };
      return label === undefined ? base : { ...base, label };
    },
    side(h, d) {
      const cs = hexCorners(layout, h);
      const a = cs[(((d + 5) % 6) + 6) % 6] ?? { x: 0, y: 0 };
      const b = cs[((d % 6) + 6) % 6] ?? { x: 0, y: 0 };
      return [
        [tx(a.x), ty(a.y)],
        [tx(b.x), ty(b.y)],
      ];
    },
  };
}
