/**
 * The units of a side that may still move this Movement Phase: on the map and not yet moved
 * (N44 9.1: each unit moves once a phase), in unit-list order. Kept per unit list in the game context
 * (context.ts), so that the Movement listing walks these tens of units, not the whole list with its
 * units in Britain, in the Reinforcement box and eliminated (a unit list is never mutated).
 */
import { contextOf, type UnitLineage } from '../context.js';
import { onMap } from '../position.js';
import type { Player, State, UnitState } from '../state.js';

/** `side`'s units on the map that have not moved, in unit-list order (N44 9.1). */
export function unmovedUnits(s: State, side: Player): readonly UnitState[] {
  const bySide = contextOf(s).unmoved;
  let memo = bySide.get(s.units);
  if (!memo) bySide.set(s.units, (memo = {}));
  let list = memo[side];
  if (!list) list = memo[side] = fromParent(s, side) ?? s.units.filter((u) => isUnmoved(u, side));
  return list;
}

/** Is `u` one of `side`'s units on the map not yet moved (N44 9.1)? */
export const isUnmoved = (u: UnitState, side: Player): boolean => u.side === side && onMap(u) && !u.moved;

/** Is a unit that `from` changed an unmoved unit of `side` in `s` (one entering the map, say, N44 6.6)? Then a parent's answer per unmoved unit cannot be carried. */
export function unmovedAmong(s: State, from: UnitLineage, side: Player): boolean {
  const changed = from.changed;
  for (let c = 0; c < changed.length; c++) if (isUnmoved(s.units[changed[c] as number] as UnitState, side)) return true;
  return false;
}

/**
 * After a move (context.ts `lineages`): the parent list's unmoved units without the changed ones, when
 * no changed unit is unmoved now (a unit that moved is done for the phase, N44 9.1); else undefined.
 */
function fromParent(s: State, side: Player): readonly UnitState[] | undefined {
  const game = contextOf(s);
  const from = game.lineages.get(s.units);
  if (from === undefined) return undefined;
  const before = game.unmoved.get(from.parent)?.[side];
  if (before === undefined) return undefined;
  const changed = from.changed;
  // The one unit a move changed, mostly: the parent's list without it, copied by hand (no closure, no search per unit).
  let gone: UnitState | null = null;
  let more = false;
  for (let c = 0; c < changed.length; c++) {
    const i = changed[c] as number;
    if (isUnmoved(s.units[i] as UnitState, side)) return undefined;
    const x = from.parent[i] as UnitState;
    if (!isUnmoved(x, side)) continue;
    if (gone === null) gone = x;
    else more = true;
  }
  if (gone === null) return before;
  if (more) {
    const left = new Set<UnitState>();
    for (let c = 0; c < changed.length; c++) left.add(from.parent[changed[c] as number] as UnitState);
    return before.filter((u) => !left.has(u));
  }
  const at = before.indexOf(gone);
  const out: UnitState[] = [];
  for (let k = 0; k < before.length; k++) if (k !== at) out.push(before[k] as UnitState);
  return out;
}
