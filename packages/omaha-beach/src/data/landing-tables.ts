/**
 * Amphibious Landing Tables (DDOB 5.1). Provenance: public, gap-fill §2 (S1 `omaha_3_amph.jpg`,
 * © Decision Games 2009 aids). Column = the letter printed on the Landing card next to the unit's
 * target symbol. "East" drift moves toward the East end of the box line (DDOB 5.11).
 */
import type { LandingLetter } from '../cards/types.js';
import type { UsUnitType } from './types.js';
import { publicFrom, type Provenance } from './provenance.js';

export type LandingResult =
  | { readonly kind: 'none' }
  | { readonly kind: 'drift'; readonly boxes: number; readonly toward: 'east' | 'west' }
  | { readonly kind: 'delay'; readonly turns: number }
  | { readonly kind: 'steps'; readonly steps: number }
  | { readonly kind: 'steps-and-drift'; readonly steps: number; readonly boxes: number; readonly toward: 'east' | 'west' }
  | { readonly kind: 'eliminated' }
  /** "Delayed until June 7": removed from play. */
  | { readonly kind: 'removed' };

export type LandingRowKind = 'tank' | 'infantry' | 'infantry-dg-ch' | 'infantry-all' | 'dukw' | 'artillery';
export type LandingPeriod = 'turn-1' | 'turns-2-3' | 'turns-4-14' | 'turns-15-on';

export interface LandingRow {
  readonly period: LandingPeriod;
  readonly row: LandingRowKind;
  readonly cells: Readonly<Record<LandingLetter, LandingResult>>;
}

export const LANDING_TABLES_PROVENANCE: Provenance = publicFrom('S1');

const none = { kind: 'none' } as const;
const east = (boxes: number) => ({ kind: 'drift', boxes, toward: 'east' }) as const;
const west = (boxes: number) => ({ kind: 'drift', boxes, toward: 'west' }) as const;
const delay = (turns: number) => ({ kind: 'delay', turns }) as const;
const steps = (n: number) => ({ kind: 'steps', steps: n }) as const;
const elim = { kind: 'eliminated' } as const;

export const LANDING_TABLES: readonly LandingRow[] = [
  { period: 'turn-1', row: 'tank', cells: { A: delay(1), B: elim, C: steps(1), D: { kind: 'steps-and-drift', steps: 1, boxes: 2, toward: 'east' } } },
  { period: 'turns-2-3', row: 'tank', cells: { A: none, B: east(1), C: steps(1), D: east(3) } },
  { period: 'turns-2-3', row: 'infantry', cells: { A: east(4), B: east(2), C: east(9), D: none } },
  { period: 'turns-2-3', row: 'infantry-dg-ch', cells: { A: none, B: east(1), C: east(4), D: west(1) } },
  { period: 'turns-4-14', row: 'infantry-all', cells: { A: none, B: east(1), C: east(4), D: west(1) } },
  { period: 'turns-4-14', row: 'dukw', cells: { A: elim, B: steps(1), C: steps(2), D: none } },
  { period: 'turns-4-14', row: 'artillery', cells: { A: delay(3), B: east(2), C: steps(1), D: none } },
  { period: 'turns-15-on', row: 'dukw', cells: { A: elim, B: steps(1), C: steps(2), D: none } },
  { period: 'turns-15-on', row: 'artillery', cells: { A: delay(3), B: { kind: 'removed' }, C: none, D: steps(1) } },
];

export function landingPeriod(turn: number): LandingPeriod {
  if (turn <= 1) return 'turn-1';
  if (turn <= 3) return 'turns-2-3';
  if (turn <= 14) return 'turns-4-14';
  return 'turns-15-on';
}

/**
 * The row a unit checks on, or null when the table has none for it (no check: DDOB 5.15; e.g.
 * infantry after turn 14, tanks after turn 3). `dgCh`: the unit is in a Dog Green or Charlie box.
 */
export function landingRow(turn: number, type: UsUnitType, dgCh: boolean): LandingRow | null {
  const period = landingPeriod(turn);
  const kind: LandingRowKind | null =
    type === 'tank'
      ? 'tank'
      : type === 'dukw-artillery'
        ? 'dukw'
        : type === 'infantry' || type === 'heavy-infantry' || type === 'ranger'
          ? period === 'turns-2-3'
            ? dgCh
              ? 'infantry-dg-ch'
              : 'infantry'
            : 'infantry-all'
          : 'artillery';
  return LANDING_TABLES.find((r) => r.period === period && r.row === kind) ?? null;
}
