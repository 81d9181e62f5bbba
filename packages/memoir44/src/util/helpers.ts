/** Small state updates shared by the steps of a turn: plumbing, no rule (the rules import it, never the reverse). */
import { movedOrder, patchOrder, withOrders, withTurn } from './copy.js';
import type { Order, Player, State, Turn, Unit } from '../state.js';

/** A per-side record with one side replaced (plain literal: computed-key spreads are slow in V8). */
export function withSide<T>(rec: Readonly<Record<Player, T>>, side: Player, value: T): Record<Player, T> {
  return side === 'allies' ? { allies: value, axis: rec.axis } : { allies: rec.allies, axis: value };
}

export function unitAt(s: State, i: number): Unit {
  const u = s.units[i];
  if (!u) throw new Error(`no unit ${i}`);
  return u;
}

export function orderOf(t: Turn | null, unit: number): Order | undefined {
  return t?.orders.find((o) => o.unit === unit);
}

export function setOrder(s: State, unit: number, patch: Partial<Order>): State {
  const t = s.turn;
  if (!t) return s;
  return withTurn(s, withOrders(t, t.orders.map((o) => (o.unit === unit ? patchOrder(o, patch) : o))));
}

/** setOrder for a unit that has just moved (every move step). */
export function setMoved(s: State, unit: number, cost: number, stopped: boolean, canBattle: boolean): State {
  const t = s.turn;
  if (!t) return s;
  return withTurn(s, withOrders(t, t.orders.map((o) => (o.unit === unit ? movedOrder(o, cost, stopped, canBattle) : o))));
}
