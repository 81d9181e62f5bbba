/**
 * CG R5.1d, SB5.3l, SB6.3l, SB7.7c Eben Emael (hex 2928). Scenarios 1-2: the fort starts with its
 * Destroyed marker (SB5.3l). Scenario 3: the German rolls on the Eben Emael Destruction Table in the
 * paradrop segment of turn 1 only (SB7.7c; 3-6 destroy it, charts L5768-L5786); otherwise only a DE
 * in normal combat destroys it, and the Crossing Interdicted markers in 2828 and 3029 stay until then.
 * The fortified-line rules read `ebenEmaelDestroyed`.
 */
import { EBEN_EMAEL_TABLE } from '../data/tables.js';
import { rulebook } from '../data/provenance.js';
import { boardOf } from '../position.js';
import type { State } from '../state.js';
import { scenarioOf } from '../victory/index.js';

/** CG R2.2d: the fort's hex. */
export const EBEN_EMAEL_HEX = '2928';

/**
 * Crossing Interdicted markers of the set-up: SB5.3k, SB6.3k one in 3030; SB7.3l in 3030, 3629,
 * 3830 and 4032 (they come off as the next turn's markers would, R5.1c).
 */
export const SETUP_INTERDICTION = Object.freeze({
  1: ['3030'],
  2: ['3030'],
  3: ['3030', '3629', '3830', '4032'],
  provenance: rulebook('CG SB5.3k L3037, SB6.3k L3630, SB7.3l L4156'),
});

/** CG SB7.3l, SB7.7c: the standing fort's two markers, in 2828 and 3029, until a DE destroys it. */
export const EBEN_EMAEL_INTERDICTION = Object.freeze({ hexes: ['2828', '3029'], provenance: rulebook('CG SB7.3l L4158-L4164, SB7.7c L4303-L4306') });

/** Is the fort destroyed (by the set-up marker, the scenario 3 roll, or a DE in combat, R11.7)? */
export function ebenEmaelDestroyed(s: State): boolean {
  const n = scenarioOf(s);
  if (n === 1 || n === 2) return true;
  if (s.campaign.ebenEmael === 'destroyed') return true;
  const b = boardOf(s);
  return n === 3 && (s.fortDestroyed ?? []).includes(b.loc(EBEN_EMAEL_HEX));
}

/** CG SB7.3l, SB7.7c: the hexes a standing Eben Emael interdicts (none once it is destroyed; scenario 3 only). */
export function ebenEmaelInterdiction(s: State): number[] {
  if (scenarioOf(s) !== 3 || ebenEmaelDestroyed(s)) return [];
  const b = boardOf(s);
  return EBEN_EMAEL_INTERDICTION.hexes.map((id) => b.loc(id)).filter((l) => l >= 0);
}

/**
 * The set-up's markers (CG SB5.3k-l, SB6.3k-l, SB7.3l): Crossing Interdicted markers, and in
 * scenarios 1-2 the Eben Emael Destroyed marker (the fort's line is destroyed, R11.7).
 */
export function setupMarkers(s: State): State {
  const n = scenarioOf(s);
  if (n === 4) return s;
  const b = boardOf(s);
  const interdicted = SETUP_INTERDICTION[n].map((id) => b.loc(id)).filter((l) => l >= 0);
  const fort = b.loc(EBEN_EMAEL_HEX);
  const destroyed = n !== 3 && fort >= 0 ? { fortDestroyed: [...(s.fortDestroyed ?? []), fort] } : {};
  return { ...s, interdicted, ...destroyed };
}

/** CG SB7.7c: the roll is due in scenario 3's turn-1 paradrop segment, once. */
export const ebenEmaelRollDue = (s: State): boolean => scenarioOf(s) === 3 && s.turn === 1 && s.campaign.ebenEmael === undefined;

/** CG SB7.7c: apply the Eben Emael Destruction Table to a die (1-6). */
export function rollEbenEmael(s: State, die: number): State {
  const destroyed = EBEN_EMAEL_TABLE[die - 1] === true;
  const next: State = { ...s, campaign: { ...s.campaign, ebenEmael: destroyed ? 'destroyed' : 'standing' } };
  // A destroyed fort's line is destroyed too (CG R11.7, the fortified-line rules read `fortDestroyed`).
  const fort = boardOf(s).loc(EBEN_EMAEL_HEX);
  return destroyed && fort >= 0 ? { ...next, fortDestroyed: [...(s.fortDestroyed ?? []), fort] } : next;
}
