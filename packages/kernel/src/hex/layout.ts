import { hexRound, type Hex, type HexDirection } from './axial.js';

/**
 * Drawing hexes on a screen or a printed map. Pixel y grows downward (SVG, canvas and
 * printed maps read top to bottom), so "N" is toward smaller y.
 * - `pointy`: a corner points up; hexes form horizontal rows.
 * - `flat`: a side is on top; hexes form vertical columns.
 */
export type HexOrientation = 'flat' | 'pointy';

export interface Pixel {
  readonly x: number;
  readonly y: number;
}

export interface HexLayout {
  readonly orientation: HexOrientation;
  /** Centre-to-corner distance; x and y may differ to squash the grid. */
  readonly size: Pixel;
  /** Pixel position of the centre of hex (0, 0). */
  readonly origin: Pixel;
}

export function hexLayout(orientation: HexOrientation, size: number | Pixel = 1, origin: Pixel = { x: 0, y: 0 }): HexLayout {
  const s = typeof size === 'number' ? { x: size, y: size } : { x: size.x, y: size.y };
  return Object.freeze({ orientation, size: Object.freeze(s), origin: Object.freeze({ x: origin.x, y: origin.y }) });
}

export type PointyDirectionName = 'E' | 'NE' | 'NW' | 'W' | 'SW' | 'SE';
export type FlatDirectionName = 'SE' | 'NE' | 'N' | 'NW' | 'SW' | 'S';
export type HexDirectionName = PointyDirectionName | FlatDirectionName;

/**
 * Compass names of the axial directions 0..5 (index = direction), as they appear when
 * drawn with y downward. Both lists turn counter-clockwise on screen.
 */
export const POINTY_DIRECTION_NAMES: readonly PointyDirectionName[] = Object.freeze(['E', 'NE', 'NW', 'W', 'SW', 'SE']);
export const FLAT_DIRECTION_NAMES: readonly FlatDirectionName[] = Object.freeze(['SE', 'NE', 'N', 'NW', 'SW', 'S']);

export function hexDirectionNames(orientation: HexOrientation): readonly HexDirectionName[] {
  return orientation === 'pointy' ? POINTY_DIRECTION_NAMES : FLAT_DIRECTION_NAMES;
}

export function nameOfHexDirection(orientation: HexOrientation, d: HexDirection): HexDirectionName {
  return hexDirectionNames(orientation)[d] as HexDirectionName;
}

/** The axial direction with this compass name, or -1 when the orientation has no such side (e.g. N on pointy-top). */
export function hexDirectionByName(orientation: HexOrientation, name: string): HexDirection | -1 {
  return hexDirectionNames(orientation).indexOf(name as HexDirectionName) as HexDirection | -1;
}

const SQRT3 = Math.sqrt(3);

/** Centre of `h` in pixels. */
export function hexToPixel(lay: HexLayout, h: Hex): Pixel {
  const { size, origin } = lay;
  if (lay.orientation === 'pointy') {
    return { x: origin.x + size.x * SQRT3 * (h.q + h.r / 2), y: origin.y + size.y * 1.5 * h.r };
  }
  return { x: origin.x + size.x * 1.5 * h.q, y: origin.y + size.y * SQRT3 * (h.r + h.q / 2) };
}

/** The fractional axial position of a pixel (exact inverse of `hexToPixel`). */
export function pixelToFractionalHex(lay: HexLayout, p: Pixel): { readonly q: number; readonly r: number } {
  const x = (p.x - lay.origin.x) / lay.size.x;
  const y = (p.y - lay.origin.y) / lay.size.y;
  if (lay.orientation === 'pointy') {
    return { q: x / SQRT3 - y / 3, r: (2 / 3) * y };
  }
  return { q: (2 / 3) * x, r: y / SQRT3 - x / 3 };
}

/** The hex containing a pixel (cube rounding). */
export function pixelToHex(lay: HexLayout, p: Pixel): Hex {
  const f = pixelToFractionalHex(lay, p);
  return hexRound(f.q, f.r);
}

/**
 * Corner i of `h`, for i in 0..5: the corner between the sides toward directions i
 * and i + 1 (mod 6). This is the numbering of `hexVertex` in vertex.ts.
 */
export function hexCorner(lay: HexLayout, h: Hex, i: number): Pixel {
  const c = hexToPixel(lay, h);
  const k = ((i % 6) + 6) % 6;
  // Pointy: direction d points at 60d degrees (y up), so corner i is at 60i + 30. Flat: at 60i.
  const deg = lay.orientation === 'pointy' ? 60 * k + 30 : 60 * k;
  const a = (deg * Math.PI) / 180;
  return { x: c.x + lay.size.x * Math.cos(a), y: c.y - lay.size.y * Math.sin(a) };
}

/** The six corners of `h` in corner order (counter-clockwise on screen). */
export function hexCorners(lay: HexLayout, h: Hex): Pixel[] {
  const out: Pixel[] = [];
  for (let i = 0; i < 6; i++) out.push(hexCorner(lay, h, i));
  return out;
}
