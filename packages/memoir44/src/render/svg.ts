/**
 * A self-contained SVG picture of a Memoir '44 position: the board in the .m44 doubled (row, col)
 * convention drawn with pointy-top hexes, terrain, obstacles, the dotted section lines, medals on
 * objective hexes, units and a header. It reads only what every player sees (`game.view`): the
 * board, the units, medals, whose turn it is and the card face up; never a hand or the deck.
 */
import { doubledToHex, hexCorners, hexLayout, hexToPixel, type Hex, type HexLayout, type Pixel } from '@esagono/kernel';
import { DYNAMIC_OBSTACLES } from '../board/static.js';
import { geometryOf as hexGeometryOf } from '../board/geometry.js';
import { BADGES } from '../data/badges.js';
import { UNITS } from '../data/units.js';
import type { CardId } from '../data/cards.js';
import type { ObstacleId } from '../data/obstacles.js';
import type { TerrainId } from '../data/terrain.js';
import { medalTotal } from '../medals/medals.js';
import { BOARD_ROWS, boardHexes, coordKey, maxCol, type BoardType, type HexCoord } from '../scenarios/board.js';
import { terrainAt } from '../scenarios/layout.js';
import type { Objective, Scenario } from '../scenarios/schema.js';
import { PLAYERS, type Player, type State, type Unit } from '../state.js';
import {
  BADGE_MARK,
  FACE_FILL,
  MEDAL_FILL,
  OBSTACLE_STYLE,
  SECTION_LINE,
  SIDE_FILL,
  SIDE_NAME,
  TERRAIN_STYLE,
  UNIT_LETTER,
} from './palette.js';
import { el, escapeXml, num } from './xml.js';

export interface RenderOptions {
  /** Centre-to-corner size of a hex in pixels (default 32). */
  readonly hexSize?: number;
  /** Print each hex's (row, col) in its corner, for reading logs and scenario files (default false). */
  readonly coordinates?: boolean;
  /** Draw the header with medals and the active player (default true). */
  readonly header?: boolean;
  /**
   * Also list this player's hand in the header, as `game.view(state, player)` shows it to them.
   * Off by default: a picture shared with both players must not show a hand, which is secret (M44 p.5 [L133]).
   */
  readonly hand?: Player;
  /** Draw a legend under the board: the terrains, obstacles and markers this picture shows (default false). */
  readonly legend?: boolean;
}

/** A unit as drawn: where it stands and what is printed on it. */
interface Token {
  readonly id: number;
  readonly at: HexCoord;
  readonly side: Player;
  readonly type: Unit['type'];
  readonly figures: number;
  readonly max: number;
  readonly badge: Unit['badge'];
  readonly medals: number;
  readonly ignoresFlag: boolean;
  readonly fixed: boolean;
  readonly ordered: boolean;
}

/** Everything a picture shows, from a state or from a scenario's set-up. */
interface Picture {
  readonly scenario: Scenario;
  readonly tokens: readonly Token[];
  readonly obstacles: readonly { readonly at: HexCoord; readonly obstacle: ObstacleId }[];
  /** Indices of permanent objectives already taken: their medal has left the board (M44 p.20 [L875]). */
  readonly taken: ReadonlySet<number>;
  readonly medals: Readonly<Record<Player, number>>;
  readonly active: Player;
  /** Status line: the phase, the card face up, the winner. */
  readonly status: string;
  /** Cards of the one hand asked for, or null. */
  readonly hand: { readonly player: Player; readonly cards: readonly CardId[] } | null;
}

const SQRT3 = Math.sqrt(3);

