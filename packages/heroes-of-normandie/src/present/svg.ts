/**
 * An SVG picture of a Heroes of Normandie position as one player sees it (their `View`): the
 * battlefield's squares with the terrain tiles laid on them (HoN p.4 L170-176, p.9), No Passage
 * edges and edge obstacles (HoN p.9 L657, L681), objectives (HoN p.4 L274), and each unit with an
 * arrow for its facing, its Suppressed, Activated, damage and Opportunity Fire markers, and its
 * Order token only as the view gives it: the viewer's own token values, the opponent's as a face
 * down `?`, none at all while the Orders phase lasts (HoN p.5 L302-316). The view carries nothing
 * hidden, so neither does the picture. The playground lays its clickable cells over it with
 * `heroesGeometry`.
 */
import { compileBoard } from '../map/board.js';
import type { Battlefield } from '../data/schemas.js';
import type { Player } from '../state.js';
import type { UnitView, View } from '../view.js';
import { DIRS, SIDE_NAME, counterName } from './describe.js';
import { el, num } from './xml.js';
import { footprintOf, rearOf } from '../vehicles/footprint.js';

export interface RenderOptions {
  /** A panel under the board: turn, initiative, VP, tokens (default true). */
  readonly legend?: boolean;
  /** Print (column, row) in each square (default false). */
  readonly coordinates?: boolean;
  /** Draw the units (default true); the playground draws its own, clickable, over the board. */
  readonly counters?: boolean;
  /** The view is an onlooker's (`viewFor(state, null)`): the legend names no player. */
  readonly onlooker?: boolean;
}

export const SQUARE = 44;
const PAD = 10;

export interface HeroesGeometry {
  readonly width: number;
  readonly height: number;
  /** Top-left corner of square (x, y). */
  corner(x: number, y: number): readonly [number, number];
}

/** Where the squares are drawn (the same for the picture and the playground's cells). */
export function heroesGeometry(b: Pick<Battlefield, 'width' | 'height'>): HeroesGeometry {
  return { width: 2 * PAD + b.width * SQUARE, height: 2 * PAD + b.height * SQUARE, corner: (x, y) => [PAD + x * SQUARE, PAD + y * SQUARE] };
}

export const TERRAIN_FILL: Readonly<Record<string, string>> = {
  open: '#dfe7c4',
  thicket: '#b9cf8e',
  hedgerow: '#8fae62',
  forest: '#6f9650',
  defensivePosition: '#c9b48a',
  building: '#c8a27c',
  water: '#9cc3e0',
  impassable: '#777777',
  road: '#e6dcc0',
};

export const SIDE_FILL: Readonly<Record<Player, string>> = { US: '#3f6d2a', DE: '#4a4f57' };
/** Unit vectors of the kernel's square directions, screen y down. */
const VX = [1, 0.71, 0, -0.71, -1, -0.71, 0, 0.71] as const;
const VY = [0, -0.71, -1, -0.71, 0, 0.71, 1, 0.71] as const;

/** The token as the view shows it: a value for its owner or once revealed, `?` face down, nothing while hidden. */
function token(u: UnitView): string | null {
  if (u.token === null) return null;
  if (u.token === 'hidden') return '?';
  return u.token === 'bluff' ? 'B' : String(u.token);
}

