/**
 * Odds columns: ratio columns (1-3, 1-2, 1-1, 2-1 …) and differential columns
 * (attack − defence). Columns live on an open-ended integer index: 0 is the table's
 * first column, `length - 1` its last; odds beyond either end get indices beyond
 * them (8-1 is one past 7-1, 1-4 one before 1-3), so shifts can be applied before
 * the clamp as N44 10.6 and CG R11.3a require ("10-1 with 2L → 8-1 → 7-1").
 * Every decision uses integer (bigint) arithmetic; no floating point.
 */
import type { Rational } from '../rational/rational.js';
import type { RuleError } from '../protocol/types.js';
import { netModifier, type ColumnShift, type ModifierCaps, type NetModifier } from './modifiers.js';

/** A combat strength: a non-negative safe integer, or a Rational for titles with fractional factors. */
export type Strength = number | Rational;

/** One ratio column `attack:defence`, e.g. `{ attack: 3, defence: 1 }` for 3-1, `{ attack: 1, defence: 2 }` for 1-2. */
export interface RatioColumn {
  readonly attack: number;
  readonly defence: number;
}

export type OddsScale =
  /** Columns in ascending ratio order. */
  | { readonly kind: 'ratio'; readonly columns: readonly RatioColumn[] }
  /** Each column's lowest differential, ascending, e.g. `[-2, -1, 0, 1, 2, 3, 4, 5]`. */
  | { readonly kind: 'differential'; readonly columns: readonly number[] };

/** Ratio columns from labels such as `'1-3', '1-2', '1-1', '3-2', '2-1'`. */
export function ratioColumns(...labels: readonly string[]): OddsScale {
  const columns = labels.map((l) => {
    const m = /^(\d+)[-:](\d+)$/.exec(l.trim());
    if (!m) throw new SyntaxError(`ratioColumns: "${l}" is not a ratio like 3-1`);
    return { attack: Number(m[1]), defence: Number(m[2]) };
  });
  return checkScale({ kind: 'ratio', columns });
}

/** Differential columns `from..to`, one per integer. */
export function differentialColumns(from: number, to: number): OddsScale {
  return checkScale({ kind: 'differential', columns: Array.from({ length: to - from + 1 }, (_, i) => from + i) });
}

/** Validates a scale: non-empty, positive integer ratios, strictly ascending. */
export function checkScale(scale: OddsScale): OddsScale {
  if (scale.columns.length === 0) throw new RangeError('odds scale: no columns');
  if (scale.kind === 'ratio') {
    for (const c of scale.columns) {
      if (!Number.isSafeInteger(c.attack) || !Number.isSafeInteger(c.defence) || c.attack <= 0 || c.defence <= 0) {
        throw new RangeError(`odds scale: bad ratio column ${c.attack}-${c.defence}`);
      }
    }
    for (let i = 1; i < scale.columns.length; i++) {
      const a = scale.columns[i - 1]!;
      const b = scale.columns[i]!;
      if (a.attack * b.defence >= b.attack * a.defence) throw new RangeError('odds scale: ratio columns must ascend strictly');
    }
  } else {
    for (let i = 0; i < scale.columns.length; i++) {
      const c = scale.columns[i]!;
      if (!Number.isSafeInteger(c)) throw new RangeError(`odds scale: differential ${c} is not an integer`);
      if (i > 0 && c <= scale.columns[i - 1]!) throw new RangeError('odds scale: differential columns must ascend strictly');
    }
  }
  return scale;
}

/** A strength as an exact bigint fraction [num, den]. */
function big(s: Strength, what: string): [bigint, bigint] {
  if (typeof s === 'number') {
    if (!Number.isSafeInteger(s) || s < 0) throw new RangeError(`odds: ${what} must be a non-negative integer or a Rational, got ${s}`);
    return [BigInt(s), 1n];
  }
  if (!Number.isSafeInteger(s.num) || !Number.isSafeInteger(s.den) || s.den <= 0 || s.num < 0) {
    throw new RangeError(`odds: ${what} must be a non-negative Rational, got ${s.num}/${s.den}`);
  }
  return [BigInt(s.num), BigInt(s.den)];
}

const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;

/**
 * The open-ended column index of `attack` against `defence`, rounded in the defender's
 * favour (N44 10.5: 15:4 → 3-1, 11:12 → 1-2; CG R11.3a: 12 vs 7 → 1-1): the highest
 * column whose ratio does not exceed attack/defence. Beyond the last column K-1 the
 * index grows by one per whole ratio (8-1, 9-1 …); below a first column 1-K it falls by
 * one per 1-n (1-4, 1-5 …). A scale not ending in K-1 (or starting with 1-K) has no
 * extension: every higher ratio is its last column, every lower one index -1. Zero attack gives -Infinity,
 * zero defence +Infinity.
 */
