import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  D6,
  TWO_D6,
  attackDistribution,
  crtDistribution,
  crtFromRows,
  crtLookup,
  defineCrt,
  diceDistribution,
  exactCrtDistribution,
  modifiedRoll,
  netDrm,
  nd,
  rational,
  ratioColumns,
  ratSum,
  resolveOdds,
  slidingCrt,
  canonicalize,
  type ColumnShift,
  type Crt,
  type OddsRules,
  type Rational,
} from '../../src/index.js';

type N44Result = 'A1' | 'A1/DR' | 'EX' | 'DR' | 'A1/D1' | 'D1' | 'A1/D2' | 'DH';
const N44_COLUMNS = ['1-3', '1-2', '1-1', '2-1', '3-1', '4-1', '5-1', '6-1', '7-1'] as const;

// N44 4.1: the sliding CRT, cell(roll r, column c) = S[r + c].
const N44_CRT: Crt<N44Result> = slidingCrt<N44Result>({
  id: 'n44-crt',
  rule: 'N44 4.1',
  columns: N44_COLUMNS,
  rolls: { min: 1, max: 6 },
  sequence: ['A1', 'A1', 'A1', 'A1', 'A1/DR', 'EX', 'DR', 'DR', 'A1/D1', 'D1', 'D1', 'A1/D2', 'DH', 'DH'],
});

// N44 4.1 as printed row by row, typed independently of the sliding sequence.
const N44_PRINTED = crtFromRows<N44Result>({
  id: 'n44-crt-printed',
  rule: 'N44 4.1',
  columns: N44_COLUMNS,
  rolls: { min: 1, max: 6 },
  rows: [
    ['A1', 'A1', 'A1', 'A1', 'A1/DR', 'EX', 'DR', 'DR', 'A1/D1'],
    ['A1', 'A1', 'A1', 'A1/DR', 'EX', 'DR', 'DR', 'A1/D1', 'D1'],
    ['A1', 'A1', 'A1/DR', 'EX', 'DR', 'DR', 'A1/D1', 'D1', 'D1'],
    ['A1', 'A1/DR', 'EX', 'DR', 'DR', 'A1/D1', 'D1', 'D1', 'A1/D2'],
    ['A1/DR', 'EX', 'DR', 'DR', 'A1/D1', 'D1', 'D1', 'A1/D2', 'DH'],
    ['EX', 'DR', 'DR', 'A1/D1', 'D1', 'D1', 'A1/D2', 'DH', 'DH'],
  ],
});

const N44_ODDS: OddsRules = {
  scale: ratioColumns(...N44_COLUMNS),
  rule: 'N44 10.6',
  belowMinInitial: 'not-allowed',
  belowMinFinal: 'automatic',
  aboveMax: 'clamp',
};

// N44 4.3 Determined Defense table; rows ≤1 … 7+.
const DD = crtFromRows<string>({
  id: 'n44-dd',
  rule: 'N44 4.3',
  columns: ['Flooded/Open', 'Other', 'IP', 'SP/City'],
  rolls: { min: 1, max: 7 },
  rows: [
    ['—', '—', '—', '—'],
    ['—', '—', '—', '—'],
    ['—', '—', '—', '•−1'],
    ['—', '—', '•−1', '•EX'],
    ['−1', '•−1', '•EX', '•EX'],
    ['•EX', '•EX', '•A1*', '•A1'],
    ['•A1', '•A1', '•A1', '•A1'],
  ],
});

// CG 4.3 Stuka Dive Bombing table, one column, modified d6 clamped to 1..6.
const STUKA = crtFromRows<string>({
  id: 'cg-stuka',
  rule: 'CG 4.3',
  columns: ['result'],
  rolls: { min: 1, max: 6 },
  rows: [['NE*'], ['NE'], ['DIS'], ['DIS'], ['DIS'], ['DIS+DL1']],
});

const shift = (source: string, value: number, rule: string): ColumnShift => ({ source, value, rule });
const R = (n: number) => Array.from({ length: n }, (_, i) => shift(`R${i}`, 1, 'N44 11'));

/** A worked example: odds, shifts, die roll and the printed result. */
interface Example {
  id: string;
  attack: number;
  defence: number;
  shifts: number;
  column: string;
  roll: number;
  result: N44Result;
}

