/**
 * Skirmish, the kernel's example game (packages/kernel/src/example/skirmish.ts): a deck of
 * cards valued 1-3, a d6 per attack and a defender's decision. It has no map, so the board
 * is a strip of squares per side (ground held) with a piece showing hit points.
 */
import type { Rng } from '@esagono/kernel';
import { skirmish, type SkirmishMove as Move, type SkirmishPlayer as Player, type SkirmishSetup as Setup, type SkirmishState as State, type SkirmishView as View } from '@esagono/kernel';
import { pips, squareCell } from './draw.js';
import { erase, type BoardDrawing, type Cell, type Piece } from './types.js';

const PLAYERS = skirmish.players;
const other = (p: Player): Player => (p === 'red' ? 'blue' : 'red');
const NAMES: Record<Player, string> = { red: 'Red', blue: 'Blue' };

const SQUARE = 56;

function board(view: View, setup: Setup): BoardDrawing {
  const full = setup.ground ?? 2;
  const maxHp = setup.hp ?? 3;
  const cells: Cell[] = [];
  const pieces: Piece[] = [];
  PLAYERS.forEach((p, row) => {
    for (let i = 0; i < full; i++) {
      const held = i < view.ground[p];
      const fill = held ? (p === 'red' ? '#f3c5c0' : '#c2d4f2') : '#e4e0d6';
      cells.push(squareCell(10 + i * SQUARE, 10 + row * (SQUARE + 14), SQUARE, `sq:${p}-${i}`, fill, `${NAMES[p]} ground ${i + 1}: ${held ? 'held' : 'lost'} (SK 4)`));
    }
    pieces.push({
      id: `unit:${p}`,
      at: `sq:${p}-0`,
      color: p === 'red' ? '#b3261e' : '#1f4e9c',
      text: NAMES[p].toUpperCase(),
      sub: pips(view.hp[p], maxHp),
      shape: 'square',
      ring: view.turn === p && view.phase === 'play',
      title: `${NAMES[p]}: ${view.hp[p]} hit points, ${view.ground[p]} ground`,
    });
  });
  return { width: 20 + full * SQUARE, height: 20 + 2 * SQUARE + 14, cells, edges: [], pieces, markers: [] };
}

function describe(m: Move): string {
  switch (m.type) {
    case 'deal':
      return `Deal a card: ${m.card}`;
    case 'draw':
      return `Draw a card: ${m.card}`;
    case 'play':
      return `Attack with card ${m.card} (hits on 1-${m.card + 1})`;
    case 'roll':
      return `Roll d6: ${m.die}`;
    case 'react':
      return m.choice === 'give-ground' ? 'Give ground' : 'Take a loss';
  }
}

const RULES: Record<Move['type'], string> = { deal: 'SK 1', play: 'SK 2', roll: 'SK 3', react: 'SK 4', draw: 'SK 5' };

/** Deals the opponent's hidden hand again from the cards `me` has not seen. */
function determinize(s: State, me: Player, rng: Rng): State {
  const opp = other(me);
  const pool = [...s.hands[opp]];
  s.deck.forEach((n, i) => {
    for (let k = 0; k < n; k++) pool.push(i + 1);
  });
  const hand: number[] = [];
  for (let k = 0; k < s.hands[opp].length; k++) hand.push(pool.splice(rng.int(pool.length), 1)[0] as number);
  const deck = [0, 0, 0];
  for (const c of pool) deck[c - 1] = (deck[c - 1] ?? 0) + 1;
  return { ...s, deck, hands: { ...s.hands, [opp]: hand.sort() } };
}

export const skirmishPresenter = erase<State, Move, Player, Setup, View>({
  id: 'skirmish',
  name: skirmish.name,
  game: skirmish,
  note: 'Skirmish is a made-up example game from the kernel tests (rules SK 1-5), not a published title: every number in it is invented.',
  scenarios: [
    { id: 'standard', name: 'Standard (3 hp, 2 ground, hands of 2)', setup: {}, note: 'Default set-up of the example game.' },
    { id: 'quick', name: 'Quick (1 hp, 1 ground)', setup: { hp: 1, ground: 1 }, note: 'Shortened example set-up: the first hit decides.' },
    { id: 'long', name: 'Long (5 hp, 3 ground, hands of 3)', setup: { hp: 5, ground: 3, handSize: 3, copies: 4 }, note: 'Lengthened example set-up.' },
  ],
  players: { red: { name: 'Red', color: '#b3261e' }, blue: { name: 'Blue', color: '#1f4e9c' } },
  determinize,
  mcts: { iterations: 300 },
  board,
  hand(view) {
    return [
      {
        title: `${NAMES[view.me]}'s hand (opponent holds ${view.opponentHandSize}, deck ${view.deckSize})`,
        cards: view.hand.map((c, i) => ({ id: `card:${c}`, label: String(c), detail: `card ${c} #${i + 1}: hits on 1-${c + 1}` })),
      },
    ];
  },
  status(view) {
    return PLAYERS.map((p) => ({ label: NAMES[p], value: `${view.hp[p]} hp, ${view.ground[p]} ground` }));
  },
  describe,
  anchor(m) {
    // SK 2: a card is played by clicking it in the hand.
    return m.type === 'play' ? { to: `card:${m.card}` } : null;
  },
  prompt(view, moves, player) {
    if (moves.some((m) => m.type === 'react')) return `${NAMES[player]}: the attack hit. Give ground or take a loss (SK 4).`;
    return `${NAMES[player]}: play a card to attack; card v hits on a d6 roll of v + 1 or less (SK 2-3).`;
  },
  // SK 1, SK 5: a card dealt or drawn is seen only by the player it goes to.
  secret: (m, before, after) => (m.type === 'deal' || m.type === 'draw') && after.hand.length <= before.hand.length,
  ruleOf: (m) => RULES[m.type],
});
