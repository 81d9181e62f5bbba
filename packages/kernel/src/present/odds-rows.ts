/**
 * Odds before a roll, for a title's presenter: every chance outcome is resolved by the engine
 * itself (so the probabilities are the engine's, exactly), followed through the further chance
 * moves of the same resolution, and the end states are grouped by what a player sees change.
 * Titles supply the label of an outcome; this file holds the part they all share.
 */
import { RAT_ONE, RAT_ZERO, ratAdd, ratCompare, ratMul, type Rational } from '../rational/rational.js';
import type { ChanceOutcome } from '../protocol/types.js';

/** One reason a roll reads as it does, with its rule. */
export interface OddsTerm {
  readonly label: string;
  readonly value: string;
  readonly rule: string;
}

/** One line of a distribution: what happens, and its exact probability. */
export interface OddsRow {
  readonly label: string;
  readonly p: Rational;
}

/** A roll before it is made: what is rolled, why (its terms), and the exact distribution of what it does. */
export interface ChanceOdds {
  readonly title: string;
  readonly total: string;
  readonly terms: readonly OddsTerm[];
  readonly rows: readonly OddsRow[];
  readonly rule: string;
}

/** An end state of a roll and the probability of reaching it. */
export interface OddsLeaf<S> {
  readonly state: S;
  readonly p: Rational;
}

/** What `chanceLeaves` needs of a game: its chance outcomes and its resolve. */
export interface ChanceSource<S, M> {
  chanceOutcomes(state: S): readonly ChanceOutcome<M>[];
  resolve(state: S, move: M): { readonly ok: true; readonly state: S } | { readonly ok: false };
}

/**
 * The end states of the chance move pending in `s`, with their probabilities. After each outcome,
 * `follow` says whether the same resolution rolls again (the state to roll from) or ends (null);
 * at most `depth` rolls deep. Refused outcomes are skipped (an engine never offers one).
 */
export function chanceLeaves<S, M>(game: ChanceSource<S, M>, s: S, follow: (next: S) => S | null, depth: number, p: Rational = RAT_ONE): OddsLeaf<S>[] {
  const out: OddsLeaf<S>[] = [];
  for (const o of game.chanceOutcomes(s)) {
    const r = game.resolve(s, o.move);
    if (!r.ok) continue;
    const q = ratMul(p, o.p);
    const again = depth > 1 ? follow(r.state) : null;
    if (again !== null) out.push(...chanceLeaves(game, again, follow, depth - 1, q));
    else out.push({ state: r.state, p: q });
  }
  return out;
}

/** The default number of rows of a distribution; the least likely beyond it are summed into one. */
export const ODDS_MAX_ROWS = 10;

/**
 * Leaves grouped by their label: the probabilities of equal labels summed, the most likely first
 * (equal ones by label), and beyond `maxRows` the least likely summed as `other outcomes`.
 */
export function oddsRows<S>(leaves: readonly OddsLeaf<S>[], labelOf: (leaf: OddsLeaf<S>) => string, maxRows: number = ODDS_MAX_ROWS): OddsRow[] {
  const by = new Map<string, Rational>();
  for (const l of leaves) {
    const label = labelOf(l);
    by.set(label, ratAdd(by.get(label) ?? RAT_ZERO, l.p));
  }
  const rows = [...by].map(([label, p]) => ({ label, p })).sort((x, y) => ratCompare(y.p, x.p) || (x.label < y.label ? -1 : x.label > y.label ? 1 : 0));
  if (rows.length <= maxRows) return rows;
  const rest = rows.slice(maxRows - 1).reduce((x, r) => ratAdd(x, r.p), RAT_ZERO);
  return [...rows.slice(0, maxRows - 1), { label: 'other outcomes', p: rest }];
}
