/**
 * Combat results tables: columns × (modified) die rolls → a title's result type.
 * A table is validated once when defined, so every lookup afterwards is total.
 */
import type { RuleError } from '../protocol/types.js';
import { exactDice, type DiceExpr } from './dice.js';
import { fromDistribution, mapExact, toDistribution, type Distribution, type ExactDistribution } from './exact.js';
import { resolveOdds, type OddsInput, type OddsRules } from './odds.js';

export interface Crt<R> {
  readonly id: string;
  /** Where the table is printed, e.g. `N44 4.1 CRT`. */
  readonly rule: string;
  /** Column labels in index order (the odds scale's order). */
  readonly columns: readonly string[];
  /** The lowest and highest rows; modified rolls outside are read on the nearest row. */
  readonly rolls: { readonly min: number; readonly max: number };
  /** `cells[column][roll - rolls.min]`. */
  readonly cells: readonly (readonly R[])[];
}

interface CrtHead {
  readonly id: string;
  readonly rule: string;
  readonly columns: readonly string[];
  readonly rolls: { readonly min: number; readonly max: number };
}

function checkHead(head: CrtHead): number {
  const { min, max } = head.rolls;
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max) {
    throw new RangeError(`CRT ${head.id}: bad roll range ${min}..${max}`);
  }
  if (head.columns.length === 0) throw new RangeError(`CRT ${head.id}: no columns`);
  if (new Set(head.columns).size !== head.columns.length) throw new RangeError(`CRT ${head.id}: duplicate column labels`);
  return max - min + 1;
}

function freeze<R>(head: CrtHead, cells: (readonly R[])[]): Crt<R> {
  return Object.freeze({
    id: head.id,
    rule: head.rule,
    columns: Object.freeze([...head.columns]),
    rolls: Object.freeze({ ...head.rolls }),
    cells: Object.freeze(cells.map((c) => Object.freeze([...c]))),
  });
}

/** A CRT written column by column: `cells[column][roll - min]`. Throws unless every cell is present. */
export function defineCrt<R>(spec: CrtHead & { readonly cells: readonly (readonly R[])[] }): Crt<R> {
  const n = checkHead(spec);
  if (spec.cells.length !== spec.columns.length) throw new RangeError(`CRT ${spec.id}: ${spec.cells.length} columns of cells for ${spec.columns.length} labels`);
  spec.cells.forEach((col, i) => {
    if (col.length !== n || col.some((c) => c === undefined)) throw new RangeError(`CRT ${spec.id}: column ${spec.columns[i]} needs ${n} cells`);
  });
  return freeze(spec, spec.cells.map((c) => [...c]));
}

/** A CRT written as printed, row by row: `rows[roll - min][column]`. */
export function crtFromRows<R>(spec: CrtHead & { readonly rows: readonly (readonly R[])[] }): Crt<R> {
  const n = checkHead(spec);
  if (spec.rows.length !== n) throw new RangeError(`CRT ${spec.id}: ${spec.rows.length} rows for rolls ${spec.rolls.min}..${spec.rolls.max}`);
  spec.rows.forEach((row, r) => {
    if (row.length !== spec.columns.length || row.some((c) => c === undefined)) {
      throw new RangeError(`CRT ${spec.id}: row ${spec.rolls.min + r} needs ${spec.columns.length} cells`);
    }
  });
  const cells = spec.columns.map((_, c) => spec.rows.map((row) => row[c] as R));
  return freeze(spec, cells);
}

/**
 * A "sliding" CRT where each column is the previous one moved up a row:
 * cell(roll, column) = sequence[(roll - min) + column] (N44 4.1 CRT and Invasion CRT).
 */
