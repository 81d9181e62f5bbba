/**
 * A self-contained SVG picture of a Case Yellow position, laid out as the printed map reads:
 * pointy-top hexes numbered RRCC with rows growing northward (north up, CG R2.1), terrain, country
 * borders, rivers (minor, major, the Rhine) with their crossings, roads, settlements and Defensive
 * Works, stacks as counters with the top unit's printed values (CS-MA, TR, size) and Disruption,
 * bridgeheads, refugees, German-controlled Dutch hexes, the combat in progress, and a header with
 * the round, the cup (chits left) and the chits drawn so far. Nothing in Case Yellow is hidden
 * (digest 9.2.10), so the picture is the same for both players.
 */
import { forEachHexside, hexPicture, legendHeight as legendRows, legendSwatch, svgDocument, svgLegend, svgPoints as pts, svgStack, type HexPicture } from '@esagono/kernel';
import { TERRAINS, type Terrain } from '../data/terrain.js';
import { captureTrack } from '../endphase/index.js';
import { columnLabel } from '../combat/odds.js';
import { SIDE_CROSSING, SIDE_RIVER, SIDE_ROAD, type Board } from '../map/board.js';
import { boardOf, counterOf } from '../position.js';
import type { State, Unit, View } from '../state.js';
import { SIDE_NAME, counterName, hexName, valuesOf } from './names.js';
import { el, num } from './xml.js';

export interface RenderOptions {
  /** Centre-to-corner size of a hex in pixels (default 22). */
  readonly hexSize?: number;
  /** Print each hex's number (default false). */
  readonly coordinates?: boolean;
  /** The header with the round, the cup and the chits drawn (default true). */
  readonly header?: boolean;
  /** A legend of terrains, rivers and markers under the map (default false). */
  readonly legend?: boolean;
}

export const TERRAIN_FILL: Readonly<Record<Terrain, string>> = {
  clear: '#e9e4c9',
  woods: '#a9c58a',
  rough: '#c9b98f',
  forest: '#7fa466',
  hill: '#cdb48c',
  marsh: '#a9cfc4',
  mountain: '#b09a7c',
  flooded: '#8fc0e0',
};

const NATION_FILL: Readonly<Record<string, string>> = { german: '#8a9299', dutch: '#e08a3c', belgian: '#c9a227', french: '#6f8fc9', british: '#c2a878' };
const SIZE_MARK: Readonly<Record<string, string>> = { regiment: 'III', brigade: 'X', division: 'XX', corps: 'XXX', arko: 'Arko', supply: 'Sup' };

/** Where a picture puts each location (the kernel's `HexPicture`). */
export type MapGeometry = HexPicture;

const sizeOf = (o: RenderOptions): number => (o.hexSize !== undefined && Number.isFinite(o.hexSize) && o.hexSize > 0 ? o.hexSize : 22);
const headerHeight = (s: number, o: RenderOptions): number => ((o.header ?? true) ? 3.1 * s : 0);
const LEGEND_ROWS = 3;
const legendHeight = (s: number, o: RenderOptions): number => (o.legend === true ? legendRows(s, LEGEND_ROWS) : 0);

/** Where a picture of `b` drawn with `options` puts each location, so front-ends can lay hit areas over it; rows grow northward (CG R2.1). */
export function mapGeometry(b: Board, options: RenderOptions = {}): MapGeometry {
  const s = sizeOf(options);
  return hexPicture(b.map.hexes, { size: s, top: headerHeight(s, options), bottom: legendHeight(s, options) });
}

function unitTitle(s: State, u: Unit): string {
  const v = valuesOf(s, u);
  const c = counterOf(s, u.id);
  return `${c ? SIDE_NAME[c.side] : ''} ${counterName(s, u.id)} at ${hexName(s, u.loc)}${v ? `: CS ${v.cs}, MA ${v.ma}, TR ${v.tr}` : ''}, ${u.steps} step${u.steps === 1 ? '' : 's'}${u.dis ? ', Disrupted (CG R6.2)' : ''}`;
}