function unitSvg(u: UnitView, x0: number, y0: number, active: boolean): string {
  const cx = x0 + SQUARE / 2;
  const cy = y0 + SQUARE / 2;
  const name = counterName(u);
  const parts: string[] = [];
  const title = `${SIDE_NAME[u.owner]} ${name}${u.wreck ? ', wreck' : `, facing ${DIRS[u.facing] ?? u.facing}`}${u.suppressed ? `, ${u.suppressed} Suppressed` : ''}${u.activated ? ', Activated' : ''}${u.damage.length ? `, damage ${u.damage.join(' ')}` : ''}${u.overwatch ? ', Opportunity Fire' : ''}${u.token === 'hidden' ? ', a face-down token' : u.token !== null ? `, token ${u.token === 'bluff' ? 'Bluff' : u.token}${u.revealed ? ' (revealed)' : ''}` : ''}`;
  parts.push(el('title', {}, title));
  if (footprintOf(u) === 2) {
    // The rear space of a 2-space vehicle, behind its front against the facing (HoN p.6 L368-370).
    const r = rearOf(u.x, u.y, u.facing);
    const rx = x0 + (r.x - u.x) * SQUARE;
    const ry = y0 + (r.y - u.y) * SQUARE;
    parts.push(el('rect', { x: rx + 4, y: ry + 4, width: SQUARE - 8, height: SQUARE - 8, rx: 3, fill: u.wreck ? '#7b6a5a' : SIDE_FILL[u.owner], 'fill-opacity': 0.75, stroke: active ? '#ffd400' : '#111', 'stroke-width': active ? 3 : 1, class: 'rear' }));
  }
  parts.push(el('rect', { x: x0 + 4, y: y0 + 4, width: SQUARE - 8, height: SQUARE - 8, rx: 3, fill: u.wreck ? '#7b6a5a' : SIDE_FILL[u.owner], stroke: active ? '#ffd400' : '#111', 'stroke-width': active ? 3 : 1 }));
  parts.push(el('text', { x: cx, y: y0 + 22, 'text-anchor': 'middle', 'font-size': 7, fill: '#fff' }, (name.split(/\s+/)[0] ?? name).slice(0, 8)));
  if (!u.wreck) {
    // The facing arrow: from the centre to the edge the unit faces (kernel directions, HoN p.6 L370).
    const ay = cy + 6;
    const ex = cx + (VX[u.facing] ?? 0) * 10;
    const ey = ay + (VY[u.facing] ?? 0) * 10;
    parts.push(el('line', { x1: cx, y1: ay, x2: ex, y2: ey, stroke: '#ffe08a', 'stroke-width': 2, class: 'facing' }));
    parts.push(el('circle', { cx: ex, cy: ey, r: 2.5, fill: '#ffe08a' }));
  } else parts.push(el('text', { x: cx, y: cy - 8, 'text-anchor': 'middle', 'font-size': 10, fill: '#fff' }, '✕'));
  const tk = token(u);
  if (tk !== null) {
    parts.push(el('circle', { cx: x0 + SQUARE - 9, cy: y0 + 9, r: 6, fill: tk === '?' ? '#333' : u.revealed ? '#fff4c2' : '#ffffff', stroke: '#000', 'stroke-width': 0.8, class: 'token' }));
    parts.push(el('text', { x: x0 + SQUARE - 9, y: y0 + 11.5, 'text-anchor': 'middle', 'font-size': 7, fill: tk === '?' ? '#fff' : '#000', class: 'token-text' }, tk));
  }
  if (u.suppressed > 0) parts.push(el('text', { x: x0 + 8, y: y0 + SQUARE - 7, 'font-size': 7, fill: '#ff8080', class: 'suppressed' }, `S${u.suppressed}`));
  if (u.activated) parts.push(el('text', { x: x0 + 7, y: y0 + 12, 'font-size': 7, fill: '#ffd400', class: 'activated' }, 'A'));
  if (u.overwatch) parts.push(el('text', { x: x0 + SQUARE - 14, y: y0 + SQUARE - 7, 'font-size': 7, fill: '#9fd3ff' }, 'OF'));
  if (u.damage.length) parts.push(el('text', { x: cx, y: y0 + SQUARE - 7, 'text-anchor': 'middle', 'font-size': 6, fill: '#ffb0b0' }, u.damage.map((d) => d.slice(0, 2)).join(' ')));
  return el('g', { class: 'unit', 'data-unit': u.id, 'data-owner': u.owner }, parts);
}

