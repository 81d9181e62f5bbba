/**
 * Pools of dice with custom faces, e.g. Memoir '44 battle dice (M44 p.9: infantry ×2,
 * armour, grenade, star, flag). Dice rolled together are told apart only by how many
 * show each face, so an outcome is a count per face kind with its multinomial
 * probability n!/(k1!…km!) · Π(ci/S)^ki, S = faces per die, ci = faces of kind i.
 */
import { rational, type Rational } from '../rational/rational.js';
import type { ChanceOutcome } from '../protocol/types.js';
import { bigRational, toDistribution, type Distribution, type ExactDistribution, type Weighted } from './exact.js';

/** A face kind and how many of a die's faces show it. */
export interface FaceKind<F extends string> {
  readonly face: F;
  readonly count: number;
}

/** A custom die: its face kinds in a fixed order, which is the order of every count vector. */
export type FaceTable<F extends string> = readonly FaceKind<F>[];

/** How many dice of a pool show each face kind; keys in the table's order, zeros included. */
export type FaceCounts<F extends string> = Readonly<Record<F, number>>;

/** Pools larger than this are refused: the outcome count grows as C(n+m-1, m-1). */
const MAX_POOL = 60;

function checkTable<F extends string>(table: FaceTable<F>): number {
  if (table.length === 0) throw new RangeError('dice pool: a die needs at least one face kind');
  const seen = new Set<string>();
  let sides = 0;
  for (const k of table) {
    if (!Number.isSafeInteger(k.count) || k.count <= 0) throw new RangeError(`dice pool: face ${k.face} needs a positive count`);
    if (seen.has(k.face)) throw new RangeError(`dice pool: face ${k.face} listed twice`);
    seen.add(k.face);
    sides += k.count;
  }
  return sides;
}

function checkSize(n: number): void {
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_POOL) throw new RangeError(`dice pool: size must be an integer in 0..${MAX_POOL}, got ${n}`);
}

/** Pascal's triangle up to row n; additions only, so every entry that is a safe integer is exact. */
function pascal<W extends number | bigint>(n: number, zero: W, one: W, add: (a: W, b: W) => W): W[][] {
  const rows: W[][] = [[one]];
  for (let a = 1; a <= n; a++) {
    const prev = rows[a - 1]!;
    rows.push(Array.from({ length: a + 1 }, (_, b) => add(prev[b - 1] ?? zero, prev[b] ?? zero)));
  }
  return rows;
}

/**
 * Every count vector of `n` dice over the table's kinds with its weight
 * Π C(left_i, k_i)·c_i^k_i (the multinomial numerator), in canonical order: most dice
 * on the first kind first (n,0,…,0), then lexicographically descending.
 */
function enumerate(counts: readonly number[], n: number): { ks: number[]; w: bigint }[] {
  const m = counts.length;
  const binom = pascal<bigint>(n, 0n, 1n, (a, b) => a + b);
  const pow = counts.map((c) => {
    const p = [1n];
    for (let k = 1; k <= n; k++) p.push(p[k - 1]! * BigInt(c));
    return p;
  });
  const out: { ks: number[]; w: bigint }[] = [];
  const cur = new Array<number>(m).fill(0);
  const rec = (i: number, left: number, w: bigint) => {
    if (i === m - 1) {
      cur[i] = left;
      out.push({ ks: [...cur], w: w * pow[i]![left]! });
      return;
    }
    for (let k = left; k >= 0; k--) {
      cur[i] = k;
      rec(i + 1, left - k, w * binom[left]![k]! * pow[i]![k]!);
    }
  };
  rec(0, n, 1n);
  return out;
}

/**
 * `enumerate` in plain numbers, building the count records directly (the hot path).
 * Exact when S^n is a safe integer: every product formed is at most a final weight,
 * hence at most S^n, and the binomials it uses are no larger.
 */
function numericPool<F extends string>(table: FaceTable<F>, n: number, total: number): Weighted<FaceCounts<F>>[] {
  const m = table.length;
  const faces = table.map((k) => k.face);
  const binom = pascal<number>(n, 0, 1, (a, b) => a + b);
  const pow = table.map((k) => {
    const p = [1];
    for (let i = 1; i <= n; i++) p.push(p[i - 1]! * k.count);
    return p;
  });
  const out: Weighted<FaceCounts<F>>[] = [];
  const cur = new Array<number>(m).fill(0);
  const rec = (i: number, left: number, w: number): void => {
    if (i === m - 1) {
      cur[i] = left;
      const rec2 = {} as Record<F, number>;
      for (let j = 0; j < m; j++) rec2[faces[j]!] = cur[j]!;
      out.push(Object.freeze({ value: Object.freeze(rec2), p: rational(w * pow[i]![left]!, total) }));
      return;
    }
    const bl = binom[left]!;
    const pi = pow[i]!;
    for (let k = left; k >= 0; k--) {
      cur[i] = k;
      rec(i + 1, left - k, w * bl[k]! * pi[k]!);
    }
  };
  rec(0, n, 1);
  return out;
}

function toCounts<F extends string>(table: FaceTable<F>, ks: readonly number[]): FaceCounts<F> {
  const rec = {} as Record<F, number>;
  table.forEach((kind, i) => {
    rec[kind.face] = ks[i]!;
  });
  return Object.freeze(rec);
}

