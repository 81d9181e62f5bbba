/**
 * D-Day at Omaha Beach (packages/omaha-beach) on the page: the map's 600 hexes (rows numbered
 * inland, columns westward, even rows shifted west, DDOB 2.1), drawn with the sea at the bottom
 * and the landing boxes in a row below it, East to West (DDOB 5.11); its hexside features; the US
 * units and the German stacks. German counters are face down until revealed (DDOB 9.1): the view
 * carries no identity for them, and the board shows only "?" for each.
 */
import {
  MAP,
  US_UNITS,
  cardText,
  describeMove,
  game,
  moveOdds,
  moveRule,
  narrateMove,
  omahaGeometry,
  pendingOdds,
  renderSvg,
  scenarios,
  type Move,
  type Player,
  type State,
  type View,
} from '@esagono/omaha-beach';
import { squareCell } from './draw.js';
import { erase, type BoardDrawing, type Cell, type HandCard, type Marker, type Piece } from './types.js';

type Setup = (typeof scenarios)[keyof typeof scenarios];
type UsUnit = State['us'][string];

const NAMES: Record<Player, string> = { us: 'US', german: 'German' };
const COLORS: Record<Player, string> = { us: '#4b6e35', german: '#55585e' };

const BOX = 34;
const safe = (name: string): string => name.replace(/[^A-Za-z0-9]+/g, '');
export const omahaHexId = (id: string): string => `h:${id}`;
export const omahaBoxId = (name: string): string => `box:${safe(name)}`;

/**
 * The cells laid over the package's picture (`renderSvg`, the CLI's `play --svg`): the same
 * geometry (`omahaGeometry`), so a click lands on the hex or landing box drawn under it.
 */
interface MapDrawing {
  readonly cells: readonly Cell[];
}
let drawing: MapDrawing | null = null;
function mapDrawing(): MapDrawing {
  if (drawing) return drawing;
  const g = omahaGeometry();
  const cells: Cell[] = MAP.data.hexes.map((h) => {
    const pos = MAP.positionAt.get(h.id);
    const title = `${h.id}: ${h.terrain.replace('_', ' ')}, ${h.sector} sector${h.tide ? `, ${h.tide} tide line` : ''}${h.obstacles ? ', beach obstacles' : ''}${h.buildings ? ', buildings' : ''}${h.draw ? `, draw ${h.draw}` : ''}${pos ? `, ${pos.id}` : ''} (DDOB 2.1)`;
    const c = g.hexes.get(h.id)!;
    // Transparent: the terrain is the picture's.
    return { id: omahaHexId(h.id), points: c.points, cx: c.cx, cy: c.cy, fill: 'transparent', title };
  });
  // The landing boxes, East (order 1) to West, in a row under the sea (DDOB 5.11).
  for (const box of MAP.boxes) {
    const r = g.boxes.get(box.name)!;
    cells.push(squareCell(r.x, r.y, r.size, omahaBoxId(box.name), 'transparent', `Landing box ${box.name} (${box.sector} sector): lands at ${box.landing.low}/${box.landing.mid}${box.landing.high ? `/${box.landing.high}` : ''} (DDOB 5.11)`));
  }
  drawing = { cells };
  return drawing;
}

const usData = (id: string) => US_UNITS.find((u) => u.id === id);

function usWords(id: string, u: UsUnit): string {
  const d = usData(id);
  const side = d && 'sides' in d ? d.sides[d.steps - u.steps] : undefined;
  const bits = [
    `US ${id}${d ? ` (${d.type}, ${d.division})` : ''}`,
    side ? `strength ${side.strength}` : '',
    'sides' in (d ?? {}) ? `${u.steps} step${u.steps === 1 ? '' : 's'}` : '',
    u.disrupted !== 'no' ? 'Disrupted (DDOB 7.7)' : '',
    u.climb !== 'none' ? `${u.climb} (DDOB 7.5)` : '',
    u.hero !== 'none' ? `${u.hero} (DDOB 11.1)` : '',
    u.acted ? 'acted' : '',
  ];
  return bits.filter((b) => b !== '').join(', ');
}

function cellOf(u: UsUnit): string | null {
  if (u.loc.kind === 'hex') return omahaHexId(u.loc.hex);
  if (u.loc.kind === 'box' && MAP.box.has(u.loc.box)) return omahaBoxId(u.loc.box);
  return null;
}

