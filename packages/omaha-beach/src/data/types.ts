import type { Division, TargetSymbol } from '../cards/types.js';

/** US weapon codes (DDOB 8.2; US Weapons Chart, gap-fill §4). FL (flanking) is never owned (8.22). */
export type Weapon = 'BZ' | 'BG' | 'BR' | 'DE' | 'MO' | 'RD' | 'MG' | 'AR' | 'NA' | 'FL';

export type UsUnitType =
  | 'infantry'
  | 'heavy-infantry'
  | 'ranger'
  | 'tank'
  | 'anti-tank'
  | 'anti-aircraft'
  | 'sp-anti-aircraft'
  | 'artillery'
  | 'sp-artillery'
  | 'dukw-artillery';

export interface UnitSide {
  readonly symbol: TargetSymbol;
  /** Black symbol: the unit controls adjacent hexes; white: its own hex only (DDOB 2.2.1, 12.1). */
  readonly controlsAdjacent: boolean;
  readonly strength: number;
  readonly range?: number | 'U';
  /** Printed only on reduced infantry and Ranger sides (DDOB 8.21). */
  readonly weapons?: readonly Weapon[] | readonly string[];
}

export interface CombatUnitData {
  readonly id: string;
  readonly division: Division;
  readonly type: UsUnitType;
  readonly steps: number;
  /** Printed arrival turn; null = starts in its landing box (DDOB 3). */
  readonly arrival: number | null;
  /** Printed landing designation: a box (`ER3`), beach letters (`ER`, `DG*`) or a division (`1st`). */
  readonly designation: string;
  /** sides[i] is the side with `steps - i` steps. */
  readonly sides: readonly UnitSide[];
}

export interface LeaderData {
  readonly id: string;
  readonly division: Division;
  readonly type: 'hq' | 'general';
  readonly arrival: number | null;
  readonly designation: string;
}

export type UsUnitData = CombatUnitData | LeaderData;

export function isCombat(u: UsUnitData): u is CombatUnitData {
  return u.type !== 'hq' && u.type !== 'general';
}

/** Armoured units (DDOB 2.23): tanks, SP artillery, SP anti-aircraft. */
export function isArmored(type: UsUnitType): boolean {
  return type === 'tank' || type === 'sp-artillery' || type === 'sp-anti-aircraft';
}

/** Regular infantry for the Infantry Losses box (DDOB 13.1, 13.11): not Rangers, not other types. */
export function isRegularInfantry(type: UsUnitType): boolean {
  return type === 'infantry' || type === 'heavy-infantry';
}

export function isInfantryLike(type: UsUnitType): boolean {
  return type === 'infantry' || type === 'heavy-infantry' || type === 'ranger';
}
