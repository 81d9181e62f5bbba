/**
 * Copies of the state's records with some fields replaced. Written as object literals on purpose:
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

function assign<T extends object>(r: Draft<T>, p: Partial<T>): T {
  for (const k in p) (r as Record<string, unknown>)[k] = (p as Record<string, unknown>)[k];
  return r as T;
}

export function patchState(s: State, p: Partial<State>): State {
  const r: Draft<State> = {
    scenario: s.scenario,
    units: s.units,
    obstacles: s.obstacles,
    hands: s.hands,
    deck: s.deck,
    discard: s.discard,
    medals: s.medals,
    taken: s.taken,
    active: s.active,
    turns: s.turns,
    lastCard: s.lastCard,
    phase: s.phase,
    turn: s.turn,
  };
  return assign(r, p);
}

/** The state in a new phase: the commonest step, so without the generic patch loop. */
export function withPhase(s: State, phase: Phase): State {
  return {
    scenario: s.scenario,
    units: s.units,
    obstacles: s.obstacles,
    hands: s.hands,
    deck: s.deck,
    discard: s.discard,
    medals: s.medals,
    taken: s.taken,
    active: s.active,
    turns: s.turns,
    lastCard: s.lastCard,
    phase,
    turn: s.turn,
  };
}

/** The state with new units (a unit moved or was hit): a literal, as withPhase. */
export function withUnits(s: State, units: readonly Unit[]): State {
  return {
    scenario: s.scenario,
    units,
    obstacles: s.obstacles,
    hands: s.hands,
    deck: s.deck,
    discard: s.discard,
    medals: s.medals,
    taken: s.taken,
    active: s.active,
    turns: s.turns,
    lastCard: s.lastCard,
    phase: s.phase,
    turn: s.turn,
  };
}

/** The state with a new turn record (orders given, moved, battled): a literal, as withPhase. */
export function withTurn(s: State, turn: Turn | null): State {
  return {
    scenario: s.scenario,
    units: s.units,
    obstacles: s.obstacles,
    hands: s.hands,
    deck: s.deck,
    discard: s.discard,
    medals: s.medals,
    taken: s.taken,
    active: s.active,
    turns: s.turns,
    lastCard: s.lastCard,
    phase: s.phase,
    turn,
  };
}

export function patchTurn(t: Turn, p: Partial<Turn>): Turn {
  const r: Draft<Turn> = {
    card: t.card,
    effect: t.effect,
    mirror: t.mirror,
    orders: t.orders,
    slots: t.slots,
    anySlots: t.anySlots,
    section: t.section,
    finest: t.finest,
    fallback: t.fallback,
    picked: t.picked,
  };
  // Optional flags stay absent unless set, as a spread would leave them.
  if (t.ambushed !== undefined) r.ambushed = t.ambushed;
  if (t.secondMove !== undefined) r.secondMove = t.secondMove;
  return assign(r, p);
}

export function patchUnit(u: Unit, p: Partial<Unit>): Unit {
  const r: Draft<Unit> = {
    id: u.id,
    side: u.side,
    type: u.type,
    badge: u.badge,
    figures: u.figures,
    max: u.max,
    at: u.at,
    fixed: u.fixed,
    medals: u.medals,
    ignoresFlag: u.ignoresFlag,
  };
  return assign(r, p);
}

export function patchOrder(o: Order, p: Partial<Order>): Order {
  const r: Draft<Order> = {
    unit: o.unit,
    start: o.start,
    moved: o.moved,
    cost: o.cost,
    stopped: o.stopped,
    canBattle: o.canBattle,
    battles: o.battles,
    overrun: o.overrun,
  };
  return assign(r, p);
}

/** The draw phase after one more card (131 draws a game on Sainte-Mère-Église). */
export function drewCard(ph: DrawPhase, card: DrawPhase['drawn'][number]): DrawPhase {
  const drawn = [...ph.drawn, card];
  return ph.who === undefined
    ? { kind: 'draw', left: ph.left - 1, recon: ph.recon, drawn }
    : { kind: 'draw', left: ph.left - 1, recon: ph.recon, drawn, who: ph.who };
}
