import fc from 'fast-check';
import type { Json } from './mutate.js';

/**
 * Values a zod 4 schema accepts, read off the schema's definition (`schema._zod.def`):
 * objects, discriminated and plain unions, literals, enums, numbers (with their bounds and
 * integer checks), strings, booleans, arrays (with length checks), tuples, records,
 * optional, nullable and default wrappers. Anything else (custom refinements, transforms)
 * gives any small JSON value: the result is well-formed as far as the schema can tell.
 */
export function schemaArb(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (def === null || depth > 6) return fc.jsonValue({ maxDepth: 1 });
  const inner = (s: unknown) => schemaArb(s, depth + 1);
  switch (def.type) {
    case 'object': {
      const shape = (def.shape ?? {}) as Record<string, unknown>;
      const keys = Object.keys(shape);
      const required = keys.filter((k) => !isOptional(shape[k]));
      return fc.record(Object.fromEntries(keys.map((k) => [k, inner(shape[k])])), { requiredKeys: required });
    }
    case 'union': {
      const options = (def.options ?? []) as unknown[];
      return options.length === 0 ? fc.constant(null) : fc.oneof(...options.map(inner));
    }
    case 'literal':
      return fc.constantFrom(...((def.values ?? [null]) as unknown[]));
    case 'enum': {
      const values = Object.values((def.entries ?? {}) as Record<string, unknown>);
      return values.length === 0 ? fc.constant(null) : fc.constantFrom(...values);
    }
    case 'number':
      return numberArb(def.checks);
    case 'int':
      return numberArb(def.checks, true);
    case 'string':
      return fc.string({ maxLength: 8 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const { min, max } = lengthOf(def.checks);
      return fc.array(inner(def.element), { minLength: min, maxLength: max });
    }
    case 'tuple':
      return fc.tuple(...((def.items ?? []) as unknown[]).map(inner));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 4 }), inner(def.valueType), { maxKeys: 3 });
    case 'optional':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return inner(def.innerType);
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null });
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType), { nil: undefined });
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return typeof def.getter === 'function' ? inner((def.getter as () => unknown)()) : fc.jsonValue({ maxDepth: 1 });
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/**
 * One well-formed value per branch of a schema's top-level union (a discriminated union of
 * move types gives one move of every type); a schema that is not a union gives one value.
 */
export function branchesArb(schema: unknown): fc.Arbitrary<unknown[]> {
  const def = defOf(schema);
  const options = def?.type === 'union' ? ((def.options ?? []) as unknown[]) : [schema];
  return fc.tuple(...options.map((o) => schemaArb(o)));
}

/** The number of branches `branchesArb` gives for a schema. */
export function branchCount(schema: unknown): number {
  const def = defOf(schema);
  return def?.type === 'union' ? ((def.options ?? []) as unknown[]).length : 1;
}

interface Def {
  readonly type: string;
  readonly [k: string]: unknown;
}

function defOf(schema: unknown): Def | null {
  const z = (schema as { _zod?: { def?: unknown } } | null)?._zod;
  const def = z?.def as Def | undefined;
  return def && typeof def.type === 'string' ? def : null;
}

function isOptional(schema: unknown): boolean {
  const z = (schema as { _zod?: { optin?: unknown } } | null)?._zod;
  return z?.optin === 'optional';
}

function checkDefs(checks: unknown): Record<string, unknown>[] {
  if (!Array.isArray(checks)) return [];
  return checks.map((c) => ((c as { _zod?: { def?: unknown } })._zod?.def ?? {}) as Record<string, unknown>);
}

/**
 * Numbers within the schema's bounds. Without bounds, small integers around the ids games use
 * (hexes, units, cards), with now and then any integer; fractions only when not integral.
 */
