/**
 * Sostituto (HoN p.15 L1311-1315): a hit on a heavy-weapon unit (red border) may go to a unit with
 * the ability within 2 squares; not when the heavy weapon loses an Assault, and not a Kill Shot [A41].
 */
import { CONSTANTS } from '../data/constants.js';
import type { State, Unit } from '../state.js';
import { counterOf, hasAbility } from '../units.js';

export function substitutes(s: State, t: Unit): Unit[] {
  if (counterOf(t).border !== 'heavyWeapon') return [];
  return s.units.filter((u) => u.alive && u.owner === t.owner && u.id !== t.id && hasAbility(u, 'substitute') && Math.max(Math.abs(u.x - t.x), Math.abs(u.y - t.y)) <= CONSTANTS.substituteRadius.value);
}

