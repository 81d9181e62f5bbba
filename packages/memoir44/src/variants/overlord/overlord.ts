/**
 * Memoir '44 Overlord (M44-OVL, the public Days of Wonder supplement; see README "Overlord"): up
 * to 4 players a side on the 26x9 battlefield. Each side has a Commander-in-Chief (CiC), who holds
 * the command cards, and 3 Field Generals, one per double-sized section. A side's turn: the CiC
 * hands out 1-3 cards, at most one per general (moves `give`, `end-handout`); then each general
 * holding a card takes a base-engine turn with it, left, centre, right (our reading), ordering
 * only units in his section; after each card the CiC draws its replacement (the base draw).
 * The wrapper keeps the base engine untouched: the base side's hand is the CiC's hand plus the
 * cards handed out and not yet played.
 */
import { z } from 'zod';
import { defineGame, ruleError, type Actor, type ChanceOutcome, type GameDefinition, type GameEvent, type Outcome } from '@esagono/kernel';
import { CARDS, CardIdSchema, type CardId } from '../../data/cards.js';
import { CARD_EFFECTS } from '../../cards/effects.js';
import { game as base, type View as BaseView } from '../../game.js';
import { boardOf } from '../../board/static.js';
import { unitSections } from '../../orders/orders.js';
import { medalTotal } from '../../medals/medals.js';
import { isOcean } from '../../terrain/effects.js';
import { MoveSchema, PLAYERS, ScenarioSchema, StateSchema, other, type Move, type Player, type State, type Unit } from '../../state.js';
import type { ObstacleId } from '../../data/obstacles.js';
import { baseRefusal, minus, sameMove } from '../seats.js';

export const GENERALS = ['left', 'center', 'right'] as const;
export type General = (typeof GENERALS)[number];
export const GeneralSchema = z.enum(GENERALS);

/** Seats at the table: `allies-cic`, `allies-left`, ..., `axis-right`. */
export type OverlordSeat = string;

export type OverlordMove =
  | Move
  /** The CiC hands a card to a Field General (M44-OVL). */
  | { readonly type: 'give'; readonly card: CardId; readonly to: General }
  /** The CiC is done handing out (at least 1 card given, M44-OVL). */
  | { readonly type: 'end-handout' }
  /** A general stops ordering when no unit of his section can take an order the card still has (M44-OVL). */
  | { readonly type: 'end-orders' };

export const OverlordMoveSchema = z.discriminatedUnion('type', [
  ...MoveSchema.options,
  z.object({ type: z.literal('give'), card: CardIdSchema, to: GeneralSchema }),
  z.object({ type: z.literal('end-handout') }),
  z.object({ type: z.literal('end-orders') }),
]);

export interface OverlordState {
  readonly base: State;
  /** 'wait' while chance deals or draws outside a general's turn. */
  readonly stage: 'wait' | 'handout' | 'generals';
  /** Cards handed out this turn and not yet played, per general of the active side. */
  readonly given: Readonly<Partial<Record<General, CardId>>>;
  /** The general taking his turn with his card, during `generals`. */
  readonly general: General | null;
  /** The side taking the Overlord turn (the base's `active` flips after each card: restored). */
  readonly side: Player;
  /** The base's completed-turn count of `side` when the general's card was played. */
  readonly mark: number;
}

export const OverlordSetupSchema = z.object({
  scenario: ScenarioSchema,
  /**
   * Players a side: 4 (CiC and 3 generals) or 3, when the CiC also commands the centre (M44-OVL,
   * six players; our reading of which section he keeps).
   */
  seats: z.union([z.literal(4), z.literal(3)]).default(4),
});
export type OverlordSetup = z.input<typeof OverlordSetupSchema>;

export const OverlordStateSchema: z.ZodType<OverlordState> = z.object({
  base: StateSchema,
  stage: z.enum(['wait', 'handout', 'generals']),
  given: z.partialRecord(GeneralSchema, CardIdSchema),
  general: GeneralSchema.nullable(),
  side: z.enum(PLAYERS),
  mark: z.number().int(),
}) as unknown as z.ZodType<OverlordState>;

