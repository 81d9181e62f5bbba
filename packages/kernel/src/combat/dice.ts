/**
 * Dice expressions and their exact distributions: d6, 2d6, d10 (1-10 or 0-9),
 * keep-highest/lowest of n dice, sums of mixed dice, a modifier and a clamp.
 */
import type { Rational } from '../rational/rational.js';
import {
  bigRational,
  combineExact,
  sortNumeric,
  toDistribution,
  type Distribution,
  type ExactDistribution,
} from './exact.js';

/** `count` identical dice: numbered `from`..`from + sides - 1` (from defaults to 1), or with the listed faces. */
export type DiceTerm =
  | { readonly count: number; readonly sides: number; readonly from?: number }
  | { readonly count: number; readonly faces: readonly number[] };

export interface DiceExpr {
  /** The dice rolled together, e.g. `[{ count: 2, sides: 6 }]` for 2d6. */
  readonly dice: readonly DiceTerm[];
  /** Sum only the `count` highest (or lowest) dice; all dice when absent. */
  readonly keep?: { readonly which: 'highest' | 'lowest'; readonly count: number };
  /** Added to the (kept) sum: a net die-roll modifier. */
  readonly plus?: number;
  /** The modified total is clamped into this range (a table's first and last rows). */
  readonly clamp?: { readonly min?: number; readonly max?: number };
}

/** Refuse pools whose exact enumeration would not be small work. */
const MAX_DICE = 200;

export const D6: DiceExpr = { dice: [{ count: 1, sides: 6 }] };
export const TWO_D6: DiceExpr = { dice: [{ count: 2, sides: 6 }] };
export const D10: DiceExpr = { dice: [{ count: 1, sides: 10 }] };
/** A d10 read 0-9, as many CRTs print it. */
export const D10_ZERO: DiceExpr = { dice: [{ count: 1, sides: 10, from: 0 }] };

/** `n` dice with `sides` sides, summed. */
export function nd(n: number, sides: number): DiceExpr {
  return { dice: [{ count: n, sides }] };
}

/** Roll `n` dice with `sides` sides and keep the `k` highest, summed (HoN assault: 2d6 keep 1). */
export function keepHighest(n: number, sides = 6, k = 1): DiceExpr {
  return { dice: [{ count: n, sides }], keep: { which: 'highest', count: k } };
}

export function keepLowest(n: number, sides = 6, k = 1): DiceExpr {
  return { dice: [{ count: n, sides }], keep: { which: 'lowest', count: k } };
}

/** The expression with `plus` added to its modifier (its clamp kept). */
export function withModifier(expr: DiceExpr, plus: number): DiceExpr {
  return { ...expr, plus: (expr.plus ?? 0) + plus };
}

export function faceValues(term: DiceTerm): readonly number[] {
  if ('faces' in term) return term.faces;
  const from = term.from ?? 1;
  return Array.from({ length: term.sides }, (_, i) => from + i);
}

function checkExpr(expr: DiceExpr): void {
  let n = 0;
  for (const t of expr.dice) {
    if (!Number.isSafeInteger(t.count) || t.count < 0) throw new RangeError(`dice: count must be a non-negative integer, got ${t.count}`);
    const faces = faceValues(t);
    if (faces.length === 0) throw new RangeError('dice: a die needs at least one face');
    if (!faces.every(Number.isSafeInteger)) throw new RangeError('dice: faces must be integers');
    n += t.count;
  }
  if (n > MAX_DICE) throw new RangeError(`dice: at most ${MAX_DICE} dice, got ${n}`);
  if (expr.keep && (!Number.isSafeInteger(expr.keep.count) || expr.keep.count < 0)) {
    throw new RangeError(`dice: keep count must be a non-negative integer, got ${expr.keep.count}`);
  }
  if (expr.plus !== undefined && !Number.isSafeInteger(expr.plus)) throw new RangeError(`dice: modifier must be an integer`);
}

/** Every die of the expression, one face list per die. */
function allDice(expr: DiceExpr): (readonly number[])[] {
  return expr.dice.flatMap((t) => Array.from({ length: t.count }, () => faceValues(t)));
}

/** Sum of all dice: convolution, one die at a time. */
function sumWeights(dice: readonly (readonly number[])[]): Map<number, bigint> {
  let acc = new Map<number, bigint>([[0, 1n]]);
  for (const faces of dice) {
    const next = new Map<number, bigint>();
    for (const [s, w] of acc) for (const f of faces) next.set(s + f, (next.get(s + f) ?? 0n) + w);
    acc = next;
  }
  return acc;
}

/**
 * Sum of the k best dice: the state is the sorted list of the k best faces so far
 * (few states for small k), extended one die at a time.
 */
