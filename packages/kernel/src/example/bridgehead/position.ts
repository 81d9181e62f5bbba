/**
 * Derived views of the position, rebuilt from the state when needed (the state keeps only the
 * unit list): stacks by hex (BH 4) and enemy zones of control (BH 5.2).
 */
import { zocMap } from '../../movement/zoc.js';
import { StackIndex } from '../../stacking/stack.js';
import { BOARD, acrossRiver } from './data/board.js';
import { other, type Player, type State, type Unit } from './state.js';

export const stacks = (s: State): StackIndex<Unit> => StackIndex.of(s.units, { loc: (u) => u.loc, side: (u) => u.side });

export const unitById = (s: State, id: string): Unit | undefined => s.units.find((u) => u.id === id);

/** BH 5.2: the hexes in `side`'s enemies' ZOC: every hex adjacent to an enemy unit, not across the river. */
export function enemyZoc(s: State, side: Player, negatedByFriends = false): Uint8Array {
  const idx = stacks(s);
  return zocMap(BOARD, idx.locationsOf(other(side)), {
    blockedSides: acrossRiver,
    ...(negatedByFriends ? { negatedBy: idx.locationsOf(side) } : {}),
  });
}

/** Replaces units by id (an immutable update of the unit list). */
export function withUnits(s: State, changed: readonly Unit[]): State {
  const byId = new Map(changed.map((u) => [u.id, u]));
  return { ...s, units: s.units.map((u) => byId.get(u.id) ?? u) };
}

/** BH 2: a unit loses one step, and is eliminated (location -1) with its last. */
export function loseStep(u: Unit): Unit {
  const steps = u.steps - 1;
  return steps <= 0 ? { ...u, steps: 0, loc: -1 } : { ...u, steps };
}
