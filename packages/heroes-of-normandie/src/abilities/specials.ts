/**
 * The counters an option brings that are no ordinary unit (HoN p.10-12):
 * - Stratagem decoys (Tricky, HoN p.12 L979-985): a secret face and a blank one. Until identified
 *   (by Imboscata's reveal test, L983) they are played like any unit and may take Orders, but they
 *   stay still (L985). Identified, a decoy shows its blank face and is removed [A42]: it is no
 *   loss of a unit (no Break Point) and no unit for the game's end (L272).
 * - The Goliath (HoN p.10 L838-842): it may enter a space of enemy units during its move and be
 *   blown up at any point of its move; it is then removed. The units in its space are attacked
 *   (a heavy vehicle with its side defence); a structure there suffers its Distruzione dice.
 *   Read [derived]: entering an enemy's space ends its move and leaves it only its detonation (one
 *   unit per space, L356); a detonation in a Supply-phase move is allowed (review finding 5: the
 *   immutable rule forbids only Fire and Assault, L604).
 * - The Horn of Plenty (HoN p.11 L873-875): deployed as an Esploratore 3 unit; it turns the blue
 *   AoE markers of every mortar of its army within 2 spaces into green ones. Mortars are read as
 *   the units with Fuoco Indiretto [derived].
 */
import type { GameEvent } from '@esagono/kernel';
import type { MarkerId } from '../combat/aoe.js';
import type { Provenance } from '../data/provenance.js';
import type { State, Unit } from '../state.js';
import { counterOf, hasAbility } from '../units.js';
import { withState, withUnit } from '../speed/copy.js';

type Events = GameEvent[];
const ev = (e: Record<string, unknown> & { type: string; rule: string }): GameEvent => e as GameEvent;

export const isDecoy = (u: Unit): boolean => counterOf(u).role === 'decoy';
export const isGoliath = (u: Unit): boolean => counterOf(u).role === 'goliath';
export const isHorn = (u: Unit): boolean => counterOf(u).role === 'hornOfPlenty';

/** Identified decoys are removed (L983, [A42]): not eliminated, so no Break Point is touched. */
export function removeIdentifiedDecoys(s: State, events: Events): State {
  if (!s.units.some((u) => u.alive && !u.hidden && isDecoy(u))) return s;
  return withState(s, { units: s.units.map((u) => {
      if (!u.alive || u.hidden || !isDecoy(u)) return u;
      events.push(ev({ type: 'stratagem-identified', rule: 'HoN p.12 L983', unit: u.id }));
      return withUnit(u, { alive: false, token: null, side: 1 as const });
    }) });
}

/** Whether the Goliath `g` may step into `occupant`'s space: an enemy, infantry or vehicle (L840). */
export function goliathEnters(g: Unit, occupant: Unit): boolean {
  return isGoliath(g) && occupant.owner !== g.owner;
}

/** The Horn of Plenty's reach (L875). */
export const HORN_RANGE = 2;

/** Its Distruzione dice against a structure it blows up in (L842): printed on the counter, a stand-in. */
export const GOLIATH_DESTRUCTION: { readonly value: number; readonly provenance: Provenance } = { value: 2, provenance: { kind: 'stand-in', note: 'HoN p.10 L842: the Goliath counter is missing' } };

/** The marker a mortar fires: green instead of blue within 2 of its army's Horn of Plenty (L875). */
export function hornMarker(s: State, firer: Unit, marker: MarkerId): MarkerId {
  if (marker !== 'blue' || !hasAbility(firer, 'indirectFire')) return marker;
  const near = s.units.some(
    (h) => h.alive && h.owner === firer.owner && h.carrier === null && isHorn(h) && Math.max(Math.abs(h.x - firer.x), Math.abs(h.y - firer.y)) <= HORN_RANGE,
  );
  return near ? 'green' : marker;
}
