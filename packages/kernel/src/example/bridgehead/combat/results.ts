/**
 * BH 10 Combat results as pending decisions, using the kernel's decision helpers.
 * BH 10.1 Attacker losses: AL, one step chosen by the attacker, the first from its strongest
 *   attacking unit; EX, one step of any attacking unit, chosen by the defender.
 * BH 10.2 Defender losses: DL, one step chosen by the defender; EX, one step chosen by the
 *   attacker; DE, two steps, the attacker choosing the first and the defender the second.
 * BH 10.3 Retreat or lose: after DR, DL and DE each surviving defender retreats one hex away from
 *   every attacking hex, not into an enemy hex or an enemy zone of control (negated by friends),
 *   ending in a legal stack (BH 4); after DR and DL it may lose a step instead; after DE only
 *   when it cannot retreat.
 * BH 10.4 Advance: when the defender's hex is empty after all that, and the result was not EX,
 *   the surviving attackers may advance into it; armor may go one hex farther, stopping on
 *   entering an enemy zone of control; every advance ends in a legal stack.
 */
import {
  advanceDestinations,
  applyLoss,
  lossComplete,
  lossDecision,
  retreatChoices,
  type AdvanceRule,
  type LossDecision,
  type RetreatChoice,
} from '../../../combat/decisions.js';
import { Occupancy, retreatPaths } from '../../../movement/retreat.js';
import type { GameEvent, RuleError } from '../../../protocol/types.js';
import { BOARD, distance } from '../data/board.js';
import { STACKING } from '../data/stacking.js';
import { KIND_TABLE, strengthOf } from '../data/units.js';
import { enemyZoc, loseStep, stacks, unitById, withUnits } from '../position.js';
import { other, type Combat, type Player, type Result, type State, type Unit } from '../state.js';

const RETREATS: ReadonlySet<Result> = new Set(['DR', 'DL', 'DE']);

const alive = (s: State, ids: readonly string[]): Unit[] =>
  ids.map((id) => unitById(s, id)).filter((u): u is Unit => u !== undefined && u.loc >= 0);

/** BH 10.1-10.2: the result's step losses as decisions for the players the rules name. */
export function startResult(s: State, c: Combat, result: Result): State {
  const attacker = s.side;
  const defender = other(attacker);
  const attackers = alive(s, c.attackers);
  const defenders = stacks(s).sideAt(c.target, defender);
  const pool = (us: readonly Unit[]) => us.map((u) => ({ id: u.id, steps: u.steps }));
  let attackerLoss: LossDecision<Player> | null = null;
  if (result === 'AL') {
    const best = Math.max(...attackers.map(strengthOf));
    const strongest = attackers.filter((u) => strengthOf(u) === best).map((u) => u.id);
    attackerLoss = lossDecision({ rule: 'BH 10.1', side: attacker, units: pool(attackers), steps: [{ chooser: attacker, tiers: [strongest] }] });
  } else if (result === 'EX') {
    attackerLoss = lossDecision({ rule: 'BH 10.1', side: attacker, units: pool(attackers), steps: [{ chooser: defender }] });
  }
  const defenderSteps: Record<Result, readonly Player[]> = { AL: [], NE: [], DR: [], EX: [attacker], DL: [defender], DE: [attacker, defender] };
  const steps = defenderSteps[result].map((chooser) => ({ chooser }));
  const defenderLoss = steps.length > 0 ? lossDecision({ rule: 'BH 10.2', side: defender, units: pool(defenders), steps }) : null;
  return settle({ ...s, combat: { ...c, stage: 'losses', result, attackerLoss, defenderLoss } });
}

/** The loss decision waiting for a choice, attacker's first (BH 10.1, 10.2). */
export function pendingLoss(c: Combat): { readonly which: 'attackerLoss' | 'defenderLoss'; readonly decision: LossDecision<Player> } | null {
  if (c.attackerLoss && !lossComplete(c.attackerLoss)) return { which: 'attackerLoss', decision: c.attackerLoss };
  if (c.defenderLoss && !lossComplete(c.defenderLoss)) return { which: 'defenderLoss', decision: c.defenderLoss };
  return null;
}

