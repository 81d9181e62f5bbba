/**
 * The weather table's Allied replacement cells that the rulebook's text does not settle (rolls 2,
 * 3, 5 and 6; `null` in WEATHER_TABLE): a STAND-IN of our own, one replacement of some kind in
 * every non-Storm turn, armor on the rolls the settled cells give armor. Rolls 1 and 4 are the
 * rulebook's cells (N44 weather chart). Replace with the printed cells when a source gives them.
 */
import type { Provenance } from '../data/provenance.js';
import { WEATHER_TABLE } from '../data/tables.js';

export interface AlliedRepl {
  readonly usInf: number;
  readonly usArmor: number;
  readonly britInf: number;
  readonly britArmor: number;
  /** Canadian infantry, or `CW` (the Allies choose Canadian or British, N44 6.2). */
  readonly cdnInf: number | 'CW';
}

export const ALLIED_REPL_PROVENANCE: Provenance = { kind: 'stand-in', note: 'rolls 2, 3, 5, 6 are ours; rolls 1 and 4 copy the rulebook cells' };

const cell = (roll: number, fallback: AlliedRepl): AlliedRepl => {
  const r = WEATHER_TABLE.rows[roll - 1];
  if (!r || r.usInfRepl === null || r.usArmorRepl === null || r.britInfRepl === null || r.britArmorRepl === null || r.cdnInfRepl === null) return fallback;
  return { usInf: r.usInfRepl, usArmor: r.usArmorRepl, britInf: r.britInfRepl, britArmor: r.britArmorRepl, cdnInf: r.cdnInfRepl };
};

/** By weather space 1..6. */
export const ALLIED_REPL_STANDIN: readonly AlliedRepl[] = [
  cell(1, { usInf: 1, usArmor: 0, britInf: 0, britArmor: 0, cdnInf: 'CW' }),
  cell(2, { usInf: 1, usArmor: 0, britInf: 1, britArmor: 0, cdnInf: 0 }),
  cell(3, { usInf: 0, usArmor: 1, britInf: 0, britArmor: 1, cdnInf: 1 }),
  cell(4, { usInf: 1, usArmor: 1, britInf: 0, britArmor: 1, cdnInf: 0 }),
  cell(5, { usInf: 1, usArmor: 0, britInf: 1, britArmor: 0, cdnInf: 0 }),
  cell(6, { usInf: 1, usArmor: 1, britInf: 1, britArmor: 1, cdnInf: 'CW' }),
];
