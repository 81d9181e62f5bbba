/**
 * Memoir '44 on the Esagono protocol: wires set-up, the sequence of play, chance and views.
 */
import { defineGame, ruleError, type ChanceOutcome, type GameEvent, type Outcome } from '@esagono/kernel';
import { SECTION_DECK, STANDARD_DECK, type CardId } from './data/cards.js';
import { copyDeck } from './cards/deck.js';
import { BADGES } from './data/badges.js';
import { UNITS } from './data/units.js';
import { boardOf } from './board/static.js';
import { medalTotal } from './medals/medals.js';
import { afterDeal, deckSize } from './sequence/draw.js';
import { legalMoves, rules } from './sequence/table.js';
import { isMove } from './util/is-move.js';
import { sameMove } from './variants/seats.js';
import { internStrings } from './scenarios/intern.js';
import {
  MoveSchema,
  PLAYERS,
  SetupSchema,
  StateSchema,
  other,
  type Move,
  type Phase,
  type Player,
  type Setup,
  type State,
  type Unit,
} from './state.js';
import type { ObstacleId } from './data/obstacles.js';

/** What a player may know: their own hand, never the opponent's or the deck's make-up. */
export interface View {
  readonly me: Player;
  readonly hand: readonly CardId[];
  readonly opponentHandSize: number;
  readonly deckSize: number;
  readonly discard: readonly CardId[];
  readonly units: readonly Unit[];
  readonly obstacles: Readonly<Record<string, ObstacleId>>;
  readonly medals: Readonly<Record<Player, number>>;
  readonly active: Player;
  readonly phase: Phase['kind'];
  readonly card: CardId | null;
  readonly ordered: readonly number[];
  /** Cards drawn on my own Recon, awaiting my choice. */
  readonly reconCards: readonly CardId[];
}

/** Chance outcomes per state, kept in the game's context (board/context.ts). */
function chanceOf(s: State): readonly ChanceOutcome<Move>[] {
  const chanceCache = boardOf(s.scenario).memo.chance;
  let c = chanceCache.get(s);
  if (!c) {
    c = rules.chanceOutcomes(s);
    chanceCache.set(s, c);
  }
  return c;
}

/** Drivers hand back one of the listed moves, so identity settles most checks. */
function isLegal(s: State, move: Move): boolean {
  const legal = legalMoves(s);
  return legal.includes(move) || legal.some((m) => sameMove(m, move));
}

/**
 * Set-up is deterministic (cards are dealt by chance moves), so the initial state is kept per
 * setup content: playouts skip rebuilding it, and the shared scenario object keeps the game's
 * context (board/context.ts: the board's tables and caches) warm from one game to the next.
 */
const initial = new Map<string, State | string>();
const INITIAL_MAX = 64;

// The kernel hands a frozen shipped scenario's checked set-up back as the same object: skip the JSON key.
const initialByInput = new WeakMap<object, State | string>();

function setupOnce(input: Setup): State | string {
  const known = initialByInput.get(input);
  if (known !== undefined) return known;
  const r = setupByContent(input);
  if (Object.isFrozen(input)) initialByInput.set(input, r);
  return r;
}

function setupByContent(input: Setup): State | string {
  const key = JSON.stringify(input);
  let r = initial.get(key);
  if (r === undefined) {
    r = setup(input);
    if (initial.size >= INITIAL_MAX) initial.clear();
    initial.set(key, r);
  }
  return r;
}

function setup(input: Setup): State | string {
  const parsed = SetupSchema.parse(input);
  // Strings that play compares, made canonical once (scenarios/intern.ts).
  const scenario = internStrings(parsed.scenario);
  const variant = parsed.variant;
  const b = boardOf(scenario);
  const hexId = b.geo.hexId;
  const units: Unit[] = scenario.units.map((p, i) => {
    const at = hexId(p.row, p.col);
    return {
      id: i,
      side: p.side,
      type: p.type,
      badge: p.badge ?? null,
      figures: p.figures,
      max: Math.max(p.figures, p.badge ? BADGES[p.badge].figures : UNITS[p.type].figures),
      at,
      fixed: p.type !== 'infantry' && b.fixed[at]?.id === 'bunker',
      medals: p.medals ?? 1,
      ignoresFlag: p.ignoresOneFlag === true,
    };
  });
  const obstacles: Record<string, ObstacleId> = {};
  for (const o of scenario.obstacles) if (o.obstacle === 'wire' || o.obstacle === 'sandbag') obstacles[hexId(o.row, o.col)] = o.obstacle;
  const young = variant === 'young-generals';
  // Young Generals: section cards only, 6 cards each (M44 p.22 [L963-964]).
  const sc = young ? { ...scenario, hands: { allies: 6, axis: 6 } } : scenario;
  const deck = copyDeck(young ? SECTION_DECK : STANDARD_DECK);
  const first = sc.firstPlayer;
  const s: State = {
    scenario: sc,
    units,
    obstacles,
    hands: { allies: [], axis: [] },
    deck,
    discard: [],
    medals: { allies: 0, axis: 0 },
    taken: [],
    active: first,
    turns: { allies: 0, axis: 0 },
    lastCard: {},
    lastSection: {},
    phase: { kind: 'deal', side: first, left: sc.hands[first] },
    turn: null,
  };
  return afterDeal(s);
}

export const game = defineGame<State, Move, Player, Setup, View, GameEvent>({
  id: 'memoir44',
  name: "Memoir '44",
  players: PLAYERS,
  // No rule bounds a game's length; this is far above any random playout measured (see README).
  maxMoves: 200_000,
  schemas: { setup: SetupSchema, state: StateSchema, move: MoveSchema },
  isMove,
  setup(input) {
    const r = setupOnce(input);
    return typeof r === 'string' ? ruleError('unsupported-scenario', r) : { ok: true, state: r };
  },
  actor: rules.actor,
  legalMoves,
  chanceOutcomes: chanceOf,
  resolve(s, move, listed) {
    // A move the kernel saw us list for this very state needs no second check; a player's move is
    // checked against the kept list, a chance outcome by its phase; a refusal cites its rule.
    return rules.resolve(s, move, listed || isLegal(s, move));
  },
  view(s, me) {
    const ph = s.phase;
    return {
      me,
      hand: s.hands[me],
      opponentHandSize: s.hands[other(me)].length,
      deckSize: deckSize(s),
      discard: s.discard,
      units: s.units,
      obstacles: s.obstacles,
      medals: { allies: medalTotal(s, 'allies'), axis: medalTotal(s, 'axis') },
      active: s.active,
      phase: ph.kind,
      card: s.turn?.card ?? null,
      ordered: s.turn?.orders.map((o) => o.unit) ?? [],
      reconCards: ph.kind === 'recon' && s.active === me ? ph.cards : [],
    };
  },
  outcome(s): Outcome<Player> | null {
    const ph = s.phase;
    if (ph.kind !== 'over') return null;
    return { kind: 'win', winner: ph.winner, scores: { allies: medalTotal(s, 'allies'), axis: medalTotal(s, 'axis') } };
  },
});
