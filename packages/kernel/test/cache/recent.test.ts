import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Recent } from '../../src/index.js';

describe('Recent (bounded identity cache)', () => {
  it('finds a kept key by identity, not by equal content', () => {
    const r = new Recent<{ id: number }, string>(2);
    const a = { id: 1 };
    r.add(a, 'a');
    expect(r.get(a)).toBe('a');
    expect(r.get({ id: 1 })).toBeUndefined();
  });

  it('forgets the oldest key past its size and answers newest()', () => {
    const r = new Recent<object, number>(2);
    expect(r.newest()).toBeUndefined();
    const [a, b, c] = [{}, {}, {}];
    r.add(a, 1);
    r.add(b, 2);
    r.add(c, 3);
    expect(r.get(a)).toBeUndefined();
    expect(r.get(b)).toBe(2);
    expect(r.get(c)).toBe(3);
    expect(r.newest()).toBe(3);
  });

  it('refuses a size that is not a positive integer', () => {
    expect(() => new Recent(0)).toThrow(/size/);
    expect(() => new Recent(1.5)).toThrow(/size/);
  });

  it('answers like a map of the last `size` additions, newest winning (property)', () => {
    const keys = Array.from({ length: 6 }, () => ({}));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer()), { maxLength: 40 }), (size, adds) => {
        const r = new Recent<object, number>(size);
        for (const [k, v] of adds) r.add(keys[k]!, v);
        const last = adds.slice(-size);
        for (let k = 0; k < keys.length; k++) {
          const hit = last.filter(([key]) => key === k).at(-1);
          expect(r.get(keys[k]!)).toBe(hit?.[1]);
        }
        expect(r.newest()).toBe(adds.at(-1)?.[1]);
      }),
    );
  });

  it('set replaces the value of a kept key in its slot, else takes the oldest; has answers by identity', () => {
    const r = new Recent<object, number>(2);
    const [a, b] = [{}, {}];
    r.set(a, 1).set(a, 2).set(a, 3);
    r.set(b, 4);
    // `a` took one slot: both keys are still kept.
    expect([r.get(a), r.get(b)]).toEqual([3, 4]);
    expect([r.has(a), r.has(b), r.has({})]).toEqual([true, true, false]);
    const c = {};
    r.set(c, 5);
    expect(r.has(a)).toBe(false);
    expect(r.get(c)).toBe(5);
  });
});

