/** Take ground (M44 p.10 [L423-439]; digest A6, A8). */
import { unitRow } from '../data/units.js';
import type { TerrainRow } from '../data/terrain.js';
import { occupancy } from '../board/occupancy.js';
import type { BoardInfo } from '../board/static.js';
import { mayEnter } from '../terrain/effects.js';
import { orderOf, unitAt } from '../util/helpers.js';
import type { AttackCtx, State } from '../state.js';

/**
 * May the attacker of a successful close assault advance into the hex `hex` it vacated? Not
 * artillery, not a card's attack, not after entering a must-stop hex, only where it may move.
 */
export function mayTakeGround(s: State, b: BoardInfo, atk: AttackCtx, hex: number): boolean {
  if (!atk.close || atk.attacker < 0 || hex < 0) return false;
  const a = unitAt(s, atk.attacker);
  const o = orderOf(s.turn, atk.attacker);
  if (a.at < 0 || !o || o.stopped || !unitRow(a.type).mayTakeGround) return false;
  if (occupancy(s, b)[hex] !== -1) return false;
  if (!mayEnter(s, b, a.type, a.at, hex)) return false;
  const to = b.terrain[hex] as TerrainRow;
  // Into a hedgerow only from a hex next to it at the start of the turn (M44 p.15 [L630]).
  if (to.id === 'hedgerow' && !b.geo.adjacent(o.start, hex)) return false;
  // Infantry may not take ground from a beach into a cliff (M44 p.17 [L748]).
  if (to.id === 'cliff' && (b.terrain[a.at] as TerrainRow).id === 'beach') return false;
  return true;
}
