/**
 * BH 6-8 Declaring an attack and its odds. BH 6.1: each unit attacks at most once per combat
 * phase and each enemy hex is attacked at most once. BH 6.2: the attacker names an enemy hex
 * next to one of its units that has not attacked, commits adjacent units one by one (from one
 * hex or several), then resolves. BH 7: the attack strength is the sum of the committed units'
 * strengths, each halved (rounding up) when it attacks across the river; the defence is the sum
 * of the defenders' strengths. BH 8: odds with shifts.
 */
import { allAttackers, attackTotal, type AttackTotalRules, type Attacker } from '../../../combat/attack.js';
import type { ColumnShift } from '../../../combat/modifiers.js';
import { resolveOdds, type OddsResult } from '../../../combat/odds.js';
import { BOARD, TOWN, acrossRiver } from '../data/board.js';
import { ODDS } from '../data/crt.js';
import { KIND_TABLE, strengthOf } from '../data/units.js';
import { stacks, unitById } from '../position.js';
import { other, type State, type Unit } from '../state.js';

/** BH 7: halved across the river (not at the bridge), per unit, rounding up, never twice. */
export const ATTACK_RULES: AttackTotalRules<Unit> = {
  rule: 'BH 7',
  across: (from, dir) => (acrossRiver(from, dir) ? { kind: 'halved', source: 'river', rule: 'BH 7' } : { kind: 'normal' }),
  rounding: 'unit-up',
  halving: 'once',
};

const adjacent = (a: number, b: number): boolean => {
  for (let d = 0; d < 6; d++) if (BOARD.neighbor(a, d) === b) return true;
  return false;
};

/** BH 6.1: the phasing player's units that may still attack. */
const fresh = (s: State): Unit[] => s.units.filter((u) => u.side === s.side && u.loc >= 0 && !s.attacked.includes(u.id));

/** BH 6.1-6.2: the enemy hexes the phasing player may attack, ascending. */
export function attackTargets(s: State): number[] {
  const enemyLocs = stacks(s).locationsOf(other(s.side));
  const ready = fresh(s);
  return enemyLocs.filter((loc) => !s.hit.includes(loc) && ready.some((u) => adjacent(u.loc, loc)));
}

/** BH 6.2: the units that may join the attack on `target`, in unit order. */
export function committable(s: State, target: number, already: readonly string[]): Unit[] {
  return fresh(s).filter((u) => !already.includes(u.id) && adjacent(u.loc, target));
}

/** BH 8: the column shifts of an attack: armor (8.1), the town (8.2), all across the river (8.3). */
export function attackShifts(attackers: readonly Unit[], defenders: readonly Unit[], target: number, allAcross: boolean): ColumnShift[] {
  const shifts: ColumnShift[] = [];
  const armor = (u: Unit) => KIND_TABLE[u.kind].armor;
  if (attackers.some(armor) && !defenders.some(armor)) shifts.push({ source: 'armor', value: 1, rule: 'BH 8.1' });
  if (target === TOWN) shifts.push({ source: 'town', value: -1, rule: 'BH 8.2' });
  if (allAcross) shifts.push({ source: 'river', value: -1, rule: 'BH 8.3' });
  return shifts;
}

/** BH 7-8: the odds of the attack `ids` on `target`, or null if the attack is not well formed. */
export function attackOdds(s: State, target: number, ids: readonly string[]): OddsResult | null {
  const units = ids.map((id) => unitById(s, id)).filter((u): u is Unit => u !== undefined && u.loc >= 0);
  const attackers: Attacker<Unit>[] = units.map((u) => ({ unit: u, loc: u.loc, strength: strengthOf(u) }));
  const total = attackTotal(BOARD, target, attackers, ATTACK_RULES);
  if (!total.ok) return null;
  const defenders = stacks(s).sideAt(target, other(s.side));
  const defence = defenders.reduce((a, u) => a + strengthOf(u), 0);
  const allAcross = allAttackers(total.attack, (c) => c.side.kind === 'halved');
  return resolveOdds(ODDS, { attack: total.attack.total, defence, shifts: attackShifts(units, defenders, target, allAcross) });
}
