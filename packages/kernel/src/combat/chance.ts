/**
 * Ready-made `chanceOutcomes` lists: a die, any distribution, a draw from a cup of
 * chits or a deck of cards counted by kind. All probabilities exact, summing to 1.
 */
import { rational } from '../rational/rational.js';
import type { ChanceOutcome } from '../protocol/types.js';
import { diceDistribution, type DiceExpr } from './dice.js';
import { bigRational, type Distribution } from './exact.js';

/** One outcome per face of a `sides`-sided die numbered from `from` (default 1), each 1/sides. */
export function dieOutcomes<Move>(sides: number, toMove: (face: number) => Move, from = 1): ChanceOutcome<Move>[] {
  if (!Number.isSafeInteger(sides) || sides <= 0) throw new RangeError(`dieOutcomes: sides must be a positive integer, got ${sides}`);
  const p = rational(1, sides);
  return Array.from({ length: sides }, (_, i) => ({ move: toMove(from + i), p }));
}

/** Any distribution as chance outcomes. */
export function distributionOutcomes<T, Move>(dist: Distribution<T>, toMove: (value: T) => Move): ChanceOutcome<Move>[] {
  return dist.map((o) => ({ move: toMove(o.value), p: o.p }));
}

/** The totals of a dice expression as chance outcomes (e.g. 2d6: 11 outcomes, 1/36 … 6/36). */
export function diceOutcomes<Move>(expr: DiceExpr, toMove: (total: number) => Move): ChanceOutcome<Move>[] {
  return distributionOutcomes(diceDistribution(expr), toMove);
}

/** Counts by kind, as a record or as `[kind, count]` pairs; the order given is the outcome order. */
export type KindCounts<K extends string> = Readonly<Partial<Record<K, number>>> | readonly (readonly [K, number])[];

function entries<K extends string>(counts: KindCounts<K>): [K, number][] {
  const list: [K, number][] = Array.isArray(counts)
    ? (counts as readonly (readonly [K, number])[]).map(([k, n]) => [k, n])
    : (Object.entries(counts) as [K, number][]);
  for (const [k, n] of list) {
    if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`draw: count of ${k} must be a non-negative integer, got ${n}`);
  }
  return list;
}

/**
 * Drawing one item from a cup or deck holding `counts` of each kind: kind k with
 * probability count(k)/total. Kinds with none left are omitted; an empty cup gives [].
 */
export function drawOutcomes<K extends string, Move>(counts: KindCounts<K>, toMove: (kind: K) => Move): ChanceOutcome<Move>[] {
  const list = entries(counts).filter(([, n]) => n > 0);
  const total = list.reduce((a, [, n]) => a + n, 0);
  return list.map(([k, n]) => ({ move: toMove(k), p: rational(n, total) }));
}

/**
 * Drawing `k` items at once without replacement, told apart only by kind: each outcome
 * is how many of each kind were drawn (keys in the given order, zeros included), with
 * the multivariate hypergeometric probability Π C(count_i, k_i) / C(total, k).
 */
export function drawManyOutcomes<K extends string, Move>(
  counts: KindCounts<K>,
  k: number,
  toMove: (drawn: Readonly<Record<K, number>>) => Move,
): ChanceOutcome<Move>[] {
  const list = entries(counts);
  const total = list.reduce((a, [, n]) => a + n, 0);
  if (!Number.isSafeInteger(k) || k < 0 || k > total) throw new RangeError(`drawMany: cannot draw ${k} of ${total}`);
  const choose = (n: number, r: number): bigint => {
    let c = 1n;
    for (let i = 0; i < r; i++) c = (c * BigInt(n - i)) / BigInt(i + 1);
    return c;
  };
  const denom = choose(total, k);
  const out: ChanceOutcome<Move>[] = [];
  const cur = new Array<number>(list.length).fill(0);
  const rec = (i: number, left: number, w: bigint) => {
    if (i === list.length) {
      if (left > 0) return;
      const drawn = {} as Record<K, number>;
      list.forEach(([kind], j) => {
        drawn[kind] = cur[j]!;
      });
      out.push({ move: toMove(drawn), p: bigRational(w, denom) });
      return;
    }
    const avail = list[i]![1];
    for (let t = Math.min(left, avail); t >= 0; t--) {
      cur[i] = t;
      rec(i + 1, left - t, w * choose(avail, t));
    }
  };
  rec(0, k, 1n);
  return out;
}
