/**
 * A self-contained SVG picture of a Memoir '44 position: the board in the .m44 doubled (row, col)
 * convention drawn with pointy-top hexes, terrain, obstacles, the dotted section lines, medals on
 * objective hexes, units and a header. It reads only what every player sees (`game.view`): the
 * board, the units, medals, whose turn it is and the card face up; never a hand or the deck.
 */
import { doubledToHex, hexCorners, hexLayout, hexToPixel, type Hex, type HexLayout, type Pixel } from '@esagono/kernel';
import { DYNAMIC_OBSTACLES } from '../board/static.js';
import { geometryOf as boardGeometry } from '../board/geometry.js';
import { BADGES } from '../data/badges.js';
import { UNITS } from '../data/units.js';
import type { CardId } from '../data/cards.js';
import type { ObstacleId } from '../data/obstacles.js';
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
  const { rowOf, colOf } = boardGeometry(s.scenario.board.type);
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

function geometryOf(type: BoardType, s: number, header: boolean): Geometry {
  const pad = 0.3 * s;
  const half = (SQRT3 * s) / 2;
  const headerHeight = header ? 1.7 * s : 0;
  const top = headerHeight + pad;
  // Doubled column c sits at x = c * half from column 0's centre; row r at y = 1.5 r s.
  const lay = hexLayout('pointy', s, { x: pad + half, y: top + s });
  const width = 2 * pad + (maxCol(type) + 2) * half;
  const height = top + pad + 2 * s + (BOARD_ROWS - 1) * 1.5 * s;
  return { s, lay, top, width, height, headerHeight };
}

function render(p: Picture, options: RenderOptions): string {
  const s = options.hexSize !== undefined && options.hexSize > 0 && Number.isFinite(options.hexSize) ? options.hexSize : 32;
  const header = options.header ?? true;
  const sc = p.scenario;
  const type = sc.board.type;
  const g = geometryOf(type, s, header);
  const { lay } = g;
  const centre = (h: HexCoord): Pixel => hexToPixel(lay, hexOf(h));
  const closed = new Set(sc.terrain.filter((t) => t.impassable === true).map((t) => coordKey(t)));

  const hexes: string[] = [];
  const labels: string[] = [];
  for (const h of boardHexes(type)) {
    const terrain = terrainAt(sc, h);
    const style = TERRAIN_STYLE[terrain];
    const c = centre(h);
    hexes.push(
      el('polygon', {
        class: 'hex',
        'data-hex': `${h.row},${h.col}`,
        'data-terrain': terrain,
        points: points(hexCorners(lay, hexOf(h))),
        fill: terrain === 'countryside' ? FACE_FILL[sc.board.face] : style.fill,
        stroke: closed.has(coordKey(h)) ? '#000000' : '#5a5a4a',
        'stroke-width': closed.has(coordKey(h)) ? 0.08 * s : 0.03 * s,
      }),
    );
    if (style.label !== '') {
      labels.push(el('text', { x: c.x, y: c.y + 0.72 * s, 'font-size': 0.24 * s, fill: '#1e1e1e', 'text-anchor': 'middle' }, style.label));
    }
    if (options.coordinates === true) {
      labels.push(el('text', { x: c.x, y: c.y - 0.62 * s, 'font-size': 0.2 * s, fill: '#333333', 'text-anchor': 'middle' }, `${h.row},${h.col}`));
    }
  }

  const boardTop = g.top;
  const boardBottom = g.height - 0.3 * s;
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
    const x = c.x - 0.3 * s;
    const y = c.y - 0.8 * s + n * 0.28 * s;
    return el('g', { class: 'obstacle', 'data-hex': `${o.at.row},${o.at.col}`, 'data-obstacle': o.obstacle }, [
      el('rect', { x, y, width: 0.6 * s, height: 0.26 * s, rx: 0.05 * s, fill: st.fill, stroke: '#ffffff', 'stroke-width': 0.02 * s }),
      el('text', { x: x + 0.3 * s, y: y + 0.19 * s, 'font-size': 0.18 * s, fill: '#ffffff', 'text-anchor': 'middle' }, st.label),
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
          el('circle', { cx: c.x + 0.64 * s, cy: c.y - 0.12 * s + n * 0.34 * s, r: 0.16 * s, fill: MEDAL_FILL, stroke: side === null ? '#000000' : SIDE_FILL[side], 'stroke-width': 0.06 * s }),
          el('text', { x: c.x + 0.64 * s, y: c.y - 0.11 * s + n * 0.34 * s, 'font-size': 0.16 * s, fill: '#000000', 'text-anchor': 'middle', 'dominant-baseline': 'middle' }, objectiveLabel(o)),
        ]),
      );
    }
  });

  const units = p.tokens.map((t) => drawUnit(t, centre(t.at), s));

  const layers = [
    el('title', {}, `${sc.name}: Memoir '44`),
    header ? drawHeader(p, g.width, g.headerHeight, s) : '',
    el('g', { class: 'board' }, hexes),
    el('g', { class: 'terrain-labels' }, labels),
    el('g', { class: 'sections' }, sections),
    el('g', { class: 'obstacles' }, obstacles),
    el('g', { class: 'objectives' }, medals),
    el('g', { class: 'units' }, units),
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
