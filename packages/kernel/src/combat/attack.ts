/**
 * Multi-hex attacks: units in one or more adjacent locations attacking one defending location
 * together (N44 10.2, CG R11.2), each unit's strength affected by the hexside it attacks across
 * (N44 11.1/11.3: halved across a river; an all-sea side or a Rhine side may forbid the attack)
 * and by its own causes (out of supply, not in the main assault force), rounded as the title says.
 * The total then goes to `resolveOdds` with the title's column shifts.
 */
import type { Graph } from '../graph/graph.js';
import type { RuleError } from '../protocol/types.js';
import { rational, ratAdd, type Rational } from '../rational/rational.js';
import type { Strength } from './odds.js';

/** What attacking across one hexside does to a unit. */
export type HexsideAttack =
  | { readonly kind: 'normal' }
  | { readonly kind: 'halved'; readonly source: string; readonly rule: string }
  | { readonly kind: 'prohibited'; readonly rule: string };

/** A cause of halving other than the hexside (N44 11.1: OOS, not in the MAF, landing turn). */
export interface HalvingCause {
  readonly source: string;
  readonly rule: string;
}

export interface Attacker<U> {
  readonly unit: U;
  /** Where it attacks from: a location adjacent to the defender. */
  readonly loc: number;
  readonly strength: number;
  readonly halvedBy?: readonly HalvingCause[];
}

export interface AttackTotalRules<U> {
  /** The procedure's rule, e.g. `N44 10.5`, for errors. */
  readonly rule: string;
  /** What attacking from `from` across its side `dir` (toward the defender) does to `unit`. */
  readonly across: (from: number, dir: number, unit: U) => HexsideAttack;
  /**
   * How halves round: per unit up (`unit-up`, N44 11.1: "a 1 halved stays 1") or down, on the
   * total (`total-up`, `total-down`: halves summed first), or kept `exact` (a Rational total).
   */
  readonly rounding: 'unit-up' | 'unit-down' | 'total-up' | 'total-down' | 'exact';
  /** `once`: several causes halve a unit only once (N44 11.1); `each`: every cause halves again. */
  readonly halving: 'once' | 'each';
  /** At most this many factors count (N44 10.4: 18), applied after rounding. */
  readonly cap?: number;
}

export interface AttackContribution<U> {
  readonly unit: U;
  readonly loc: number;
  /** The direction from `loc` to the defender. */
  readonly dir: number;
  readonly side: HexsideAttack;
  readonly strength: number;
  /** Every cause that applied (the hexside first), even those that did not halve again. */
  readonly causes: readonly HalvingCause[];
  /** How many times the strength was halved. */
  readonly halvings: number;
  /** The unit's contribution: rounded for `unit-*` rounding, exact otherwise. */
  readonly value: Strength;
}

export interface AttackTotal<U> {
  readonly total: Strength;
  /** The total before the cap, as rounded. */
  readonly uncapped: Strength;
  readonly contributions: readonly AttackContribution<U>[];
  /** The attacking locations, ascending. */
  readonly hexes: readonly number[];
}

function directionTo(graph: Graph, from: number, to: number): number {
  for (let d = 0; d < graph.degree; d++) if (graph.neighbor(from, d) === to) return d;
  return -1;
}

const half = (s: number, times: number): Rational => rational(s, 2 ** times);

function roundRat(r: Rational, up: boolean): number {
  return up ? Math.ceil(r.num / r.den) : Math.floor(r.num / r.den);
}

function capped(total: Strength, cap: number | undefined): Strength {
  if (cap === undefined) return total;
  if (typeof total === 'number') return Math.min(total, cap);
  return total.num > cap * total.den ? rational(cap) : total;
}

/**
 * The attack strength of `attackers` against the defender at `target`. Refuses (with the rule)
 * an attacker not adjacent to `target` or attacking across a prohibited side, and an empty attack.
 */
export function attackTotal<U>(
  graph: Graph,
  target: number,
  attackers: readonly Attacker<U>[],
  rules: AttackTotalRules<U>,
): { readonly ok: true; readonly attack: AttackTotal<U> } | { readonly ok: false; readonly error: RuleError } {
  if (attackers.length === 0) return { ok: false, error: { code: 'no-attackers', message: 'an attack needs at least one unit', rule: rules.rule } };
  const contributions: AttackContribution<U>[] = [];
  let exact: Rational = rational(0);
  let rounded = 0;
  for (const a of attackers) {
    if (!Number.isSafeInteger(a.strength) || a.strength < 0) throw new RangeError(`attackTotal: strength ${a.strength}`);
    const dir = a.loc >= 0 && a.loc < graph.size ? directionTo(graph, a.loc, target) : -1;
    if (dir < 0) {
      return { ok: false, error: { code: 'not-adjacent', message: `an attacker at ${a.loc} is not adjacent to ${target}`, rule: rules.rule } };
    }
    const side = rules.across(a.loc, dir, a.unit);
    if (side.kind === 'prohibited') {
      return { ok: false, error: { code: 'attack-prohibited', message: `no attack from ${a.loc} across that hexside`, rule: side.rule } };
    }
    const causes: HalvingCause[] = side.kind === 'halved' ? [{ source: side.source, rule: side.rule }] : [];
    causes.push(...(a.halvedBy ?? []));
    const halvings = rules.halving === 'once' ? Math.min(1, causes.length) : causes.length;
    const r = half(a.strength, halvings);
    let value: Strength = r.den === 1 ? r.num : r;
    if (rules.rounding === 'unit-up' || rules.rounding === 'unit-down') {
      value = roundRat(r, rules.rounding === 'unit-up');
      rounded += value;
    } else exact = ratAdd(exact, r);
    contributions.push({ unit: a.unit, loc: a.loc, dir, side, strength: a.strength, causes, halvings, value });
  }
  let uncapped: Strength;
  if (rules.rounding === 'unit-up' || rules.rounding === 'unit-down') uncapped = rounded;
  else if (rules.rounding === 'exact') uncapped = exact.den === 1 ? exact.num : exact;
  else uncapped = roundRat(exact, rules.rounding === 'total-up');
  const hexes = [...new Set(attackers.map((a) => a.loc))].sort((x, y) => x - y);
  return { ok: true, attack: { total: capped(uncapped, rules.cap), uncapped, contributions, hexes } };
}

/**
 * Whether every contribution satisfies `test`: "1L if ALL attackers attack across a river"
 * (CG TEC, minor and major rivers) or "if all MAF units attack across a Major River" (N44 11.3,
 * with `test` also checking the unit is in the MAF). False for an empty attack.
 */
export function allAttackers<U>(attack: AttackTotal<U>, test: (c: AttackContribution<U>) => boolean): boolean {
  return attack.contributions.length > 0 && attack.contributions.every(test);
}
