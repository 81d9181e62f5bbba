/**
 * Case Yellow, 1940 (packages/caso-giallo) on the page: the scenario's hex map (rows numbered
 * northward, so drawn with north up; CG R2.1), rivers, crossings and settlements, a counter per
 * stack with its top unit's combat strength and movement, and the pending decision of the
 * chit-pull turn. Nothing is hidden in Case Yellow (the cup's contents are public by
 * composition, digest 9.2.10), so both players see the same board.
 */
import {
  SCENARIO_DATA,
  game,
  scenarios,
  type Board,
  type Counter,
  type Move,
  type Player,
  type SetupData,
  type State,
} from '@esagono/caso-giallo';
import { hexPainter, type HexPainter } from './draw.js';
import { erase, type BoardDrawing, type Cell, type EdgeMark, type Marker, type Piece } from './types.js';

type View = State;

const NAMES: Record<Player, string> = { german: 'German', allied: 'Allied' };
const COLORS: Record<Player, string> = { german: '#5b5e63', allied: '#3a5f9e' };

const TERRAIN_FILL: Record<string, string> = {
  clear: '#e9e4c9',
  woods: '#a9c58a',
  rough: '#c9b98f',
  forest: '#7fa466',
  hill: '#cdb48c',
  marsh: '#a9cfc4',
  mountain: '#b09a7c',
  flooded: '#8fc0e0',
};

/** Painters per board: a scenario's board is one compiled object, so this cache is of pure values. */
const painters = new WeakMap<Board, HexPainter>();
function painterOf(b: Board): HexPainter {
  let p = painters.get(b);
  if (!p) {
    // Rows grow northward (CG R2.1, digest 5.1): larger r drawn higher.
    p = hexPainter(b.map.hexes, 'pointy', 22, { y: true });
    painters.set(b, p);
  }
  return p;
}

// The package exports SCENARIO_DATA but not its value type: read it off the record.
type ScenarioData = (typeof SCENARIO_DATA)[string];
const dataOf = (s: State): ScenarioData => SCENARIO_DATA[s.scenario] as ScenarioData;
export const cgHexId = (b: Board, loc: number): string => `h:${b.ids[loc] ?? loc}`;

function counterOf(s: State, id: string): Counter | undefined {
  return dataOf(s).counters.get(id);
}

function values(s: State, u: State['units'][number]): Counter['front'] | undefined {
  const c = counterOf(s, u.id);
  if (!c) return undefined;
  return u.steps < 2 && c.back ? c.back : c.front;
}

function unitWords(s: State, u: State['units'][number]): string {
  const c = counterOf(s, u.id);
  const v = values(s, u);
  const side = c ? NAMES[c.side] : '';
  return `${side} ${c?.name ?? u.id}${v ? ` CS ${v.cs}, TR ${v.tr}, MA ${v.ma}` : ''}, ${u.steps} step${u.steps === 1 ? '' : 's'}${u.dis ? ', Disrupted (CG R6.2)' : ''}`;
}

const unitName = (s: State, id: string): string => {
  const u = s.units.find((x) => x.id === id);
  const c = counterOf(s, id);
  const at = u && u.loc >= 0 ? ` at ${dataOf(s).board.ids[u.loc] ?? u.loc}` : '';
  return `${c?.name ?? id}${at}`;
};
const hexName = (s: State, loc: number): string => {
  const b = dataOf(s).board;
  const name = b.settlementName[loc];
  return `${b.ids[loc] ?? loc}${name ? ` (${name})` : ''}`;
};

