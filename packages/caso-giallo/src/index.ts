/**
 * Case Yellow, 1940 (GMT Games, 2011; Italian edition "Caso Giallo, 1940") on the Esagono protocol.
 * Playable: Scenario 4, Fortress Holland (CG SB8). Data with provenance: data/, map/, setup/.
 */
export const meta = {
  id: 'caso-giallo',
  name: 'Case Yellow, 1940',
  publisher: 'GMT Games, 2011',
  /** Prefix of rule references in code, errors and tests, e.g. `CG R11.3`. */
  ruleRef: 'CG',
  status: 'partial',
} as const;

export { game, setupState, bridgeheadTargets } from './game.js';
export { scenarios, SCENARIO_DATA, FORTRESS_HOLLAND } from './scenarios/index.js';
export * from './state.js';
export * from './data/provenance.js';
export * from './data/tables.js';
export * from './data/terrain.js';
export * from './map/schema.js';
export { compileBoard, hexOfId, idOfHex, riverAt, crossingAt, DIRECTION_NAMES, type Board, type BoardResult } from './map/board.js';
export { FORTRESS_HOLLAND_MAP } from './map/fortress-holland.js';
export { CounterSchema, ManifestSchema, FORTRESS_HOLLAND_COUNTERS, type Counter, type Side } from './setup/counters.js';
export { SetupSchema as ScenarioSetupSchema, PlacementSchema, type SetupData } from './setup/schema.js';
export { oddsIndex, columnLabel, finalOdds, type Odds, type Shift } from './combat/odds.js';
export { combatOdds } from './combat/declare.js';
export { captureTrack, victoryLevel, removeDisruption, bridgeheadCrossings, crossBridgehead, type VictoryLevel } from './endphase/index.js';
export { drawOutcomes, germanModes, barredSide } from './sequence/chits.js';
export { traceLineOfSupply, traceLineOfCommunication, traceAttackSupply } from './supply/index.js';
export { MapFactsSchema, MAIN_MAP_FACTS, type MapFacts } from './map/main-facts.js';
export { conformanceOptions, describeState, stateKind } from './conformance.js';
export { ReinforcementSchema, TURN_TRACK_FACTS, DYNAMO, REINFORCEMENTS, type Reinforcement } from './data/schedules.js';
export { SCENARIO_PARAMS, type ChitSchedule } from './data/scenario-params.js';
export { describeMove, describeTurn } from './describe.js';
export { LAB_MAP, LAB_COUNTERS, LAB_DATA } from './lab/index.js';
export {
  lineRules, supplyReach, interdictedCrossing, fortifiedOwner, generalSources, inGeneralSupply, supplyPhase, isOutOfSupply, attackSupply, supplyShift,
  type AttackSupplyCheck,
} from './supply/index.js';
