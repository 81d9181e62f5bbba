/**
 * A self-contained SVG picture of a Normandy '44 position, laid out as the printed map reads:
 * pointy-top hexes numbered RRCC with rows growing northward (north up, N44 2.2), terrain, hilltops,
 * roads, rivers and the other hexside features, place names, stacks as counters with the top
 * unit's printed values (strength-MA, TQ, armour), step and status markers (DG, Out of Supply,
 * Isolated, Reserve, dispersed), town control, Improved Positions and the attack in progress.
 * Normandy '44 hides nothing, so the picture is the same for both players.
 */
import { forEachHexside, hexPicture, legendHeight as legendRows, legendSwatch, svgDocument, svgLegend, svgPoints as pts, svgStack } from '@esagono/kernel';
import { CRT_COLUMNS } from '../data/tables.js';
import { HEX_TERRAINS, SIDE, type Board } from '../map/index.js';
import type { Player, State, UnitState, View } from '../state.js';
import { faceFor, unitInfo } from '../units.js';
import { WEATHER_NAME } from './explain.js';
import { SIDE_NAME, counterLabel, faceWords, hexName, mapOf, phaseName, placeAt, unitTitle } from './names.js';
import { el, num } from './xml.js';

export interface RenderOptions {
  /** Centre-to-corner size of a hex in pixels (default 20). */
  readonly hexSize?: number;
  /** Print each hex's number (default false). */
  readonly coordinates?: boolean;
  /** The header with turn, phase, weather and supply (default true). */
  readonly header?: boolean;
  /** A legend of terrains, hexsides and markers under the map (default false). */
  readonly legend?: boolean;
}

export const TERRAIN_FILL: Readonly<Record<(typeof HEX_TERRAINS)[number], string>> = {
  clear: '#ebe6c8',
  mixed: '#d3dca8',
  bocage: '#a7c487',
  town: '#cfb18f',
  woods: '#84a866',
  city: '#b9957a',
  flooded: '#9ccbd9',
  marsh: '#b2d3c3',
  sea: '#8fb8dc',
};

/** Hexside features drawn, strongest first (TEC). */
const SIDE_STYLE: readonly { readonly bit: number; readonly name: string; readonly color: string; readonly width: number; readonly dash?: string }[] = [
  { bit: SIDE.majorRiver, name: 'major river', color: '#2063b0', width: 0.22 },
  { bit: SIDE.minorRiver, name: 'minor river', color: '#3d86cf', width: 0.13 },
  { bit: SIDE.flooded, name: 'flooded hexside', color: '#63b4cf', width: 0.18 },
  { bit: SIDE.causeway, name: 'causeway', color: '#6d5a3a', width: 0.12, dash: '3 2' },
  { bit: SIDE.perimeter, name: 'Cherbourg Perimeter', color: '#8b1a1a', width: 0.14, dash: '4 2' },
  { bit: SIDE.carpiquet, name: 'Carpiquet', color: '#7a4b8a', width: 0.12 },
  { bit: SIDE.blue, name: 'blue hexside', color: '#1b3f8f', width: 0.1 },
];

/** Counter colours by nation, as the counters are printed (roughly). */
const NATION_FILL: Readonly<Record<string, string>> = {
  US: '#7c8c4a',
  British: '#c2a878',
  Canadian: '#d1a35c',
  Heer: '#8a9299',
  SS: '#3f4347',
  Luftwaffe: '#7d97b3',
  Kriegsmarine: '#385a80',
  'Organisation Todt': '#a08e6e',
};
const SIDE_FILL: Readonly<Record<Player, string>> = { german: '#8a9299', allied: '#7c8c4a' };

/** Where the picture puts each hex: its centre and corners, and the picture's size. */
export interface MapGeometry {
  readonly width: number;
  readonly height: number;
  readonly size: number;
  /** The centre of a printed hex number, or null off the map. */
  centre(hex: string): { readonly x: number; readonly y: number } | null;
  /** The six corners of a printed hex number (kernel corner order), or null off the map. */
  corners(hex: string): readonly { readonly x: number; readonly y: number }[] | null;
  /** The end points of the side of `loc` toward kernel direction `d`. */
  side(loc: number, d: number): readonly [{ readonly x: number; readonly y: number }, { readonly x: number; readonly y: number }];
  /** Top of the map under the header. */
  readonly top: number;
}

