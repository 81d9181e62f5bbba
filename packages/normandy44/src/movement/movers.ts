/**
 * The units of a side that may still move this Movement Phase: on the map and not yet moved
 * (N44 9.1: each unit moves once a phase), in unit-list order. Kept per unit list in the game context
 * (context.ts), so that the Movement listing walks these tens of units, not the whole list with its
 * units in Britain, in the Reinforcement box and eliminated (a unit list is never mutated).
 */
import { contextOf } from '../context.js';
import { onMap } from '../position.js';
import type { Player, State, UnitState } from '../state.js';

/** `side`'s units on the map that have not moved, in unit-list order (N44 9.1). */
export function unmovedUnits(s: State, side: Player): readonly UnitState[] {
  const bySide = contextOf(s).unmoved;
  let memo = bySide.get(s.units);
  if (!memo) bySide.set(s.units, (memo = {}));
  let list = memo[side];
  if (!list) {
    const found: UnitState[] = [];
    for (const u of s.units) if (u.side === side && onMap(u) && !u.moved) found.push(u);
    list = memo[side] = found;
  }
  return list;
}
