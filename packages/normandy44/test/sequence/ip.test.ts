import { describe, expect, it } from 'vitest';
import { game } from '../../src/game.js';
import { shifts } from '../../src/combat/odds.js';
import { ddColumn } from '../../src/combat/retreat.js';
import { applyWeather } from '../../src/sequence/sequence.js';
import type { State } from '../../src/state.js';
import { allMoves, play, position, withAttack } from '../helpers.js';

describe('Improved Positions (N44 16.1, 26.2.4)', () => {
  it('26.2.4 allowance: the German 1 in Overcast turns from turn 5, the Allies 1 per non-Storm turn', () => {
    const base = position([['US-4-8', '3108'], ['ge-91-1057', '3506']], { phase: 'initial', turn: 5, space: 3 });
    expect(applyWeather(base, 2, []).ipAllowance).toEqual({ german: 1, allied: 1 });
    expect(applyWeather(base, 5, []).ipAllowance).toEqual({ german: 0, allied: 1 });
    expect(applyWeather({ ...base, turn: 4 }, 2, []).ipAllowance.german).toBe(0);
    expect(applyWeather({ ...base, space: 1 }, 1, []).ipAllowance).toEqual({ german: 0, allied: 0 });
  });
  it('an infantry unit that does not move begins one; it completes at its next Movement Phase; no attack from the hex meanwhile', () => {
    const s = position([['ge-91-1057', '2807'], ['US-4-8', '2808']], { phase: 'german-movement', turn: 5, ipAllowance: { german: 1, allied: 0 } });
    expect(allMoves(s)).toContainEqual({ type: 'start-ip', unit: 'ge-91-1057' });
    const begun = play(s, { type: 'start-ip', unit: 'ge-91-1057' });
    expect(begun.ips['2807']).toEqual({ side: 'german', complete: false, turn: 5 });
    expect(allMoves(begun).some((m) => m.type === 'start-ip')).toBe(false);
    const combat = play(begun, { type: 'end-phase' });
    expect(game.legalMoves(combat).some((m) => m.type === 'attack')).toBe(false);
  });
  it('a complete IP denies the attacker armor shift and gives the IP DD column', () => {
    const s = position([['ge-91-1057', '2807'], ['US-4-8', '2808'], ['US-TankBn-70', '2808']], { phase: 'allied-combat' });
    const withIp: State = { ...s, ips: { '2807': { side: 'german', complete: true, turn: 5 } } };
    const c = withAttack(withIp, '2807', ['US-4-8', 'US-TankBn-70'], 'allied:4');
    expect(shifts(c, c.combat!).some((x) => x.why === 'armor')).toBe(false);
    expect(ddColumn(withIp, '2807')).toBe('ip');
    const cNo = withAttack(s, '2807', ['US-4-8', 'US-TankBn-70'], 'allied:4');
    expect(shifts(cNo, cNo.combat!).some((x) => x.why === 'armor')).toBe(true);
  });
  it('no IP in a City (N44 16.1)', () => {
    const s = position([['ge-chr-17mg', '3606'], ['US-4-8', '2914']], { phase: 'german-movement', turn: 5, ipAllowance: { german: 1, allied: 0 } });
    expect(allMoves(s).some((m) => m.type === 'start-ip')).toBe(false);
  });
});
