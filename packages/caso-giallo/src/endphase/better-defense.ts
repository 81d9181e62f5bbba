/**
 * CG R12.11e-f: what happens to a Better Defense marker the moment its hex is left empty of Allied
 * units, checked after every move (game.ts), not at the next End Phase:
 * - R12.11e, removal for reuse: all units under it left the hex in a Move round, or the hex was
 *   vacated by combat and at least one of its units is still on the map after a successful
 *   retreat; in both cases only if the hex can trace a LOS (R7.2) at that moment.
 * - R12.11f, elimination for the rest of the scenario: every unit of the hex is gone (eliminated in
 *   combat or unable to retreat; we read any other elimination the same way), or the hex cannot
 *   trace a LOS.
 * Units evacuated or exited (CG R13.4, SB7.20) left the hex alive: they count as having moved out.
 */
import { boardOf, counterOf, sideOf, unitsAt } from '../position.js';
import type { Counter } from '../setup/counters.js';
import type { State, Unit } from '../state.js';
import { generalSupplyField } from '../supply/index.js';

/**
 * CG R12.11e: may the marker's hex trace a Line of Supply (R7.2) now, for the units that were
 * under it: to their nationality's general sources (R7.3-R7.4; Dutch units need none in the Netherlands).
 */
export function betterDefenseLos(s: State, hex: number, units: readonly Unit[]): boolean {
  const nationalities = new Set<Counter['nationality']>(units.map((u) => counterOf(s, u.id).nationality));
  for (const n of nationalities) {
    if (n === 'dutch' ? boardOf(s).country[hex] === 'NL' : generalSupplyField(s, 'allied', n)[hex] === 1) return true;
  }
  return false;
}

/** The markers of `after` whose hex `before` had Allied units in and `after` has none: each goes back to the pool or is lost. */
export function removeEmptiedBetterDefense(before: State, after: State): State {
  const markers = after.betterDefense;
  if (!markers || markers.length === 0 || before.units === after.units) return after;
  const now = unitsAt(after);
  const then = unitsAt(before);
  const emptied = markers.filter((h) => !now[h]!.some((u) => sideOf(after, u) === 'allied') && then[h]!.some((u) => sideOf(before, u) === 'allied'));
  if (emptied.length === 0) return after;
  const exited = new Set(after.campaign.exited);
  let back = 0;
  for (const h of emptied) {
    const left = then[h]!.filter((u) => sideOf(before, u) === 'allied');
    // R12.11e: units still on the map (or evacuated) after leaving; R12.11f: none left.
    const alive = left.filter((u) => (after.units.find((x) => x.id === u.id)?.loc ?? -1) >= 0 || exited.has(u.id));
    if (alive.length > 0 && betterDefenseLos(after, h, left)) back++;
  }
  const pool = (after.campaign.betterDefensePool ?? 0) + back;
  return { ...after, betterDefense: markers.filter((h) => !emptied.includes(h)), campaign: { ...after.campaign, betterDefensePool: pool } };
}
