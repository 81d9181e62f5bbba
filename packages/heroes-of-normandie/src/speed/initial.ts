/**
 * The opening state of a scenario, built once per frozen scenario object. The set-up draws no
 * chance (the opening hands are `chance` moves after it, HoN p.4 L262), so a scenario's opening
 * state is a function of the scenario alone; states are never mutated, so every game may start from
 * the same one. An unfrozen scenario (which might change between calls) is built every time.
 */
import type { SetupResult } from '@esagono/kernel';
import type { Scenario } from '../data/schemas.js';
import type { State } from '../state.js';
import { buildState } from '../setup/build.js';
import { battlefieldContext } from '../context.js';

export function openingState(sc: Scenario): SetupResult<State> {
  if (!Object.isFrozen(sc)) return buildState(sc);
  // Kept in the context of the scenario's battlefield, which the opening state carries.
  const opening = battlefieldContext(sc.battlefield).openings;
  let r = opening.get(sc);
  if (r === undefined) {
    r = buildState(sc);
    opening.set(sc, r);
  }
  return r;
}
