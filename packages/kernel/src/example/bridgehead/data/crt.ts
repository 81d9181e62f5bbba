/**
 * BH 8-9 Odds and the combat results table. Provenance: stand-in (the example's own table).
 */
import { slidingCrt, type Crt } from '../../../combat/crt.js';
import { ratioColumns, type OddsRules } from '../../../combat/odds.js';
import type { Result } from '../state.js';

/** BH 8: five ratio columns; below 1-2 (before or after shifts) an automatic AL; above 4-1 read on 4-1; net shift at most 1 right. */
export const ODDS: OddsRules = {
  scale: ratioColumns('1-2', '1-1', '2-1', '3-1', '4-1'),
  rule: 'BH 8',
  belowMinInitial: 'automatic',
  belowMinFinal: 'automatic',
  aboveMax: 'clamp',
  shiftCaps: { max: 1 },
};

/** BH 8: the result when the odds fall below the table. */
export const BELOW_TABLE: Result = 'AL';

/** BH 9: each column is the previous one moved up a row (1-2 reads AL AL AL NE DR EX for 1..6). */
export const CRT: Crt<Result> = slidingCrt<Result>({
  id: 'bridgehead-crt',
  rule: 'BH 9',
  columns: ['1-2', '1-1', '2-1', '3-1', '4-1'],
  rolls: { min: 1, max: 6 },
  sequence: ['AL', 'AL', 'AL', 'NE', 'DR', 'EX', 'DL', 'DL', 'DE', 'DE'],
});
