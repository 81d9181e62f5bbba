/**
 * German counters (DDOB 2.22–2.24). Faces: public, gap-fill §10.3 (S4: VASSAL counter faces,
 * 2013/2014). What the sources lack is marked stand-in: which two plain WN faces are duplicated, and
 * the whole depth-marker manifest by back (WN / Mobile / Building / Armor) and multiplicity.
 */
import type { Weapon } from './types.js';
import { publicFrom, type Provenance } from './provenance.js';

export type WnKind = 'plain' | 'rocket' | '75' | '88';
export type ReinforcementPool = 'tactical' | 'division' | 'meyer' | 'armor';
export type DmBack = 'wn' | 'mobile' | 'building' | 'armor';

export interface GermanFace {
  readonly id: string;
  readonly strength: number;
  readonly requires: readonly Weapon[];
  readonly provenance: Provenance;
}
export interface WnUnitFace extends GermanFace {
  readonly kind: WnKind;
}
export interface ReinforcementFace extends GermanFace {
  readonly pool: ReinforcementPool;
  /** 716th Division (726th regiment, yellow) or 352nd (DDOB 2.22; retreat 8.33). */
  readonly division: 716 | 352;
}
export interface DmFace {
  readonly id: string;
  readonly back: DmBack;
  readonly strength: number;
  readonly requires: readonly Weapon[];
  /** A WN DM that is a German Tactical Reinforcement marker (DDOB 9.4). */
  readonly tacticalReinforcement: boolean;
  readonly provenance: Provenance;
}

const S4 = publicFrom('S4');
const DUP: Provenance = { kind: 'stand-in', why: 'two plain WN faces are duplicated; which is unknown (gap-fill §10.3)' };

const wn = (id: string, kind: WnKind, strength: number, requires: Weapon[], provenance: Provenance = S4): WnUnitFace => ({ id, kind, strength, requires, provenance });

/** The 18 WN units (9 plain, 1 rocket, 6 × 75, 2 × 88). */
export const WN_UNITS: readonly WnUnitFace[] = [
  wn('wn-1-BG', 'plain', 1, ['BG']),
  wn('wn-1-BR', 'plain', 1, ['BR']),
  wn('wn-1-BZ', 'plain', 1, ['BZ']),
  wn('wn-1-MO-BR', 'plain', 1, ['MO', 'BR']),
  wn('wn-2-BG', 'plain', 2, ['BG']),
  wn('wn-2-BZ', 'plain', 2, ['BZ']),
  wn('wn-2-BZ-BR', 'plain', 2, ['BZ', 'BR']),
  wn('wn-2-BZ-BR-b', 'plain', 2, ['BZ', 'BR'], DUP),
  wn('wn-1-BG-b', 'plain', 1, ['BG'], DUP),
  wn('wn-rocket', 'rocket', 1, ['MO', 'BZ']),
  wn('wn75-1-MO-BZ', '75', 1, ['MO', 'BZ']),
  wn('wn75-2-BG-BZ', '75', 2, ['BG', 'BZ']),
  wn('wn75-2-BG-MG', '75', 2, ['BG', 'MG']),
  wn('wn75-2-MO-MG', '75', 2, ['MO', 'MG']),
  wn('wn75-3-BG-BR', '75', 3, ['BG', 'BR']),
  wn('wn75-3-BG-BZ', '75', 3, ['BG', 'BZ']),
  wn('wn88-2-BG-MO', '88', 2, ['BG', 'MO']),
  wn('wn88-2-BZ-MG', '88', 2, ['BZ', 'MG']),
];

const rf = (id: string, pool: ReinforcementPool, division: 716 | 352, strength: number, requires: Weapon[]): ReinforcementFace => ({ id, pool, division, strength, requires, provenance: S4 });

export const REINFORCEMENT_UNITS: readonly ReinforcementFace[] = [
  rf('1/1/726', 'tactical', 716, 1, ['BR']),
  rf('3/1/726', 'tactical', 716, 2, ['BR']),
  rf('9/3/726', 'tactical', 716, 3, ['FL']),
  rf('10/3/726', 'tactical', 716, 1, ['BZ', 'BR']),
  rf('11/3/726', 'tactical', 716, 1, ['BZ']),
  rf('5/2/916', 'tactical', 352, 4, ['FL', 'BR']),
  rf('6/2/916', 'tactical', 352, 2, ['FL', 'BZ']),
  rf('7/2/916', 'tactical', 352, 4, ['FL', 'BR']),
  rf('8/2/916', 'tactical', 352, 3, ['BZ', 'BR']),
  rf('1P/352', 'division', 352, 3, ['FL', 'BR']),
  rf('1R/352', 'division', 352, 3, ['FL']),
  rf('2P/352', 'division', 352, 3, ['FL', 'BZ']),
  rf('2R/352', 'division', 352, 3, ['BZ']),
  rf('3P/352', 'division', 352, 3, ['BZ', 'BR']),
  rf('3R/352', 'division', 352, 3, ['BR']),
  rf('2/1/726', 'division', 716, 3, ['BR']),
  rf('5/2/915', 'division', 352, 4, ['BZ', 'FL']),
  rf('6/2/915', 'division', 352, 4, ['FL', 'BZ']),
  rf('7/2/915', 'division', 352, 4, ['FL', 'BR']),
  rf('8/2/915', 'division', 352, 4, ['BR', 'BZ']),
  rf('1/Fus/352', 'meyer', 352, 3, ['FL', 'BR']),
  rf('2/Fus/352', 'meyer', 352, 3, ['FL']),
  rf('3/Fus/352', 'meyer', 352, 3, ['BZ', 'BR']),
  rf('4/Fus/352', 'meyer', 352, 3, ['BZ']),
  rf('1/1/915', 'meyer', 352, 4, ['FL', 'BZ']),
  rf('2/1/915', 'meyer', 352, 4, ['FL']),
  rf('3/1/915', 'meyer', 352, 4, ['FL', 'BZ']),
  rf('4/1/915', 'meyer', 352, 4, ['BR']),
  rf('1/1/352PzJ', 'armor', 352, 6, ['AR']),
  rf('2/1/352PzJ', 'armor', 352, 6, ['MO', 'MG']),
  rf('1/2/352PzJ', 'armor', 352, 7, ['FL', 'BZ']),
  rf('2/2/352PzJ', 'armor', 352, 7, ['AR']),
];

