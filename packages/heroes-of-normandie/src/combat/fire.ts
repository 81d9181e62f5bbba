/**
 * Fire (HoN p.7 L454-522): a unit that has not moved fires at an enemy in line of sight against
 * whose defence colour it has a bonus (not X, L458-460). Total = 1d6 + bonus + card bonuses
 * - 2 per Suppressed marker (L1327) - obstacle penalties (L653) - 2 beyond 7 spaces (L490);
 * a hit on total >= defence (L512), a Kill Shot on total >= 2 x defence (L522). Range is the
 * king-move distance, the target's square counted and the firer's not (L492).
 */
import { inSquareArc, squareArcSide, squareDistanceXY } from '@esagono/kernel';
import { CONSTANTS } from '../data/constants.js';
import type { Defense } from '../data/schemas.js';
import { buildingAt, isOpening, type Board } from '../map/board.js';
import { sight, type Sight } from '../map/sight.js';
import { terrainHere } from '../movement/move.js';
import type { State, Unit } from '../state.js';
import { abilityValue, bonusOf, colorOf, hasAbility, isVehicle, kindOf, sideOf, weaponsOf } from '../units.js';
import { commandCount, hasTrait } from './traits.js';
import { directiveBonus } from './directives.js';
import { smokePenalty } from '../commands/smoke.js';
import { atCell, cellsOf, footprintOf } from '../vehicles/footprint.js';
import { blockersAt, squareIndex, unitAt } from '../units.js';
import type { SquareIndex } from '../speed/squares.js';

/** Long-range penalty at distance d (L490); Sharpshooters beyond 9 (L969); Hawkeye none (L1191). */
export function longRangePenalty(d: number, opts: { sharpshooters?: boolean; hawkeye?: boolean } = {}): number {
  if (opts.hawkeye) return 0;
  const limit = opts.sharpshooters ? CONSTANTS.sharpshootersLongRange.value : CONSTANTS.longRange.value;
  return d > limit ? CONSTANTS.longRangePenalty.value : 0;
}

/** Limited Range N, +2 with Sharpshooters (L1237-1243, L969); null when unlimited. */
export function maxRange(s: State, u: Unit): number | null {
  const v = abilityValue(u, 'limitedRange');
  if (v === null) return null;
  return v + (hasTrait(s, u, 'sharpshooters') ? CONSTANTS.sharpshootersRangeBonus.value : 0);
}

/** Whether units on (x, y) block a line whose target is blocked by `mask` (2 vehicles, 3 any unit): the square index's sight bits (speed/squares.ts). */
function blockedAt(s: State, ix: SquareIndex, board: Board, mask: number, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < board.width && y < board.height && (blockersAt(s, ix, x, y) & mask) !== 0;
}

/** The line from `a` to `b`: intervening units block an infantry target, vehicles block any (L474, [A8]). */
export function sightBetween(s: State, board: Board, a: Unit, b: Unit): Sight {
  const mask = isVehicle(b) ? 2 : 3;
  // One index per units array, read for every square of the line (inline callbacks: no closure named per call).
  const ix = squareIndex(s);
  // The two end squares are never judged by `sight`, so their own occupants need no exclusion; the
  // other space of a 2-space firer or target is the vehicle itself, never in its own way [derived].
  if (footprintOf(a) === 2 || footprintOf(b) === 2) {
    return sight(board, a.x, a.y, b.x, b.y, (x, y) => {
      if (!blockedAt(s, ix, board, mask, x, y)) return false;
      const o = unitAt(s, x, y);
      return o === undefined || (o.id !== a.id && o.id !== b.id);
    });
  }
  return sight(board, a.x, a.y, b.x, b.y, (x, y) => blockedAt(s, ix, board, mask, x, y));
}

/**
 * Which heavy-vehicle defence a shot meets [A7]: the footprint edge the line from the firer
 * enters by. In the vehicle's frame (facing f), the firer's offset has a forward part `a` and a
 * sideways part `b`: |a| > |b| front or rear, |b| > |a| side, equal: the attacker's choice (the
 * lower, L486).
 */
export function facingDefense(def: Extract<Defense, { color: 'grey' }>, facing: number, dx: number, dy: number): number {
  switch (squareArcSide(facing, dx, dy)) {
    case 'front':
      return def.front;
    case 'rear':
      return def.rear;
    case 'side':
      return def.side;
    case 'front-side':
      return Math.min(def.front, def.side);
    case 'rear-side':
      return Math.min(def.rear, def.side);
  }
}

