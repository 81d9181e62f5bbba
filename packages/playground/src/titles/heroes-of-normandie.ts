/**
 * Heroes of Normandie (packages/heroes-of-normandie) on the page: the package's picture of the
 * battlefield (squares, terrain tiles, edges, objectives: `renderSvg`, as `esagono play --svg`), a counter per occupied square showing its facing (an arrow,
 * kernel square directions E, NE, N, ... as the engine turns them) and its Order token as its owner
 * sees it (HoN p.5 L302-316: the opponent's tokens are face down, and not shown at all while the
 * Orders phase lasts), the viewer's action cards as the hand.
 */
import {
  CARDS,
  ROSTER,
  SQUARE,
  compileBoard,
  describeMove,
  determinize,
  game,
  heroesGeometry,
  moveOdds,
  moveRule,
  narrateMove,
  pendingOdds,
  renderSvg,
  scenarios,
  type Move,
  type Player,
  type Setup,
  type State,
  type View,
  type UnitView,
} from '@esagono/heroes-of-normandie';
import { squareCell } from './draw.js';
import { erase, type BoardDrawing, type Cell, type Marker, type Piece } from './types.js';

const NAMES: Record<Player, string> = { US: 'US', DE: 'Germans' };
const COLORS: Record<Player, string> = { US: '#3f6d2a', DE: '#4a4f57' };
/** Kernel square directions 0-7 (E, NE, N, NW, W, SW, S, SE), as the engine numbers facings. */
const ARROWS = ['→', '↗', '↑', '↖', '←', '↙', '↓', '↘'] as const;
const DIRS = ['E', 'NE', 'N', 'NW', 'W', 'SW', 'S', 'SE'] as const;
const other = (p: Player): Player => (p === 'US' ? 'DE' : 'US');

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
  const g = heroesGeometry(s.battlefield);
  // Terrain, edges and objectives are the package's picture (the CLI's `play --svg`); the units are drawn (and clicked) here.
  const picture = renderSvg(view, { legend: false, counters: false });
  const cells: Cell[] = [];
  for (let y = 0; y < b.height; y++) {
    for (let x = 0; x < b.width; x++) {
      const kind = b.kinds[y * b.width + x] ?? 'open';
      const [x0, y0] = g.corner(x, y);
      cells.push(squareCell(x0, y0, SQUARE, sqId(x, y), 'transparent', `(${x}, ${y}): ${kind} (HoN p.9)`));
    }
  }
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
  return { width: g.width, height: g.height, picture, cells, edges: [], pieces, markers };
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
              : e.kind === 'draw'
                ? `draw ${e.count} card(s)`
                : e.kind === 'specialOrder'
                  ? 'a Special Order: one of your units acts now as an Order 0'
                  : 'one of your units acts now, with an Activated marker';
  return `${c.name} (${c.timing}): ${what}`;
}

const unitOf = (view: View, id: string): UnitView | undefined => view.state.units.find((u) => u.id === id);
const named = (view: View, id: string): string => {
  const u = unitOf(view, id);
  return u ? `${NAMES[u.owner]} ${unitName(u)} at (${u.x}, ${u.y})` : id;
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
  // Words, log and odds: the package's own (src/present), as the CLI's `play` uses them.
  describe: (m, view) => describeMove(view.state, m),
  anchor,
  prompt,
  narrate: (before, m, after, viewer) => narrateMove(before, m, after, viewer),
  odds: (state, m) => moveOdds(state, m),
  pending: (state) => pendingOdds(state),
  // HoN p.8 L560: a card drawn is seen by the player who draws it only.
  secret: (m, before, after) => m.type === 'draw' && after.hand.length <= before.hand.length,
  ruleOf: (m) => moveRule(m),
});
