/**
 * Directives (HoN p.13 L1027-1047): at the end of the Orders phase a player with the Directive
 * command may put one marker on an officer with the Orders ability [A44]; every unit of theirs
 * within 3 spaces of it, the officer included, gets the bonus this turn.
 */
import { squareDistanceXY } from '@esagono/kernel';
import { CONSTANTS } from '../data/constants.js';
import { DIRECTIVES, type DirectiveRow } from '../data/tables.js';
import type { Player, State, Unit } from '../state.js';
import { abilityValue, counterOf, unitById } from '../units.js';

type Field = 'fireVsInfantry' | 'assault' | 'movement' | 'infantryDefense';

/** The bonus `u` gets from its side's directives now. */
export function directiveBonus(s: State, u: Unit, field: Field): number {
  let n = 0;
  for (const d of s.directives) {
    if (d.player !== u.owner) continue;
    const officer = unitById(s, d.unit);
    if (!officer || !officer.alive || squareDistanceXY(officer.x, officer.y, u.x, u.y) > CONSTANTS.directiveRadius.value) continue;
    n += (DIRECTIVES.find((r) => r.id === d.directive) as DirectiveRow)[field];
  }
  return n;
}

/** Officers of `p` that may carry a Directive: yellow border and the Orders ability [A44]. */
export function directiveOfficers(s: State, p: Player): Unit[] {
  return s.units.filter((u) => u.alive && u.owner === p && counterOf(u).border === 'officer' && abilityValue(u, 'orders') !== null);
}

export function directiveGroup(s: State, p: Player): State['groups'][number] | undefined {
  return s.groups.find((g) => g.owner === p && !g.broken && g.markers > 0 && g.grants.includes('directive'));
}

/** Whether `p` may place a Directive this turn: markers, an officer, none placed yet (max 1 a turn). */
export function mayDirect(s: State, p: Player): boolean {
  return directiveGroup(s, p) !== undefined && directiveOfficers(s, p).length > 0 && !s.directives.some((d) => d.player === p);
}