/** The defence a shot from `from` must reach: printed, + terrain for infantry (L643-645), HV by angle. */
export function defenseAgainst(s: State, board: Board, target: Unit, fromX: number, fromY: number): number {
  const def = sideOf(target).defense;
  if (def.color === 'grey') return facingDefense(def, target.facing, fromX - target.x, fromY - target.y);
  // Terrain protects infantry (L645); Hold Your Ground!: +1 to infantry within 3 of the officer (L1045).
  const infantry = kindOf(target) === 'infantry';
  // No building protection against an attacker inside the same building (L748).
  const b = buildingAt(board, target.x, target.y);
  const sameBuilding = b !== 0 && buildingAt(board, fromX, fromY) === b;
  const terrain = infantry && !sameBuilding ? terrainDefense(s, board, target) : 0;
  return def.value + terrain + (infantry ? directiveBonus(s, target, 'infantryDefense') : 0);
}

/** The defence bonus of a unit's terrain (L645), +1 with the Guardian command when there is one (L1051). */
export function terrainDefense(s: State, board: Board, u: Unit): number {
  const t = terrainHere(s, board, u.x, u.y).defense;
  return t > 0 && commandCount(s, u.owner, 'guardian') > 0 ? t + 1 : t;
}

export interface FireCheck {
  readonly ok: boolean;
  readonly reason: string;
  readonly rule: string;
}

const no = (reason: string, rule: string): FireCheck => ({ ok: false, reason, rule });
const YES: FireCheck = { ok: true, reason: '', rule: '' };

/** A choice of spaces for a shot: the firer's space the line starts from, the target's it aims at (0 front, 1 rear). */
export interface Aim {
  readonly from: 0 | 1;
  readonly at: 0 | 1;
}

const AIMS: readonly Aim[] = [
  { from: 0, at: 0 },
  { from: 0, at: 1 },
  { from: 1, at: 0 },
  { from: 1, at: 1 },
];

/**
 * The choices of spaces a shot may use (HoN p.7 L476-486): a 2-space firer draws its line from
 * the centre of either of its spaces (L478), a shot at a 2-space vehicle aims at the centre of
 * either (L482); one choice between 1-space units.
 */
export function aimChoices(a: Unit, t: Unit): readonly Aim[] {
  const fa = footprintOf(a) === 2;
  const ft = footprintOf(t) === 2;
  if (!fa && !ft) return AIMS.slice(0, 1);
  return AIMS.filter((x) => (fa || x.from === 0) && (ft || x.at === 0));
}

/** The choices of spaces from which `a` may fire weapon `w` at `t` (L478-486). */
export function fireAims(s: State, board: Board, a: Unit, w: number, t: Unit): Aim[] {
  return aimChoices(a, t).filter((x) => canFireFrom(s, board, atCell(a, x.from), w, atCell(t, x.at)).ok);
}

/**
 * Whether `a` may fire weapon `w` at `t` (line, bonus, range, fire arc); the caller checks the
 * timing. A 2-space firer or target: whether some choice of spaces allows it (L478-482).
 */
export function canFireAt(s: State, board: Board, a: Unit, w: number, t: Unit): FireCheck {
  if (footprintOf(a) === 1 && footprintOf(t) === 1) return canFireFrom(s, board, a, w, t);
  let first: FireCheck | null = null;
  for (const x of aimChoices(a, t)) {
    const r = canFireFrom(s, board, atCell(a, x.from), w, atCell(t, x.at));
    if (r.ok) return r;
    first ??= r;
  }
  return first ?? no('no line of sight', 'HoN p.7 L468');
}

/**
 * A weapon's fire arc (HoN p.7 L494-496): 360 degrees unless the counter draws a narrower one,
 * centred on the facing; a target on its edge is inside [derived].
 */
export function inFireArc(arc: number, facing: number, dx: number, dy: number): boolean {
  return arc >= 360 || inSquareArc(facing, arc / 90, dx, dy);
}