function board(view: View): BoardDrawing {
  const b = dataOf(view).board;
  const paint = painterOf(b);
  const cells: Cell[] = b.map.hexes.map((h, loc) => {
    const settlement = b.settlement[loc];
    const name = b.settlementName[loc];
    const title = `${b.ids[loc]}: ${b.terrain[loc]}, ${b.country[loc]}${settlement ? `, ${settlement} ${name ?? ''}` : ''}${b.works[loc] ? ', Defensive Works (CG R10.9b)' : ''}; control ${view.control[loc] === 'G' ? 'German' : 'Allied'} (CG R9.1)`;
    return paint.cell(h, cgHexId(b, loc), TERRAIN_FILL[b.terrain[loc] ?? 'clear'] ?? '#e9e4c9', title, name ? name.slice(0, 10) : undefined);
  });
  const edges: EdgeMark[] = [];
  b.map.hexes.forEach((h, loc) => {
    for (let d = 0; d < 6; d++) {
      const nb = b.map.neighbor(loc, d);
      // Each side once: from the lower location.
      if (nb >= 0 && nb < loc) continue;
      const bits = b.sides[loc * 6 + d] as number;
      const river = bits & 7;
      if (river === 0) continue;
      const [a, z] = paint.side(h, d);
      const kind = river & 4 ? 'Rhine' : river & 2 ? 'major river' : 'minor river';
      edges.push({ a, b: z, color: bits & 8 ? '#c77d2a' : '#2f6fb3', width: river & 6 ? 5 : 3, title: `${kind}${bits & 8 ? ' with a crossing' : ''} (CG R10.4, TEC)` });
    }
  });
  const stacks = new Map<number, State['units'][number][]>();
  for (const u of view.units) if (u.loc >= 0) stacks.set(u.loc, [...(stacks.get(u.loc) ?? []), u]);
  const moving = new Set(view.moving?.units ?? []);
  const pieces: Piece[] = [...stacks.entries()].map(([loc, us]) => {
    const top = us[0] as State['units'][number];
    const c = counterOf(view, top.id);
    const v = values(view, top);
    return {
      id: `unit:${top.id}`,
      at: cgHexId(b, loc),
      color: c ? COLORS[c.side] : '#777',
      text: v ? `${v.cs}-${v.ma}` : top.id.slice(0, 5),
      sub: `${c?.size ?? ''}${top.dis ? ' D' : ''}${us.length > 1 ? ` +${us.length - 1}` : ''}`,
      shape: 'square',
      ring: us.some((u) => moving.has(u.id) || view.combat?.attackers.includes(u.id)),
      title: us.map((u) => unitWords(view, u)).join('; '),
    };
  });
  const markers: Marker[] = [];
  for (const loc of view.bridgeheads) markers.push({ at: cgHexId(b, loc), glyph: '⌂', color: '#8a4b00', title: 'Bridgehead (CG R10.8c)' });
  for (const r of view.refugees) markers.push({ at: cgHexId(b, r.loc), glyph: 'R', color: '#7a2a7a', title: `Refugees (${r.side}) (CG R10.10)` });
  if (view.combat) markers.push({ at: cgHexId(b, view.combat.target), glyph: '⚔', color: '#b3261e', title: `Combat target${view.combat.result ? `: ${view.combat.result}` : ''} (CG R11)` });
  b.works.forEach((w, loc) => {
    if (w && !view.worksDestroyed.includes(loc)) markers.push({ at: cgHexId(b, loc), glyph: '▲', color: '#444', title: 'Defensive Works (CG R10.9b)' });
  });
  return { width: paint.width, height: paint.height, cells, edges, pieces, markers };
}

function describe(m: Move, view: View): string {
  switch (m.type) {
    case 'drop':
      return `Drop ${unitName(view, m.unit)} on ${hexName(view, m.to)}`;
    case 'land':
      return `Landing roll: ${m.die}`;
    case 'dive-bomb':
      return `Dive-bomb ${hexName(view, m.target)}`;
    case 'end-dive-bombing':
      return 'End dive-bombing';
    case 'chit':
      return `Play the chit as a ${m.mode} round`;
    case 'draw':
      return `Draw a chit: ${m.chit === 'german' ? 'German' : m.chit === 'allied-move' ? 'Allied move' : 'Allied combat'}`;
    case 'refugee':
      return `Place refugees in ${hexName(view, m.to)}`;
    case 'end-refugees':
      return 'Done placing refugees';
    case 'step':
      return `Move ${unitName(view, m.unit)} to ${hexName(view, m.to)}`;
    case 'bridgehead':
      return `Try a bridgehead with ${unitName(view, m.unit)} into ${hexName(view, m.target)}`;
    case 'end-movement':
      return 'End movement';
    case 'group':
      return `Move as a group: ${m.units.map((u) => unitName(view, u)).join(', ')}`;
    case 'drop-off':
      return `Drop ${unitName(view, m.unit)} off the moving group`;
    case 'overrun':
      return `Overrun ${hexName(view, m.target)}`;
    case 'eliminate':
      return `Eliminate ${unitName(view, m.unit)}`;
    case 'attack':
      return `Attack ${hexName(view, m.target)}`;
    case 'commit':
      return `Commit ${unitName(view, m.unit)} to the attack`;
    case 'air':
      return 'Commit an air unit (one column shift)';
    case 'resolve':
      return 'Resolve the attack';
    case 'abandon':
      return 'Call off the attack';
    case 'roll':
      return `Die roll: ${m.die}`;
    case 'lose-step':
      return `${unitName(view, m.unit)} loses a step`;
    case 'retreat':
      return `Retreat ${unitName(view, m.unit)} to ${hexName(view, m.path[m.path.length - 1] ?? -1)} (${m.path.length} hex${m.path.length === 1 ? '' : 'es'})`;
    case 'advance':
      return `Advance ${unitName(view, m.unit)} to ${hexName(view, m.to)}`;
    case 'end-advance':
      return 'End advance';
    case 'end-round':
      return 'End the round';
    case 'terror-bomb':
      return `Terror-bomb ${hexName(view, m.target)}`;
    case 'no-terror':
      return 'No terror bombing';
  }
}