export interface OverlordView extends Omit<BaseView, 'hand' | 'opponentHandSize' | 'reconCards'> {
  readonly seat: OverlordSeat;
  readonly side: Player;
  /** The CiC's hand, or the card given to this general and not yet played. */
  readonly hand: readonly CardId[];
  /** Cards handed out and not yet played: known to the CiC who gave them and to their holders. */
  readonly given: Readonly<Partial<Record<General, CardId>>>;
  readonly handSizes: Readonly<Record<Player, number>>;
  readonly reconCards: readonly CardId[];
  readonly stage: OverlordState['stage'];
  readonly general: General | null;
}

/** Most cards a CiC hands out in a turn: 1-3, one per general (M44-OVL). */
export const MAX_HANDOUT = 3;

const sideOf = (seat: string): Player => (seat.startsWith('allies') ? 'allies' : 'axis');
const cicOf = (side: Player): OverlordSeat => `${side}-cic`;

/** Which general a one-section card must go to, or null when any general may take it (M44-OVL). */
export function cardSection(card: CardId): General | null {
  const o = CARDS[card].order;
  if (o.kind !== 'sections') return null;
  const on = o.counts.map((n, i) => (n > 0 ? i : -1)).filter((i) => i >= 0);
  return on.length === 1 ? (GENERALS[on[0] as number] ?? null) : null;
}

/** The general of a unit's section as its side sees it; a dotted-line hex goes to the centre (our reading). */
export function generalOf(s: State, u: Unit): General {
  const m = unitSections(boardOf(s.scenario), u, false);
  if (m === 1) return 'left';
  if (m === 4) return 'right';
  return 'center';
}

/** Is the unit in `g`'s double-sized section (a dotted-line hex is in both, M44-OVL, M44 p.6 [L215])? */
export function inSection(s: State, u: Unit, g: General): boolean {
  return (unitSections(boardOf(s.scenario), u, false) & (1 << GENERALS.indexOf(g))) !== 0;
}

/** The CiC's own cards: the side's base hand minus the cards handed out. */
export function cicHand(w: OverlordState, side: Player): CardId[] {
  const hand = w.base.hands[side];
  if (side !== w.base.active) return [...hand];
  return minus(hand, Object.values(w.given));
}

const ORDERING = new Set(['play', 'order', 'section', 'finest-roll', 'medics-roll']);

/**
 * Drops orders the base engine gave to units outside the general's section (tactic cards order
 * anywhere on a standard board; in Overlord a general commands his section only, M44-OVL). Called
 * right after an ordering step, before anything moved; Dig-In's sandbags on dropped units go too.
 */
function confine(prev: State, next: State, g: General): State {
  const side = prev.active;
  const outside = (u: Unit | undefined): boolean => u !== undefined && u.side === side && !inSection(next, u, g);
  const t = next.turn;
  // Dig-In places its sandbags and ends the turn at once (M44 p.19 [L857]): lift those outside.
  if (next.obstacles !== prev.obstacles && (t?.effect ?? prev.turn?.effect) === 'dig-in') {
    const obstacles: Record<string, ObstacleId> = { ...next.obstacles };
    for (const u of next.units) {
      if (u.at < 0 || !outside(u) || next.obstacles[u.at] !== 'sandbag' || prev.obstacles[u.at] === 'sandbag') continue;
      const before = prev.obstacles[u.at];
      if (before === undefined) delete obstacles[u.at];
      else obstacles[u.at] = before;
    }
    return { ...next, obstacles };
  }
  if (!t || next.active !== side) return next;
  const ph = next.phase.kind;
  if (ph !== 'order' && ph !== 'move' && ph !== 'battle') return next;
  const orders = t.orders.filter((o) => !outside(next.units[o.unit]));
  if (orders.length === t.orders.length) return next;
  const r: State = { ...next, turn: { ...t, orders } };
  // No unit left to order: the card is still played and replaced (M44 p.6 [L219]).
  if (orders.length === 0 && ph !== 'order') return finishTurn(r);
  return r;
}

/** Ends the general's base turn through the base engine's own `end-turn` (battle phase). */
function finishTurn(s: State): State {
  const r = base.resolve({ ...s, phase: { kind: 'battle' } }, { type: 'end-turn' });
  return r.ok ? r.state : s;
}

