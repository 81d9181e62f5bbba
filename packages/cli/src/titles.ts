import type { TitleRegistry } from './types.js';

/**
 * Every title the CLI knows, by id. To add one: depend on its package in
 * package.json and add `[game.id]: defineTitle({ game, scenarios, ... })` here.
 * (The kernel's example game is test-only; the CLI tests inject their own registry.)
 */
export const titles: TitleRegistry = {};
