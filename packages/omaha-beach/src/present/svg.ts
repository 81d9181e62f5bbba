/**
 * An SVG picture of a D-Day at Omaha Beach position as the US player sees it (its `View`): the map
 * as printed (hex numbers RRCC, rows growing inland so the sea is at the bottom, columns growing
 * westward, DDOB 2.1), terrain, hexside features, the tide band of the turn (DDOB 5.21), the fields
 * of fire (each position's dots, bright while the position is held and not disrupted, DDOB 6.2),
 * the landing boxes East to West under the sea (DDOB 5.11), US counters and German stacks, a
 * face-down German counter drawn as `?` (DDOB 9.1). The view carries nothing hidden, so neither
 * does the picture. The playground lays its clickable cells over it with `omahaGeometry`.
 */
import { hexCorners, hexLayout, hexToPixel, offsetToHex, type Hex } from '@esagono/kernel';
import { US_BY_ID } from '../core.js';
import { tideOf } from '../data/tracks.js';
import type { View } from '../game.js';
import { MAP, underWater } from '../map/index.js';
import type { UsUnitState } from '../state.js';
import { el, num } from './xml.js';

export interface RenderOptions {
  /** A panel under the map: turn, tide, Fire cards, victory points (default true). */
  readonly legend?: boolean;
  /** Print every hex number, not only positions (default false). */
  readonly coordinates?: boolean;
  /** Draw the counters (default true); the playground draws its own, clickable, over the map. */
  readonly counters?: boolean;
}

export interface OmahaGeometry {
  readonly width: number;
  /** Height of the map and boxes, without the legend. */
  readonly height: number;
  readonly hexes: ReadonlyMap<string, { readonly cx: number; readonly cy: number; readonly points: readonly (readonly [number, number])[] }>;
  readonly boxes: ReadonlyMap<string, { readonly x: number; readonly y: number; readonly size: number }>;
}

export const TERRAIN_FILL: Readonly<Record<string, string>> = {
  sea: '#8fb8dc',
  beach: '#efe2b5',
  pavilion_draw: '#d9c79b',
  high_ground: '#c9d69b',
  rough: '#b7a57e',
  bocage: '#98ba77',
  woods: '#7aa05e',
};

export const FEATURE_STYLE: Readonly<Record<string, { readonly color: string; readonly width: number }>> = {
  bluff: { color: '#8a5a2b', width: 4 },
  slope: { color: '#b98a4e', width: 3 },
  sheer_cliff: { color: '#3b2a1a', width: 5 },
  scaleable_cliff: { color: '#6b4a2a', width: 4 },
  at_ditch: { color: '#5c5c5c', width: 3 },
  wall: { color: '#777777', width: 3 },
  seawall: { color: '#4d4d4d', width: 4 },
  shingle: { color: '#a7a7a7', width: 4 },
  hedge: { color: '#3f7a2d', width: 3 },
};

const COLOUR: Readonly<Record<string, string>> = { orange: '#f08a24', red: '#d3312b', purple: '#8a4fb5', blue: '#2f6fd0', green: '#2f9a3c', brown: '#8b5a2b' };
const US_FILL = '#4b6e35';
const DE_FILL = '#55585e';

const SIZE = 19;
const PAD = 10;
const BOX = 34;
const round = (x: number): number => Math.round(x * 100) / 100;

/** RRCC to kernel axial: even rows shifted toward higher CC (DDOB 2.1). */
export const omahaHex = (id: string): Hex => offsetToHex({ col: Number(id.slice(2, 4)), row: Number(id.slice(0, 2)) }, 'even-r');

let cached: OmahaGeometry | null = null;

