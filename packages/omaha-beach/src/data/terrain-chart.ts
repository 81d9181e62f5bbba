/**
 * Terrain Effects Chart (DDOB 2.4; rulebook L2025–2050, tab-separated and partly garbled). Movement:
 * may a unit class enter the hex / cross the hexside; German defence: is the unit / the DM doubled.
 * the shingle/AT-ditch row's "Yes" for other units is read as No (seed L2034, review).
 * woods double the unit, not the DM.
 */
import type { Provenance } from './provenance.js';

export type Passage = 'yes' | 'no' | 'climb' | 'road-only';

export interface TerrainRow {
  readonly feature: string;
  readonly infantry: Passage;
  readonly leaders: Passage;
  readonly others: Passage;
  readonly doubleUnit: boolean;
  readonly doubleDm: boolean;
  /** Attacks across the hexside are prohibited (note 5: high ground may attack across a bluff). */
  readonly attackProhibited?: boolean;
  readonly provenance: Provenance;
}

const RB: Provenance = { kind: 'rulebook', ref: 'DDOB Terrain Effects Chart (L2025–2050)' };
const A59: Provenance = { kind: 'derived', from: 'DDOB chart L2034 read with 7.3 and the extended note (A-22/A-59)' };
const A60: Provenance = { kind: 'derived', from: 'DDOB chart L2029 "nessun segnalino Incognita" read as DM not doubled (A-60)' };

export const TERRAIN_CHART: Readonly<Record<string, TerrainRow>> = {
  open: { feature: 'tide/beach/obstacles/flat/high ground', infantry: 'yes', leaders: 'yes', others: 'yes', doubleUnit: false, doubleDm: false, provenance: RB },
  woods: { feature: 'woods/orchard', infantry: 'yes', leaders: 'yes', others: 'road-only', doubleUnit: true, doubleDm: false, provenance: A60 },
  buildings: { feature: 'buildings', infantry: 'yes', leaders: 'yes', others: 'yes', doubleUnit: true, doubleDm: true, provenance: RB },
  bocage: { feature: 'bocage', infantry: 'yes', leaders: 'yes', others: 'road-only', doubleUnit: true, doubleDm: true, provenance: RB },
  rough: { feature: 'rough terrain', infantry: 'no', leaders: 'no', others: 'no', doubleUnit: false, doubleDm: false, provenance: RB },
  hedge: { feature: 'hedge hexside', infantry: 'yes', leaders: 'yes', others: 'road-only', doubleUnit: false, doubleDm: false, provenance: RB },
  seawall: { feature: 'seawall hexside', infantry: 'yes', leaders: 'yes', others: 'road-only', doubleUnit: false, doubleDm: false, provenance: RB },
  shingle: { feature: 'shingle', infantry: 'yes', leaders: 'yes', others: 'road-only', doubleUnit: true, doubleDm: false, provenance: A59 },
  at_ditch: { feature: 'anti-tank ditch', infantry: 'yes', leaders: 'yes', others: 'road-only', doubleUnit: true, doubleDm: false, provenance: A59 },
  wall: { feature: 'anti-tank wall', infantry: 'yes', leaders: 'yes', others: 'road-only', doubleUnit: true, doubleDm: false, provenance: A59 },
  slope: { feature: 'slope hexside', infantry: 'yes', leaders: 'yes', others: 'road-only', doubleUnit: true, doubleDm: true, provenance: RB },
  bluff: { feature: 'bluff', infantry: 'climb', leaders: 'yes', others: 'road-only', doubleUnit: false, doubleDm: false, attackProhibited: true, provenance: RB },
  scaleable_cliff: { feature: 'scalable cliff', infantry: 'climb', leaders: 'no', others: 'no', doubleUnit: false, doubleDm: false, attackProhibited: true, provenance: RB },
  sheer_cliff: { feature: 'sheer cliff', infantry: 'no', leaders: 'no', others: 'no', doubleUnit: false, doubleDm: false, attackProhibited: true, provenance: RB },
};
