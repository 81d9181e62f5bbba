/**
 * CG R5.1b, R5.2, SB5.5b, SB6.5, SB7.5b: the Allied air pool of scenarios 1-3. The assets a turn
 * brings (SB5.5b: one on turn 1, both from turn 2 until Dynamo, none while Dynamo holds, the French
 * one alone after it; SB7.5b: a roll on the Variable Air Asset table) less each Allied asset on
 * the Turn Track (R5.1b) first serve Crossing Interdiction (R5.1c); the ones the Allied player
 * does not spend there give tactical support in combat (R5.2, R11.3c), one shift each, at his choice.
 */
import { SCENARIO_PARAMS } from '../data/scenario-params.js';
import { VARIABLE_AIR } from '../data/tables.js';
import { dynamoActive } from '../dynamo/index.js';
import type { State } from '../state.js';
import { scenarioOf } from '../victory/index.js';
import { airAvailability } from './interdiction.js';

/** CG SB5.5b: after Dynamo ends only the French asset comes back (AASF-a never does). */
export const ALLIED_AIR_AFTER_DYNAMO = 1;

/** CG SB5.5b, SB6.5: the Allied assets a scenario 1-2 turn brings before the Turn Track is counted. */
export function alliedAirBase(s: State): number {
  const p = SCENARIO_PARAMS[1].alliedAir;
  if (s.dynamo) return dynamoActive(s) ? 0 : ALLIED_AIR_AFTER_DYNAMO;
  return s.turn === 1 ? p.turn1 : p.later;
}

/** CG SB7.5b: the Variable Air Asset table's Allied column for this turn. */
export function alliedAirRolled(s: State, die: number): number {
  const column = s.turn <= 2 ? VARIABLE_AIR.alliedTurns1to2 : VARIABLE_AIR.alliedTurns3to10;
  return column[Math.min(6, Math.max(1, die)) - 1] as number;
}

/** CG R5.1b: the pool of a scenario 1-2 turn (R13.2b: none while Dynamo holds). */
export const alliedAirPool = (s: State): number => airAvailability(s, 'allied', alliedAirBase(s));

/** CG SB7.5b, R5.1b: scenario 3's Allied roll sets the pool, less the assets on the Turn Track. */
export const rollAlliedAir = (s: State, die: number): State => ({ ...s, alliedAir: airAvailability(s, 'allied', alliedAirRolled(s, die)) });

/** CG R5.1b: the turn-1 pool of scenarios 1-2 (scenario 3 rolls, scenario 4 has no Allied air). */
export function initialAlliedAir(s: State): State {
  const n = scenarioOf(s);
  return n === 1 || n === 2 ? { ...s, alliedAir: alliedAirPool(s) } : s;
}

/** CG R5.2, R11.3c: one Allied asset committed to a combat. */
export const spendAlliedAir = (s: State): State => ({ ...s, alliedAir: Math.max(0, (s.alliedAir ?? 0) - 1) });
