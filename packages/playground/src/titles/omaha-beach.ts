/**
 * D-Day at Omaha Beach (packages/omaha-beach) on the page: the map's 600 hexes (rows numbered
 * inland, columns westward, even rows shifted west, DDOB 2.1), drawn with the sea at the bottom
 * and the landing boxes in a row below it, East to West (DDOB 5.11); its hexside features; the US
 * units and the German stacks. German counters are face down until revealed (DDOB 9.1): the view
 * carries no identity for them, and the board shows only "?" for each.
 */
import { hexNeighbor, offsetToHex, type Hex } from '@esagono/kernel';
import {
  MAP,
  US_UNITS,
  game,
  scenarios,
  type Move,
  type Player,
  type State,
  type View,
} from '@esagono/omaha-beach';
import { hexPainter, squareCell, type HexPainter } from './draw.js';
import { erase, type BoardDrawing, type Cell, type EdgeMark, type HandCard, type Marker, type Piece } from './types.js';

type Setup = (typeof scenarios)[keyof typeof scenarios];
type UsUnit = State['us'][string];

const NAMES: Record<Player, string> = { us: 'US', german: 'German' };
const COLORS: Record<Player, string> = { us: '#4b6e35', german: '#55585e' };

const TERRAIN_FILL: Record<string, string> = {
  sea: '#8fb8dc',
  beach: '#efe2b5',
  pavilion_draw: '#d9c79b',
  high_ground: '#c9d69b',
  rough: '#b7a57e',
  bocage: '#98ba77',
  woods: '#7aa05e',
};

const FEATURE: Record<string, { readonly color: string; readonly width: number }> = {
  bluff: { color: '#8a5a2b', width: 4 },
  slope: { color: '#b98a4e', width: 3 },
  sheer_cliff: { color: '#3b2a1a', width: 5 },
  scaleable_cliff: { color: '#6b4a2a', width: 4 },
  at_ditch: { color: '#5c5c5c', width: 3 },
  wall: { color: '#777', width: 3 },
  seawall: { color: '#4d4d4d', width: 4 },
  shingle: { color: '#a7a7a7', width: 4 },
  hedge: { color: '#3f7a2d', width: 3 },
};

/** RRCC to kernel axial: even rows shifted toward higher CC (DDOB 2.1, digest 5.1). */
const hexOf = (id: string): Hex => offsetToHex({ col: Number(id.slice(2, 4)), row: Number(id.slice(0, 2)) }, 'even-r');

const BOX = 34;
const safe = (name: string): string => name.replace(/[^A-Za-z0-9]+/g, '');
export const omahaHexId = (id: string): string => `h:${id}`;
export const omahaBoxId = (name: string): string => `box:${safe(name)}`;

/** The map drawn once: a pure function of the shipped map. */
interface MapDrawing {
  readonly paint: HexPainter;
  readonly cells: readonly Cell[];
  readonly edges: readonly EdgeMark[];
  readonly height: number;
}
let drawing: MapDrawing | null = null;
function mapDrawing(): MapDrawing {
  if (drawing) return drawing;
  const hexes = MAP.data.hexes.map((h) => hexOf(h.id));
  // Rows grow inland: larger r drawn higher, so the sea lies at the bottom.
  const paint = hexPainter(hexes, 'pointy', 19, { y: true });
  const cells: Cell[] = MAP.data.hexes.map((h, i) => {
    const pos = MAP.positionAt.get(h.id);
    const title = `${h.id}: ${h.terrain.replace('_', ' ')}, ${h.sector} sector${h.tide ? `, ${h.tide} tide line` : ''}${h.obstacles ? ', beach obstacles' : ''}${h.buildings ? ', buildings' : ''}${h.draw ? `, draw ${h.draw}` : ''}${pos ? `, ${pos.id}` : ''} (DDOB 2.1)`;
    return paint.cell(hexes[i] as Hex, omahaHexId(h.id), TERRAIN_FILL[h.terrain] ?? '#ddd', title, pos ? pos.id : h.label);
  });
  const edges: EdgeMark[] = [];
  for (const s of MAP.data.hexsides) {
    const a = hexOf(s.hexes[0]);
    const b = hexOf(s.hexes[1]);
    const d = [0, 1, 2, 3, 4, 5].find((k) => {
      const n = hexNeighbor(a, k);
      return n.q === b.q && n.r === b.r;
    });
    if (d === undefined) continue;
    const [p, q] = paint.side(a, d);
    const f = FEATURE[s.feature] ?? { color: '#000', width: 2 };
    edges.push({ a: p, b: q, color: f.color, width: f.width, title: `${s.feature.replace('_', ' ')} (DDOB 2.1, TEC)` });
  }
  // The landing boxes, East (order 1) to West, in a row under the sea (DDOB 5.11).
  const n = MAP.boxes.length;
  const step = Math.max(BOX + 2, (paint.width - 20) / Math.max(1, n));
  MAP.boxes.forEach((box, i) => {
    cells.push(squareCell(round(10 + i * step), paint.height + 6, BOX, omahaBoxId(box.name), box.sector === 'East' ? '#cfe0ef' : '#dbe7d0', `Landing box ${box.name} (${box.sector} sector): lands at ${box.landing.low}/${box.landing.mid}${box.landing.high ? `/${box.landing.high}` : ''} (DDOB 5.11)`, box.name.replace(/[[\]]/g, '')));
  });
  drawing = { paint, cells, edges, height: paint.height + BOX + 16 };
  return drawing;
}

const round = (x: number): number => Math.round(x * 100) / 100;

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
  return { width: m.paint.width, height: m.height, cells: m.cells, edges: m.edges, pieces, markers };
}