const RULES: Record<Move['type'], string> = {
  drop: 'CG SB4',
  land: 'CG SB4.2',
  'dive-bomb': 'CG R12.2',
  'end-dive-bombing': 'CG R12.2',
  chit: 'CG R4.1',
  draw: 'CG R4.1',
  refugee: 'CG R10.10',
  'end-refugees': 'CG R10.10',
  step: 'CG R8',
  bridgehead: 'CG R10.8c',
  'end-movement': 'CG R8',
  group: 'CG R10.1b',
  'drop-off': 'CG R10.1b',
  overrun: 'CG R10.3c',
  eliminate: 'CG R8',
  attack: 'CG R11.1',
  commit: 'CG R11.1',
  air: 'CG R11.3c',
  resolve: 'CG R11.3',
  abandon: 'CG R11.1',
  roll: 'CG R11.3',
  'lose-step': 'CG R11.3e',
  retreat: 'CG R11.4',
  advance: 'CG R11.5',
  'end-advance': 'CG R11.5',
  'end-round': 'CG R4.1',
  'terror-bomb': 'CG SB8.7',
  'no-terror': 'CG SB8.7',
};

function anchor(m: Move, view: View): { from?: string; to: string } | null {
  const b = dataOf(view).board;
  const hex = (loc: number): string => cgHexId(b, loc);
  const unitHex = (id: string): string | null => {
    const u = view.units.find((x) => x.id === id);
    return u && u.loc >= 0 ? hex(u.loc) : null;
  };
  const fromTo = (unit: string, to: number) => {
    const from = unitHex(unit);
    return from && from !== hex(to) ? { from, to: hex(to) } : { to: hex(to) };
  };
  switch (m.type) {
    case 'drop':
    case 'refugee':
      return { to: hex(m.to) };
    case 'dive-bomb':
    case 'attack':
    case 'terror-bomb':
      return { to: hex(m.target) };
    case 'step':
    case 'advance':
      return fromTo(m.unit, m.to);
    case 'bridgehead':
      return fromTo(m.unit, m.target);
    case 'overrun': {
      // CG R10.3c: the moving unit or group overruns the hex it is moving into.
      const first = view.moving?.units[0];
      return first ? fromTo(first, m.target) : { to: hex(m.target) };
    }
    case 'retreat': {
      const last = m.path[m.path.length - 1];
      return last === undefined ? null : fromTo(m.unit, last);
    }
    // `eliminate` (an overstack or a unit cut off, CG R8) stays a button: its hex is a source of steps.
    case 'commit':
    case 'lose-step': {
      const to = unitHex(m.unit);
      return to ? { to } : null;
    }
    default:
      return null;
  }
}

