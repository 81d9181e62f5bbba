/**
 * What each command card does beyond ordering units: one table row per card (digest Appendix A,
 * EXTERNAL; M44 p.6 [L199-203] "as described on the card"). A row may change movement
 * allowances, dice, the number of battles, forbid movement, or open a special step.
 * Section cards need no row. Extension point: add a row here and, for a new special step,
 * a phase in sequence/table.ts (its module in sequence/).
 */
import type { CardId } from '../data/cards.js';
import type { Allowance } from '../movement/movement.js';
import type { Unit } from '../state.js';

export type Special = 'barrage' | 'air-power' | 'medics-and-mechanics' | 'their-finest-hour' | 'dig-in';

export interface CardEffect {
  readonly allowance?: (u: Unit, base: Allowance) => Allowance;
  readonly diceBonus?: (u: Unit, close: boolean) => number;
  readonly maxBattles?: (u: Unit) => number;
  /** Ordered units may not move (Close Assault, Firefight, Dig-In). */
  readonly noMove?: boolean;
  /** Ordered units may not battle (Dig-In). */
  readonly noBattle?: boolean;
  readonly special?: Special;
  /** Stars count as hits (Air Power; M44 p.9 [L394]). */
  readonly starHits?: boolean;
  /** Flags may not be ignored (Air Power, Barrage). */
  readonly unignorableFlags?: boolean;
  /** After battling, the ordered units may move again with the same allowance (Behind Enemy Lines). */
  readonly secondMove?: boolean;
  readonly rule: string;
}

const A = 'digest Appendix A (EXTERNAL)';

export const CARD_EFFECTS: Readonly<Partial<Record<CardId, CardEffect>>> = {
  // Per hex 2 dice (Allies) / 1 (Axis) by default, adjusted by air superiority (M44 p.21 [L887]).
  'air-power': { special: 'air-power', starHits: true, unignorableFlags: true, rule: `M44 p.21 [L887]; ${A}` },
  'armor-assault': { diceBonus: (u, close) => (u.type === 'armor' && close ? 1 : 0), rule: `M44 p.11 [L448]; ${A}` },
  // Move up to 3, or stay and battle twice (digest A27).
  'artillery-bombard': {
    allowance: (u, b) => (u.type === 'artillery' ? { max: 3, battleMax: 0, free: false } : b),
    maxBattles: (u) => (u.type === 'artillery' ? 2 : 1),
    rule: `M44 p.7 [L266]; digest A27; ${A}`,
  },
  barrage: { special: 'barrage', unignorableFlags: true, rule: A },
  // Moves up to 3 ignoring terrain movement restrictions, battles at +1, then may move up to 3
  // again (digest Appendix A; a unit moving twice, digest A27). Battle restrictions still apply.
  'behind-enemy-lines': {
    allowance: (u, b) => (u.type === 'infantry' ? { max: 3, battleMax: 3, free: true } : b),
    diceBonus: (u) => (u.type === 'infantry' ? 1 : 0),
    secondMove: true,
    rule: `M44 p.22 [L984]; ${A}`,
  },
  'close-assault': { noMove: true, diceBonus: (_u, close) => (close ? 1 : 0), rule: A },
  'dig-in': { special: 'dig-in', noMove: true, noBattle: true, rule: `M44 p.19 [L857]; ${A}` },
  firefight: { noMove: true, diceBonus: () => 1, rule: A },
  // Move 2 and battle, or 3 without battling; terrain still applies.
  'infantry-assault': {
    allowance: (u, b) => (u.type === 'infantry' ? { max: 3, battleMax: 2, free: false } : b),
    rule: A,
  },
  'medics-and-mechanics': { special: 'medics-and-mechanics', rule: `M44 p.22 [L953]; ${A}` },
  'their-finest-hour': { special: 'their-finest-hour', diceBonus: () => 1, rule: `M44 p.22 [L952]; ${A}` },
};
