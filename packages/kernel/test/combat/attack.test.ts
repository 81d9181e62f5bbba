import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  allAttackers,
  attackTotal,
  hex,
  hexMap,
  hexParallelogram,
  hexsideFeatures,
  hexsideFlags,
  ratioColumns,
  resolveOdds,
  type AttackTotalRules,
  type Attacker,
  type HexsideAttack,
  type OddsRules,
} from '../../src/index.js';

const RUNS = Number(process.env.ESAGONO_PROPERTY_RUNS ?? 300);

const map = hexMap(hexParallelogram(0, 4, 0, 4));
const at = (q: number, r: number) => map.indexAt(q, r);
const MINOR = 1;
const MAJOR = 2;
const SEA = 4;
const target = at(2, 2);
// Around (2,2): a major river on its east side (toward (3,2)), a minor one toward (2,1), all sea toward (1,3).
const sides = hexsideFlags(
  map,
  hexsideFeatures<number>([
    [hex(2, 2), 0, MAJOR],
    [hex(2, 2), 2, MINOR],
    [hex(2, 2), 4, SEA],
  ]),
  (f) => f,
);

interface U {
  readonly id: string;
  readonly oos?: boolean;
}

// N44 11.1 and 11.3: halved across any river, per unit, rounding up, never twice; all-sea sides forbid.
const N44_LIKE: AttackTotalRules<U> = {
  rule: 'N44 10.5',
  rounding: 'unit-up',
  halving: 'once',
  cap: 18, // N44 10.4
  across: (from, dir): HexsideAttack => {
    const f = sides[from * 6 + dir]!;
    if (f & SEA) return { kind: 'prohibited', rule: 'TEST sea' };
    if (f & (MAJOR | MINOR)) return { kind: 'halved', source: f & MAJOR ? 'major river' : 'minor river', rule: 'N44 11.3' };
    return { kind: 'normal' };
  },
};

const att = (id: string, loc: number, strength: number, oos = false): Attacker<U> =>
  oos ? { unit: { id }, loc, strength, halvedBy: [{ source: 'OOS', rule: 'N44 11.1' }] } : { unit: { id }, loc, strength };

