import { describe, expect, it } from 'vitest';
import { CounterManifestSchema, counterById, counterManifest, isMechanized, isSilhouette } from '../../src/data/counters.js';

describe('counter manifest (N44 2.3)', () => {
  const m = counterManifest();
  it('holds 148 Allied combat counters and 170 German units, HQs and strongpoints', () => {
    expect(m.counters.filter((c) => c.side === 'allied')).toHaveLength(148);
    expect(m.counters.filter((c) => c.side === 'german')).toHaveLength(170);
  });
  it('reads printed values of sample counters (source: counters-allied.json / counters-german.json)', () => {
    const b = counterById('BR-11A-159');
    expect([b?.front.strength, b?.front.ma, b?.front.tq, b?.back?.strength, b?.steps, b?.inBritainRp]).toEqual([6, 6, 0, 4, 3, 3]);
    const p = counterById('ge-2pz-3-1');
    expect([p?.front.strength, p?.front.armor, p?.front.ma, p?.front.arrivalTurn, p?.front.entryColour]).toEqual([4, { value: 4, box: 'grey' }, 5, 13, 'orange']);
    const fortress = counterById('ge-chr-fortress');
    expect([fortress?.front.strength, fortress?.front.ma, fortress?.front.setupHex, fortress?.front.restricted]).toEqual([3, 2, '3606', true]);
    const fj = counterById('ge-6fj-1');
    expect([fj?.front.strength, fj?.front.ma, fj?.front.setupHex]).toEqual([2, 3, '2512']);
  });
  it('the 82nd and 101st print their drop hexes (N44 20.2, 26.3.3: 2710, 2810, 2811)', () => {
    expect(['US-82-505', 'US-82-507', 'US-82-508'].map((id) => counterById(id)?.front.setupHex).sort()).toEqual(['2710', '2810', '2811']);
    expect(['US-101-501', 'US-101-502', 'US-101-506'].map((id) => counterById(id)?.front.setupHex).sort()).toEqual(['2712', '2813', '2912']);
  });
  it('Utah assault units carry the Utah beach (N44 20.3)', () => {
    expect(['US-4-8', 'US-4-12', 'US-4-22', 'US-TankBn-70'].map((id) => counterById(id)?.front.beach)).toEqual(['Utah', 'Utah', 'Utah', 'Utah']);
    expect(counterById('US-TankBn-70')?.front.ddTank).toBe(true);
  });
  it('kinds: HQs are mechanized, tank battalions are silhouettes (N44 2.3.3, 9.8.1)', () => {
    expect(isMechanized('hq')).toBe(true);
    expect(isMechanized('infantry')).toBe(false);
    const tank = counterById('US-TankBn-746');
    expect(tank && isSilhouette(tank)).toBe(true);
  });
  it('the schema names the offending field', () => {
    const bad = structuredClone(m) as { counters: { front: { tq: unknown } }[] };
    (bad.counters[3] as { front: { tq: unknown } }).front.tq = 'high';
    const r = CounterManifestSchema.safeParse(bad);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['counters', 3, 'front', 'tq']);
  });
  it('rejects duplicate ids', () => {
    const bad = { ...m, counters: [...m.counters, m.counters[0]] };
    const r = CounterManifestSchema.safeParse(bad);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toMatch(/duplicate counter id/);
  });
});
