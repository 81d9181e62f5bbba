import fc from 'fast-check';

/**
 * Objects the testkit deep-froze: they and everything in them can never change, so what is
 * computed from them (canonical form, JSON check) is cached per object. Long games share
 * most of their state between consecutive states, so each state costs only its new parts.
 */
const sealed = new WeakSet<object>();
const canonicalCache = new WeakMap<object, string>();
const plainJson = new WeakSet<object>();
const equalCache = new WeakMap<object, object>();

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
  if (plainJson.has(obj)) return null;
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
    } else {
      for (const [k, v] of Object.entries(obj)) {
        // An undefined property vanishes in JSON; harmless, so tolerated as canonicalize does.
        if (v === undefined) continue;
        const p = jsonProblem(v, `${path}.${k}`, seen);
        if (p) return p;
      }
    }
    if (sealed.has(obj)) plainJson.add(obj);
    return null;
  } finally {
    seen.delete(obj);
  }
}

/** Freezes a value and everything in it, remembering what can no longer change; returns it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) freezeAll(value);
  return value;
}

/**
 * True when `obj` and all in it are now immutable (typed arrays cannot be frozen). An
 * object is marked before its children, so cycles end; a failure unmarks it again.
 */
function freezeAll(obj: object): boolean {
  if (sealed.has(obj)) return true;
  sealed.add(obj);
  let ok = true;
  try {
    Object.freeze(obj);
  } catch {
    ok = false;
  }
  if (Array.isArray(obj)) {
    for (let i = 0; i < obj.length; i++) {
      const v: unknown = obj[i];
      if (typeof v === 'object' && v !== null && !freezeAll(v)) ok = false;
    }
  } else {
    for (const k of Object.keys(obj)) {
      const v: unknown = (obj as Record<string, unknown>)[k];
      if (typeof v === 'object' && v !== null && !freezeAll(v)) ok = false;
    }
  }
  if (!ok) sealed.delete(obj);
  return ok;
}

/** The canonical string of a value (the kernel's `canonicalize`), or null when it is not JSON. */
export function tryCanonical(value: unknown): string | null {
  try {
    return canonical(value, '$', new Set());
  } catch {
    return null;
  }
}

/**
 * The kernel's `canonicalize`, written out again so that the form of frozen sub-objects is
 * cached; the test in json.test.ts holds the two to the same output.
 */
function canonical(value: unknown, path: string, seen: Set<object>): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`non-finite number at ${path}`);
      return Object.is(value, -0) ? '0' : JSON.stringify(value);
    case 'object':
      break;
    default:
      throw new TypeError(`${typeof value} at ${path} is not JSON`);
  }
  const obj = value as object;
  const cached = canonicalCache.get(obj);
  if (cached !== undefined) return cached;
  if (seen.has(obj)) throw new TypeError(`cycle at ${path}`);
  seen.add(obj);
  let out: string;
  if (Array.isArray(obj)) {
    out = '[';
    for (let i = 0; i < obj.length; i++) {
      const item: unknown = obj[i];
      if (item === undefined) throw new TypeError(`undefined at ${path}[${i}]`);
      out += (i > 0 ? ',' : '') + canonical(item, path, seen);
    }
    out += ']';
  } else {
    const rec = obj as Record<string, unknown>;
    const keys = Object.keys(rec)
      .filter((k) => rec[k] !== undefined)
      .sort();
    out = '{';
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i] as string;
      out += `${i > 0 ? ',' : ''}${JSON.stringify(k)}:${canonical(rec[k], path, seen)}`;
    }
    out += '}';
  }
  seen.delete(obj);
  if (sealed.has(obj)) canonicalCache.set(obj, out);
  return out;
}

/**
 * Equality of two values as JSON data, as equal canonical strings would say, without
 * building the strings: shared sub-objects are equal at once. Values that are not JSON are
 * the JSON checks' to report; here they compare by identity or by their enumerable fields.
 * Pairs of frozen objects found equal are remembered; so are all pairs found equal when the
 * caller gives a `memo`, promising that neither side changes while it holds it.
 */
export function jsonEqual(a: unknown, b: unknown, memo?: WeakMap<object, object>): boolean {
  if (a === b) return true;
  // Distinct primitives differ (0 and -0, which JSON writes alike, are ===).
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (equalCache.get(a) === b || memo?.get(a) === b) return true;
  if (!sameFields(a, b, memo)) return false;
  // The next states share these objects, so they compare at once.
  if (sealed.has(a) && sealed.has(b)) equalCache.set(a, b);
  else memo?.set(a, b);
  return true;
}

function sameFields(a: object, b: object, memo: WeakMap<object, object> | undefined): boolean {
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) {
      if (a[i] === undefined || b[i] === undefined || !jsonEqual(a[i], b[i], memo)) return false;
    }
    return true;
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  // An undefined property vanishes in JSON, as in canonicalize.
  const ka = Object.keys(ra).filter((k) => ra[k] !== undefined);
  const kb = Object.keys(rb).filter((k) => rb[k] !== undefined);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (rb[k] === undefined || !jsonEqual(ra[k], rb[k], memo)) return false;
  }
  return true;
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

/**
 * Freezes what in `value` is not frozen yet, and returns it. An object already frozen is taken
 * as frozen all through (as what this or the kernel's deepFreeze made), so each new state of a
 * game costs only its new parts, with no bookkeeping: the walk's fast path.
 */
export function freezeNew<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) freezeFresh(value);
  return value;
}

function freezeFresh(obj: object): void {
  try {
    Object.freeze(obj);
  } catch {
    return; // a typed array: the JSON checks report it
  }
  if (Array.isArray(obj)) {
    for (let i = 0; i < obj.length; i++) {
      const v: unknown = obj[i];
      if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) freezeFresh(v);
    }
  } else {
    for (const k in obj) {
      const v: unknown = (obj as Record<string, unknown>)[k];
      if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) freezeFresh(v);
    }
  }
}
