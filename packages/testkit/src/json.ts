import fc from 'fast-check';
import { canonicalize } from '@esagono/kernel';

/**
 * Why `value` is not plain JSON data, as `path: reason`, or null when it is. Stricter than
 * `canonicalize`: class instances, Maps and Dates are refused too, because JSON turns
 * them into something else and a reloaded state would differ.
 */
export function jsonProblem(value: unknown, path = '$', seen: Set<object> = new Set()): string | null {
  if (value === null) return null;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return null;
    case 'number':
      return Number.isFinite(value) ? null : `${path}: non-finite number ${String(value)}`;
    case 'object':
      break;
    default:
      return `${path}: ${typeof value} is not JSON`;
  }
  const obj = value as object;
  if (seen.has(obj)) return `${path}: cycle`;
  const proto: unknown = Object.getPrototypeOf(obj);
  if (!Array.isArray(obj) && proto !== Object.prototype && proto !== null) {
    const name = (obj.constructor as { name?: unknown } | undefined)?.name;
    return `${path}: ${typeof name === 'string' ? name : 'non-plain'} object is not JSON`;
  }
  seen.add(obj);
  try {
    if (Array.isArray(obj)) {
      for (let i = 0; i < obj.length; i++) {
        const item: unknown = obj[i];
        if (item === undefined) return `${path}[${i}]: undefined`;
        const p = jsonProblem(item, `${path}[${i}]`, seen);
        if (p) return p;
      }
      return null;
    }
    for (const [k, v] of Object.entries(obj)) {
      // An undefined property vanishes in JSON; harmless, so tolerated as canonicalize does.
      if (v === undefined) continue;
      const p = jsonProblem(v, `${path}.${k}`, seen);
      if (p) return p;
    }
    return null;
  } finally {
    seen.delete(obj);
  }
}

/** The canonical string of a value, or null when it is not JSON. */
export function tryCanonical(value: unknown): string | null {
  try {
    return canonicalize(value);
  } catch {
    return null;
  }
}

/** A string that changes whenever `value` changes, for any value (before/after mutation checks). */
export function snapshot(value: unknown): string {
  return tryCanonical(value) ?? `~${fc.stringify(value)}`;
}

/** A readable one-line rendering, cut to `max` characters. */
export function show(value: unknown, max = 400): string {
  const text = tryCanonical(value) ?? fc.stringify(value);
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}

/** The first path at which two JSON values differ, e.g. `$.hands.blue[0]`, or null when equal. */
export function firstDifference(a: unknown, b: unknown, path = '$'): string | null {
  if (Object.is(a, b)) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return tryCanonical(a) === tryCanonical(b) && tryCanonical(a) !== null ? null : path;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return path;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${path} (length ${a.length} vs ${b.length})`;
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(ra), ...Object.keys(rb)])].sort();
  for (const k of keys) {
    const d = firstDifference(ra[k], rb[k], `${path}.${k}`);
    if (d) return d;
  }
  return null;
}

/** A deep copy for handing to code under test, so a mutation cannot corrupt our records. */
export function clone<T>(value: T): T {
  try {
    return structuredClone(value);
  } catch {
    return value;
  }
}