function drawStack(s: State, loc: number, us: readonly Unit[], c: { x: number; y: number }, sz: number, fighting: boolean): string {
  const top = us[0] as Unit;
  const counter = counterOf(s, top.id);
  const v = valuesOf(s, top);
  const fill = (u: Unit) => NATION_FILL[counterOf(s, u.id)?.nationality ?? 'german'] ?? '#999';
  const parts: string[] = [];
  parts.push(el('text', { x: 0, y: -0.32 * sz, 'font-size': 0.26 * sz, 'text-anchor': 'middle', fill: '#111' }, `${SIZE_MARK[counter?.size ?? ''] ?? ''} ${top.id}`.trim().slice(0, 12)));
  if (v) {
    parts.push(el('text', { class: 'values', x: 0, y: 0.38 * sz, 'font-size': 0.42 * sz, 'font-weight': 'bold', 'text-anchor': 'middle', fill: counter?.maColor === 'yellow' ? '#7a5a00' : '#111' }, `${v.cs}-${v.ma}`));
    parts.push(el('text', { x: -0.5 * sz, y: 0.02 * sz, 'font-size': 0.26 * sz, fill: '#111' }, `TR${v.tr}`));
  }
  if (top.steps >= 2 && counter?.back) parts.push(el('circle', { cx: 0.46 * sz, cy: -0.02 * sz, r: 0.08 * sz, fill: '#111' }));
  if (top.dis) parts.push(el('text', { class: 'status', x: 0, y: 0.82 * sz, 'font-size': 0.3 * sz, 'font-weight': 'bold', 'text-anchor': 'middle', fill: '#b3261e' }, 'DIS'));
  const id = boardOf(s).ids[loc] ?? String(loc);
  return svgStack({
    at: c,
    width: 1.25 * sz,
    size: sz,
    fills: us.map(fill),
    highlight: fighting,
    title: us.map((u) => unitTitle(s, u)).join('; '),
    content: parts,
    more: { x: 0.64, y: -0.52 },
    attrs: { class: 'stack', 'data-hex': id, 'data-units': us.map((u) => u.id).join(' ') },
  });
}

function header(s: State, width: number, sz: number): string {
  const round = s.round ? `Round ${s.rounds.length}: ${SIDE_NAME[s.round.side]} ${s.round.mode === 'move' ? 'Move' : 'Combat'}` : s.stage.kind === 'over' ? 'Game over' : `stage: ${s.stage.kind}`;
  const drawn = s.rounds.map((r) => `${r.side === 'german' ? 'G' : 'A'}-${r.mode === 'move' ? 'M' : 'C'}`).join(' ');
  const airborne = s.units.filter((u) => u.loc === -2).length;
  const lost = (side: 'german' | 'allied') => s.units.filter((u) => u.loc === -1 && counterOf(s, u.id)?.side === side).length;
  const c = s.combat;
  return el('g', { class: 'header' }, [
    el('rect', { x: 0, y: 0, width, height: 3.1 * sz, fill: '#f5f1e6' }),
    el('text', { x: 0.5 * sz, y: 0.75 * sz, 'font-size': 0.55 * sz, 'font-weight': 'bold', fill: '#222' }, `Case Yellow, 1940 · ${boardOf(s).name} · Turn ${s.turn} · ${round}`),
    el('text', { class: 'cup', x: 0.5 * sz, y: 1.45 * sz, 'font-size': 0.42 * sz, fill: '#222' }, `Cup: German ${s.cup.german}, Allied Move ${s.cup.alliedMove}, Allied Combat ${s.cup.alliedCombat} · drawn: ${drawn || 'none'} (CG R4.1)`),
    el('text', { x: 0.5 * sz, y: 2.1 * sz, 'font-size': 0.42 * sz, fill: '#222' }, `Stukas ${s.stukas.available} left, ${s.stukas.used} used · airborne box ${airborne} · eliminated: German ${lost('german')}, Allied ${lost('allied')} · Dutch City Capture Track ${captureTrack(s)}`),
    ...(c ? [el('text', { x: 0.5 * sz, y: 2.75 * sz, 'font-size': 0.42 * sz, fill: '#b3261e' }, `Combat on ${hexName(s, c.target)}: ${c.stage}${c.column !== null && c.column >= 0 ? `, column ${columnLabel(c.column)}` : ''}${c.result ? `, result ${c.result}` : ''}`)] : []),
  ]);
}

