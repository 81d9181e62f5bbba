/**
 * CG R7.3-R7.8 supply sources and ranges as data. Ranges are in hexes of the Line of Supply
 * (digest A66). The Ruhr Cities are not named in the text (digest 5.8): the list is ours.
 */
import { rulebook, standIn, type Provenance } from './provenance.js';

export const ATTACK_SUPPLY_RANGE = Object.freeze({
  /** CG R7.8: to the Army Group B Attack Supply unit. */
  armyGroupB: 5,
  /** CG R7.8: to the Army Group A Attack Supply unit. */
  armyGroupA: 6,
  /** CG R7.8: to a City in Germany with a Line of Supply to a Ruhr City. */
  germanCity: 6,
  /** CG R7.8: to a Westwall Fortified Line hex (one attack per Combat round). */
  westwall: 3,
  /** CG R7.7: British units to an Allied-controlled port. */
  britishPort: 3,
  /** CG R7.7: French units to a Paris hex that traces to the west or south edge. */
  paris: 8,
  /** CG R7.7: French and British units to the AG1 Attack Supply unit. */
  ag1: 5,
});
export const ATTACK_SUPPLY_PROVENANCE: Provenance = rulebook('CG R7.7-R7.8 L1074-L1114');

/** The Ruhr Cities (CG R7.8): the map's, unnamed in the text. */
export const RUHR_CITIES: readonly string[] = Object.freeze(['Essen', 'Duisburg', 'Düsseldorf', 'Dortmund']);
export const RUHR_PROVENANCE: Provenance = standIn('Ruhr City hexes are flagged on the printed map only (digest 5.8); these names are ours');

/** CG R7.3: the Belgian supply sources, by name. */
export const BELGIAN_SOURCES: readonly string[] = Object.freeze(['Antwerpen', 'Oostende']);
export const BELGIAN_SOURCES_PROVENANCE: Provenance = rulebook('CG R7.3 L979-L996, R7.7');

/** CG R7.5c: Out of Supply units have TR -2 (never below 1) and MA 3 (units with MA 3 or less unaffected). */
export const OUT_OF_SUPPLY = Object.freeze({ trLoss: 2, ma: 3, provenance: rulebook('CG R7.5c L1009-L1036') });

