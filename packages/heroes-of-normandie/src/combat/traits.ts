/**
 * Who benefits from a trait or command (HoN p.10 L766-768): the units of the tile carrying the
 * option, or every unit when it sits on an Officer tile; lost when the option's group breaks
 * (HoN p.4 L282).
 */
import type { State, Unit, Player } from '../state.js';

export function hasTrait(s: State, u: Unit, grant: string): boolean {
  // Group keys are `<faction>.t<i>` (a tile) and `<faction>.t<i>.s<slot>` (an option on it).
  const tile = u.group === null ? null : u.group.split('.').slice(0, 2).join('.');
  return s.groups.some(
    (g) => g.owner === u.owner && !g.broken && g.grants.includes(grant) && (g.wide || (tile !== null && g.key.split('.').slice(0, 2).join('.') === tile)),
  );
}

/** Army-wide commands of a player (all need an Officer tile, HoN p.4 L238). */
export function commandCount(s: State, p: Player, grant: string): number {
  return s.groups.filter((g) => g.owner === p && !g.broken && g.grants.includes(grant)).length;
}