const where = (view: View, id: string): string => {
  const u = view.us[id];
  if (!u) return id;
  const l = u.loc;
  return `${id} (${l.kind === 'hex' ? l.hex : l.kind === 'box' ? l.box : l.kind === 'track' ? `turn ${l.turn}` : l.why})`;
};

function describe(m: Move, view: View): string {
  switch (m.type) {
    case 'draw':
      return `Card ${m.card} drawn`;
    case 'reveal':
      return `Revealed: ${m.face}`;
    case 'place':
      return `Place ${m.unit} in landing box ${m.box}`;
    case 'mine-loss':
      return `${where(view, m.unit)} loses a step to a mine`;
    case 'ranger-drift':
      return `Drift ${m.unit} ${m.boxes} box${m.boxes === 1 ? '' : 'es'} East`;
    case 'delay':
      return `Delay ${m.unit} one turn`;
    case 'eliminate':
      return `Eliminate ${where(view, m.unit)} (overstacked)`;
    case 'fire-target':
      return `Fire hits ${where(view, m.unit)}`;
    case 'hero':
      return `${where(view, m.unit)} becomes a Hero`;
    case 'restore':
      return `Restore ${where(view, m.unit)}`;
    case 'clear':
      return `Engineers clear ${m.hex}`;
    case 'end-engineers':
      return 'End the engineer phase';
    case 'move':
      return `Move ${m.units.join(' and ')} to ${m.to}`;
    case 'remove-disrupted':
      return `Remove the Disrupted marker of ${where(view, m.unit)}`;
    case 'remove-climb':
      return `Remove the Climb marker of ${where(view, m.unit)}`;
    case 'start-cliff':
      return `${where(view, m.unit)} starts climbing the cliff`;
    case 'declare-attack':
      return `Attack ${m.target} with ${where(view, m.unit)}`;
    case 'commit':
      return `Commit ${where(view, m.unit)} to the attack`;
    case 'barrage':
      return `Tank barrage on ${m.target} by ${where(view, m.unit)}`;
    case 'resolve-attack':
      return 'Resolve the attack';
    case 'commit-naval':
      return 'Add naval gunfire to the attack';
    case 'naval-barrage':
      return `Naval barrage on ${m.target}`;
    case 'attrition':
      return m.unit === null ? 'No attrition loss' : `Attrition: ${where(view, m.unit)} loses a step`;
    case 'infiltrate':
      return m.go ? 'Infiltrate' : 'Do not infiltrate';
    case 'end-actions':
      return 'End the action phase';
    case 'interrogate':
      return `Interrogate prisoners: reveal the German unit in ${m.hex}`;
    case 'follow':
      return `${m.unit} follows to landing box ${m.box}`;
    case 'hero-use':
      return m.use === 'wild' ? 'The Hero is a wild weapon' : 'The Hero gives +1';
    case 'displace':
      return `${where(view, m.unit)} is displaced to ${m.to}`;
    case 'place-base':
      return `Engineer Beach Base on ${m.hex}`;
    case 'advance-base':
      return `Advance the Engineer Range of the base on ${m.hex}`;
    case 'garrison':
      return `Garrison ${m.position}`;
    case 'make-cp':
      return `${where(view, m.unit)} becomes a Command Post`;
    case 'abandon-cp':
      return `Abandon the Command Post ${m.unit}, move to ${m.to}`;
    case 'end-hq':
      return 'End the Engineer & HQ phase';
    case 'exit':
      return `${where(view, m.unit)} exits the map`;
    case 'set-up':
      return `Set up ${m.unit} on ${m.at}`;
  }
}

const RULES: Record<Move['type'], string> = {
  draw: 'DDOB 2.3',
  reveal: 'DDOB 9.1',
  place: 'DDOB 5.1',
  'mine-loss': 'DDOB 5.14',
  'ranger-drift': 'DDOB 5.13',
  delay: 'DDOB 5.34',
  eliminate: 'DDOB 7.63',
  'fire-target': 'DDOB 6.31',
  hero: 'DDOB 11.1',
  restore: 'DDOB 7.7',
  clear: 'DDOB 10',
  'end-engineers': 'DDOB 10',
  move: 'DDOB 7.2',
  'remove-disrupted': 'DDOB 7.7',
  'remove-climb': 'DDOB 7.5',
  'start-cliff': 'DDOB 7.5',
  'declare-attack': 'DDOB 8.1',
  commit: 'DDOB 8.1',
  barrage: 'DDOB 8.4',
  'resolve-attack': 'DDOB 8.3',
  'commit-naval': 'DDOB 8.5',
  'naval-barrage': 'DDOB 8.5',
  attrition: 'DDOB 8.3',
  infiltrate: 'DDOB 12.2',
  'end-actions': 'DDOB 7',
  interrogate: 'DDOB 4 (events)',
  follow: 'DDOB 5.12',
  'hero-use': 'DDOB 8.23',
  displace: 'DDOB 16.82',
  'place-base': 'DDOB 19.1',
  'advance-base': 'DDOB 19.2',
  garrison: 'DDOB 19.3',
  'make-cp': 'DDOB 18.1',
  'abandon-cp': 'DDOB 18.11',
  'end-hq': 'DDOB 15 V',
  exit: 'DDOB 20.3',
  'set-up': 'DDOB 21.1',
};

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
      if (c !== null) cards.push({ id: `fire:${sector}`, label: `Fire card ${c}`, detail: `${sector} sector`, text: `The German Fire card of the ${sector} sector this turn (DDOB 6.1).` });
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
  describe,
  anchor,
  prompt,
  ruleOf: (m) => RULES[m.type],
});
