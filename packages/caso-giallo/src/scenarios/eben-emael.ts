/**
 * CG R5.1d, SB5.3l, SB6.3l, SB7.7c Eben Emael (hex 2928). Scenarios 1-2: the fort starts with its
 * Destroyed marker (SB5.3l). Scenario 3: the German rolls on the Eben Emael Destruction Table in the
 * paradrop segment of turn 1 only (SB7.7c; 3-6 destroy it, charts L5768-L5786); otherwise only a DE
 * in normal combat destroys it, and the Crossing Interdicted markers in 2828 and 3029 stay until then.
 * The fortified-line rules read `ebenEmaelDestroyed`.
 */
import { EBEN_EMAEL_TABLE } from '../data/tables.js';
import type { State } from '../state.js';
import { scenarioOf } from '../victory/index.js';

/** Is the fort destroyed (by the set-up marker or the scenario 3 roll)? */
export function ebenEmaelDestroyed(s: State): boolean {
  const n = scenarioOf(s);
  if (n === 1 || n === 2) return true;
  return s.campaign.ebenEmael === 'destroyed';
}

/** CG SB7.7c: the roll is due in scenario 3's turn-1 paradrop segment, once. */
export const ebenEmaelRollDue = (s: State): boolean => scenarioOf(s) === 3 && s.turn === 1 && s.campaign.ebenEmael === undefined;

/** CG SB7.7c: apply the Eben Emael Destruction Table to a die (1-6). */
export function rollEbenEmael(s: State, die: number): State {
  const destroyed = EBEN_EMAEL_TABLE[die - 1] === true;
  return { ...s, campaign: { ...s.campaign, ebenEmael: destroyed ? 'destroyed' : 'standing' } };
}
