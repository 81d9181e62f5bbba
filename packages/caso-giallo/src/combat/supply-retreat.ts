/**
 * CG R7.9e: an Attack Supply unit attacked in a hex with friendly units "must retreat [2] hexes
 * before the combat is resolved" (digest R7.9: 2 hexes): its owner picks the path, by the rules of
 * R11.4 (and R7.9d: rivers only at crossings not interdicted, Forest only along a road). One that
 * cannot retreat stays in the hex; it has no CS and no TR, so it takes no part in the combat, and
 * it is eliminated if enemy units enter the hex by advance after combat (`advance`, results.ts).
 */
import { sideOf, sizeOf, unitById, unitsAt } from '../position.js';
import { fortifiedOwner } from '../supply/index.js';
import { other, type Combat, type State, type Unit } from '../state.js';
import { retreatOptions } from './results.js';

/** CG R7.9e (digest R7.9): the retreat is two hexes, as a DR's (R11.4b). */
export const SUPPLY_RETREAT_HEXES = 2;

const isSupply = (s: State, u: Unit): boolean => sizeOf(s, u) === 'supply';

/**
 * The defender's Attack Supply units in the target hex, when friendly units other than supply units
 * are there too, or (as `loneSupplyUnits` reads R7.9e) their own Fortified Line's garrison defends it.
 */
export function stackedSupplyUnits(s: State, c: Combat): string[] {
  const here = unitsAt(s)[c.target]!;
  const def = other(c.attacker);
  const own = here.filter((u) => sideOf(s, u) === def);
  if (!own.some((u) => !isSupply(s, u)) && fortifiedOwner(s, c.target) !== def) return [];
  return own.filter((u) => isSupply(s, u)).map((u) => u.id);
}

/** The legal retreats of Attack Supply unit `u` out of the combat hex (R11.4, R7.9d). */
export const supplyRetreatPaths = (s: State, c: Combat, u: Unit): number[][] => retreatOptions(s, { ...c, retreatHexes: SUPPLY_RETREAT_HEXES }, u);

/**
 * The combat once its stacked supply units are known: they leave the defenders (no CS, no TR, no
 * losses); those with a legal path wait in `retreating` for their owner's choice, the others stay.
 */
export function supplyRetreatStage(s: State, c: Combat): Combat {
  const ids = stackedSupplyUnits(s, c);
  const defenders = c.defenders.filter((id) => !ids.includes(id));
  return pruneSupplyRetreat(s, { ...c, stage: 'retreat', defenders, retreating: ids });
}

/** A retreat before the roll (no result yet) is this rule's. */
export const isSupplyRetreat = (c: Combat): boolean => c.stage === 'retreat' && c.result === null;

/** Drops the supply units that have no legal retreat (or left the hex): they stay, or are gone. */
export function pruneSupplyRetreat(s: State, c: Combat): Combat {
  const retreating = c.retreating.filter((id) => {
    const u = unitById(s, id);
    return u !== undefined && u.loc === c.target && supplyRetreatPaths(s, c, u).length > 0;
  });
  return { ...c, retreating };
}
