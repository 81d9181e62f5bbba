/** CG R12.11e-f in play: random games of scenario 1 from the turn-5 Better Defense segment (property). */
import { describe, expect, it } from 'vitest';
import { Rng, play } from '@esagono/kernel';
import { game, scenarios, SCENARIO_DATA, type Move, type State } from '@esagono/caso-giallo';
import { afterAttrition } from '../../src/endphase/segments.js';

const C = SCENARIO_DATA['historical']!.counters;
const resolve = (s: State, m: Move): State => {
  const r = game.resolve(s, m);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};

/** Turn 5's End Phase with every one of the 12 markers (SB5.16) placed on the first hexes offered. */
function markersPlaced(seed: number): State {
  const r = game.setup(scenarios['historical']!, { seed });
  if (!r.ok) throw new Error(r.error.message);
  let s = afterAttrition({ ...r.state, turn: 5 });
  while (s.stage.kind === 'replace') s = resolve(s, { type: 'end-replacements' });
  while (s.stage.kind === 'better-defense' && s.stage.left > 0) {
    const spot = game.legalMoves(s).find((m) => m.type === 'better-defense');
    if (!spot) break;
    s = resolve(s, spot);
  }
  return resolve(s, { type: 'end-better-defense' });
}

describe('CG R12.11e-f Better Defense markers in random play', () => {
  it('CG R12.11e-f: after every move each marker lies on Allied units, and markers only leave the map (12 at most, SB5.16)', () => {
    let removed = 0;
    for (const seed of [1, 2]) {
      const s0 = markersPlaced(seed);
      expect(s0.betterDefense).toHaveLength(12);
      const rng = new Rng(seed);
      let before = s0;
      const result = play(game, s0, {
        rng,
        choose: (_s, moves) => rng.pick(moves),
        onMove: (s) => {
          for (const h of s.betterDefense ?? []) expect(s.units.some((u) => u.loc === h && C.get(u.id)!.side === 'allied'), `marker ${h}`).toBe(true);
          const onMap = (x: State) => (x.betterDefense ?? []).length;
          // (Inside the segment the pool is settled when it ends.)
          if (s.stage.kind !== 'better-defense') expect(onMap(s) + (s.campaign.betterDefensePool ?? 0)).toBeLessThanOrEqual(12);
          if (onMap(s) < onMap(before) && s.stage.kind !== 'better-defense') removed++;
          before = s;
        },
      });
      expect(result.stop).toBe('terminal');
    }
    // The games did empty marked hexes (the property was exercised).
    expect(removed).toBeGreaterThan(0);
  });
});