const sizeOf = (o: RenderOptions): number => (o.hexSize !== undefined && Number.isFinite(o.hexSize) && o.hexSize > 0 ? o.hexSize : 20);
const headerHeight = (s: number, o: RenderOptions): number => ((o.header ?? true) ? 2.4 * s : 0);
const LEGEND_ROWS = 4;
const legendHeight = (s: number, o: RenderOptions): number => (o.legend === true ? legendRows(s, LEGEND_ROWS) : 0);

/**
 * The geometry of a picture drawn with `options`: front-ends lay clickable hexes over the picture
 * with it (`corners`), so a click lands on the hex drawn. Rows grow northward (N44 2.2): the
 * kernel's `hexPicture`.
 */
export function mapGeometry(options: RenderOptions = {}, b: Board = mapOf()): MapGeometry {
  const s = sizeOf(options);
  const pic = hexPicture(b.map.hexes, { size: s, top: headerHeight(s, options), bottom: legendHeight(s, options) });
  return {
    width: pic.width,
    height: pic.height,
    size: s,
    top: pic.top,
    centre(id) {
      const loc = b.locOf(id);
      return loc < 0 ? null : pic.centre(loc);
    },
    corners(id) {
      const loc = b.locOf(id);
      return loc < 0 ? null : pic.corners(loc);
    },
    side: (loc, d) => pic.side(loc, d),
  };
}

function unitFill(u: UnitState): string {
  const n = unitInfo(u.id)?.counter.nation;
  return (n && NATION_FILL[n]) ?? SIDE_FILL[u.side];
}

function counterTitle(u: UnitState): string {
  const bits = [
    `${unitTitle(u.id, u.side)} at ${u.hex}`,
    faceWords(u),
    `${u.steps} step${u.steps === 1 ? '' : 's'}`,
    u.dg ? 'Disorganized (N44 13.6)' : '',
    u.oos === 1 ? 'Out of Supply (N44 18.3)' : u.oos === 2 ? 'Isolated (N44 18.3)' : '',
    u.reserve ? 'in Reserve (N44 15)' : '',
    u.dispersed ? 'dispersed (N44 20.2)' : '',
  ];
  return bits.filter((x) => x !== '').join(', ');
}

/** One stack: the top unit's counter, a shadow per unit under it, its markers. */
function drawStack(hex: string, us: readonly UnitState[], c: { x: number; y: number }, s: number, fighting: boolean): string {
  const top = us[0] as UnitState;
  const i = unitInfo(top.id);
  const f = i ? faceFor(i, top.steps) : null;
  const parts: string[] = [];
  parts.push(el('text', { x: 0, y: -0.22 * s, 'font-size': 0.34 * s, 'text-anchor': 'middle', fill: '#111' }, counterLabel(top.id).slice(0, 9)));
  const values = f ? `${f.defenseOnly ? `(${f.strength ?? 0})` : (f.strength ?? '-')}-${f.ma ?? '-'}` : '?';
  parts.push(el('text', { class: 'values', x: 0, y: 0.36 * s, 'font-size': 0.42 * s, 'font-weight': 'bold', 'text-anchor': 'middle', fill: '#111' }, values));
  if (f && f.tq !== null) parts.push(el('text', { x: -0.48 * s, y: 0.05 * s, 'font-size': 0.26 * s, fill: '#111' }, `${f.tq > 0 ? '+' : ''}${f.tq}`));
  if (f?.armor) parts.push(el('rect', { x: 0.22 * s, y: -0.08 * s, width: 0.3 * s, height: 0.28 * s, fill: f.armor.box === 'grey' ? '#9a9a9a' : '#c0392b' }), el('text', { x: 0.37 * s, y: 0.14 * s, 'font-size': 0.24 * s, 'text-anchor': 'middle', fill: '#fff' }, String(f.armor.value)));
  const marks: string[] = [];
  if (top.dg) marks.push('DG');
  if (top.oos === 1) marks.push('OOS');
  if (top.oos === 2) marks.push('ISO');
  if (top.reserve) marks.push('R');
  if (top.dispersed) marks.push('S');
  if (marks.length > 0) parts.push(el('text', { class: 'status', x: 0, y: 0.78 * s, 'font-size': 0.28 * s, 'font-weight': 'bold', 'text-anchor': 'middle', fill: '#b3261e' }, marks.join(' ')));
  return svgStack({
    at: c,
    width: 1.2 * s,
    size: s,
    fills: us.map(unitFill),
    highlight: fighting,
    title: us.map(counterTitle).join('; '),
    content: parts,
    more: { x: 0.62, y: -0.5 },
    attrs: { class: 'stack', 'data-hex': hex, 'data-units': us.map((u) => u.id).join(' '), 'data-side': top.side },
  });
}

