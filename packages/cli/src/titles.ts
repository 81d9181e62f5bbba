import { game as memoir44, scenarios as memoir44Scenarios } from '@esagono/memoir44';
import { defineTitle, type TitleRegistry } from './types.js';

/**
 * Every title the CLI knows, by id. To add one: depend on its package in
 * package.json ("@esagono/<title>": "0.0.0") and add an entry here.
 * (The kernel's example game is test-only; the CLI tests inject their own registry.)
 */
export const titles: TitleRegistry = {
  // A Memoir '44 game runs to hundreds of moves, so MCTS rollouts are cut short.
  // TODO: pass the package's determinize and evaluate once its index exports them;
  // until then the mcts bot sees the opponent's cards and values cut rollouts at 0.5.
  [memoir44.id]: defineTitle({
    game: memoir44,
    scenarios: memoir44Scenarios,
    referenceScenario: 'pegasus-bridge',
    mcts: { rolloutMoves: 8, exploration: 0.5 },
  }),
};
