/**
 * D-Day at Omaha Beach (Decision Games, 3rd edition 2017) on the Esagono protocol. Rule references
 * are cited `DDOB n.n` after the Italian rulebook's sections.
 */
export const meta = {
  id: 'omaha-beach',
  name: 'D-Day at Omaha Beach',
  publisher: 'Decision Games, 3rd edition',
  /** Prefix of rule references in code, errors and tests, e.g. `DDOB 6.31`. */
  ruleRef: 'DDOB',
  status: 'partial',
} as const;

export * from './cards/index.js';
export * from './data/index.js';
export * from './map/index.js';
export * from './state.js';
export { game, PLAYERS, legalMovesOf, chanceOutcomesOf, type Player, type View, type OmahaEvent } from './game.js';
export { scenarios, initialState } from './setup/index.js';
export { settle } from './sequence/index.js';
export { victoryPoints, infantryLosses, catastrophe, vpControlled } from './victory/index.js';
export { sectorFire, fireCandidates, hitLimit, artilleryCalibres } from './fire/index.js';
export { readAttack, continueAttack, doubling } from './combat/index.js';
export { landingChecks, landAll, placementBoxes, applyLandingResult } from './landing/index.js';
export { germanLoc, usControlled } from './control/index.js';
export { clearable } from './engineers/index.js';
export { applyEvent } from './events/index.js';
export { conformanceOptions, describeState, perturbHidden } from './conformance.js';
export * from './present/index.js';
export { determinize } from './hidden.js';
export { finalVictoryPoints } from './victory/index.js';