function pictureOfState(s: State, hand: Player | undefined): Picture {
  const ordered = new Set(s.turn?.orders.map((o) => o.unit) ?? []);
  const tokens: Token[] = [];
  const { rowOf, colOf } = hexGeometryOf(s.scenario.board.type);
  for (const u of s.units) {
    // Eliminated units are off the board (M44 p.6 [L156]); exited ones too.
    if (u.at < 0 || u.figures <= 0) continue;
    tokens.push({
      id: u.id,
      at: { row: rowOf(u.at), col: colOf(u.at) },
      side: u.side,
      type: u.type,
      figures: u.figures,
      max: u.max,
      badge: u.badge,
      medals: u.medals,
      ignoresFlag: u.ignoresFlag,
      fixed: u.fixed,
      ordered: ordered.has(u.id),
    });
  }
  // Static obstacles come from the scenario; wire and sandbags from the state, which adds and removes them.
  const obstacles = s.scenario.obstacles
    .filter((o) => !DYNAMIC_OBSTACLES.includes(o.obstacle))
    .map((o) => ({ at: { row: o.row, col: o.col }, obstacle: o.obstacle }));
  const dynamic = Object.entries(s.obstacles)
    .map(([id, obstacle]) => ({ id: Number(id), obstacle }))
    .sort((a, b) => a.id - b.id);
  for (const d of dynamic) obstacles.push({ at: { row: rowOf(d.id), col: colOf(d.id) }, obstacle: d.obstacle });
  const card: CardId | null = s.turn?.card ?? null;
  const ph = s.phase;
  const status =
    ph.kind === 'over'
      ? `${SIDE_NAME[ph.winner]} win`
      : `${SIDE_NAME[s.active]} to act · phase ${ph.kind}${card === null ? '' : ` · card ${card}`}`;
  return {
    scenario: s.scenario,
    tokens,
    obstacles,
    taken: new Set(s.taken),
    medals: { allies: medalTotal(s, 'allies'), axis: medalTotal(s, 'axis') },
    active: s.active,
    status,
    hand: hand === undefined ? null : { player: hand, cards: s.hands[hand] },
  };
}

function pictureOfScenario(sc: Scenario): Picture {
  const tokens: Token[] = sc.units.map((u, id) => ({
    id,
    at: { row: u.row, col: u.col },
    side: u.side,
    type: u.type,
    figures: u.figures,
    max: Math.max(u.figures, u.badge ? BADGES[u.badge].figures : UNITS[u.type].figures),
    badge: u.badge ?? null,
    medals: u.medals ?? 1,
    ignoresFlag: u.ignoresOneFlag === true,
    fixed: false,
    ordered: false,
  }));
  return {
    scenario: sc,
    tokens,
    obstacles: sc.obstacles.map((o) => ({ at: { row: o.row, col: o.col }, obstacle: o.obstacle })),
    taken: new Set(),
    medals: { allies: 0, axis: 0 },
    active: sc.firstPlayer,
    status: `set-up · ${SIDE_NAME[sc.firstPlayer]} move first`,
    hand: null,
  };
}

/** The hex of a doubled (row, col); every board coordinate has row + col even, so it exists. */
function hexOf(h: HexCoord): Hex {
  return doubledToHex(h, 'width') ?? { q: 0, r: 0 };
}

function points(ps: readonly Pixel[]): string {
  return ps.map((p) => `${num(p.x)},${num(p.y)}`).join(' ');
}

/**
 * Columns of the red dotted lines: 7 and 17 on a standard board (digest §5.2, the BGA section
 * columns). An Overlord board is two standard boards side by side (M44 p.23 [L986-996]) and
 * shows both boards' lines; the Overlord booklet's own sections are not sourced (digest §3).
 */
export function sectionLineColumns(type: BoardType): readonly number[] {
  return type === 'standard' ? [7, 17] : [7, 17, 33, 43];
}

function objectiveLabel(o: Objective): string {
  switch (o.kind) {
    case 'sudden-death':
      return 'SD';
    case 'exit':
      return 'Ex';
    default:
      return String(o.medals);
  }
}

function objectiveTitle(o: Objective): string {
  const side = 'side' in o ? `${SIDE_NAME[o.side]} ` : '';
  switch (o.kind) {
    case 'temporary-medal':
      return `${side}temporary medal objective (M44 p.20)`;
    case 'permanent-medal':
      return `${side}permanent medal objective (M44 p.20)`;
    case 'majority-medal':
      return 'majority medal objective (M44 p.20)';
    case 'sudden-death':
      return `${side}sudden-death objective (M44 p.20)`;
    case 'exit':
      return `${side}exit hex`;
  }
}

