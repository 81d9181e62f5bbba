import { describe, expect, it } from 'vitest';
import { game } from '../../src/game.js';
import { movementAllowance, reserveHops } from '../../src/movement/movement.js';
import { strafeRoll } from '../../src/combat/strafing.js';
import { unitById } from '../../src/position.js';
import type { Move, State } from '../../src/state.js';
import { allMoves, play, position, withAttack } from '../helpers.js';

// A unit's moves are listed once it is picked (N44 9.1): `allMoves` lists both levels.
const has = (s: State, pred: (m: Move) => boolean) => allMoves(s).some(pred);

describe('Reserve (N44 15)', () => {
  it('T23 Reserve MA is half the printed MA rounded up: 5 -> 3, 3 -> 2', () => {
    const s = position([['ge-pzbn-100', '2509'], ['ge-91-1057', '2807']], { phase: 'german-reserve-movement', space: 3 });
    expect(movementAllowance(s, unitById(s, 'ge-pzbn-100')!)).toBe(3);
    expect(movementAllowance(s, unitById(s, 'ge-91-1057')!)).toBe(2);
  });
  it('D16 an unmoved unit may take a Reserve marker; only Reserve units move in the Reserve segment', () => {
    const s = position([['ge-91-1057', '2807'], ['ge-91-1058', '3209'], ['US-4-8', '3111']], { phase: 'german-movement', space: 3 });
    expect(has(s, (m) => m.type === 'reserve' && m.unit === 'ge-91-1057')).toBe(true);
    const r = play(s, { type: 'reserve', unit: 'ge-91-1057' }, { type: 'end-phase' });
    expect(r.phase).toBe('german-combat');
    const rm = play(r, { type: 'end-phase' });
    expect(rm.phase).toBe('german-reserve-movement');
    expect(has(rm, (m) => m.type === 'move' && m.unit === 'ge-91-1057')).toBe(true);
    expect(has(rm, (m) => m.type === 'move' && m.unit === 'ge-91-1058')).toBe(false);
  });
  it('the Reserve segments are skipped when no unit is in Reserve', () => {
    const s = position([['ge-91-1057', '2807'], ['US-4-8', '3111']], { phase: 'german-combat' });
    const next = play(s, { type: 'end-phase' });
    expect(next.phase).not.toMatch(/reserve/);
  });
  it('15.4 attacking ends Reserve status; at most 6 Reserve markers a side', () => {
    const s = position([['ge-91-1057', '2807'], ['US-4-8', '2808']], { phase: 'german-combat', space: 3 });
    const inReserve = { ...s, units: s.units.map((u) => (u.id === 'ge-91-1057' ? { ...u, reserve: true } : u)) };
    const attacked = play(inReserve, { type: 'attack', target: '2808' }, { type: 'commit', unit: 'ge-91-1057' }, { type: 'maf', formation: 'german:91' }, { type: 'resolve' });
    expect(unitById(attacked, 'ge-91-1057')?.reserve).toBe(false);
    const six = ['ge-91-1057', 'ge-91-1058', 'ge-91-1057-3', 'ge-91-1058-3', 'ge-6fj-1', 'ge-6fj-3'];
    const hexes = ['3102', '3104', '3106', '3108', '3110', '3302'];
    const many = position([...six.map((id, i): [string, string] => [id, hexes[i]!]), ['ge-pzbn-206', '3504'], ['US-4-8', '2914']], { phase: 'german-movement' });
    const full = { ...many, units: many.units.map((u) => (six.includes(u.id) ? { ...u, reserve: true, moved: true } : u)) };
    expect(has(full, (m) => m.type === 'reserve' && m.unit === 'ge-pzbn-206')).toBe(false);
  });
});

