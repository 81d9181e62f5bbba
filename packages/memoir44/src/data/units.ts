/**
 * Unit types and their numbers (M44 p.4, p.6-8, p.12; digest §4.A).
 */
import { z } from 'zod';

export const UNIT_TYPES = ['infantry', 'armor', 'artillery'] as const;
export const UnitTypeSchema = z.enum(UNIT_TYPES);
export type UnitType = (typeof UNIT_TYPES)[number];

export interface UnitRow {
  readonly type: UnitType;
  /** Figures of a standard unit (M44 p.4 [L122]). */
  readonly figures: number;
  /** Most hexes it may move (M44 p.6 [L227-233]). */
  readonly maxMove: number;
  /** Most hexes it may move and still battle that turn. */
  readonly maxMoveAndBattle: number;
  /** Dice by distance 1..n; the length is the range (M44 p.8 [L293-318]). */
  readonly dice: readonly number[];
  /** Needs line of sight (artillery does not, M44 p.8 [L326]). */
  readonly needsLos: boolean;
  /** Ignores the target's terrain protection (artillery, M44 p.8 [L318]). */
  readonly ignoresProtection: boolean;
  readonly mayTakeGround: boolean;
  readonly mayOverrun: boolean;
  readonly rule: string;
}

export const UNITS: Readonly<Record<UnitType, UnitRow>> = {
  infantry: {
    type: 'infantry',
    figures: 4,
    maxMove: 2,
    maxMoveAndBattle: 1,
    dice: [3, 2, 1],
    needsLos: true,
    ignoresProtection: false,
    mayTakeGround: true,
    mayOverrun: false,
    rule: 'M44 p.6 [L227], p.8 [L293]',
  },
  armor: {
    type: 'armor',
    figures: 3,
    maxMove: 3,
    maxMoveAndBattle: 3,
    dice: [3, 3, 3],
    needsLos: true,
    ignoresProtection: false,
    mayTakeGround: true,
    mayOverrun: true,
    rule: 'M44 p.6 [L232], p.8 [L310], p.11 [L443]',
  },
  artillery: {
    type: 'artillery',
    figures: 2,
    maxMove: 1,
    maxMoveAndBattle: 0,
    dice: [3, 3, 2, 2, 1, 1],
    needsLos: false,
    ignoresProtection: true,
    mayTakeGround: false,
    mayOverrun: false,
    rule: 'M44 p.6 [L233], p.8 [L318, L326], p.10 [L427]',
  },
};

/** A type's row by named reads (a keyed read with a varying key is megamorphic in V8; battle and movement ask at every step). */
export function unitRow(type: UnitType): UnitRow {
  return type === 'infantry' ? UNITS.infantry : type === 'armor' ? UNITS.armor : UNITS.artillery;
}