function numberArb(checks: unknown, int = false): fc.Arbitrary<number> {
  let min = -Infinity;
  let max = Infinity;
  let integer = int;
  for (const c of checkDefs(checks)) {
    if (c.check === 'greater_than' && typeof c.value === 'number') min = Math.max(min, c.inclusive ? c.value : c.value + (integer ? 1 : Number.EPSILON));
    if (c.check === 'less_than' && typeof c.value === 'number') max = Math.min(max, c.inclusive ? c.value : c.value - (integer ? 1 : Number.EPSILON));
    if (c.check === 'number_format' && typeof c.format === 'string' && /int/.test(c.format)) integer = true;
  }
  if (integer) {
    const lo = Number.isFinite(min) ? Math.ceil(min) : -2;
    const hi = Number.isFinite(max) ? Math.floor(max) : Math.max(lo, 0) + 200;
    const near = fc.integer({ min: lo, max: Math.max(lo, hi) });
    return Number.isFinite(min) && Number.isFinite(max)
      ? near
      : fc.oneof({ arbitrary: near, weight: 9 }, { arbitrary: fc.integer({ min: Number.isFinite(min) ? lo : -(2 ** 31), max: Number.isFinite(max) ? hi : 2 ** 31 }), weight: 1 });
  }
  return fc.double({ min: Number.isFinite(min) ? min : -1e6, max: Number.isFinite(max) ? max : 1e6, noNaN: true, noDefaultInfinity: true });
}

function lengthOf(checks: unknown): { min: number; max: number } {
  let min = 0;
  let max = 4;
  for (const c of checkDefs(checks)) {
    if (c.check === 'length_equals' && typeof c.length === 'number') {
      min = c.length;
      max = c.length;
    }
    if (c.check === 'min_length' && typeof c.minimum === 'number') min = c.minimum;
    if (c.check === 'max_length' && typeof c.maximum === 'number') max = c.maximum;
  }
  return { min, max: Math.max(min, Math.min(max, min + 4)) };
}

/**
 * Every graft of `shaped` onto a listed move of its shape, one per field (see `graft`): a move
 * of a listed unit to any hex, and an order of any unit to a listed hex, both.
 */
export function grafts(shaped: unknown, templates: readonly unknown[], pick: number): unknown[] {
  if (typeof shaped !== 'object' || shaped === null || Array.isArray(shaped)) return [];
  const out: unknown[] = [];
  const n = Object.keys(shaped).length;
  for (let f = 0; f < n; f++) {
    const g = graft(shaped, templates, pick, f);
    if (g !== shaped && !out.some((o) => JSON.stringify(o) === JSON.stringify(g))) out.push(g);
  }
  return out;
}

/**
 * A listed move with one of its top-level fields taken from a well-formed value of the same
 * shape: right type, right field names, a value the schema allows but the state may not
 * (a move to any hex, an order for any unit). Returns `shaped` itself when no template fits.
 */
export function graft(shaped: unknown, templates: readonly unknown[], pick: number, field: number): unknown {
  if (typeof shaped !== 'object' || shaped === null || Array.isArray(shaped)) return shaped;
  const s = shaped as Record<string, Json>;
  const same = templates.filter(
    (t): t is Record<string, unknown> =>
      typeof t === 'object' && t !== null && !Array.isArray(t) && Object.keys(s).every((k) => k in t) && sameTag(s, t as Record<string, unknown>),
  );
  if (same.length === 0) return shaped;
  const template = same[pick % same.length] as Record<string, unknown>;
  const keys = Object.keys(s).filter((k) => !isTag(s[k], template[k]));
  if (keys.length === 0) return shaped;
  const k = keys[field % keys.length] as string;
  return { ...template, [k]: s[k] };
}

/** A discriminator: a string field equal in both (e.g. `type`). */
function isTag(a: unknown, b: unknown): boolean {
  return typeof a === 'string' && a === b;
}

function sameTag(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return Object.keys(a).every((k) => typeof a[k] !== 'string' || typeof b[k] !== 'string' || a[k] === b[k] || !isDiscriminator(k));
}

/** The usual names of a union's discriminator; others (a card id) may differ between template and value. */
function isDiscriminator(k: string): boolean {
  return k === 'type' || k === 'kind' || k === 'tag';
}
