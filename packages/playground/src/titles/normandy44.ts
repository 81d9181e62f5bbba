/**
 * Normandy '44 (packages/normandy44) on the page: the stand-in Cotentin map (rows numbered
 * northward, drawn with north up; N44 2.2), its rivers, flooded and perimeter hexsides, a counter
 * per stack with the top unit's strength and movement, town control, and the units off the map
 * (landing boxes, waves, Britain, reinforcements) listed beside it. The board is the package's SVG
 * picture (`renderSvg`); moves, logs and odds are the package's `present/` words. Normandy '44 hides nothing:
 * its view is the whole state, so both players see the same board.
 */
import {
  HEX_TERRAINS,
  attackOdds,
  describeMove,
  faceFor,
  game,
  mapGeometry,
  mapOf,
  moveRule,
  narrateMove,
  pendingRoll,
  placeAt,
  renderSvg,
  scenarios,
  unitInfo,
  type Move,
  type Player,
  type Setup,
  type State,
  type View,
} from '@esagono/normandy44';
import { erase, type BoardDrawing, type BoardOptions, type Cell, type HandCard, type LogLine } from './types.js';

type Unit = State['units'][number];

const NAMES: Record<Player, string> = { german: 'German', allied: 'Allied' };
const COLORS: Record<Player, string> = { german: '#5b5e63', allied: '#4b7a3a' };

/** Hex size of the page's board. */
const HEX_SIZE = 22;

export const n44HexId = (id: string): string => `h:${id}`;

function face(u: Unit) {
  const info = unitInfo(u.id);
  return info ? faceFor(info, u.steps) : null;
}

function unitLabel(u: Unit): string {
  const c = unitInfo(u.id)?.counter;
  return c ? `${c.unit}${c.formation && c.formation !== c.unit ? `/${c.formation}` : ''}` : u.id;
}

function unitWords(u: Unit): string {
  const f = face(u);
  const bits = [
    `${NAMES[u.side]} ${unitLabel(u)}`,
    f ? `strength ${f.strength ?? '-'}${f.defenseOnly ? ' (defends only)' : ''}, MA ${f.ma ?? '-'}, TQ ${f.tq ?? '-'}` : '',
    `${u.steps} step${u.steps === 1 ? '' : 's'}`,
    u.dg ? 'Disorganized (N44 13.6)' : '',
    u.oos === 1 ? 'Out of Supply (N44 18.3)' : u.oos === 2 ? 'Isolated (N44 18.3)' : '',
    u.dispersed ? 'dispersed (N44 20.2)' : '',
  ];
  return bits.filter((x) => x !== '').join(', ');
}

const unitById = (s: State, id: string): Unit | undefined => s.units.find((u) => u.id === id);

/**
 * The log of a move, kept per state it was played from: `narrateMove` resolves the move again for
 * its events (a legality check, a movement search), and the page writes the whole log at every
 * redraw. States are immutable, so the cache holds pure values and lets go of them with the session.
 */
const narrated = new WeakMap<State, { readonly move: Move; readonly after: State; readonly lines: readonly LogLine[] }>();
function narrate(before: State, move: Move, after: State): readonly LogLine[] {
  const hit = narrated.get(before);
  if (hit && hit.move === move && hit.after === after) return hit.lines;
  const lines = narrateMove(before, move, after);
  narrated.set(before, { move, after, lines });
  return lines;
}

/**
 * The board is the package's own SVG picture (`renderSvg`, the CLI's `play --svg`) with a legend,
 * and transparent hexes laid over it (`mapGeometry`) to click: one picture for the page and the CLI.
 */
