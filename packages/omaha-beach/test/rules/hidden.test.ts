// Hidden information (DDOB 9.1, 8.3): face-down German units and depth markers are hidden in the US view.
import { describe, expect, it } from 'vitest';
import { Rng, pickChance } from '@esagono/kernel';
import { determinize, game, scenarios, type Move, type State } from '../../src/index.js';
import { UNIT_FACES, DM_BY_ID } from '../../src/german/index.js';
import { blank, withGerman } from '../helpers.js';

const FACES = [...UNIT_FACES.keys(), ...DM_BY_ID.keys()];

/** Faces the view shows of a state: every face string found in its JSON. */
function facesShown(s: State): string[] {
  const json = JSON.stringify(game.view(s, 'us'));
  return FACES.filter((f) => json.includes(`"${f}"`));
}

describe('DDOB 9.1 hidden German counters', () => {
  it('the view names no face of a face-down unit or DM, even one flipped back face down (8.3)', () => {
    let s = blank('first-wave', 5);
    s = withGerman(s, '1313', 'division', { face: '1P/352', dm: { back: 'mobile', face: 'dm-mobile-1', revealed: false } });
    s = { ...s, german: { ...s.german, '1313': { ...s.german['1313']!, unit: { ...s.german['1313']!.unit, revealed: false } } } };
    expect(facesShown(s)).toEqual([]);
    const v = game.view(s, 'us');
    expect(v.german['1313']).toEqual({ position: 'C3', unit: null, dm: 'face-down', disrupted: false });
    // Revealed: the view shows it.
    const r: State = { ...s, german: { ...s.german, '1313': { ...s.german['1313']!, unit: { ...s.german['1313']!.unit, revealed: true } } } };
    expect(facesShown(r)).toContain('1P/352');
  });

  it('determinize resamples only what the view hides: the view of the resampled state is the same', () => {
    for (const sc of ['first-wave', 'beyond-the-beach'] as const) {
      const rng = new Rng(7);
      const st = game.setup(scenarios[sc]);
      if (!st.ok) throw new Error(st.error.message);
      let s = st.state;
      for (let n = 0; n < 600 && game.actor(s).kind !== 'terminal'; n++) {
        const m: Move = game.actor(s).kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : (game.legalMoves(s)[rng.int(game.legalMoves(s).length)] as Move);
        const r = game.resolve(s, m);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
        if (n % 50 === 0) {
          const d = determinize(s, 'us', new Rng(n));
          expect(game.view(d, 'us')).toEqual(game.view(s, 'us'));
          for (const [hex, g] of Object.entries(s.german)) if (!g.unit.revealed) expect(facesShown(s)).not.toContain(g.unit.face ?? '§' + hex);
        }
      }
    }
  });

  it('a flipped-back face is redrawn among the faces of its class not seen elsewhere', () => {
    let s = blank('first-wave', 5);
    s = withGerman(s, '1313', 'division', { face: '1P/352' });
    s = { ...s, known: ['1P/352'], german: { ...s.german, '1313': { ...s.german['1313']!, unit: { ...s.german['1313']!.unit, revealed: false } } } };
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) seen.add(determinize(s, 'us', new Rng(i)).german['1313']!.unit.face as string);
    expect(seen.size).toBeGreaterThan(3);
    for (const f of seen) expect(UNIT_FACES.get(f)?.cls).toBe('division');
  });
});