const exactCache = new WeakMap<object, Map<number, ExactDistribution<FaceCounts<string>>>>();
const ratCache = new WeakMap<object, Map<number, Distribution<FaceCounts<string>>>>();

/** The exact outcomes of a pool of `n` dice, bigint weights over S^n. Cached per table object and n. */
export function exactPool<F extends string>(table: FaceTable<F>, n: number): ExactDistribution<FaceCounts<F>> {
  const sides = checkTable(table);
  checkSize(n);
  let byN = exactCache.get(table);
  if (!byN) exactCache.set(table, (byN = new Map()));
  const hit = byN.get(n);
  if (hit) return hit as ExactDistribution<FaceCounts<F>>;
  const outcomes = enumerate(
    table.map((k) => k.count),
    n,
  ).map(({ ks, w }) => Object.freeze({ value: toCounts(table, ks), weight: w }));
  const result: ExactDistribution<FaceCounts<F>> = Object.freeze({ total: BigInt(sides) ** BigInt(n), outcomes: Object.freeze(outcomes) });
  byN.set(n, result as ExactDistribution<FaceCounts<string>>);
  return result;
}

/**
 * The outcomes of a pool of `n` dice as count vectors with exact probabilities
 * summing to 1, in canonical order. Cached: repeated calls return the same array.
 */
export function poolDistribution<F extends string>(table: FaceTable<F>, n: number): Distribution<FaceCounts<F>> {
  let byN = ratCache.get(table);
  if (!byN) ratCache.set(table, (byN = new Map()));
  const hit = byN.get(n);
  if (hit) return hit as Distribution<FaceCounts<F>>;
  const sides = checkTable(table);
  checkSize(n);
  const total = sides ** n;
  // Fast path: with S^n a safe integer every weight is one too, so plain numbers are exact.
  const d: Distribution<FaceCounts<F>> = Object.freeze(
    Number.isSafeInteger(total) ? numericPool(table, n, total) : toDistribution(exactPool(table, n)).map((o) => Object.freeze(o)),
  );
  byN.set(n, d as Distribution<FaceCounts<string>>);
  return d;
}

/** A pool roll as the chance outcomes of a title: one move per count vector. */
export function poolChanceOutcomes<F extends string, Move>(
  table: FaceTable<F>,
  n: number,
  toMove: (counts: FaceCounts<F>) => Move,
): ChanceOutcome<Move>[] {
  return poolDistribution(table, n).map((o) => ({ move: toMove(o.value), p: o.p }));
}

/** The count vector of faces read off physical dice, e.g. `['flag', 'infantry', 'infantry']`. */
export function countFaces<F extends string>(table: FaceTable<F>, faces: readonly F[]): FaceCounts<F> {
  const ks = table.map((k) => faces.filter((f) => f === k.face).length);
  if (ks.reduce((a, b) => a + b, 0) !== faces.length) throw new RangeError('dice pool: a face is not on this die');
  return toCounts(table, ks);
}

/**
 * The distribution of a score summed over the pool, `score(face)` per die (1 for a
 * hit, 0 otherwise; a card may make stars hit too, M44 p.9). Computed one die at a
 * time over the score, so it is cheap for any pool size.
 */
export function exactPoolScore<F extends string>(table: FaceTable<F>, n: number, score: (face: F) => number): ExactDistribution<number> {
  const sides = checkTable(table);
  checkSize(n);
  const perDie = new Map<number, bigint>();
  for (const k of table) {
    const s = score(k.face);
    if (!Number.isSafeInteger(s)) throw new RangeError(`dice pool: score of ${k.face} must be an integer`);
    perDie.set(s, (perDie.get(s) ?? 0n) + BigInt(k.count));
  }
  let acc = new Map<number, bigint>([[0, 1n]]);
  for (let i = 0; i < n; i++) {
    const next = new Map<number, bigint>();
    for (const [t, w] of acc) for (const [s, c] of perDie) next.set(t + s, (next.get(t + s) ?? 0n) + w * c);
    acc = next;
  }
  const outcomes = [...acc]
    .filter(([, w]) => w > 0n)
    .sort((a, b) => a[0] - b[0])
    .map(([value, weight]) => ({ value, weight }));
  return { total: BigInt(sides) ** BigInt(n), outcomes };
}

/** `exactPoolScore` as `{ value, p }`, values ascending. */
export function poolScoreDistribution<F extends string>(table: FaceTable<F>, n: number, score: (face: F) => number): Distribution<number> {
  return toDistribution(exactPoolScore(table, n, score));
}

/** P(at least `k` dice of the pool satisfy `isHit`). */
export function poolAtLeast<F extends string>(table: FaceTable<F>, n: number, isHit: (face: F) => boolean, k: number): Rational {
  const d = exactPoolScore(table, n, (f) => (isHit(f) ? 1 : 0));
  let w = 0n;
  for (const o of d.outcomes) if (o.value >= k) w += o.weight;
  return bigRational(w, d.total);
}

/** How many dice of an outcome satisfy `isHit`. */
export function countWhere<F extends string>(counts: FaceCounts<F>, isHit: (face: F) => boolean): number {
  let n = 0;
  for (const face of Object.keys(counts) as F[]) if (isHit(face)) n += counts[face];
  return n;
}
