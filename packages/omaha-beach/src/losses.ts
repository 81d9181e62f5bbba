/** Step losses (DDOB 6.32) and what follows from them (13.1 Infantry Losses box is derived from steps). */
import type { State, UsUnitState } from './state.js';
import { setUnit } from './core.js';

/**
 * Removes `n` steps; a unit with no step left is eliminated with its Hero marker (11.11). `fire`: the
 * loss comes from German fire and marks the unit for this Fire Phase (6.34) in the same copy.
 */
export function loseSteps(s: State, id: string, n = 1, fire = false): State {
  const u = s.us[id];
  if (!u) return s;
  const after = afterLoss(u, n, fire);
  return after === u ? s : setUnit(s, after);
}

/** The unit after losing `n` steps as `loseSteps` says (the same object when nothing changes), for callers batching several units in one copy. */
export function afterLoss(u: UsUnitState, n = 1, fire = false): UsUnitState {
  if (u.loc.kind === 'out') return fire ? { ...u, lostThisFire: true } : u;
  const steps = Math.max(0, u.steps - n);
  if (steps === 0)
    return fire ? { ...u, steps: 0, loc: { kind: 'out', why: 'eliminated' }, hero: 'none', disrupted: 'no', climb: 'none', lostThisFire: true } : { ...u, steps: 0, loc: { kind: 'out', why: 'eliminated' }, hero: 'none', disrupted: 'no', climb: 'none' };
  return fire ? { ...u, steps, lostThisFire: true } : { ...u, steps };
}
