/** Step losses (DDOB 6.32) and what follows from them (13.1 Infantry Losses box is derived from steps). */
import type { State } from './state.js';
import { setUnit } from './core.js';

/**
 * Removes `n` steps; a unit with no step left is eliminated with its Hero marker (11.11). `fire`: the
 * loss comes from German fire and marks the unit for this Fire Phase (6.34) in the same copy.
 */
export function loseSteps(s: State, id: string, n = 1, fire = false): State {
  const u = s.us[id];
  if (!u) return s;
  if (u.loc.kind === 'out') return fire ? setUnit(s, { ...u, lostThisFire: true }) : s;
  const steps = Math.max(0, u.steps - n);
  if (steps === 0)
    return setUnit(s, fire ? { ...u, steps: 0, loc: { kind: 'out', why: 'eliminated' }, hero: 'none', disrupted: 'no', climb: 'none', lostThisFire: true } : { ...u, steps: 0, loc: { kind: 'out', why: 'eliminated' }, hero: 'none', disrupted: 'no', climb: 'none' });
  return setUnit(s, fire ? { ...u, steps, lostThisFire: true } : { ...u, steps });
}
