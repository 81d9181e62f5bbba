/** CG R9-R10 zones of control and movement, on hand-made positions (digest T06-T08, T23). */
import { describe, expect, it } from 'vitest';
import { game, type State } from '@esagono/caso-giallo';
import { L, play, position, stepTargets, walk, unit } from '../helpers.js';
import { ma, tr } from '../../src/position.js';

const ALLIED_SECOND_MOVE = { rounds: [{ side: 'allied' as const, mode: 'move' as const }] };
const dis = (s: State, id: string): State => ({ ...s, units: s.units.map((u) => (u.id === id ? { ...u, dis: true } : u)) });

describe('CG R9.1 who exerts a ZOC (T06)', () => {
  it('T06 a brigade never; a yellow-stripe division alone not; two divisions together do', () => {
    // A Dutch brigade moves past German units; entering their ZOC would stop it.
    const alone = position({ BrigB: '3624', '208': '3626' }, 'allied', 'move', ALLIED_SECOND_MOVE);
    let s = walk(alone, 'BrigB', '3625');
    expect(stepTargets(s, 'BrigB').length).toBeGreaterThan(0); // the 208th alone has no ZOC
    const pair = position({ BrigB: '3624', '208': '3626', '225': '3626' }, 'allied', 'move', ALLIED_SECOND_MOVE);
    s = walk(pair, 'BrigB', '3625');
    expect(stepTargets(s, 'BrigB')).toEqual([]); // two divisions exert a ZOC: it stops
  });
  it('T06 a Dutch division exerts a ZOC, a Dutch brigade none', () => {
    let s = walk(position({ IX: '3625', NL1: '3628' }, 'german', 'move'), 'IX', '3626');
    expect(stepTargets(s, 'IX')).toContain('3627');
    s = walk(s, 'IX', '3627');
    expect(stepTargets(s, 'IX')).toEqual([]); // stopped in NL1's ZOC
    s = walk(position({ IX: '3625', BrigB: '3628' }, 'german', 'move'), 'IX', '3626', '3627');
    expect(stepTargets(s, 'IX').length).toBeGreaterThan(0);
  });
});

describe('CG R9.2 black-MA units (T07)', () => {
  it('T07 an empty hex in the ZOC of two enemy hexes cannot be entered; with one, the unit enters and stops', () => {
    let s = walk(position({ IX: '3625', NL1: '3628', NL7: '3527' }, 'german', 'move'), 'IX', '3626');
    expect(stepTargets(s, 'IX')).not.toContain('3627');
    s = walk(position({ IX: '3625', NL1: '3628' }, 'german', 'move'), 'IX', '3626', '3627');
    expect(s.moving?.mp).toBe(0);
  });
  it('CG R9.2 no move straight from one enemy-ZOC hex to another', () => {
    const s = position({ IX: '3627', NL1: '3628' }, 'german', 'move');
    const t = stepTargets(s, 'IX');
    expect(t).not.toContain('3727'); // also in NL1's ZOC
    expect(t).toContain('3726');
  });
});

describe('CG R9.3 yellow-MA units and TR (T08)', () => {
  it('T08 a TR 4 Panzer division passes between two TR 2 Dutch divisions', () => {
    const s = walk(position({ '9Pz': '3626', NL1: '3628', NL7: '3527' }, 'german', 'move'), '9Pz', '3627');
    expect(s.moving?.mp).toBe(5);
    expect(stepTargets(s, '9Pz')).toContain('3727');
  });
  it('T08 equal TR blocks: a disrupted Panzer division (TR 2) may not enter the hex between them', () => {
    const s = dis(position({ '9Pz': '3626', NL1: '3628', NL7: '3527' }, 'german', 'move'), '9Pz');
    expect(stepTargets(s, '9Pz')).not.toContain('3627');
  });
  it('review finding 11, control case: both Dutch divisions in one hex, the disrupted division enters and stops', () => {
    const s = walk(dis(position({ '9Pz': '3626', NL1: '3628', NL7: '3628' }, 'german', 'move'), '9Pz'), '9Pz', '3627');
    expect(stepTargets(s, '9Pz')).toEqual([]);
  });
});

