/**
 * Canonical JSON: object keys sorted by code unit, no whitespace, `-0` written as `0`.
 * Two states are equal as game data exactly when their canonical strings are equal.
 * Values JSON cannot carry (undefined in arrays, functions, NaN, Infinity, bigint,
 * cycles) are refused with a TypeError naming the path, because a state holding them
 * would not survive a save and reload.
 */
export function canonicalize(value: unknown): string {
  const parts: string[] = [];
  write(value, '$', parts, new Set());
  return parts.join('');
}

function write(value: unknown, path: string, out: string[], seen: Set<object>): void {
  if (value === null) {
    out.push('null');
    return;
  }
  switch (typeof value) {
    case 'string':
      out.push(JSON.stringify(value));
      return;
    case 'boolean':
      out.push(value ? 'true' : 'false');
      return;
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`canonicalize: non-finite number at ${path}`);
      out.push(Object.is(value, -0) ? '0' : JSON.stringify(value));
      return;
    case 'object':
      break;
    default:
      throw new TypeError(`canonicalize: ${typeof value} at ${path} is not JSON`);
  }
  const obj = value as object;
  if (seen.has(obj)) throw new TypeError(`canonicalize: cycle at ${path}`);
  seen.add(obj);
  if (Array.isArray(obj)) {
    out.push('[');
    for (let i = 0; i < obj.length; i++) {
      if (i > 0) out.push(',');
      const item: unknown = obj[i];
      if (item === undefined) throw new TypeError(`canonicalize: undefined at ${path}[${i}]`);
      write(item, `${path}[${i}]`, out, seen);
    }
    out.push(']');
  } else {
    const rec = obj as Record<string, unknown>;
    const keys = Object.keys(rec)
      .filter((k) => rec[k] !== undefined)
      .sort();
    out.push('{');
    keys.forEach((k, i) => {
      if (i > 0) out.push(',');
      out.push(JSON.stringify(k), ':');
      write(rec[k], `${path}.${k}`, out, seen);
    });
    out.push('}');
  }
  seen.delete(obj);
}

/**
 * A 64-bit hash of a string as 16 hex digits: two independent 32-bit FNV-1a lanes
 * (different offset bases) with a final avalanche. Not cryptographic; stable across
 * platforms and releases, so hashes can be stored in logs and tests.
 */
export function hashString(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ 0x9747b28c;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x01000193) ^ (h2 >>> 15);
  }
  h1 = fmix(h1 ^ text.length);
  h2 = fmix(h2 ^ h1);
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}

function fmix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The hash of a value's canonical form: equal states hash equal on every platform. */
export function stateHash(value: unknown): string {
  return hashString(canonicalize(value));
}

/** A deep copy through canonical JSON: what a save and reload gives back. */
export function roundTrip<T>(value: T): T {
  return JSON.parse(canonicalize(value)) as T;
}
