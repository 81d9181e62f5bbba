/**
 * Copies of the state's records with some fields replaced. A patch field left undefined keeps the
 * old value (no field of these records is ever set to undefined). Written as object literals on purpose:
 * in V8 (Node 20) a spread whose source was itself made by a spread, `s = { ...s, phase }` step
 * after step, takes the slow path (measured ~1 µs against ~0.06 µs for a literal), and every
 * step of play did several. The key tables make the compiler insist that every field, optional
 * ones included, is copied: add a field to `State`, `Turn`, `Unit` or `Order` and this file
 * stops compiling until it copies it too.
 */
import type { Order, Phase, State, Turn, Unit } from '../state.js';

type DrawPhase = Extract<Phase, { kind: 'draw' }>;

type AllKeys<T> = { readonly [K in keyof Required<T>]: true };

const STATE_KEYS: AllKeys<State> = {
  scenario: true,
  units: true,
  obstacles: true,
  hands: true,
  deck: true,
  discard: true,
  medals: true,
  taken: true,
  active: true,
  turns: true,
  lastCard: true,
  lastSection: true,
  phase: true,
  turn: true,
};
const TURN_KEYS: AllKeys<Turn> = {
  card: true,
  effect: true,
  mirror: true,
  orders: true,
  slots: true,
  anySlots: true,
  section: true,
  finest: true,
  fallback: true,
  picked: true,
  ambushed: true,
  secondMove: true,
};
const UNIT_KEYS: AllKeys<Unit> = {
  id: true,
  side: true,
  type: true,
  badge: true,
  figures: true,
  max: true,
  at: true,
  fixed: true,
  medals: true,
  ignoresFlag: true,
};
const ORDER_KEYS: AllKeys<Order> = {
  unit: true,
  start: true,
  moved: true,
  cost: true,
  stopped: true,
  canBattle: true,
  battles: true,
  overrun: true,
};

const DRAW_KEYS: AllKeys<DrawPhase> = { kind: true, left: true, recon: true, drawn: true, who: true };

/** Field names per record, for the tests that check the copies keep everything. */
export const COPIED_KEYS = {
  state: Object.keys(STATE_KEYS),
  turn: Object.keys(TURN_KEYS),
  unit: Object.keys(UNIT_KEYS),
  order: Object.keys(ORDER_KEYS),
  draw: Object.keys(DRAW_KEYS),
} as const;

type Draft<T> = { -readonly [K in keyof T]: T[K] };

export function patchState(s: State, p: Partial<State>): State {
  return {
    scenario: p.scenario !== undefined ? p.scenario : s.scenario,
    units: p.units !== undefined ? p.units : s.units,
    obstacles: p.obstacles !== undefined ? p.obstacles : s.obstacles,
    hands: p.hands !== undefined ? p.hands : s.hands,
    deck: p.deck !== undefined ? p.deck : s.deck,
    discard: p.discard !== undefined ? p.discard : s.discard,
    medals: p.medals !== undefined ? p.medals : s.medals,
    taken: p.taken !== undefined ? p.taken : s.taken,
    active: p.active !== undefined ? p.active : s.active,
    turns: p.turns !== undefined ? p.turns : s.turns,
    lastCard: p.lastCard !== undefined ? p.lastCard : s.lastCard,
    lastSection: p.lastSection !== undefined ? p.lastSection : s.lastSection,
    phase: p.phase !== undefined ? p.phase : s.phase,
    turn: p.turn !== undefined ? p.turn : s.turn,
  };
}

/**
 * A state from `s` with the fields that steps replace most often given explicitly: one literal,
 * so every state has the same shape and no patch object is read (see the header).
 */
function stateWith(
  s: State,
  units: State['units'],
  hands: State['hands'],
  deck: State['deck'],
  discard: State['discard'],
  active: State['active'],
  turns: State['turns'],
  lastCard: State['lastCard'],
  lastSection: State['lastSection'],
  phase: Phase,
  turn: Turn | null,
): State {
  return { scenario: s.scenario, units, obstacles: s.obstacles, hands, deck, discard, medals: s.medals, taken: s.taken, active, turns, lastCard, lastSection, phase, turn };
}