const STAGE_WORDS: Record<State['stage']['kind'], string> = {
  drop: 'drop the paratroopers on a hex (CG SB4)',
  'drop-ll': 'drop the air-landing unit (CG SB4)',
  landing: 'roll for the landing (CG SB4.2)',
  'll-reroll': 'roll again for the air landing (CG SB4.2)',
  dive: 'dive-bomb a hex with a Stuka, or stop (CG R12.2)',
  'dive-roll': 'roll for the dive-bombing (CG R12.2)',
  'dive-loss': 'choose the unit that loses a step to the dive-bombing (CG R12.2)',
  initiative: 'play the chit (CG R4.1)',
  draw: 'draw a chit from the cup (CG R4.1)',
  'chit-mode': 'play the chit as a move or a combat round (CG R4.1)',
  refugees: 'place refugees (CG R10.10)',
  move: 'select a unit, then a hex to move it to; or end the movement (CG R8)',
  'bridgehead-roll': 'roll for the bridgehead (CG R10.8c)',
  shed: 'eliminate a unit of the overstack (CG R8)',
  engaged: 'resolve the engaged combats (CG R11.6)',
  attack: 'click an enemy hex to attack it, or end the round (CG R11.1)',
  terror: 'terror-bomb a city, or not (CG SB8.7)',
  overrun: 'retreat the overrun units (CG R10.3c)',
  'terror-loss': 'choose the unit that loses a step to the terror bombing (CG SB8.7)',
  over: 'the game is over',
  'motorized-roll': 'roll for the Allied motorized combat (CG R11.6a)',
};

function prompt(view: View, moves: readonly Move[], player: Player): string {
  const c = view.combat;
  if (c) {
    const what: Record<typeof c.stage, string> = {
      declare: 'click units to commit them to the attack, add air, then resolve or call it off (CG R11.1-R11.3)',
      'defender-air': 'commit air to the defence, or resolve (CG R11.3c)',
      roll: 'roll the die (CG R11.3)',
      losses: 'choose the unit that loses a step (CG R11.3e)',
      retreat: 'retreat a unit: select it, then the hex (CG R11.4)',
      advance: 'advance into the vacated hex, or stop (CG R11.5)',
    };
    return `${NAMES[player]}: combat on ${hexName(view, c.target)}: ${what[c.stage]}.`;
  }
  if (moves.some((m) => m.type === 'end-round') && view.stage.kind === 'move') return `${NAMES[player]}: ${STAGE_WORDS.move}.`;
  return `${NAMES[player]}: ${STAGE_WORDS[view.stage.kind]}.`;
}

export const casoGialloPresenter = erase<State, Move, Player, SetupData, View>({
  id: game.id,
  name: game.name,
  game,
  note: 'Case Yellow, 1940: Scenario 4, Fortress Holland (CG SB8), on a map and counters transcribed from the sources with stand-ins where they are silent (see the package README); rules cited CG R (rules) and SB (scenario book).',
  scenarios: Object.entries(scenarios).map(([id, setup]) => ({
    id,
    name: setup.name,
    setup,
    note: 'Map hexes, counter values and set-up partly stand-in where the Italian rulebook and charts are silent (package README).',
  })),
  players: { german: { name: 'German', color: COLORS.german }, allied: { name: 'Allied', color: COLORS.allied } },
  mcts: { timeMs: 500, rolloutMoves: 80 },
  board,
  hand(view) {
    // CG R4.1: the chit cup, drawn from blind but of public composition (digest 9.2.10).
    const cards = [
      ...(view.cup.german > 0 ? [{ id: 'chit:german', label: `German ×${view.cup.german}`, detail: 'chit', text: 'A German Action Round: move or combat (CG R4.1).' }] : []),
      ...(view.cup.alliedMove > 0 ? [{ id: 'chit:allied-move', label: `Allied move ×${view.cup.alliedMove}`, detail: 'chit', text: 'An Allied Move round (CG R4.1).' }] : []),
      ...(view.cup.alliedCombat > 0 ? [{ id: 'chit:allied-combat', label: `Allied combat ×${view.cup.alliedCombat}`, detail: 'chit', text: 'An Allied Combat round (CG R4.1).' }] : []),
    ];
    return [{ title: 'Chits in the cup (public, CG R4.1)', cards }];
  },
  status(view) {
    const airborne = view.units.filter((u) => u.loc === -2).length;
    const lost = (p: Player) => view.units.filter((u) => u.loc === -1 && counterOf(view, u.id)?.side === p).length;
    return [
      { label: 'Turn', value: String(view.turn) },
      { label: 'Round', value: view.round ? `${NAMES[view.round.side]} ${view.round.mode} (${view.round.part})` : view.stage.kind },
      { label: 'Stukas', value: `${view.stukas.available - view.stukas.used} of ${view.stukas.available}` },
      { label: 'Airborne box', value: `${airborne} units` },
      { label: 'Eliminated', value: `German ${lost('german')}, Allied ${lost('allied')}` },
    ];
  },
  describe,
  anchor,
  prompt,
  ruleOf: (m) => RULES[m.type],
});
