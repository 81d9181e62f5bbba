/**
 * Normandy '44 (GMT Games, 2010) on the Esagono protocol: every table and the counter manifest as
 * typed data with provenance, the map and set-up formats with a stand-in Cotentin map, and the
 * Cherbourg scenario (N44 26) playable end to end.
 */
export const meta = {
  id: 'normandy44',
  name: "Normandy '44",
  publisher: 'GMT Games, 2010',
  /** Prefix of rule references in code, errors and tests, e.g. `N44 8.2`. */
  ruleRef: 'N44',
  status: 'partial',
} as const;

export * from './data/provenance.js';
export * from './data/tables.js';
export * from './data/counters.js';
export * from './data/cards.js';
export * from './map/index.js';
export * from './state.js';
export { game } from './game.js';
export { cherbourgSetup, scenarios } from './setup/cherbourg.js';
export { odds, rawColumn, finalColumn, attackerFactors, defenceStrength, shifts, type Odds, type Shift } from './combat/odds.js';
export { moveDestinations, stepCost, movementAllowance } from './movement/movement.js';
export { inSupply, lineOfSupply, cherbourgLinked } from './supply/supply.js';
export { unitInfo, faceFor, type UnitInfo } from './units.js';
export * from './present/index.js';