function header(s: State, width: number, sz: number): string {
  const status = s.phase === 'over' ? `Game over: ${s.winner ? `${SIDE_NAME[s.winner]} victory` : 'no winner'}` : `Turn ${s.turn} of ${s.lastTurn} · ${phaseName(s.phase)}`;
  const line2 = `Weather: ${WEATHER_NAME(s.space)} (space ${s.space}) · Supply Points: German ${s.supply.german}, US ${s.supply.us} · US naval ${s.naval}, air ${s.air}, RP ${s.rp}`;
  const c = s.combat;
  const line3 = c ? `Attack on ${hexName(c.target, s)}: ${c.stage}${c.column !== null && c.column >= 0 ? `, column ${CRT_COLUMNS[c.column]}` : ''}${c.result ? `, result ${c.result}` : ''}` : '';
  return el('g', { class: 'header' }, [
    el('rect', { x: 0, y: 0, width, height: 2.4 * sz, fill: '#f5f1e6' }),
    el('text', { x: 0.5 * sz, y: 0.75 * sz, 'font-size': 0.6 * sz, 'font-weight': 'bold', fill: '#222' }, `Normandy '44 · ${s.scenario} · ${status}`),
    el('text', { class: 'status', x: 0.5 * sz, y: 1.45 * sz, 'font-size': 0.45 * sz, fill: '#222' }, line2),
    ...(line3 ? [el('text', { x: 0.5 * sz, y: 2.1 * sz, 'font-size': 0.45 * sz, fill: '#b3261e' }, line3)] : []),
  ]);
}

function legend(g: MapGeometry, b: Board, width: number): string {
  const s = g.size;
  const used = new Set<number>(b.terrain);
  const items: { swatch: string; label: string }[] = [];
  for (const [i, t] of HEX_TERRAINS.entries()) if (used.has(i)) items.push({ swatch: legendSwatch.box(s, TERRAIN_FILL[t]), label: t });
  for (const st of SIDE_STYLE) items.push({ swatch: legendSwatch.line(s, st.color, st.width, st.dash), label: st.name });
  items.push({ swatch: legendSwatch.line(s, '#6b4f2a', 0.08), label: 'road' });
  items.push({ swatch: legendSwatch.glyph(s, 'DG', '#b3261e'), label: 'DG, OOS, ISO, Reserve' });
  items.push({ swatch: legendSwatch.glyph(s, '◆', '#333'), label: 'town control' });
  return svgLegend(items, { size: s, width, y: g.height - legendHeight(s, { legend: true }) + 0.4 * s, rows: LEGEND_ROWS });
}

/**
 * The picture of a position (a state, or a player's view: both show everything in Normandy '44).
 * Deterministic: the same state gives the same bytes.
 */