describe('attackTotal: several hexes against one (N44 10.2, 11.1, 11.3)', () => {
  it('N44 11.1: a 5 across the major river counts 3 (rounded up), a 4 from open ground 4', () => {
    const r = attackTotal(map, target, [att('a', at(3, 2), 5), att('b', at(1, 2), 4)], N44_LIKE);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.attack.total).toBe(7);
    expect(r.attack.hexes).toEqual([at(1, 2), at(3, 2)].sort((x, y) => x - y));
    expect(r.attack.contributions.map((c) => [c.unit.id, c.value, c.halvings])).toEqual([
      ['a', 3, 1],
      ['b', 4, 0],
    ]);
  });

  it('N44 11.1: a unit both across a river and OOS is halved only once; a 1 halved stays 1', () => {
    const r = attackTotal(map, target, [att('a', at(3, 2), 4, true), att('b', at(2, 1), 1)], N44_LIKE);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.attack.contributions.map((c) => c.value)).toEqual([2, 1]);
    expect(r.attack.contributions[0]!.causes.map((c) => c.source)).toEqual(['major river', 'OOS']);
  });

  it('halving "each" and exact or total rounding', () => {
    const both = [att('a', at(3, 2), 5, true), att('b', at(2, 1), 3)];
    const each = attackTotal(map, target, both, { ...N44_LIKE, halving: 'each', rounding: 'exact' });
    if (!each.ok) throw new Error(each.error.message);
    expect(each.attack.total).toEqual({ num: 11, den: 4 }); // 5/4 + 3/2
    const down = attackTotal(map, target, both, { ...N44_LIKE, rounding: 'total-down' });
    if (!down.ok) throw new Error(down.error.message);
    expect(down.attack.total).toBe(4); // 5/2 + 3/2 = 4
    const unitDown = attackTotal(map, target, both, { ...N44_LIKE, rounding: 'unit-down' });
    if (!unitDown.ok) throw new Error(unitDown.error.message);
    expect(unitDown.attack.total).toBe(3); // 2 + 1
  });

  it('refuses an attack across an all-sea side, from a hex not adjacent, or with no unit', () => {
    expect(attackTotal(map, target, [att('a', at(1, 3), 3)], N44_LIKE)).toMatchObject({ ok: false, error: { code: 'attack-prohibited', rule: 'TEST sea' } });
    expect(attackTotal(map, target, [att('a', at(0, 0), 3)], N44_LIKE)).toMatchObject({ ok: false, error: { code: 'not-adjacent', rule: 'N44 10.5' } });
    expect(attackTotal(map, target, [], N44_LIKE)).toMatchObject({ ok: false, error: { code: 'no-attackers' } });
  });

  it('N44 10.4: at most 18 factors count', () => {
    const r = attackTotal(map, target, [att('a', at(1, 2), 10), att('b', at(3, 1), 10)], N44_LIKE);
    if (!r.ok) throw new Error(r.error.message);
    expect([r.attack.total, r.attack.uncapped]).toEqual([18, 20]);
  });

  it('CG TEC: 1L only if ALL attackers attack across river hexsides; odds shifted through resolveOdds', () => {
    const CG_ODDS: OddsRules = {
      scale: ratioColumns('1-3', '1-2', '1-1', '2-1', '3-1', '4-1', '5-1', '6-1'),
      rule: 'CG R11.3a',
      belowMinInitial: 'not-allowed',
      belowMinFinal: 'automatic',
      aboveMax: 'clamp',
      shiftCaps: { max: 2 }, // CG R11.3b: at most 2 right for the German
    };
    const cg: AttackTotalRules<U> = { ...N44_LIKE, across: (f, d) => (N44_LIKE.across(f, d, { id: '' }).kind === 'prohibited' ? N44_LIKE.across(f, d, { id: '' }) : { kind: 'normal' }), rounding: 'exact', cap: undefined };
    const river = (c: { loc: number; dir: number }) => (sides[c.loc * 6 + c.dir]! & (MAJOR | MINOR)) !== 0;
    const across = attackTotal(map, target, [att('a', at(3, 2), 6), att('b', at(2, 1), 6)], cg);
    const mixed = attackTotal(map, target, [att('a', at(3, 2), 6), att('b', at(1, 2), 6)], cg);
    if (!across.ok || !mixed.ok) throw new Error('refused');
    expect(allAttackers(across.attack, river)).toBe(true);
    expect(allAttackers(mixed.attack, river)).toBe(false);
    const shifts = [{ source: 'river', value: -1, rule: 'CG TEC' }];
    const odds = resolveOdds(CG_ODDS, { attack: across.attack.total, defence: 4, shifts });
    expect(odds).toMatchObject({ kind: 'column', label: '2-1' }); // 12:4 = 3-1, 1L
  });

  it('property: the rounded-up total lies between the exact total and it plus one per halved unit; adding a unit never lowers it', () => {
    const neighbours = [0, 1, 2, 3, 5].map((d) => map.neighbor(target, d)); // direction 4 is the sea
    const attArb = fc.record({ k: fc.nat(neighbours.length - 1), s: fc.integer({ min: 0, max: 12 }), oos: fc.boolean() });
    fc.assert(
      fc.property(fc.array(attArb, { minLength: 1, maxLength: 6 }), attArb, (specs, extra) => {
        const list = specs.map((x, i) => att(`u${i}`, neighbours[x.k]!, x.s, x.oos));
        const up = attackTotal(map, target, list, { ...N44_LIKE, cap: undefined });
        const exact = attackTotal(map, target, list, { ...N44_LIKE, cap: undefined, rounding: 'exact' });
        if (!up.ok || !exact.ok) throw new Error('refused');
        const e = typeof exact.attack.total === 'number' ? exact.attack.total : exact.attack.total.num / exact.attack.total.den;
        const halved = up.attack.contributions.filter((c) => c.halvings > 0).length;
        expect(up.attack.total as number).toBeGreaterThanOrEqual(e);
        expect(up.attack.total as number).toBeLessThanOrEqual(e + halved / 2);
        const more = attackTotal(map, target, [...list, att('x', neighbours[extra.k]!, extra.s, extra.oos)], { ...N44_LIKE, cap: undefined });
        if (!more.ok) throw new Error('refused');
        expect(more.attack.total as number).toBeGreaterThanOrEqual(up.attack.total as number);
      }),
      { numRuns: RUNS },
    );
  });
});
