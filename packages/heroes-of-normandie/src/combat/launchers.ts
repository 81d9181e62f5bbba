/**
 * Equipment that gives an attack of its own, used instead of the unit's normal attack (HoN p.10
 * L772-774) and discarded after use (L770): the Panzerfaust (range 4 spaces, a clear line, L887-889),
 * the Grenade Launcher (rifle grenades up to 7 interspaces, Fuoco Indiretto: it scatters without a
 * line [A33], L859-869), HE Shells (a heavy vehicle's primary weapon places a green AoE marker with a
 * clear line, L877-883) and the Demolition Charge (a structure next to the unit at the end of its
 * move, in the Activation or Supply phase, no area of effect, L822-830).
 *
 * The markers' printed values are missing from the sources: the attacks below are stand-ins.
 */
import { squareDistanceXY } from '@esagono/kernel';
import { STAND_IN } from '../data/provenance.js';
import { CONSTANTS } from '../data/constants.js';
import type { Board } from '../map/board.js';
import { sight } from '../map/sight.js';
import { structureTiles, tileSquares } from '../map/structures.js';
import type { State, Unit } from '../state.js';
import { isVehicle, kindOf, weaponsOf } from '../units.js';
import { clearToPoint, pointDistance, unitsUnder, } from './aoe.js';
import { equipmentGroup } from './equipment.js';
import { maxRange } from './fire.js';

/** The Demolition Charge's strength is not given (L822-830): stand-in, rolled as Distruzione 3 (L1171). */
export const DEMOLITION_CHARGE_DICE = { value: 3, provenance: STAND_IN } as const;

/** A clear line between two squares: nothing blocks and no hindering element (L889, [A10]); units block. */
function clearLine(s: State, board: Board, a: Unit, x: number, y: number): boolean {
  return sight(board, a.x, a.y, x, y, (qx, qy) => s.units.some((o) => o.alive && o.x === qx && o.y === qy && !(qx === x && qy === y))).clear;
}

/** Enemy units an infantry unit with a Panzerfaust marker may shoot: within 4 spaces, a clear line, not hidden (L887-889). */
export function panzerfaustTargets(s: State, board: Board, u: Unit): Unit[] {
  if (kindOf(u) !== 'infantry' || u.carrier !== null || !equipmentGroup(s, u, 'panzerfaust')) return [];
  const range = CONSTANTS.panzerfaustRange.value;
  return s.units.filter(
    (t) => t.alive && t.owner !== u.owner && !t.hidden && t.carrier === null && squareDistanceXY(u.x, u.y, t.x, t.y) <= range && clearLine(s, board, u, t.x, t.y),
  );
}

/** Interspaces within `range` of `u` with an enemy under them (a shot at nothing is never useful). */
function pointsWithin(s: State, board: Board, u: Unit, range: number, ok: (p: { px: number; py: number }) => boolean): { px: number; py: number }[] {
  const out: { px: number; py: number }[] = [];
  for (let py = u.y - range + 1; py <= u.y + range; py++)
    for (let px = u.x - range + 1; px <= u.x + range; px++) {
      const p = { px, py };
      if (pointDistance(u.x, u.y, p) > range) continue;
      if (unitsUnder(s, board, p).some((t) => t.owner !== u.owner) && ok(p)) out.push(p);
    }
  return out;
}

/** Rifle grenades: infantry with the Grenade Launcher, interspaces up to 7 away (L863), with or without a line. */
export function rifleGrenadePoints(s: State, board: Board, u: Unit): { px: number; py: number }[] {
  if (kindOf(u) !== 'infantry' || u.carrier !== null || !equipmentGroup(s, u, 'grenadeLauncher')) return [];
  return pointsWithin(s, board, u, CONSTANTS.grenadeLauncherRange.value, () => true);
}

/**
 * HE Shells: a heavy vehicle whose primary weapon has not fired places a green marker on an
 * interspace it sees clearly (L879-881); the range is the primary weapon's (derived: L879 gives none).
 */
export function heShellPoints(s: State, board: Board, u: Unit, weaponsUsed: readonly number[]): { px: number; py: number }[] {
  if (kindOf(u) !== 'heavyVehicle' || weaponsUsed.includes(0) || !equipmentGroup(s, u, 'heShells')) return [];
  // A destroyed main weapon fires no shell (L536).
  if (weaponsOf(u).length === 0 || u.damage.includes('mainWeapon')) return [];
  const range = maxRange(s, u) ?? Math.max(board.width, board.height);
  return pointsWithin(s, board, u, range, (p) => clearToPoint(s, board, u, p));
}

/**
 * Structures a Demolition Charge may blow: the unit stands next to one of its spaces, not inside it
 * (L826), infantry (derived: charges are laid by hand).
 */
export function chargeableStructures(s: State, u: Unit): number[] {
  if (isVehicle(u) || u.carrier !== null || !equipmentGroup(s, u, 'demolitionCharge')) return [];
  const out: number[] = [];
  for (const st of structureTiles(s.battlefield)) {
    const squares = tileSquares(s.battlefield, st.index);
    if (squares.some((q) => q.x === u.x && q.y === u.y)) continue;
    if (squares.some((q) => squareDistanceXY(u.x, u.y, q.x, q.y) === 1)) out.push(st.index);
  }
  return out;
}
