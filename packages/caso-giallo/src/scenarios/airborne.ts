/**
 * CG SB7.7a-b Scenario 3's airborne operations: the four regiments of 1/7 and 2/7 FJ (with the
 * 22nd LL Division placed on one of them, as in scenario 1) may drop in the paradrop segment of
 * any turn, all together, with no country limits: free on turn 1, for 2 air assets (Stukas) from
 * turn 2. The drop segment comes before dive bombing (R4.1 A), so a later drop is offered only
 * while no Stuka of the turn has been used. Scenarios 1-2 keep the mandatory turn-1 drop in the
 * Netherlands (SB5.7), made by the airborne rules' `dropTargets`.
 */
import { nextParatrooper } from '../air/paradrop.js';
import { boardOf, counterOf, unitsAt } from '../position.js';
import type { State } from '../state.js';
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