/** Dig-In when the general stops ordering early: a sandbag on each ordered infantry (M44 p.19 [L857]). */
function digIn(s: State): State {
  const t = s.turn;
  if (!t) return s;
  const b = boardOf(s.scenario);
  const obstacles: Record<string, ObstacleId> = { ...s.obstacles };
  for (const o of t.orders) {
    const u = s.units[o.unit];
    if (u && u.at >= 0 && u.type === 'infantry' && !isOcean(b, u.at)) obstacles[u.at] = 'sandbag';
  }
  return { ...s, obstacles };
}

/** The `end-orders` step: move on with the units ordered so far (M44-OVL; base sequence M44 p.6). */
function endOrders(s: State): State {
  const t = s.turn;
  if (!t || t.orders.length === 0) return finishTurn(s);
  const e = CARD_EFFECTS[t.effect];
  if (t.effect === 'dig-in') return finishTurn(digIn(s));
  if (e?.noMove) return { ...s, phase: { kind: 'battle' } };
  return { ...s, phase: { kind: 'move' } };
}

/** Settles the stage after a base step: the next general, or the other side's hand-out. */
function advance(w: OverlordState): OverlordState {
  const b = w.base;
  if (b.phase.kind === 'over') return { ...w, stage: 'wait', general: null, given: {} };
  if (w.stage === 'generals' && w.general !== null) {
    if (b.turns[w.side] === w.mark) return w;
    // The general's card is played and replaced: the next general with a card, in order (our reading).
    const given = { ...w.given };
    delete given[w.general];
    const next = GENERALS.find((g) => given[g] !== undefined);
    if (next !== undefined) {
      const r: State = { ...b, active: w.side, turn: null, phase: { kind: 'play' } };
      return { ...w, given, general: next, mark: b.turns[w.side], base: r };
    }
    return advance({ ...w, given: {}, general: null, stage: 'wait' });
  }
  if (b.phase.kind === 'play') return { ...w, stage: 'handout', side: b.active, given: {}, general: null, mark: b.turns[b.active] };
  return { ...w, stage: 'wait', general: null, given: {} };
}

/** Cards the CiC may still hand out, and to whom (M44-OVL). */
function handoutMoves(w: OverlordState): OverlordMove[] {
  const given = Object.values(w.given);
  const out: OverlordMove[] = [];
  if (given.length > 0) out.push({ type: 'end-handout' });
  if (given.length >= MAX_HANDOUT || given.includes('ambush')) return given.length > 0 ? out : [];
  const free = GENERALS.filter((g) => w.given[g] === undefined);
  const hand = cicHand(w, w.side);
  const seen = new Set<CardId>();
  for (const m of base.legalMoves({ ...w.base, hands: { ...w.base.hands, [w.side]: hand } })) {
    if (m.type !== 'play' || seen.has(m.card)) continue;
    seen.add(m.card);
    // Ambush only when it is all the CiC holds, and then alone (it cannot be played otherwise, M44 p.22 [L955]).
    if (m.card === 'ambush' && given.length > 0) continue;
    const only = cardSection(m.card);
    // A one-section card goes to that section's general; others to any general (M44-OVL).
    for (const g of free) if (only === null || only === g) out.push({ type: 'give', card: m.card, to: g });
  }
  return out;
}

function generalMoves(w: OverlordState): OverlordMove[] {
  const g = w.general as General;
  const b = w.base;
  const moves = base.legalMoves(b);
  const ph = b.phase.kind;
  if (ph === 'play') {
    const card = w.given[g];
    const mine = moves.filter((m) => m.type === 'play' && m.card === card);
    return mine.length > 0 ? mine : [...moves];
  }
  if (ph === 'order') {
    const mine: OverlordMove[] = moves.filter((m) => m.type !== 'order' || inSection(b, b.units[m.unit] as Unit, g));
    return mine.length > 0 ? mine : [{ type: 'end-orders' }];
  }
  if (ph === 'section') {
    const k = GENERALS.indexOf(g);
    const mine: OverlordMove[] = moves.filter((m) => m.type === 'section' && m.section === k);
    return mine.length > 0 ? mine : [{ type: 'end-orders' }];
  }
  if (ph === 'target' && b.phase.kind === 'target' && b.phase.card === 'medics-and-mechanics') {
    const mine = moves.filter((m) => m.type !== 'target' || inSection(b, b.units[m.target] as Unit, g));
    return mine.length > 0 ? mine : [...moves];
  }
  return [...moves];
}