/** BH 10.1-10.2: the chosen unit loses the step. */
export function takeLoss(s: State, c: Combat, unit: string): { readonly ok: true; readonly state: State } | { readonly ok: false; readonly error: RuleError } {
  const pending = pendingLoss(c);
  if (!pending) return { ok: false, error: { code: 'no-loss-pending', message: 'no step loss is pending', rule: 'BH 10' } };
  const r = applyLoss(pending.decision, unit);
  if (!r.ok) return r;
  const u = unitById(s, unit) as Unit;
  const t = withUnits(s, [loseStep(u)]);
  return { ok: true, state: settle({ ...t, combat: { ...c, [pending.which]: r.decision } }) };
}

/** BH 10.3: the retreats (by final hex) and the step-loss alternative open to `unit`. */
export function retreatOptions(s: State, c: Combat, unit: Unit): RetreatChoice[] {
  const idx = stacks(s);
  const enemyOnly = idx.occupancy(BOARD, unit.side).map((o) => (o === Occupancy.enemy ? o : Occupancy.empty));
  const from = alive(s, c.attackers).map((u) => u.loc);
  const paths = retreatPaths(BOARD, unit.loc, 1, {
    away: { from, distance },
    zoc: enemyZoc(s, unit.side, true),
    occupancy: enemyOnly,
    distinctEnds: true,
  }).filter((p) => idx.canEnter(p.path[p.path.length - 1] as number, unit.side, [unit], STACKING));
  return retreatChoices(paths, { rule: 'BH 10.3', holdCost: 1, hold: c.result === 'DE' ? 'when-no-retreat' : 'always' });
}

/** BH 10.3: a retreat to `to`, or `null` to lose a step instead. */
export function retreat(s: State, c: Combat, unit: Unit, to: number | null): State {
  const moved = to === null ? loseStep(unit) : { ...unit, loc: to };
  const t = withUnits(s, [moved]);
  return settle({ ...t, combat: { ...c, retreating: c.retreating.filter((id) => id !== unit.id) } });
}

/** BH 10.4: where `unit` may advance. */
export function advanceOptions(s: State, c: Combat, unit: Unit): number[] {
  const armor = KIND_TABLE[unit.kind].armor;
  const rule: AdvanceRule = armor ? { rule: 'BH 10.4', maxHexes: 2, mode: 'vacated-first' } : { rule: 'BH 10.4', maxHexes: 1, mode: 'vacated-only' };
  const idx = stacks(s);
  const occ = idx.occupancy(BOARD, unit.side);
  const zoc = enemyZoc(s, unit.side);
  return advanceDestinations(BOARD, unit.loc, c.target, rule, (_from, to) => {
    if (occ[to] === Occupancy.enemy) return 'forbid';
    return zoc[to] && to !== c.target ? 'stop' : 'go';
  }).filter((to) => idx.canEnter(to, unit.side, [unit], STACKING));
}

/** BH 10.4: `unit` advances to `to` (or, with `to` null, the attacker stops advancing). */
export function advance(s: State, c: Combat, unit: Unit | null, to: number | null): State {
  if (unit === null || to === null) return settle({ ...s, combat: { ...c, advancing: [] } });
  const t = withUnits(s, [{ ...unit, loc: to }]);
  return settle({ ...t, combat: { ...c, advancing: c.advancing.filter((id) => id !== unit.id) } });
}

/** Moves the combat on past every finished stage (BH 10.1 → 10.4); the combat ends after the advance. */
export function settle(s: State): State {
  let c = s.combat;
  while (c) {
    if (c.stage === 'losses') {
      if (pendingLoss(c)) break;
      const retreating = c.result !== null && RETREATS.has(c.result) ? stacks(s).sideAt(c.target, other(s.side)).map((u) => u.id) : [];
      c = { ...c, stage: 'retreat', attackerLoss: null, defenderLoss: null, retreating };
      continue;
    }
    if (c.stage === 'retreat') {
      if (c.retreating.length > 0) break;
      const vacated = stacks(s).sideAt(c.target, other(s.side)).length === 0 && c.result !== 'EX';
      c = { ...c, stage: 'advance', advancing: vacated ? alive(s, c.attackers).map((u) => u.id) : [] };
      continue;
    }
    if (c.stage === 'advance') {
      const cur = c;
      const able = alive(s, cur.advancing).filter((u) => advanceOptions(s, cur, u).length > 0).map((u) => u.id);
      if (able.length > 0) {
        c = { ...cur, advancing: able };
        break;
      }
      c = null;
      break;
    }
    break;
  }
  return { ...s, combat: c };
}

/** The events of a result, for logs. */
export const resultEvent = (result: Result): GameEvent => ({ type: `result-${result}`, rule: 'BH 9' });
