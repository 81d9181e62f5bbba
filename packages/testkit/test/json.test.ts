import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalize } from '@esagono/kernel';
import { deepFreeze, jsonEqual, tryCanonical } from '../src/json.js';

const kernelCanonical = (v: unknown): string | null => {
  try {
    return canonicalize(v);
  } catch {
    return null;
  }
};

describe('the cached canonical form and JSON equality behind the suite', () => {
  it('tryCanonical writes what the kernel canonicalize writes, frozen or not (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (v, freeze) => {
        const value = freeze ? deepFreeze(structuredClone(v)) : v;
        expect(tryCanonical(value)).toBe(kernelCanonical(value));
        // A second call (from the cache when frozen) gives the same.
        expect(tryCanonical(value)).toBe(kernelCanonical(value));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses what canonicalize refuses', () => {
    for (const bad of [{ a: NaN }, [1, undefined], { f: () => 1 }, { n: 1n }]) {
      expect(tryCanonical(bad)).toBeNull();
      expect(kernelCanonical(bad)).toBeNull();
    }
    const cyclic: Record<string, unknown> = { x: 1 };
    cyclic.self = cyclic;
    expect(tryCanonical(deepFreeze(cyclic))).toBeNull();
  });

  it('jsonEqual is equality of canonical forms (property)', () => {
    const pair = fc.oneof(
      fc.tuple(fc.jsonValue(), fc.jsonValue()),
      // Equal data in another key order or another copy, sharing or not.
      fc.jsonValue().map((v) => [v, JSON.parse(JSON.stringify(v)) as unknown] as const),
      fc.jsonValue().map((v) => [{ k: v, z: 1 }, { z: 1, k: v }] as const),
    );
    fc.assert(
      fc.property(pair, ([a, b]) => {
        expect(jsonEqual(a, b)).toBe(kernelCanonical(a) === kernelCanonical(b));
      }),
      { numRuns: 300 },
    );
    expect(jsonEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(jsonEqual({ a: 0 }, { a: -0 })).toBe(true);
    expect(jsonEqual([1, 2], { 0: 1, 1: 2 })).toBe(false);
  });

  it('deepFreeze freezes everything in a value, so a cached form cannot go stale', () => {
    const v = deepFreeze({ a: [{ b: 1 }], c: { d: 'x' } });
    expect(Object.isFrozen(v.a[0])).toBe(true);
    expect(Object.isFrozen(v.c)).toBe(true);
    expect(() => {
      (v.a as { b: number }[]).push({ b: 2 });
    }).toThrow(TypeError);
    expect(tryCanonical(v)).toBe('{"a":[{"b":1}],"c":{"d":"x"}}');
    // What cannot be frozen (a typed array) is not cached: its changes show.
    const t = deepFreeze({ bytes: new Uint8Array([1]) });
    const before = tryCanonical(t);
    t.bytes[0] = 2;
    expect(tryCanonical(t)).not.toBe(before);
  });
});
