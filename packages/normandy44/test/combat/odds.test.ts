import { describe, expect, it } from 'vitest';
import { attackerFactors, defenceStrength, finalColumn, odds, rawColumn, shifts } from '../../src/combat/odds.js';
import { position, withAttack } from '../helpers.js';

const net = (s: Parameters<typeof shifts>[0], c: Parameters<typeof shifts>[1]) => shifts(s, c).reduce((a, x) => a + x.shift, 0);

describe('odds (N44 10.5-10.6)', () => {
  it('T10 rounds in the defender\'s favour: 15:4 is 3-1, 11:12 is 1-2', () => {
    expect(rawColumn(15, 4)).toBe(4); // index 4 = 3-1
    expect(rawColumn(11, 12)).toBe(1); // index 1 = 1-2
    expect(rawColumn(14, 17)).toBe(1);
  });
  it('T11 clamps after shifts: 10-1 with 2L reads 7-1; 1-2 with 2L is the automatic A1; 1-4 may not be declared', () => {
    expect(finalColumn(rawColumn(10, 1) as number, -2)).toBe(8);
    expect(finalColumn(rawColumn(1, 2) as number, -2)).toBe(-1);
    expect(rawColumn(1, 4)).toBeNull();
  });
  it('T25 Jabo: a 4-1 with 3L reads 1-1; a 2-1 with 3L reads 1-3 (review finding 1); a 1-1 with 3L is the automatic A1', () => {
    expect(finalColumn(5, -3)).toBe(2);
    expect(finalColumn(3, -3)).toBe(0);
    expect(finalColumn(2, -3)).toBe(-1);
  });
});

describe('halving and caps (N44 10.4, 11.1, 11.2)', () => {
  it('T12 two 5-factor units outside the MAF are halved to 3 + 3; a unit is halved once', () => {
    const s = position([['ge-10ss-10-2', '2610'], ['ge-9ss-9-2', '2610'], ['ge-6fj', '2611'], ['US-82-508', '2710']], { phase: 'german-combat' });
    const st = withAttack(s, '2710', ['ge-10ss-10-2', 'ge-9ss-9-2', 'ge-6fj'], 'german:6FJ');
    const f = attackerFactors(st, st.combat!);
    expect(f.filter((x) => !x.maf).map((x) => x.strength)).toEqual([3, 3]);
    // 6FJ(-) (5) attacks out of the flooded 2611 and is in the MAF: halved once, 3.
    expect(f.find((x) => x.id === 'ge-6fj')).toMatchObject({ maf: true, halved: true, strength: 3 });
  });
  it('T13 (a) DCB is capped by the printed strength without silhouettes: 2 + 4 + 2 = 8 in bocage', () => {
    const s = position([['ge-91-1057-3', '2707'], ['ge-2pz-3-1', '2707']]);
    expect(defenceStrength(s, '2707')).toEqual({ total: 8, dcb: 2 });
  });
  it('T13 (b) two strength-6 units in a Town (+4) defend at 16', () => {
    const s = position([['ge-21pz-125', '3209'], ['ge-21-192', '3209']]);
    expect(defenceStrength(s, '3209').total).toBe(16);
  });
  it('T09 the defender counts at most 18 factors, DCB included (City +5)', () => {
    const s = position([['ge-21pz-125', '3606'], ['ge-21-192', '3606'], ['ge-2pz-3-1', '3606']]);
    expect(defenceStrength(s, '3606')).toEqual({ total: 18, dcb: 5 });
  });
  it('D10 the attacker counts at most 18 factors', () => {
    const s = position([['ge-21pz-125', '2609'], ['ge-21-192', '2710'], ['ge-21pz-192', '2710'], ['ge-21-200pzjg', '2710'], ['US-82-507', '2709']], { phase: 'german-combat' });
    // MAF 21st Pz: 6 + 6 + 5 + 3 = 20 at full strength ... capped at 18.
    const st = withAttack(s, '2709', ['ge-21pz-125', 'ge-21-192', 'ge-21pz-192', 'ge-21-200pzjg'], 'german:21');
    expect(odds(st, st.combat!).attack).toBeLessThanOrEqual(18);
  });
});

