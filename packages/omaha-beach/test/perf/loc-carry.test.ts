// Issue #18, round 2: US control (12.1) and German communication (12.2) are kept across records
// that cannot change them: a step lost in place that keeps the unit's control of adjacent hexes,
// sibling records of one state, German records that keep their hexes. Every answer must equal the
// one a fresh context gives (a JSON copy of the state).
import { describe, expect, it } from 'vitest';
import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios, type State } from '../../src/index.js';
import { germanIndexOf } from '../../src/context.js';
import { combatData, onMap, setUnit, sideOf } from '../../src/core.js';
import { germanLoc, locContext } from '../../src/control/index.js';
import { MAP } from '../../src/map/index.js';
import { freshCopy } from './seeded.js';

const fresh = freshCopy;
const sets = (s: State) => {
  const c = locContext(s);
  return { occupied: [...c.occupied].sort(), controlled: [...c.controlled].sort() };
};

/** States of one seeded random game, every decision. */
function states(scenario: keyof typeof scenarios, seed: number, max = 3000): State[] {
  const r = game.setup(scenarios[scenario]);
  if (!r.ok) throw new Error(r.error.message);
  const rng = new Rng(seed);
  const out: State[] = [r.state];
  let s = r.state;
  for (let n = 0; n < max && game.actor(s).kind !== 'terminal'; n++) {
    const m = game.actor(s).kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick([...game.legalMoves(s)]);
    const next = game.resolve(s, m);
    if (!next.ok) throw new Error(next.error.message);
    s = next.state;
    out.push(s);
  }
  return out;
}

describe('US control and German LOC carried across records (DDOB 12.1, 12.2)', () => {
  it('a 3-step infantry unit losing a step keeps its control (12.1: black symbol on 2-3 steps) and shares the answers; at 1 step it controls only its hex', () => {
    // A state with a full-strength infantry unit on the map.
    const s = states('easy-fox', 2).find((x) => onMap(x).some((u) => combatData(u.id)?.type === 'infantry' && u.steps === 3 && sideOf(u)?.controlsAdjacent));
    if (!s) throw new Error('no 3-step infantry on the map');
    const u = onMap(s).find((x) => combatData(x.id)?.type === 'infantry' && x.steps === 3 && sideOf(x)?.controlsAdjacent)!;
    const ctx = locContext(s);
    const two = setUnit(s, { ...u, steps: 2 });
    expect(sideOf(two.us[u.id]!)?.controlsAdjacent).toBe(true);
    expect(locContext(two)).toBe(ctx);
    expect(sets(two)).toEqual(sets(fresh(two)));
    const one = setUnit(two, { ...two.us[u.id]!, steps: 1 });
    expect(sideOf(one.us[u.id]!)?.controlsAdjacent).toBe(false);
    expect(locContext(one)).not.toBe(ctx);
    expect(sets(one)).toEqual(sets(fresh(one)));
  });

  it('sibling records (two Heroes placed from one state, 11.1) share the answer found for either', () => {
    const s = states('easy-fox', 3).find((x) => onMap(x).length >= 2)!;
    const [a, b] = onMap(s) as [State['us'][string], State['us'][string]];
    const first = setUnit(s, { ...a, hero: 'hero' });
    const second = setUnit(s, { ...b, hero: 'hero' });
    // Asked first for the sibling, then for the parent: one answer for the three records.
    const ctx = locContext(first);
    expect(locContext(second)).toBe(ctx);
    expect(locContext(s)).toBe(ctx);
    expect(sets(second)).toEqual(sets(fresh(second)));
  });

  it('a German record with the same hexes shares the LOC answers; every position answers as in a fresh context on every state (12.2)', () => {
    let shared = 0;
    for (const [scenario, seed] of [
      ['easy-fox', 1],
      ['ddob', 2],
    ] as const) {
      for (const s of states(scenario, seed, 400)) {
        const copy = fresh(s);
        for (const p of MAP.data.positions) expect(germanLoc(s, p.id)).toBe(germanLoc(copy, p.id));
        const [hex, g] = Object.entries(s.german)[0] ?? [];
        if (!hex || !g) continue;
        const changed: State = { ...s, german: { ...s.german, [hex]: { ...g, disrupted: !g.disrupted } } };
        germanLoc(s, MAP.data.positions[0]!.id);
        if (germanIndexOf(changed).loc === germanIndexOf(s).loc) shared++;
      }
    }
    expect(shared).toBeGreaterThan(100);
  });
});
