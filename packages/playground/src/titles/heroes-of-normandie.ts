/**
 * Heroes of Normandie (packages/heroes-of-normandie) on the page: a battlefield of squares with its
 * terrain tiles and No Passage edges, a counter per occupied square showing its facing (an arrow,
 * kernel square directions E, NE, N, ... as the engine turns them) and its Order token as its owner
 * sees it (HoN p.5 L302-316: the opponent's tokens are face down, and not shown at all while the
 * Orders phase lasts), the viewer's action cards as the hand.
 */
import {
  CARDS,
  ROSTER,
  compileBoard,
  determinize,
  game,
  scenarios,
  type Move,
  type Player,
  type Setup,
  type State,
  type View,
  type UnitView,
} from '@esagono/heroes-of-normandie';
import { squareCell } from './draw.js';
import { erase, type BoardDrawing, type Cell, type EdgeMark, type LogLine, type Marker, type Piece } from './types.js';

const SQ = 44;
const PAD = 10;
const NAMES: Record<Player, string> = { US: 'US', DE: 'Germans' };
const COLORS: Record<Player, string> = { US: '#3f6d2a', DE: '#4a4f57' };
/** Kernel square directions 0-7 (E, NE, N, NW, W, SW, S, SE), as the engine numbers facings. */
const ARROWS = ['→', '↗', '↑', '↖', '←', '↙', '↓', '↘'] as const;
const DIRS = ['E', 'NE', 'N', 'NW', 'W', 'SW', 'S', 'SE'] as const;
const other = (p: Player): Player => (p === 'US' ? 'DE' : 'US');