/** The state in a new phase: the commonest step. */
export function withPhase(s: State, phase: Phase): State {
  return stateWith(s, s.units, s.hands, s.deck, s.discard, s.active, s.turns, s.lastCard, s.lastSection, phase, s.turn);
}

/** The state with new units (a unit moved or was hit). */
export function withUnits(s: State, units: readonly Unit[]): State {
  return stateWith(s, units, s.hands, s.deck, s.discard, s.active, s.turns, s.lastCard, s.lastSection, s.phase, s.turn);
}

/** The state with a new turn record (orders given, moved, battled). */
export function withTurn(s: State, turn: Turn | null): State {
  return stateWith(s, s.units, s.hands, s.deck, s.discard, s.active, s.turns, s.lastCard, s.lastSection, s.phase, turn);
}

/** The state after a draw from the deck. */
export function withDeck(s: State, deck: State['deck']): State {
  return stateWith(s, s.units, s.hands, deck, s.discard, s.active, s.turns, s.lastCard, s.lastSection, s.phase, s.turn);
}

/** The state with new hands. */
export function withHands(s: State, hands: State['hands']): State {
  return stateWith(s, s.units, hands, s.deck, s.discard, s.active, s.turns, s.lastCard, s.lastSection, s.phase, s.turn);
}

/** The state with a new discard pile. */
export function withDiscard(s: State, discard: State['discard']): State {
  return stateWith(s, s.units, s.hands, s.deck, discard, s.active, s.turns, s.lastCard, s.lastSection, s.phase, s.turn);
}

/** The state as the other side's turn begins (no turn record yet). */
export function withNextSide(s: State, turns: State['turns'], active: State['active']): State {
  return stateWith(s, s.units, s.hands, s.deck, s.discard, active, turns, s.lastCard, s.lastSection, s.phase, null);
}

/** The state once a card is played. */
export function withPlayed(s: State, hands: State['hands'], lastCard: State['lastCard'], lastSection: State['lastSection'], turn: Turn): State {
  return stateWith(s, s.units, hands, s.deck, s.discard, s.active, s.turns, lastCard, lastSection, s.phase, turn);
}

export function patchTurn(t: Turn, p: Partial<Turn>): Turn {
  return turnWith(
    {
      card: p.card !== undefined ? p.card : t.card,
      effect: p.effect !== undefined ? p.effect : t.effect,
      mirror: p.mirror !== undefined ? p.mirror : t.mirror,
      orders: p.orders !== undefined ? p.orders : t.orders,
      slots: p.slots !== undefined ? p.slots : t.slots,
      anySlots: p.anySlots !== undefined ? p.anySlots : t.anySlots,
      section: p.section !== undefined ? p.section : t.section,
      finest: p.finest !== undefined ? p.finest : t.finest,
      fallback: p.fallback !== undefined ? p.fallback : t.fallback,
      picked: p.picked !== undefined ? p.picked : t.picked,
    },
    p.ambushed !== undefined ? p.ambushed : t.ambushed,
    p.secondMove !== undefined ? p.secondMove : t.secondMove,
  );
}

/** Optional flags stay absent unless set, as a spread would leave them. */
function turnWith(r: Draft<Turn>, ambushed: boolean | undefined, secondMove: boolean | undefined): Turn {
  if (ambushed !== undefined) r.ambushed = ambushed;
  if (secondMove !== undefined) r.secondMove = secondMove;
  return r;
}

/** The turn with new orders (the commonest turn update): no patch object read. */
export function withOrders(t: Turn, orders: readonly Order[]): Turn {
  const r: Draft<Turn> = {
    card: t.card,
    effect: t.effect,
    mirror: t.mirror,
    orders,
    slots: t.slots,
    anySlots: t.anySlots,
    section: t.section,
    finest: t.finest,
    fallback: t.fallback,
    picked: t.picked,
  };
  return turnWith(r, t.ambushed, t.secondMove);
}

