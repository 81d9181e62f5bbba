/**
 * Special-forces badges and what they change (M44 p.12-13 [L506-569]; digest A24).
 * The insignia (US, British, German) are cosmetic: each of them on infantry is elite infantry.
 */
import { z } from 'zod';
import type { UnitType } from './units.js';

export const BADGE_IDS = ['elite-infantry', 'elite-armor', 'resistance'] as const;
export const BadgeIdSchema = z.enum(BADGE_IDS);
export type BadgeId = (typeof BADGE_IDS)[number];

export interface BadgeRow {
  readonly id: BadgeId;
  /** The unit type the badge goes on. */
  readonly unit: UnitType;
  /** Figures when the scenario gives no number. */
  readonly figures: number;
  /** Most hexes it may move and still battle. */
  readonly maxMoveAndBattle: number;
  /** May battle after entering terrain that forbids battle on entry (still must stop). */
  readonly battlesAfterEntry: boolean;
  /** Hexes per flag, at least..at most. */
  readonly retreatPerFlag: readonly [number, number];
  readonly rule: string;
}

export const BADGES: Readonly<Record<BadgeId, BadgeRow>> = {
  'elite-infantry': {
    id: 'elite-infantry',
    unit: 'infantry',
    figures: 4,
    maxMoveAndBattle: 2,
    battlesAfterEntry: false,
    retreatPerFlag: [1, 1],
    rule: 'M44 p.13 [L538-548]',
  },
  'elite-armor': {
    id: 'elite-armor',
    unit: 'armor',
    figures: 4,
    maxMoveAndBattle: 3,
    battlesAfterEntry: false,
    retreatPerFlag: [1, 1],
    rule: 'M44 p.13 [L567-569]',
  },
  resistance: {
    id: 'resistance',
    unit: 'infantry',
    figures: 3,
    // Unlike other elite infantry it may not battle after moving 2 (M44 p.13 [L559]).
    maxMoveAndBattle: 1,
    battlesAfterEntry: true,
    retreatPerFlag: [1, 3],
    rule: 'M44 p.13 [L552-563]',
  },
};
