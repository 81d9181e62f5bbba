import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { modifiedRoll, netDrm, netModifier, netShift, type Modifier, type ModifierCaps } from '../../src/index.js';

const mod = (source: string, value: number, rule: string, group?: string): Modifier =>
  group === undefined ? { source, value, rule } : { source, value, rule, group };

describe('die-roll modifiers', () => {
  // N44 12.4.1: DD DRM = TQ (or armor comparison) + Defensive Support, support max +1, total max +2.
  const ddCaps: ModifierCaps = { max: 2, groups: { support: { max: 1 } } };

  it('N44 T17: FJ lead TQ +1 with Defensive Support gives +2', () => {
    expect(netDrm([mod('TQ', 1, 'N44 12.4.1'), mod('naval', 1, 'N44 12.4.3', 'support')], ddCaps).net).toBe(2);
  });

  it('N44 T17 derived: TQ +2 with support is capped at +2; TQ -1 with support is 0', () => {
    const high = netDrm([mod('TQ', 2, 'N44 12.4.1'), mod('HQ', 1, 'N44 12.4.3', 'support')], ddCaps);
    expect(high).toMatchObject({ net: 2, uncapped: 3, capped: true });
    expect(netDrm([mod('TQ', -1, 'N44 12.4.1'), mod('HQ', 1, 'N44 12.4.3', 'support')], ddCaps).net).toBe(0);
  });

  it('N44 12.4.3: only one Defensive Support source counts (group max +1)', () => {
    const r = netDrm([mod('naval', 1, 'N44 12.4.3', 'support'), mod('air', 1, 'N44 12.4.3', 'support')], ddCaps);
    expect(r.groups['support']).toBe(1);
    expect(r.net).toBe(1);
  });

  // CG 4.3 Stuka table: terrain DRMs do not stack (max −1 for Woods/BD…, −2 for City/Forest), +1 for TR ≤ 2.
  const stukaCaps: ModifierCaps = { groups: { terrain: { combine: 'extreme' } } };

  it('CG 4.3 Stuka ex.1: Woods + Better Defense = -1, not -2', () => {
    expect(netDrm([mod('woods', -1, 'CG 4.3', 'terrain'), mod('BD', -1, 'CG 4.3', 'terrain')], stukaCaps).net).toBe(-1);
  });

  it('CG T02/T03 (R5.1e): Woods+BD with TR 3 gives -1; Town+Defensive Works with a TR 2 unit gives 0', () => {
    expect(netDrm([mod('woods', -1, 'CG 4.3', 'terrain'), mod('BD', -1, 'CG 4.3', 'terrain')], stukaCaps).net).toBe(-1);
    const t03 = [mod('town', -1, 'CG 4.3', 'terrain'), mod('DW', -1, 'CG 4.3', 'terrain'), mod('TR<=2', 1, 'CG 4.3')];
    expect(netDrm(t03, stukaCaps).net).toBe(0);
  });

  it('CG 4.3: City -2 dominates Woods -1 in the non-cumulative terrain group', () => {
    expect(netDrm([mod('woods', -1, 'CG 4.3', 'terrain'), mod('city', -2, 'CG 4.3', 'terrain')], stukaCaps).net).toBe(-2);
  });

  it('net is always within the caps and equals the plain sum when no cap binds (property)', () => {
    const mods = fc.array(
      fc.record({ value: fc.integer({ min: -3, max: 3 }), group: fc.constantFrom(undefined, 'a', 'b') }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(mods, fc.integer({ min: -4, max: 0 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 3 }), (ms, lo, hi, ga) => {
        const list = ms.map((m, i) => mod(`m${i}`, m.value, 'test', m.group));
        const r = netModifier(list, { min: lo, max: hi, groups: { a: { min: -ga, max: ga } } });
        expect(r.net).toBeGreaterThanOrEqual(lo);
        expect(r.net).toBeLessThanOrEqual(hi);
        expect(Math.abs(r.groups['a'] ?? 0)).toBeLessThanOrEqual(ga);
        const free = netModifier(list);
        expect(free.net).toBe(ms.reduce((a, m) => a + m.value, 0));
        expect(free.capped).toBe(false);
        // A group's value is its own sum clamped to the group's cap.
        const sumA = ms.filter((m) => m.group === 'a').reduce((a, m) => a + m.value, 0);
        expect(r.groups['a'] ?? 0).toBe(Math.max(-ga, Math.min(ga, sumA)));
      }),
      { numRuns: 300 },
    );
  });

  it('modified rolls are clamped to the table rows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: -5, max: 5 }), (roll, drm) => {
        const m = modifiedRoll(roll, drm, { min: 1, max: 7 });
        expect(m).toBe(Math.min(7, Math.max(1, roll + drm)));
      }),
    );
    expect(modifiedRoll(5, 1, { min: 1, max: 6 })).toBe(6);
  });
});

describe('column shifts', () => {
  // CG R11.3b with §8 A5: a German attack's net right shift is capped at 2; left shifts uncapped.
  // Panzer shifts: 1R per division, max 2 (R11.3c); OOS/no attack supply: max 1L.
  const cgGerman: ModifierCaps = { max: 2, groups: { panzer: { max: 2 }, supply: { min: -1 } } };
  const t17 = (stukas: number) => [
    mod('hill', -1, 'CG R11.3c', 'terrain'),
    mod('BD', -1, 'CG R11.3c', 'terrain'),
    mod('no attack supply', -1, 'CG R11.3c', 'supply'),
    ...Array.from({ length: stukas }, (_, i) => mod(`stuka ${i + 1}`, 1, 'CG R11.3c')),
    mod('allied air', -1, 'CG R11.3c'),
    ...[1, 2, 3].map((i) => mod(`panzer ${i}`, 1, 'CG R11.3c', 'panzer')),
  ];

  it('CG T17: 3L terrain/supply, air 3R - 1L, 3 Panzer divisions capped at 2R: net 1R', () => {
    const r = netShift(t17(3), cgGerman);
    expect(r.groups['panzer']).toBe(2);
    expect(r.net).toBe(1);
  });

  it('CG T17: one more Stuka gives 2R; two more are still capped at 2R (R11.3b)', () => {
    expect(netShift(t17(4), cgGerman).net).toBe(2);
    const r = netShift(t17(5), cgGerman);
    expect(r.net).toBe(2);
    expect(r.capped).toBe(true);
  });

  it('CG R11.3c: OOS and no attack supply together give only 1L', () => {
    const r = netShift([mod('OOS', -1, 'CG R11.3c', 'supply'), mod('no attack supply', -1, 'CG R11.3c', 'supply')], cgGerman);
    expect(r.net).toBe(-1);
  });

  it('N44 11.6: at most 2 artillery shifts per attack (1 in Storm)', () => {
    const arty = [1, 2, 3].map((i) => mod(`HQ ${i}`, 1, 'N44 11.6', 'artillery'));
    expect(netShift(arty, { groups: { artillery: { max: 2 } } }).net).toBe(2);
    expect(netShift(arty, { groups: { artillery: { max: 1 } } }).net).toBe(1);
  });

  it('rejects non-integer modifiers and inverted caps', () => {
    expect(() => netShift([mod('x', 0.5, 'test')])).toThrow(RangeError);
    expect(() => netShift([mod('x', 1, 'test')], { min: 2, max: 1 })).toThrow(RangeError);
  });
});
