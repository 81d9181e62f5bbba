/** CG SB7.3g-i vs SB7.14-7.15 (digest A36): scenario 3's replacement steps follow the rules, not the marker boxes. */
import { describe, expect, it } from 'vitest';
import { game, scenarios, SCENARIO_DATA, type State } from '@esagono/caso-giallo';
import { afterAttrition } from '../../src/endphase/segments.js';

const start = (id: string): State => {
  const r = game.setup(scenarios[id]!);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};

describe('CG SB7.14-7.15 scenario 3 replacements', () => {
  it('CG SB7.14-7.15, digest A36: on turn 5 the German spends 4 infantry steps, the Allies 5 infantry and 3 armour (SB7.3g-i put all three markers in box 5; the rules give the amounts)', () => {
    const C = SCENARIO_DATA['hypothetical']!.counters;
    const s0 = start('hypothetical');
    // A reduced German corps and a reduced French corps, so both sides have something to rebuild.
    const pick = (side: string, nationality: string) => s0.units.find((u) => u.loc >= 0 && C.get(u.id)!.side === side && C.get(u.id)!.nationality === nationality && C.get(u.id)!.size === 'corps' && u.steps === 2)!.id;
    const reduced = [pick('german', 'german'), pick('allied', 'french')];
    let s = afterAttrition({ ...s0, turn: 5, units: s0.units.map((u) => (reduced.includes(u.id) ? { ...u, steps: 1 } : u)) });
    // SB7.15a: 4 German infantry steps (the marker's box 5 of SB7.3i is not followed).
    expect(s.stage).toMatchObject({ kind: 'replace', side: 'german', infantry: 4, armour: 0 });
    const r = game.resolve(s, { type: 'end-replacements' });
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    // SB7.14b-c: 5 infantry (French, or 4 French and 1 British) and 3 armour steps (not box 5 of SB7.3g).
    expect(s.stage).toEqual({ kind: 'replace', side: 'allied', infantry: 5, armour: 3 });
  });
});