function keptWeights(dice: readonly (readonly number[])[], k: number, which: 'highest' | 'lowest'): Map<number, bigint> {
  const better = which === 'highest' ? (a: number, b: number) => b - a : (a: number, b: number) => a - b;
  let acc = new Map<string, { kept: number[]; w: bigint }>([['', { kept: [], w: 1n }]]);
  for (const faces of dice) {
    const next = new Map<string, { kept: number[]; w: bigint }>();
    for (const { kept, w } of acc.values()) {
      for (const f of faces) {
        const k2 = [...kept, f].sort(better).slice(0, k);
        const key = k2.join(',');
        const seen = next.get(key);
        if (seen) seen.w += w;
        else next.set(key, { kept: k2, w });
      }
    }
    acc = next;
  }
  const out = new Map<number, bigint>();
  for (const { kept, w } of acc.values()) {
    const s = kept.reduce((a, b) => a + b, 0);
    out.set(s, (out.get(s) ?? 0n) + w);
  }
  return out;
}

/** The exact distribution of a dice expression, with bigint weights, values ascending. */
export function exactDice(expr: DiceExpr): ExactDistribution<number> {
  checkExpr(expr);
  const dice = allDice(expr);
  let total = 1n;
  for (const faces of dice) total *= BigInt(faces.length);
  const raw = expr.keep ? keptWeights(dice, expr.keep.count, expr.keep.which) : sumWeights(dice);
  const plus = expr.plus ?? 0;
  const lo = expr.clamp?.min ?? Number.NEGATIVE_INFINITY;
  const hi = expr.clamp?.max ?? Number.POSITIVE_INFINITY;
  if (lo > hi) throw new RangeError(`dice: clamp min ${lo} exceeds max ${hi}`);
  const merged = new Map<number, bigint>();
  for (const [s, w] of raw) {
    const v = Math.min(hi, Math.max(lo, s + plus));
    merged.set(v, (merged.get(v) ?? 0n) + w);
  }
  return sortNumeric({ total, outcomes: [...merged].map(([value, weight]) => ({ value, weight })) });
}

/** The exact distribution of a dice expression as `{ value, p }`, values ascending. */
export function diceDistribution(expr: DiceExpr): Distribution<number> {
  return toDistribution(exactDice(expr));
}

/** The lowest and highest totals the expression can produce. */
export function diceRange(expr: DiceExpr): { readonly min: number; readonly max: number } {
  const d = exactDice(expr).outcomes;
  const first = d[0];
  const last = d[d.length - 1];
  if (!first || !last) throw new RangeError('dice: empty distribution');
  return { min: first.value, max: last.value };
}

/** P(total >= target), e.g. a fire roll needing the target's defence (HoN L512). */
export function probAtLeast(expr: DiceExpr, target: number): Rational {
  const d = exactDice(expr);
  let w = 0n;
  for (const o of d.outcomes) if (o.value >= target) w += o.weight;
  return bigRational(w, d.total);
}

/**
 * An opposed roll: the chance that the first total beats, ties or loses to the
 * second (HoN assault, L406-414: higher total wins, a tie does nothing).
 */
export function opposedRoll(
  first: DiceExpr,
  second: DiceExpr,
): { readonly first: Rational; readonly tie: Rational; readonly second: Rational } {
  const diff = combineExact(exactDice(first), exactDice(second), (a, b) => Math.sign(a - b), String);
  const weight = (s: number) => diff.outcomes.find((o) => o.value === s)?.weight ?? 0n;
  return {
    first: bigRational(weight(1), diff.total),
    tie: bigRational(weight(0), diff.total),
    second: bigRational(weight(-1), diff.total),
  };
}

/**
 * Reads a dice notation: `d6`, `2d6`, `1d10`, `3d6+2`, `2d6kh1` (keep highest),
 * `4d6kl2`, `d10z` (a d10 read 0-9). Sums of terms are written with `+`: `d6+d8+1`.
 */
export function parseDice(notation: string): DiceExpr {
  const src = notation.replace(/\s+/g, '').toLowerCase();
  const parts = src.match(/[+-]?[^+-]+/g);
  if (!parts || parts.join('') !== src) throw new SyntaxError(`dice: cannot read "${notation}"`);
  const dice: DiceTerm[] = [];
  let plus = 0;
  let keep: DiceExpr['keep'];
  for (const part of parts) {
    const m = /^([+-]?)(\d*)d(\d+)(z?)(?:k([hl])(\d+))?$/.exec(part);
    if (m) {
      if (m[1] === '-') throw new SyntaxError(`dice: cannot subtract dice in "${notation}"`);
      const count = m[2] ? Number(m[2]) : 1;
      const sides = Number(m[3]);
      dice.push(m[4] ? { count, sides, from: 0 } : { count, sides });
      if (m[5]) {
        if (keep) throw new SyntaxError(`dice: only one keep clause in "${notation}"`);
        keep = { which: m[5] === 'h' ? 'highest' : 'lowest', count: Number(m[6]) };
      }
      continue;
    }
    if (/^[+-]?\d+$/.test(part)) {
      plus += Number(part);
      continue;
    }
    throw new SyntaxError(`dice: cannot read "${part}" in "${notation}"`);
  }
  if (keep && dice.length > 1) throw new SyntaxError(`dice: keep applies to a single term in "${notation}"`);
  return { dice, ...(keep ? { keep } : {}), ...(plus !== 0 ? { plus } : {}) };
}
