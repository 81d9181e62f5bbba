/**
 * The weather table's replacement cells that the rulebook's text does not settle (`null` in
 * WEATHER_TABLE). Allied rolls 2, 3, 5 and 6: a STAND-IN of our own, one replacement of some kind in
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

/** German Repl cells by weather space: infantry, armor, and the 6.4 note. */
export interface GermanRepl {
  readonly inf: number;
  readonly armor: number;
  readonly note: 'PT' | 'tq0' | 'tq-1' | null;
}

export const GERMAN_REPL_PROVENANCE: Provenance = {
  kind: 'stand-in',
  note: 'roll 2 infantry 1, roll 3 armor 1 (the text holds one German "1" for rolls 2-3 in each of the infantry and armor columns, digest 4.5), armor 0 on rolls 5 and 6; rolls 1 and 4 and the infantry of 5 and 6 are the rulebook cells',
};

const germanCell = (roll: number, fallback: GermanRepl): GermanRepl => {
  const r = WEATHER_TABLE.rows[roll - 1];
  return {
    inf: r?.germanInfRepl ?? fallback.inf,
    armor: r?.germanArmorRepl ?? fallback.armor,
    note: r?.germanReplNote ?? fallback.note,
  };
};

/** By weather space 1..6: the rulebook cells where the text settles them, our stand-in where it does not. */
export const GERMAN_REPL_STANDIN: readonly GermanRepl[] = [
  germanCell(1, { inf: 0, armor: 1, note: 'PT' }),
  germanCell(2, { inf: 1, armor: 0, note: null }),
  germanCell(3, { inf: 0, armor: 1, note: null }),
  germanCell(4, { inf: 1, armor: 0, note: null }),
  germanCell(5, { inf: 1, armor: 0, note: 'tq0' }),
  germanCell(6, { inf: 1, armor: 0, note: 'tq-1' }),
];
