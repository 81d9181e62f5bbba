/**
 * CG R11.3a-c Odds and column shifts. Strengths are summed (FJ regiments count 1/2) and the ratio
 * rounded in the defender's favour (12 vs 7 = 1-1; digest A7 below 1-1: 4 vs 7 = 1-2). Columns
 * are indexed 0 = 1-3 ... 7 = 6-1 and extended past both ends (digest A6): shifts move along the
 * extended scale, the attacker's net rightward shift is capped at 2 for the German and 1 for the
 * Allies (R11.3b; digest A5), a final index below 1-3 is an automatic AE and above 6-1 reads 6-1.
 */
import { CRT_COLUMNS } from '../data/tables.js';
import type { Side } from '../setup/counters.js';

/** The extended column index of `attack` against `defence` (both > 0). */
export function oddsIndex(attack: number, defence: number): number {
  // Work in halves so FJ half strengths stay integers.
  const a = Math.round(attack * 2);
  const d = Math.round(defence * 2);
  if (a >= d) return Math.floor(a / d) + 1; // 1-1 = 2, 2-1 = 3, ...
  return 3 - Math.ceil(d / a); // 1-2 = 1, 1-3 = 0, 1-4 = -1
}

export function columnLabel(index: number): string {
  if (index >= 2) return `${index - 1}-1`;
  return `1-${3 - index}`;
}

export interface Shift {
  readonly amount: number;
  readonly rule: string;
  readonly why: string;
}

export interface Odds {
  readonly initial: number;
  readonly shifts: readonly Shift[];
  readonly net: number;
  /** The column read on the CRT (0..7), or -1 for an automatic AE. */
  readonly column: number;
  readonly label: string;
}

/** CG R11.3b: net shift, capped in the attacker's favour only. */
export function finalOdds(initial: number, shifts: readonly Shift[], attacker: Side): Odds {
  let net = shifts.reduce((a, s) => a + s.amount, 0);
  const cap = attacker === 'german' ? 2 : 1;
  if (net > cap) net = cap;
  const raw = initial + net;
  const column = raw < 0 ? -1 : Math.min(raw, CRT_COLUMNS.length - 1);
  return { initial, shifts, net, column, label: column < 0 ? 'AE (1-4 or worse)' : (CRT_COLUMNS[column] as string) };
}
