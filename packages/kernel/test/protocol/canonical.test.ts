import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalize, hashString, roundTrip, stateHash } from '../../src/index.js';

describe('canonical serialisation and state hash', () => {
  it('sorts keys at every depth', () => {
    expect(canonicalize({ b: 1, a: { d: [2, { z: 1, y: 0 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"y":0,"z":1}]},"b":1}');
  });

  it('does not depend on key insertion order', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (obj) => {
        const reversed = Object.fromEntries(Object.entries(obj).reverse());
        expect(canonicalize(reversed)).toBe(canonicalize(obj));
        expect(stateHash(reversed)).toBe(stateHash(obj));
      }),
    );
  });

  it('round-trips any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(canonicalize(roundTrip(v))).toBe(canonicalize(v));
      }),
    );
  });

  it('writs -0 as 0 and refuses non-JSON values with the path', () => {
    expect(canonicalize({ x: -0 })).toBe('{"x":0}');
    expect(() => canonicalize({ a: [1, Number.NaN] })).toThrow(/\$\.a\[1\]/);
    expect(() => canonicalize({ f: () => 1 })).toThrow(/function/);
    const cyc: { self?: unknown } = {};
    cyc.self = cyc;
    expect(() => canonicalize(cyc)).toThrow(/cycle/);
  });

  it('hashes are 16 hex digits, stable, and tell different strings apart', () => {
    expect(hashString('')).toMatch(/^[0-9a-f]{16}$/);
    expect(hashString('esagono')).toBe(hashString('esagono'));
    const seen = new Set<string>();
    for (let i = 0; i < 20_000; i++) seen.add(hashString(`state-${i}`));
    expect(seen.size).toBe(20_000);
  });
});
