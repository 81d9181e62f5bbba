/**
 * Names as a player reads them: units by the name printed on their counter (`9. Panzer-Division`),
 * hexes by their printed numbers with the settlement printed there (`3913 (Nijmegen)`).
 */
import { boardOf, counterOf } from '../position.js';
import type { Player, State, Unit } from '../state.js';

export const SIDE_NAME: Readonly<Record<Player, string>> = { german: 'German', allied: 'Allied' };

/** A hex by its printed number and settlement name; `#loc` only for a location off the board. */
export function hexName(s: State, loc: number): string {
  const b = boardOf(s);
  const id = b.ids[loc];
  if (id === undefined) return loc === -2 ? 'the airborne box' : loc === -1 ? 'the eliminated units' : `#${loc}`;
  const name = b.settlementName[loc];
  if (!name) return id;
  return name.includes('(') ? `${id} ${name}` : `${id} (${name})`;
}

/** The counter's printed name, or its id if the scenario has no such counter. */
export function counterName(s: State, id: string): string {
  return counterOfSafe(s, id)?.name ?? id;
}

/** `counterOf` for an id that may not be a counter of the scenario (a newer move's field). */
const counterOfSafe = (s: State, id: string) => (counterOf(s, id) as ReturnType<typeof counterOf> | undefined);

/** A unit and where it stands: `9. Panzer-Division at 3913 (Nijmegen)`. */
export function unitName(s: State, id: string): string {
  const u = s.units.find((x) => x.id === id);
  const name = counterName(s, id);
  if (!u) return name;
  return u.loc >= 0 ? `${name} at ${hexName(s, u.loc)}` : u.loc === -2 ? `${name} in the airborne box` : `${name} (eliminated)`;
}

/** The printed values of the face a unit shows: CS, MA, TR. */
export function valuesOf(s: State, u: Unit): { readonly cs: number; readonly ma: number; readonly tr: number } | null {
  const c = counterOfSafe(s, u.id);
  if (!c) return null;
  return u.steps < 2 && c.back ? c.back : c.front;
}

export const sideOfId = (s: State, id: string): Player | null => counterOfSafe(s, id)?.side ?? null;
