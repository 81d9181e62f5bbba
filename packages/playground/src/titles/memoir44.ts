/**
 * Memoir '44 (packages/memoir44): the 13x9 hex board in the .m44 doubled (row, col)
 * convention, drawn with the kernel's pointy-top layout; units show their figures; command
 * cards are clicked in the hand. Rule references follow the memoir44 package (M44 p.N [Lnnn]).
 */
import { doubledToHex, hexLayout, type Rng } from '@esagono/kernel';
import {
  CARDS,
  FACES,
  game,
  scenarioData,
  type CardId,
  type Move,
  type Player,
  type Setup,
  type State,
  type TerrainId,
  type View,
} from '@esagono/memoir44';
import { hexCell, pips } from './draw.js';
import { erase, type BoardDrawing, type Cell, type HandGroup, type Marker, type Piece } from './types.js';

const COLS = 25;
const rowOf = (id: number): number => Math.floor(id / COLS);
const colOf = (id: number): number => id % COLS;
const hexEl = (id: number): string => `h:${id}`;
const where = (id: number): string => `(${rowOf(id)}, ${colOf(id)})`;

const LAYOUT = hexLayout('pointy', 30, { x: 30, y: 32 });

const NAMES: Record<Player, string> = { allies: 'Allies', axis: 'Axis' };

/** Fill per terrain; anything unlisted is drawn as countryside. */
const TERRAIN_FILL: Readonly<Record<TerrainId, string>> = {
  countryside: '#cfe0a8',
  woods: '#6f9a4b',
  hedgerow: '#8fae5a',
  hill: '#c9b37c',
  town: '#c7b9a6',
  church: '#b9a79a',
  river: '#7fb3dc',
  lake: '#6aa4d4',
  beach: '#ecd9a0',
  ocean: '#4d86c0',
  dune: '#e3c987',
  cliff: '#a08462',
  'steep-hill': '#b09060',
  mountain: '#8d7a66',
};

const OBSTACLE_GLYPH: Readonly<Record<string, string>> = {
  bridge: '≡',
  bunker: '▣',
  hedgehog: '✕',
  wire: '⌇',
  sandbag: '◠',
  embankment: '▬',
};

const UNIT_TEXT = { infantry: 'INF', armor: 'ARM', artillery: 'ART' } as const;
const SIDE_COLOR: Record<Player, string> = { allies: '#4e7a1e', axis: '#26364f' };

function unitName(view: View, id: number): string {
  const u = view.units[id];
  if (!u) return `unit ${id}`;
  return `${NAMES[u.side]} ${u.type}${u.badge ? ` (${u.badge})` : ''} at ${where(u.at)}`;
}

const cardName = (c: CardId): string => CARDS[c]?.name ?? c;

function board(view: View, setup: Setup): BoardDrawing {
  const sc = setup.scenario;
  const terrainAt = new Map<number, TerrainId>();
  for (const t of sc.terrain) terrainAt.set(t.row * COLS + t.col, t.terrain);
  const cells: Cell[] = [];
  for (let row = 0; row < 9; row++) {
    for (let col = row % 2; col < COLS; col += 2) {
      const h = doubledToHex({ row, col }, 'width');
      if (!h) continue;
      const id = row * COLS + col;
      const t = terrainAt.get(id) ?? 'countryside';
      // Dotted section lines run through cols 7 and 17 (M44 p.6 [L168]): those hexes are in two sections.
      const onLine = col === 7 || col === 17;
      cells.push(hexCell(LAYOUT, h, hexEl(id), TERRAIN_FILL[t], `${t} ${where(id)}${onLine ? ', on a section line' : ''}`, onLine ? '┆' : undefined));
    }
  }
  const markers: Marker[] = [];
  for (const o of sc.obstacles) {
    if (o.obstacle === 'wire' || o.obstacle === 'sandbag') continue;
    const id = o.row * COLS + o.col;
    markers.push({ at: hexEl(id), glyph: OBSTACLE_GLYPH[o.obstacle] ?? '?', color: '#3b2f2f', title: `${o.obstacle} ${where(id)}` });
  }
  for (const [k, o] of Object.entries(view.obstacles)) {
    markers.push({ at: hexEl(Number(k)), glyph: OBSTACLE_GLYPH[o] ?? '?', color: '#3b2f2f', title: `${o} ${where(Number(k))}` });
  }
  for (const ob of sc.objectives) {
    for (const h of ob.hexes) {
      const id = h.row * COLS + h.col;
      const side = 'side' in ob ? ` for ${NAMES[ob.side]}` : '';
      markers.push({ at: hexEl(id), glyph: '✪', color: '#b8860b', title: `${ob.kind}${side} (M44 p.20)` });
    }
  }
  const pieces: Piece[] = [];
  for (const u of view.units) {
    if (u.at < 0) continue;
    pieces.push({
      id: `unit:${u.id}`,
      at: hexEl(u.at),
      color: SIDE_COLOR[u.side],
      text: `${UNIT_TEXT[u.type]}${u.badge ? '★' : ''}`,
      sub: pips(u.figures, u.max),
      shape: u.type === 'infantry' ? 'round' : 'square',
      ring: view.ordered.includes(u.id),
      title: `${unitName(view, u.id)}: ${u.figures}/${u.max} figures${view.ordered.includes(u.id) ? ', ordered' : ''}`,
    });
  }
  const last = cells.at(-1);
  return { width: (last?.cx ?? 0) + 60, height: (last?.cy ?? 0) + 36, cells, edges: [], pieces, markers };
}

