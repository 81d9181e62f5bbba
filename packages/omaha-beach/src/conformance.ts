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
import { revealFaces } from './german/index.js';
import type { State } from './state.js';

/** One line per state for counterexamples: turn, phase, pending step, units on the map. */
export function describeState(s: State): string {
  const onMap = Object.values(s.us).filter((u) => u.loc.kind === 'hex').length;
  return `turn ${s.turn} ${s.phase}; step ${s.step?.kind ?? '-'}; reveals ${s.reveals.length}; US on map ${onMap}; German stacks ${Object.keys(s.german).length}`;
}

/**
 * What the US view hides beyond what the state leaves out: the face of a German counter flipped
 * back face down (8.3 "German unit unrevealed"). Counters never revealed carry no face at all (9.1).
 */
export function perturbHidden(s: State, _player: string, rng: Rng): State {
  let t = s;
  for (const [hex, g] of Object.entries(s.german)) {
    if (g.unit.revealed || g.unit.face === null) continue;
    const pool = [g.unit.face, ...revealFaces(t, { hex, what: 'unit' })];
    const face = pool[rng.int(pool.length)] as string;
    t = { ...t, known: t.known.map((k) => (k === g.unit.face ? face : k)), german: { ...t.german, [hex]: { ...g, unit: { ...g.unit, face } } } };
  }
  return t;
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
