/**
 * BH 2 Units: one row per kind, with its strength by steps left, movement allowance, stacking
 * points and armor. Provenance: stand-in (the example's own numbers).
 */
import type { Kind, Unit } from '../state.js';

export interface KindRow {
  /** Strength by steps left: `strength[steps - 1]` (full strength on the last entry). */
  readonly strength: readonly number[];
  readonly mp: number;
  /** BH 4: stacking points. */
  readonly points: number;
  /** BH 8: armor gives the attacker a right shift against a defender without armor. */
  readonly armor: boolean;
  readonly rule: string;
  readonly provenance: 'stand-in';
}

export const KIND_TABLE: Readonly<Record<Kind, KindRow>> = {
  infantry: { strength: [2, 4], mp: 2, points: 1, armor: false, rule: 'BH 2', provenance: 'stand-in' },
  armor: { strength: [3, 6], mp: 3, points: 2, armor: true, rule: 'BH 2', provenance: 'stand-in' },
  militia: { strength: [2], mp: 2, points: 1, armor: false, rule: 'BH 2', provenance: 'stand-in' },
};

/** BH 2: a unit's strength with the steps it has left (0 once eliminated). */
export function strengthOf(u: Unit): number {
  return u.steps > 0 ? ((KIND_TABLE[u.kind].strength[u.steps - 1] as number | undefined) ?? 0) : 0;
}

/** BH 2: the steps a unit of `kind` starts with. */
export const fullSteps = (kind: Kind): number => KIND_TABLE[kind].strength.length;
