import fc from 'fast-check';

/** A JSON value, as fast-check's `fc.jsonValue()` produces. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/**
 * A recipe that turns one of a state's listed moves into a nearby, probably illegal,
 * value. Recipes do not depend on the state, so they shrink independently of it:
 * `target` and `field` are indices taken modulo the moves and fields available.
 */
export type Mutation =
  /** Remove a field (or array item). */
  | { readonly kind: 'drop'; readonly target: number; readonly field: number }
  /** Replace a field with any JSON value: wrong types, wrong enums, nesting. */
  | { readonly kind: 'set'; readonly target: number; readonly field: number; readonly value: Json }
  /** Shift a number, alter a string, flip a boolean: the near misses rules forget. */
  | { readonly kind: 'nudge'; readonly target: number; readonly field: number; readonly delta: number }
  /** Take one field's value from another listed move: right shapes, wrong combination. */
  | { readonly kind: 'splice'; readonly target: number; readonly from: number; readonly field: number }
  /** Add an unexpected field. */
  | { readonly kind: 'extra'; readonly target: number; readonly key: string; readonly value: Json }
  /** The move in the wrong container: wrapped in an array, or as its JSON text. */
  | { readonly kind: 'wrap'; readonly target: number; readonly as: 'array' | 'string' }
  /** Forget the move: a JSON value of whatever kind. */
  | { readonly kind: 'json'; readonly value: Json };

const json = (): fc.Arbitrary<Json> => fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>;

/** Mutation recipes; shrinking leads to small indices and simple values. */
export function mutationArb(): fc.Arbitrary<Mutation> {
  const ix = fc.nat({ max: 1_000 });
  return fc.oneof(
    fc.record({ kind: fc.constant('drop' as const), target: ix, field: ix }),
    fc.record({ kind: fc.constant('set' as const), target: ix, field: ix, value: json() }),
    fc.record({
      kind: fc.constant('nudge' as const),
      target: ix,
      field: ix,
      delta: fc.oneof(fc.constantFrom(1, -1, 2, -2, 0.5), fc.integer({ min: -1_000, max: 1_000 })),
    }),
    fc.record({ kind: fc.constant('splice' as const), target: ix, from: ix, field: ix }),
    fc.record({ kind: fc.constant('extra' as const), target: ix, key: fc.string({ maxLength: 8 }), value: json() }),
    fc.record({ kind: fc.constant('wrap' as const), target: ix, as: fc.constantFrom('array' as const, 'string' as const) }),
    fc.record({ kind: fc.constant('json' as const), value: json() }),
  );
}

type Path = readonly (string | number)[];

/** Every path inside a value, parents before children; the root (`[]`) is not listed. */
export function fieldPaths(value: unknown, prefix: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v] as [number, unknown])
    : Object.entries(value);
  return entries.flatMap(([k, v]) => {
    const p = [...prefix, k];
    return [p, ...fieldPaths(v, p)];
  });
}

function getAt(value: unknown, path: Path): unknown {
  let v = value;
  for (const k of path) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<string | number, unknown>)[k];
  }
  return v;
}

/** A copy of `value` with the thing at `path` replaced by `f(old)`, or removed when `f` returns `REMOVE`. */
const REMOVE = Symbol('remove');
function updateAt(value: unknown, path: Path, f: (old: unknown) => unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return f(value);
  if (typeof value !== 'object' || value === null) return value;
  const inner = rest.length === 0 ? f(getAt(value, [head])) : updateAt(getAt(value, [head]), rest, f);
  if (Array.isArray(value)) {
    const copy: unknown[] = [...value];
    if (inner === REMOVE) copy.splice(Number(head), 1);
    else copy[Number(head)] = inner;
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  if (inner === REMOVE) delete copy[String(head)];
  else copy[String(head)] = inner;
  return copy;
}

function nudge(v: unknown, delta: number): unknown {
  if (typeof v === 'number') return delta === 0 ? -v - 1 : v + delta;
  if (typeof v === 'string') return delta % 2 === 0 ? `${v}x` : v.slice(0, -1) || 'x';
  if (typeof v === 'boolean') return !v;
  if (v === null) return delta;
  return Array.isArray(v) ? [...v, delta] : { ...(v as object), [String(delta)]: delta };
}

/**
 * Applies a recipe to the listed moves of a state. With nothing listed (a terminal state)
 * the recipe's JSON value, or `null`, is returned: everything is illegal there.
 */
export function applyMutation(mutation: Mutation, listed: readonly unknown[]): unknown {
  if (mutation.kind === 'json') return mutation.value;
  if (listed.length === 0) return 'value' in mutation ? mutation.value : null;
  const move = listed[mutation.target % listed.length];
  const paths = fieldPaths(move);
  const pick = (i: number): Path => paths[i % Math.max(paths.length, 1)] ?? [];
  switch (mutation.kind) {
    case 'drop': {
      const p = pick(mutation.field);
      return p.length === 0 ? undefined : updateAt(move, p, () => REMOVE);
    }
    case 'set':
      return updateAt(move, pick(mutation.field), () => mutation.value);
    case 'nudge':
      return updateAt(move, pick(mutation.field), (old) => nudge(old, mutation.delta));
    case 'splice': {
      const donor = listed[mutation.from % listed.length];
      const donorPaths = fieldPaths(donor);
      const p = donorPaths[mutation.field % Math.max(donorPaths.length, 1)];
      if (p === undefined) return donor;
      return updateAt(move, p, () => getAt(donor, p));
    }
    case 'extra':
      return typeof move === 'object' && move !== null && !Array.isArray(move)
        ? { ...move, [mutation.key]: mutation.value }
        : [move, mutation.value];
    case 'wrap':
      return mutation.as === 'array' ? [move] : JSON.stringify(move);
  }
}
