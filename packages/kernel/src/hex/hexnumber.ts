import type { Hex } from './axial.js';
import type { RuleError } from '../protocol/types.js';
import { hexToOffset, offsetToHex, type OffsetLayout } from './offset.js';

/**
 * Printed wargame hex numbers such as `0812` (column 08, row 12).
 * The offset layout applies to the printed numbers themselves: with `odd-q`, the
 * columns printed with an odd number are the ones shoved half a hex down, whatever
 * the first column is. `firstColumn` / `firstRow` are the smallest printed numbers.
 */
export interface HexNumberScheme {
  readonly order: 'column-row' | 'row-column';
  /** Digits of each part, zero-padded: 2 gives `0812`. */
  readonly digits: number;
  readonly firstColumn: 0 | 1;
  readonly firstRow: 0 | 1;
  readonly layout: OffsetLayout;
}

/** The common scheme: `CCRR`, numbering from 01, odd columns shoved down (flat-top maps). */
export const STANDARD_HEX_NUMBERS: HexNumberScheme = Object.freeze({
  order: 'column-row',
  digits: 2,
  firstColumn: 1,
  firstRow: 1,
  layout: 'odd-q',
});

export interface HexNumberError extends RuleError {
  readonly code: 'hex-number-not-text' | 'hex-number-length' | 'hex-number-not-digits' | 'hex-number-below-first';
}

export type ParseHexNumberResult =
  | { readonly ok: true; readonly hex: Hex }
  | { readonly ok: false; readonly error: HexNumberError };

/** The printed number of `h`, or null when it has no number in the scheme (below the first or too many digits). */
export function formatHexNumber(h: Hex, scheme: HexNumberScheme): string | null {
  const { col, row } = hexToOffset(h, scheme.layout);
  if (col < scheme.firstColumn || row < scheme.firstRow) return null;
  const c = String(col);
  const r = String(row);
  if (c.length > scheme.digits || r.length > scheme.digits) return null;
  const cc = c.padStart(scheme.digits, '0');
  const rr = r.padStart(scheme.digits, '0');
  return scheme.order === 'column-row' ? cc + rr : rr + cc;
}

function fail(code: HexNumberError['code'], message: string): ParseHexNumberResult {
  return { ok: false, error: { code, message } };
}

/** Reads a printed hex number. Never throws: bad input gives a typed error. Surrounding spaces are ignored. */
export function parseHexNumber(text: unknown, scheme: HexNumberScheme): ParseHexNumberResult {
  if (typeof text !== 'string') return fail('hex-number-not-text', 'a hex number must be a string');
  const t = text.trim();
  const n = scheme.digits;
  if (t.length !== 2 * n) {
    return fail('hex-number-length', `a hex number has ${2 * n} digits, got ${JSON.stringify(t.slice(0, 20))}`);
  }
  if (!/^[0-9]+$/.test(t)) return fail('hex-number-not-digits', `a hex number is digits only, got ${JSON.stringify(t)}`);
  const a = Number(t.slice(0, n));
  const b = Number(t.slice(n));
  const [col, row] = scheme.order === 'column-row' ? [a, b] : [b, a];
  if (col < scheme.firstColumn || row < scheme.firstRow) {
    return fail('hex-number-below-first', `${t}: columns start at ${scheme.firstColumn} and rows at ${scheme.firstRow}`);
  }
  return { ok: true, hex: offsetToHex({ col, row }, scheme.layout) };
}
