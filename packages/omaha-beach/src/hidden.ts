/**
 * What the US player cannot see, resampled (DDOB 9.1, 8.3). Face-down German counters that were
 * never revealed carry no identity in the state at all (their face is drawn by chance when revealed);
 * only a counter flipped back face down after being seen ("German unit unrevealed", 8.3) keeps its
 * face. `determinize` redraws those faces among the faces the player cannot tell apart (the same class
 * or back, not seen elsewhere), so bots search states that do not depend on what the view hides, and
 * the testkit's hidden-information check uses it to show that `view` does not change.
 */
import type { Rng } from '@esagono/kernel';
import { revealFaces } from './german/index.js';
import type { State } from './state.js';

export function determinize(state: State, _me: string, rng: Rng): State {
  let t = state;
  for (const [hex, g0] of Object.entries(state.german)) {
    const g = t.german[hex] ?? g0;
    if (!g.unit.revealed && g.unit.face !== null) {
      const pool = [g.unit.face, ...revealFaces(t, { hex, what: 'unit' })];
      const face = pool[rng.int(pool.length)] as string;
      const old = g.unit.face;
      t = { ...t, known: t.known.map((k) => (k === old ? face : k)), german: { ...t.german, [hex]: { ...g, unit: { ...g.unit, face } } } };
    }
    const h = t.german[hex] ?? g;
    if (h.dm && !h.dm.revealed && h.dm.face !== null) {
      const pool = [h.dm.face, ...revealFaces(t, { hex, what: 'dm' })];
      const face = pool[rng.int(pool.length)] as string;
      const old = h.dm.face;
      t = { ...t, known: t.known.map((k) => (k === old ? face : k)), german: { ...t.german, [hex]: { ...h, dm: { ...h.dm, face } } } };
    }
  }
  return t;
}
