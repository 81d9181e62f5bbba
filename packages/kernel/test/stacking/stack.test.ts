import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  Occupancy,
  StackIndex,
  hexMap,
  hexParallelogram,
  sheddingChoices,
  stackIsLegal,
  stackViolations,
  type StackingRules,
} from '../../src/index.js';

const RUNS = Number(process.env.ESAGONO_PROPERTY_RUNS ?? 300);

interface Unit {
  readonly id: string;
  readonly side: 'allies' | 'axis';
  readonly loc: number;
  readonly cf: number;
  readonly type: 'inf' | 'armor' | 'hq' | 'sp' | 'silhouette';
  readonly nation?: 'dutch' | 'belgian' | 'french';
}

// N44 7.1: 4 stacking points + 1 silhouette; CF 1-2 = 1 point, CF >= 3 = 2 points; HQs and SPs free, one of each.
const free = (u: Unit) => u.type === 'hq' || u.type === 'sp' || u.type === 'silhouette';
const N44_STACKING: StackingRules<Unit> = {
  limits: [
    { id: 'points', rule: 'N44 7.1', count: (u) => (free(u) ? 0 : u.cf >= 3 ? 2 : 1), max: 4 },
    { id: 'silhouettes', rule: 'N44 7.1', count: (u) => (u.type === 'silhouette' ? 1 : 0), max: 1 },
    { id: 'hq', rule: 'N44 7.1', count: (u) => (u.type === 'hq' ? 1 : 0), max: 1 },
    { id: 'sp', rule: 'N44 7.1', count: (u) => (u.type === 'sp' ? 1 : 0), max: 1 },
  ],
  // CG R8.6 (borrowed for the test): Dutch and Belgian units never stack together.
  conflict: (a, b) => ((a.nation === 'dutch' && b.nation === 'belgian') || (a.nation === 'belgian' && b.nation === 'dutch') ? 'CG R8.6' : null),
};

const u = (id: string, loc: number, cf: number, type: Unit['type'] = 'inf', side: Unit['side'] = 'allies', nation?: Unit['nation']): Unit =>
  nation ? { id, side, loc, cf, type, nation } : { id, side, loc, cf, type };

describe('stack limits (N44 7.1)', () => {
  it('N44 7.1: two 3-CF regiments (4 points) and an HQ stack; a third unit of 1 CF does not', () => {
    const legal = [u('a', 0, 3), u('b', 0, 4), u('hq', 0, 0, 'hq')];
    expect(stackViolations(legal, 'allies', N44_STACKING)).toEqual([]);
    const over = [...legal, u('c', 0, 1)];
    expect(stackViolations(over, 'allies', N44_STACKING)).toEqual([{ kind: 'limit', limit: 'points', rule: 'N44 7.1', total: 5, max: 4 }]);
  });

  it('N44 7.1: free units are limited to one of each type', () => {
    expect(stackIsLegal([u('h1', 0, 0, 'hq'), u('h2', 0, 0, 'hq')], 'allies', N44_STACKING)).toBe(false);
    expect(stackIsLegal([u('h1', 0, 0, 'hq'), u('s1', 0, 0, 'sp'), u('x', 0, 0, 'silhouette')], 'allies', N44_STACKING)).toBe(true);
  });

  it('CG R8.6: a conflicting pair is reported by index with its rule', () => {
    const units = [u('d', 0, 1, 'inf', 'allies', 'dutch'), u('f', 0, 1, 'inf', 'allies', 'french'), u('b', 0, 1, 'inf', 'allies', 'belgian')];
    expect(stackViolations(units, 'allies', N44_STACKING)).toEqual([{ kind: 'conflict', units: [0, 2], rule: 'CG R8.6' }]);
  });

  it('limits may differ per side; a side not listed has no limit', () => {
    const rules: StackingRules<Unit> = { limits: [{ id: 'units', rule: 'TEST 1', count: () => 1, max: { axis: 2 } }] };
    const three = [u('a', 0, 1, 'inf', 'axis'), u('b', 0, 1, 'inf', 'axis'), u('c', 0, 1, 'inf', 'axis')];
    expect(stackIsLegal(three, 'axis', rules)).toBe(false);
    expect(stackIsLegal(three, 'allies', rules)).toBe(true);
  });
});

