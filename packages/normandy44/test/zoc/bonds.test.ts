import { describe, expect, it } from 'vitest';
import { bondsOf } from '../../src/zoc/bonds.js';
import { cotentinBoard, dirTo } from '../../src/map/index.js';
import { moveDestinations } from '../../src/movement/movement.js';
import { retreatEnds } from '../../src/combat/retreat.js';
import { unitById } from '../../src/position.js';
import { position } from '../helpers.js';

const b = cotentinBoard();
const L = (id: string) => b.locOf(id);
const sideBond = (bonds: ReturnType<typeof bondsOf>, a: string, c: string) => bonds.side[L(a) * 6 + dirTo(b, L(a), L(c))] === 1;

describe('ZOC bonds (N44 8.5)', () => {
  it('D11 units at (R, C) and (R, C+2) form a hex bond on (R, C+1); an enemy unit there cancels it', () => {
    const s = position([['US-4-8', '3106'], ['US-4-12', '3108']]);
    expect(bondsOf(s, 'allied', b).hex[L('3107')]).toBe(1);
    const cancelled = position([['US-4-8', '3106'], ['US-4-12', '3108'], ['ge-91-1057-3', '3107']]);
    expect(bondsOf(cancelled, 'allied', b).hex[L('3107')]).toBe(0);
  });
  it('D11 off-line units two apart form a hexside bond between their common neighbours; enemies on both sides cancel it', () => {
    // 3106 and 3208 are two apart off line: their common neighbours are 3107 and 3207.
    const s = position([['US-4-8', '3106'], ['US-4-12', '3208']]);
    expect(sideBond(bondsOf(s, 'allied', b), '3107', '3207')).toBe(true);
    expect(sideBond(bondsOf(s, 'allied', b), '3207', '3107')).toBe(true);
    expect(bondsOf(s, 'allied', b).hex[L('3107')]).toBe(0);
    const one = position([['US-4-8', '3106'], ['US-4-12', '3208'], ['ge-91-1057-3', '3107']]);
    expect(sideBond(bondsOf(one, 'allied', b), '3107', '3207')).toBe(true);
    const both = position([['US-4-8', '3106'], ['US-4-12', '3208'], ['ge-91-1057-3', '3107'], ['ge-91-1058-3', '3207']]);
    expect(sideBond(bondsOf(both, 'allied', b), '3107', '3207')).toBe(false);
  });
  it('D12 a unit next to the coast forms a hexside bond with the border', () => {
    // From 2913 the hexside 2814 | 2914 runs to a vertex on the coast: a border bond.
    const s = position([['US-4-8', '2913']]);
    expect(sideBond(bondsOf(s, 'allied', b), '2814', '2914')).toBe(true);
    // Inland, alone, no bond at all.
    const inland = position([['US-4-8', '3106']]);
    expect(bondsOf(inland, 'allied', b).side.some((x) => x === 1)).toBe(false);
  });
  it('strength-1 units and dispersed units form no bond (N44 8.1, 20.2)', () => {
    const s = position([['US-CORPSHQ-7', '3106'], ['US-4-12', '3108']]);
    expect(bondsOf(s, 'allied', b).hex[L('3107')]).toBe(0);
    const d = position([['US-4-8', '3106'], ['US-4-12', '3108']]);
    const dispersed = { ...d, units: d.units.map((u) => (u.id === 'US-4-8' ? { ...u, dispersed: true } : u)) };
    expect(bondsOf(dispersed, 'allied', b).hex[L('3107')]).toBe(0);
  });
  it('8.5.2 no enemy unit moves into a hex bond', () => {
    const s = position([['US-4-8', '3106'], ['US-4-12', '3108'], ['ge-91-1057-3', '3307']]);
    const dest = moveDestinations(s, unitById(s, 'ge-91-1057-3')!);
    expect(dest).not.toContain('3107');
    const free = position([['US-4-8', '3106'], ['ge-91-1057-3', '3307']]);
    expect(moveDestinations(free, unitById(free, 'ge-91-1057-3')!)).toContain('3208');
  });
  it('8.5.2 a retreat into a bond is not offered (the unit would be eliminated)', () => {
    const s = position([['US-4-8', '3106'], ['US-4-12', '3108'], ['ge-91-1057-3', '3207']]);
    expect(retreatEnds(s, unitById(s, 'ge-91-1057-3')!, 2).some((e) => e.hex === '3107')).toBe(false);
  });
});
