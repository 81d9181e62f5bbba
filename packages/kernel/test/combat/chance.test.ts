import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  TWO_D6,
  canonicalize,
  dieOutcomes,
  diceOutcomes,
  drawManyOutcomes,
  drawOutcomes,
  rational,
  ratSum,
  type ChanceOutcome,
} from '../../src/index.js';

const sum = <M>(outs: readonly ChanceOutcome<M>[]) => ratSum(outs.map((o) => o.p));

describe('chance helpers', () => {
  it('a d6 and a d10 read 0-9 as chance outcomes', () => {
    const d6 = dieOutcomes(6, (die) => ({ type: 'roll', die }));
    expect(d6.map((o) => o.move.die)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(d6.every((o) => o.p.num === 1 && o.p.den === 6)).toBe(true);
    const d10 = dieOutcomes(10, (die) => die, 0);
    expect(d10.map((o) => o.move)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(sum(d10)).toEqual(rational(1));
    expect(() => dieOutcomes(0, (x) => x)).toThrow(RangeError);
  });

  it('2d6 totals as chance outcomes: 11 moves, 7 the likeliest at 1/6', () => {
    const outs = diceOutcomes(TWO_D6, (total) => total);
    expect(outs.length).toBe(11);
    expect(outs.find((o) => o.move === 7)?.p).toEqual(rational(1, 6));
    expect(sum(outs)).toEqual(rational(1));
  });

  it('draw one chit or card: p = count / total, empty kinds left out', () => {
    const cup = { move: 3, combat: 2, event: 0 };
    const outs = drawOutcomes(cup, (kind) => ({ type: 'draw', kind }));
    expect(outs).toEqual([
      { move: { type: 'draw', kind: 'move' }, p: rational(3, 5) },
      { move: { type: 'draw', kind: 'combat' }, p: rational(2, 5) },
    ]);
    expect(drawOutcomes([['b', 1], ['a', 1]] as const, (k) => k).map((o) => o.move)).toEqual(['b', 'a']);
    expect(drawOutcomes({}, (k) => k)).toEqual([]);
    expect(() => drawOutcomes({ a: -1 }, (k) => k)).toThrow(RangeError);
  });

  it('sums to 1 for random cups', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 1, maxLength: 6 }).filter((a) => a.some((n) => n > 0)), (ns) => {
        const cup = ns.map((n, i) => [`k${i}`, n] as const);
        expect(sum(drawOutcomes(cup, (k) => k))).toEqual(rational(1));
      }),
    );
  });

  it('drawing several at once matches enumerating every ordered draw without replacement', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 4 }), fc.integer({ min: 0, max: 4 }), (ns, k0) => {
        const items = ns.flatMap((n, i) => Array.from({ length: n }, () => `k${i}`));
        const k = Math.min(k0, items.length);
        const cup = ns.map((n, i) => [`k${i}`, n] as const);
        const outs = drawManyOutcomes(cup, k, (drawn) => drawn);
        expect(sum(outs)).toEqual(rational(1));
        // Brute force: every ordered sequence of k distinct items.
        const counts = new Map<string, number>();
        let total = 0;
        const rec = (left: number, used: boolean[], drawn: Record<string, number>) => {
          if (left === 0) {
            const key = canonicalize(drawn);
            counts.set(key, (counts.get(key) ?? 0) + 1);
            total++;
            return;
          }
          items.forEach((kind, i) => {
            if (used[i]) return;
            used[i] = true;
            rec(left - 1, used, { ...drawn, [kind]: (drawn[kind] ?? 0) + 1 });
            used[i] = false;
          });
        };
        rec(k, items.map(() => false), Object.fromEntries(cup.map(([kind]) => [kind, 0])));
        for (const o of outs) {
          const c = counts.get(canonicalize(o.move)) ?? 0;
          expect(o.p).toEqual(rational(c, total));
        }
        expect(outs.length).toBe(counts.size);
      }),
      { numRuns: 100 },
    );
  });
});
