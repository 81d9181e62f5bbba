/**
 * Concealed (Nascosto, HoN p.13 L1055-1059): 2 Concealed tiles that work as Imboscata. In the
 * Supply phase a tile goes on an infantry unit that meets Imboscata's requirement (no enemy would
 * reveal it, [A42]): the unit is hidden. When it is revealed the tile comes back for the next Supply
 * phase (L1059). Infiltrated gives the same tiles (L1065; its Scout part is not modelled here).
 *
 * A hidden unit without the Imboscata ability can only be hidden by a tile, so the tiles in use
 * are counted from the units: nothing new is stored.
 */
import type { Board } from '../map/board.js';
import type { Player, State, Unit } from '../state.js';
import { commandCount } from '../combat/traits.js';
import { reveals } from '../abilities/ambush.js';
import { hasAbility, kindOf } from '../units.js';

/** Tiles per command (L1057). */
export const CONCEALED_TILES = 2;

/** Concealed tiles of `p` not on a unit now. */
export function freeConcealedTiles(s: State, p: Player): number {
  const owned = CONCEALED_TILES * (commandCount(s, p, 'concealed') + commandCount(s, p, 'infiltrated'));
  if (owned === 0) return 0;
  const used = s.units.filter((u) => u.alive && u.owner === p && u.hidden && !hasAbility(u, 'ambush')).length;
  return Math.max(0, owned - used);
}

/** Whether a Concealed tile may go on `u` now (Supply phase, L1059). */
export function mayConceal(s: State, board: Board, u: Unit): boolean {
  if (!u.alive || u.hidden || u.carrier !== null || kindOf(u) !== 'infantry' || hasAbility(u, 'ambush')) return false;
  if (freeConcealedTiles(s, u.owner) === 0) return false;
  for (const e of s.units) if (reveals(s, board, e, u)) return false;
  return true;
}
