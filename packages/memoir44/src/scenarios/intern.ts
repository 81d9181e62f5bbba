/**
 * Canonical copies of a scenario's strings. V8 compares two strings by pointer only when both are
 * internalized (as literals and property names are); a string made by `structuredClone`, a worker
 * message or `JSON.parse` (beyond 10 characters) is compared character by character with every
 * literal it meets. Play compares sides, unit types and objective kinds in its hottest loops, so
 * set-up swaps each short string of the scenario for its internalized twin: a measured 6% of a
 * whole random game on Sainte-Mère-Église when the scenario came through `structuredClone`.
 */

/** Strings longer than this (briefings, names) are left alone: play never compares them. */
const MAX_INTERNED = 64;

// A property name is internalized by the engine, so a one-key object hands back the canonical string.
const canonical = (s: string): string => Object.keys({ [s]: 0 })[0] ?? s;

/** A copy of plain JSON-like data with each short string internalized. Other values are kept. */
export function internStrings<T>(v: T): T {
  if (typeof v === 'string') return (v.length <= MAX_INTERNED ? canonical(v) : v) as T;
  if (Array.isArray(v)) return v.map((x: unknown) => internStrings(x)) as T;
  if (typeof v === 'object' && v !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      // A key named __proto__ stays an own property, as in the input, not the copy's prototype.
      if (k === '__proto__') Object.defineProperty(out, k, { value: internStrings(x), enumerable: true, writable: true, configurable: true });
      else out[k] = internStrings(x);
    }
    return out as T;
  }
  return v;
}