describe('CG R10 movement costs and limits', () => {
  it('CG R10.1c the one-hex minimum move: a unit with too few MP may still enter one hex, then stops', () => {
    const s0 = dis(position({ IX: '3331' }, 'german', 'move'), 'IX'); // MA 4 - 2 = 2
    expect(ma(s0, unit(s0, 'IX'))).toBe(2);
    expect(stepTargets(s0, 'IX')).toContain('3330'); // clear 1 + Maas 1 + DW 1 = 3 > 2
    const s = walk(s0, 'IX', '3330');
    expect(s.moving?.mp).toBe(0);
    expect(stepTargets(s, 'IX')).toEqual([]);
  });
  it('CG R10.10 Dutch units never leave the Netherlands', () => {
    const s = position({ BrigB: '3730' }, 'allied', 'move', ALLIED_SECOND_MOVE);
    expect(stepTargets(s, 'BrigB')).not.toContain('3731');
  });
  it('CG SB8.9 black-star Dutch units do not move in the first Allied Move round', () => {
    const s = position({ BrigB: '3724' }, 'allied', 'move');
    expect(game.legalMoves(s)).toEqual([{ type: 'end-movement' }]);
  });
  it('CG R10.11 Allied units pay +1 MP to enter a refugee hex (T22d markers)', () => {
    let s = position({ BrigB: '3724' }, 'allied', 'move', { ...ALLIED_SECOND_MOVE, refugees: [{ loc: L('3725'), side: 'town' }] });
    s = walk(s, 'BrigB', '3725');
    expect(s.moving?.mp).toBe(1);
  });
  it('T23 Disruption: TR and MA -2, never below 1', () => {
    const s = dis(position({ NL1: '3628', IX: '3626' }, 'german', 'move'), 'NL1');
    expect(tr(s, unit(s, 'NL1'))).toBe(1);
    expect(ma(s, unit(s, 'NL1'))).toBe(1);
    expect(tr(s, unit(s, 'IX'))).toBe(3);
  });
  it('CG R8.4 an overstacked hex at the end of movement costs its owner a unit of his choice', () => {
    let s = position({ IX: '3625', X: '3627' }, 'german', 'move');
    s = walk(s, 'IX', '3626', '3627');
    s = play(s, { type: 'end-movement' });
    expect(s.stage).toEqual({ kind: 'shed', loc: L('3627') });
    expect(game.legalMoves(s).map((m) => (m.type === 'eliminate' ? m.unit : '')).sort()).toEqual(['IX', 'X']);
    s = play(s, { type: 'eliminate', unit: 'X' });
    expect(s.stage.kind).toBe('attack');
  });
});

describe('CG R10.1b groups and R10.3c overruns', () => {
  it('CG R10.1b a group moves at its slowest unit\'s MA and may drop units off, never add them', () => {
    let s = position({ '9Pz': '3626', '208': '3626' }, 'german', 'move');
    s = play(s, { type: 'group', units: ['208', '9Pz'] });
    expect(s.moving).toEqual({ units: ['208', '9Pz'], mp: 4, entered: 0 });
    s = walk(s, '208', '3627'); // a group's step is listed under its first unit
    expect(unit(s, '9Pz').loc).toBe(L('3627'));
    s = play(s, { type: 'drop-off', unit: '208' });
    s = walk(s, '9Pz', '3628');
    expect(unit(s, '208').loc).toBe(L('3627'));
    expect(stepTargets(s, '208')).toEqual([]); // dropped units have moved
  });
  it('T12 (partial) an overrun needs 9-1: the strongest Fortress Holland group (CS 7) cannot overrun a CS 1 unit', () => {
    let s = position({ '9Pz': '3626', 'SS-V': '3626', LAH: '3626', BrigB: '3628' }, 'german', 'move');
    s = play(s, { type: 'group', units: ['SS-V', '9Pz', 'LAH'] });
    s = walk(s, 'SS-V', '3627');
    expect(game.legalMoves(s).some((m) => m.type === 'overrun')).toBe(false);
  });
});
