import {
  MEMOIR_BOT_DEFAULTS,
  determinize as memoir44Determinize,
  evaluate as memoir44Evaluate,
  game as memoir44,
  renderSvg as memoir44Svg,
  scenarios as memoir44Scenarios,
} from '@esagono/memoir44';
import { defineTitle, type TitleRegistry } from './types.js';

/**
 * Every title the CLI knows, by id. To add one: depend on its package in
 * package.json ("@esagono/<title>": "0.0.0") and add an entry here.
 * (The kernel's example game is test-only; the CLI tests inject their own registry.)
 */
export const titles: TitleRegistry = {
  // A Memoir '44 game runs to hundreds of moves, so MCTS rollouts are cut short and judged by
  // the title's heuristic; the determinizer resamples the cards the bot cannot see.
  [memoir44.id]: defineTitle({
    game: memoir44,
    scenarios: memoir44Scenarios,
    referenceScenario: 'pegasus-bridge',
    render: (state) => memoir44Svg(state),
    determinize: memoir44Determinize,
    evaluate: memoir44Evaluate,
    mcts: { rolloutMoves: MEMOIR_BOT_DEFAULTS.rolloutMoves, exploration: MEMOIR_BOT_DEFAULTS.exploration },
  }),
};