function legal(w: OverlordState): readonly OverlordMove[] {
  if (w.stage === 'handout') return handoutMoves(w);
  const a = base.actor(w.base);
  if (a.kind !== 'player') return [];
  if (w.stage === 'generals' && a.player === w.side && w.general !== null) {
    const ph = w.base.phase.kind;
    if (ph !== 'ignore-flag' && ph !== 'retreat' && ph !== 'ambush' && ph !== 'recon') return generalMoves(w);
  }
  return base.legalMoves(w.base);
}

/** Legal moves per state, kept in the game's context (board/context.ts). */
function legalOf(w: OverlordState): readonly OverlordMove[] {
  const legalCache = boardOf(w.base.scenario).memo.overlordLegal;
  let l = legalCache.get(w);
  if (!l) {
    l = legal(w);
    legalCache.set(w, l);
  }
  return l;
}

function seatFor(seats: 3 | 4, side: Player, g: General): OverlordSeat {
  return seats === 3 && g === 'center' ? cicOf(side) : `${side}-${g}`;
}

function actorOf(seats: 3 | 4): (w: OverlordState) => Actor<OverlordSeat> {
  return (w) => {
    if (w.stage === 'handout') return { kind: 'player', player: cicOf(w.side) };
    const a = base.actor(w.base);
    if (a.kind !== 'player') return a;
    const ph = w.base.phase;
    const side = a.player;
    // Flags and retreats: the general commanding the unit's section (M44-OVL; M44 p.9 [L401]).
    if (ph.kind === 'ignore-flag' || ph.kind === 'retreat') {
      const u = w.base.units[ph.attack.target];
      if (u) return { kind: 'player', player: seatFor(seats, u.side, generalOf(w.base, u)) };
    }
    // Ambush and Recon draw on the cards the CiC holds (our reading).
    if (ph.kind === 'ambush' || ph.kind === 'recon') return { kind: 'player', player: cicOf(side) };
    if (w.stage === 'generals' && w.general !== null && side === w.side) return { kind: 'player', player: seatFor(seats, side, w.general) };
    return { kind: 'player', player: cicOf(side) };
  };
}

/** Two standard decks shuffled together, as the original supplement asks (M44-OVL). */
function doubleDeck(s: State): State {
  const deck: Partial<Record<CardId, number>> = {};
  for (const [k, n] of Object.entries(s.deck)) deck[k as CardId] = (n ?? 0) * 2;
  return { ...s, deck };
}

