/**
 * How to property-test D-Day at Omaha Beach with @esagono/testkit: the recommended options for
 * `checkConformance`, as one object a test spreads after its scenarios. Plain data and functions:
 * the package does not depend on the testkit.
 *
 * ```ts
 * import { checkConformance } from '@esagono/testkit/vitest';
 * import { game, scenarios, conformanceOptions } from '@esagono/omaha-beach';
 * checkConformance(game, { scenarios, ...conformanceOptions });
 * ```
 */
import type { Rng } from '@esagono/kernel';
import { determinize } from './hidden.js';
import type { State } from './state.js';

/** One line per state for counterexamples: turn, phase, pending step, units on the map. */
export function describeState(s: State): string {
  const onMap = Object.values(s.us).filter((u) => u.loc.kind === 'hex').length;
  return `turn ${s.turn} ${s.phase}; step ${s.step?.kind ?? '-'}; reveals ${s.reveals.length}; US on map ${onMap}; German stacks ${Object.keys(s.german).length}`;
}

/** What the US view hides beyond what the state leaves out (see `determinize`). */
export function perturbHidden(s: State, player: string, rng: Rng): State {
  return determinize(s, player, rng);
}

/** Random games run a few hundred moves (Easy Fox ~100–300, The First Wave ~200–500). */
export const conformanceOptions = {
  typicalMoves: 300,
  randomMoves: 3_000,
  deepStates: 4,
  movesPerState: 1,
  outcomesPerState: 1,
  probes: 2,
  gamesPerTest: 4,
  shrinkTimeLimit: 20_000,
  hidden: { description: 'faces of German counters flipped back face down', perturb: perturbHidden },
  describeState,
} as const;