function board(view: View, _setup: Setup, options: BoardOptions): BoardDrawing {
  const s = view.state;
  const b = mapOf(s);
  const opts = { hexSize: HEX_SIZE, legend: true, coordinates: options.coordinates };
  const picture = renderSvg(s, opts);
  const g = mapGeometry(opts, b);
  const stacks = new Map<string, Unit[]>();
  for (const u of s.units) if (u.box === 'map' && u.hex) stacks.set(u.hex, [...(stacks.get(u.hex) ?? []), u]);
  const cells: Cell[] = b.ids.map((id, loc) => {
    const t = HEX_TERRAINS[b.terrain[loc] as number] ?? 'clear';
    const place = placeAt(id, s);
    const here = stacks.get(id) ?? [];
    const title = [`${id}: ${t}${b.hilltop[loc] ? ', hilltop' : ''}${place ? `, ${place}` : ''} (N44 TEC)`, ...here.map(unitWords)].join(' · ');
    const corners = g.corners(id) ?? [];
    const c = g.centre(id) ?? { x: 0, y: 0 };
    return { id: n44HexId(id), points: corners.map((p) => [p.x, p.y] as const), cx: c.x, cy: c.y, fill: 'transparent', title };
  });
  return { width: g.width, height: g.height, picture, cells, edges: [], pieces: [], markers: [] };
}

function anchor(m: Move, view: View): { from?: string; to: string } | null {
  const s = view.state;
  const b = mapOf(s);
  const on = (hex: string | null | undefined): string | null => (hex && b.locOf(hex) >= 0 ? n44HexId(hex) : null);
  const unitHex = (id: string): string | null => {
    const u = unitById(s, id);
    return u && u.box === 'map' ? on(u.hex) : null;
  };
  const fromTo = (unit: string, to: string) => {
    const t = on(to);
    if (!t) return null;
    const f = unitHex(unit);
    return f && f !== t ? { from: f, to: t } : { to: t };
  };
  switch (m.type) {
    case 'move':
    case 'retreat':
    case 'advance':
      return fromTo(m.unit, m.to);
    // A landing is played on the unit's card off the map (the page then asks which hex): its
    // hex may hold a unit that can move, whose click selects it.
    case 'land':
      return { to: `box:${m.unit}` };
    case 'attack':
    case 'strafe': {
      const t = on(m.target);
      return t ? { to: t } : null;
    }
    // A picked German reinforcement enters at the Entry Hex clicked (N44 6.6-6.7).
    case 'enter': {
      const t = on(m.to);
      return t ? { to: t } : null;
    }
    // Picking the unit that moves next is a click on it; its destinations follow (N44 9.1).
    case 'select':
    case 'commit':
    case 'lose': {
      const t = unitHex(m.unit);
      return t ? { to: t } : null;
    }
    case 'artillery': {
      const t = unitHex(m.hq);
      return t ? { to: t } : null;
    }
    default:
      return null;
  }
}

function prompt(view: View, moves: readonly Move[], player: Player): string {
  const s = view.state;
  const who = NAMES[player];
  const c = s.combat;
  if (s.phase === 'invasion' && s.invasion) return `${who}: Special Invasion Phase, ${s.invasion.stage} (N44 20.1).`;
  if (c) {
    const words: Record<typeof c.stage, string> = {
      declare: 'click units to commit them, choose the Main Assault Force and support, then resolve or call it off (N44 10-11)',
      jabo: 'Jabo roll (N44 4)',
      roll: 'combat roll (N44 10.6)',
      'attacker-loss': 'click the attacking unit that loses a step (N44 12.2)',
      'defender-loss': 'click the defending unit that loses a step (N44 12.2)',
      'dd-choice': 'choose Determined Defense, or retreat (N44 12.4)',
      'dd-roll': 'Determined Defense roll (N44 12.4)',
      desperate: 'Desperate Defense, or not (N44 12.5)',
      retreat: 'select a defender, then the hex it retreats to (N44 13)',
      advance: 'select an attacker, then the hex it advances to; or end (N44 14)',
    };
    return `${who}: attack on ${c.target}: ${words[c.stage]}.`;
  }
  if (moves.some((m) => m.type === 'land')) return `${who}: land units (click a unit off the map, then choose the hex), move units (select, then a hex), or end the phase (N44 20.5, 9).`;
  if (s.phase.endsWith('replacement')) return `${who}: Replacement Phase: choose a unit to receive a Replacement, or end the phase (N44 6.2).`;
  if (s.phase.endsWith('movement')) return `${who}: movement: select a unit, then a hex to move it to; or end the phase (N44 9).`;
  if (s.phase.endsWith('combat')) return `${who}: combat: click an enemy hex to attack it, or end the phase (N44 10.1).`;
  if (s.phase.endsWith('supply')) return `${who}: supply phase (N44 18).`;
  return `${who}: ${s.phase} (N44 3).`;
}