/** Overlord with 4 (CiC + 3 generals) or 3 (CiC keeps the centre) players a side. */
export function overlordGame(seats: 3 | 4 = 4): GameDefinition<OverlordState, OverlordMove, OverlordSeat, OverlordSetup, OverlordView, GameEvent> {
  const players = PLAYERS.flatMap((side) => [cicOf(side), ...GENERALS.filter((g) => seatFor(seats, side, g) !== cicOf(side)).map((g) => `${side}-${g}`)]);
  const actor = actorOf(seats);
  return defineGame<OverlordState, OverlordMove, OverlordSeat, OverlordSetup, OverlordView, GameEvent>({
    id: `memoir44-overlord-${seats}`,
    name: "Memoir '44 Overlord",
    players,
    maxMoves: base.maxMoves,
    schemas: { setup: OverlordSetupSchema as unknown as z.ZodType<OverlordSetup>, state: OverlordStateSchema, move: OverlordMoveSchema as unknown as z.ZodType<OverlordMove> },
    setup(input) {
      const { scenario } = OverlordSetupSchema.parse(input);
      if (scenario.board.type !== 'overlord') return ruleError('unsupported-scenario', 'Overlord is played on the 26x9 Overlord board', 'M44-OVL');
      const r = base.setup({ scenario });
      if (!r.ok) return r;
      const b = doubleDeck(r.state);
      return { ok: true, state: advance({ base: b, stage: 'wait', given: {}, general: null, side: b.active, mark: 0 }) };
    },
    actor,
    legalMoves: legalOf,
    chanceOutcomes(w): readonly ChanceOutcome<OverlordMove>[] {
      return w.stage === 'handout' ? [] : base.chanceOutcomes(w.base);
    },
    resolve(w, move) {
      const a = actor(w);
      if (a.kind === 'chance') {
        const r = base.resolve(w.base, move as Move);
        if (!r.ok) return r;
        return { ok: true, state: advance({ ...w, base: r.state }), events: r.events };
      }
      if (!legalOf(w).some((x) => sameMove(x, move)))
        return baseRefusal(base, w.base, move, ruleError('illegal-move', `${move.type} is not legal now (stage ${w.stage}, phase ${w.base.phase.kind})`, 'M44-OVL'));
      if (move.type === 'give') {
        const given = { ...w.given, [move.to]: move.card };
        const next: OverlordState = { ...w, given };
        const done = Object.keys(given).length >= MAX_HANDOUT || move.card === 'ambush';
        return { ok: true, state: done ? startGenerals(next) : next, events: [{ type: 'give', rule: 'M44-OVL' }] };
      }
      if (move.type === 'end-handout') return { ok: true, state: startGenerals(w), events: [{ type: 'end-handout', rule: 'M44-OVL' }] };
      if (move.type === 'end-orders') return { ok: true, state: advance({ ...w, base: endOrders(w.base) }), events: [{ type: 'end-orders', rule: 'M44-OVL' }] };
      const r = base.resolve(w.base, move);
      if (!r.ok) return r;
      let nb = r.state;
      // A card played is on the table, no longer held by its general.
      let cur = w;
      if (move.type === 'play' && w.stage === 'generals' && w.general !== null) {
        const given = { ...w.given };
        delete given[w.general];
        cur = { ...w, given };
      }
      if (w.stage === 'generals' && w.general !== null && ORDERING.has(w.base.phase.kind) && w.base.active === w.side) nb = confine(w.base, nb, w.general);
      return { ok: true, state: advance({ ...cur, base: nb }), events: r.events };
    },
    view(w, seat): OverlordView {
      const side = sideOf(seat);
      const { hand: _h, opponentHandSize: _o, reconCards, ...rest } = base.view(w.base, side);
      const isCic = seat === cicOf(side);
      const mine = side === w.side ? w.given : {};
      const own = GENERALS.filter((g) => seatFor(seats, side, g) === seat && mine[g] !== undefined).map((g) => mine[g] as CardId);
      const given: Partial<Record<General, CardId>> = {};
      for (const g of GENERALS) if (mine[g] !== undefined && (isCic || seatFor(seats, side, g) === seat)) given[g] = mine[g];
      return {
        ...rest,
        seat,
        side,
        hand: isCic ? [...cicHand(w, side), ...own] : own,
        given,
        handSizes: { allies: cicHand(w, 'allies').length, axis: cicHand(w, 'axis').length },
        reconCards: isCic ? reconCards : [],
        stage: w.stage,
        general: w.general,
      };
    },
    outcome(w): Outcome<OverlordSeat> | null {
      const o = base.outcome(w.base);
      if (o === null) return null;
      // The side wins as one army: `winner` names its CiC, every seat scores its side's medals.
      const scores: Record<string, number> = {};
      for (const s of players) scores[s] = medalTotal(w.base, sideOf(s));
      if (o.kind === 'draw') return { kind: 'draw', scores };
      return { kind: 'win', winner: cicOf(o.winner), scores };
    },
  });
}

/** The CiC is done: the first general holding a card takes his turn (M44-OVL). */
function startGenerals(w: OverlordState): OverlordState {
  const first = GENERALS.find((g) => w.given[g] !== undefined) ?? null;
  return { ...w, stage: 'generals', general: first, mark: w.base.turns[w.side] };
}

/** Overlord for 8 players: a CiC and 3 Field Generals a side (M44-OVL). */
export const overlordGame4 = overlordGame(4);
