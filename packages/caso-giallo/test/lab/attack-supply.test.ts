/** CG R7.6-R7.9 Attack Supply: markers, the Westwall's one attack, AG1 cut off, the supply units (rules lab). */
import { describe, expect, it } from 'vitest';
import { attackSupply, game, type State } from '@esagono/caso-giallo';
import { attackRoundKey, eliminateCutAg1, loneSupplyUnits, markAttackSupply, supplyPhase } from '../../src/supply/index.js';
import { mayStartMoving, restrictedMayEnter, stepOptions } from '../../src/movement/index.js';
import { startRound } from '../../src/sequence/index.js';
import { stackLegal } from '../../src/position.js';
import { play } from '../helpers.js';
import { LL, LH, LB, labPosition } from './lab.js';

const u = (s: State, id: string) => s.units.find((x) => x.id === id)!;
const dir = (a: string, b: string) => [0, 1, 2, 3, 4, 5].find((d) => LB.map.neighbor(LL(a), d) === LL(b))!;

describe('CG R7.6-R7.8 Attack Supply checks', () => {
  it('CG R7.6e: a unit that cannot trace gets a No Attack Supply marker at its combat; it stays until a check it passes', () => {
    // Turn 3: IV in 0402 is 7 hexes from Köln (range 6, R7.8b): no Attack Supply, the attack shifts 1L (R7.6d).
    let s = labPosition({ IV: '0402', F1: '0401' }, 'german', 'combat');
    s = play(s, { type: 'attack', target: LL('0401') });
    s = play(s, { type: 'commit', unit: 'IV' });
    s = play(s, { type: 'resolve' });
    s = play(s, { type: 'roll', die: 3 });
    expect(s.noAttackSupply).toEqual(['IV']);
    // The marker stays through a later check made with Army Group B's unit in range (5 hexes, R7.8a)...
    const later = { ...s, units: [...s.units, { id: 'AGB', loc: LL('0405'), steps: 1, dis: false }] };
    expect(attackSupply(later, u(later, 'IV')).supplied).toBe(true);
    // ...and only then comes off: the check at the next combat passes.
    expect(markAttackSupply(later, later, ['IV']).noAttackSupply).toEqual([]);
    // CG R7.6b: turn 1 checks nothing.
    const t1 = { ...s, turn: 1, noAttackSupply: [] };
    expect(markAttackSupply(t1, t1, ['IV']).noAttackSupply).toEqual([]);
  });

  it('CG R7.8c: the Westwall supplies units within 3 hexes for one attack per Combat round', () => {
    // Allied units hold Köln and Essen, so no German City supplies; IV and V stand by the Westwall 0608.
    const s = labPosition({ IV: '0709', V: '0710', F2: '0409', BEF: '0510' }, 'german', 'combat');
    expect(attackSupply(s, u(s, 'IV'))).toEqual({ supplied: true, ag1Cut: false, westwall: true });
    const spent = markAttackSupply(s, s, ['IV']);
    expect(spent.westwallRound).toBe(attackRoundKey(s));
    expect(attackSupply(spent, u(spent, 'V')).supplied).toBe(false);
    // A new round: the Westwall supplies again.
    const next = startRound({ ...spent, rounds: [...spent.rounds, { side: 'allied', mode: 'move' }] }, 'german', 'combat');
    expect(attackSupply(next, u(next, 'V')).supplied).toBe(true);
  });

  it('CG R7.7e: AG1 cut off from the west and south edges still supplies, and goes after the Allied Combat round', () => {
    // AG1 in 0609 beyond the Major River: a German corps holds its only crossing (0407|0408), another
    // in 0309 shuts the way south to the edge with its ZOC.
    const s = labPosition({ AG1: '0609', BEF: '0709', IV: '0408', V: '0309' }, 'allied', 'combat');
    expect(attackSupply(s, u(s, 'BEF'))).toEqual({ supplied: true, ag1Cut: true, westwall: false });
    const used = markAttackSupply(s, s, ['BEF']);
    expect(used.ag1Cut).toBe(attackRoundKey(s));
    const r = game.resolve(used, { type: 'end-round' });
    expect(r.ok && r.state.units.find((x) => x.id === 'AG1')!.loc).toBe(-1);
    // Tracing to the edge, AG1 is used at no cost.
    const open = labPosition({ AG1: '0405', BEF: '0407' }, 'allied', 'combat');
    expect(attackSupply(open, u(open, 'BEF')).ag1Cut).toBe(false);
    expect(eliminateCutAg1(markAttackSupply(open, open, ['BEF'])).units.find((x) => x.id === 'AG1')!.loc).toBe(LL('0405'));
  });
});

