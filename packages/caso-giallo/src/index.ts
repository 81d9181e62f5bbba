/**
 * Case Yellow, 1940 (GMT Games, 2011; Italian edition "Caso Giallo, 1940") on the Esagono protocol.
 * Playable: scenarios 1-3 (CG SB5-SB7) on the stand-in big map and Scenario 4, Fortress Holland (CG SB8).
 * Data with provenance: data/, map/, setup/.
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
export { scenarios, SCENARIO_DATA, FORTRESS_HOLLAND, HISTORICAL, BETTER_INFORMATION, HYPOTHETICAL } from './scenarios/index.js';
export { MAIN_PLACEMENTS } from './scenarios/main.js';
export * from './state.js';
export * from './data/provenance.js';
export * from './data/tables.js';
export * from './data/terrain.js';
export * from './map/schema.js';
export { compileBoard, hexOfId, idOfHex, riverAt, crossingAt, DIRECTION_NAMES, type Board, type BoardResult } from './map/board.js';
export { FORTRESS_HOLLAND_MAP } from './map/fortress-holland.js';
export { MAIN_MAP_S12, MAIN_MAP_S3, DYLE_LINE, GARRISON } from './map/main-map.js';
export { MAIN_COUNTERS } from './setup/main-counters.js';
export { CounterSchema, ManifestSchema, FORTRESS_HOLLAND_COUNTERS, type Counter, type Side } from './setup/counters.js';
export { SetupSchema as ScenarioSetupSchema, PlacementSchema, type SetupData } from './setup/schema.js';
export { oddsIndex, columnLabel, finalOdds, type Odds, type Shift } from './combat/odds.js';
export { combatOdds } from './combat/declare.js';
export { captureTrack, victoryLevel, removeDisruption, bridgeheadCrossings, crossBridgehead, closeCrossings, type VictoryLevel } from './endphase/index.js';
export { drawOutcomes, germanModes, barredSide } from './sequence/chits.js';
export { traceLineOfSupply, traceLineOfCommunication, lineOfCommunicationField, traceAttackSupply } from './supply/index.js';
export { MapFactsSchema, MAIN_MAP_FACTS, type MapFacts } from './map/main-facts.js';
export { conformanceOptions, describeState, stateKind } from './conformance.js';
export { ReinforcementSchema, ReinforcementEntrySchema, TURN_TRACK_FACTS, DYNAMO, REINFORCEMENTS, REINFORCEMENTS_S3, type Reinforcement } from './data/schedules.js';
export { SCENARIO_PARAMS, VP_SCHEDULE, type ChitSchedule } from './data/scenario-params.js';
export { campaignOutcome, objectives, parisHexes, scoreTurn, rollVp, dutchSurrender, maginotCorpsNear, isExitHex, scenarioOf } from './victory/index.js';
export { RESERVE, entryHexes, nextReinforcement, nextTurn, rollAir, rollChits, campaignEndPhase } from './sequence/turn.js';
export * from './present/index.js';
export { LAB_MAP, LAB_COUNTERS, LAB_DATA } from './lab/index.js';
export {
  lineRules, supplyReach, interdictedCrossing, fortifiedOwner, generalSources, inGeneralSupply, supplyPhase, isOutOfSupply, attackSupply, supplyShift,
  type AttackSupplyCheck,
} from './supply/index.js';
