/**
 * Case Yellow, 1940 (packages/caso-giallo) on the page: the scenario's hex map (rows numbered
 * northward, so drawn with north up; CG R2.1), rivers, crossings and settlements, a counter per
 * stack with its top unit's combat strength and movement, and the pending decision of the
 * chit-pull turn, all drawn by the package's `renderSvg`; moves, logs, odds and the cup are the
 * package's `present/` words. Nothing is hidden in Case Yellow (the cup's contents are public by
 * composition, digest 9.2.10), so both players see the same board.
 */
import { canonicalize, type Rational } from '@esagono/kernel';
import {
  SCENARIO_DATA,
  attackOdds,
  describeMove,
  drawOutcomes,
  game,
  mapGeometry,
  moveRule,
  narrateMove,
  pendingRoll,
  renderSvg,
  scenarios,
  type Board,
  type Counter,
  type Move,
  type Player,
  type SetupData,
  type State,
} from '@esagono/caso-giallo';
import { erase, type BoardDrawing, type BoardOptions, type Cell } from './types.js';

type View = State;

const NAMES: Record<Player, string> = { german: 'German', allied: 'Allied' };
const COLORS: Record<Player, string> = { german: '#5b5e63', allied: '#3a5f9e' };

/** Hex size of the page's board. */
const HEX_SIZE = 24;

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

const hexName = (s: State, loc: number): string => {
  const b = dataOf(s).board;
  const name = b.settlementName[loc];
  return `${b.ids[loc] ?? loc}${name ? ` (${name})` : ''}`;
};

/** A sentence as a button reads it: the package's words, capitalised. */
const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The board is the package's own SVG picture (`renderSvg`, the CLI's `play --svg`) with a legend,
 * and transparent hexes laid over it (`mapGeometry`) to click.
 */
function board(view: View, _setup: SetupData, options: BoardOptions): BoardDrawing {
  const b = dataOf(view).board;
  const opts = { hexSize: HEX_SIZE, legend: true, coordinates: options.coordinates };
  const picture = renderSvg(view, opts);
  const g = mapGeometry(b, opts);
  const stacks = new Map<number, State['units'][number][]>();
  for (const u of view.units) if (u.loc >= 0) stacks.set(u.loc, [...(stacks.get(u.loc) ?? []), u]);
  const cells: Cell[] = b.map.hexes.map((_h, loc) => {
    const settlement = b.settlement[loc];
    const name = b.settlementName[loc];
    const title = [
      `${b.ids[loc]}: ${b.terrain[loc]}, ${b.country[loc]}${settlement ? `, ${settlement} ${name ?? ''}` : ''}${b.works[loc] ? ', Defensive Works (CG R10.9b)' : ''}; control ${view.control[loc] === 'G' ? 'German' : 'Allied'} (CG R9.1)`,
      ...(stacks.get(loc) ?? []).map((u) => unitWords(view, u)),
    ].join(' · ');
    const c = g.centre(loc);
    return { id: cgHexId(b, loc), points: g.corners(loc).map((p) => [p.x, p.y] as const), cx: c.x, cy: c.y, fill: 'transparent', title };
  });
  return { width: g.width, height: g.height, picture, cells, edges: [], pieces: [], markers: [] };
}

function describe(m: Move, view: View): string {
  return sentence(describeMove(view, m));
}

