import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  OFFSET_LAYOUTS,
  STANDARD_HEX_NUMBERS,
  formatHexNumber,
  hexDistance,
  hexNeighbors,
  hexToPixel,
  hexLayout,
  offsetOrientation,
  offsetToHex,
  parseHexNumber,
  type Hex,
  type HexNumberScheme,
} from '../../src/index.js';

const arbScheme: fc.Arbitrary<HexNumberScheme> = fc.record({
  order: fc.constantFrom('column-row' as const, 'row-column' as const),
  digits: fc.integer({ min: 1, max: 3 }),
  firstColumn: fc.constantFrom(0 as const, 1 as const),
  firstRow: fc.constantFrom(0 as const, 1 as const),
  layout: fc.constantFrom(...OFFSET_LAYOUTS),
});

const parsed = (text: string, scheme: HexNumberScheme): Hex => {
  const r = parseHexNumber(text, scheme);
  if (!r.ok) throw new Error(r.error.message);
  return r.hex;
};

describe('printed hex numbers', () => {
  it('format -> parse round-trips for every numbered hex of every scheme', () => {
    fc.assert(
      fc.property(arbScheme, fc.nat(999), fc.nat(999), (scheme, c, r) => {
        const max = 10 ** scheme.digits - 1;
        const col = scheme.firstColumn + (c % (max + 1 - scheme.firstColumn));
        const row = scheme.firstRow + (r % (max + 1 - scheme.firstRow));
        const h = offsetToHex({ col, row }, scheme.layout);
        const text = formatHexNumber(h, scheme);
        expect(text).not.toBeNull();
        expect(text).toHaveLength(2 * scheme.digits);
        expect(parsed(text as string, scheme)).toEqual(h);
      }),
    );
  });

  it('parse -> format round-trips for every valid digit string', () => {
    fc.assert(
      fc.property(arbScheme, fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }), (scheme, ds) => {
        const text = ds.slice(0, 2 * scheme.digits).join('');
        const r = parseHexNumber(text, scheme);
        const n = scheme.digits;
        const [col, row] = scheme.order === 'column-row' ? [+text.slice(0, n), +text.slice(n)] : [+text.slice(n), +text.slice(0, n)];
        expect(r.ok).toBe(col >= scheme.firstColumn && row >= scheme.firstRow);
        if (r.ok) expect(formatHexNumber(r.hex, scheme)).toBe(text);
        else expect(r.error.code).toBe('hex-number-below-first');
      }),
    );
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), arbScheme, (x, scheme) => {
        const r = parseHexNumber(x, scheme);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
    expect(parseHexNumber(812, STANDARD_HEX_NUMBERS)).toMatchObject({ ok: false, error: { code: 'hex-number-not-text' } });
    expect(parseHexNumber('812', STANDARD_HEX_NUMBERS)).toMatchObject({ ok: false, error: { code: 'hex-number-length' } });
    expect(parseHexNumber('08a2', STANDARD_HEX_NUMBERS)).toMatchObject({ ok: false, error: { code: 'hex-number-not-digits' } });
    expect(parseHexNumber('-812', STANDARD_HEX_NUMBERS)).toMatchObject({ ok: false, error: { code: 'hex-number-not-digits' } });
    expect(parseHexNumber('0800', STANDARD_HEX_NUMBERS)).toMatchObject({ ok: false, error: { code: 'hex-number-below-first' } });
    expect(parseHexNumber(' 0812 ', STANDARD_HEX_NUMBERS).ok).toBe(true);
  });

  it('has no number for hexes left of or above the first, or past the digits', () => {
    const s = STANDARD_HEX_NUMBERS;
    expect(formatHexNumber(offsetToHex({ col: 0, row: 5 }, s.layout), s)).toBeNull();
    expect(formatHexNumber(offsetToHex({ col: 5, row: 0 }, s.layout), s)).toBeNull();
    expect(formatHexNumber(offsetToHex({ col: 100, row: 5 }, s.layout), s)).toBeNull();
    expect(formatHexNumber(offsetToHex({ col: 99, row: 99 }, s.layout), s)).toBe('9999');
  });

  it('odd-q numbering: 0101 is shoved down, so it touches 0201 and 0202 but 0201 touches 0101 and 0301', () => {
    const s = STANDARD_HEX_NUMBERS;
    const near = (text: string) =>
      hexNeighbors(parsed(text, s))
        .map((h) => formatHexNumber(h, s))
        .filter((t): t is string => t !== null)
        .sort();
    expect(near('0101')).toEqual(['0102', '0201', '0202']);
    expect(near('0201')).toEqual(['0101', '0202', '0301']);
    // Drawn flat-top, column 01 sits half a hex lower than column 02.
    const lay = hexLayout(offsetOrientation(s.layout), 1);
    expect(hexToPixel(lay, parsed('0101', s)).y).toBeGreaterThan(hexToPixel(lay, parsed('0201', s)).y);
    // Counted by hand: 7 diagonal steps right gain 4 rows (from odd columns only), reaching 0805; then 7 down.
    expect(hexDistance(parsed('0101', s), parsed('0812', s))).toBe(14);
    expect(hexDistance(parsed('0101', s), parsed('0805', s))).toBe(7);
  });
});
