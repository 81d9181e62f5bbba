import { hexDistance } from '@esagono/kernel';
import { describe, expect, it } from 'vitest';
import { game } from '../../src/index.js';
import { board } from '../../src/position.js';
import type { Move, State } from '../../src/state.js';
import { allMoves, play, position } from '../helpers.js';

const b = board({ scenario: 'cherbourg' });
const toCarentan = (h: string): number => hexDistance(b.map.hexes[b.locOf(h)] as never, b.map.hexes[b.locOf('2512')] as never);
const moves = (s: State, unit: string) => allMoves(s).filter((m): m is Extract<Move, { type: 'move' }> => m.type === 'move' && m.unit === unit).map((m) => m.to);

describe('the 101st and 82nd duties of the Cherbourg scenario (N44 26.3.2-3)', () => {
  it('26.3.2 from turn 3 a 101st unit within 4 of Carentan (2512) moves only within 4', () => {
    const s = position([['US-101-502', '2912'], ['ge-hq-cotentin', '3606']], { phase: 'allied-movement', turn: 3 });
    expect(toCarentan('2912')).toBe(4);
    const to = moves(s, 'US-101-502');
    expect(to.length).toBeGreaterThan(0);
    expect(to.every((h) => toCarentan(h) <= 4)).toBe(true);
    // Before turn 3 it may go farther.
    expect(moves({ ...s, turn: 2 }, 'US-101-502').some((h) => toCarentan(h) > 4)).toBe(true);
  });
  it('26.3.2 a 101st unit starting 6 hexes out must move back within 4 before the phase ends, and may not attack until then', () => {
    const s = position([['US-101-502', '3112'], ['ge-hq-cotentin', '3606']], { phase: 'allied-movement', turn: 3 });
    expect(toCarentan('3112')).toBe(6);
    const to = moves(s, 'US-101-502');
    // With an MA of 4 it can reach 4 hexes from Carentan: only those ends are offered.
    expect(to.length).toBeGreaterThan(0);
    expect(to.every((h) => toCarentan(h) <= 4)).toBe(true);
    // The phase does not end while it can still move back.
    expect(game.legalMoves(s).some((m) => m.type === 'end-phase')).toBe(false);
    // The listed move to that hex (it may name the Towns it passes, N44 6.2).
    const back = play(s, allMoves(s).find((m) => m.type === 'move' && m.unit === 'US-101-502' && m.to === to[0]) as Move);
    expect(game.legalMoves(back).some((m) => m.type === 'end-phase')).toBe(true);
  });
  it('26.3.2 a unit too far to get back within 4 ends as near as it can, and attacks nothing from outside', () => {
    const s = position([['US-101-502', '3212'], ['ge-91-1057', '3213']], { phase: 'allied-movement', turn: 3 });
    expect(toCarentan('3212')).toBe(7);
    const to = moves(s, 'US-101-502');
    const best = Math.min(...to.map(toCarentan));
    expect(best).toBeLessThan(7);
    expect(to.every((h) => toCarentan(h) === best)).toBe(true);
    // In the Combat Phase the German next door cannot be attacked from 7 hexes out.
    const combat = { ...s, phase: 'allied-combat' as const, strafeDone: true };
    expect(game.legalMoves(combat).some((m) => m.type === 'attack' && m.target === '3213')).toBe(false);
  });
});
