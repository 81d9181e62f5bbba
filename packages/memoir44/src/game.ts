/**
 * Memoir '44 on the Esagono protocol: wires set-up, the sequence of play, chance and views.
 */
import { defineGame, rational, ruleError, type Actor, type ChanceOutcome, type GameEvent, type Outcome, type Rational } from '@esagono/kernel';
import { CARD_IDS, SECTION_DECK, STANDARD_DECK, type CardId } from './data/cards.js';
import { copyDeck, deckCounts } from './cards/deck.js';
import { BADGES } from './data/badges.js';
import { UNITS } from './data/units.js';
import { boardOf, type BoardInfo } from './board/static.js';
import { rollMoves } from './battle/dice.js';
import { medalTotal } from './medals/medals.js';
import { afterDeal, deckSize, legalMoves, step } from './sequence/turn.js';
import { isMove } from './sequence/is-move.js';
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
    c = chanceList(s);
    chanceCache.set(s, c);
  }
  return c;
}

/** Is `m` one of the chance outcomes (checked without listing them)? */
function isChanceMove(s: State, m: Move): boolean {
  const ph = s.phase;
  if (ph.kind === 'deal' || ph.kind === 'draw') return m.type === 'draw' && (s.deck[m.card] ?? 0) > 0;
  if (ph.kind === 'airdrop') return m.type === 'drop' && (boardOf(s.scenario).airdrop?.hexes.includes(m.to) ?? false);
  const n = ph.kind === 'roll' ? ph.attack.dice : ph.kind === 'medics-roll' || ph.kind === 'finest-roll' ? ph.dice : -1;
  return m.type === 'roll' && m.faces.every((f) => f >= 0) && m.faces.reduce((a, b) => a + b, 0) === n;
}

// One shared move per card. The outcomes themselves are made afresh: a few new objects next to
// each other in memory are read faster than shared ones scattered over the heap (measured).
const DRAW_MOVES: readonly Move[] = CARD_IDS.map((card) => ({ type: 'draw', card }));

// n copies among `total` cards, in lowest terms (kernel Rational): made once per (n, total) when
// this module loads, frozen and shared, found in a flat table by total * 64 + n without a gcd (a
// deck has 60 cards). Filled in order at creation: an array written at scattered indices would
// turn into a slow dictionary.
const DRAW_CHANCE: readonly (Rational | null)[] = Array.from({ length: 64 * 64 }, (_, k) => {
  const total = k >> 6;
  const n = k & 63;
  return n >= 1 && n <= total ? Object.freeze(rational(n, total)) : null;
});

function drawChance(n: number, total: number): Rational {
  if (total >= 64 || n >= 64) return rational(n, total);
  return DRAW_CHANCE[total * 64 + n] ?? rational(n, total);
}

/** A paratrooper lands on any hex of the drop zone with equal chance (shared by the game's states). */
function dropOutcomes(b: BoardInfo): readonly ChanceOutcome<Move>[] {
  let out = b.memo.drops;
  if (!out) {
    const hexes = b.airdrop?.hexes ?? [];
    out = Object.freeze(hexes.map((to) => ({ move: { type: 'drop' as const, to }, p: rational(1, hexes.length) })));
    b.memo.drops = out;
  }
  return out;
}

function chanceList(s: State): readonly ChanceOutcome<Move>[] {
  const ph = s.phase;
  if (ph.kind === 'deal' || ph.kind === 'draw') {
    const total = deckSize(s);
    const counts = deckCounts(s.deck, boardOf(s.scenario).memo);
    const out: ChanceOutcome<Move>[] = [];
    for (let i = 0; i < counts.length; i++) {
      const n = counts[i] as number;
      if (n > 0) out.push({ move: DRAW_MOVES[i] as Move, p: drawChance(n, total) });
    }
    return out;
  }
  if (ph.kind === 'roll') return rollMoves(ph.attack.dice);
  if (ph.kind === 'airdrop') return dropOutcomes(boardOf(s.scenario));
  if (ph.kind === 'medics-roll' || ph.kind === 'finest-roll') return rollMoves(ph.dice);
  return [];
}

const legalOf = (s: State): readonly Move[] => legalMoves(s);

/** Drivers hand back one of the listed moves, so identity settles most checks. */
function isLegal(s: State, move: Move): boolean {
  const legal = legalOf(s);
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
    phase: { kind: 'deal', side: first, left: sc.hands[first] },
    turn: null,
  };
  return afterDeal(s);
}

// Every move reports one event naming its type: shared frozen lists, one per type, made at load.
const EVENTS: ReadonlyMap<string, readonly GameEvent[]> = new Map(
  MoveSchema.options.map((o) => {
    const type = o.shape.type.value;
    return [type, Object.freeze([Object.freeze({ type })])] as const;
  }),
);
const NO_EVENTS: readonly GameEvent[] = Object.freeze([]);
function eventsOf(type: Move['type']): readonly GameEvent[] {
  return EVENTS.get(type) ?? NO_EVENTS;
}

/** Phases where chance acts: dealt and drawn cards, dice, paratroopers' landings (M44 p.6-11). */
function isChancePhase(ph: Phase): boolean {
  const k = ph.kind;
  return k === 'deal' || k === 'draw' || k === 'roll' || k === 'medics-roll' || k === 'finest-roll' || k === 'airdrop';
}

// The protocol asks who acts several times per move: answer with shared constants.
const CHANCE: Actor<Player> = Object.freeze({ kind: 'chance' });
const TERMINAL: Actor<Player> = Object.freeze({ kind: 'terminal' });
const ALLIES_ACT: Actor<Player> = Object.freeze({ kind: 'player', player: 'allies' });
const AXIS_ACT: Actor<Player> = Object.freeze({ kind: 'player', player: 'axis' });
const actorFor = (side: Player): Actor<Player> => (side === 'allies' ? ALLIES_ACT : AXIS_ACT);

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
  actor(s) {
    const ph = s.phase;
    if (isChancePhase(ph)) return CHANCE;
    switch (ph.kind) {
      case 'over':
        return TERMINAL;
      // The owner of the retreating unit decides its flags and path (M44 p.9 [L401]).
      case 'ignore-flag':
      case 'retreat':
      // The defender of a close assault decides on Ambush (M44 p.22 [L955]).
      case 'ambush':
        return actorFor(s.units[ph.attack.target]?.side ?? other(s.active));
      default:
        return actorFor(s.active);
    }
  },
  legalMoves: legalOf,
  chanceOutcomes: chanceOf,
  resolve(s, move, listed) {
    // A move the kernel saw us list for this very state needs no second check.
    const ok = listed || (isChancePhase(s.phase) ? isChanceMove(s, move) : isLegal(s, move));
    if (!ok) return ruleError('illegal-move', `${move.type} is not legal now (phase ${s.phase.kind})`, 'M44 p.6-11');
    return { ok: true, state: step(s, move), events: eventsOf(move.type) };
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
