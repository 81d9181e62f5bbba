import { describe, expect, it } from 'vitest';
import { lineOfSight } from '../../src/battle/attack.js';
import { boardOf } from '../../src/board/static.js';
import { losPath } from '../../src/board/los.js';
import { STANDARD } from '../../src/board/geometry.js';
import type { State } from '../../src/state.js';
import type { TerrainId } from '../../src/data/terrain.js';
import { H, diceFor, legalTargets, setupState, type MiniUnit } from '../helpers.js';

const los = (s: State, a: [number, number], b: [number, number]): boolean => lineOfSight(s, boardOf(s.scenario), H(...a), H(...b));
const board = (terrain: [number, number, TerrainId][], units: MiniUnit[] = []) => setupState({ terrain, units });

describe('line of sight (M44 p.8-9, p.18)', () => {
  it('TC-08 a unit in between blocks, friend or foe (M44 p.8 [L336]; review finding 5)', () => {
    const s = setupState({
      units: [
        { row: 6, col: 4, side: 'allies' },
        { row: 6, col: 6, side: 'allies' },
        { row: 6, col: 10, side: 'axis' },
      ],
    });
    expect(legalTargets(s, 0)).toEqual([]);
    const clear = setupState({ units: [{ row: 6, col: 4, side: 'allies' }, { row: 6, col: 10, side: 'axis' }] });
    expect(legalTargets(clear, 0)).toEqual([1]);
  });

  it('TC-09 a unit in woods can be seen, the one behind cannot (M44 p.8 [L340]; review finding 5)', () => {
    const s = setupState({
      terrain: [[6, 8, 'woods']],
      units: [
        { row: 6, col: 4, side: 'allies' },
        { row: 6, col: 8, side: 'axis' },
        { row: 6, col: 10, side: 'axis' },
      ],
    });
    expect(diceFor(s, 0, 1)).toBe(1);
    expect(legalTargets(s, 0)).toEqual([1]);
    const empty = board([[6, 8, 'woods']]);
    expect(los(empty, [6, 4], [6, 10])).toBe(false);
  });

  it('TC-10 along a hex edge LOS is blocked only with obstructions on both sides (M44 p.9 [L342-354])', () => {
    expect(los(board([[5, 9, 'woods']]), [6, 10], [4, 10])).toBe(true);
    expect(los(board([[5, 9, 'woods']]), [4, 10], [6, 10])).toBe(true);
    expect(los(board([[5, 9, 'woods'], [5, 11, 'town']]), [6, 10], [4, 10])).toBe(false);
    expect(los(board([[5, 9, 'woods'], [5, 11, 'town']]), [4, 10], [6, 10])).toBe(false);
  });

  it('TC-10 at distance 4 obstructions on opposite sides of different pairs block (M44 p.9 [L354-356]; review finding 4)', () => {
    const p = losPath(STANDARD, H(8, 10), H(4, 10));
    expect(p.crossed).toEqual([H(6, 10)]);
    expect([...p.left, ...p.right].sort((a, b) => a - b)).toEqual([H(5, 9), H(5, 11), H(7, 9), H(7, 11)].sort((a, b) => a - b));
    expect(los(board([[7, 9, 'woods'], [5, 11, 'woods']]), [8, 10], [4, 10])).toBe(false);
    expect(los(board([[7, 9, 'woods'], [5, 9, 'woods']]), [8, 10], [4, 10])).toBe(true);
    expect(los(board([[6, 10, 'woods']]), [8, 10], [4, 10])).toBe(false);
  });

  it('terrain in the end hexes never blocks; rivers do not block, lake groups do (M44 p.8 [L330], p.16 [L676], p.18 [L761])', () => {
    expect(los(board([[6, 6, 'woods'], [6, 10, 'woods']]), [6, 6], [6, 10])).toBe(true);
    expect(los(board([[6, 8, 'river']]), [6, 6], [6, 10])).toBe(true);
    expect(los(board([[6, 8, 'lake']]), [6, 6], [6, 10])).toBe(true);
    expect(los(board([[6, 8, 'lake'], [5, 9, 'lake']]), [6, 6], [6, 10])).toBe(false);
  });

  it('half hexes at the board edge obstruct on their side (M44 p.8 [L328])', () => {
    // (0,0)->(2,0) runs along the edge between the half hex (1,-1) and (1,1).
    expect(los(board([]), [0, 0], [2, 0])).toBe(true);
    expect(los(board([[1, 1, 'woods']]), [0, 0], [2, 0])).toBe(false);
  });

  it('TC-33 two units on hills see over a town below (M44 p.18 [L792])', () => {
    expect(los(board([[6, 12, 'hill'], [6, 8, 'hill'], [6, 10, 'town']]), [6, 12], [6, 8])).toBe(true);
    expect(los(board([[6, 12, 'hill'], [6, 8, 'hill'], [6, 10, 'town']]), [6, 8], [6, 12])).toBe(true);
  });

  it('TC-34 a unit below does not block two units on hills; it must fight the adjacent one (M44 p.18 [L796])', () => {
    const s = setupState({
      terrain: [
        [6, 12, 'hill'],
        [6, 8, 'hill'],
      ],
      units: [
        { row: 6, col: 12, side: 'allies', type: 'armor' },
        { row: 6, col: 8, side: 'axis', type: 'armor' },
        { row: 6, col: 10, side: 'axis' },
      ],
    });
    expect(los(s, [6, 12], [6, 8])).toBe(true);
    expect(legalTargets(s, 0)).toEqual([2]);
    expect(diceFor({ ...s, active: 'axis' }, 2, 0)).toBe(2);
    expect(diceFor({ ...s, active: 'axis' }, 1, 0)).toBe(3);
  });

  it('TC-35 woods at altitude 0 block between a hill and the plain (M44 p.18 [L800])', () => {
    expect(los(board([[6, 12, 'hill'], [6, 10, 'woods']]), [6, 12], [6, 8])).toBe(false);
    expect(los(board([[6, 12, 'hill']]), [6, 12], [6, 8])).toBe(true);
  });

  it('a hill between two units on the plain blocks; between two hill units it does not (M44 p.15 [L648]; digest A9)', () => {
    expect(los(board([[6, 10, 'hill']]), [6, 12], [6, 8])).toBe(false);
    expect(los(board([[6, 10, 'hill'], [6, 12, 'hill'], [6, 8, 'hill']]), [6, 12], [6, 8])).toBe(true);
  });

  it('LOS is symmetric over the whole board with random woods', () => {
    const terrain: [number, number, TerrainId][] = [];
    let x = 7;
    for (let r = 0; r < 9; r++)
      for (let c = r % 2; c <= 24; c += 2) {
        x = (x * 1103515245 + 12345) % 2147483648;
        if (x % 5 === 0) terrain.push([r, c, 'woods']);
      }
    const s = board(terrain);
    let checked = 0;
    for (let a = 0; a < 225; a += 7)
      for (let b = 0; b < 225; b += 5) {
        const ra = Math.floor(a / 25);
        const rb = Math.floor(b / 25);
        if ((ra + (a % 25)) % 2 || (rb + (b % 25)) % 2 || a === b) continue;
        expect(lineOfSight(s, boardOf(s.scenario), a, b)).toBe(lineOfSight(s, boardOf(s.scenario), b, a));
        checked++;
      }
    expect(checked).toBeGreaterThan(100);
  });
});
