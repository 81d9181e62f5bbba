/**
 * Optional German armour (DDOB 23) data that the sources give: the tank movement junctions read on the
 * 2009 optional-rules card (gap-fill §12, S1) and in the rulebook's example E-25 (L1925), and the tank
 * field of fire rings (23.3, L1859–1872, garbled: derived reading, digest §4.10), and the three
 * end-movement points of the (untranscribed) German Tank Movement Map as stand-ins. The rules are in
 * `src/armour/`.
 */
import type { TargetSymbol } from '../cards/types.js';
import { publicFrom, type Provenance } from './provenance.js';

export interface TankJunction {
  readonly hex: string;
  readonly to: Readonly<Record<TargetSymbol, string>>;
  readonly provenance: Provenance;
  readonly note?: string;
}

export const TANK_JUNCTIONS: readonly TankJunction[] = [
  {
    hex: '1321',
    to: { circle: '1322', triangle: '1320', diamond: '1220' },
    provenance: { kind: 'rulebook', ref: 'DDOB 23.5 example (L1925), E-25' },
    note: 'the 2009 card prints triangle -> 1220; the 3rd-edition text (authority) gives 1320',
  },
  {
    hex: '1612',
    to: { circle: '1611', diamond: '1611', triangle: '1513' },
    provenance: publicFrom('S1'),
    note: 'the choice box west of Colleville (C zone); its hex id was not read: derived, 1612 (C6) is the one road hex next to both 1611 and 1513',
  },
];

export type TankRing = { readonly ring: 1 | 2; readonly terrain: 'open-or-woods' | 'bocage-or-buildings'; readonly acrossHedge?: boolean; readonly intensity: 'intense' | 'steady' };

/** 23.3: adjacent hexes, then hexes two away adjacent to an intense hex; no sporadic dots. */
export const TANK_FIELD_OF_FIRE: readonly TankRing[] = [
  { ring: 1, terrain: 'open-or-woods', intensity: 'intense' },
  { ring: 1, terrain: 'bocage-or-buildings', intensity: 'steady' },
  { ring: 2, terrain: 'open-or-woods', acrossHedge: false, intensity: 'intense' },
  { ring: 2, terrain: 'bocage-or-buildings', intensity: 'steady' },
  { ring: 2, terrain: 'open-or-woods', acrossHedge: true, intensity: 'steady' },
];
export const TANK_FIELD_OF_FIRE_PROVENANCE: Provenance = { kind: 'derived', from: 'DDOB 23.3 table (L1859–1872, garbled), digest §4.10' };

export interface TankEndPoint {
  readonly hex: string;
  readonly draw: 'D-1' | 'D-3' | 'E-3';
  readonly provenance: Provenance;
}

/**
 * 23.5 (L1981, L2060): three end-movement points, flat hexes next to the beach, near Draw E-3, Draw D-3 and
 * Draw D-1 (gap-fill §12); their hex ids were not read: stand-ins at the road ends of those draws.
 */
export const TANK_END_POINTS: readonly TankEndPoint[] = [
  { hex: '0811', draw: 'E-3', provenance: { kind: 'stand-in', why: 'gap-fill §12: an end point near Draw E-3, hex not read; the E-3 road end on the beach flat' } },
  { hex: '0723', draw: 'D-3', provenance: { kind: 'stand-in', why: 'gap-fill §12: an end point near Draw D-3, hex not read; the D-3 road end on the beach flat' } },
  { hex: '0530', draw: 'D-1', provenance: { kind: 'stand-in', why: 'gap-fill §12: an end point near Draw D-1, hex not read; the D-1 road end on the beach flat' } },
];