function unitTitle(t: Token): string {
  const badge = t.badge === null ? '' : `, ${t.badge}`;
  const extra = `${t.medals === 1 ? '' : `, worth ${t.medals} medals`}${t.ignoresFlag ? ', ignores 1 flag' : ''}${t.fixed ? ', fixed in bunker' : ''}${t.ordered ? ', ordered' : ''}`;
  return `${SIDE_NAME[t.side]} ${t.type} #${t.id} at (${t.at.row}, ${t.at.col}), ${t.figures}/${t.max} figures${badge}${extra}`;
}

function drawUnit(t: Token, c: Pixel, s: number): string {
  const r = 0.42 * s;
  const parts: string[] = [
    el('title', {}, unitTitle(t)),
    el('circle', {
      cx: 0,
      cy: 0,
      r,
      fill: SIDE_FILL[t.side],
      stroke: t.ordered ? '#ffd400' : '#ffffff',
      'stroke-width': t.ordered ? 0.12 * s : 0.05 * s,
      'stroke-dasharray': t.fixed ? `${num(0.12 * s)} ${num(0.06 * s)}` : undefined,
    }),
    el('text', { x: 0, y: 0.05 * s, 'font-size': 0.42 * s, 'font-weight': 'bold', fill: '#ffffff', 'text-anchor': 'middle', 'dominant-baseline': 'middle' }, UNIT_LETTER[t.type]),
    // Figure count, bottom right, as on a unit's base.
    el('circle', { cx: 0.36 * s, cy: 0.3 * s, r: 0.17 * s, fill: '#ffffff', stroke: SIDE_FILL[t.side], 'stroke-width': 0.03 * s }),
    el('text', { class: 'figures', x: 0.36 * s, y: 0.31 * s, 'font-size': 0.24 * s, fill: '#000000', 'text-anchor': 'middle', 'dominant-baseline': 'middle' }, String(t.figures)),
  ];
  if (t.badge !== null) {
    // The special-forces badge sits beside the figures (M44 p.12 [L506-514]).
    parts.push(el('circle', { cx: -0.36 * s, cy: -0.3 * s, r: 0.16 * s, fill: '#f2e6b8', stroke: '#000000', 'stroke-width': 0.02 * s }));
    parts.push(el('text', { class: 'badge', x: -0.36 * s, y: -0.29 * s, 'font-size': 0.22 * s, fill: '#000000', 'text-anchor': 'middle', 'dominant-baseline': 'middle' }, BADGE_MARK[t.badge]));
  }
  if (t.medals !== 1) {
    parts.push(el('text', { x: 0.38 * s, y: -0.3 * s, 'font-size': 0.22 * s, fill: MEDAL_FILL, stroke: '#000000', 'stroke-width': 0.01 * s, 'text-anchor': 'middle' }, `${t.medals}★`));
  }
  if (t.ignoresFlag) {
    parts.push(el('text', { x: -0.38 * s, y: 0.38 * s, 'font-size': 0.22 * s, fill: '#ffffff', 'text-anchor': 'middle' }, '⚑'));
  }
  return el(
    'g',
    { class: 'unit', 'data-unit': String(t.id), 'data-hex': `${t.at.row},${t.at.col}`, 'data-side': t.side, 'data-type': t.type, 'data-figures': String(t.figures), transform: `translate(${num(c.x)} ${num(c.y)})` },
    parts,
  );
}

