/**
 * The drawing every hex-map title's SVG picture shares: where each hex goes (pointy-top hexes,
 * north up as printed maps read), the hexes' outlines, each hexside once, a stack of counters with
 * the units under the top one as shadows, a legend laid out in rows, and the document around it.
 * What is drawn in a hex, on a counter or in the header stays the title's. Numbers are rounded to
 * two decimals, so the same position always gives the same bytes.
 */
import { hexCorners, hexLayout, hexToPixel, type Hex } from '../hex/index.js';
import { xmlElement as el, xmlNumber as num, type XmlAttrs } from './xml.js';

export interface SvgPoint {
  readonly x: number;
  readonly y: number;
}

export interface HexPictureOptions {
  /** Centre-to-corner size of a hex in pixels. */
  readonly size: number;
  /** Room above the map (a header), in pixels; 0 by default. */
  readonly top?: number;
  /** Room below the map (a legend), in pixels; 0 by default. */
  readonly bottom?: number;
  /** Margin around the hexes, in pixels; half a hex by default. */
  readonly pad?: number;
}

/** Where a picture puts each location of a hex map, and the picture's size. */
export interface HexPicture {
  readonly width: number;
  readonly height: number;
  readonly size: number;
  /** Top of the map, under the room above it. */
  readonly top: number;
  centre(loc: number): SvgPoint;
  /** The six corners, in the kernel's corner order. */
  corners(loc: number): readonly SvgPoint[];
  /** The end points of the side of `loc` toward kernel direction `d`. */
  side(loc: number, d: number): readonly [SvgPoint, SvgPoint];
}

const round2 = (v: number): number => Math.round(v * 100) / 100;

/**
 * The layout of `hexes` (a hex map's locations, in order) as pointy-top hexes with rows growing
 * northward: a larger kernel `r` is drawn higher, as printed maps number their rows.
 */
export function hexPicture(hexes: readonly Hex[], o: HexPictureOptions): HexPicture {
  const s = o.size;
  const lay = hexLayout('pointy', s);
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const h of hexes) {
    for (const c of hexCorners(lay, h)) {
      minX = Math.min(minX, c.x);
      maxX = Math.max(maxX, c.x);
      minY = Math.min(minY, c.y);
      maxY = Math.max(maxY, c.y);
    }
  }
  const pad = o.pad ?? 0.5 * s;
  const top = o.top ?? 0;
  const pt = (p: SvgPoint): SvgPoint => ({ x: round2(p.x - minX + pad), y: round2(maxY - p.y + pad + top) });
  const hexAt = (loc: number): Hex => hexes[loc] as Hex;
  return {
    width: round2(maxX - minX + 2 * pad),
    height: round2(top + (maxY - minY + 2 * pad) + (o.bottom ?? 0)),
    size: s,
    top,
    centre: (loc) => pt(hexToPixel(lay, hexAt(loc))),
    corners: (loc) => hexCorners(lay, hexAt(loc)).map(pt),
    side(loc, d) {
      const cs = hexCorners(lay, hexAt(loc));
      return [pt(cs[(d + 5) % 6] as SvgPoint), pt(cs[d % 6] as SvgPoint)];
    },
  };
}

/** An SVG `points` attribute. */
export function svgPoints(ps: readonly SvgPoint[]): string {
  return ps.map((p) => `${num(p.x)},${num(p.y)}`).join(' ');
}

/** Calls `fn` once for each hexside of the map, from the lower location (`nb` -1 at the map's edge). */
export function forEachHexside(map: { readonly size: number; neighbor(loc: number, dir: number): number }, fn: (loc: number, d: number, nb: number) => void): void {
  for (let loc = 0; loc < map.size; loc++) {
    for (let d = 0; d < 6; d++) {
      const nb = map.neighbor(loc, d);
      if (nb >= 0 && nb < loc) continue;
      fn(loc, d, nb);
    }
  }
}