/** `canFireAt` with `a` and `t` standing on the spaces chosen (the units as `atCell` places them). */
export function canFireFrom(s: State, board: Board, a: Unit, w: number, t: Unit): FireCheck {
  if (!t.alive || t.owner === a.owner) return no('not an enemy unit', 'HoN p.7 L456');
  if (t.hidden) return no('a hidden unit cannot be the target of Fire', 'HoN p.14 L1127');
  if (a.carrier !== null || t.carrier !== null) return no('a unit aboard a vehicle neither fires nor is fired at', 'HoN p.15 L1347-1363');
  if (!weaponsOf(a)[w]) return no('no such weapon', 'HoN p.4 L123');
  if (bonusOf(a, w, colorOf(t)) === 'X') return no(`an X against ${colorOf(t)} defence`, 'HoN p.7 L458-460');
  if (hasAbility(a, 'sniper') && isVehicle(t)) return no('a sniper targets infantry only', 'HoN p.15 L1309');
  const arc = weaponsOf(a)[w]!.arc;
  if (!inFireArc(arc, a.facing, t.x - a.x, t.y - a.y)) return no(`outside its ${arc}-degree fire arc`, 'HoN p.7 L494-496');
  // Buildings: fire out of one only from an opening space, into one only at a unit on an opening space (L740, L746).
  const ba = buildingAt(board, a.x, a.y);
  const bt = buildingAt(board, t.x, t.y);
  if (ba !== bt) {
    if (ba !== 0 && !isOpening(board, a.x, a.y)) return no('inside a building, only a unit on an opening fires', 'HoN p.9 L740');
    if (bt !== 0 && !isOpening(board, t.x, t.y)) return no('a unit inside a building is a target only on an opening', 'HoN p.9 L746');
  }
  const d = squareDistanceXY(a.x, a.y, t.x, t.y);
  const r = maxRange(s, a);
  if (r !== null && d > r) return no(`beyond its Limited Range ${r}`, 'HoN p.14 L1237');
  if (sightBetween(s, board, a, t).blocked) return no('no line of sight', 'HoN p.7 L468');
  return YES;
}

/** The penalties of a shot: Suppressed (L1327), obstacles (L653), smoke (HoN p.13 L1105), long range (L490). */
export function firePenalty(s: State, board: Board, a: Unit, t: Unit): number {
  const d = squareDistanceXY(a.x, a.y, t.x, t.y);
  const line = sightBetween(s, board, a, t);
  return (
    CONSTANTS.suppressedPenalty.value * a.suppressed +
    line.penalty +
    smokePenalty(s, a.x, a.y, t.x, t.y) +
    longRangePenalty(d, { sharpshooters: hasTrait(s, a, 'sharpshooters'), hawkeye: hasAbility(a, 'hawkeye') })
  );
}

/** The bonuses of a shot: the printed bonus against the target's colour and card bonuses (L504-506). */
export function fireBonus(a: Unit, w: number, t: Unit, cardBonus: number): number {
  const bonus = bonusOf(a, w, colorOf(t));
  return (bonus === 'X' ? 0 : bonus) + cardBonus;
}

/**
 * Everything but the die in a fire total (L504-510). Suppressive Fire doubles every bonus, not
 * the penalties [A29]; the Sniper adds no bonus, only the penalties [A36].
 */
export function fireModifier(s: State, board: Board, a: Unit, w: number, t: Unit, cardBonus: number, mode: 'normal' | 'suppressive' | 'sniper' = 'normal'): number {
  // Fire at Will!: +1 against infantry within 3 of the officer (L1033).
  const directive = colorOf(t) === 'yellow' ? directiveBonus(s, a, 'fireVsInfantry') : 0;
  const bonus = mode === 'sniper' ? 0 : fireBonus(a, w, t, cardBonus + directive) * (mode === 'suppressive' ? 2 : 1);
  return bonus - firePenalty(s, board, a, t);
}

export type FireResult = 'miss' | 'hit' | 'killShot';

/** A hit on total >= defence (L512); a Kill Shot on total >= 2 x defence, bonuses included (L522). */
export function fireResult(total: number, defense: number): FireResult {
  if (total >= CONSTANTS.killShotFactor.value * defense) return 'killShot';
  return total >= defense ? 'hit' : 'miss';
}

/** Suppressive Fire: double the bonuses; > defence 1 Suppressed, >= 2 x defence 2 (L1323, review finding 3). */
export function suppressiveResult(total: number, defense: number): number {
  if (total >= 2 * defense) return 2;
  return total > defense ? 1 : 0;
}

const ONE_SPACE: readonly (Aim | null)[] = [null];
const NONE: readonly (Aim | null)[] = [];

/**
 * The shots `a` may make with weapon `w` at `t`, each a choice of spaces (HoN p.7 L478-486): null
 * alone between 1-space units that see each other; with a 2-space firer or target, every choice
 * that sees, for the firer's player to pick (an Opportunity, barrage or Raffica shot as a normal one).
 */
export function shotAims(s: State, board: Board, a: Unit, w: number, t: Unit): readonly (Aim | null)[] {
  if (footprintOf(a) === 2 || footprintOf(t) === 2) return fireAims(s, board, a, w, t);
  return canFireFrom(s, board, a, w, t).ok ? ONE_SPACE : NONE;
}