const EXAMPLES: Example[] = [
  { id: 'T43', attack: 12, defence: 4, shifts: 2, column: '5-1', roll: 5, result: 'D1' },
  { id: 'T44', attack: 12, defence: 2, shifts: 1, column: '7-1', roll: 4, result: 'A1/D2' },
  { id: 'T45', attack: 12, defence: 9, shifts: 1, column: '2-1', roll: 3, result: 'EX' },
  { id: 'T47', attack: 8, defence: 4, shifts: 1, column: '3-1', roll: 6, result: 'D1' },
  { id: 'T48', attack: 7, defence: 4, shifts: 1, column: '2-1', roll: 4, result: 'DR' },
  { id: 'T49', attack: 7, defence: 2, shifts: 1, column: '4-1', roll: 5, result: 'D1' },
  { id: 'T50', attack: 9, defence: 9, shifts: 1, column: '2-1', roll: 5, result: 'DR' },
  { id: 'T51', attack: 11, defence: 8, shifts: 1, column: '2-1', roll: 1, result: 'A1' },
  { id: 'T52', attack: 12, defence: 4, shifts: 1, column: '4-1', roll: 3, result: 'DR' },
  { id: 'T53', attack: 7, defence: 6, shifts: 2, column: '3-1', roll: 5, result: 'A1/D1' },
  { id: 'T54', attack: 12, defence: 6, shifts: 1, column: '3-1', roll: 3, result: 'DR' },
  { id: 'T55', attack: 8, defence: 2, shifts: 0, column: '4-1', roll: 6, result: 'D1' },
  { id: 'T56', attack: 14, defence: 9, shifts: 0, column: '1-1', roll: 3, result: 'A1/DR' },
];

const sumIsOne = (ps: readonly Rational[]) => expect(ratSum(ps)).toEqual(rational(1));

