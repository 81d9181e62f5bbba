/**
 * CG R12.5 Surrender of the Netherlands and Belgium (scenarios 1-3; scenario 4 reads the Dutch
 * City Capture Track instead, SB8.11), CG R12.7 Paris Open City and CG R12.2 Disruption removal.
 */
import { CAPTURE_TRACK } from '../data/tables.js';
import { boardOf, controls, counterOf } from '../position.js';
import type { State } from '../state.js';

/**
 * CG R12.5a: the Netherlands surrender in an End Phase in which the German controls six Dutch
 * Cities, any three Dutch Towns counting as one; a Dutch City terror-bombed this End Phase counts.
 */
export function netherlandsSurrender(s: State): boolean {
  const b = boardOf(s);
  let cities = 0;
  let towns = 0;
  for (let loc = 0; loc < b.map.size; loc++) {
    if (b.country[loc] !== 'NL') continue;
    const german = controls(s, loc) === 'german' || s.terror === loc;
    if (!german) continue;
    if (b.settlement[loc] === 'city') cities++;
    if (b.settlement[loc] === 'town') towns++;
  }
  return cities + Math.floor(towns / CAPTURE_TRACK.townsPerCity) >= CAPTURE_TRACK.surrender;
}

/** CG R12.5b: Belgium surrenders when the German controls Antwerp, Brussels, Ghent and Ostend, or no Belgian unit is left. */
export const BELGIAN_KEY_CITIES: readonly string[] = Object.freeze(['Antwerpen', 'Bruxelles', 'Gent', 'Oostende']);

export function belgiumSurrender(s: State): boolean {
  const b = boardOf(s);
  const names = new Set<string>();
  for (let loc = 0; loc < b.map.size; loc++) {
    const name = b.settlementName[loc];
    if (b.country[loc] === 'BE' && name && BELGIAN_KEY_CITIES.includes(name) && controls(s, loc) === 'german') names.add(name);
  }
  if (names.size === BELGIAN_KEY_CITIES.length) return true;
  const belgians = s.units.filter((u) => counterOf(s, u.id).nationality === 'belgian');
  return belgians.length > 0 && belgians.every((u) => u.loc < 0);
}

/**
 * CG R12.5a-b, R10.9d: a country surrenders: its units leave the map, its Defensive Works and
 * Fortified Lines are destroyed; German Minor River crossings there become free (movement/index.ts).
 */
export function surrender(s: State, country: 'NL' | 'BE'): State {
  const b = boardOf(s);
  const nationality = country === 'NL' ? 'dutch' : 'belgian';
  const works = [...s.worksDestroyed];
  const forts = [...(s.fortDestroyed ?? [])];
  for (let loc = 0; loc < b.map.size; loc++) {
    if (b.country[loc] !== country) continue;
    if (b.works[loc] && !works.includes(loc)) works.push(loc);
    if (b.fortified[loc] && !forts.includes(loc)) forts.push(loc);
  }
  return {
    ...s,
    units: s.units.map((u) => (u.loc >= 0 && counterOf(s, u.id).nationality === nationality ? { ...u, loc: -1, dis: false } : u)),
    worksDestroyed: works,
    fortDestroyed: forts,
    surrendered: [...(s.surrendered ?? []), country],
  };
}

/** CG R12.7: the Allied player may declare Paris an Open City from the End Phase of turn 5. */
export const mayDeclareOpenCity = (s: State): boolean => s.turn >= 5 && !s.openCity;

/** Allied units that must leave: those within 2 hexes of a Paris hex, each retreating 2 hexes out (CG R12.7). */
export function openCityEvictions(s: State): string[] {
  const b = boardOf(s);
  const paris: number[] = [];
  for (let loc = 0; loc < b.map.size; loc++) if (b.settlementName[loc] === 'Paris') paris.push(loc);
  return s.units.filter((u) => u.loc >= 0 && counterOf(s, u.id).side === 'allied' && paris.some((p) => b.distance(p, u.loc) <= 2)).map((u) => u.id);
}

export const declareOpenCity = (s: State): State => ({ ...s, openCity: true });

/** CG R6.4, R12.2: Disruption comes off every unit without an Out of Supply marker, and off the Dynamo port. */
export function removeDisruptionExceptOos(s: State): State {
  const oos = s.oos ?? [];
  const units = s.units.map((u) => (u.dis && !oos.includes(u.id) ? { ...u, dis: false } : u));
  return { ...s, units, ...(s.dynamo ? { dynamo: { ...s.dynamo, dis: 0 } } : {}) };
}