const BOX_WORDS: Record<Unit['box'], string> = {
  map: 'on the map',
  landing: 'in a landing box (N44 20.3)',
  wave: 'in a later wave (N44 20.3)',
  britain: 'in Britain (N44 26.1)',
  reinforcement: 'a reinforcement (N44 26.1)',
  eliminated: 'eliminated',
  removed: 'removed',
};

function offMap(s: State): HandCard[] {
  const out: HandCard[] = [];
  for (const u of s.units) {
    if (u.box === 'map' || u.box === 'eliminated' || u.box === 'removed') continue;
    out.push({
      id: `box:${u.id}`,
      label: unitLabel(u),
      detail: `${u.box}${u.arrives ? `, turn ${u.arrives}` : ''}`,
      text: `${unitWords(u)}; ${BOX_WORDS[u.box]}${u.entry ? `, enters at ${u.entry}` : ''}.`,
    });
  }
  return out;
}

export const normandy44Presenter = erase<State, Move, Player, Setup, View>({
  id: game.id,
  name: game.name,
  game,
  note: "Normandy '44: the Cherbourg scenario (N44 26) on a stand-in Cotentin map, the 7-turn mini-game and the campaign (N44 24-25) on a stand-in map of the whole campaign area, each faithful to every hex the rulebook and counters name, with stand-in landing boxes; counters from the public 2015 images. Rules cited N44 section.",
  scenarios: Object.entries(scenarios).map(([id, setup]) => ({
    id,
    name: setup.name,
    setup,
    note: `Set-up ${setup.provenance.kind}: ${setup.provenance.note}`,
    briefing: `Turns 1-${setup.lastTurn}; German Fortress Cherbourg starts with ${setup.germanSupply} Supply Points (N44 26).`,
  })),
  players: { german: { name: 'German', color: COLORS.german }, allied: { name: 'Allied', color: COLORS.allied } },
  // A page bot thinks for a bounded time: a Normandy move list is a movement search per unit.
  mcts: { timeMs: 1000, rolloutMoves: 40 },
  board,
  hand(view) {
    const cards = offMap(view.state);
    return [{ title: `Units off the map (${cards.length}; N44 26.1)`, cards }];
  },
  status(view) {
    const s = view.state;
    const lost = (p: Player) => s.units.filter((u) => u.side === p && u.box === 'eliminated').length;
    return [
      { label: 'Turn', value: `${s.turn} of ${s.lastTurn}, ${s.phase}` },
      { label: 'Weather', value: `space ${s.space} (${s.space === 1 ? 'Storm' : s.space <= 3 ? 'Overcast' : 'Clear'}, N44 4)` },
      { label: 'Supply Points', value: `German ${s.supply.german}, US ${s.supply.us} (N44 5)` },
      { label: 'US support', value: `naval ${s.naval}, air ${s.air}, RP ${s.rp} (N44 26.2)` },
      { label: 'Eliminated', value: `German ${lost('german')}, Allied ${lost('allied')}` },
    ];
  },
  describe: (m, view) => describeMove(view.state, m),
  anchor,
  prompt,
  ruleOf: (m) => moveRule(m),
  // Normandy '44 hides nothing: every viewer reads the same log.
  narrate: (before, m, after) => narrate(before, m, after),
  odds: (state, m) => attackOdds(state, m),
  pending: (state) => pendingRoll(state),
});
