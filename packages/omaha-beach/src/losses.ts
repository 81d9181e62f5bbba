/** Step losses (DDOB 6.32) and what follows from them (13.1 Infantry Losses box is derived from steps). */
import type { State } from './state.js';

/** Removes `n` steps; a unit with no step left is eliminated with its Hero marker (11.11). */
export function loseSteps(s: State, id: string, n = 1): State {
  const u = s.us[id];
  if (!u || u.loc.kind === 'out') return s;
  const steps = Math.max(0, u.steps - n);
  if (steps === 0) return { ...s, us: { ...s.us, [id]: { ...u, steps: 0, loc: { kind: 'out', why: 'eliminated' }, hero: 'none', disrupted: 'no', climb: 'none' } } };
  return { ...s, us: { ...s.us, [id]: { ...u, steps } } };
}