export function slidingCrt<R>(spec: CrtHead & { readonly sequence: readonly R[] }): Crt<R> {
  const n = checkHead(spec);
  const need = n + spec.columns.length - 1;
  if (spec.sequence.length !== need) throw new RangeError(`CRT ${spec.id}: sliding sequence needs ${need} results, got ${spec.sequence.length}`);
  const cells = spec.columns.map((_, c) => spec.sequence.slice(c, c + n));
  return freeze(spec, cells);
}

/** The column index of a label or index; throws on an unknown column (a programming error). */
export function crtColumn<R>(crt: Crt<R>, column: number | string): number {
  const i = typeof column === 'number' ? column : crt.columns.indexOf(column);
  if (!Number.isInteger(i) || i < 0 || i >= crt.columns.length) throw new RangeError(`CRT ${crt.id}: no column ${String(column)}`);
  return i;
}

/** The result for a column and a (modified) roll; rolls beyond the table read its first or last row. */
export function crtLookup<R>(crt: Crt<R>, column: number | string, roll: number): R {
  const c = crtColumn(crt, column);
  if (!Number.isSafeInteger(roll)) throw new RangeError(`CRT ${crt.id}: roll must be an integer, got ${roll}`);
  const r = Math.min(crt.rolls.max, Math.max(crt.rolls.min, roll));
  return crt.cells[c]![r - crt.rolls.min]!;
}

/** Dice as an expression or as an already-computed distribution of totals. */
export type RollSource = DiceExpr | Distribution<number> | ExactDistribution<number>;

function exactRolls(source: RollSource): ExactDistribution<number> {
  if (Array.isArray(source)) return fromDistribution(source as Distribution<number>, String);
  if ('dice' in (source as object)) return exactDice(source as DiceExpr);
  return source as ExactDistribution<number>;
}

/** Exact result distribution of one column, with bigint weights (for very large dice sums). */
export function exactCrtDistribution<R>(
  crt: Crt<R>,
  column: number | string,
  dice: RollSource,
  options: { readonly drm?: number; readonly key?: (result: R) => string } = {},
): ExactDistribution<R> {
  const c = crtColumn(crt, column);
  const drm = options.drm ?? 0;
  return mapExact(exactRolls(dice), (roll) => crtLookup(crt, c, roll + drm), options.key);
}

/**
 * The exact distribution of results on a column for a roll of `dice` plus `drm`
 * (modified rolls clamped to the table's rows), equal results merged (by canonical
 * JSON unless `key` is given), in order of the lowest roll giving each.
 */
export function crtDistribution<R>(
  crt: Crt<R>,
  column: number | string,
  dice: RollSource,
  options: { readonly drm?: number; readonly key?: (result: R) => string } = {},
): Distribution<R> {
  return toDistribution(exactCrtDistribution(crt, column, dice, options));
}

/**
 * A whole odds-based attack, odds to results: resolves the odds (shifts, caps, min/max
 * rules) and gives the distribution of results, with the title's automatic results for
 * odds off the table (e.g. N44 10.6 automatic A1), or the refusal when the attack may not
 * be declared.
 */
export function attackDistribution<R>(
  rules: OddsRules,
  crt: Crt<R>,
  input: OddsInput,
  dice: RollSource,
  automatic: { readonly belowMin?: R; readonly aboveMax?: R },
  options: { readonly drm?: number; readonly key?: (result: R) => string } = {},
): { readonly ok: true; readonly results: Distribution<R> } | { readonly ok: false; readonly error: RuleError } {
  const odds = resolveOdds(rules, input);
  switch (odds.kind) {
    case 'not-allowed':
      return { ok: false, error: odds.error };
    case 'below-min':
    case 'above-max': {
      const r = odds.kind === 'below-min' ? automatic.belowMin : automatic.aboveMax;
      if (r === undefined) throw new RangeError(`CRT ${crt.id}: no automatic result given for ${odds.kind}`);
      return { ok: true, results: [{ value: r, p: { num: 1, den: 1 } }] };
    }
    case 'column':
      return { ok: true, results: crtDistribution(crt, odds.column, dice, options) };
  }
}
