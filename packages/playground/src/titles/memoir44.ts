/**
 * Memoir '44 (packages/memoir44): the 13x9 hex board in the .m44 doubled (row, col)
 * convention, drawn with the kernel's pointy-top layout; units show their figures; command
 * cards are clicked in the hand. Rule references follow the memoir44 package (M44 p.N [Lnnn]).
 */
import { RAT_ONE, RAT_ZERO, doubledToHex, ratAdd, ratSub, type Rational, type Rng } from '@esagono/kernel';
import {
  CARDS,
  FACES,
  SIDE_FILL,
  battleOdds,
  boardGeometry,
  cardText,
  explainMove,
  game,
  moveVisibleTo,
  pendingRoll,
  renderSvg,
  scenarioData,
  type BattleOdds,
  type CardId,
  type Move,
  type Player,
  type Setup,
  type State,
  type TerrainId,
  type View,
} from '@esagono/memoir44';
import { hexCell } from './draw.js';
import { erase, type BoardDrawing, type BoardOptions, type Cell, type ChanceDisplay, type HandGroup, type LogLine } from './types.js';

const COLS = 25;
const rowOf = (id: number): number => Math.floor(id / COLS);
const colOf = (id: number): number => id % COLS;
const hexEl = (id: number): string => `h:${id}`;
const where = (id: number): string => `(${rowOf(id)}, ${colOf(id)})`;

const NAMES: Record<Player, string> = { allies: 'Allies', axis: 'Axis' };

/** Hex size of the page's board: big enough to read terrain names and figure counts. */
const HEX_SIZE = 40;

const SIDE_COLOR: Record<Player, string> = { allies: SIDE_FILL.allies, axis: SIDE_FILL.axis };

function unitName(view: View, id: number): string {
  const u = view.units[id];
  if (!u) return `unit ${id}`;
  return `${NAMES[u.side]} ${u.type}${u.badge ? ` (${u.badge})` : ''} at ${where(u.at)}`;
}

const cardName = (c: CardId): string => CARDS[c]?.name ?? c;

/**
 * The board is the package's own SVG picture (`renderSvg`, the CLI's `play --svg`) with a legend,
 * and transparent hexes over it to click: one picture for the page and the command line.
 */