export function oddsIndex(scale: OddsScale, attack: Strength, defence: Strength): number {
  const [an, ad] = big(attack, 'attack');
  const [dn, dd] = big(defence, 'defence');
  const last = scale.columns.length - 1;
  if (scale.kind === 'differential') {
    // floor(attack − defence), in the defender's favour when strengths are fractional.
    const num = an * dd - dn * ad;
    const den = ad * dd;
    const q = num / den;
    const diff = Number(num < 0n && q * den !== num ? q - 1n : q);
    const cols = scale.columns;
    const first = cols[0]!;
    const top = cols[last]!;
    if (diff >= top) return last + (diff - top);
    if (diff < first) return diff - first;
    let j = 0;
    while (j < last && cols[j + 1]! <= diff) j++;
    return j;
  }
  // ratio = A / D with A, D integers
  const A = an * dd;
  const D = ad * dn;
  if (A === 0n) return Number.NEGATIVE_INFINITY;
  if (D === 0n) return Number.POSITIVE_INFINITY;
  const cols = scale.columns;
  const reaches = (c: RatioColumn) => A * BigInt(c.defence) >= D * BigInt(c.attack);
  const top = cols[last]!;
  if (reaches(top)) {
    if (top.defence !== 1) return last;
    return last + Number(A / D - BigInt(top.attack));
  }
  const first = cols[0]!;
  if (!reaches(first)) {
    if (first.attack !== 1) return -1;
    // 1-n with n = ceil(D / A): how many defence points each attack point faces.
    return -Number(ceilDiv(D, A) - BigInt(first.defence));
  }
  let j = 0;
  while (j < last && reaches(cols[j + 1]!)) j++;
  return j;
}

/** The label of an index on the scale, extended beyond its ends where the scale allows (`8-1`, `1-4`, `+7`). */
export function columnLabel(scale: OddsScale, index: number): string {
  const last = scale.columns.length - 1;
  if (!Number.isFinite(index)) return index > 0 ? '+∞' : '-∞';
  if (scale.kind === 'differential') {
    const d = index < 0 ? scale.columns[0]! + index : index > last ? scale.columns[last]! + index - last : scale.columns[index]!;
    return d > 0 ? `+${d}` : String(d);
  }
  const c = scale.columns[index];
  if (c) return `${c.attack}-${c.defence}`;
  const top = scale.columns[last]!;
  const first = scale.columns[0]!;
  if (index > last) return top.defence === 1 ? `${top.attack + index - last}-1` : `>${top.attack}-${top.defence}`;
  return first.attack === 1 ? `1-${first.defence - index}` : `<${first.attack}-${first.defence}`;
}

/** How a title treats odds beyond its table (CG R11.3a, N44 10.6). */
export interface OddsRules {
  readonly scale: OddsScale;
  /** The procedure's rule reference, e.g. `N44 10.5`; used in errors. */
  readonly rule: string;
  /**
   * Initial odds (before shifts) below the first column: `not-allowed` (N44 10.6, CG R11.3a),
   * `automatic` (the title's automatic result), or `clamp` to the first column.
   */
  readonly belowMinInitial: 'not-allowed' | 'automatic' | 'clamp';
  /** Final odds (after shifts) below the first column: `automatic` (N44 auto A1, CG auto AE) or `clamp`. */
  readonly belowMinFinal: 'automatic' | 'clamp';
  /** Final odds above the last column: `clamp` (N44 "resolved on 7-1") or `automatic`. */
  readonly aboveMax: 'clamp' | 'automatic';
  /** Clamp the initial odds into the table before shifting; default false (shift the open-ended index). */
  readonly clampBeforeShifts?: boolean;
  readonly shiftCaps?: ModifierCaps;
}

export interface OddsInput {
  readonly attack: Strength;
  readonly defence: Strength;
  readonly shifts?: readonly ColumnShift[];
}

export type OddsResult =
  | {
      readonly kind: 'column';
      /** The CRT column to read, 0-based. */
      readonly column: number;
      readonly label: string;
      readonly initial: number;
      /** The index after shifts, before the clamp. */
      readonly final: number;
      readonly shift: NetModifier;
    }
  | {
      /** Final odds fell off the table where the title gives an automatic result. */
      readonly kind: 'below-min' | 'above-max';
      readonly initial: number;
      readonly final: number;
      readonly shift: NetModifier;
    }
  | { readonly kind: 'not-allowed'; readonly initial: number; readonly error: RuleError };

/** The whole odds step: initial column, net shift under caps, then the min/max rules. */
export function resolveOdds(rules: OddsRules, input: OddsInput): OddsResult {
  const last = rules.scale.columns.length - 1;
  const raw = oddsIndex(rules.scale, input.attack, input.defence);
  const shift = netModifier(input.shifts ?? [], rules.shiftCaps);
  if (raw < 0 && rules.belowMinInitial === 'not-allowed') {
    return {
      kind: 'not-allowed',
      initial: raw,
      error: {
        code: 'odds-below-minimum',
        message: `odds ${columnLabel(rules.scale, raw)} are below the lowest column ${columnLabel(rules.scale, 0)}`,
        rule: rules.rule,
      },
    };
  }
  if (raw < 0 && rules.belowMinInitial === 'automatic') return { kind: 'below-min', initial: raw, final: raw, shift };
  let start = raw < 0 ? 0 : raw;
  if (rules.clampBeforeShifts) start = Math.min(start, last);
  const final = start + shift.net;
  if (final < 0 && rules.belowMinFinal === 'automatic') return { kind: 'below-min', initial: raw, final, shift };
  if (final > last && rules.aboveMax === 'automatic') return { kind: 'above-max', initial: raw, final, shift };
  const column = Math.min(last, Math.max(0, final));
  return { kind: 'column', column, label: columnLabel(rules.scale, column), initial: raw, final, shift };
}
