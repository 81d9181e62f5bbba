/**
 * BH 5 Movement. BH 5.1: each unit may move once per movement phase, up to its movement
 * allowance; a hex costs 1, +1 across the river (not at the bridge); no unit enters an enemy
 * hex; a move may pass through friends but must end in a legal stack (BH 4). BH 5.2: entering an
 * enemy zone of control ends a move (the kernel's `zocStop` policy).
 */
import { Occupancy } from '../../../movement/retreat.js';
import { reach } from '../../../movement/search.js';
import type { MovePolicy, StepCost } from '../../../movement/policy.js';
import { BOARD, acrossRiver } from '../data/board.js';
import { STACKING } from '../data/stacking.js';
import { KIND_TABLE } from '../data/units.js';
import { enemyZoc, stacks } from '../position.js';
import type { State, Unit } from '../state.js';

const POLICIES: readonly MovePolicy[] = [{ kind: 'zocStop', rule: 'BH 5.2' }];

/** Every hex `unit` may end its move in, ascending (BH 5.1, 5.2, 4). */
export function moveDestinations(s: State, unit: Unit): number[] {
  if (unit.loc < 0 || s.moved.includes(unit.id)) return [];
  const idx = stacks(s);
  const enemy = idx.occupancy(BOARD, unit.side);
  const cost: StepCost = (from, to, dir) => (enemy[to] === Occupancy.enemy ? Infinity : acrossRiver(from, dir) ? 2 : 1);
  const r = reach(BOARD, unit.loc, KIND_TABLE[unit.kind].mp, cost, { zoc: enemyZoc(s, unit.side), policies: POLICIES });
  return r.destinations().filter((to) => idx.canEnter(to, unit.side, [unit], STACKING));
}