function board(view: View): BoardDrawing {
  const m = mapDrawing();
  const g = omahaGeometry();
  // The map, tide band, fields of fire and landing boxes are the package's picture; the counters are drawn (and clicked) here.
  const picture = renderSvg(view, { legend: false, counters: false });
  const at = new Map<string, { us: [string, UsUnit][]; german: string | null }>();
  const slot = (cell: string) => {
    let x = at.get(cell);
    if (!x) {
      x = { us: [], german: null };
      at.set(cell, x);
    }
    return x;
  };
  for (const [id, u] of Object.entries(view.us)) {
    const c = cellOf(u);
    if (c) slot(c).us.push([id, u]);
  }
  for (const hex of Object.keys(view.german)) slot(omahaHexId(hex)).german = hex;
  const step = view.step;
  const busy = new Set<string>(step && 'committed' in step ? step.committed : step && 'attackers' in step ? step.attackers : []);
  const pieces: Piece[] = [...at.entries()].map(([cell, x]) => {
    const g = x.german ? view.german[x.german] : undefined;
    const gWords = g ? `German ${g.unit ?? 'face-down unit (hidden, DDOB 9.1)'}${g.dm === 'none' ? '' : g.dm === 'face-down' ? ' with a face-down depth marker' : ` with depth marker ${g.dm}`}${g.disrupted ? ', disrupted' : ''} (${g.position})` : '';
    const top = x.us[0];
    const text = g ? (g.unit ?? '?') : (top?.[0] ?? '');
    const sub = g ? `${g.dm === 'none' ? '' : g.dm === 'face-down' ? '+DM' : `+${g.dm}`}${x.us.length ? ` US${x.us.length}` : ''}` : `${top && top[1].steps ? '●'.repeat(top[1].steps) : ''}${x.us.length > 1 ? ` +${x.us.length - 1}` : ''}`;
    return {
      id: g ? `german:${x.german}` : `us:${top?.[0] ?? cell}`,
      at: cell,
      color: g ? COLORS.german : COLORS.us,
      text: text.slice(0, 6),
      sub,
      shape: g ? 'square' : 'round',
      ring: x.us.some(([id, u]) => busy.has(id) || u.disrupted !== 'no'),
      title: [gWords, ...x.us.map(([id, u]) => usWords(id, u))].filter((t) => t !== '').join('; '),
    };
  });
  const markers: Marker[] = [];
  if (step && 'target' in step && typeof step.target === 'string' && MAP.hex.has(step.target)) markers.push({ at: omahaHexId(step.target), glyph: '⚔', color: '#b3261e', title: 'Attack target (DDOB 8)' });
  return { width: g.width, height: g.height, picture, cells: m.cells, edges: [], pieces, markers };
}

function anchor(m: Move, view: View): { from?: string; to: string } | null {
  const unitCell = (id: string): string | null => {
    const u = view.us[id];
    return u ? cellOf(u) : null;
  };
  const fromTo = (unit: string, to: string) => {
    const f = unitCell(unit);
    return f && MAP.hex.has(to) ? { from: f, to: omahaHexId(to) } : null;
  };
  switch (m.type) {
    case 'place':
    case 'follow':
      return MAP.box.has(m.box) ? { to: omahaBoxId(m.box) } : null;
    case 'clear':
    case 'interrogate':
      return MAP.hex.has(m.hex) ? { to: omahaHexId(m.hex) } : null;
    case 'naval-barrage':
      return MAP.hex.has(m.target) ? { to: omahaHexId(m.target) } : null;
    case 'move':
      return fromTo(m.units[0] as string, m.to);
    case 'declare-attack':
    case 'barrage':
      return fromTo(m.unit, m.target);
    // Steps where no unit is a source: the unit's own cell.
    case 'mine-loss':
    case 'eliminate':
    case 'fire-target':
    case 'hero':
    case 'restore':
    case 'commit': {
      const c = unitCell(m.unit);
      return c ? { to: c } : null;
    }
    default:
      return null;
  }
}

