/**
 * Who benefits from a trait or command (HoN p.10 L766-768): the units of the tile carrying the
 * option, or every unit when it sits on an Officer tile; lost when the option's group breaks
 * (HoN p.4 L282).
 */
import type { State, Unit, Player } from '../state.js';

/** Where a group key's tile part (`<faction>.t<i>`) ends: the second dot, or the key's end. */
export function tileEnd(key: string): number {
  const j = key.indexOf('.', key.indexOf('.') + 1);
  return j < 0 ? key.length : j;
}

/**
 * Whether group keys `a` and `b` are of one tile (their first two parts agree). Compared in place:
 * this runs in every listing, and splitting the keys allocated strings on each call.
 */
export function sameTile(a: string, b: string): boolean {
  const n = tileEnd(a);
  if (n !== tileEnd(b)) return false;
  for (let i = 0; i < n; i++) if (a.charCodeAt(i) !== b.charCodeAt(i)) return false;
  return true;
}

/** Whether `u` is of group `g`'s tile: no tile, no match. */
export const ofTile = (u: Unit, key: string): boolean => u.group !== null && sameTile(key, u.group);

export function hasTrait(s: State, u: Unit, grant: string): boolean {
  // Group keys are `<faction>.t<i>` (a tile) and `<faction>.t<i>.s<slot>` (an option on it).
  for (const g of s.groups) if (g.owner === u.owner && !g.broken && g.grants.includes(grant) && (g.wide || ofTile(u, g.key))) return true;
  return false;
}

/** Army-wide commands of a player (all need an Officer tile, HoN p.4 L238). */
export function commandCount(s: State, p: Player, grant: string): number {
  let n = 0;
  for (const g of s.groups) if (g.owner === p && !g.broken && g.grants.includes(grant)) n++;
  return n;
}
