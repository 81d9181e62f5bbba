/**
 * Bridgehead: the kernel's example hex wargame, laid out as a title is (docs/writing-a-title.md).
 * It proves the kernel's primitives end to end: stacking limits (BH 4), movement with ZOC and a
 * river (BH 5), multi-hex attacks halved across the river (BH 7), odds with column shifts under a
 * cap (BH 8), a sliding CRT rolled as a chance move (BH 9), and combat results as pending
 * decisions: step losses chosen by the player the result names, retreat or lose a step, advance
 * after combat (BH 10).
 */
export { game } from './game.js';
export { scenarios } from './scenarios/index.js';
export { BOARD, TOWN } from './data/board.js';
export { PLAYERS, MoveSchema, SetupSchema, StateSchema, type Move, type Player, type Setup, type State, type Unit, type View } from './state.js';