/** The picture of `view`: what its player knows, nothing more. */
export function renderSvg(view: View, options: RenderOptions = {}): string {
  const s = view.state;
  const b = compileBoard(s.battlefield);
  const g = heroesGeometry(s.battlefield);
  const legend = options.legend ?? true;
  const height = g.height + (legend ? 34 : 0);
  const out: string[] = [el('rect', { x: 0, y: 0, width: g.width, height, fill: '#f4f1e8' })];
  const squares: string[] = [];
  for (let y = 0; y < b.height; y++)
    for (let x = 0; x < b.width; x++) {
      const [x0, y0] = g.corner(x, y);
      const kind = b.kinds[y * b.width + x] ?? 'open';
      squares.push(el('rect', { x: x0, y: y0, width: SQUARE, height: SQUARE, fill: TERRAIN_FILL[kind] ?? TERRAIN_FILL.open, stroke: '#9a9a8a', 'stroke-width': 0.5 }, [el('title', {}, `(${x}, ${y}): ${kind} (HoN p.9)`)]));
      if (options.coordinates) squares.push(el('text', { x: x0 + 2, y: y0 + SQUARE - 2, 'font-size': 6, fill: '#555' }, `${x},${y}`));
    }
  out.push(el('g', { class: 'terrain' }, squares));
  // Edges: toward east (0) or south (6) of their square (HoN p.9 L657, L681).
  const edges = s.battlefield.edges.map((e) => {
    const [x0, y0] = g.corner(e.x, e.y);
    const [x1, y1, x2, y2] = e.dir === 0 ? [x0 + SQUARE, y0, x0 + SQUARE, y0 + SQUARE] : [x0, y0 + SQUARE, x0 + SQUARE, y0 + SQUARE];
    const title = e.noPassage ? 'No Passage (HoN p.9 L681)' : `obstacle -${e.obstacle ?? 0} (HoN p.9 L657)`;
    return el('line', { x1, y1, x2, y2, stroke: e.noPassage ? '#222' : '#8a5a2b', 'stroke-width': e.noPassage ? 4 : 3, 'stroke-dasharray': e.noPassage ? undefined : '4 2' }, [el('title', {}, title)]);
  });
  out.push(el('g', { class: 'edges' }, edges));
  const marks = s.objectives.map((o) => {
    const [x0, y0] = g.corner(o.x, o.y);
    return el('text', { x: x0 + SQUARE / 2, y: y0 + SQUARE / 2 + 5, 'text-anchor': 'middle', 'font-size': 16, fill: o.holder ? SIDE_FILL[o.holder] : '#b08d00', 'fill-opacity': 0.6 }, [el('title', {}, `Objective, ${o.vp} VP${o.holder ? `, held by the ${SIDE_NAME[o.holder]}s` : ''} (HoN p.4 L274)`), '★']);
  });
  out.push(el('g', { class: 'objectives' }, marks));
  const units = [...s.units].filter((u) => u.alive || u.wreck).sort((a, c) => Number(a.alive) - Number(c.alive) || (a.id < c.id ? -1 : 1));
  if (options.counters ?? true) out.push(el('g', { class: 'units' }, units.map((u) => unitSvg(u, ...g.corner(u.x, u.y), s.activation?.unit === u.id))));
  if (legend) {
    const me = s.sides[view.player];
    const who = options.onlooker ? 'as an onlooker sees it' : `as seen by the ${SIDE_NAME[view.player]}s (${me.tokens} Order tokens, ${me.bluffs} Bluffs, ${view.hand.length} cards)`;
    const text = `Turn ${s.turn} of ${s.turns}, ${s.phase}; initiative ${SIDE_NAME[s.initiative]}; VP US ${s.sides.US.vp}, German ${s.sides.DE.vp} of ${s.vpTarget}; ${who}`;
    out.push(el('text', { x: 10, y: g.height + 16, 'font-size': 10, fill: '#222', class: 'legend' }, text));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${num(g.width)}" height="${num(height)}" viewBox="0 0 ${num(g.width)} ${num(height)}" font-family="sans-serif">${out.join('')}</svg>\n`;
}
