/**
 * How to property-test Case Yellow with @esagono/testkit: the recommended options for
 * `checkConformance`, spread after the scenarios. Plain data and functions: the package does not
 * depend on the testkit. Nothing is hidden (digest 9.2.10), so no `hidden` re-deal is needed.
 *
 * ```ts
 * import { checkConformance } from '@esagono/testkit/vitest';
 * import { game, scenarios, conformanceOptions } from '@esagono/caso-giallo';
 * checkConformance(game, { scenarios, ...conformanceOptions });
 * ```
 */
import { captureTrack } from './endphase/index.js';
import type { State } from './state.js';

/** The kind of a state: its pending stage (CG R4.1 sequence). */
export const stateKind = (s: State): State['stage']['kind'] => s.stage.kind;

/** One line per state for counterexamples: the round, the stage, the combat and the capture track. */
export function describeState(s: State): string {
  const round = s.round ? `round ${s.rounds.length} ${s.round.side} ${s.round.mode}` : `between rounds (${s.rounds.length} played)`;
  const combat = s.combat ? `; combat on ${s.combat.target} (${s.combat.stage}${s.combat.result ? `, ${s.combat.result}` : ''})` : '';
  return `${round}; ${s.stage.kind}${combat}; track ${captureTrack(s)}; stukas ${s.stukas.available}`;
}

/** Random Fortress Holland games run ~60-130 moves. */
export const conformanceOptions = {
  typicalMoves: 100,
  randomMoves: 400,
  deepStates: 6,
  movesPerState: 1,
  outcomesPerState: 1,
  probes: 2,
  gamesPerTest: 10,
  describeState,
} as const;
