import { describe, expect, it } from 'vitest';
import { CHERBOURG_REINFORCEMENTS, InBritainCardSchema, germanReinforcements, inBritain } from '../../src/data/cards.js';

describe('German reinforcement card (N44 6.6; 2015 card)', () => {
  const r = germanReinforcements();
  it('holds 73 counters over turns 2-22, none on turn 10', () => {
    expect(r.schedule).toHaveLength(73);
    expect(r.schedule.some((u) => u.turn === 10)).toBe(false);
    expect(Math.min(...r.schedule.map((u) => u.turn))).toBe(2);
    expect(Math.max(...r.schedule.map((u) => u.turn))).toBe(22);
  });
  it('turn 2 brings the 12th SS through the red zone (N44 2.3; card)', () => {
    const t2 = r.schedule.filter((u) => u.turn === 2);
    expect(t2.find((u) => u.unit === '25/12SS')).toMatchObject({ strength: 9, ma: 5, tq: 1, entryColour: 'red' });
    expect(r.schedule.filter((u) => u.entryColour === 'red').every((u) => u.turn === 2)).toBe(true);
  });
  it('the Cadre holding box has 10 Heer/SS and 4 Luftwaffe cadres', () => expect(r.cadreBoxes).toEqual({ heerOrSs: 10, luftwaffe: 4 }));
});

describe('In Britain card (N44 6.5.1; 2015 card)', () => {
  const b = inBritain();
  it('holds 42 US and 33 British units', () => {
    expect(b.units.filter((u) => u.army === 'us')).toHaveLength(42);
    expect(b.units.filter((u) => u.army === 'british')).toHaveLength(33);
  });
  it('a US regiment costs 3 RP (39/9, 6-4)', () => expect(b.units.find((u) => u.unit === '39/9')).toMatchObject({ rp: 3, strength: 6, ma: 4, tq: 0 }));
  it('rejects an RP cost of 5 naming the field', () => {
    const bad = { ...b, units: [{ ...b.units[0], rp: 5 }] };
    const res = InBritainCardSchema.safeParse(bad);
    expect(res.error?.issues[0]?.path).toEqual(['units', 0, 'rp']);
  });
});

describe('Cherbourg card (N44 26.1)', () => {
  it('2010 (rule 26): 1/1050 2-3 on turn 5, 1049(-) and 1050(-) 4-3 on turn 6, at 2506', () => {
    expect(CHERBOURG_REINFORCEMENTS['2010'].units.map((u) => `${u.turn}:${u.unit}:${u.strength}-${u.ma}@${u.hex}`)).toEqual([
      '5:1/1050/77:2-3@2506', '6:1049(-)/77:4-3@2506', '6:1050(-)/77:4-3@2506',
    ]);
  });
  it('2015 card: 3/1050 2-3, 1049(-) 4-3 and 2/1050 2-3', () => {
    expect(CHERBOURG_REINFORCEMENTS['2015'].units.map((u) => `${u.turn}:${u.unit}:${u.strength}-${u.ma}`)).toEqual([
      '5:3/1050/77:2-3', '6:1049(-)/77:4-3', '6:2/1050/77:2-3',
    ]);
  });
});
