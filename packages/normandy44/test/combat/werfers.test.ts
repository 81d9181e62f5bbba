import { describe, expect, it } from 'vitest';
import { game } from '../../src/game.js';
import { artilleryOptions, ddSupportOptions, declareDd, resolveAttack } from '../../src/combat/flow.js';
import { shifts } from '../../src/combat/odds.js';
import type { State } from '../../src/state.js';
import { play, position, withAttack } from '../helpers.js';

const unit = (s: State, id: string) => s.units.find((u) => u.id === id)!;

describe('Werfer brigades (N44 17.3)', () => {
  // German attacker at 3109 on the US unit at 3108; the Werfer 7 at distance 3 or 4 from 3108.
  const base = (werferHex: string, patch: Partial<State> = {}) =>
    position([['US-4-8', '3108'], ['ge-91-1057', '3109'], ['ge-hq-cotentin', '3110'], ['ge-werfer-7', werferHex]], { phase: 'german-combat', space: 3, ...patch });

  it('T16 non-Storm: Werfer + HQ give two shifts; the HQ pays a SupP, the Werfer pays none but flips', () => {
    const s = base('3111');
    const c = withAttack(s, '3108', ['ge-91-1057'], 'german:91');
    expect(artilleryOptions(c, c.combat!)).toEqual(['ge-hq-cotentin', 'ge-werfer-7']);
    const both = { ...c, combat: { ...c.combat!, artillery: ['ge-werfer-7', 'ge-hq-cotentin'] } };
    // No third shift: 2 at most (N44 11.6).
    expect(artilleryOptions(both, both.combat!)).toEqual([]);
    expect(shifts(both, both.combat!).find((x) => x.why === 'artillery')?.shift).toBe(2);
    const after = resolveAttack(both, []);
    expect(after.supply.german).toBe(s.supply.german - 1);
    expect(unit(after, 'ge-werfer-7').movedFar).toBe(true);
  });

  it('T16 a Werfer needs no SupP and no supply: it fires with the German track at 0 and Out of Supply', () => {
    const s = base('3111', { supply: { german: 0, us: 0 } });
    const oos = { ...s, units: s.units.map((u) => (u.id === 'ge-werfer-7' ? { ...u, oos: 1 as const } : u)) };
    const c = withAttack(oos, '3108', ['ge-91-1057'], 'german:91');
    expect(artilleryOptions(c, c.combat!)).toEqual(['ge-werfer-7']);
  });

  it('T16 Storm: one shift at most, the Werfer counts toward it', () => {
    const s = base('3111', { space: 1 });
    const c = withAttack(s, '3108', ['ge-91-1057'], 'german:91');
    const one = { ...c, combat: { ...c.combat!, artillery: ['ge-werfer-7'] } };
    expect(artilleryOptions(one, one.combat!)).toEqual([]);
  });

  it('D19 a Werfer 4 hexes away cannot support; 3 hexes can', () => {
    const near = withAttack(base('3111'), '3108', ['ge-91-1057'], 'german:91');
    expect(artilleryOptions(near, near.combat!)).toContain('ge-werfer-7');
    const far = withAttack(base('3112'), '3108', ['ge-91-1057'], 'german:91');
    expect(artilleryOptions(far, far.combat!)).not.toContain('ge-werfer-7');
  });

  it('17.3 a flipped (fired or moved) or DG Werfer cannot fire; a Werfer moving more than 1 hex flips', () => {
    const s = base('3111');
    for (const patch of [{ movedFar: true }, { dg: true }]) {
      const w = { ...s, units: s.units.map((u) => (u.id === 'ge-werfer-7' ? { ...u, ...patch } : u)) };
      const c = withAttack(w, '3108', ['ge-91-1057'], 'german:91');
      expect(artilleryOptions(c, c.combat!)).not.toContain('ge-werfer-7');
    }
    const moving = base('3113', { phase: 'german-movement' });
    const moved = play(moving, { type: 'move', unit: 'ge-werfer-7', to: '3111' });
    expect(unit(moved, 'ge-werfer-7').movedFar).toBe(true);
  });

  it('17.3 a flipped Werfer flips back in the Initial Phase only when in supply', () => {
    const s = base('3111', { phase: 'initial', turn: 3 });
    const flipped = { ...s, units: s.units.map((u) => (u.id === 'ge-werfer-7' ? { ...u, movedFar: true } : u)) };
    const ready = game.resolve(flipped, { type: 'roll', die: 3 });
    expect(ready.ok && unit(ready.state, 'ge-werfer-7').movedFar).toBe(false);
    const cut = { ...flipped, units: flipped.units.map((u) => (u.id === 'ge-werfer-7' ? { ...u, oos: 1 as const } : u)) };
    const still = game.resolve(cut, { type: 'roll', die: 3 });
    expect(still.ok && unit(still.state, 'ge-werfer-7').movedFar).toBe(true);
  });

  it('12.4.3 a ready Werfer within 3 hexes gives Determined Defense support free, and flips', () => {
    const s = position([['ge-91-1057', '3108'], ['US-4-8', '3109'], ['ge-werfer-7', '3106']], { phase: 'allied-combat', space: 3, supply: { german: 0, us: 0 } });
    const c = withAttack(s, '3108', ['US-4-8'], 'allied:4');
    const lead = unit(c, 'ge-91-1057');
    expect(ddSupportOptions(c, c.combat!, lead)).toEqual(['ge-werfer-7']);
    const dd = declareDd(c, lead.id, 'ge-werfer-7');
    expect(dd.combat?.ddSupport).toBe(true);
    expect(unit(dd, 'ge-werfer-7').movedFar).toBe(true);
    expect(dd.supply.german).toBe(0);
  });
});
