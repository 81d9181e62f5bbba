/**
 * CG Terrain Effects Chart (charts L5125-L5481, garbled by the PDF extraction; digest 4.1
 * reconstruction). Each cell carries its provenance: `rulebook` where the rules text or a worked
 * example confirms it, `stand-in` where the chart is unreadable.
 */
import { derived, rulebook, standIn, type Provenance } from './provenance.js';

export const TERRAINS = ['clear', 'woods', 'rough', 'forest', 'hill', 'marsh', 'mountain', 'flooded'] as const;
export type Terrain = (typeof TERRAINS)[number];

export interface TerrainRow {
  /** MP to enter off-road; null = prohibited; 'all' = all MP, starting adjacent (Flooded). */
  readonly mp: number | null | 'all';
  readonly mpProvenance: Provenance;
  /** Column shifts left for the defender (CG R11.3c: terrain shifts are cumulative). */
  readonly shiftLeft: number;
  /** Stuka DRM (CG R5.1e; terrain DRMs do not add up: the worst one counts). */
  readonly stukaDrm: number | null;
  /** No armour shift attacking into or out of (CG R11.3c L2066). */
  readonly noArmourShift: boolean;
  /** Two air assets per column shift (TEC Marsh/Flooded; digest A16). */
  readonly doubleAir: boolean;
  readonly provenance: Provenance;
}

export const TERRAIN: Readonly<Record<Terrain, TerrainRow>> = Object.freeze({
  clear: { mp: 1, mpProvenance: rulebook('CG TEC L5134; SB9 L4861'), shiftLeft: 0, stukaDrm: 0, noArmourShift: false, doubleAir: false, provenance: rulebook('CG TEC L5134, L5186') },
  woods: { mp: 1, mpProvenance: standIn('woods MP cell unreadable (digest 4.1 "?")'), shiftLeft: 1, stukaDrm: -1, noArmourShift: false, doubleAir: false, provenance: rulebook('CG TEC; SB9 L4998-L5000; Stuka table L5587') },
  rough: { mp: 2, mpProvenance: standIn('rough MP cell probable (digest 4.1 "~")'), shiftLeft: 1, stukaDrm: -1, noArmourShift: false, doubleAir: false, provenance: rulebook('CG TEC L5161-L5162; R10.8 example L1881') },
  forest: { mp: 2, mpProvenance: rulebook('CG TEC L5141-L5153; SB9 L4879'), shiftLeft: 1, stukaDrm: -2, noArmourShift: false, doubleAir: false, provenance: rulebook('CG TEC L5141-L5153') },
  hill: { mp: 1, mpProvenance: rulebook('CG TEC L5176-L5179; SB9 L4869'), shiftLeft: 1, stukaDrm: 0, noArmourShift: false, doubleAir: false, provenance: rulebook('CG TEC L5176-L5179; R11.3 example L2124') },
  marsh: { mp: 2, mpProvenance: standIn('marsh MP cell probable (digest 4.1: 1 for Dutch units, 2 for others; we use 2 for all)'), shiftLeft: 1, stukaDrm: -1, noArmourShift: true, doubleAir: true, provenance: rulebook('CG TEC L5166-L5167, L5193-L5215; R11.3c') },
  mountain: { mp: null, mpProvenance: rulebook('CG TEC L5217'), shiftLeft: 0, stukaDrm: null, noArmourShift: false, doubleAir: false, provenance: rulebook('CG TEC L5217') },
  flooded: { mp: 'all', mpProvenance: rulebook('CG TEC L5246-L5249'), shiftLeft: 1, stukaDrm: null, noArmourShift: true, doubleAir: true, provenance: rulebook('CG TEC L5246-L5261') },
});

/** Settlements: Town uses the other terrain (OT); City 1L, no armour shift, Stuka -2 (CG TEC L5219-L5243). */
export const SETTLEMENT = Object.freeze({
  town: { shiftLeft: 0, stukaDrm: -1, noArmourShift: false, reducedRetreat: true, provenance: rulebook('CG TEC L5219-L5223') },
  city: { shiftLeft: 1, stukaDrm: -2, noArmourShift: true, reducedRetreat: true, provenance: rulebook('CG TEC L5226-L5243; R9.4b') },
});

/** Undestroyed Defensive Works: German +1 MP to enter, 1L, Stuka -1 (CG TEC L5330-L5331; R10.9b; digest A60). */
export const DEFENSIVE_WORKS = Object.freeze({ germanMp: 1, shiftLeft: 1, stukaDrm: -1, provenance: rulebook('CG TEC L5330-L5331, R10.9b, SB9 L4861-L4865') });

export const RIVERS = ['minor', 'major', 'rhine'] as const;
export type River = (typeof RIVERS)[number];

/** Hexside rivers (CG TEC L5263-L5274; R10.6; R9.4a; R11.4b). */
export const RIVER = Object.freeze({
  minor: { mp: 1, zocAcross: true, retreatAcross: true, motorizedAttackOnlyAtCrossing: false, allAttackOnlyAtCrossing: false, provenance: rulebook('CG TEC L5263-L5266, L5306-L5309; R10.6a') },
  major: { mp: 1, zocAcross: false, retreatAcross: false, motorizedAttackOnlyAtCrossing: true, allAttackOnlyAtCrossing: false, provenance: rulebook('CG TEC L5268-L5271, L5386-L5390') },
  rhine: { mp: 1, zocAcross: false, retreatAcross: false, motorizedAttackOnlyAtCrossing: true, allAttackOnlyAtCrossing: true, provenance: rulebook('CG TEC L5273-L5274, L5392-L5396') },
});

/** Road: 1 MP from road hex to road hex along the road; no relief for river costs (CG R10.4a, c). */
export const ROAD = Object.freeze({ mp: 1, provenance: rulebook('CG R10.4 L1643-L1662') });

/** Refugees and terror bombing: +1 MP to Allied units (CG R10.11, R12.6; digest A45: at most +1 per hex). */
export const REFUGEE_MP = Object.freeze({ mp: 1, provenance: rulebook('CG R10.11 L1928-L1933; R12.6') });

/** Crossing Interdiction: German units pay +1 MP more across interdicted river hexsides (CG R10.7e). */
export const INTERDICTED_MP = Object.freeze({ mp: 1, provenance: derived('CG R10.7e; example L727-L729 (Major River +2)') });