describe('CG R7.9 Attack Supply units', () => {
  it('CG R7.9c: a supply unit moves in one Action round a turn; it flips back in the Supply Phase', () => {
    let s = labPosition({ AGB: '0405' }, 'german', 'move');
    expect(mayStartMoving(s, u(s, 'AGB'))).toBe(true);
    s = play(play(s, { type: 'select', unit: 'AGB' }), { type: 'step', unit: 'AGB', to: LL('0406') });
    expect(s.supplyMoved).toEqual(['AGB']);
    const second = startRound({ ...s, moving: null, rounds: [...s.rounds, { side: 'allied', mode: 'move' }] }, 'german', 'move');
    expect(mayStartMoving(second, u(second, 'AGB'))).toBe(false);
    const flipped = supplyPhase(second);
    expect(flipped.supplyMoved).toEqual([]);
    expect(mayStartMoving(startRound(flipped, 'german', 'move'), u(flipped, 'AGB'))).toBe(true);
  });

  it('CG R7.9d, R10.6c: rivers only at crossings that are not interdicted; Forest only along a road', () => {
    expect(restrictedMayEnter(labPosition({}, 'german', 'move'), 'supply', LL('0607'), dir('0607', '0608'), LL('0608'))).toBe(false);
    const s = labPosition({ AGB: '0408', IV: '0508' }, 'german', 'move');
    expect(stepOptions(s, u(s, 'AGB'), 5, 0).map((v) => LH(v.to))).toContain('0407'); // the crossing
    const cut = { ...s, interdicted: [LL('0408')] };
    expect(stepOptions(cut, u(cut, 'AGB'), 5, 0).map((v) => LH(v.to))).not.toContain('0407');
    // An infantry corps crosses a Major River anywhere (+1 MP); a supply unit does not.
    const iv = labPosition({ IV: '0607', AGA: '0507' }, 'german', 'move');
    expect(stepOptions(iv, u(iv, 'IV'), 5, 0).map((v) => LH(v.to))).toContain('0608');
    expect(stepOptions(iv, u(iv, 'AGA'), 5, 0).map((v) => LH(v.to))).not.toContain('0508');
    // Forest 0505: along the road from 0405, not from 0504.
    const f = labPosition({ AGB: '0405', AGA: '0504' }, 'german', 'move');
    expect(stepOptions(f, u(f, 'AGB'), 5, 0).map((v) => LH(v.to))).toContain('0505');
    expect(stepOptions(f, u(f, 'AGA'), 5, 0).map((v) => LH(v.to))).not.toContain('0505');
  });

  it('CG R7.9e: attacked alone, a supply unit is eliminated without a roll', () => {
    let s = labPosition({ AGB: '0404', F1: '0403' }, 'allied', 'combat');
    expect(loneSupplyUnits(s, LL('0404'))).toEqual(['AGB']);
    s = play(s, { type: 'attack', target: LL('0404') });
    s = play(s, { type: 'commit', unit: 'F1' });
    s = play(s, { type: 'resolve' });
    if (s.combat?.stage === 'defender-air') s = play(s, { type: 'resolve' }); // the German declines his Stukas
    expect(u(s, 'AGB').loc).toBe(-1);
    expect(s.combat).toBeNull();
    // With a friendly combat unit in the hex it is not alone.
    expect(loneSupplyUnits(labPosition({ AGB: '0404', IV: '0404', F1: '0403' }, 'allied', 'combat'), LL('0404'))).toEqual([]);
  });
});

describe('T23 stacking mini-examples (CG R8.3)', () => {
  it('T23 stacking: corps + division legal, corps + red-box division or corps + corps not; up to 2 regiments more; ARKO or a supply unit counts as a corps', () => {
    const s = labPosition({ B1: '0605', B3: '0605', F1: '0403', F2: '0403', DCR: '0403', GM: '0403', IV: '0408', AGB: '0408', ARKO: '0408' }, 'allied', 'move');
    const st = (...ids: string[]) => stackLegal(s, ids.map((id) => u(s, id)));
    expect(st('B1', 'B3')).toBe(true);
    expect(st('F1', 'DCR')).toBe(false);
    expect(st('F1', 'F2')).toBe(false);
    expect(st('B1', 'B3', 'GM')).toBe(true);
    expect(st('AGB', 'IV')).toBe(false);
    expect(st('ARKO', 'IV')).toBe(false);
  });
});
