/**
 * Normandy '44 (packages/normandy44) on the page: the stand-in Cotentin map (rows numbered
 * northward, drawn with north up; N44 2.2), its rivers, flooded and perimeter hexsides, a counter
 * per stack with the top unit's strength and movement, town control, and the units off the map
 * (landing boxes, waves, Britain, reinforcements) listed beside it. Normandy '44 hides nothing:
 * its view is the whole state, so both players see the same board.
 */
import {
  HEX_TERRAINS,
  cotentinBoard,
  faceFor,
  game,
  scenarios,
  unitInfo,
  type Board,
  type Move,
  type Player,
  type Setup,
  type State,
  type View,
} from '@esagono/normandy44';
import { hexPainter, type HexPainter } from './draw.js';
import { erase, type BoardDrawing, type Cell, type EdgeMark, type HandCard, type Marker, type Piece } from './types.js';

type Unit = State['units'][number];

const NAMES: Record<Player, string> = { german: 'German', allied: 'Allied' };
const COLORS: Record<Player, string> = { german: '#5b5e63', allied: '#4b7a3a' };

const TERRAIN_FILL: Record<(typeof HEX_TERRAINS)[number], string> = {
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

const SIDE_MARKS: readonly { readonly bit: number; readonly color: string; readonly width: number; readonly title: string }[] = [
  { bit: 1 << 1, color: '#2063b0', width: 5, title: 'major river (N44 TEC)' },
  { bit: 1 << 0, color: '#3d86cf', width: 3, title: 'minor river (N44 TEC)' },
  { bit: 1 << 2, color: '#63b4cf', width: 4, title: 'flooded hexside (N44 TEC)' },
  { bit: 1 << 4, color: '#8b1a1a', width: 3, title: 'Cherbourg perimeter (N44 16.3)' },
];

/** What is drawn of the one shipped map, built once: a pure function of the map file. */
interface MapDrawing {
  readonly paint: HexPainter;
  /** A place name per location, or undefined. */
  readonly placeOf: readonly (string | undefined)[];
}
let drawing: MapDrawing | null = null;
function mapDrawing(b: Board): MapDrawing {
  if (drawing) return drawing;
  const placeOf: (string | undefined)[] = new Array<string | undefined>(b.map.size).fill(undefined);
  for (const [name, locs] of b.places) for (const loc of locs) placeOf[loc] ??= name;
  // Rows grow northward (N44 digest 5.1): larger r drawn higher.
  drawing = { paint: hexPainter(b.map.hexes, 'pointy', 20, { y: true }), placeOf };
  return drawing;
}

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
const named = (s: State, id: string): string => {
  const u = unitById(s, id);
  return u ? `${unitLabel(u)}${u.hex ? ` (${u.hex})` : ` (${u.box})`}` : id;
};

function board(view: View): BoardDrawing {
  const s = view.state;
  const b = cotentinBoard();
  const { paint: p, placeOf } = mapDrawing(b);
  const cells: Cell[] = b.map.hexes.map((h, loc) => {
    const id = b.ids[loc] as string;
    const t = HEX_TERRAINS[b.terrain[loc] as number] ?? 'clear';
    const place = placeOf[loc];
    return p.cell(h, n44HexId(id), TERRAIN_FILL[t], `${id}: ${t}${b.hilltop[loc] ? ', hilltop' : ''}${place ? `, ${place}` : ''} (N44 TEC)`, place ? place.slice(0, 9) : undefined);
  });
  const edges: EdgeMark[] = [];
  b.map.hexes.forEach((h, loc) => {
    for (let d = 0; d < 6; d++) {
      const nb = b.map.neighbor(loc, d);
      if (nb >= 0 && nb < loc) continue;
      const bits = b.sides[loc * 6 + d] as number;
      const mark = SIDE_MARKS.find((m) => (bits & m.bit) !== 0);
      if (!mark) continue;
      const [a, z] = p.side(h, d);
      edges.push({ a, b: z, color: mark.color, width: mark.width, title: mark.title });
    }
  });
  const stacks = new Map<string, Unit[]>();
  for (const u of s.units) if (u.box === 'map' && u.hex) stacks.set(u.hex, [...(stacks.get(u.hex) ?? []), u]);
  const inCombat = new Set([...(s.combat?.attackers ?? []), ...(s.combat?.defenders ?? [])]);
  const pieces: Piece[] = [...stacks.entries()].map(([hex, us]) => {
    const top = us[0] as Unit;
    const f = face(top);
    return {
      id: `unit:${top.id}`,
      at: n44HexId(hex),
      color: COLORS[top.side],
      text: f ? `${f.strength ?? '-'}-${f.ma ?? '-'}` : top.id.slice(0, 5),
      sub: `${top.dg ? 'DG ' : ''}${top.oos ? 'OOS ' : ''}${us.length > 1 ? `+${us.length - 1}` : ''}`.trim(),
      shape: 'square',
      ring: us.some((u) => inCombat.has(u.id)),
      title: us.map(unitWords).join('; '),
    };
  });
  const markers: Marker[] = [];
  for (const [hex, side] of Object.entries(s.control)) if (b.locOf(hex) >= 0) markers.push({ at: n44HexId(hex), glyph: '◆', color: COLORS[side], title: `${NAMES[side]} control (N44 6.2, 18.2)` });
  if (s.combat && b.locOf(s.combat.target) >= 0) markers.push({ at: n44HexId(s.combat.target), glyph: '⚔', color: '#b3261e', title: `Attack${s.combat.result ? `: ${s.combat.result}` : ''} (N44 10)` });
  return { width: p.width, height: p.height, cells, edges, pieces, markers };
}

function describe(m: Move, view: View): string {
  const s = view.state;
  switch (m.type) {
    case 'roll':
      return `Die roll: ${m.die}`;
    case 'end-phase':
      return 'End the phase';
    case 'move':
      // Strategic Movement, the German Truck, or both (N44 9.8).
      return `Move ${named(s, m.unit)} to ${m.to}${m.mode === 'strategic' ? ' by Strategic Movement' : m.mode === 'truck' ? ' by Truck' : m.mode !== undefined ? ' by Truck with Strategic Movement' : ''}`;
    case 'land':
      return `Land ${named(s, m.unit)} at ${m.to}`;
    case 'shed':
      return `${named(s, m.unit)} sheds a step`;
    case 'buy-supply':
      return 'Buy a Supply Point';
    case 'attack':
      return `Attack ${m.target}`;
    case 'commit':
      return `Commit ${named(s, m.unit)} to the attack`;
    case 'maf':
      return `Main Assault Force: ${m.formation.replace(/^(allied|german):/, '')}`;
    case 'artillery':
      return `Artillery support from ${named(s, m.hq)}${m.track ? ` (${m.track === 'cherbourg' ? 'Fortress Cherbourg' : '7th Army'} SupP)` : ''}`;
    case 'naval':
      return 'Naval support';
    case 'air':
      return 'Air support';
    case 'resolve':
      return 'Resolve the attack';
    case 'cancel':
      return 'Call off the attack';
    case 'lose':
      return `${named(s, m.unit)} loses a step`;
    case 'determined-defense':
      return `Determined Defense led by ${named(s, m.lead)}${m.support ? ` with ${m.support === 'naval' || m.support === 'air' ? m.support : named(s, m.support)} support${m.track ? ` (${m.track === 'cherbourg' ? 'Fortress Cherbourg' : '7th Army'} SupP)` : ''}` : ''}`;
    case 'retreat-all':
      return 'Retreat every defender';
    case 'retreat':
      return `Retreat ${named(s, m.unit)} to ${m.to}`;
    case 'advance':
      return `Advance ${named(s, m.unit)} to ${m.to}`;
    case 'end-advance':
      return 'End the advance';
    case 'reserve':
      return m.to !== undefined ? `Move ${named(s, m.unit)} to ${m.to} and put it in Reserve` : `Put ${named(s, m.unit)} in Reserve`;
    case 'strafe':
      return `Strafe ${m.target}`;
    case 'start-ip':
      return `${named(s, m.unit)} begins an Improved Position`;
    case 'resolve-strafing':
      return 'Resolve the strafing';
    case 'desperate-defense':
      return 'Desperate Defense';
    case 'replace':
      return `Replacement: ${named(s, m.unit)} at ${m.hex}`;
    case 'relocate-cotentin':
      return `Move HQ Artillery Cotentin to ${m.hex}`;
    case 'cherbourg-bombardment':
      return 'Naval bombardment of Cherbourg';
    case 'evacuate':
      return `Evacuate ${named(s, m.unit)} to Britain`;
    case 'assign-supply':
      return `Put a Supply Point on the ${m.track === 'cherbourg' ? 'Fortress Cherbourg' : '7th Army'} track`;
    case 'withdraw-airborne':
      return `Withdraw the ${m.division} airborne division`;
    case 'buy-army-supply':
      return `Buy a Supply Point for the ${m.army === 'us' ? 'US 1st' : 'British 2nd'} Army`;
  }
}

// The references the engine gives each move type (packages/normandy44/src/game.ts, not exported).
const RULES: Record<Move['type'], string> = {
  roll: 'N44 2.1',
  'end-phase': 'N44 3',
  move: 'N44 9, 9.8',
  land: 'N44 20.5',
  shed: 'N44 7.2',
  'buy-supply': 'N44 26.3.4',
  attack: 'N44 10.1',
  commit: 'N44 10.2',
  maf: 'N44 10.3',
  artillery: 'N44 11.6',
  naval: 'N44 19.2',
  air: 'N44 19.1.2',
  resolve: 'N44 10.5',
  cancel: 'N44 10.1',
  lose: 'N44 12.2',
  'determined-defense': 'N44 12.4',
  'retreat-all': 'N44 12.4',
  retreat: 'N44 13.1',
  advance: 'N44 14',
  'end-advance': 'N44 14',
  reserve: 'N44 15.1',
  strafe: 'N44 19.1.4',
  'resolve-strafing': 'N44 19.1.4',
  'start-ip': 'N44 16.1',
  'desperate-defense': 'N44 12.5',
  replace: 'N44 6.2',
  'relocate-cotentin': 'N44 17.4',
  'cherbourg-bombardment': 'N44 19.2',
  evacuate: 'N44 21.2',
  'assign-supply': 'N44 5.2',
  'withdraw-airborne': 'N44 22.2',
  'buy-army-supply': 'N44 5.3',
};

function anchor(m: Move, view: View): { from?: string; to: string } | null {
  const s = view.state;
  const b = cotentinBoard();
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
  note: "Normandy '44: the Cherbourg scenario (N44 26) on a stand-in Cotentin map faithful to the named hexes, with a stand-in Utah landing; counters from the public 2015 images. Rules cited N44 section.",
  // The board draws the Cotentin map: the campaign scenarios (whole map) wait for a presenter of it.
  scenarios: Object.entries(scenarios).filter(([, setup]) => setup.scenario === 'cherbourg').map(([id, setup]) => ({
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
  describe,
  anchor,
  prompt,
  ruleOf: (m) => RULES[m.type],
});
