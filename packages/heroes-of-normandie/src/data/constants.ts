/**
 * The rulebook's numeric constants (digest §4.12), each with its reference. Provenance: rulebook.
 */
export interface Constant {
  readonly value: number;
  readonly rule: string;
}

const c = (value: number, rule: string): Constant => ({ value, rule });

export const CONSTANTS = {
  /** Max turns by default (L272). */
  maxTurns: c(8, 'HoN p.4 L272'),
  /** Max numbered Order tokens (L310). */
  maxOrders: c(10, 'HoN p.5 L310'),
  /** Bluff tokens per turn, +1 per Bluff command (L316, L1023). */
  bluffs: c(1, 'HoN p.5 L316'),
  /** Max Special Orders (L322). */
  maxSpecialOrders: c(2, 'HoN p.5 L322'),
  /** Hand size refilled to (L262, L614). */
  handSize: c(4, 'HoN p.8 L614'),
  /** Minimum deck size (L256). */
  deckMinimum: c(40, 'HoN p.4 L256'),
  /** Cards per faction pool (L256). */
  factionPool: c(78, 'HoN p.4 L256'),
  /** Long range: beyond this many spaces, -2 (L490). */
  longRange: c(7, 'HoN p.7 L490'),
  /** Long-range penalty (L490). */
  longRangePenalty: c(2, 'HoN p.7 L490'),
  /** Sharpshooters long-range threshold (L969). */
  sharpshootersLongRange: c(9, 'HoN p.12 L969'),
  /** Suppressed: -2 to every roll and -2 MV per marker (L1327, L1335). */
  suppressedPenalty: c(2, 'HoN p.15 L1327'),
  /** Kill Shot: total >= this many times the defence (L522). */
  killShotFactor: c(2, 'HoN p.7 L522'),
  /** Destruction die: a marker on 4+ (L1173). */
  destructionDie: c(4, 'HoN p.14 L1173'),
  /** Scatter distance in interspaces on 1-4 (L1223). */
  scatterDistance: c(2, 'HoN p.14 L1223'),
  /** Grenade range in interspaces (L848). */
  grenadeRange: c(2, 'HoN p.10 L848'),
  /** Grenade Launcher range in interspaces (L863). */
  grenadeLauncherRange: c(7, 'HoN p.11 L863'),
  /** Panzerfaust range in spaces (L889). */
  panzerfaustRange: c(4, 'HoN p.11 L889'),
  /** Ambush reveal distance when the hidden unit is in terrain (L1129). */
  ambushRevealDistance: c(2, 'HoN p.14 L1129'),
  /** Barrage Order radius (L1165). */
  barrageRadius: c(3, 'HoN p.14 L1165'),
  /** Directive radius (L1029). */
  directiveRadius: c(3, 'HoN p.13 L1029'),
  /** Substitute radius (L1315). */
  substituteRadius: c(2, 'HoN p.15 L1315'),
  /** Raffica: max spaces between targets (L1250). */
  rafficaSpread: c(2, 'HoN p.15 L1250'),
  /** Nazi Basterds extra Army Points (L963). */
  naziBasterdsPoints: c(30, 'HoN p.12 L963'),
  /** Tankbuster assault bonus vs heavy vehicles (L975). */
  tankbusterBonus: c(2, 'HoN p.12 L975'),
  /** Sharpshooters bonus to a Limited Range (L969). */
  sharpshootersRangeBonus: c(2, 'HoN p.12 L969'),
  /** Heroic: max activations per unit per turn (L951). */
  heroicMaxActivations: c(2, 'HoN p.12 L951'),
  /** Retreat options after a lost assault: the 3 spaces opposite the attacker (L424). */
  retreatOptions: c(3, 'HoN p.6 L424'),
  /** Zone of control: the 8 adjacent spaces (L360). */
  zocSpaces: c(8, 'HoN p.6 L360'),
  /** Vehicle rotation: 45 degrees per step, 1 MP per 45 degrees in place (L372). */
  rotationStepDegrees: c(45, 'HoN p.6 L372'),
} as const satisfies Record<string, Constant>;

export type ConstantName = keyof typeof CONSTANTS;
