/**
 * Which ordered units may battle now, and whom (M44 p.7-9 [L255-362]): the attack targets of a
 * unit, kept for the last position, and the card limits on battles per unit.
 */
import { emptySlots } from '../util/copy.js';
import { unitAt } from '../util/helpers.js';
import { effectOf } from '../units/updates.js';
import { isOcean } from '../terrain/effects.js';
import type { BoardInfo } from '../board/static.js';
import { targets, type Target } from './attack.js';
import type { Order, State, Turn, Unit } from '../state.js';

const NO_BONUS = (): number => 0;

/** The card's dice bonus (digest Appendix A), or none. */
export function bonusOf(t: Turn | null): (u: Unit, close: boolean) => number {
  return effectOf(t)?.diceBonus ?? NO_BONUS;
}

/** A unit battles once a turn unless its card says more (M44 p.7 [L266]; digest Appendix A). */
export function maxBattles(t: Turn, u: Unit): number {
  return effectOf(t)?.maxBattles?.(u) ?? 1;
}

/** An ordered unit still on the board, allowed to battle and with battles left, not at sea (M44 p.7 [L266], p.16 [L712]). */
export function canAttackNow(s: State, b: BoardInfo, t: Turn, o: Order): boolean {
  const u = unitAt(s, o.unit);
  return u.at >= 0 && o.canBattle && o.battles < maxBattles(t, u) && !isOcean(b, u.at);
}

/**
 * Targets per unit for the last position: they depend only on the board, the units, the obstacles
 * and the card's dice bonus, so a battle listing, the attack it leads to, and the listings after a
 * roll that hit nothing share them (M44 p.7-9 [L255-362]). Kept in the game's context (board/context.ts).
 */
export interface TargetMemo {
  readonly b: BoardInfo;
  readonly units: State['units'];
  readonly obstacles: State['obstacles'];
  readonly bonus: (u: Unit, close: boolean) => number;
  readonly byUnit: (readonly Target[] | undefined)[];
}
export function unitTargets(s: State, b: BoardInfo, i: number): readonly Target[] {
  const bonus = bonusOf(s.turn);
  let m = b.memo.targets;
  if (m === null || m.units !== s.units || m.obstacles !== s.obstacles || m.bonus !== bonus || m.b !== b) {
    m = { b, units: s.units, obstacles: s.obstacles, bonus, byUnit: emptySlots<readonly Target[]>(s.units.length) };
    b.memo.targets = m;
  }
  let t = m.byUnit[i];
  if (t === undefined) {
    t = targets(s, b, unitAt(s, i), bonus);
    m.byUnit[i] = t;
  }
  return t;
}

/** Infantry able to battle may remove the wire in its hex instead (M44 p.19 [L839]; digest A21). */
export function mayRemoveWire(s: State, o: Order): boolean {
  const u = unitAt(s, o.unit);
  return u.type === 'infantry' && s.obstacles[u.at] === 'wire' && o.battles === 0;
}

/** Is there any battle to fight this turn (an attack or a wire removal)? The battle phase is skipped otherwise (M44 p.7 [L267]). */
export function anyBattle(s: State, b: BoardInfo, t: Turn): boolean {
  for (const o of t.orders) {
    if (!canAttackNow(s, b, t, o)) continue;
    if (unitTargets(s, b, o.unit).length > 0 || mayRemoveWire(s, o)) return true;
  }
  return false;
}

/** Enemy units on the board, by index. */
export function enemyUnits(s: State): number[] {
  const out: number[] = [];
  s.units.forEach((u, i) => {
    if (u.at >= 0 && u.side !== s.active) out.push(i);
  });
  return out;
}