function prompt(view: View, moves: readonly Move[], player: Player): string {
  const s = view.step;
  const who = NAMES[player];
  switch (s?.kind) {
    case 'place':
      return `${who}: place ${s.unit} in a landing box (click it) (DDOB 5.1).`;
    case 'mine':
      return `${who}: a mine explodes: choose the unit that loses a step (DDOB 5.14).`;
    case 'ranger-drift':
      return `${who}: drift the Rangers East, 0 to 4 boxes (DDOB 5.13).`;
    case 'stacking':
      return `${who}: ${s.hex} is overstacked: eliminate ${s.need} unit(s) (DDOB 7.63).`;
    case 'fire-choice':
      return `${who}: choose the unit the fire of ${s.position} hits among equals (DDOB 6.31).`;
    case 'artillery-choice':
      return `${who}: choose the unit the artillery hits among equals (DDOB 6.5).`;
    case 'hero':
      return `${who}: choose a Hero (DDOB 11.1).`;
    case 'restore':
      return `${who}: choose a unit to restore (DDOB 7.7).`;
    case 'engineers':
      return `${who}: engineers (${s.sector}): click an obstacle hex to clear, or end (DDOB 10).`;
    case 'actions':
      return `${who}: ${s.division} Division, ${view.actions[s.division]} actions left: select a unit, then a hex to move to or attack; or end (DDOB 7, 8).`;
    case 'attack':
      return `${who}: attack on ${s.target}: click units to commit them, then resolve (DDOB 8.1-8.3).`;
    case 'attrition':
      return `${who}: choose the attrition loss (DDOB 8.3).`;
    case 'infiltrate':
      return `${who}: infiltrate ${s.to} or not (DDOB 12.2).`;
    case 'leader-follow':
      return `${who}: ${s.leader}'s box-mates drifted: click the landing box it goes to (DDOB 5.12).`;
    case 'hero-use':
      return `${who}: the Hero of an attacker is a wild weapon or +1 (DDOB 8.23).`;
    case 'prisoner':
      return `${who}: prisoners talk: click the face-down German unit to reveal (DDOB 4, events).`;
    default:
      return `${who}: ${moves.length} choice(s) (DDOB ${view.phase}).`;
  }
}

export const omahaPresenter = erase<State, Move, Player, Setup, View>({
  id: game.id,
  name: game.name,
  game,
  note: 'D-Day at Omaha Beach: the basic game, solitaire (the German side is run by the cards; the US player decides), on the transcription of the 2013 map with fire-dot owners derived; Easy Fox victory conditions are a documented stand-in. Rules cited DDOB section.',
  scenarios: Object.entries(scenarios).map(([id, setup]) => ({
    id,
    name: id === 'easy-fox' ? 'Easy Fox (short scenario)' : 'First Wave',
    setup,
    note: id === 'easy-fox' ? 'Victory conditions stand-in (missing from every source); West boxes unused.' : 'Map, cards and counters transcribed from public sources; fire-dot owners derived.',
  })),
  players: { us: { name: 'US', color: COLORS.us }, german: { name: 'German (cards)', color: COLORS.german } },
  mcts: { timeMs: 500, rolloutMoves: 80 },
  board,
  hand(view) {
    const cards: HandCard[] = [];
    for (const sector of ['East', 'West'] as const) {
      const c = view.fireCard[sector];
      if (c !== null) cards.push({ id: `fire:${sector}`, label: `Fire card ${c}`, detail: `${sector} sector`, text: `The German Fire card of the ${sector} sector this turn: ${cardText(c)} (DDOB 6.1, 6.5).` });
    }
    const waiting = Object.entries(view.us).filter(([, u]) => u.loc.kind === 'track');
    for (const [id, u] of waiting.slice(0, 40)) cards.push({ id: `track:${id}`, label: id, detail: u.loc.kind === 'track' ? `turn ${u.loc.turn}` : '', text: `${usWords(id, u)}; arrives on the turn track (DDOB 5.3).` });
    return [{ title: `Fire cards and US units to come (deck ${view.deckSize}, discards ${view.discard.length})`, cards }];
  },
  status(view) {
    return [
      { label: 'Turn', value: `${view.turn}, ${view.phase}` },
      { label: 'Victory points', value: String(view.vp) },
      { label: 'Actions', value: `1st ${view.actions['1st']}, 29th ${view.actions['29th']}` },
      { label: 'Infantry losses', value: `1st ${view.losses['1st']}, 29th ${view.losses['29th']} (DDOB 13)` },
    ];
  },
  // Words, log, odds: the package's own (src/present), as the CLI's `play` uses them.
  describe: (m, view) => describeMove(view, m),
  anchor,
  prompt,
  ruleOf: (m) => moveRule(m),
  // Solitaire: the log is the US player's; German counters face down stay unnamed (DDOB 9.1).
  narrate: (before, m, after) => narrateMove(before, m, after),
  odds: (state, m) => moveOdds(state, m),
  pending: (state) => pendingOdds(state),
});
