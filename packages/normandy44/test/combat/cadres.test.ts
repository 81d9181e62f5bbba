import { describe, expect, it } from 'vitest';
import { CADRE_COUNTERS } from '../../src/data/cadres.js';
import { cadreFree, loseSteps } from '../../src/combat/losses.js';
import { replaceOptions } from '../../src/replacements/replace.js';
import { unitById } from '../../src/position.js';
import type { State } from '../../src/state.js';
import { position } from '../helpers.js';

const at = (s: State, steps: Record<string, number>): State => ({ ...s, units: s.units.map((u) => (steps[u.id] !== undefined ? { ...u, steps: steps[u.id] as number } : u)) });

describe('Cadres (N44 17.9)', () => {
  it('17.9 a reduced 3-step unit becomes a Cadre only while a Cadre counter of its type is free; else it is eliminated for good', () => {
    // Four US airborne Cadre counters (stand-in mix, at least the three of the example of play): 501st, 502nd, 505th, 507th hold them.
    expect(CADRE_COUNTERS.counts['US-CADRE-AIRBORNE']).toBe(4);
    const base = position([['US-101-501', '2712'], ['US-101-502', '2912'], ['US-101-506', '2813'], ['US-82-505', '2811'], ['US-82-507', '2810'], ['ge-91-1057-3', '3009']]);
    const one = at(base, { 'US-101-501': 1, 'US-101-506': 2 });
    expect(cadreFree(one, unitById(one, 'US-101-506')!)).toBe(true);
    expect(unitById(loseSteps(one, 'US-101-506', 1, []), 'US-101-506')).toMatchObject({ box: 'map', steps: 1 });
    const both = at(base, { 'US-101-501': 1, 'US-101-502': 1, 'US-82-505': 1, 'US-82-507': 1, 'US-101-506': 2 });
    expect(cadreFree(both, unitById(both, 'US-101-506')!)).toBe(false);
    const gone = loseSteps(both, 'US-101-506', 1, []);
    expect(unitById(gone, 'US-101-506')).toMatchObject({ box: 'eliminated', steps: 0, lost: true });
    // A unit eliminated for good never returns; one eliminated as a Cadre may (N44 6.2, 17.9).
    const repl: State = { ...gone, phase: 'allied-replacement', turn: 4, repl: { ...gone.repl, usInf: 2, usArmor: 0 } };
    expect(replaceOptions(repl).some((r) => r.unit === 'US-101-506')).toBe(false);
  });
  it('17.9 a Cadre eliminated on the map keeps its counter, sitting on its unit', () => {
    const base = position([['US-101-501', '2712'], ['US-101-502', '2912'], ['US-101-506', '2813'], ['US-82-505', '2811'], ['US-82-507', '2810']]);
    const s = at(base, { 'US-101-501': 1, 'US-82-505': 1, 'US-82-507': 1, 'US-101-506': 2 });
    const dead = loseSteps(s, 'US-101-501', 1, []);
    expect(unitById(dead, 'US-101-501')).toMatchObject({ box: 'eliminated' });
    expect(unitById(dead, 'US-101-501')?.lost).toBeUndefined();
    // Still three of the four counters taken: the 506th may take the last.
    expect(cadreFree(dead, unitById(dead, 'US-101-506')!)).toBe(true);
    const full = loseSteps(loseSteps(dead, 'US-101-506', 1, []), 'US-101-502', 2, []);
    expect(unitById(full, 'US-101-502')).toMatchObject({ box: 'eliminated', lost: true });
  });
});
