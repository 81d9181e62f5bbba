/**
 * `@esagono/testkit/vitest`: the conformance suite registered as vitest tests. One call in a
 * test file plays the title's games in many short tests, each inside vitest's default timeout.
 */
import { describe, it } from 'vitest';
import { conformanceSuite, type SuiteOptions } from './suite.js';
import type { Game } from './walk.js';

export * from './index.js';

/**
 * Registers the conformance checks of `game` as vitest tests (see `conformanceSuite`). Call it
 * at the top level of a test file, or inside a `describe`:
 *
 * ```ts
 * import { checkConformance } from '@esagono/testkit/vitest';
 * import { game, scenarios, conformanceOptions } from '@esagono/memoir44';
 *
 * checkConformance(game, { scenarios, ...conformanceOptions });
 * ```
 */
export function checkConformance<State, Move, Player extends string, Setup>(
  game: Game<State, Move, Player, Setup>,
  options: SuiteOptions<State, Player, Setup>,
): void {
  conformanceSuite(game, options, { describe, it });
}