/** An order after its unit moved (the commonest order update): a literal. */
export function movedOrder(o: Order, cost: number, stopped: boolean, canBattle: boolean): Order {
  return { unit: o.unit, start: o.start, moved: true, cost, stopped, canBattle, battles: o.battles, overrun: o.overrun };
}

export function patchUnit(u: Unit, p: Partial<Unit>): Unit {
  return {
    id: p.id !== undefined ? p.id : u.id,
    side: p.side !== undefined ? p.side : u.side,
    type: p.type !== undefined ? p.type : u.type,
    badge: p.badge !== undefined ? p.badge : u.badge,
    figures: p.figures !== undefined ? p.figures : u.figures,
    max: p.max !== undefined ? p.max : u.max,
    at: p.at !== undefined ? p.at : u.at,
    fixed: p.fixed !== undefined ? p.fixed : u.fixed,
    medals: p.medals !== undefined ? p.medals : u.medals,
    ignoresFlag: p.ignoresFlag !== undefined ? p.ignoresFlag : u.ignoresFlag,
  };
}

export function patchOrder(o: Order, p: Partial<Order>): Order {
  return {
    unit: p.unit !== undefined ? p.unit : o.unit,
    start: p.start !== undefined ? p.start : o.start,
    moved: p.moved !== undefined ? p.moved : o.moved,
    cost: p.cost !== undefined ? p.cost : o.cost,
    stopped: p.stopped !== undefined ? p.stopped : o.stopped,
    canBattle: p.canBattle !== undefined ? p.canBattle : o.canBattle,
    battles: p.battles !== undefined ? p.battles : o.battles,
    overrun: p.overrun !== undefined ? p.overrun : o.overrun,
  };
}

/** The draw phase after one more card (131 draws a game on Sainte-Mère-Église). */
export function drewCard(ph: DrawPhase, card: DrawPhase['drawn'][number]): DrawPhase {
  const drawn = appended(ph.drawn, card);
  return ph.who === undefined
    ? { kind: 'draw', left: ph.left - 1, recon: ph.recon, drawn }
    : { kind: 'draw', left: ph.left - 1, recon: ph.recon, drawn, who: ph.who };
}

/**
 * `a` and then the items of `b`, in an array made at its final size. A spread such as
 * `[...a, x]` copies `a` and then grows the copy to add `x`: two allocations where one will do.
 */
export function joined<T>(a: readonly T[], b: readonly T[]): T[] {
  const n = a.length;
  const out = new Array<T>(n + b.length);
  for (let i = 0; i < n; i++) out[i] = a[i] as T;
  for (let i = 0; i < b.length; i++) out[n + i] = b[i] as T;
  return out;
}

/** `a` with `x` at the end (see `joined`). */
export function appended<T>(a: readonly T[], x: T): T[] {
  const n = a.length;
  const out = new Array<T>(n + 1);
  for (let i = 0; i < n; i++) out[i] = a[i] as T;
  out[n] = x;
  return out;
}

/** `a` without its first `x` (a copy of `a` when it holds none), in place of a copy and a splice. */
export function withoutFirst<T>(a: readonly T[], x: T): T[] {
  const k = a.indexOf(x);
  if (k < 0) return a.slice();
  const out = new Array<T>(a.length - 1);
  for (let i = 0; i < k; i++) out[i] = a[i] as T;
  for (let i = k + 1; i < a.length; i++) out[i - 1] = a[i] as T;
  return out;
}

/** `n` empty slots, made at their size (`fill` on a new array is a slow call in V8). */
export function emptySlots<T>(n: number): (T | undefined)[] {
  const out = new Array<T | undefined>(n);
  for (let i = 0; i < n; i++) out[i] = undefined;
  return out;
}