const percent = (p: Rational): string => `${Math.round((1000 * p.num) / p.den) / 10}%`;

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
    // Picking the unit that moves next is a click on it; its steps follow (CG R10.1b). In the hex
    // of the unit moving now (the source of its steps) it is a panel button instead.
    case 'select': {
      const to = unitHex(m.unit);
      const movingAt = view.moving ? unitHex(view.moving.units[0]!) : null;
      return to && to !== movingAt ? { to } : null;
    }
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
  move: 'select a unit (or a stack to move together), then the hexes it moves into one at a time; or end the movement (CG R10.1)',
  'bridgehead-roll': 'roll for the bridgehead (CG R10.8c)',
  shed: 'eliminate a unit of the overstack (CG R8)',
  engaged: 'resolve the engaged combats (CG R11.6)',
  attack: 'click an enemy hex to attack it, or end the round (CG R11.1)',
  terror: 'terror-bomb a city, or not (CG SB8.7)',
  overrun: 'retreat the overrun units (CG R10.3c)',
  'terror-loss': 'choose the unit that loses a step to the terror bombing (CG SB8.7)',
  reinforce: 'place a reinforcement (CG R10.2)',
  crossing: 'cross into a bridgehead, or stop (CG R12.3)',
  'air-roll': 'roll for the Stukas (CG SB7.5)',
  'chit-roll': 'roll for the chits (CG SB7.6)',
  'vp-roll': 'roll on the Variable VP table (CG R3.1)',
  'refugee-phase': 'lift or place refugees, or stop (CG R12.6d)',
  redeploy: 'redeploy a unit, or stop (CG SB6.4h)',
  'eben-roll': 'roll on the Eben Emael Destruction Table (CG SB7.7c)',
  over: 'the game is over',
  'motorized-roll': 'roll for the Allied motorized combat (CG R11.6a)',
  interdict: 'choose a river crossing hex for an Allied air asset, or stop (CG R5.1c)',
  'interdict-roll': 'roll on the Crossing Interdiction table (CG R5.1c)',
  attrition: 'draw an armour attrition chit (CG R12.9)',
  'open-city': 'declare Paris an Open City, or not (CG R12.7)',
  evict: 'retreat a unit 2 hexes out of Paris (CG R12.7)',
  'allied-air-roll': 'roll for the Allied air assets (CG SB7.5b)',
  'dynamo-offer': 'declare Operation Dynamo now, or not (GMT errata 13.1c)',
  'port-dive': 'dive-bomb the Dynamo port with a Stuka, or stop (CG R13.3e)',
  'port-roll': 'roll for the Stuka against the Dynamo port (CG R5.1e)',
  'port-loss': 'choose the unit in the Dynamo port that loses a step (CG R5.1e)',
  replace: 'give a replacement step to a unit, or stop (CG R12.10)',
  'better-defense': 'place or lift a Better Defense marker, or stop (CG R12.11)',
  'refit-declare': 'declare Panzer Refit, or not yet (CG R12.12b)',
  refit: 'give a Refit point to a Panzer division (CG R12.12g)',
  'refit-place': 'place a refitted Panzer division (CG R12.12h)',
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
  note: 'Case Yellow, 1940: scenarios 1-3 (CG SB5-SB7) on a stand-in map of 1940 geography, and scenario 4, Fortress Holland (CG SB8), on a map and counters transcribed from the sources with stand-ins where they are silent (see the package README); rules cited CG R (rules) and SB (scenario book).',
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
    // CG R4.1: the chit cup, drawn from blind but of public composition (digest 9.2.10): each kind
    // with its chance of being the next chit drawn (the engine's own draw distribution).
    const chance = new Map<string, Rational>(drawOutcomes(view).map((o) => [canonicalize(o.move), o.p]));
    const p = (chit: string): string => {
      const r = chance.get(canonicalize({ type: 'draw', chit }));
      return r ? `next draw ${r.num}/${r.den} (${percent(r)})` : 'not drawable next (no three rounds in a row)';
    };
    const cards = [
      ...(view.cup.german > 0 ? [{ id: 'chit:german', label: `German ×${view.cup.german}`, detail: 'chit', text: `A German Action Round: move or combat (CG R4.1); ${p('german')}.` }] : []),
      ...(view.cup.alliedMove > 0 ? [{ id: 'chit:allied-move', label: `Allied move ×${view.cup.alliedMove}`, detail: 'chit', text: `An Allied Move round (CG R4.1); ${p('allied-move')}.` }] : []),
      ...(view.cup.alliedCombat > 0 ? [{ id: 'chit:allied-combat', label: `Allied combat ×${view.cup.alliedCombat}`, detail: 'chit', text: `An Allied Combat round (CG R4.1); ${p('allied-combat')}.` }] : []),
    ];
    const drawn = view.rounds.map((r, i) => ({ id: `round:${i + 1}`, label: `${i + 1}. ${NAMES[r.side]} ${r.mode}`, detail: 'played', text: `Action Round ${i + 1}: ${NAMES[r.side]} ${r.mode === 'move' ? 'Move' : 'Combat'} (CG R4.1).` }));
    return [
      { title: 'Chits in the cup (public, CG R4.1)', cards },
      ...(drawn.length > 0 ? [{ title: 'Chits drawn: the Action Round track (CG R4.1)', cards: drawn }] : []),
    ];
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
  ruleOf: (m) => moveRule(m),
  // Case Yellow hides nothing: every viewer reads the same log.
  narrate: (before, m, after) => narrateMove(before, m, after).map((l, i) => (i === 0 ? { ...l, text: sentence(l.text) } : l)),
  odds: (state, m) => attackOdds(state, m),
  pending: (state) => pendingRoll(state),
});
