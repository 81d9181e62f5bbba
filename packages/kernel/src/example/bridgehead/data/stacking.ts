/** BH 4 Stacking: at most 2 units and 3 stacking points (armor 2, others 1) per side in a hex. */
import type { StackingRules } from '../../../stacking/stack.js';
import type { Unit } from '../state.js';
import { KIND_TABLE } from './units.js';

export const STACKING: StackingRules<Unit> = {
  limits: [
    { id: 'units', rule: 'BH 4', count: () => 1, max: 2 },
    { id: 'points', rule: 'BH 4', count: (u) => KIND_TABLE[u.kind].points, max: 3 },
  ],
};
