/**
 * Allied attacks A-C of the example of play (turn 1 of the campaign, N44 L1946-1954), set up on the
 * stand-in Cotentin hexes near Utah with the units the text names; the text gives no hexes, so the
 * positions are ours. The other attacks (T43-T46, T50-T56) hang on map features the stand-in map
 * does not reproduce; their CRT readings are tested in test/data/tables.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { odds, shifts } from '../../src/combat/odds.js';
import { crtResult } from '../../src/data/tables.js';
import { position, withAttack } from '../helpers.js';

describe('the example of play, Allied attacks A-C (N44 L1946-1954)', () => {
  it('T47 attack A: an Ost battalion in bocage defends at 4; 101st and a reduced 4th Division regiment attack at 8; 2-1, TQ 3-1; a 6 is D1', () => {
    let s = position([['ge-709-795-ost', '2812'], ['US-101-506', '2813'], ['US-4-8', '2813']], { phase: 'allied-combat' });
    // The 8/4 lost a step at Utah (T34).
    s = { ...s, units: s.units.map((u) => (u.id === 'US-4-8' ? { ...u, steps: 2 } : u)) };
    const st = withAttack(s, '2812', ['US-101-506', 'US-4-8'], 'allied:101');
    const o = odds(st, st.combat!);
    expect([o.attack, o.defence]).toEqual([8, 4]);
    expect(o.raw).toBe(3); // 2-1
    expect(shifts(st, st.combat!).map((x) => x.why)).toEqual(['troop quality']);
    expect(o.column).toBe(4); // 3-1
    expect(crtResult(o.column as number, 6)).toBe('D1');
  });
  it('T48 attack B: 7 against 4 is 1-1, the tank battalion\'s armor makes it 2-1; a 4 is DR', () => {
    const s = position([['ge-6fj-1', '2612'], ['US-101-501', '2712'], ['US-TankBn-70', '2712']], { phase: 'allied-combat' });
    const st = withAttack(s, '2612', ['US-101-501', 'US-TankBn-70'], 'allied:101');
    const o = odds(st, st.combat!);
    expect([o.attack, o.defence, o.raw, o.column]).toEqual([7, 4, 2, 3]);
    expect(shifts(st, st.combat!).map((x) => x.why)).toEqual(['armor']);
    expect(crtResult(o.column as number, 4)).toBe('DR');
  });
  it('T49 attack C: a landing unit is halved; 7 against a lone SP (no DCB) is 3-1, TQ 4-1, no armor shift; a 5 is D1', () => {
    let s = position([['ge-sp-ozeville', '3211'], ['US-101-502', '3210'], ['US-4-12', '3111']], { phase: 'allied-combat' });
    s = { ...s, turn: 1, units: s.units.map((u) => (u.id === 'US-4-12' ? { ...u, landed: 1 } : u)) };
    const st = withAttack(s, '3211', ['US-101-502', 'US-4-12'], 'allied:101');
    const o = odds(st, st.combat!);
    expect([o.attack, o.defence, o.raw, o.column]).toEqual([7, 2, 4, 5]);
    expect(crtResult(o.column as number, 5)).toBe('D1');
  });
});
