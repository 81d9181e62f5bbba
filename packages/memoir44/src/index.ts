/** Memoir '44 rules engine on the Esagono protocol. */
export { game, type View } from './game.js';
export * from './state.js';
export * from './data/terrain.js';
export * from './data/obstacles.js';
export * from './data/units.js';
export * from './data/badges.js';
export * from './data/cards.js';
export { CARD_EFFECTS, type CardEffect } from './cards/effects.js';
export { STANDARD, OVERLORD, geometryOf, ROWS, type BoardGeometry, type BoardKind } from './board/geometry.js';
import { STANDARD } from './board/geometry.js';
// The 13x9 board's helpers under their old names; the Overlord board's are `OVERLORD.hexId` and so on.
export const hexId = STANDARD.hexId;
export const rowOf = STANDARD.rowOf;
export const colOf = STANDARD.colOf;
export const distance = STANDARD.distance;
export const sectionMask = STANDARD.sectionMask;
export const PLAYABLE: readonly number[] = STANDARD.playable;
export { losPath, hasLos } from './board/los.js';
export { boardOf, airPowerDice } from './board/static.js';
export { lineOfSight, targets, baseDice } from './battle/attack.js';
export { rollOutcomes, rollMoves, hitsOn, flagsOf, FACES, FACE_WEIGHTS, BATTLE_DIE, type Face, type FaceCounts, type RollMove } from './battle/dice.js';
export { withHouseRules, type HouseRules, type BattleDiceContext, type AttackSource, type Memoir44 } from './house-rules.js';
export { medalTotal } from './medals/medals.js';
export {
  importM44,
  exportM44,
  type M44Import,
  type M44Error,
  type M44ImportOptions,
  type M44Unsupported,
  type M44Warning,
  type M44WarningCode,
} from './scenarios/m44.js';

import { deepFreeze } from '@esagono/kernel';
import { scenarios as shippedScenarios } from './scenarios/index.js';
import type { Scenario } from './scenarios/schema.js';

/** Ready set-ups of the shipped scenarios: `game.setup(scenarios[id])`. Frozen, so `setup` checks each once. */
export const scenarios: Readonly<Record<string, { readonly scenario: Scenario }>> = Object.freeze(
  Object.fromEntries(Object.entries(shippedScenarios).map(([id, scenario]) => [id, deepFreeze({ scenario: structuredClone(scenario) })])),
);

export { shippedScenarios as scenarioData };
export * from './ai/index.js';
export * from './render/index.js';
export * from './variants/alliance.js';
export * from './variants/young-generals.js';
export { seatName, type Seat } from './variants/seats.js';
export * from './variants/overlord/index.js';
export { conformanceOptions, describeState, stateKind } from './conformance.js';