export interface SvgStackOptions {
  /** The stack's centre. */
  readonly at: SvgPoint;
  /** The counter's side, in pixels. */
  readonly width: number;
  /** The hex size the offsets scale with. */
  readonly size: number;
  /** Each unit's counter colour, the top unit first; at most 3 shadows are drawn under it. */
  readonly fills: readonly string[];
  /** Outline the top counter in red (a unit fighting or moving). */
  readonly highlight: boolean;
  /** The stack's tooltip. */
  readonly title: string;
  /** What is printed on the top counter (already serialised). */
  readonly content: readonly string[];
  /** Where the "+N" of a stack of several units goes, in hex sizes from the centre. */
  readonly more: SvgPoint;
  /** The group's attributes (class, data-*), before its `transform`. */
  readonly attrs: XmlAttrs;
}

/** A stack of counters: the tooltip, the shadows of the units under the top one, the top counter, its content, "+N". */
export function svgStack(o: SvgStackOptions): string {
  const s = o.size;
  const w = o.width;
  const parts: string[] = [el('title', {}, o.title)];
  for (let k = Math.min(o.fills.length - 1, 3); k >= 1; k--) {
    parts.push(el('rect', { x: -w / 2 + k * 0.09 * s, y: -w / 2 - k * 0.09 * s, width: w, height: w, rx: 0.08 * s, fill: o.fills[k], stroke: '#222', 'stroke-width': 0.03 * s }));
  }
  parts.push(el('rect', { class: 'counter', x: -w / 2, y: -w / 2, width: w, height: w, rx: 0.08 * s, fill: o.fills[0], stroke: o.highlight ? '#b3261e' : '#222', 'stroke-width': o.highlight ? 0.12 * s : 0.04 * s }));
  parts.push(...o.content);
  if (o.fills.length > 1) parts.push(el('text', { class: 'more', x: o.more.x * s, y: o.more.y * s, 'font-size': 0.3 * s, 'font-weight': 'bold', fill: '#000' }, `+${o.fills.length - 1}`));
  return el('g', { ...o.attrs, transform: `translate(${num(o.at.x)} ${num(o.at.y)})` }, parts);
}

export interface LegendItem {
  readonly swatch: string;
  readonly label: string;
}

/** Legend swatches `size` pixels tall: a filled box, a line, a glyph. */
export const legendSwatch = {
  box: (size: number, fill: string, extra: XmlAttrs = { stroke: '#555', 'stroke-width': 0.03 * size }): string => el('rect', { width: 0.8 * size, height: 0.6 * size, fill, ...extra }),
  line: (size: number, color: string, width: number, dash?: string): string => el('line', { x1: 0, y1: 0.3 * size, x2: 0.8 * size, y2: 0.3 * size, stroke: color, 'stroke-width': width * size, 'stroke-dasharray': dash }),
  glyph: (size: number, text: string, fill: string): string => el('text', { x: 0.1 * size, y: 0.5 * size, 'font-size': 0.5 * size, fill }, text),
};

/** The height a legend of `rows` rows takes under a map. */
export function legendHeight(size: number, rows: number): number {
  return rows * 1.2 * size + 0.6 * size;
}

/** A legend: `items` in `rows` rows across `width`, its first row at `y`. */
export function svgLegend(items: readonly LegendItem[], o: { readonly size: number; readonly width: number; readonly y: number; readonly rows: number }): string {
  const s = o.size;
  const per = Math.ceil(items.length / o.rows);
  const colW = o.width / per;
  return el(
    'g',
    { class: 'legend' },
    items.map((it, k) => el('g', { transform: `translate(${num(0.4 * s + (k % per) * colW)} ${num(o.y + Math.floor(k / per) * 1.2 * s)})` }, [it.swatch, el('text', { x: 1 * s, y: 0.5 * s, 'font-size': 0.42 * s, fill: '#222' }, it.label)])),
  );
}

/** The document: its size, a background, then `body` (already serialised). */
export function svgDocument(width: number, height: number, body: readonly string[], background = '#fbf8ef'): string {
  return el('svg', { xmlns: 'http://www.w3.org/2000/svg', width, height, viewBox: `0 0 ${num(width)} ${num(height)}`, 'font-family': 'sans-serif' }, [el('rect', { x: 0, y: 0, width, height, fill: background }), ...body]);
}