/** Off-map artillery (6.5, 6.51): two per box, with the observer positions printed on the box (gap-fill §9.7, S3). */
export const OFF_MAP_ARTILLERY: readonly { readonly id: string; readonly sector: 'East' | 'West'; readonly calibre: number; readonly observers: readonly string[]; readonly provenance: Provenance }[] = [
  { id: 'east-105', sector: 'East', calibre: 105, observers: ['WN60', 'WN61', 'WN62', 'A6'], provenance: publicFrom('S3') },
  { id: 'east-88', sector: 'East', calibre: 88, observers: ['WN64', 'WN65', 'WN67'], provenance: publicFrom('S3') },
  { id: 'west-105', sector: 'West', calibre: 105, observers: ['WN66', 'WN68', 'D4'], provenance: publicFrom('S3') },
  { id: 'west-88', sector: 'West', calibre: 88, observers: ['WN70', 'WN71', 'WN72', 'G3'], provenance: publicFrom('S3') },
];

/** The distinct depth-marker faces seen (gap-fill §10.3): strength and required weapons. */
export const DM_FACES_SEEN: readonly (readonly [number, readonly Weapon[]])[] = [
  [1, ['AR']], [1, ['AR', 'DE']], [1, ['AR', 'RD']], [1, ['DE']], [1, ['FL', 'MO']], [1, ['FL', 'RD']], [1, ['MG']], [1, ['MG', 'MO']],
  [1, ['MO']], [1, ['NA']], [1, ['RD']], [2, []], [2, ['AR']], [2, ['AR', 'RD']], [2, ['DE']], [2, ['DE', 'FL']], [2, ['FL']],
  [2, ['FL', 'AR']], [2, ['FL', 'DE']], [2, ['MG']], [2, ['MG', 'FL']], [2, ['MG', 'MO']], [2, ['NA']], [2, ['RD']], [2, ['RD', 'DE']],
  [2, ['RD', 'FL']], [2, ['RD', 'MO']], [3, ['AR']], [3, ['FL']], [3, ['MG', 'FL']], [3, ['NA']], [3, ['RD', 'DE']], [3, ['RD', 'MO']],
];

/** Depth markers per back (DDOB 3, digest §5.4): 18 WN, 24 Mobile, 8 Building, 4 Armor. */
export const DM_COUNTS: Readonly<Record<DmBack, number>> = { wn: 18, mobile: 24, building: 8, armor: 4 };
/** Stand-in: how many WN DMs are Tactical Reinforcement markers (9.4); the count is not in any source. */
export const WN_TACTICAL_REINFORCEMENT_MARKERS = 2;

const DM_STAND_IN: Provenance = { kind: 'stand-in', why: 'faces are real (S4) but their backs and multiplicities are unknown (gap-fill §15.6): dealt in order' };

/** The 54 depth markers: real faces dealt round-robin over the backs (stand-in), plus the TR markers. */
export const DEPTH_MARKERS: readonly DmFace[] = (() => {
  const out: DmFace[] = [];
  let k = 0;
  for (const back of ['wn', 'mobile', 'building', 'armor'] as const) {
    const n = DM_COUNTS[back] - (back === 'wn' ? WN_TACTICAL_REINFORCEMENT_MARKERS : 0);
    for (let i = 0; i < n; i++) {
      const [strength, requires] = DM_FACES_SEEN[k % DM_FACES_SEEN.length] as readonly [number, readonly Weapon[]];
      k++;
      out.push({ id: `dm-${back}-${i + 1}`, back, strength, requires, tacticalReinforcement: false, provenance: DM_STAND_IN });
    }
    if (back === 'wn')
      for (let i = 0; i < WN_TACTICAL_REINFORCEMENT_MARKERS; i++)
        out.push({ id: `dm-wn-tr-${i + 1}`, back, strength: 0, requires: [], tacticalReinforcement: true, provenance: DM_STAND_IN });
  }
  return out;
})();

export const GERMAN_POOLS_PROVENANCE: Provenance = publicFrom('S4');
