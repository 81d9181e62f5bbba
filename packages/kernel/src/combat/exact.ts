/**
 * Exact discrete distributions with bigint weights. Dice arithmetic multiplies
 * denominators quickly (6^21 > 2^53), so everything is computed with integer
 * weights over a bigint total and turned into `Rational`s only at the end, where
 * a probability that does not fit a safe integer is refused rather than rounded.
 */
import { canonicalize } from '../serial/canonical.js';
import type { Rational } from '../rational/rational.js';

/** One outcome of a distribution and its exact probability. */
export interface Weighted<T> {
  readonly value: T;
  readonly p: Rational;
}

/** A probability distribution over values, results merged, probabilities summing to 1. */
export type Distribution<T> = readonly Weighted<T>[];

/**
 * The same with integer weights over a common `total`, for sizes beyond 2^53
 * (P(value) = weight / total). Outcomes with weight 0 are never listed.
 */
export interface ExactDistribution<T> {
  readonly total: bigint;
  readonly outcomes: readonly { readonly value: T; readonly weight: bigint }[];
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

export function bigGcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b !== 0n) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/**
 * `num / den` as a normalised `Rational`. Throws a RangeError when the reduced
 * fraction needs more than 53 bits: exactness is never given up silently.
 */
export function bigRational(num: bigint, den: bigint): Rational {
  if (den === 0n) throw new RangeError('bigRational: zero denominator');
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  const g = bigGcd(num, den) || 1n;
  const n = num / g;
  const d = den / g;
  if (n > MAX_SAFE || -n > MAX_SAFE || d > MAX_SAFE) {
    throw new RangeError(
      `probability ${n}/${d} needs a denominator beyond 2^53 and cannot be an exact Rational; use the bigint (exact*) form`,
    );
  }
  return { num: Number(n), den: Number(d) };
}

/** Merges equal values (equal by `key`, canonical JSON by default) and drops zero weights; first-seen order. */
export function mergeExact<T>(
  total: bigint,
  items: Iterable<{ readonly value: T; readonly weight: bigint }>,
  key: (value: T) => string = canonicalize,
): ExactDistribution<T> {
  const byKey = new Map<string, { value: T; weight: bigint }>();
  for (const item of items) {
    if (item.weight === 0n) continue;
    const k = key(item.value);
    const seen = byKey.get(k);
    if (seen) seen.weight += item.weight;
    else byKey.set(k, { value: item.value, weight: item.weight });
  }
  return { total, outcomes: [...byKey.values()] };
}

/** Sorts numeric outcomes ascending, which is how dice tables read. */
export function sortNumeric(d: ExactDistribution<number>): ExactDistribution<number> {
  return { total: d.total, outcomes: [...d.outcomes].sort((a, b) => a.value - b.value) };
}

export function toDistribution<T>(d: ExactDistribution<T>): Distribution<T> {
  return d.outcomes.map((o) => ({ value: o.value, p: bigRational(o.weight, d.total) }));
}

/** Applies `f` to every value and merges the values it makes equal. */
export function mapExact<T, U>(d: ExactDistribution<T>, f: (value: T) => U, key?: (value: U) => string): ExactDistribution<U> {
  return mergeExact(
    d.total,
    d.outcomes.map((o) => ({ value: f(o.value), weight: o.weight })),
    key,
  );
}

/** The joint distribution of two independent events, combined by `f`. */
export function combineExact<A, B, U>(
  a: ExactDistribution<A>,
  b: ExactDistribution<B>,
  f: (a: A, b: B) => U,
  key?: (value: U) => string,
): ExactDistribution<U> {
  const items: { value: U; weight: bigint }[] = [];
  for (const x of a.outcomes) for (const y of b.outcomes) items.push({ value: f(x.value, y.value), weight: x.weight * y.weight });
  return mergeExact(a.total * b.total, items, key);
}

/** P(pred) as an exact Rational. */
export function probabilityOf<T>(d: ExactDistribution<T>, pred: (value: T) => boolean): Rational {
  let w = 0n;
  for (const o of d.outcomes) if (pred(o.value)) w += o.weight;
  return bigRational(w, d.total);
}

/** Turns a Rational distribution back into integer weights over the lcm of its denominators. */
export function fromDistribution<T>(d: Distribution<T>, key?: (value: T) => string): ExactDistribution<T> {
  let total = 1n;
  for (const o of d) {
    const den = BigInt(o.p.den);
    total = (total / bigGcd(total, den)) * den;
  }
  return mergeExact(
    total,
    d.map((o) => ({ value: o.value, weight: (BigInt(o.p.num) * total) / BigInt(o.p.den) })),
    key,
  );
}