function drawHeader(p: Picture, width: number, height: number, s: number): string {
  const sc = p.scenario;
  const fs = 0.36 * s;
  const parts: string[] = [el('rect', { x: 0, y: 0, width, height, fill: '#f5f1e6' })];
  parts.push(el('text', { class: 'scenario-name', x: 0.4 * s, y: 0.6 * s, 'font-size': 0.45 * s, 'font-weight': 'bold', fill: '#222222' }, sc.name));
  const hand = p.hand === null ? '' : ` · ${SIDE_NAME[p.hand.player]} hand: ${p.hand.cards.join(', ') || 'none'}`;
  parts.push(el('text', { class: 'status', x: 0.4 * s, y: 1.15 * s, 'font-size': fs, fill: '#222222' }, p.status + hand));
  // Medals per side against the scenario's victory count (M44 p.6 [L158]).
  PLAYERS.forEach((side, i) => {
    const x = width - (2 - i) * 4.2 * s;
    const active = p.active === side;
    parts.push(
      el('g', { class: 'side', 'data-side': side, 'data-medals': String(p.medals[side]), 'data-active': active ? 'true' : 'false' }, [
        el('rect', { x, y: 0.25 * s, width: 4 * s, height: 1.2 * s, rx: 0.2 * s, fill: SIDE_FILL[side], stroke: active ? '#ffd400' : 'none', 'stroke-width': 0.1 * s }),
        el('text', { x: x + 0.25 * s, y: 0.95 * s, 'font-size': fs, fill: '#ffffff', 'font-weight': active ? 'bold' : 'normal' }, `${SIDE_NAME[side]} ${p.medals[side]}/${sc.victory[side]}★${active ? ' ▶' : ''}`),
      ]),
    );
  });
  return el('g', { class: 'header' }, parts);
}

/** Where things go on the page, shared by every layer. */
interface Geometry {
  readonly s: number;
  readonly lay: HexLayout;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  readonly headerHeight: number;
}

/** Height of the legend band: one row per 7 entries. */
const legendHeight = (s: number, entries: number): number => (entries === 0 ? 0 : 0.4 * s + Math.ceil(entries / 7) * 0.9 * s);

function geometryOf(type: BoardType, s: number, header: boolean, legendRows = 0): Geometry {
  const pad = 0.3 * s;
  const half = (SQRT3 * s) / 2;
  const headerHeight = header ? 1.7 * s : 0;
  const top = headerHeight + pad;
  // Doubled column c sits at x = c * half from column 0's centre; row r at y = 1.5 r s.
  const lay = hexLayout('pointy', s, { x: pad + half, y: top + s });
  const width = 2 * pad + (maxCol(type) + 2) * half;
  const height = top + pad + 2 * s + (BOARD_ROWS - 1) * 1.5 * s + legendRows;
  return { s, lay, top, width, height, headerHeight };
}

/** The scale a picture is drawn at: `hexSize` if valid, else 32. */
const sizeOf = (options: RenderOptions): number =>
  options.hexSize !== undefined && options.hexSize > 0 && Number.isFinite(options.hexSize) ? options.hexSize : 32;

/**
 * Where a picture of `scenario` drawn with `options` puts each hex: the pointy-top layout of the
 * kernel (so `hexToPixel(layout, doubledToHex({row, col}))` is a hex's centre) and the picture's size.
 * Front-ends lay clickable shapes over the picture with it.
 */
export function boardGeometry(scenario: Scenario, options: RenderOptions = {}): { readonly layout: HexLayout; readonly width: number; readonly height: number } {
  const s = sizeOf(options);
  const entries = options.legend === true ? legendEntries(scenario, []).length : 0;
  const g = geometryOf(scenario.board.type, s, options.header ?? true, legendHeight(s, entries));
  return { layout: g.lay, width: g.width, height: g.height };
}

interface LegendEntry {
  readonly kind: 'terrain' | 'obstacle' | 'objective' | 'section' | 'unit';
  readonly id: string;
  readonly label: string;
}

const OBSTACLE_NAME: Readonly<Record<ObstacleId, string>> = {
  bridge: 'Bridge',
  bunker: 'Bunker',
  hedgehog: 'Hedgehogs',
  wire: 'Barbed wire',
  sandbag: 'Sandbags',
  embankment: 'Rail embankment',
};

