/**
 * US Barrage Table (DDOB 8.4, 17.3). Provenance: public, gap-fill §3 (S1 `omaha_5_us_barrage.jpg`,
 * © Decision Games 2009 aids). One Fire card per barrage; row = what the card shows, column =
 * strength of the barraging unit.
 */
import { publicFrom, type Provenance } from './provenance.js';

export type BarrageRow = 'neither' | 'symbol' | 'colour' | 'both';
export type BarrageColumn = '1-2' | '3-5' | '6+';
export type BarrageResult = 'no-effect' | 'disrupt-if-no-dm' | 'disrupt' | 'disrupt-and-remove-dm';

export const BARRAGE_TABLE_PROVENANCE: Provenance = publicFrom('S1');

export const BARRAGE_TABLE: Readonly<Record<BarrageRow, Readonly<Record<BarrageColumn, BarrageResult>>>> = {
  neither: { '1-2': 'no-effect', '3-5': 'no-effect', '6+': 'no-effect' },
  symbol: { '1-2': 'no-effect', '3-5': 'disrupt-if-no-dm', '6+': 'disrupt' },
  colour: { '1-2': 'disrupt-if-no-dm', '3-5': 'disrupt', '6+': 'disrupt' },
  both: { '1-2': 'disrupt', '3-5': 'disrupt', '6+': 'disrupt-and-remove-dm' },
};

export function barrageColumn(strength: number): BarrageColumn {
  return strength >= 6 ? '6+' : strength >= 3 ? '3-5' : '1-2';
}

export function barrageRow(colourShown: boolean, symbolShown: boolean): BarrageRow {
  return colourShown ? (symbolShown ? 'both' : 'colour') : symbolShown ? 'symbol' : 'neither';
}
