/** Armour overrun (M44 p.11 [L441-465]; digest A25). */
import { unitRow } from '../data/units.js';
import type { BoardInfo } from '../board/static.js';
import { battleAfterEntry } from '../movement/movement.js';
import { orderOf, unitAt } from '../util/helpers.js';
import { unitTargets } from './targets.js';
import type { AttackCtx, Order, State } from '../state.js';

/**
 * After taking ground into `hex`, armour may battle again, once per turn, unless the hex forbids
 * battle on entry, and only if it has a target (M44 p.11 [L443-449]).
 */
export function mayOverrun(s: State, b: BoardInfo, atk: AttackCtx, unit: number, hex: number): boolean {
  const a = unitAt(s, unit);
  const o = orderOf(s.turn, unit) as Order;
  if (!unitRow(a.type).mayOverrun || atk.overrun || o.overrun || !battleAfterEntry(b, a, hex)) return false;
  return unitTargets(s, b, unit).length > 0;
}
