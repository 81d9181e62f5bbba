/**
 * Obstacles placed on terrain (M44 p.19, digest §3.22, §4.D). The bridge is listed here because
 * it is a tile laid on a river (M44 p.4 setup step 4, p.16).
 * Protection never adds to the terrain's: the larger reduction counts (M44 p.19 [L806-810]).
 */
import { z } from 'zod';
import type { Protection } from './terrain.js';
import type { UnitType } from './units.js';

export const OBSTACLE_IDS = ['bridge', 'bunker', 'hedgehog', 'wire', 'sandbag', 'embankment'] as const;
export const ObstacleIdSchema = z.enum(OBSTACLE_IDS);
export type ObstacleId = (typeof OBSTACLE_IDS)[number];

export interface ObstacleRow {
  readonly id: ObstacleId;
  readonly mustStop: boolean;
  readonly impassableFor: readonly UnitType[];
  readonly blocksLos: boolean;
  readonly protection: Protection;
  /** Unit types in the hex that may ignore 1 flag. */
  readonly ignoreFlag: readonly UnitType[];
  /** Dice lost by a unit of that type battling from this hex (infantry in wire -1, M44 p.19). */
  readonly attackerPenalty: Partial<Record<UnitType, number>>;
  /** Removed when the unit in the hex leaves it, elimination included (M44 p.19; review finding 3). */
  readonly removedWhenLeft: boolean;
  /** Armour entering removes it (wire, M44 p.19 [L839]). */
  readonly removedByArmorEntry: boolean;
  /** Makes the underlying river/lake passable (bridge, M44 p.16). */
  readonly crossing: boolean;
  readonly rule: string;
}

const NONE: Protection = { infantry: 0, armor: 0, artillery: 0 };
const base = {
  mustStop: false,
  impassableFor: [],
  blocksLos: false,
  protection: NONE,
  ignoreFlag: [],
  attackerPenalty: {},
  removedWhenLeft: false,
  removedByArmorEntry: false,
  crossing: false,
} as const;

export const OBSTACLES: Readonly<Record<ObstacleId, ObstacleRow>> = {
  // Entered only from an adjacent land hex; retreat only to land (M44 p.16 [L680-689]).
  bridge: { ...base, id: 'bridge', crossing: true, rule: 'M44 p.16 [L680-689]' },
  bunker: {
    ...base,
    id: 'bunker',
    impassableFor: ['armor', 'artillery'],
    blocksLos: true,
    protection: { infantry: 1, armor: 2, artillery: 0 },
    ignoreFlag: ['infantry', 'armor', 'artillery'],
    rule: 'M44 p.19 [L812-821]',
  },
  hedgehog: { ...base, id: 'hedgehog', impassableFor: ['armor', 'artillery'], ignoreFlag: ['infantry'], rule: 'M44 p.19 [L825-832]' },
  wire: { ...base, id: 'wire', mustStop: true, attackerPenalty: { infantry: 1 }, removedByArmorEntry: true, rule: 'M44 p.19 [L836-845]' },
  sandbag: {
    ...base,
    id: 'sandbag',
    protection: { infantry: 1, armor: 1, artillery: 0 },
    ignoreFlag: ['infantry', 'armor', 'artillery'],
    removedWhenLeft: true,
    rule: 'M44 p.19 [L847-857]',
  },
  embankment: {
    ...base,
    id: 'embankment',
    protection: { infantry: 1, armor: 1, artillery: 0 },
    ignoreFlag: ['infantry', 'armor', 'artillery'],
    rule: 'M44 p.19 [L859-861]',
  },
};
