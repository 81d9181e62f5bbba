/** Small helpers shared by the team variants: seat names, card multisets, move equality. */
import type { ResolveResult, RuleError } from '@esagono/kernel';
import type { Move, Player, State } from '../state.js';

/** A seat at the table: a side (solo) or a side's numbered or named teammate, e.g. `allies-1`. */
export type Seat = string;

export function seatName(side: Player, n: number | string): Seat {
  return `${side}-${n}`;
}

/** `a` without one copy of each element of `b` (multiset difference), order of `a` kept. */
export function minus<T>(a: readonly T[], b: readonly T[]): T[] {
  const out = a.slice();
  for (const x of b) {
    const i = out.indexOf(x);
    if (i >= 0) out.splice(i, 1);
  }
  return out;
}

/** Structural equality of two flat moves (fields are numbers, strings, booleans or number arrays). */
export function sameMove(a: { readonly type: string }, b: { readonly type: string }): boolean {
  if (a.type !== b.type) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
  for (const k of keys) {
    const v = x[k];
    const w = y[k];
    if (Array.isArray(v)) {
      if (!Array.isArray(w) || v.length !== w.length || v.some((e, i) => e !== w[i])) return false;
    } else if (v !== w) return false;
  }
  return true;
}

/**
 * The refusal of a move a seat may not make: the base game's own refusal, citing the rule it
 * breaks, when the base refuses it as a Memoir '44 move; else `fallback` (a seat's own move, or a
 * move the base would take but the variant does not allow now).
 */
export function baseRefusal(
  base: { resolve(s: State, m: Move): ResolveResult<State> },
  s: State,
  move: unknown,
  fallback: { readonly ok: false; readonly error: RuleError },
): { readonly ok: false; readonly error: RuleError } {
  const r = base.resolve(s, move as Move);
  return !r.ok && r.error.code !== 'invalid-move' ? r : fallback;
}