describe('Reserve after 1 MP (N44 15.1)', () => {
  const hops = (us: string) => {
    const s = position([['ge-pzbn-100', '3305'], ['US-4-8', us]], { phase: 'german-movement', space: 3, turn: 3 });
    return { s, hops: reserveHops(s, unitById(s, 'ge-pzbn-100')!) };
  };
  it('D16 a unit that moved 1 MP may take a Reserve marker: mixed (1 MP) yes, woods (2 MP for mech) no', () => {
    const { s, hops: h } = hops('2914');
    expect(h).toContain('3304');
    expect(h).not.toContain('3306');
    expect(has(s, (m) => m.type === 'reserve' && m.unit === 'ge-pzbn-100' && m.to === '3304')).toBe(true);
    const r = play(s, { type: 'reserve', unit: 'ge-pzbn-100', to: '3304' });
    expect(unitById(r, 'ge-pzbn-100')).toMatchObject({ hex: '3304', reserve: true, moved: true });
  });
  it('D16 the 1 MP may not enter enemy ZOC', () => {
    expect(hops('3303').hops).not.toContain('3304');
  });
  it('D16 a unit starting in enemy ZOC may go into Reserve only if it does not move', () => {
    const { s, hops: h } = hops('3304');
    expect(h).toEqual([]);
    expect(has(s, (m) => m.type === 'reserve' && m.unit === 'ge-pzbn-100' && m.to === undefined)).toBe(true);
  });
  it('15.1 a unit that must use Tactical Movement, or received a Repl, takes no Reserve', () => {
    const { s } = hops('2914');
    const oos = { ...s, units: s.units.map((u) => (u.id === 'ge-pzbn-100' ? { ...u, oos: 1 as const } : u)) };
    expect(reserveHops(oos, unitById(oos, 'ge-pzbn-100')!)).toEqual([]);
    const repl = { ...s, units: s.units.map((u) => (u.id === 'ge-pzbn-100' ? { ...u, replaced: true } : u)) };
    expect(has(repl, (m) => m.type === 'reserve' && m.unit === 'ge-pzbn-100')).toBe(false);
  });
});

describe('Reserve after a DH or A1/D2 (N44 15.1, 15.3)', () => {
  const won = (result: 'DH' | 'A1/D2' | 'DR') => {
    const s = position([['US-4-8', '3108'], ['ge-91-1057', '3502']], { phase: 'allied-combat', turn: 4, space: 3 });
    const attacked = { ...s, units: s.units.map((u) => (u.id === 'US-4-8' ? { ...u, attacked: true } : u)) };
    return withAttack(attacked, '3107', ['US-4-8'], 'allied:4', { stage: 'advance', result, advanceAllowed: true, advancing: ['US-4-8'] });
  };
  it('T45 after a DH the attackers may go into Reserve instead of advancing, and attack again in the Reserve Combat segment', () => {
    const s = won('DH');
    expect(has(s, (m) => m.type === 'reserve' && m.unit === 'US-4-8')).toBe(true);
    const r = play(s, { type: 'reserve', unit: 'US-4-8' });
    expect(r.combat).toBeNull();
    expect(unitById(r, 'US-4-8')).toMatchObject({ reserve: true, hex: '3108' });
    const rc = play(r, { type: 'end-phase' }, { type: 'end-phase' });
    expect(rc.phase).toBe('allied-reserve-combat');
    expect(unitById(rc, 'US-4-8')?.attacked).toBe(false);
  });
  it('15.1 also after an A1/D2, but not after other results', () => {
    expect(has(won('A1/D2'), (m) => m.type === 'reserve')).toBe(true);
    expect(has(won('DR'), (m) => m.type === 'reserve')).toBe(false);
  });
});

describe('losing Reserve status (N44 15.4)', () => {
  it('15.4 a Reserve unit that becomes DG (here by strafing, a 5 on the 2010 table) loses Reserve status', () => {
    const s = position([['ge-91-1057', '3305'], ['US-4-8', '2914']], { phase: 'allied-combat', turn: 4, space: 4 });
    const r = { ...s, strafeQueue: ['ge-91-1057'], units: s.units.map((u) => (u.id === 'ge-91-1057' ? { ...u, reserve: true } : u)) };
    expect(unitById(strafeRoll(r, 5, []), 'ge-91-1057')).toMatchObject({ dg: true, reserve: false });
    expect(unitById(strafeRoll(r, 1, []), 'ge-91-1057')).toMatchObject({ dg: false, reserve: true });
  });
});