function describeRoll(faces: readonly number[]): string {
  const parts = FACES.flatMap((f, i) => ((faces[i] ?? 0) > 0 ? [`${faces[i]} ${f}`] : []));
  return `Battle dice: ${parts.join(', ') || 'none'}`;
}

function describe(m: Move, view: View): string {
  switch (m.type) {
    case 'play':
      return `Play ${cardName(m.card)}`;
    case 'order':
      return `Order ${unitName(view, m.unit)}`;
    case 'section':
      return `Choose the ${['left flank', 'centre', 'right flank'][m.section] ?? m.section} section`;
    case 'move':
      return `Move ${unitName(view, m.unit)} to ${where(m.to)}`;
    case 'end-moves':
      return 'End movement, go to battle';
    case 'attack':
      return `${unitName(view, m.unit)} battles ${unitName(view, m.target)}`;
    case 'target':
      return `Target ${unitName(view, m.target)}`;
    case 'remove-wire':
      return `${unitName(view, m.unit)} removes the wire`;
    case 'end-turn':
      return 'End turn';
    case 'roll':
      return describeRoll(m.faces);
    case 'ignore-flag':
      return m.ignore ? 'Ignore one flag' : 'Do not ignore the flag';
    case 'retreat':
      return `Retreat to ${where(m.to)}`;
    case 'stop-retreat':
      return 'Stop retreating';
    case 'take-ground':
      return m.take ? 'Take ground' : 'Stay in place';
    case 'skip':
      return 'Skip';
    case 'draw':
      return `Draw ${cardName(m.card)}`;
    case 'keep':
      return `Keep ${cardName(m.card)}`;
    case 'ambush':
      return m.play ? 'Play Ambush against the close assault' : 'Do not ambush';
    case 'drop':
      return `A paratrooper unit lands at ${where(m.to)}`;
    default:
      // A move type newer than this presenter: still shown, as data.
      return JSON.stringify(m as unknown);
  }
}

const RULES: Readonly<Partial<Record<Move['type'], string>>> = {
  play: 'M44 p.6 [L189-203]',
  order: 'M44 p.6 [L209-219]',
  section: 'M44 p.6; digest Appendix A',
  move: 'M44 p.6 [L221-245]',
  'end-moves': 'M44 p.6 [L221-245]',
  attack: 'M44 p.7-9 [L255-362]',
  target: 'M44 p.6 [L199-203]; digest Appendix A',
  'remove-wire': 'M44 p.19 [L839]',
  'end-turn': 'M44 p.7-9',
  roll: 'M44 p.9 [L366-408]',
  'ignore-flag': 'M44 p.15',
  retreat: 'M44 p.9 [L401]',
  'stop-retreat': 'M44 p.9 [L401]',
  'take-ground': 'M44 p.10',
  skip: 'M44 p.11',
  draw: 'M44 p.6',
  keep: 'M44 p.6; digest Appendix A',
  ambush: 'M44 p.6 [L199-203]; digest Appendix A',
  drop: 'scenario special rule: airdrop',
};

function unitHex(view: View, id: number): string | null {
  const u = view.units[id];
  return u && u.at >= 0 ? hexEl(u.at) : null;
}