function board(view: View, _setup: Setup, options: BoardOptions, state: State): BoardDrawing {
  const sc = state.scenario;
  const opts = { hexSize: HEX_SIZE, legend: true, header: true, coordinates: options.coordinates };
  const picture = renderSvg(state, opts);
  const geo = boardGeometry(sc, opts);
  const terrainOf = new Map<number, TerrainId>();
  for (const t of sc.terrain) terrainOf.set(t.row * COLS + t.col, t.terrain);
  const obstacleOf = new Map<number, string>();
  for (const o of sc.obstacles) if (o.obstacle !== 'wire' && o.obstacle !== 'sandbag') obstacleOf.set(o.row * COLS + o.col, o.obstacle);
  for (const [k, o] of Object.entries(view.obstacles)) obstacleOf.set(Number(k), o);
  const objectiveOf = new Map<number, string>();
  for (const ob of sc.objectives) {
    for (const h of ob.hexes) objectiveOf.set(h.row * COLS + h.col, `${ob.kind}${'side' in ob ? ` for ${NAMES[ob.side]}` : ''}`);
  }
  const unitOn = new Map<number, number>();
  for (const u of view.units) if (u.at >= 0) unitOn.set(u.at, u.id);
  const cells: Cell[] = [];
  for (let row = 0; row < 9; row++) {
    for (let col = row % 2; col < COLS; col += 2) {
      const h = doubledToHex({ row, col }, 'width');
      if (!h) continue;
      const id = row * COLS + col;
      const parts = [`${terrainOf.get(id) ?? 'countryside'} ${where(id)}`];
      const ob = obstacleOf.get(id);
      if (ob) parts.push(ob);
      const obj = objectiveOf.get(id);
      if (obj) parts.push(`objective: ${obj} (M44 p.20)`);
      // Dotted section lines run through cols 7 and 17 (M44 p.6 [L168]): those hexes are in two sections.
      if (col === 7 || col === 17) parts.push('on a section line');
      const u = unitOn.get(id);
      if (u !== undefined) {
        const unit = view.units[u] as View['units'][number];
        parts.push(`${unitName(view, u)}: ${unit.figures}/${unit.max} figures${view.ordered.includes(u) ? ', ordered' : ''}`);
      }
      cells.push(hexCell(geo.layout, h, hexEl(id), 'transparent', parts.join(' · ')));
    }
  }
  return { width: geo.width, height: geo.height, picture, cells, edges: [], pieces: [], markers: [] };
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
      return `A paratrooper unit drops onto ${where(m.to)}`;
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

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Battle odds as the page shows them: each reason for the dice, then hits, eliminations and flags. */
function oddsDisplay(o: BattleOdds, view: View, card: CardId | null): ChanceDisplay {
  const rows: { label: string; p: Rational }[] = [];
  let below = RAT_ZERO;
  for (let k = 0; k < Math.min(o.figures, o.hits.length); k++) {
    const p = o.hits[k] ?? RAT_ZERO;
    below = ratAdd(below, p);
    rows.push({ label: k === 0 ? 'no hit' : plural(k, 'hit'), p });
  }
  rows.push({ label: `eliminated (${o.figures}+ hits)`, p: o.eliminated });
  rows.push({ label: 'at least 1 flag', p: ratSub(RAT_ONE, o.flags[0] ?? RAT_ZERO) });
  if (o.flags.length > 2) rows.push({ label: '2 or more flags', p: ratSub(ratSub(RAT_ONE, o.flags[0] ?? RAT_ZERO), o.flags[1] ?? RAT_ZERO) });
  rows.push({ label: 'no hit and no flag', p: o.nothing });
  const by = o.attacker >= 0 ? unitName(view, o.attacker) : card ? cardName(card) : 'the card';
  const notes = [o.starHits ? 'stars hit' : '', o.flagsIgnorable ? '' : 'flags may not be ignored'].filter(Boolean).join('; ');
  return {
    title: `${by} battles ${unitName(view, o.target)} (${o.figures} figures)${notes ? `: ${notes}` : ''}`,
    total: plural(o.dice, 'die').replace(/dies$/, 'dice'),
    terms: o.terms.map((t) => ({ label: t.label, value: signed(t.dice), rule: t.rule })),
    rows,
    rule: 'M44 p.9 [L366-408]',
  };
}

/** The move in words and every change it made, as `viewer` may know it (explainMove, render/explain.ts). */
function narrate(before: State, m: Move, after: State, viewer: Player | null): LogLine[] {
  const rule = RULES[m.type];
  const visible = moveVisibleTo(before, m, viewer);
  if (!visible) {
    const text = m.type === 'keep' ? 'a Recon card is kept (hidden)' : 'a card is drawn (hidden)';
    return [rule === undefined ? { text } : { text, rule }];
  }
  const effects = explainMove(before, m, after, viewer);
  // A roll's first effect line is its faces and what each did: it is the move's own line.
  if (m.type === 'roll' && before.phase.kind === 'roll' && effects.length > 0) return effects;
  const head = describe(m, game.view(before, viewer ?? before.active));
  return [rule === undefined ? { text: head } : { text: head, rule }, ...effects];
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
  setupOptions: [
    {
      id: 'young-generals',
      name: 'Young Generals: section cards only',
      rule: 'M44 p.22 [L963-964]',
      apply: (setup) => ({ ...setup, variant: 'young-generals' }),
    },
  ],
  players: { allies: { name: 'Allies', color: SIDE_COLOR.allies }, axis: { name: 'Axis', color: SIDE_COLOR.axis } },
  determinize,
  mcts: { timeMs: 400, rolloutMoves: 60 },
  board,
  hand(view) {
    const groups: HandGroup[] = [
      {
        title: `${NAMES[view.me]}' command cards (opponent holds ${view.opponentHandSize}, deck ${view.deckSize})`,
        cards: view.hand.map((c) => ({ id: `card:${c}`, label: cardName(c), detail: CARDS[c]?.type ?? '', text: cardText(c) })),
      },
    ];
    if (view.reconCards.length > 0) {
      groups.push({ title: 'Recon: keep one', cards: view.reconCards.map((c) => ({ id: `keep:${c}`, label: cardName(c), detail: 'keep', text: cardText(c) })) });
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
  narrate,
  odds(state, m) {
    const o = battleOdds(state, m);
    return o ? oddsDisplay(o, game.view(state, state.active), state.turn?.card ?? null) : null;
  },
  pending(state) {
    const r = pendingRoll(state);
    return r ? oddsDisplay(r.odds, game.view(state, state.active), state.turn?.card ?? null) : null;
  },
  // Without an Ambush card the defender's only answer is no; asked on one shared screen it would
  // stop every close assault for nothing (the pause exists for remote play, digest Appendix A).
  autoAnswer(view, moves) {
    const only = moves[0];
    if (view.phase !== 'ambush' || moves.length !== 1 || !only || only.type !== 'ambush' || only.play || view.hand.includes('ambush')) return null;
    return { move: only, reason: `${NAMES[view.me]} hold no Ambush card: the close assault goes on (digest Appendix A)` };
  },
});