/** What the legend lists: every terrain and obstacle the scenario uses, then the markers. */
function legendEntries(sc: Scenario, dynamic: readonly ObstacleId[]): LegendEntry[] {
  const terrains = new Set<TerrainId>(['countryside']);
  for (const h of boardHexes(sc.board.type)) terrains.add(terrainAt(sc, h));
  const obstacles = new Set<ObstacleId>([...sc.obstacles.map((o) => o.obstacle), ...dynamic]);
  const out: LegendEntry[] = [];
  for (const t of Object.keys(TERRAIN_STYLE) as TerrainId[]) {
    if (terrains.has(t)) out.push({ kind: 'terrain', id: t, label: t === 'countryside' ? 'Open ground' : TERRAIN_STYLE[t].label === 'Hedge' ? 'Hedgerow' : TERRAIN_STYLE[t].label === 'Steep' ? 'Steep hill' : TERRAIN_STYLE[t].label === 'Mtn' ? 'Mountain' : TERRAIN_STYLE[t].label });
  }
  for (const o of Object.keys(OBSTACLE_STYLE) as ObstacleId[]) if (obstacles.has(o)) out.push({ kind: 'obstacle', id: o, label: OBSTACLE_NAME[o] });
  if (sc.objectives.length > 0) out.push({ kind: 'objective', id: 'medal', label: 'Objective (medals)' });
  out.push({ kind: 'section', id: 'section', label: 'Section line' });
  out.push({ kind: 'unit', id: 'unit', label: 'I/T/G unit, figures' });
  return out;
}

function drawLegend(entries: readonly LegendEntry[], face: Scenario['board']['face'], top: number, width: number, s: number): string {
  const parts: string[] = [el('rect', { x: 0, y: top, width, height: legendHeight(s, entries.length), fill: '#f5f1e6' })];
  const colW = (width - 0.6 * s) / 7;
  entries.forEach((e, i) => {
    const x = 0.3 * s + (i % 7) * colW;
    const y = top + 0.3 * s + Math.floor(i / 7) * 0.9 * s;
    const sw = 0.7 * s;
    let swatch: string;
    switch (e.kind) {
      case 'terrain': {
        const t = e.id as TerrainId;
        const fill = t === 'countryside' ? FACE_FILL[face] : TERRAIN_STYLE[t].fill;
        swatch =
          el('rect', { x, y, width: sw, height: sw, fill, stroke: '#5a5a4a', 'stroke-width': 0.03 * s }) +
          (TEXTURED.has(t) ? el('rect', { x, y, width: sw, height: sw, fill: `url(#m44-${t})` }) : '');
        break;
      }
      case 'obstacle': {
        const st = OBSTACLE_STYLE[e.id as ObstacleId];
        swatch =
          el('rect', { x, y: y + 0.2 * s, width: sw, height: 0.3 * s, rx: 0.05 * s, fill: st.fill, stroke: '#ffffff', 'stroke-width': 0.02 * s }) +
          el('text', { x: x + sw / 2, y: y + 0.42 * s, 'font-size': 0.2 * s, fill: '#ffffff', 'text-anchor': 'middle' }, st.label);
        break;
      }
      case 'objective':
        swatch = el('circle', { cx: x + sw / 2, cy: y + sw / 2, r: 0.24 * s, fill: MEDAL_FILL, stroke: '#000000', 'stroke-width': 0.05 * s });
        break;
      case 'section':
        swatch = el('line', { x1: x + sw / 2, y1: y, x2: x + sw / 2, y2: y + sw, stroke: SECTION_LINE, 'stroke-width': 0.09 * s, 'stroke-dasharray': `${num(0.12 * s)} ${num(0.1 * s)}` });
        break;
      case 'unit':
        swatch =
          el('circle', { cx: x + sw / 2, cy: y + sw / 2, r: 0.3 * s, fill: SIDE_FILL.allies, stroke: '#ffffff', 'stroke-width': 0.04 * s }) +
          el('text', { x: x + sw / 2, y: y + sw / 2 + 0.03 * s, 'font-size': 0.3 * s, fill: '#ffffff', 'font-weight': 'bold', 'text-anchor': 'middle', 'dominant-baseline': 'middle' }, 'I');
        break;
    }
    parts.push(
      el('g', { class: 'legend-entry', 'data-kind': e.kind, 'data-id': e.id }, [
        swatch,
        el('text', { x: x + sw + 0.15 * s, y: y + 0.47 * s, 'font-size': 0.3 * s, fill: '#1e1e1e' }, e.label),
      ]),
    );
  });
  return el('g', { class: 'legend' }, parts);
}