function legend(g: MapGeometry, b: Board, width: number): string {
  const s = g.size;
  const used = new Set<string>(b.terrain);
  const items: { swatch: string; label: string }[] = [];
  for (const t of TERRAINS) if (used.has(t)) items.push({ swatch: legendSwatch.box(s, TERRAIN_FILL[t]), label: t });
  const line = (color: string, w: number, dash?: string) => legendSwatch.line(s, color, w, dash);
  items.push({ swatch: line('#3d86cf', 0.12), label: 'minor river' }, { swatch: line('#2063b0', 0.22), label: 'major river' }, { swatch: line('#123d7a', 0.3), label: 'Rhine' });
  items.push({ swatch: line('#c77d2a', 0.22), label: 'river crossing' }, { swatch: line('#6b4f2a', 0.07), label: 'road' }, { swatch: line('#444', 0.06, '4 3'), label: 'border' });
  items.push({ swatch: legendSwatch.glyph(s, '▲', '#444'), label: 'Defensive Works' });
  items.push({ swatch: legendSwatch.glyph(s, '⌂', '#8a4b00'), label: 'bridgehead' });
  items.push({ swatch: legendSwatch.glyph(s, 'R', '#7a2a7a'), label: 'refugees' });
  items.push({ swatch: legendSwatch.box(s, '#8a9299', { 'fill-opacity': 0.35 }), label: 'German-held Dutch hex' });
  return svgLegend(items, { size: s, width, y: g.height - legendHeight(s, { legend: true }) + 0.4 * s, rows: LEGEND_ROWS });
}