const TERRAIN_FILL: Record<string, string> = {
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

export const sqId = (x: number, y: number): string => `sq:${x},${y}`;

function unitName(u: Pick<UnitView, 'counter' | 'side'>): string {
  return ROSTER[u.counter]?.sides[u.side]?.name ?? u.counter;
}

/** A short name for the counter face: its first word, cut to five letters (`Rifle`, `MG`, `Sherm`). */
function badge(u: Pick<UnitView, 'counter' | 'side'>): string {
  return (unitName(u).split(/\s+/).find((w) => /[A-Za-z0-9]/.test(w)) ?? u.counter).slice(0, 5);
}

/** The Order token as `view`'s player may see it (HoN p.5 L302, L316). */
function tokenText(u: UnitView): string {
  if (u.token === null) return '';
  if (u.token === 'hidden') return '?';
  if (u.token === 'bluff') return 'B';
  return String(u.token);
}

function tokenWords(u: UnitView): string {
  if (u.token === null) return 'no Order token';
  if (u.token === 'hidden') return 'a face-down Order token (hidden)';
  return `${u.revealed ? 'revealed' : 'face-down'} ${u.token === 'bluff' ? 'Bluff token' : `Order token ${u.token}`}`;
}

function unitWords(u: UnitView): string {
  const bits = [
    `${NAMES[u.owner]} ${unitName(u)} (${ROSTER[u.counter]?.badge ?? u.counter})`,
    u.wreck ? 'wreck' : `facing ${DIRS[u.facing] ?? u.facing}`,
    tokenWords(u),
    u.suppressed > 0 ? `${u.suppressed} Suppressed` : '',
    u.activated ? 'Activated' : '',
    u.damage.length > 0 ? `damage: ${u.damage.join(', ')}` : '',
    u.overwatch ? 'Opportunity Fire ready' : '',
  ];
  return bits.filter((b) => b !== '').join(', ');
}

function board(view: View): BoardDrawing {
  const s = view.state;
  const b = compileBoard(s.battlefield);
  const cells: Cell[] = [];
  for (let y = 0; y < b.height; y++) {
    for (let x = 0; x < b.width; x++) {
      const kind = b.kinds[y * b.width + x] ?? 'open';
      cells.push(squareCell(PAD + x * SQ, PAD + y * SQ, SQ, sqId(x, y), TERRAIN_FILL[kind] ?? '#dfe7c4', `(${x}, ${y}): ${kind} (HoN p.9)`));
    }
  }
  // HoN p.9 L681-683: No Passage edges, toward east (0) or south (6) of their square.
  const edges: EdgeMark[] = s.battlefield.edges.map((e) => {
    const x0 = PAD + (e.x + 1) * SQ;
    const y0 = PAD + (e.y + 1) * SQ;
    return e.dir === 0
      ? { a: [x0, PAD + e.y * SQ], b: [x0, y0], color: '#222', width: 4, title: 'No Passage (HoN p.9 L681)' }
      : { a: [PAD + e.x * SQ, y0], b: [x0, y0], color: '#222', width: 4, title: 'No Passage (HoN p.9 L681)' };
  });
  const bySquare = new Map<string, UnitView[]>();
  for (const u of s.units) {
    if (!u.alive && !u.wreck) continue;
    const k = sqId(u.x, u.y);
    bySquare.set(k, [...(bySquare.get(k) ?? []), u]);
  }
  const active = s.activation?.unit ?? null;
  const pieces: Piece[] = [...bySquare.entries()].map(([at, us]) => {
    const top = us.find((u) => u.alive && !u.wreck) ?? (us[0] as UnitView);
    const more = us.length > 1 ? ` +${us.length - 1}` : '';
    return {
      id: `unit:${top.id}`,
      at,
      color: top.wreck ? '#7b6a5a' : COLORS[top.owner],
      text: `${top.wreck ? '✕' : (ARROWS[top.facing] ?? '')}${badge(top)}`,
      sub: `${tokenText(top)}${top.suppressed > 0 ? ` S${top.suppressed}` : ''}${more}`,
      shape: 'square',
      ring: us.some((u) => u.id === active),
      title: us.map(unitWords).join('; '),
    };
  });
  const markers: Marker[] = s.objectives.map((o) => ({
    at: sqId(o.x, o.y),
    glyph: '★',
    color: o.holder ? COLORS[o.holder] : '#b08d00',
    title: `Objective, ${o.vp} VP${o.holder ? `, held by ${NAMES[o.holder]}` : ''} (HoN p.4 L274)`,
  }));
  return { width: 2 * PAD + b.width * SQ, height: 2 * PAD + b.height * SQ, cells, edges, pieces, markers };
}

function cardWords(id: string): string {
  const c = CARDS[id];
  if (!c) return id;
  const e = c.effect;
  const what =
    e.kind === 'extraBluff'
      ? `${e.count} more Bluff token(s)`
      : e.kind === 'fireBonus'
        ? `+${e.value} to the activated unit's fire`
        : e.kind === 'moveBonus'
          ? `+${e.value} movement this activation`
          : e.kind === 'defenseBonus'
            ? `+${e.value} defence against the attack`
            : e.kind === 'rally'
              ? `remove up to ${e.value} Suppressed markers from each of your units`
              : `draw ${e.count} card(s)`;
  return `${c.name} (${c.timing}): ${what}`;
}

const unitOf = (view: View, id: string): UnitView | undefined => view.state.units.find((u) => u.id === id);
const named = (view: View, id: string): string => {
  const u = unitOf(view, id);
  return u ? `${NAMES[u.owner]} ${unitName(u)} at (${u.x}, ${u.y})` : id;
};

function describe(m: Move, view: View): string {
  switch (m.type) {
    case 'place':
      return `Place ${m.token === 'bluff' ? 'a Bluff token' : `Order token ${m.token}`} on ${named(view, m.unit)}`;
    case 'end-orders':
      return 'Done placing Order tokens';
    case 'play':
      return `Play ${cardWords(m.card)}`;
    case 'step':
      return `Step ${DIRS[m.dir] ?? m.dir}`;
    case 'turn':
      return `Turn to face ${DIRS[m.facing] ?? m.facing}`;
    case 'stop':
      return 'End this activation';
    case 'pass':
      return 'Pass';
    case 'overwatch':
      return 'Set Opportunity Fire';
    case 'fire':
      return `${m.mode === 'suppressive' ? 'Suppressive fire' : 'Fire'} with weapon ${m.weapon + 1} at ${named(view, m.target)}`;
    case 'assault':
      return `Assault ${named(view, m.target)}`;
    case 'opportunity-fire':
      return `Opportunity fire: ${named(view, m.unit)} at ${named(view, m.target)}`;
    case 'hold':
      return 'Hold (no reaction)';
    case 'retreat':
      return `Retreat to (${m.x}, ${m.y})`;
    case 'relocate':
      return `Relocate the vehicle to (${m.x}, ${m.y})`;
    case 'supply-move':
      return `Supply move: ${named(view, m.unit)}`;
    case 'end-step':
      return 'End this Supply step';
    case 'discard':
      return `Discard ${CARDS[m.card]?.name ?? m.card}`;
    case 'die':
      return `Die roll: ${m.face}`;
    case 'assault-dice':
      return `Assault dice: attacker ${m.attacker}, defender ${m.defender}`;
    case 'draw':
      return `Draw ${CARDS[m.card]?.name ?? m.card}`;
    case 'grenade':
      return `Throw a grenade at the corner above left of (${m.px}, ${m.py})`;
    case 'equipment':
      return `Announce equipment: ${EQUIPMENT[m.item]}`;
    case 'keep-initiative':
      return 'Keep the initiative (Initiative command)';
    case 'heroic':
      return m.use ? 'Spend a Heroic marker: activate the unit again' : 'Keep the Heroic marker';
    case 'special-order':
      return `Special Order (Order 0) on ${named(view, m.unit)}`;
    case 'directive':
      return `Directive ${DIRECTIVES[m.directive]} on ${named(view, m.unit)}`;
    case 'two-dice':
      return `Location dice: ${m.first} and ${m.second}`;
    case 'choose-die':
      return `Keep the location die ${m.face}`;
    case 'substitute':
      return `The hit goes to ${named(view, m.unit)} instead`;
    case 'autonomous':
      return `Activate ${named(view, m.unit)} on its own (Autonomous)`;
    case 'raffica':
      return `Burst fire: ${m.shots.map((x) => `${named(view, x.target)} +${x.bonus}`).join(', ')}`;
    case 'aoe-fire':
      return `Area fire at the corner above left of (${m.px}, ${m.py})`;
    case 'barrage-fire':
      return `Barrage: ${named(view, m.unit)} fires at ${named(view, m.target)}`;
    case 'place-smoke':
      return `Place ${m.token === 'bluff' ? 'a Bluff token' : `Order token ${m.token}`} on smoke bomb ${m.smoke}`;
    case 'smoke':
      return `Throw the smoke bomb at the corner above left of (${m.px}, ${m.py})`;
    case 'embark':
      return `Board ${named(view, m.vehicle)}`;
    case 'disembark':
      return `Get out to (${m.x}, ${m.y})`;
    case 'hide':
      return 'Hide (Ambush)';
    case 'unload':
      return `Place the passenger at (${m.x}, ${m.y})`;
    case 'grenade-room':
      return `Throw a grenade into the room of (${m.x}, ${m.y})`;
    case 'veteran':
      return 'Spend a Veteran marker: roll the die again';
    case 'mg-nest':
      return `Place the MG Nest on (${m.x}, ${m.y})`;
    case 'demolish':
      return `Attack the structure (terrain tile ${m.tile})`;
    case 'destruction-dice':
      return `Destruction dice: ${m.hits} of 4 or more`;
    case 'panzerfaust':
      return `Fire a Panzerfaust at ${named(view, m.target)}`;
    case 'launch':
      return m.item === 'rifleGrenade'
        ? `Fire a rifle grenade at the corner above left of (${m.px}, ${m.py})`
        : `Fire an HE shell at the corner above left of (${m.px}, ${m.py})`;
    case 'sticky-bomb':
      return `Place a Sticky Bomb on ${named(view, m.vehicle)}`;
    case 'conceal':
      return `Put a Concealed tile on ${named(view, m.unit)} (hidden)`;
    case 'position':
      return `Lay the Position tile under ${named(view, m.unit)} instead of moving`;
    case 'demolition-charge':
      return `Blow a Demolition Charge on the structure (terrain tile ${m.tile})`;
  }
}

const EQUIPMENT: Record<Extract<Move, { type: 'equipment' }>['item'], string> = {
  ammo: 'Ammunition',
  apcShells: 'APC Shells',
  additionalShielding: 'Additional Shielding',
  fuel: 'Fuel',
  ammoBelt: 'Ammo Belt',
  triggerhappy: 'Trigger Happy',
  hardboiled: 'Hardboiled',
};

const DIRECTIVES: Record<Extract<Move, { type: 'directive' }>['directive'], string> = {
  fireAtWill: 'Fire at Will',
  charge: 'Charge',
  doubleTime: 'Double Time',
  holdYourGround: 'Hold Your Ground',
};

const RULES: Record<Move['type'], string> = {
  place: 'HoN p.5 L298',
  'end-orders': 'HoN p.5 L298',
  play: 'HoN p.8 L560',
  step: 'HoN p.6 L353',
  turn: 'HoN p.6 L370',
  stop: 'HoN p.5 L339',
  pass: 'HoN p.5 L332',
  overwatch: 'HoN p.15 L1256',
  fire: 'HoN p.6 L400',
  assault: 'HoN p.6 L430',
  'opportunity-fire': 'HoN p.9 L691',
  hold: 'HoN p.9 L691',
  retreat: 'HoN p.6 L424',
  relocate: 'HoN p.6 L380',
  'supply-move': 'HoN p.8 L604',
  'end-step': 'HoN p.8 L596',
  discard: 'HoN p.8 L596',
  die: 'HoN p.6 L400',
  'assault-dice': 'HoN p.6 L430',
  draw: 'HoN p.8 L560',
  grenade: 'HoN p.10 L848',
  equipment: 'HoN p.10 L776',
  'keep-initiative': 'HoN p.13 L1071',
  heroic: 'HoN p.12 L949',
  'special-order': 'HoN p.5 L324',
  directive: 'HoN p.13 L1029',
  'two-dice': 'HoN p.15 L1286',
  'choose-die': 'HoN p.15 L1286',
  substitute: 'HoN p.15 L1315',
  autonomous: 'HoN p.14 L1157',
  raffica: 'HoN p.15 L1248',
  'aoe-fire': 'HoN p.14 L1195',
  'barrage-fire': 'HoN p.14 L1163',
  'place-smoke': 'HoN p.13 L1093',
  smoke: 'HoN p.13 L1097',
  embark: 'HoN p.15 L1355',
  disembark: 'HoN p.15 L1355',
  hide: 'HoN p.14 L1121',
  unload: 'HoN p.15 L1359',
  'grenade-room': 'HoN p.10 L850',
  demolish: 'HoN p.14 L1171',
  'mg-nest': 'HoN p.13 L1081',
  veteran: 'HoN p.12 L995',
  'destruction-dice': 'HoN p.14 L1171',
  panzerfaust: 'HoN p.11 L889',
  launch: 'HoN p.11 L863',
  'demolition-charge': 'HoN p.10 L826',
  position: 'HoN p.11 L897',
  conceal: 'HoN p.13 L1059',
  'sticky-bomb': 'HoN p.11 L903',
};

/** The square a move is played on, and the unit to select first. */
function anchor(m: Move, view: View): { from?: string; to: string } | null {
  const s = view.state;
  const at = (id: string): string | null => {
    const u = unitOf(view, id);
    return u ? sqId(u.x, u.y) : null;
  };
  const activeSq = s.activation ? at(s.activation.unit) : null;
  switch (m.type) {
    case 'place': {
      const to = at(m.unit);
      return to ? { to } : null;
    }
    case 'play':
    case 'discard':
      return { to: `card:${m.card}` };
    case 'step': {
      const u = s.activation ? unitOf(view, s.activation.unit) : undefined;
      if (!u || !activeSq) return null;
      const dx = [1, 1, 0, -1, -1, -1, 0, 1][m.dir] ?? 0;
      const dy = [0, -1, -1, -1, 0, 1, 1, 1][m.dir] ?? 0;
      return { from: activeSq, to: sqId(u.x + dx, u.y + dy) };
    }
    case 'fire':
    case 'assault': {
      const to = at(m.target);
      return to && activeSq ? { from: activeSq, to } : null;
    }
    case 'barrage-fire':
    case 'opportunity-fire': {
      const from = at(m.unit);
      const to = at(m.target);
      return from && to ? { from, to } : null;
    }
    case 'retreat':
    case 'relocate':
      return { to: sqId(m.x, m.y) };
    // HoN p.10 L848, p.14 L1195: a grenade or area fire lands on the corner above left of (px, py);
    // that square is clicked (the one above or left of it on the bottom and right edges).
    case 'grenade':
    case 'aoe-fire': {
      const bf = s.battlefield;
      const x = Math.min(m.px, bf.width - 1);
      const y = Math.min(m.py, bf.height - 1);
      return activeSq ? { from: activeSq, to: sqId(x, y) } : null;
    }
    // A Directive goes on an officer at the end of the Orders phase; a hit on a heavy weapon to a
    // Sostituto (HoN p.13 L1029, p.15 L1315): no unit is a source then.
    case 'directive':
    case 'substitute':
    case 'supply-move': {
      const to = at(m.unit);
      return to ? { to } : null;
    }
    default:
      return null;
  }
}

function prompt(view: View, moves: readonly Move[], player: Player): string {
  const s = view.state;
  const who = NAMES[player];
  if (moves.some((m) => m.type === 'place')) return `${who}: place your Order and Bluff tokens on your units, face down (HoN p.5 L298-316).`;
  if (moves.some((m) => m.type === 'directive')) return `${who}: give an officer a Directive, or none (HoN p.13 L1027-1047).`;
  if (moves.some((m) => m.type === 'special-order')) return `${who}: play a Special Order as an Order 0 on a unit, or pass (HoN p.5 L324).`;
  if (moves.some((m) => m.type === 'choose-die')) return `${who}: Positive Waves: keep one of the two location dice (HoN p.15 L1286).`;
  if (moves.some((m) => m.type === 'substitute')) return `${who}: give the hit to a Sostituto within 2, or not (HoN p.15 L1315).`;
  if (moves.some((m) => m.type === 'barrage-fire')) return `${who}: barrage: select a firing unit, then its target; or end (HoN p.14 L1161-1165).`;
  if (moves.some((m) => m.type === 'retreat')) return `${who}: choose the square to retreat to (HoN p.6 L424).`;
  if (moves.some((m) => m.type === 'relocate')) return `${who}: relocate the vehicle off your infantry (HoN p.6 L380).`;
  if (moves.some((m) => m.type === 'opportunity-fire')) return `${who}: fire at the moving unit (select yours, then it) or hold (HoN p.9 L691).`;
  if (s.attack) return `${who}: react to the ${s.attack.kind} on ${named(view, s.attack.target)}: play a card or hold (HoN p.8 L560).`;
  if (s.activation) return `${who}: ${named(view, s.activation.unit)} is activated: step to a square, turn, fire or assault (select it, then a target), or end (HoN p.5-7).`;
  if (moves.some((m) => m.type === 'supply-move')) return `${who}: Supply phase, move a unit that did not act (HoN p.8 L604).`;
  if (moves.some((m) => m.type === 'discard')) return `${who}: Supply phase, discard cards (HoN p.8 L596).`;
  if (s.phase === 'activation') return `${who}: reveal your next Order token and activate its unit, or pass (HoN p.5 L332-345).`;
  return `${who}: choose (HoN p.5).`;
}

/** Resamples what `me` cannot see: the opponent's face-down token values and their hand. */
/**
 * The log of a move as `viewer` knows it: a token placed on an enemy unit is only "a token", a
 * card drawn by the other side is only "a card" (HoN p.5 L302, p.8 L560).
 */
function narrate(before: State, m: Move, after: State, viewer: Player | null): readonly LogLine[] {
  const rule = RULES[m.type];
  if (m.type === 'place') {
    const owner = before.units.find((u) => u.id === m.unit)?.owner;
    if (owner !== viewer) return [{ text: `${owner ? NAMES[owner] : 'A player'} places a face-down token (hidden)`, rule }];
  }
  if (m.type === 'draw') {
    const drawer = (['US', 'DE'] as const).find((p) => after.sides[p].hand.length > before.sides[p].hand.length);
    if (drawer !== viewer) return [{ text: `${drawer ? NAMES[drawer] : 'A player'} draws a card (hidden)`, rule }];
  }
  const v = game.view(before, viewer ?? 'US');
  const lines: LogLine[] = [{ text: describe(m, v), rule }];
  if (after.result && !before.result) lines.push({ text: after.result.winner ? `${NAMES[after.result.winner]} win: ${after.result.reason}` : `draw: ${after.result.reason}`, rule: 'HoN p.4 L274' });
  return lines;
}

export const heroesPresenter = erase<State, Move, Player, Setup, View>({
  id: game.id,
  name: game.name,
  game,
  note: 'Heroes of Normandie: the free scenario on a stand-in battlefield, roster, deck and terrain tiles (the rulebook prints no scenario map or unit values); rules from the Italian rulebook, cited HoN page and line.',
  scenarios: Object.entries(scenarios).map(([id, setup]) => ({
    id,
    name: setup.name,
    setup,
    note: `Stand-in: ${(setup.provenance.kind === 'stand-in' && setup.provenance.note) || 'the armies, battlefield and decks are ours, chosen for the free scenario'}.`,
    briefing: `${setup.armyPoints} army points a side, ${setup.vpTarget} VP to win, ${setup.turns} turns; ${NAMES[setup.initiative]} have the initiative (HoN p.4 L200, L274).`,
  })),
  players: { US: { name: 'US', color: COLORS.US }, DE: { name: 'Germans', color: COLORS.DE } },
  determinize,
  mcts: { timeMs: 500, rolloutMoves: 80 },
  board,
  hand(view) {
    const mine = view.state.sides[view.player];
    const opp = view.state.sides[other(view.player)];
    const counts = new Map<string, number>();
    for (const c of view.hand) counts.set(c, (counts.get(c) ?? 0) + 1);
    return [
      {
        title: `${NAMES[view.player]}: ${view.hand.length} cards, ${mine.deckSize} in the draw pile; ${NAMES[other(view.player)]} hold ${opp.handSize} (HoN p.8 L560)`,
        cards: [...counts.entries()].map(([c, n]) => ({
          id: `card:${c}`,
          label: `${CARDS[c]?.name ?? c}${n > 1 ? ` ×${n}` : ''}`,
          detail: CARDS[c]?.timing ?? 'card',
          text: cardWords(c),
        })),
      },
    ];
  },
  status(view) {
    const s = view.state;
    return [
      { label: 'Turn', value: `${s.turn} of ${s.turns}, ${s.phase}` },
      { label: 'Initiative', value: NAMES[s.initiative] },
      ...(['US', 'DE'] as const).map((p) => ({ label: NAMES[p], value: `${s.sides[p].vp} VP of ${s.vpTarget}; ${s.sides[p].tokens} Order tokens, ${s.sides[p].bluffs} Bluffs` })),
    ];
  },
  describe,
  anchor,
  prompt,
  narrate,
  // HoN p.8 L560: a card drawn is seen by the player who draws it only.
  secret: (m, before, after) => m.type === 'draw' && after.hand.length <= before.hand.length,
  ruleOf: (m) => RULES[m.type],
});
