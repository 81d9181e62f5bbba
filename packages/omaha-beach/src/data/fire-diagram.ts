/**
 * German Fire Diagram (DDOB 6.3). Rows: the dot in the target hex; columns: the firer.
 * - WN column: derived from the rulebook's worked examples E-05/E-06 (L616–636) and 6.36, and
 *   corroborated by public sources (gap-fill §5: S7 play-through, S6).
 * - Revealed / unrevealed reinforcement columns: MISSING from every source (gap-fill §15.1). Our
 *   stand-in repeats the WN column, so reinforcement units fire like WN units.
 * - Ambush column (16.9): derived from rule 16.9 and the 2009 Ambush summary (gap-fill §5).
 */
import type { Provenance } from './provenance.js';

export type Intensity = 'intense' | 'steady' | 'sporadic';
export type FirerColumn = 'wn' | 'revealed' | 'unrevealed';

export interface FireCell {
  /** `any`: every unit in the hex qualifies; `symbol`: only units bearing the card's target symbol (6.35). */
  readonly who: 'any' | 'symbol';
  /** Armoured units qualify only when the colour's square has the armour bonus (6.36). */
  readonly armoredNeedsBonus: boolean;
  readonly effect: 'step' | 'disrupt';
}

export interface FireColumn {
  readonly provenance: Provenance;
  readonly cells: Readonly<Record<Intensity, FireCell>>;
}

const WN_CELLS: Readonly<Record<Intensity, FireCell>> = {
  intense: { who: 'any', armoredNeedsBonus: false, effect: 'step' },
  steady: { who: 'symbol', armoredNeedsBonus: true, effect: 'step' },
  sporadic: { who: 'symbol', armoredNeedsBonus: true, effect: 'disrupt' },
};

export const FIRE_DIAGRAM: Readonly<Record<FirerColumn, FireColumn>> = {
  wn: { provenance: { kind: 'derived', from: 'DDOB 6.3 examples E-05, E-06 (L616–636) and 6.36 (L581)' }, cells: WN_CELLS },
  revealed: { provenance: { kind: 'stand-in', why: 'column missing from every source (gap-fill §15.1): repeats the WN column' }, cells: WN_CELLS },
  unrevealed: { provenance: { kind: 'stand-in', why: 'column missing from every source (gap-fill §15.1): repeats the WN column' }, cells: WN_CELLS },
};

/** The priority tiers of hit allocation (DDOB 6.31): intense, then steady (moderate), then sporadic. */
export const INTENSITY_PRIORITY: readonly Intensity[] = ['intense', 'steady', 'sporadic'];
