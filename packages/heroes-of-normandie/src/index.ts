/**
 * Heroes of Normandie (Devil Pig Games) on the Esagono protocol: the rules engine (`game`), the
 * free scenario (`scenarios`), the data formats (zod schemas) and the rulebook's tables as data.
 */
export const meta = {
  id: 'heroes-of-normandie',
  name: 'Heroes of Normandie',
  publisher: 'Devil Pig Games',
  /** Prefix of rule references in code, errors and tests: page and line of the Italian rulebook, e.g. `HoN p.6 L408`. */
  ruleRef: 'HoN',
  status: 'partial',
} as const;

export { game, moveKey } from './game.js';
export { determinize } from './hidden.js';
export { scenarios, FREE_SKIRMISH, FREE_SKIRMISH_EQUIPPED } from './scenarios/free.js';
export * from './state.js';
export type { View, UnitView } from './view.js';
export * from './data/schemas.js';
export * from './data/provenance.js';
export { CONSTANTS } from './data/constants.js';
export * from './data/tables.js';
export * from './data/catalogue.js';
export { ROSTER, EX1_COUNTER } from './data/roster.js';
export { TILES, OPTIONS, HEROES } from './data/recruitment.js';
export { CARDS, standardDeck } from './data/cards.js';
export { TERRAIN_TILES } from './data/terrain.js';
export { armyCost, armyProblems, armyUnits, armyGroups } from './recruitment/army.js';
export { deckProblems, aaShootsDown } from './cards/deck.js';
export { assaultOdds, assaultOutcomes, assaultWinner } from './combat/assault.js';
export { fireResult, longRangePenalty, facingDefense, suppressiveResult } from './combat/fire.js';
export { sight } from './map/sight.js';
export { compileBoard } from './map/board.js';
export * from './present/index.js';