/** Terrains drawn with a texture over their colour, so they read apart without colour alone. */
const TEXTURED: ReadonlySet<TerrainId> = new Set<TerrainId>(['woods', 'hedgerow', 'hill', 'town', 'church', 'river', 'lake', 'ocean', 'beach', 'dune', 'cliff', 'steep-hill', 'mountain']);

/** One repeating tile per textured terrain, in user units scaled to the hex size. */
function textures(s: number): string {
  const t = (id: TerrainId, w: number, h: number, body: string): string =>
    `<pattern id="m44-${id}" patternUnits="userSpaceOnUse" width="${num(w)}" height="${num(h)}">${body}</pattern>`;
  const u = s / 4;
  const tree = (x: number, y: number): string =>
    el('circle', { cx: x, cy: y, r: 0.55 * u, fill: '#2f5e22', stroke: '#1f3f17', 'stroke-width': 0.08 * u });
  const house = (x: number, y: number): string =>
    el('rect', { x, y, width: 0.9 * u, height: 0.7 * u, fill: '#8b4a3a', stroke: '#4a2a22', 'stroke-width': 0.06 * u });
  const wave = (y: number, c: string, w: number): string =>
    el('path', { d: `M0 ${num(y)} q ${num(w / 4)} ${num(-0.4 * u)} ${num(w / 2)} 0 t ${num(w / 2)} 0`, fill: 'none', stroke: c, 'stroke-width': 0.12 * u });
  const hatch = (c: string): string => el('path', { d: `M0 ${num(2 * u)} L ${num(2 * u)} 0`, stroke: c, 'stroke-width': 0.14 * u });
  return [
    t('woods', 2.4 * u, 2.2 * u, tree(0.6 * u, 0.6 * u) + tree(1.8 * u, 1.6 * u)),
    t('hedgerow', 1.6 * u, 1.6 * u, el('path', { d: `M0 ${num(1.2 * u)} q ${num(0.4 * u)} ${num(-0.8 * u)} ${num(0.8 * u)} 0 q ${num(0.4 * u)} ${num(-0.8 * u)} ${num(0.8 * u)} 0`, fill: '#3c5a1c', stroke: '#24380f', 'stroke-width': 0.08 * u })),
    t('hill', 3 * u, 1.6 * u, el('path', { d: `M${num(0.2 * u)} ${num(1.2 * u)} q ${num(1.1 * u)} ${num(-1.1 * u)} ${num(2.2 * u)} 0`, fill: 'none', stroke: '#7a6232', 'stroke-width': 0.14 * u })),
    t('steep-hill', 2 * u, 2 * u, hatch('#6a5230')),
    t('mountain', 2 * u, 2 * u, hatch('#4e4438')),
    t('cliff', 2 * u, 2 * u, hatch('#4a3a28')),
    t('town', 2.2 * u, 2 * u, house(0.3 * u, 0.3 * u) + house(1.2 * u, 1.2 * u)),
    t('church', 2.2 * u, 2 * u, house(0.3 * u, 0.3 * u) + el('path', { d: `M${num(1.6 * u)} ${num(0.9 * u)} v ${num(1 * u)} M${num(1.25 * u)} ${num(1.2 * u)} h ${num(0.7 * u)}`, stroke: '#2a2a2a', 'stroke-width': 0.15 * u })),
    t('river', 2 * u, 1.2 * u, wave(0.7 * u, '#e8f2fb', 2 * u)),
    t('lake', 2 * u, 1.2 * u, wave(0.7 * u, '#d8e8f6', 2 * u)),
    t('ocean', 2.4 * u, 1.2 * u, wave(0.7 * u, '#9cc4e8', 2.4 * u)),
    t('beach', 1.2 * u, 1.2 * u, el('circle', { cx: 0.3 * u, cy: 0.3 * u, r: 0.1 * u, fill: '#a08a4a' }) + el('circle', { cx: 0.9 * u, cy: 0.9 * u, r: 0.1 * u, fill: '#a08a4a' })),
    t('dune', 2 * u, 1.4 * u, el('path', { d: `M0 ${num(1 * u)} q ${num(0.5 * u)} ${num(-0.7 * u)} ${num(1 * u)} 0`, fill: 'none', stroke: '#9a7e3a', 'stroke-width': 0.12 * u })),
  ].join('');
}