describe('combat results tables', () => {
  it('N44 4.1: the sliding CRT equals the table as printed, cell by cell', () => {
    expect(N44_CRT.cells).toEqual(N44_PRINTED.cells);
  });

  for (const ex of EXAMPLES) {
    it(`N44 ${ex.id}: ${ex.attack}:${ex.defence} with ${ex.shifts}R on ${ex.column}, roll ${ex.roll} gives ${ex.result}`, () => {
      const odds = resolveOdds(N44_ODDS, { attack: ex.attack, defence: ex.defence, shifts: R(ex.shifts) });
      expect(odds).toMatchObject({ kind: 'column', label: ex.column });
      if (odds.kind !== 'column') return;
      expect(crtLookup(N44_CRT, odds.column, ex.roll)).toBe(ex.result);
    });
  }

  it('N44 T50/T54/T56 (12.4): Determined Defense rolls', () => {
    // T50: FLAK lead, armor comparison +1, "Other", roll 4 → 5 → •−1.
    const t50 = netDrm([{ source: 'armor comparison', value: 1, rule: 'N44 12.4.2' }], { max: 2 }).net;
    expect(crtLookup(DD, 'Other', modifiedRoll(4, t50, DD.rolls))).toBe('•−1');
    // T54: 88 lead, +1, "Other", roll 5 → 6 → •EX.
    expect(crtLookup(DD, 'Other', modifiedRoll(5, 1, DD.rolls))).toBe('•EX');
    // T56: SP lead, SP/City column, roll 2 → no effect.
    expect(crtLookup(DD, 'SP/City', 2)).toBe('—');
  });

  it('CG T02/T03 (R5.1e): Stuka roll 3 with -1 reads NE; roll 6 with 0 reads DIS+DL1', () => {
    expect(crtLookup(STUKA, 0, modifiedRoll(3, -1, STUKA.rolls))).toBe('NE');
    expect(crtLookup(STUKA, 0, modifiedRoll(6, 0, STUKA.rolls))).toBe('DIS+DL1');
    // Modified results clamp to 1..6: a 1 with -1 is still the "1 (or less)" row.
    expect(crtLookup(STUKA, 0, 0)).toBe('NE*');
  });

  it('lookup is total: every column and every integer roll gives a cell of that column', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: -20, max: 30 }), (c, roll) => {
        const r = crtLookup(N44_CRT, c, roll);
        expect(N44_CRT.cells[c]).toContain(r);
        const clamped = Math.min(6, Math.max(1, roll));
        expect(r).toBe(N44_PRINTED.cells[c]![clamped - 1]);
      }),
      { numRuns: 500 },
    );
    expect(() => crtLookup(N44_CRT, 9, 1)).toThrow(RangeError);
    expect(() => crtLookup(N44_CRT, '8-1', 1)).toThrow(RangeError);
    expect(() => crtLookup(N44_CRT, 0, 2.5)).toThrow(RangeError);
  });

  it('refuses incomplete tables', () => {
    expect(() => defineCrt({ id: 'x', rule: 't', columns: ['a', 'b'], rolls: { min: 1, max: 6 }, cells: [[1, 2, 3, 4, 5, 6], [1, 2]] })).toThrow(RangeError);
    expect(() => crtFromRows({ id: 'x', rule: 't', columns: ['a'], rolls: { min: 1, max: 2 }, rows: [[1]] })).toThrow(RangeError);
    expect(() => slidingCrt({ id: 'x', rule: 't', columns: ['a', 'b'], rolls: { min: 1, max: 6 }, sequence: [1, 2, 3] })).toThrow(RangeError);
  });

  it('column distributions match counting faces, and sum to 1, for d6, 2d6 and modifiers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.integer({ min: -3, max: 3 }), fc.boolean(), (c, drm, two) => {
        const dice = two ? TWO_D6 : D6;
        const dist = crtDistribution(DD, c, dice, { drm });
        sumIsOne(dist.map((o) => o.p));
        const counts = new Map<string, number>();
        let total = 0;
        const faces = [1, 2, 3, 4, 5, 6];
        for (const a of faces) for (const b of two ? faces : [0]) {
          const r = crtLookup(DD, c, modifiedRoll(a + b, drm, DD.rolls));
          counts.set(r, (counts.get(r) ?? 0) + 1);
          total++;
        }
        expect(dist.map((o) => o.value).sort()).toEqual([...counts.keys()].sort());
        for (const o of dist) expect(o.p).toEqual(rational(counts.get(o.value)!, total));
      }),
      { numRuns: 100 },
    );
  });

  it('accepts a precomputed distribution of totals and huge dice sums in bigint form', () => {
    expect(crtDistribution(N44_CRT, '3-1', diceDistribution(D6))).toEqual(crtDistribution(N44_CRT, '3-1', D6));
    // 40d6 always reads the last row of a d6 table, weight 6^40 of 6^40.
    const huge = exactCrtDistribution(N44_CRT, '1-3', nd(40, 6));
    expect(huge.outcomes).toEqual([{ value: 'EX', weight: 6n ** 40n }]);
  });

  it('N44 20.3 Invasion CRT: results as objects are merged by value (Utah column)', () => {
    type Inv = { readonly result: string; readonly advance: number };
    const I: Inv[] = [
      { result: 'A1*', advance: 0 },
      { result: 'A2/D1', advance: 1 },
      { result: 'EX', advance: 1 },
      { result: 'A1/D1', advance: 1 },
      { result: 'A1/D1', advance: 1 },
      { result: 'A1/D1', advance: 2 },
      { result: 'D1', advance: 2 },
      { result: 'D1', advance: 2 },
    ];
    const invasion = slidingCrt<Inv>({ id: 'n44-invasion', rule: 'N44 4.2', columns: ['Omaha', 'Others', 'Utah'], rolls: { min: 1, max: 6 }, sequence: I });
    // T34 Utah roll 4; T35 Others roll 4; T36 Omaha rolls 1 and 6; T37 Omaha roll 2; T38 Others 4 and 6; T39 Others 2 and 1.
    expect(crtLookup(invasion, 'Utah', 4)).toEqual({ result: 'A1/D1', advance: 2 });
    expect(crtLookup(invasion, 'Others', 4)).toEqual({ result: 'A1/D1', advance: 1 });
    expect(crtLookup(invasion, 'Omaha', 1)).toEqual({ result: 'A1*', advance: 0 });
    expect(crtLookup(invasion, 'Omaha', 6)).toEqual({ result: 'A1/D1', advance: 2 });
    expect(crtLookup(invasion, 'Omaha', 2)).toEqual({ result: 'A2/D1', advance: 1 });
    expect(crtLookup(invasion, 'Others', 6)).toEqual({ result: 'D1', advance: 2 });
    expect(crtLookup(invasion, 'Others', 2)).toEqual({ result: 'EX', advance: 1 });
    expect(crtLookup(invasion, 'Others', 1)).toEqual({ result: 'A2/D1', advance: 1 });
    const utah = crtDistribution(invasion, 'Utah', D6);
    const expected = new Map<string, number>();
    for (let r = 1; r <= 6; r++) {
      const k = canonicalize(crtLookup(invasion, 'Utah', r));
      expected.set(k, (expected.get(k) ?? 0) + 1);
    }
    expect(utah.length).toBe(expected.size);
    for (const o of utah) expect(o.p).toEqual(rational(expected.get(canonicalize(o.value))!, 6));
  });

  it('N44 10.6 whole attack: T11 1-2 with 2L is an automatic A1, 1-4 is refused, T43 reads the 5-1 column', () => {
    const auto = { belowMin: 'A1' as const };
    const t11 = attackDistribution(N44_ODDS, N44_CRT, { attack: 1, defence: 2, shifts: [shift('L', -2, 'N44 11')] }, D6, auto);
    expect(t11).toEqual({ ok: true, results: [{ value: 'A1', p: rational(1) }] });
    const refused = attackDistribution(N44_ODDS, N44_CRT, { attack: 1, defence: 4 }, D6, auto);
    expect(refused.ok).toBe(false);
    const t43 = attackDistribution(N44_ODDS, N44_CRT, { attack: 12, defence: 4, shifts: R(2) }, D6, auto);
    if (!t43.ok) throw new Error('expected results');
    expect(t43.results).toEqual(crtDistribution(N44_CRT, '5-1', D6));
    sumIsOne(t43.results.map((o) => o.p));
    // 5-1 reads DR, DR, A1/D1, D1, D1, A1/D2 on rolls 1-6.
    expect(t43.results.find((o) => o.value === 'DR')?.p).toEqual(rational(2, 6));
  });
});
