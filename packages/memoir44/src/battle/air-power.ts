/**
 * Cards that pick targets before they roll (digest Appendix A): Air Power (up to 4 enemy units next
 * to one another, M44 p.21 [L885-899] for its dice), Barrage (any 1 enemy unit, 4 dice) and Medics
 * & Mechanics (a damaged own unit, which gets figures back).
 */
import type { BoardInfo } from '../board/static.js';
import { unitAt } from '../util/helpers.js';
import type { FaceCounts } from './dice.js';
import { enemyUnits } from './targets.js';
import type { State, Unit } from '../state.js';

/** Air Power's next target: an enemy unit next to one already picked (any, for the first). */
export function airPowerTargets(s: State, b: BoardInfo, picked: readonly number[]): number[] {
  const out: number[] = [];
  for (const i of enemyUnits(s)) {
    if (picked.includes(i)) continue;
    const at = unitAt(s, i).at;
    if (picked.length === 0 || picked.some((p) => b.geo.adjacent(unitAt(s, p).at, at))) out.push(i);
  }
  return out;
}

/** Most units Air Power attacks (digest Appendix A). */
export const AIR_POWER_TARGETS = 4;

/** Barrage's dice (digest Appendix A). */
export const BARRAGE_DICE = 4;

/** Own units with figures lost, which Medics & Mechanics may treat. */
export function damagedUnits(s: State): number[] {
  const out: number[] = [];
  s.units.forEach((u, i) => {
    if (u.at >= 0 && u.side === s.active && u.figures < u.max) out.push(i);
  });
  return out;
}

/** Medics & Mechanics: each die showing the unit's symbol or a star returns a figure (digest Appendix A, A33). */
export function figuresBack(u: Unit, f: FaceCounts): number {
  return (u.type === 'infantry' ? f[0] : u.type === 'armor' ? f[1] : 0) + f[3];
}
