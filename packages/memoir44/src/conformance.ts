/**
 * How to property-test Memoir '44 with @esagono/testkit: the recommended options for
 * `checkConformance` and the arbitraries, as one object a test spreads after its scenarios.
 * Plain data and functions: the package does not depend on the testkit.
 */
import type { Rng } from '@esagono/kernel';
import { determinize } from './ai/determinize.js';
import type { Player, State } from './state.js';

/** The kind of a state, for sampling reports and `where` predicates: its phase (M44 p.6 turn sequence). */
export const stateKind = (s: State): State['phase']['kind'] => s.phase.kind;

/** One line per state for counterexamples: who acts, in which phase, the medal count and units left. */
export function describeState(s: State): string {
  const ph = s.phase;
  const detail =
    ph.kind === 'roll' || ph.kind === 'ambush' || ph.kind === 'take-ground' || ph.kind === 'ignore-flag' || ph.kind === 'retreat'
      ? ` (unit ${ph.attack.attacker} on unit ${ph.attack.target}, ${ph.attack.dice} dice${ph.attack.close ? ', close' : ''})`
      : ph.kind === 'over'
        ? ` (${ph.winner} won)`
        : '';
  const alive = (side: Player) => s.units.filter((u) => u.side === side && u.at >= 0).length;
  return (
    `${s.active} ${ph.kind}${detail}; card ${s.turn?.card ?? '-'}; medals ${s.medals.allies}-${s.medals.axis}; ` +
    `units ${alive('allies')}-${alive('axis')}; turns ${s.turns.allies}/${s.turns.axis}`
  );
}

/**
 * The recommended testkit options for Memoir '44 (games run to ~900 moves, ~1 900 at most):
 * 5 games per test, the deep checks on 5 sampled states per game, one more listed move and
 * outcome per state, and `determinize` to re-deal what a player cannot see (the opponent's
 * hand and the deck, M44 p.5-6).
 *
 * ```ts
 * import { checkConformance } from '@esagono/testkit/vitest';
 * import { game, scenarios, conformanceOptions } from '@esagono/memoir44';
 * checkConformance(game, { scenarios, ...conformanceOptions });
 * ```
 */
export const conformanceOptions = {
  typicalMoves: 900,
  randomMoves: 3_000,
  deepStates: 5,
  movesPerState: 1,
  outcomesPerState: 1,
  probes: 2,
  gamesPerTest: 5,
  shrinkTimeLimit: 20_000,
  hidden: {
    description: "the opponent's hand and the deck",
    perturb: (s: State, me: Player, rng: Rng): State => determinize(s, me, rng),
  },
  describeState,
} as const;