describe('sheddingChoices (N44 13.1, CG R8.4)', () => {
  it('N44 13.1: the owner eliminates among the retreating units only, as few as will do', () => {
    // Stayed: a (2 pts), b (1 pt). Retreated in: c (2 pts), d (1 pt). 6 points: shed 2.
    const units = [u('a', 0, 3), u('b', 0, 1), u('c', 0, 3), u('d', 0, 2)];
    const retreated = new Set(['c', 'd']);
    expect(sheddingChoices(units, 'allies', N44_STACKING, (x) => retreated.has(x.id))).toEqual([[2]]);
    expect(sheddingChoices(units, 'allies', N44_STACKING)).toEqual([[0], [2]]);
  });

  it('a legal stack sheds nothing; an unfixable one has no choice', () => {
    expect(sheddingChoices([u('a', 0, 3)], 'allies', N44_STACKING)).toEqual([[]]);
    const units = [u('a', 0, 3), u('b', 0, 3), u('c', 0, 3)];
    expect(sheddingChoices(units, 'allies', N44_STACKING, (x) => x.id === 'zz')).toEqual([]);
  });

  it('property: every choice leaves a legal stack, and no smaller removal would', () => {
    const unitArb = fc.record({ cf: fc.integer({ min: 0, max: 6 }), type: fc.constantFrom<Unit['type']>('inf', 'armor', 'hq', 'sp', 'silhouette') });
    fc.assert(
      fc.property(fc.array(unitArb, { maxLength: 7 }), fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }), (specs, elig) => {
        const units = specs.map((s, i) => u(`u${i}`, 0, s.cf, s.type));
        const choices = sheddingChoices(units, 'allies', N44_STACKING, (_, i) => elig[i] === true);
        for (const c of choices) {
          expect(c.every((i) => elig[i])).toBe(true);
          expect(stackIsLegal(units.filter((_, i) => !c.includes(i)), 'allies', N44_STACKING)).toBe(true);
          expect(c.length).toBe(choices[0]!.length);
        }
        // Minimality: removing any one unit fewer (a strict subset of a choice) is not enough.
        for (const c of choices) {
          for (const drop of c) {
            const smaller = c.filter((i) => i !== drop);
            expect(stackIsLegal(units.filter((_, i) => !smaller.includes(i)), 'allies', N44_STACKING)).toBe(false);
          }
        }
        if (stackIsLegal(units, 'allies', N44_STACKING)) expect(choices).toEqual([[]]);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('StackIndex', () => {
  const map = hexMap(hexParallelogram(0, 3, 0, 2));
  const keys = { loc: (x: Unit) => x.loc, side: (x: Unit) => x.side };

  it('indexes units by location, leaves eliminated units out, and reads occupancy per side', () => {
    const units = [u('a', 1, 2), u('b', 1, 3), u('e', 2, 2, 'inf', 'axis'), u('gone', -1, 2)];
    const idx = StackIndex.of(units, keys);
    expect(idx.at(1).map((x) => x.id)).toEqual(['a', 'b']);
    expect(idx.at(5)).toEqual([]);
    expect(idx.locations()).toEqual([1, 2]);
    expect(idx.locationsOf('axis')).toEqual([2]);
    const occ = idx.occupancy(map, 'allies');
    expect([occ[0], occ[1], occ[2]]).toEqual([Occupancy.empty, Occupancy.friendly, Occupancy.enemy]);
  });

  it('N44 13.1: over-stacking after a retreat is detected; moved() leaves the old index unchanged', () => {
    const a = u('a', 1, 3);
    const units = [a, u('b', 0, 3), u('c', 0, 2)];
    const before = StackIndex.of(units, keys);
    const a0 = { ...a, loc: 0 };
    const after = before.moved(a, a0);
    expect(before.overstacked('allies', N44_STACKING)).toEqual([]);
    expect(after.overstacked('allies', N44_STACKING)).toEqual([
      { loc: 0, violations: [{ kind: 'limit', limit: 'points', rule: 'N44 7.1', total: 5, max: 4 }] },
    ]);
    expect(before.at(1).map((x) => x.id)).toEqual(['a']);
    expect(after.at(1)).toEqual([]);
    expect(after.canEnter(1, 'allies', [u('z', 1, 4)], N44_STACKING)).toBe(true);
    expect(after.canEnter(0, 'allies', [u('z', 0, 1)], N44_STACKING)).toBe(false);
    expect(after.moved(a0, null).at(0).map((x) => x.id)).toEqual(['b', 'c']);
  });

  it('property: moving units one by one gives the index of the moved list', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1, max: map.size - 1 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: -1, max: map.size - 1 })), { maxLength: 8 }),
        (locs, moves) => {
          let units = locs.map((loc, i) => u(`u${i}`, loc, 1, 'inf', i % 2 ? 'axis' : 'allies'));
          let idx = StackIndex.of(units, keys);
          const frozen = JSON.stringify(idx.locations().map((l) => idx.at(l).map((x) => x.id)));
          const first = idx;
          for (const [k, to] of moves) {
            const i = k % units.length;
            const before = units[i]!;
            if (before.loc < 0) continue;
            const after = { ...before, loc: to };
            idx = idx.moved(before, to < 0 ? null : after);
            units = units.map((x, j) => (j === i ? after : x));
          }
          const rebuilt = StackIndex.of(units, keys);
          for (let loc = 0; loc < map.size; loc++) {
            expect(new Set(idx.at(loc).map((x) => x.id))).toEqual(new Set(rebuilt.at(loc).map((x) => x.id)));
          }
          expect(JSON.stringify(first.locations().map((l) => first.at(l).map((x) => x.id)))).toBe(frozen);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
