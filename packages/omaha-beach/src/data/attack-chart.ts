/**
 * US Attack Results Chart (DDOB 8.3). Provenance: public, gap-fill §1 (S1 `omaha_6_us_attack.jpg`,
 * © Decision Games 2009 aids). Rows: do the attackers hold all required weapons × odds band;
 * columns: what the German hex holds.
 */
import { publicFrom, type Provenance } from './provenance.js';

/** Yes section has four bands, No section three (gap-fill §1 note). */
export type OddsBand = 'less' | 'equal' | 'less-or-equal' | 'greater' | 'double';
export type AttackColumn = 'alone' | 'unrevealed-dm' | 'revealed-dm';
export type AttackEffect =
  | 'no-effect'
  | 'us-disrupted'
  | 'german-gains-depth'
  | 'german-unrevealed'
  | 'german-disrupted'
  | 'attrition-option'
  | 'german-defeated'
  /** Reveal the DM, compare again, read the column to the right (chart footnote 1). */
  | 'reveal-dm'
  | 'dm-eliminated';

export interface AttackCell {
  readonly weapons: boolean;
  readonly band: OddsBand;
  readonly column: AttackColumn;
  /** Effects in turns 1–16. */
  readonly effects: readonly AttackEffect[];
  /** Effects in turns 17–32 where they differ (DDOB 14: one attack can eliminate unit and DM). */
  readonly extended?: readonly AttackEffect[];
}

export const ATTACK_CHART_PROVENANCE: Provenance = publicFrom('S1');

export const ATTACK_CHART: readonly AttackCell[] = [
  { weapons: false, band: 'less-or-equal', column: 'alone', effects: ['us-disrupted', 'german-gains-depth'] },
  { weapons: false, band: 'less-or-equal', column: 'unrevealed-dm', effects: ['us-disrupted', 'german-unrevealed'] },
  { weapons: false, band: 'less-or-equal', column: 'revealed-dm', effects: ['us-disrupted'] },
  { weapons: false, band: 'greater', column: 'alone', effects: ['german-gains-depth'] },
  { weapons: false, band: 'greater', column: 'unrevealed-dm', effects: ['us-disrupted'] },
  { weapons: false, band: 'greater', column: 'revealed-dm', effects: ['no-effect'] },
  { weapons: false, band: 'double', column: 'alone', effects: ['german-disrupted'] },
  { weapons: false, band: 'double', column: 'unrevealed-dm', effects: ['german-disrupted'] },
  { weapons: false, band: 'double', column: 'revealed-dm', effects: ['german-disrupted', 'attrition-option'] },
  { weapons: true, band: 'less', column: 'alone', effects: ['german-gains-depth'] },
  { weapons: true, band: 'less', column: 'unrevealed-dm', effects: ['us-disrupted'] },
  { weapons: true, band: 'less', column: 'revealed-dm', effects: ['no-effect'] },
  { weapons: true, band: 'equal', column: 'alone', effects: ['german-disrupted'] },
  { weapons: true, band: 'equal', column: 'unrevealed-dm', effects: ['no-effect'] },
  { weapons: true, band: 'equal', column: 'revealed-dm', effects: ['german-disrupted'] },
  { weapons: true, band: 'greater', column: 'alone', effects: ['german-defeated'] },
  { weapons: true, band: 'greater', column: 'unrevealed-dm', effects: ['reveal-dm'] },
  { weapons: true, band: 'greater', column: 'revealed-dm', effects: ['dm-eliminated', 'german-disrupted'] },
  { weapons: true, band: 'double', column: 'alone', effects: ['german-defeated'] },
  { weapons: true, band: 'double', column: 'unrevealed-dm', effects: ['reveal-dm'] },
  {
    weapons: true,
    band: 'double',
    column: 'revealed-dm',
    effects: ['dm-eliminated', 'german-disrupted'],
    extended: ['dm-eliminated', 'german-defeated'],
  },
];

/** The odds band of attack vs defence for a section (DDOB 8.3 step 4). */
export function oddsBand(attack: number, defence: number, weapons: boolean): OddsBand {
  if (attack >= 2 * defence) return 'double';
  if (attack > defence) return 'greater';
  if (!weapons) return 'less-or-equal';
  return attack === defence ? 'equal' : 'less';
}

export function attackCell(weapons: boolean, band: OddsBand, column: AttackColumn): AttackCell {
  const c = ATTACK_CHART.find((x) => x.weapons === weapons && x.band === band && x.column === column);
  if (!c) throw new Error(`no attack chart cell ${String(weapons)}/${band}/${column}`);
  return c;
}

/** The effects of a cell in a turn (turns 17–32 use the extended cell where one is printed). */
export function attackEffects(cell: AttackCell, turn: number): readonly AttackEffect[] {
  return turn >= 17 && cell.extended ? cell.extended : cell.effects;
}
