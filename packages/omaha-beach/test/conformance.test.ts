// The testkit's protocol checks on the shipped scenarios (docs/writing-a-title.md §2).
import { describe, expect, it } from 'vitest';
import { checkConformance, type HiddenInformation } from '@esagono/testkit';
import type { Rng } from '@esagono/kernel';
import { game, scenarios, type Player, type State } from '../src/index.js';
import { revealFaces } from '../src/german/index.js';

/**
 * What the US view hides: the face of a German counter flipped back face down (8.3 "German unit
 * unrevealed"). Face-down counters never revealed carry no face in the state at all (9.1).
 */
function perturb(s: State, _player: Player, rng: Rng): State {
  let t = s;
  for (const [hex, g] of Object.entries(s.german)) {
    if (g.unit.revealed || g.unit.face === null) continue;
    const pool = [g.unit.face, ...revealFaces(t, { hex, what: 'unit' })];
    const face = pool[rng.int(pool.length)] as string;
    t = { ...t, known: t.known.map((k) => (k === g.unit.face ? face : k)), german: { ...t.german, [hex]: { ...g, unit: { ...g.unit, face } } } };
  }
  return t;
}
const hidden: HiddenInformation<State, Player> = { perturb, description: 'faces of German counters flipped back face down' };

describe('conformance (testkit)', () => {
  it('passes the protocol checks on Easy Fox and The First Wave', () => {
    const report = checkConformance(game, {
      scenarios,
      playthroughs: 12,
      exactPlaythroughs: true,
      deepStates: 4,
      movesPerState: 1,
      outcomesPerState: 1,
      randomMoves: 3_000,
      probes: 2,
      shrinkTimeLimit: 20_000,
      hidden,
    });
    expect(report.playthroughs).toBe(12);
    expect(report.terminal).toBe(report.playthroughs);
    expect(report.chanceStates).toBeGreaterThan(0);
    expect(report.playerStates).toBeGreaterThan(0);
  }, 300_000);
});