/** The picture of a position (a state or a view: the same in Case Yellow). Deterministic. */
export function renderSvg(position: State | View, options: RenderOptions = {}): string {
  const s: State = position;
  const b = boardOf(s);
  const g = mapGeometry(b, options);
  const sz = g.size;
  const hexes: string[] = [];
  const labels: string[] = [];
  const marks: string[] = [];
  b.map.hexes.forEach((_h, loc) => {
    const id = b.ids[loc] as string;
    const t = b.terrain[loc] as Terrain;
    const c = g.centre(loc);
    const name = b.settlementName[loc];
    const settlement = b.settlement[loc];
    const title = `${id}: ${t}, ${b.country[loc]}${settlement ? `, ${settlement} ${name ?? ''}` : ''}${b.works[loc] ? ', Defensive Works' : ''}; ${s.control[loc] === 'G' ? 'German' : 'Allied'} control`;
    hexes.push(el('polygon', { class: 'hex', 'data-hex': id, 'data-terrain': t, points: pts(g.corners(loc)), fill: TERRAIN_FILL[t] ?? '#e9e4c9', stroke: '#8c8470', 'stroke-width': 0.03 * sz }, [el('title', {}, title)]));
    // German control of a Dutch hex counts for the Capture Track (CG SB8.11): shaded.
    if (b.country[loc] === 'NL' && s.control[loc] === 'G') hexes.push(el('polygon', { class: 'german-control', points: pts(g.corners(loc)), fill: '#8a9299', 'fill-opacity': 0.35 }));
    if (settlement) {
      hexes.push(el('rect', { class: settlement, x: c.x - (settlement === 'city' ? 0.5 : 0.3) * sz, y: c.y - 0.85 * sz, width: (settlement === 'city' ? 1 : 0.6) * sz, height: 0.3 * sz, fill: settlement === 'city' ? '#8c3b2a' : '#b0674a' }));
      if (name) labels.push(el('text', { class: 'place', x: c.x, y: c.y + 0.92 * sz, 'font-size': 0.3 * sz, 'text-anchor': 'middle', fill: '#3a2a1a' }, name.replace(' (stand-in name)', '*')));
    }
    if (options.coordinates) labels.push(el('text', { class: 'coord', x: c.x, y: c.y - 0.62 * sz, 'font-size': 0.24 * sz, 'text-anchor': 'middle', fill: '#555' }, id));
    if (b.works[loc] && !s.worksDestroyed.includes(loc)) marks.push(el('text', { class: 'works', x: c.x - 0.75 * sz, y: c.y + 0.15 * sz, 'font-size': 0.4 * sz, fill: '#444' }, [el('title', {}, 'Defensive Works (CG R10.9b)'), '▲']));
  });
  const sides: string[] = [];
  const roads: string[] = [];
  forEachHexside(b.map, (loc, d, nb) => {
    const bits = b.sides[loc * 6 + d] as number;
    if (nb >= 0 && (bits & SIDE_ROAD) !== 0) {
      const a = g.centre(loc);
      const z = g.centre(nb);
      roads.push(el('line', { class: 'road', x1: a.x, y1: a.y, x2: z.x, y2: z.y, stroke: '#6b4f2a', 'stroke-width': 0.07 * sz }));
    }
    const [p, q] = g.side(loc, d);
    const river = bits & SIDE_RIVER;
    if (river !== 0) {
      const kind = river & 4 ? 'Rhine' : river & 2 ? 'major river' : 'minor river';
      const crossing = (bits & SIDE_CROSSING) !== 0;
      sides.push(el('line', { class: 'hexside', 'data-feature': kind, x1: p.x, y1: p.y, x2: q.x, y2: q.y, stroke: river & 4 ? '#123d7a' : river & 2 ? '#2063b0' : '#3d86cf', 'stroke-width': (river & 4 ? 0.3 : river & 2 ? 0.22 : 0.12) * sz, 'stroke-linecap': 'round' }, [el('title', {}, `${kind}${crossing ? ' with a crossing' : ''} (CG TEC, R10.4)`)]));
      if (crossing) sides.push(el('line', { class: 'crossing', x1: (p.x * 2 + q.x) / 3, y1: (p.y * 2 + q.y) / 3, x2: (p.x + q.x * 2) / 3, y2: (p.y + q.y * 2) / 3, stroke: '#c77d2a', 'stroke-width': 0.24 * sz }));
    } else if (nb >= 0 && b.country[nb] !== b.country[loc]) {
      sides.push(el('line', { class: 'border', x1: p.x, y1: p.y, x2: q.x, y2: q.y, stroke: '#444', 'stroke-width': 0.06 * sz, 'stroke-dasharray': `${num(0.2 * sz)} ${num(0.15 * sz)}` }));
    }
  });
  for (const loc of s.bridgeheads) {
    const c = g.centre(loc);
    marks.push(el('text', { class: 'bridgehead', x: c.x + 0.5 * sz, y: c.y + 0.15 * sz, 'font-size': 0.42 * sz, fill: '#8a4b00' }, [el('title', {}, 'Bridgehead (CG R10.8c)'), '⌂']));
  }
  for (const r of s.refugees) {
    const c = g.centre(r.loc);
    marks.push(el('text', { class: 'refugees', x: c.x + 0.5 * sz, y: c.y + 0.7 * sz, 'font-size': 0.36 * sz, 'font-weight': 'bold', fill: '#7a2a7a' }, [el('title', {}, `Refugees (${r.side}) (CG R10.10)`), 'R']));
  }
  if (s.combat) {
    const c = g.centre(s.combat.target);
    marks.push(el('circle', { class: 'target', cx: c.x, cy: c.y, r: 0.95 * sz, fill: 'none', stroke: '#b3261e', 'stroke-width': 0.12 * sz, 'stroke-dasharray': `${num(0.3 * sz)} ${num(0.15 * sz)}` }));
  }
  const stacks = new Map<number, Unit[]>();
  for (const u of s.units) if (u.loc >= 0) stacks.set(u.loc, [...(stacks.get(u.loc) ?? []), u]);
  const fighting = new Set([...(s.combat?.attackers ?? []), ...(s.combat?.defenders ?? []), ...(s.moving?.units ?? [])]);
  const counters = [...stacks.entries()].sort(([a], [z]) => a - z).map(([loc, us]) => drawStack(s, loc, us, g.centre(loc), sz, us.some((u) => fighting.has(u.id))));
  const width = g.width;
  return svgDocument(width, g.height, [
    ...((options.header ?? true) ? [header(s, width, sz)] : []),
    el('g', { class: 'hexes' }, hexes),
    el('g', { class: 'roads' }, roads),
    el('g', { class: 'hexsides' }, sides),
    el('g', { class: 'labels' }, labels),
    el('g', { class: 'markers' }, marks),
    el('g', { class: 'stacks' }, counters),
    ...(options.legend === true ? [legend(g, b, width)] : []),
  ]);
}