function render(p: Picture, options: RenderOptions): string {
  const s = sizeOf(options);
  const header = options.header ?? true;
  const sc = p.scenario;
  const type = sc.board.type;
  const legend = options.legend === true ? legendEntries(sc, p.obstacles.map((o) => o.obstacle)) : [];
  const g = geometryOf(type, s, header, legendHeight(s, legend.length));
  const { lay } = g;
  const centre = (h: HexCoord): Pixel => hexToPixel(lay, hexOf(h));
  const closed = new Set(sc.terrain.filter((t) => t.impassable === true).map((t) => coordKey(t)));

  const hexes: string[] = [];
  const labels: string[] = [];
  for (const h of boardHexes(type)) {
    const terrain = terrainAt(sc, h);
    const style = TERRAIN_STYLE[terrain];
    const c = centre(h);
    const corners = points(hexCorners(lay, hexOf(h)));
    hexes.push(
      el('polygon', {
        class: 'hex',
        'data-hex': `${h.row},${h.col}`,
        'data-terrain': terrain,
        points: corners,
        fill: terrain === 'countryside' ? FACE_FILL[sc.board.face] : style.fill,
        stroke: closed.has(coordKey(h)) ? '#000000' : '#5a5a4a',
        'stroke-width': closed.has(coordKey(h)) ? 0.08 * s : 0.03 * s,
      }),
    );
    if (TEXTURED.has(terrain)) hexes.push(el('polygon', { class: 'texture', points: corners, fill: `url(#m44-${terrain})`, 'pointer-events': 'none' }));
    if (style.label !== '') {
      labels.push(el('text', { x: c.x, y: c.y + 0.74 * s, 'font-size': 0.26 * s, 'font-weight': 'bold', fill: '#1e1e1e', stroke: '#ffffff', 'stroke-width': 0.05 * s, 'paint-order': 'stroke', 'text-anchor': 'middle' }, style.label));
    }
    if (options.coordinates === true) {
      labels.push(el('text', { class: 'coord', x: c.x, y: c.y - 0.55 * s, 'font-size': 0.22 * s, fill: '#000000', stroke: '#ffffff', 'stroke-width': 0.05 * s, 'paint-order': 'stroke', 'text-anchor': 'middle' }, `${h.row},${h.col}`));
    }
  }

  const boardTop = g.top;
  const boardBottom = g.height - 0.3 * s - legendHeight(s, legend.length);
  const sections = sectionLineColumns(type).map((col) => {
    const x = lay.origin.x + (col * SQRT3 * s) / 2;
    return el('line', {
      class: 'section-line',
      x1: x,
      y1: boardTop,
      x2: x,
      y2: boardBottom,
      stroke: SECTION_LINE,
      'stroke-width': 0.07 * s,
      'stroke-dasharray': `${num(0.12 * s)} ${num(0.14 * s)}`,
    });
  });

  // An obstacle is a pill at the top of its hex, above the unit; several on one hex stack downward.
  const stack = new Map<string, number>();
  const obstacles = p.obstacles.map((o) => {
    const k = coordKey(o.at);
    const n = stack.get(k) ?? 0;
    stack.set(k, n + 1);
    const c = centre(o.at);
    const st = OBSTACLE_STYLE[o.obstacle];
    const x = c.x - 0.35 * s;
    const y = c.y - 0.82 * s + n * 0.3 * s;
    return el('g', { class: 'obstacle', 'data-hex': `${o.at.row},${o.at.col}`, 'data-obstacle': o.obstacle }, [
      el('rect', { x, y, width: 0.7 * s, height: 0.29 * s, rx: 0.05 * s, fill: st.fill, stroke: '#ffffff', 'stroke-width': 0.03 * s }),
      el('text', { x: x + 0.35 * s, y: y + 0.215 * s, 'font-size': 0.21 * s, 'font-weight': 'bold', fill: '#ffffff', 'text-anchor': 'middle' }, st.label),
    ]);
  });

  const perHex = new Map<string, number>();
  const medals: string[] = [];
  sc.objectives.forEach((o, i) => {
    // A permanent medal once taken is removed from the board and kept by the taker (M44 p.20 [L875]).
    if (o.kind === 'permanent-medal' && p.taken.has(i)) return;
    for (const h of o.hexes) {
      const k = coordKey(h);
      const n = perHex.get(k) ?? 0;
      perHex.set(k, n + 1);
      const c = centre(h);
      const side = 'side' in o ? o.side : null;
      medals.push(
        el('g', { class: 'objective', 'data-hex': k, 'data-kind': o.kind, 'data-objective': String(i) }, [
          el('title', {}, objectiveTitle(o)),
          el('circle', { cx: c.x + 0.6 * s, cy: c.y - 0.12 * s + n * 0.4 * s, r: 0.2 * s, fill: MEDAL_FILL, stroke: side === null ? '#000000' : SIDE_FILL[side], 'stroke-width': 0.06 * s }),
          el('text', { x: c.x + 0.6 * s, y: c.y - 0.1 * s + n * 0.4 * s, 'font-size': 0.2 * s, 'font-weight': 'bold', fill: '#000000', 'text-anchor': 'middle', 'dominant-baseline': 'middle' }, objectiveLabel(o)),
        ]),
      );
    }
  });

  const units = p.tokens.map((t) => drawUnit(t, centre(t.at), s));

  const layers = [
    el('title', {}, `${sc.name}: Memoir '44`),
    `<defs>${textures(s)}</defs>`,
    header ? drawHeader(p, g.width, g.headerHeight, s) : '',
    el('g', { class: 'board' }, hexes),
    el('g', { class: 'terrain-labels' }, labels),
    el('g', { class: 'sections' }, sections),
    el('g', { class: 'obstacles' }, obstacles),
    el('g', { class: 'objectives' }, medals),
    el('g', { class: 'units' }, units),
    legend.length > 0 ? drawLegend(legend, sc.board.face, boardBottom + 0.3 * s, g.width, s) : '',
  ];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(g.width)}" height="${num(g.height)}" viewBox="0 0 ${num(g.width)} ${num(g.height)}"` +
    ` font-family="sans-serif" role="img" aria-label="${escapeXml(sc.name)}">` +
    layers.join('') +
    '</svg>\n'
  );
}

/**
 * An SVG picture of `state`. Deterministic (the same state gives the same string), self-contained
 * and drawn from public information only: the deck is never read, and a hand only when
 * `options.hand` asks for it.
 * Unit positions are the engine's hex ids, so a state is drawn on the standard 13x9 board.
 */
export function renderSvg(state: State, options: RenderOptions = {}): string {
  return render(pictureOfState(state, options.hand), options);
}

/** An SVG picture of a scenario's set-up, on its own board (the 26-wide Overlord board too). */
export function renderScenarioSvg(scenario: Scenario, options: RenderOptions = {}): string {
  return render(pictureOfScenario(scenario), options);
}
