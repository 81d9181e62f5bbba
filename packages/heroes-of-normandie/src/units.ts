/**
 * Reading a unit's counter: the side up, its abilities, attack bonuses by defence colour and
 * movement (HoN p.4 L65-137). Helpers over state, allocation-light.
 */
import { ROSTER } from './data/roster.js';
import type { Attack, Bonus, Counter, CounterSide, DefColor, UnitKind } from './data/schemas.js';
import type { AbilityId } from './data/catalogue.js';
import { CONSTANTS } from './data/constants.js';
import type { State, Unit } from './state.js';
import { covers } from './vehicles/footprint.js';
import { contextOf } from './context.js';
import { blockersOf, buildIndex, deriveIndex, liveOf, sharedOf, wreckOf, type SquareIndex } from './speed/squares.js';
import { withState } from './speed/copy.js';

export function counterOf(u: Unit): Counter {
  const c = ROSTER[u.counter];
  if (!c) throw new Error(`unknown counter ${u.counter}`);
  return c;
}

export function sideOf(u: Unit): CounterSide {
  return counterOf(u).sides[u.side];
}

export function kindOf(u: Unit): UnitKind {
  return counterOf(u).kind;
}

export const isVehicle = (u: Unit): boolean => kindOf(u) !== 'infantry';

export function colorOf(u: Unit): DefColor {
  return sideOf(u).defense.color;
}

export function hasAbility(u: Unit, id: AbilityId): boolean {
  for (const a of sideOf(u).abilities) if (a.id === id) return true;
  return false;
}

/** The printed value of an ability icon (0 when it has none), or null when the side lacks it. */
export function abilityValue(u: Unit, id: AbilityId): number | null {
  const a = sideOf(u).abilities.find((x) => x.id === id);
  return a ? (a.value ?? 0) : null;
}

/** The attack profiles a unit may use: its weapons (vehicles), or its single profile. */
export interface WeaponView {
  readonly attack: Attack;
  readonly primary: boolean;
  readonly piercing: boolean;
  /** Fire on the Move: the printed penalty, or null without the ability (HoN p.14 L1179). */
  readonly fireOnTheMove: number | null;
  /** The fire arc in degrees, centred on the facing (HoN p.7 L494-496); 360 for a unit's single profile. */
  readonly arc: number;
}


function fireOnTheMoveOf(abs: readonly { id: string; value?: number | undefined }[]): number | null {
  for (const a of abs) if (a.id === 'fireOnTheMove') return Math.abs(a.value ?? 0);
  return null;
}

function buildWeapons(s: CounterSide): readonly WeaponView[] {
  if (s.weapons && s.weapons.length > 0) {
    return s.weapons.map((w) => ({
      attack: w.attack,
      primary: w.slot === 'primary',
      piercing: w.abilities.some((a) => a.id === 'piercing'),
      fireOnTheMove: fireOnTheMoveOf(w.abilities),
      arc: w.arc,
    }));
  }
  return s.attack ? [{ attack: s.attack, primary: true, piercing: s.abilities.some((a) => a.id === 'piercing'), fireOnTheMove: fireOnTheMoveOf(s.abilities), arc: 360 }] : [];
}

// Weapon views per printed side of the roster, built once at load and never changed: counters are constant data.
const WEAPON_VIEWS: ReadonlyMap<CounterSide, readonly WeaponView[]> = new Map(
  Object.values(ROSTER).flatMap((c) => c.sides.map((s) => [s, buildWeapons(s)] as const)),
);

export function weaponsOf(u: Unit): readonly WeaponView[] {
  const s = sideOf(u);
  return WEAPON_VIEWS.get(s) ?? buildWeapons(s);
}

/** A weapon's bonus against a colour; X for a destroyed main weapon (HoN p.7 L536). */
export function bonusOf(u: Unit, weapon: number, color: DefColor): Bonus {
  const w = weaponsOf(u)[weapon];
  if (!w) return 'X';
  if (w.primary && u.damage.includes('mainWeapon') && weaponsOf(u).length > 1) return 'X';
  return w.attack[color];
}

/** Movement this activation: printed + card bonus - 2 per Suppressed; Tracks: 0 (HoN p.15 L1335, p.7 L529). */
export function movementOf(u: Unit, bonus = 0): number {
  const mv = sideOf(u).movement;
  if (mv === 'X' || u.damage.includes('tracks')) return 0;
  return mv + bonus - CONSTANTS.suppressedPenalty.value * u.suppressed;
}

export function unitById(s: State, id: string): Unit | undefined {
  for (const u of s.units) if (u.id === id) return u;
  return undefined;
}

/**
 * Who stands where (speed/squares.ts), per units array: states that share their units share it. Kept
 * in the game's context, and derived from the index of the array asked about before it when that
 * one is the previous state's (the usual case along a game).
 */
export function squareIndex(s: State): SquareIndex {
  const c = contextOf(s);
  const units = s.units;
  let ix = c.squares.get(units);
  if (ix === undefined) {
    const prev = c.lastIndexed;
    ix = (prev && deriveIndex(prev.units, prev.index, units)) ?? buildIndex(units, s.battlefield.width, s.battlefield.height);
    c.squares.add(units, ix);
    c.lastIndexed = { units, index: ix };
  }
  return ix;
}

/** The live unit (not a wreck) on a square, if any. */
export function unitAt(s: State, x: number, y: number, except?: string): Unit | undefined {
  const ix = squareIndex(s);
  if (x >= 0 && y >= 0 && x < ix.width && y < ix.height) {
    const cell = ix.cells[y * ix.width + x]!;
    const i = liveOf(cell);
    if (i === 0) return undefined;
    const u = s.units[i - 1]!;
    if (!sharedOf(cell)) return u.id === except ? undefined : u;
  }
  for (const u of s.units) if (u.alive && covers(u, x, y) && u.id !== except) return u;
  return undefined;
}

/** Who blocks a line of sight on a square (HoN p.7 L474, [A8]): bit 1 live infantry, bit 2 a live vehicle, carried units apart; `ix` is the state's index. */
export function blockersAt(s: State, ix: SquareIndex, x: number, y: number): number {
  if (x >= 0 && y >= 0 && x < ix.width && y < ix.height) return blockersOf(ix.cells[y * ix.width + x]!);
  let m = 0;
  for (const u of s.units) if (u.alive && u.carrier === null && covers(u, x, y)) m |= isVehicle(u) ? 2 : 1;
  return m;
}

export function wreckAt(s: State, x: number, y: number): Unit | undefined {
  const ix = squareIndex(s);
  if (x >= 0 && y >= 0 && x < ix.width && y < ix.height) {
    const i = wreckOf(ix.cells[y * ix.width + x]!);
    return i === 0 ? undefined : s.units[i - 1];
  }
  for (const u of s.units) if (u.wreck && covers(u, x, y)) return u;
  return undefined;
}

export function replaceUnit(s: State, next: Unit): State {
  return withState(s, { units: unitsWith(s, next) });
}

/** The units with `next` in place of its old self: for a state built with one copy, `{ ...s, units: unitsWith(s, u), activation }`. */
export function unitsWith(s: State, next: Unit): Unit[] {
  const units = s.units.slice();
  for (let i = 0; i < units.length; i++)
    if (units[i]!.id === next.id) {
      units[i] = next;
      break;
    }
  return units;
}