describe('column shifts (N44 11, 19)', () => {
  it('T26 naval support against a lone SP: no DCB, no armor shift; 9:2 is 4-1, TQ and naval make 6-1', () => {
    const s = position([['ge-sp-ozeville', '3211'], ['US-82-505', '3210'], ['US-TankBn-70', '3210'], ['US-101-501', '3111']], { phase: 'allied-combat' });
    const st = withAttack(s, '3211', ['US-82-505', 'US-TankBn-70', 'US-101-501'], 'allied:82', { naval: true });
    const o = odds(st, st.combat!);
    expect([o.attack, o.defence, o.raw, o.column]).toEqual([9, 2, 5, 7]);
    expect(shifts(st, st.combat!).map((x) => x.why).sort()).toEqual(['naval support', 'troop quality']);
  });
  it('D06 armor: MAF grey 3 vs no armor +1R; vs red 3 (AT) 0; into a City none', () => {
    const a = position([['ge-91-1057', '2807'], ['US-TankBn-70', '2808'], ['US-4-8', '2808']], { phase: 'allied-combat' });
    const ca = withAttack(a, '2807', ['US-TankBn-70', 'US-4-8'], 'allied:4');
    expect(shifts(ca, ca.combat!).some((x) => x.why === 'armor')).toBe(true);
    const b = position([['ge-91-1057', '2807'], ['ge-709-pzjg', '2807'], ['US-TankBn-70', '2808'], ['US-4-8', '2808']], { phase: 'allied-combat' });
    const cb = withAttack(b, '2807', ['US-TankBn-70', 'US-4-8'], 'allied:4');
    expect(shifts(cb, cb.combat!).some((x) => x.why === 'armor')).toBe(false);
    const c = position([['ge-chr-17mg', '3606'], ['US-TankBn-70', '3607'], ['US-4-8', '3607']], { phase: 'allied-combat' });
    const cc = withAttack(c, '3606', ['US-TankBn-70', 'US-4-8'], 'allied:4');
    expect(shifts(cc, cc.combat!).some((x) => x.why === 'armor')).toBe(false);
  });
  it('D06 defender armor: a MAF without armor vs infantry + grey tank is 1L; vs infantry + red AT only, nothing', () => {
    const a = position([['ge-91-1057', '2807'], ['ge-pzbn-100', '2807'], ['US-4-8', '2808']], { phase: 'allied-combat' });
    const ca = withAttack(a, '2807', ['US-4-8'], 'allied:4');
    expect(shifts(ca, ca.combat!).find((x) => x.why === 'defender armor')?.shift).toBe(-1);
    const b = position([['ge-91-1057', '2807'], ['ge-709-pzjg', '2807'], ['US-4-8', '2808']], { phase: 'allied-combat' });
    const cb = withAttack(b, '2807', ['US-4-8'], 'allied:4');
    expect(shifts(cb, cb.combat!).some((x) => x.why === 'defender armor')).toBe(false);
  });
  it('D07 TQ: best MAF TQ above every defender +1R; all MAF negative 1L', () => {
    const a = position([['ge-91-1057', '2807'], ['US-82-505', '2808']], { phase: 'allied-combat' });
    const ca = withAttack(a, '2807', ['US-82-505'], 'allied:82');
    expect(shifts(ca, ca.combat!).find((x) => x.why === 'troop quality')?.shift).toBe(1);
    const b = position([['US-4-8', '2808'], ['ge-709-729-2', '2807']], { phase: 'german-combat' });
    const cb = withAttack(b, '2808', ['ge-709-729-2'], 'german:709');
    expect(shifts(cb, cb.combat!).find((x) => x.why === 'negative troop quality')?.shift).toBe(-1);
  });
  it('D08 Tiger: +1R in the MAF even into a City (no armor shift there); a defending Tiger is 1L', () => {
    const a = position([['US-4-8', '3606'], ['ge-tiger-101', '3607'], ['ge-21-192', '3607']], { phase: 'german-combat' });
    const ca = withAttack(a, '3606', ['ge-tiger-101', 'ge-21-192'], 'ge-tiger-101');
    const whys = shifts(ca, ca.combat!).map((x) => x.why);
    expect(whys).toContain('Tiger');
    expect(whys).not.toContain('armor');
    const b = position([['ge-tiger-101', '2807'], ['US-4-8', '2808']], { phase: 'allied-combat' });
    const cb = withAttack(b, '2807', ['US-4-8'], 'allied:4');
    expect(shifts(cb, cb.combat!).find((x) => x.why === 'defending Tiger')?.shift).toBe(-1);
  });
  it('T15 all the MAF across a major river: halved, 1L, no armor shift', () => {
    // 2606 | 2506 is on the stand-in Douve (a major river between rows 25 and 26).
    const s = position([['ge-91-1057', '2506'], ['US-4-8', '2606'], ['US-TankBn-70', '2606']], { phase: 'allied-combat' });
    const st = withAttack(s, '2506', ['US-4-8', 'US-TankBn-70'], 'allied:4');
    expect(attackerFactors(st, st.combat!).every((f) => f.halved)).toBe(true);
    const whys = shifts(st, st.combat!).map((x) => x.why);
    expect(whys).toContain('MAF across a major river or flooded hexside');
    expect(whys).not.toContain('armor');
    expect(net(st, st.combat!)).toBeLessThan(1);
  });
  it('hilltop gives the attacker 1L (N44 11.8)', () => {
    const s = position([['ge-91-1057', '2407'], ['US-82-505', '2406']], { phase: 'allied-combat' });
    const st = withAttack(s, '2407', ['US-82-505'], 'allied:82');
    expect(shifts(st, st.combat!).find((x) => x.why === 'hilltop')?.shift).toBe(-1);
  });
});