function prompt(view: View, _moves: readonly Move[], player: Player): string {
  const who = NAMES[player];
  const card = view.card ? ` (${cardName(view.card)})` : '';
  switch (view.phase) {
    case 'play':
      return `${who}: play a command card from your hand (M44 p.6 [L189-203]).`;
    case 'order':
      return `${who}: order units${card}: click a unit to give it an order (M44 p.6 [L209-219]).`;
    case 'section':
      return `${who}: choose the section whose units are ordered${card}.`;
    case 'target':
      return `${who}: choose a target for the card${card} (digest Appendix A).`;
    case 'move':
      return `${who}: select an ordered unit, then a hex to move it to; End movement when done (M44 p.6 [L221-245]).`;
    case 'battle':
      return `${who}: select an ordered unit, then an enemy to battle; End turn when done (M44 p.7-9).`;
    case 'ignore-flag':
      return `${who}: your unit may ignore one flag (M44 p.15).`;
    case 'retreat':
      return `${who}: retreat your unit toward your own side: click a highlighted hex (M44 p.9 [L401]).`;
    case 'take-ground':
      return `${who}: take ground into the vacated hex? (M44 p.10)`;
    case 'overrun':
      return `${who}: armour overrun: battle again or skip (M44 p.11).`;
    case 'ambush':
      return `${who}: you are close assaulted: play Ambush to battle first? (digest Appendix A)`;
    case 'recon':
      return `${who}: keep one of the cards drawn (digest Appendix A).`;
    default:
      return `${who} to act.`;
  }
}

/** Redeals the opponent's hidden hand from the unseen cards (hand plus deck), for the search bot. */
function determinize(s: State, me: Player, rng: Rng): State {
  const opp: Player = me === 'allies' ? 'axis' : 'allies';
  const pool: CardId[] = [...s.hands[opp]];
  for (const [k, n] of Object.entries(s.deck)) for (let i = 0; i < (n ?? 0); i++) pool.push(k as CardId);
  const hand: CardId[] = [];
  for (let i = 0; i < s.hands[opp].length; i++) hand.push(pool.splice(rng.int(pool.length), 1)[0] as CardId);
  const deck: Partial<Record<CardId, number>> = {};
  for (const c of pool) deck[c] = (deck[c] ?? 0) + 1;
  return { ...s, deck, hands: { ...s.hands, [opp]: hand } };
}

export const memoir44Presenter = erase<State, Move, Player, Setup, View>({
  id: 'memoir44',
  name: game.name,
  game,
  note: "Scenario facts are read from the official scenario files (see each scenario's provenance); the board art is schematic. Card texts and some special rules are paraphrased or not modelled.",
  scenarios: Object.values(scenarioData).map((sc) => ({
    id: sc.id,
    name: sc.name,
    setup: { scenario: sc },
    note: `${sc.provenance.source}.${sc.provenance.notes ? ` ${sc.provenance.notes}` : ''}${
      sc.specialRules.some((r) => r.id === 'other') ? ` Not modelled: ${sc.specialRules.flatMap((r) => (r.id === 'other' ? [r.name] : [])).join('; ')}.` : ''
    }`,
    briefing: sc.briefing,
  })),
  players: { allies: { name: 'Allies', color: SIDE_COLOR.allies }, axis: { name: 'Axis', color: SIDE_COLOR.axis } },
  determinize,
  mcts: { timeMs: 400, rolloutMoves: 60 },
  board,
  hand(view) {
    const groups: HandGroup[] = [
      {
        title: `${NAMES[view.me]}' command cards (opponent holds ${view.opponentHandSize}, deck ${view.deckSize})`,
        cards: view.hand.map((c) => ({ id: `card:${c}`, label: cardName(c), detail: CARDS[c]?.type ?? '' })),
      },
    ];
    if (view.reconCards.length > 0) {
      groups.push({ title: 'Recon: keep one', cards: view.reconCards.map((c) => ({ id: `keep:${c}`, label: cardName(c), detail: 'keep' })) });
    }
    return groups;
  },
  status(view) {
    return [
      { label: 'Medals', value: `Allies ${view.medals.allies}, Axis ${view.medals.axis}` },
      { label: 'Active', value: NAMES[view.active] },
      { label: 'Card', value: view.card ? cardName(view.card) : '—' },
      { label: 'Phase', value: view.phase },
    ];
  },
  describe,
  anchor(m, view) {
    switch (m.type) {
      case 'play':
        return { to: `card:${m.card}` };
      case 'keep':
        return { to: `keep:${m.card}` };
      case 'order': {
        const at = unitHex(view, m.unit);
        return at ? { to: at } : null;
      }
      case 'move': {
        const from = unitHex(view, m.unit);
        return from ? { from, to: hexEl(m.to) } : null;
      }
      case 'attack': {
        const from = unitHex(view, m.unit);
        const to = unitHex(view, m.target);
        return from && to ? { from, to } : null;
      }
      case 'target': {
        const at = unitHex(view, m.target);
        return at ? { to: at } : null;
      }
      case 'retreat':
        return { to: hexEl(m.to) };
      default:
        return null;
    }
  },
  prompt,
  // A card drawn is seen only by the player who draws it; the card kept on Recon likewise.
  secret: (m, before, after) =>
    (m.type === 'draw' && after.hand.length <= before.hand.length && after.reconCards.length <= before.reconCards.length) ||
    (m.type === 'keep' && before.active !== before.me),
  ruleOf: (m) => RULES[m.type],
});