export function renderSvg(position: State | View, options: RenderOptions = {}): string {
  const s: State = 'state' in position ? position.state : position;
  const b = mapOf(s);
  const g = mapGeometry(options, b);
  const sz = g.size;
  const hexes: string[] = [];
  const labels: string[] = [];
  b.map.hexes.forEach((_h, loc) => {
    const id = b.ids[loc] as string;
    const t = HEX_TERRAINS[b.terrain[loc] as number] ?? 'clear';
    const corners = g.corners(id) as readonly { x: number; y: number }[];
    const c = g.centre(id) as { x: number; y: number };
    const place = placeAt(id, s);
    const title = `${id}: ${t}${b.hilltop[loc] ? ', hilltop' : ''}${place ? `, ${place}` : ''}`;
    hexes.push(el('polygon', { class: 'hex', 'data-hex': id, 'data-terrain': t, points: pts(corners), fill: TERRAIN_FILL[t], stroke: '#8c8470', 'stroke-width': 0.03 * sz }, [el('title', {}, title)]));
    if (b.hilltop[loc]) hexes.push(el('circle', { class: 'hilltop', cx: c.x, cy: c.y, r: 0.75 * sz, fill: 'none', stroke: '#8a6d3b', 'stroke-width': 0.06 * sz, 'stroke-dasharray': `${num(0.12 * sz)} ${num(0.08 * sz)}` }));
    if (options.coordinates) labels.push(el('text', { class: 'coord', x: c.x, y: c.y - 0.62 * sz, 'font-size': 0.26 * sz, 'text-anchor': 'middle', fill: '#555' }, id));
    if (place && (t === 'town' || t === 'city' || b.places.get(place)?.[0] === loc)) labels.push(el('text', { class: 'place', x: c.x, y: c.y + 0.88 * sz, 'font-size': 0.3 * sz, 'text-anchor': 'middle', fill: '#3a2a1a' }, place));
  });
  const roads: string[] = [];
  const sides: string[] = [];
  forEachHexside(b.map, (loc, d, nb) => {
    const bits = b.sides[loc * 6 + d] as number;
    if (nb >= 0 && (bits & (SIDE.mainRoad | SIDE.secondaryRoad)) !== 0) {
      const a = g.centre(b.ids[loc] as string) as { x: number; y: number };
      const z = g.centre(b.ids[nb] as string) as { x: number; y: number };
      roads.push(el('line', { class: 'road', x1: a.x, y1: a.y, x2: z.x, y2: z.y, stroke: '#6b4f2a', 'stroke-width': ((bits & SIDE.mainRoad) !== 0 ? 0.1 : 0.06) * sz }));
    }
    const st = SIDE_STYLE.find((x) => (bits & x.bit) !== 0);
    if (!st) return;
    const [p, q] = g.side(loc, d);
    sides.push(el('line', { class: 'hexside', 'data-feature': st.name, x1: p.x, y1: p.y, x2: q.x, y2: q.y, stroke: st.color, 'stroke-width': st.width * sz, 'stroke-linecap': 'round', 'stroke-dasharray': st.dash }, [el('title', {}, `${st.name} (N44 TEC)`)]));
  });
  const markers: string[] = [];
  for (const [hex, side] of Object.entries(s.control).sort(([a], [z]) => a.localeCompare(z))) {
    const c = g.centre(hex);
    if (c) markers.push(el('text', { class: 'control', 'data-hex': hex, 'data-side': side, x: c.x - 0.7 * sz, y: c.y - 0.45 * sz, 'font-size': 0.4 * sz, fill: side === 'german' ? '#333' : '#2f5d1e' }, [el('title', {}, `${SIDE_NAME[side]} control (N44 6.2)`), '◆']));
  }
  for (const [hex, ip] of Object.entries(s.ips).sort(([a], [z]) => a.localeCompare(z))) {
    const c = g.centre(hex);
    if (c) markers.push(el('text', { class: 'ip', 'data-hex': hex, x: c.x + 0.45 * sz, y: c.y + 0.75 * sz, 'font-size': 0.32 * sz, 'font-weight': 'bold', fill: '#5a3d1a' }, [el('title', {}, `${SIDE_NAME[ip.side]} Improved Position${ip.complete ? '' : ' under construction'} (N44 16.1)`), ip.complete ? 'IP' : 'ip']));
  }
  const stacks = new Map<string, UnitState[]>();
  for (const u of s.units) if (u.box === 'map' && u.hex) stacks.set(u.hex, [...(stacks.get(u.hex) ?? []), u]);
  const fighting = new Set([...(s.combat?.attackers ?? []), ...(s.combat?.defenders ?? [])]);
  const counters = [...stacks.entries()]
    .sort(([a], [z]) => a.localeCompare(z))
    .map(([hex, us]) => drawStack(hex, us, g.centre(hex) as { x: number; y: number }, sz, us.some((u) => fighting.has(u.id))));
  if (s.combat) {
    const c = g.centre(s.combat.target);
    if (c) markers.push(el('circle', { class: 'target', cx: c.x, cy: c.y, r: 0.95 * sz, fill: 'none', stroke: '#b3261e', 'stroke-width': 0.12 * sz, 'stroke-dasharray': `${num(0.3 * sz)} ${num(0.15 * sz)}` }));
  }
  const width = g.width;
  const body = [
    ...((options.header ?? true) ? [header(s, width, sz)] : []),
    el('g', { class: 'hexes' }, hexes),
    el('g', { class: 'roads' }, roads),
    el('g', { class: 'hexsides' }, sides),
    el('g', { class: 'labels' }, labels),
    el('g', { class: 'markers' }, markers),
    el('g', { class: 'stacks' }, counters),
    ...(options.legend === true ? [legend(g, b, width)] : []),
  ];
  return svgDocument(width, g.height, body);
}
