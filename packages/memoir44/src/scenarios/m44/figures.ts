import { BADGES, type BadgeId } from '../../data/badges.js';
import { UNITS, type UnitType } from '../../data/units.js';

/** Figures when the map gives no number: the badge's, else the type's (M44 p.4 [L122], p.13). */
export function defaultFigures(type: UnitType, badge: BadgeId | undefined): number {
  return badge ? BADGES[badge].figures : UNITS[type].figures;
}