/** Where every hex and landing box is drawn: a pure function of the shipped map. */
export function omahaGeometry(): OmahaGeometry {
  if (cached) return cached;
  const layout = hexLayout('pointy', SIZE);
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const h of MAP.data.hexes)
    for (const c of hexCorners(layout, omahaHex(h.id))) {
      minX = Math.min(minX, c.x);
      maxX = Math.max(maxX, c.x);
      minY = Math.min(minY, c.y);
      maxY = Math.max(maxY, c.y);
    }
  // Rows grow inland: larger r is drawn higher, so the sea lies at the bottom.
  const tx = (x: number): number => round(x - minX + PAD);
  const ty = (y: number): number => round(maxY - y + PAD);
  const hexes = new Map<string, { cx: number; cy: number; points: (readonly [number, number])[] }>();
  for (const h of MAP.data.hexes) {
    const k = omahaHex(h.id);
    const c = hexToPixel(layout, k);
    hexes.set(h.id, { cx: tx(c.x), cy: ty(c.y), points: hexCorners(layout, k).map((p) => [tx(p.x), ty(p.y)] as const) });
  }
  const width = round(maxX - minX + 2 * PAD);
  const mapHeight = round(maxY - minY + 2 * PAD);
  const boxes = new Map<string, { x: number; y: number; size: number }>();
  const step = Math.max(BOX + 2, (width - 20) / Math.max(1, MAP.boxes.length));
  MAP.boxes.forEach((b, i) => boxes.set(b.name, { x: round(10 + i * step), y: mapHeight + 6, size: BOX }));
  cached = { width, height: mapHeight + BOX + 16, hexes, boxes };
  return cached;
}

const pts = (p: readonly (readonly [number, number])[]): string => p.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');

/** The common endpoints of two adjacent hexes' polygons: their shared side. */
function sharedSide(a: readonly (readonly [number, number])[], b: readonly (readonly [number, number])[]): readonly [readonly [number, number], readonly [number, number]] | null {
  const near = (p: readonly [number, number], q: readonly [number, number]) => Math.abs(p[0] - q[0]) < 0.5 && Math.abs(p[1] - q[1]) < 0.5;
  const common = a.filter((p) => b.some((q) => near(p, q)));
  return common.length >= 2 ? [common[0]!, common[1]!] : null;
}

function usCounter(id: string, u: UsUnitState, x: number, y: number): string {
  const d = US_BY_ID.get(id);
  const steps = d && 'steps' in d ? '●'.repeat(u.steps) : '';
  const bits = [
    el('rect', { x: x - 13, y: y - 9, width: 26, height: 18, rx: 2, fill: US_FILL, stroke: u.disrupted !== 'no' ? '#e0b000' : '#1d2b14', 'stroke-width': u.disrupted !== 'no' ? 2 : 1 }),
    el('text', { x, y: y - 1, 'text-anchor': 'middle', 'font-size': 6, fill: '#fff' }, id.slice(0, 9)),
    el('text', { x, y: y + 7, 'text-anchor': 'middle', 'font-size': 5, fill: '#fff' }, `${steps}${u.hero !== 'none' ? ' ★' : ''}${u.climb !== 'none' ? ' C' : ''}`),
  ];
  const title = `${id}${d ? ` (${d.type}, ${d.division})` : ''}${steps ? `, ${u.steps} steps` : ''}${u.disrupted !== 'no' ? ', disrupted' : ''}`;
  return el('g', { class: 'us-unit', 'data-unit': id }, [el('title', {}, title), ...bits]);
}

