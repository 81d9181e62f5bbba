/**
 * US Weapons Chart (DDOB 8.2, 8.21, 8.26, 8.27). Provenance: public, gap-fill §4 (S1
 * `omaha_4_us_weap.jpg`, © Decision Games 2009 aids).
 */
import type { Weapon } from './types.js';
import { publicFrom, type Provenance } from './provenance.js';

export type WeaponsRow =
  | 'full-infantry'
  | 'heavy-adjacent'
  | 'heavy-at-range'
  | 'tank-near'
  | 'tank-far'
  | 'anti-aircraft'
  | 'artillery'
  | 'anti-tank'
  | 'hq'
  | 'naval';

export const WEAPONS_CHART_PROVENANCE: Provenance = publicFrom('S1');

export const WEAPONS_CHART: Readonly<Record<WeaponsRow, readonly Weapon[]>> = {
  'full-infantry': ['BZ', 'BG', 'BR', 'DE', 'MO', 'RD'],
  'heavy-adjacent': ['BZ', 'BG', 'BR', 'DE', 'MO', 'RD', 'MG'],
  'heavy-at-range': ['BZ', 'MO', 'RD', 'BR', 'MG'],
  /** Tanks within 3 hexes of the target (8.27). */
  'tank-near': ['AR', 'BZ', 'MG', 'BR'],
  'tank-far': ['AR', 'BZ'],
  'anti-aircraft': ['MG', 'BR'],
  artillery: ['AR', 'MO', 'DE'],
  'anti-tank': ['AR', 'BZ'],
  hq: ['RD'],
  naval: ['NA', 'AR', 'DE'],
};
