import { describe, expect, it } from 'vitest';
import { moveDestinations, movementAllowance, stepCost } from '../../src/movement/movement.js';
import { cotentinBoard, dirTo } from '../../src/map/index.js';
import { unitById } from '../../src/position.js';
import { position } from '../helpers.js';

const b = cotentinBoard();
const cost = (s: ReturnType<typeof position>, id: string, from: string, to: string) => {
  const f = b.locOf(from);
  const t = b.locOf(to);
  return stepCost(s, unitById(s, id)!, b, f, t, dirTo(b, f, t)).cost;
};

describe('movement (N44 9)', () => {
  it('T05 air supremacy: a German mech MA 5 is 3 in Clear, 5 in Overcast and Storm', () => {
    for (const [space, ma] of [[4, 3], [6, 3], [2, 5], [3, 5], [1, 5]] as const) {
      const s = position([['ge-pzbn-100', '2509']], { space });
      expect(movementAllowance(s, unitById(s, 'ge-pzbn-100')!), `space ${space}`).toBe(ma);
    }
  });
  it('T05 main road: German mech 1/2 MP in Clear and Overcast, 1/3 in Storm; Allied mech always 1/3 (sixths)', () => {
    // 3606 -> along the main road towards Valognes.
    const road = ['3606', '3607'];
    const clear = position([['ge-pzbn-100', road[0]!], ['US-TankBn-70', '2914']], { space: 4 });
    expect(cost(clear, 'ge-pzbn-100', road[0]!, road[1]!)).toBe(3);
    const storm = position([['ge-pzbn-100', road[0]!]], { space: 1 });
    expect(cost(storm, 'ge-pzbn-100', road[0]!, road[1]!)).toBe(2);
    const allied = position([['US-TankBn-70', road[0]!]], { space: 4 });
    expect(cost(allied, 'US-TankBn-70', road[0]!, road[1]!)).toBe(2);
  });
  it('T06 flooded hexes: non-mech pay 2 MP and stop; mech may not enter off road (N44 9.5)', () => {
    // 2609 is flooded; 2608 and 2610 are not.
    const s = position([['ge-91-1057-3', '2608'], ['ge-pzbn-100', '2607']], { phase: 'german-movement' });
    expect(cost(s, 'ge-91-1057-3', '2608', '2609')).toBe(12);
    const inf = moveDestinations(s, unitById(s, 'ge-91-1057-3')!);
    expect(inf).toContain('2609');
    const mech = moveDestinations(s, unitById(s, 'ge-pzbn-100')!);
    expect(mech).not.toContain('2609');
  });
  it('T06 a minor river costs mech +1 and non-mech nothing (N44 9.4)', () => {
    // 2909 | 2910 is on the stand-in Merderet, off road.
    const s = position([['ge-pzbn-100', '2909'], ['ge-91-1057-3', '2909']]);
    expect(cost(s, 'ge-pzbn-100', '2909', '2910')).toBe(12);
    expect(cost(s, 'ge-91-1057-3', '2909', '2910')).toBe(6);
  });
  it('8.2: a unit entering enemy ZOC stops there', () => {
    const s = position([['ge-91-1057-3', '2807'], ['US-82-505', '2809']]);
    const d = moveDestinations(s, unitById(s, 'ge-91-1057-3')!);
    expect(d).toContain('2808'); // adjacent to the 505th: in its ZOC
    expect(d).not.toContain('2810'); // beyond it only through the ZOC
  });
  it('17.6: a restricted unit outside the Perimeter does not move before release; Ost units never on turn 1', () => {
    const s = position([['ge-711-731', '2436'.replace('36', '08')]]);
    expect(moveDestinations(s, unitById(s, 'ge-711-731')!)).toEqual([]);
    const t1 = position([['ge-709-795-ost', '2812']], { turn: 1 });
    expect(moveDestinations(t1, unitById(t1, 'ge-709-795-ost')!)).toEqual([]);
  });
  it('26.1: no unit enters hex row xx15; Allied units stay north of the 27 June line', () => {
    const s = position([['ge-352-914-2', '2514']]);
    expect(moveDestinations(s, unitById(s, 'ge-352-914-2')!).some((h) => h.endsWith('15'))).toBe(false);
    const a = position([['US-4-8', '2612']], { phase: 'allied-movement' });
    expect(moveDestinations(a, unitById(a, 'US-4-8')!).every((h) => Number(h.slice(0, 2)) >= 25)).toBe(true);
  });
  it('9.10 Tactical Movement: a DG unit moves at most 2 hexes', () => {
    const s = position([['US-4-8', '3109']], { phase: 'allied-movement' });
    const dg = { ...s, units: s.units.map((u) => ({ ...u, dg: true })) };
    const far = moveDestinations(dg, unitById(dg, 'US-4-8')!);
    expect(far.length).toBeGreaterThan(0);
    expect(far.length).toBeLessThanOrEqual(18);
  });
});

describe('bicycles and HQs (N44 9.9, 17.2)', () => {
  it('9.9 a bicycle unit goes further along roads in Overcast than in Clear', () => {
    const over = position([['ge-709-729-2', '3508'], ['US-4-8', '2914']], { space: 3 });
    const clear = position([['ge-709-729-2', '3508'], ['US-4-8', '2914']], { space: 4 });
    const far = moveDestinations(over, unitById(over, 'ge-709-729-2')!);
    const near = moveDestinations(clear, unitById(clear, 'ge-709-729-2')!);
    expect(far.length).toBeGreaterThan(near.length);
    expect(near.every((h) => far.includes(h))).toBe(true);
  });
});

describe('group moves (N44 9.1)', () => {
  it('9.1 a group moves at the speed of its slowest unit: moving the stack unit by unit gives every group move', () => {
    // Costs are per unit and friendly units never hinder one another while moving (N44 7.2: stacking
    // is checked at the end of the phase), so the hexes a group reaches are those all its units reach.
    const s = position([['ge-91-1057', '3305'], ['ge-pzbn-100', '3305'], ['US-4-8', '2914']], { turn: 3, space: 3 });
    const foot = moveDestinations(s, unitById(s, 'ge-91-1057')!);
    const mech = moveDestinations(s, unitById(s, 'ge-pzbn-100')!);
    const group = foot.filter((h) => mech.includes(h));
    expect(group.length).toBeGreaterThan(0);
    for (const to of group) {
      const first = { ...s, units: s.units.map((u) => (u.id === 'ge-91-1057' ? { ...u, hex: to, moved: true } : u)) };
      // The second unit still reaches the same hexes after the first has gone.
      expect(moveDestinations(first, unitById(first, 'ge-pzbn-100')!)).toEqual(mech);
    }
  });
});
