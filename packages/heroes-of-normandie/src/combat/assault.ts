/**
 * Assault (HoN p.6 L394-450, p.14 L1147-1151): only a unit with Assalto may assault; it rolls
 * 2d6 keeping the highest, + its bonus against the defender's colour; the defender rolls 1d6 (2d6
 * keep highest with Assalto) + its bonus against the attacker's colour [A22] + its terrain's
 * defence (L412); -2 per Suppressed marker on either (L448-450). Higher total wins; a tie does
 * nothing (L444-446). As exact chance: the two kept dice.
 */
import { cellsOf } from '../vehicles/footprint.js';
import { rational, type ChanceOutcome, type Rational } from '@esagono/kernel';
import { CONSTANTS } from '../data/constants.js';
import type { Board } from '../map/board.js';
import { dirX, dirY, terrainAllows, cornerOpen } from '../movement/move.js';
import type { Move, State, Unit } from '../state.js';
import { abilityValue, bonusOf, colorOf, isVehicle, kindOf, unitAt, weaponsOf } from '../units.js';
import { hasTrait } from './traits.js';
import { directiveBonus } from './directives.js';
import { terrainDefense } from './fire.js';

/** P(kept die = k) for `dice` d6 keeping the highest, as a numerator over 6^dice. */
function keptWeight(k: number, dice: number): number {
  return dice === 2 ? 2 * k - 1 : 1;
}

/** The 36 pairs of kept dice with their exact probabilities (2d6 keep highest vs 1d6 or 2d6). */
export function assaultOutcomes(attackerDice: number, defenderDice: number): ChanceOutcome<Move>[] {
  const den = 6 ** attackerDice * 6 ** defenderDice;
  const out: ChanceOutcome<Move>[] = [];
  for (let a = 1; a <= 6; a++) {
    for (let d = 1; d <= 6; d++) {
      out.push({ move: { type: 'assault-dice', attacker: a, defender: d }, p: rational(keptWeight(a, attackerDice) * keptWeight(d, defenderDice), den) });
    }
  }
  return out;
}

export type AssaultWinner = 'attacker' | 'defender' | 'tie';

export function assaultWinner(attackTotal: number, defenseTotal: number): AssaultWinner {
  return attackTotal > defenseTotal ? 'attacker' : attackTotal < defenseTotal ? 'defender' : 'tie';
}

/** Exact odds of an assault before the roll, for players and bots ("odds before each roll"). */
export function assaultOdds(attackMod: number, defenseMod: number, attackerDice = 2, defenderDice = 1): Record<AssaultWinner, Rational> {
  const counts = { attacker: 0, defender: 0, tie: 0 };
  for (let a = 1; a <= 6; a++)
    for (let d = 1; d <= 6; d++) counts[assaultWinner(a + attackMod, d + defenseMod)] += keptWeight(a, attackerDice) * keptWeight(d, defenderDice);
  const den = 6 ** attackerDice * 6 ** defenderDice;
  return { attacker: rational(counts.attacker, den), defender: rational(counts.defender, den), tie: rational(counts.tie, den) };
}

/** Whether `a` may assault `t` (L396, L398-400, L410; Tankbuster L975). */
export function canAssault(s: State, board: Board, a: Unit, t: Unit, mpLeft: number): boolean {
  if (abilityValue(a, 'assault') === null || isVehicle(a)) return false;
  if (!t.alive || t.owner === a.owner) return false;
  if (mpLeft < 1) return false;
  const tankbuster = colorOf(t) === 'grey' && hasTrait(s, a, 'tankbuster');
  if (bonusOf(a, 0, colorOf(t)) === 'X' && !tankbuster) return false;
  // Next to the defender: to either space of a 2-space vehicle (HoN p.6 L368, L398).
  for (const c of cellsOf(t)) {
    const dx = c.x - a.x;
    const dy = c.y - a.y;
    if (Math.max(Math.abs(dx), Math.abs(dy)) !== 1) continue;
    // The assault step must be a legal step into the defender's square, occupant aside [A23].
    if (terrainAllows(s, board, a, c.x, c.y) && cornerOpen(s, board, a, a.x, a.y, dirIndex(dx, dy))) return true;
  }
  return false;
}

export function dirIndex(dx: number, dy: number): number {
  for (let d = 0; d < 8; d++) if (dirX(d) === dx && dirY(d) === dy) return d;
  return -1;
}

/** The attacker's modifier: bonus + Assalto value + Tankbuster/Nazi Basterds/card - Suppressed (L408, L1151). */
export function assaultAttackMod(s: State, a: Unit, t: Unit, cardBonus: number): number {
  const b = bonusOf(a, 0, colorOf(t));
  // Charge!: +1 within 3 of the officer (L1037).
  let mod = (b === 'X' ? 0 : b) + (abilityValue(a, 'assault') ?? 0) + cardBonus + directiveBonus(s, a, 'assault');
  if (colorOf(t) === 'grey' && hasTrait(s, a, 'tankbuster')) mod += CONSTANTS.tankbusterBonus.value;
  // Nazi Basterds: the opponent gets +1 when assaulting your units (L963, [A26]).
  if (s.groups.some((g) => g.owner === t.owner && !g.broken && g.grants.includes('naziBasterds'))) mod += 1;
  return mod - CONSTANTS.suppressedPenalty.value * a.suppressed;
}

/** The defender's modifier: its best bonus against the attacker's colour (X: 0) + Assalto value + terrain (L412, [A22]). */
export function assaultDefenseMod(s: State, board: Board, t: Unit, a: Unit, cardBonus: number): number {
  let best = 0;
  weaponsOf(t).forEach((_, w) => {
    const b = bonusOf(t, w, colorOf(a));
    if (b !== 'X') best = Math.max(best, b);
  });
  const terrain = kindOf(t) === 'infantry' ? terrainDefense(s, board, t) : 0;
  return best + (abilityValue(t, 'assault') ?? 0) + terrain + cardBonus - CONSTANTS.suppressedPenalty.value * t.suppressed;
}

/** The three squares opposite the attacker a losing defender may retreat to (L424, [A23]). */
export function retreatSquares(s: State, board: Board, t: Unit, a: Unit): { x: number; y: number }[] {
  const d = dirIndex(t.x - a.x, t.y - a.y);
  if (d < 0) return [];
  const out: { x: number; y: number }[] = [];
  for (const r of [d, (d + 1) % 8, (d + 7) % 8]) {
    const x = t.x + dirX(r);
    const y = t.y + dirY(r);
    if (terrainAllows(s, board, t, x, y) && cornerOpen(s, board, t, t.x, t.y, r) && !unitAt(s, x, y)) out.push({ x, y });
  }
  return out;
}