/** The picture of `view`: the US player's knowledge, nothing more. */
export function renderSvg(view: View, options: RenderOptions = {}): string {
  const g = omahaGeometry();
  const legend = options.legend ?? true;
  const tide = tideOf(view.turn);
  const height = g.height + (legend ? 40 : 0);
  const out: string[] = [];
  out.push(el('rect', { x: 0, y: 0, width: g.width, height, fill: '#f4f1e8' }));
  // Terrain, and the band under water at this turn's tide (DDOB 5.21).
  const terrain: string[] = [];
  const tideBand: string[] = [];
  const labels: string[] = [];
  for (const h of MAP.data.hexes) {
    const c = g.hexes.get(h.id)!;
    terrain.push(el('polygon', { points: pts(c.points), fill: TERRAIN_FILL[h.terrain] ?? '#ddd', stroke: '#9a9a8a', 'stroke-width': 0.5 }));
    if (h.terrain !== 'sea' && underWater(h, tide)) tideBand.push(el('polygon', { points: pts(c.points), fill: '#5b8fc7', 'fill-opacity': 0.45 }));
    if (h.obstacles && !view.cleared.includes(h.id)) labels.push(el('text', { x: c.cx, y: c.cy + 8, 'text-anchor': 'middle', 'font-size': 7, fill: '#5a3b1a' }, '✕'));
    const pos = MAP.positionAt.get(h.id);
    if (pos) labels.push(el('text', { x: c.cx, y: c.cy - 9, 'text-anchor': 'middle', 'font-size': 5.5, fill: '#222', 'font-weight': 'bold' }, pos.id));
    else if (options.coordinates) labels.push(el('text', { x: c.cx, y: c.cy - 9, 'text-anchor': 'middle', 'font-size': 4.5, fill: '#555' }, h.id));
  }
  out.push(el('g', { class: 'terrain' }, terrain));
  out.push(el('g', { class: 'tide', 'data-tide': tide }, tideBand));
  // Hexside features.
  const sides: string[] = [];
  for (const s of MAP.data.hexsides) {
    const a = g.hexes.get(s.hexes[0]);
    const b = g.hexes.get(s.hexes[1]);
    const seg = a && b ? sharedSide(a.points, b.points) : null;
    if (!seg) continue;
    const st = FEATURE_STYLE[s.feature] ?? { color: '#000', width: 2 };
    sides.push(el('line', { x1: seg[0][0], y1: seg[0][1], x2: seg[1][0], y2: seg[1][1], stroke: st.color, 'stroke-width': st.width, 'stroke-linecap': 'round' }, [el('title', {}, `${s.feature.replace(/_/g, ' ')} (DDOB 2.1)`)]));
  }
  out.push(el('g', { class: 'hexsides' }, sides));
  // Fields of fire: the printed dots, bright for positions held and not disrupted (DDOB 6.2).
  const held = new Map<string, boolean>();
  for (const st of Object.values(view.german)) held.set(st.position, !st.disrupted);
  const dots: string[] = [];
  for (const h of MAP.data.hexes) {
    const c = g.hexes.get(h.id)!;
    (h.fire ?? []).forEach((d, i) => {
      const active = held.get(d.owner) === true;
      const r = d.intensity === 'intense' ? 2.6 : d.intensity === 'steady' ? 2 : 1.4;
      dots.push(el('circle', { cx: c.cx - 8 + (i % 4) * 5, cy: c.cy + 3 + Math.floor(i / 4) * 5, r, fill: COLOUR[d.colour] ?? '#000', 'fill-opacity': active ? 0.95 : 0.25, class: active ? 'fof active' : 'fof' }, [el('title', {}, `${d.owner}: ${d.intensity} fire (${d.colour}) (DDOB 6.2)`)]));
    });
  }
  out.push(el('g', { class: 'fields-of-fire' }, dots));
  out.push(el('g', { class: 'labels' }, labels));
  // Landing boxes, East to West (DDOB 5.11).
  const boxes: string[] = [];
  for (const b of MAP.boxes) {
    const r = g.boxes.get(b.name)!;
    boxes.push(el('rect', { x: r.x, y: r.y, width: r.size, height: r.size, fill: b.sector === 'East' ? '#cfe0ef' : '#dbe7d0', stroke: '#47617a', 'stroke-width': 1 }, [el('title', {}, `Landing box ${b.name} (${b.sector} sector) (DDOB 5.11)`)]));
    boxes.push(el('text', { x: r.x + r.size / 2, y: r.y + r.size + 8, 'text-anchor': 'middle', 'font-size': 6, fill: '#223' }, b.name));
  }
  out.push(el('g', { class: 'landing-boxes' }, boxes));
  // Counters: German stacks, then US units (a stack fans out a little).
  const pieces: string[] = [];
  for (const [hex, st] of Object.entries(view.german)) {
    const c = g.hexes.get(hex);
    if (!c) continue;
    const face = st.unit ?? '?';
    const dm = st.dm === 'none' ? '' : st.dm === 'face-down' ? 'DM ?' : `DM ${st.dm}`;
    pieces.push(
      el('g', { class: 'german-unit', 'data-hex': hex }, [
        // DDOB 23: a tank has no printed position; its counter shows the colour of its orders.
        el('title', {}, `${st.tank ? `German tank ${st.unit ?? ''} (${st.tank.colour}${st.tank.stopped ? ', stopped' : ''})` : `German ${st.unit ?? 'face-down unit'} at ${st.position}`} (hex ${hex})${dm ? `, ${dm}` : ''}${st.disrupted ? ', disrupted' : ''}`),
        el('rect', { x: c.cx - 11, y: c.cy - 11, width: 22, height: 22, rx: st.tank ? 8 : 2, fill: DE_FILL, stroke: st.disrupted ? '#e0b000' : st.tank ? st.tank.colour : '#111', 'stroke-width': st.disrupted || st.tank ? 2 : 1 }),
        el('text', { x: c.cx, y: c.cy + (dm ? -1 : 3), 'text-anchor': 'middle', 'font-size': st.unit ? 5 : 11, fill: '#fff' }, face === '?' ? '?' : face.replace(/^wn-/, '')),
        ...(dm ? [el('text', { x: c.cx, y: c.cy + 8, 'text-anchor': 'middle', 'font-size': 5, fill: '#ffd' }, dm === 'DM ?' ? 'DM ?' : 'DM')] : []),
      ]),
    );
  }
  const byCell = new Map<string, [string, UsUnitState][]>();
  for (const [id, u] of Object.entries(view.us)) {
    const key = u.loc.kind === 'hex' ? `h:${u.loc.hex}` : u.loc.kind === 'box' ? `b:${u.loc.box}` : null;
    if (key) byCell.set(key, [...(byCell.get(key) ?? []), [id, u]]);
  }
  for (const [key, units] of [...byCell].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const at = key.startsWith('h:') ? g.hexes.get(key.slice(2)) : undefined;
    const box = key.startsWith('b:') ? g.boxes.get(key.slice(2)) : undefined;
    const cx = at ? at.cx : box ? box.x + box.size / 2 : null;
    const cy = at ? at.cy : box ? box.y + box.size / 2 : null;
    if (cx === null || cy === null) continue;
    units.sort((a, b) => (a[0] < b[0] ? -1 : 1)).forEach(([id, u], i) => pieces.push(usCounter(id, u, cx + i * 3, cy - i * 3)));
  }
  if (options.counters ?? true) out.push(el('g', { class: 'counters' }, pieces));
  if (legend) {
    const y = g.height + 14;
    const text = `Turn ${view.turn} (${view.phase}), ${tide} tide; Fire cards East ${view.fireCard.East ?? '-'}, West ${view.fireCard.West ?? '-'}; VP ${view.vp}; losses 1st ${view.losses['1st']}, 29th ${view.losses['29th']}`;
    out.push(el('g', { class: 'legend' }, [el('text', { x: 10, y, 'font-size': 11, fill: '#222' }, text), el('text', { x: 10, y: y + 14, 'font-size': 9, fill: '#555' }, 'Blue band: under water at this tide (DDOB 5.21). Dots: fields of fire, bright while the position fires (DDOB 6.2). ?: face down (DDOB 9.1).')]));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${num(g.width)}" height="${num(height)}" viewBox="0 0 ${num(g.width)} ${num(height)}" font-family="sans-serif">${out.join('')}</svg>\n`;
}
