/**
 * Terrain of the base game, one typed row each (M44 p.14-18, digest §3.20, §4.C).
 * Protection is the dice reduction by ATTACKER type when attacking a unit in the hex.
 */
import { z } from 'zod';
import type { UnitType } from './units.js';

export const TERRAIN_IDS = [
  'countryside',
  'woods',
  'hedgerow',
  'hill',
  'town',
  'church',
  'river',
  'lake',
  'beach',
  'ocean',
  'dune',
  'cliff',
  'steep-hill',
  'mountain',
] as const;
export const TerrainIdSchema = z.enum(TERRAIN_IDS);
export type TerrainId = (typeof TERRAIN_IDS)[number];

/** Dice reduction against a unit in the hex, per attacker type. */
export type Protection = Readonly<Record<UnitType, number>>;

export interface TerrainRow {
  readonly id: TerrainId;
  /** Ground altitude 0..2 (M44 p.18). */
  readonly altitude: 0 | 1 | 2;
  /** A unit entering must stop (M44 p.14 "deve fermarsi"). */
  readonly mustStop: boolean;
  /** A unit entering may not battle this turn (M44 p.14 "non può attaccare"). */
  readonly noBattleOnEntry: boolean;
  /** Unit types that may never enter (M44 p.16-18). */
  readonly impassableFor: readonly UnitType[];
  /** Blocking feature (woods, towns...): blocks LOS when at or above the lower unit's level (digest A9). */
  readonly blocksLos: boolean;
  /** Hill ground: blocks LOS only when strictly above the lower unit (M44 p.15, p.18; digest A9). */
  readonly hillGround: boolean;
  /** Applies when the attacker stands lower only (hills, M44 p.15). */
  readonly protection: Protection;
  readonly protectionOnlyIfAttackerLower: boolean;
  /** Dice lost by a unit of that type battling FROM this hex (armour in town -2, M44 p.15). */
  readonly attackerPenalty: Partial<Record<UnitType, number>>;
  /** Units in the hex may ignore 1 flag (church, M44 p.15). */
  readonly ignoreFlag: readonly UnitType[];
  readonly rule: string;
}

const NONE: Protection = { infantry: 0, armor: 0, artillery: 0 };
const COVER: Protection = { infantry: 1, armor: 2, artillery: 0 };
const HILL: Protection = { infantry: 1, armor: 1, artillery: 0 };
const ALL_UNITS = ['infantry', 'armor', 'artillery'] as const;

const base = {
  altitude: 0,
  mustStop: false,
  noBattleOnEntry: false,
  impassableFor: [],
  blocksLos: false,
  hillGround: false,
  protection: NONE,
  protectionOnlyIfAttackerLower: false,
  attackerPenalty: {},
  ignoreFlag: [],
} as const;

export const TERRAIN: Readonly<Record<TerrainId, TerrainRow>> = {
  countryside: { ...base, id: 'countryside', rule: 'M44 p.14 [L605]' },
  woods: { ...base, id: 'woods', mustStop: true, noBattleOnEntry: true, blocksLos: true, protection: COVER, rule: 'M44 p.14 [L607-612]' },
  // Entering also needs the turn to begin adjacent; leaving ends the move next door (movement/ handles both).
  hedgerow: { ...base, id: 'hedgerow', mustStop: true, noBattleOnEntry: true, blocksLos: true, protection: COVER, rule: 'M44 p.15 [L626-638]' },
  hill: { ...base, id: 'hill', altitude: 1, hillGround: true, protection: HILL, protectionOnlyIfAttackerLower: true, rule: 'M44 p.15 [L642-648]' },
  town: { ...base, id: 'town', mustStop: true, noBattleOnEntry: true, blocksLos: true, protection: COVER, attackerPenalty: { armor: 2 }, rule: 'M44 p.15 [L658-663]' },
  church: { ...base, id: 'church', mustStop: true, noBattleOnEntry: true, blocksLos: true, protection: COVER, attackerPenalty: { armor: 2 }, ignoreFlag: ALL_UNITS, rule: 'M44 p.15 [L667-669]' },
  river: { ...base, id: 'river', impassableFor: ALL_UNITS, rule: 'M44 p.16 [L673-676]' },
  // Lake LOS: only groups of 2+ contiguous lake hexes block (board/ computes the groups; digest A10).
  lake: { ...base, id: 'lake', impassableFor: ALL_UNITS, rule: 'M44 p.18 [L756-761]' },
  beach: { ...base, id: 'beach', rule: 'M44 p.16 [L691-708]' },
  ocean: { ...base, id: 'ocean', mustStop: true, rule: 'M44 p.16 [L710-731]' },
  dune: { ...base, id: 'dune', altitude: 1, hillGround: true, protection: HILL, protectionOnlyIfAttackerLower: true, rule: 'M44 p.17 [L733-742]' },
  cliff: { ...base, id: 'cliff', altitude: 1, hillGround: true, protection: HILL, protectionOnlyIfAttackerLower: true, rule: 'M44 p.17 [L746-748]' },
  'steep-hill': { ...base, id: 'steep-hill', altitude: 1, hillGround: true, protection: HILL, protectionOnlyIfAttackerLower: true, rule: 'M44 p.17 [L752-754]' },
  // Expansion terrain kept for the altitude rules of the base book (M44 p.18 [L778-784]).
  mountain: { ...base, id: 'mountain', altitude: 2, hillGround: true, protection: HILL, protectionOnlyIfAttackerLower: true, rule: 'M44 p.18 [L778]' },
};
