/**
 * CG SB7.7a-b Scenario 3's airborne operations: the four regiments of 1/7 and 2/7 FJ (with the
 * 22nd LL Division placed on one of them, as in scenario 1) may drop in the paradrop segment of
 * any turn, all together, with no country limits: free on turn 1, for 2 air assets (Stukas) from
 * turn 2. The drop segment comes before dive bombing (R4.1 A), so a later drop is offered only
 * while no Stuka of the turn has been used. Scenarios 1-2 keep the mandatory turn-1 drop in the
 * Netherlands (SB5.7), made by the airborne rules' `dropTargets`.
 *
 * SB4.1b, SB7.4k, SB7.7b: scenario 3 may drop "the four regiments of 1/7 FJ and 2/7 FJ or the
 * complete 7th FJ Division" (one counter, CS 2, MA 2, two steps). Both wait in the airborne box; the
 * German's first drop decides: dropping the division sets the regiments aside for the game, dropping
 * a regiment sets the division aside (off the map, never rebuilt). The division lands on the SB4
 * Landing table as a division: E costs it a step, and a modified 8+ calls for a re-roll without
 * DRMs in which a 6 eliminates it (charts L5629-L5655); the 22 LL joins its hex as it joins a
 * regiment's, with the +3 when the division took an E.
 */
import { landingResult, nextParatrooper } from '../air/paradrop.js';
import { LANDING_REROLL_AT } from '../data/tables.js';
import { enterHex } from '../movement/index.js';
import { boardOf, counterOf, unitsAt } from '../position.js';
import type { Move, State } from '../state.js';

/** CG SB4.1b, SB7.4k: the 7th FJ Division's counter. */
export const FJ_DIVISION = '7FJ';

/** Off the map for the rest of the game (never rebuilt: only eliminated units are, CG R12.10e). */
const SET_ASIDE = -3;

const inBox = (s: State, id: string): boolean => s.units.some((u) => u.id === id && u.loc === -2);
const isRegiment = (s: State, id: string): boolean => {
  const c = counterOf(s, id);
  return c.types.includes('fj') && c.size === 'regiment';
};

/** CG SB7.7b: may the German drop the 7th FJ Division now (scenario 3, before the turn's first drop, both options still in the box)? */
export function divisionDropOffered(s: State): boolean {
  return scenarioOf(s) === 3 && s.stage.kind === 'drop' && s.drops.length === 0 && inBox(s, FJ_DIVISION) && s.units.some((u) => u.loc === -2 && isRegiment(s, u.id));
}

/** CG SB7.7b: the division's drops on the hexes a regiment could take (SB4.2a-b: one para unit a hex). */
export const divisionDropMoves = (s: State, targets: readonly number[]): Move[] => (divisionDropOffered(s) ? targets.map((to): Move => ({ type: 'drop', unit: FJ_DIVISION, to })) : []);

/** CG SB7.7b: the first drop chooses: the division sets the regiments aside, a regiment the division. */
export function chooseAirborne(s: State, unit: string): State {
  if (scenarioOf(s) !== 3 || s.drops.length > 0) return s;
  const aside = (id: string) => (unit === FJ_DIVISION ? isRegiment(s, id) : id === FJ_DIVISION);
  if (!s.units.some((u) => u.loc === -2 && aside(u.id))) return s;
  return { ...s, units: s.units.map((u) => (u.loc === -2 && aside(u.id) ? { ...u, loc: SET_ASIDE } : u)) };
}

export const isFjDivision = (id: string): boolean => id === FJ_DIVISION;

/**
 * CG SB4 Landing table for the 7th FJ Division: X lands it; E costs a step (recorded as the drop's
 * E, for the 22 LL's +3) and on a modified 8+ a re-roll follows (`reroll`); otherwise it lands.
 */
export function landFjDivision(s: State, unit: string, die: number, drm: number): { state: State; reroll: boolean } {
  const drop = s.drops.find((d) => d.unit === unit)!;
  const modified = die + drm;
  const result = landingResult(modified);
  let next: State = { ...s, drops: s.drops.map((d) => (d.unit === unit ? { ...d, result } : d)) };
  if (result === 'E') next = { ...next, units: next.units.map((u) => (u.id === unit ? { ...u, steps: 1 } : u)) };
  const reroll = result === 'E' && modified >= LANDING_REROLL_AT;
  return { state: reroll ? next : enterHex(next, 'german', drop.loc), reroll };
}

/** CG SB4 Landing table: the re-roll, no DRMs: a 6 eliminates the reduced division, else it lands. */
export function rerollFjDivision(s: State, unit: string, die: number): State {
  const drop = s.drops.find((d) => d.unit === unit)!;
  if (die === 6) return { ...s, units: s.units.map((u) => (u.id === unit ? { ...u, loc: -1, steps: 0 } : u)) };
  return enterHex(s, 'german', drop.loc);
}
import { scenarioOf } from '../victory/index.js';

/** CG SB7.7b: from turn 2 a drop costs 2 air assets. */
export const LATER_DROP_COST = 2;

/** CG SB7.7b, SB4.2a-b: clear-terrain hexes (Towns, Cities and Works allowed) of any country, empty, within 10 hexes of a German ground unit. */
export function scenario3DropTargets(s: State): number[] {
  const b = boardOf(s);
  const at = unitsAt(s);
  const ground: number[] = [];
  for (const u of s.units) {
    if (u.loc < 0) continue;
    const c = counterOf(s, u.id);
    if (c.side === 'german' && !c.types.includes('fj') && !c.types.includes('ll')) ground.push(u.loc);
  }
  const out: number[] = [];
  for (let loc = 0; loc < b.map.size; loc++) {
    if (b.terrain[loc] !== 'clear' || at[loc]!.length > 0) continue;
    if (ground.some((g) => b.distance(g, loc) <= 10)) out.push(loc);
  }
  return out;
}

/** CG SB7.7b: the German may hold his paratroopers back (scenario 3, before the first of the turn's drops). */
export const mayHoldDrop = (s: State): boolean => scenarioOf(s) === 3 && s.drops.length === 0;

/** CG SB7.7b: a drop after turn 1, for 2 Stukas, before any dive bombing of the turn. */
export function laterDropAllowed(s: State): boolean {
  return scenarioOf(s) === 3 && s.turn >= 2 && s.drops.length === 0 && s.stukas.used === 0 && s.stukas.available >= LATER_DROP_COST && nextParatrooper(s) !== undefined;
}

/** CG SB7.7b: spend the air assets and start the drop segment. */
export function startLaterDrop(s: State): State {
  const para = nextParatrooper(s)!;
  return { ...s, stukas: { available: s.stukas.available - LATER_DROP_COST, used: s.stukas.used + LATER_DROP_COST }, stage: { kind: 'drop', unit: para.id } };
}
