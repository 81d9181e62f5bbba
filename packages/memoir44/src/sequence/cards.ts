/**
 * Tactic cards that act before or instead of ordering (digest Appendix A): Barrage and Air Power
 * pick their targets and roll; Medics & Mechanics treats a unit; Their Finest Hour rolls to order.
 */
import { bySide, type AttackCtx, type Move, type State, type Turn } from '../state.js';
import { rollMoves, type FaceCounts } from '../battle/dice.js';
import { AIR_POWER_TARGETS, BARRAGE_DICE, airPowerTargets, damagedUnits, figuresBack } from '../battle/air-power.js';
import { enemyUnits } from '../battle/targets.js';
import { CARD_EFFECTS } from '../cards/effects.js';
import { patchState, patchTurn, withPhase } from '../util/copy.js';
import { unitAt } from '../util/helpers.js';
import { board, effectOf, setUnit } from '../units/updates.js';
import { endTurn } from './draw.js';
import { addOrders, autoOrder } from './order.js';
import { toBattle } from './battle.js';
import { active, chance, refuse, unfit, type MemoirPhase } from './spec.js';

type TargetCard = Extract<State['phase'], { kind: 'target' }>['card'];

/** The card's target phase, or the end of the turn when it has no target (digest Appendix A). */
export function enterTarget(s: State, card: TargetCard): State {
  const p: State = withPhase(s, { kind: 'target', card });
  const any = card === 'medics-and-mechanics' ? damagedUnits(p).length > 0 : enemyUnits(p).length > 0;
  return any ? p : endTurn(p);
}

/** The card's attacks, one target after another, each rolled on its own (digest Appendix A). */
function cardAttack(s: State, targetsList: readonly number[], dice: number): State {
  const e = effectOf(s.turn);
  const [first, ...rest] = targetsList;
  if (first === undefined) return toBattle(s);
  const attack: AttackCtx = {
    attacker: -1,
    target: first,
    targetHex: unitAt(s, first).at,
    dice,
    close: false,
    starHits: e?.starHits ?? false,
    flagsIgnorable: !e?.unignorableFlags,
    overrun: false,
    queue: rest.map((t) => ({ target: t, dice })),
    then: null,
  };
  return withPhase(s, { kind: 'roll', attack });
}

function fireAirPower(s: State): State {
  const t = s.turn as Turn;
  return cardAttack(s, t.picked, board(s).airPower[s.active]);
}

/** Medics & Mechanics: figures back, and the treated unit is ordered (digest Appendix A, A33). */
function medics(s: State, unit: number, f: FaceCounts): State {
  const u = unitAt(s, unit);
  const back = figuresBack(u, f);
  if (back === 0) return endTurn(s);
  const r = setUnit(s, unit, { figures: Math.min(u.max, u.figures + back) });
  const b = board(r);
  return withPhase(addOrders(r, b, [unitAt(r, unit)]), { kind: 'move' });
}

function targetMoves(s: State): Move[] {
  const ph = s.phase;
  if (ph.kind !== 'target') return [];
  if (ph.card === 'barrage') return enemyUnits(s).map((target) => ({ type: 'target', target }));
  if (ph.card === 'medics-and-mechanics') return damagedUnits(s).map((target) => ({ type: 'target', target }));
  const picked = s.turn?.picked ?? [];
  const out: Move[] = airPowerTargets(s, board(s), picked).map((target) => ({ type: 'target', target }));
  if (picked.length > 0) out.push({ type: 'skip' });
  return out;
}

const cardRule = (s: State): string => {
  const ph = s.phase;
  return ph.kind === 'target' ? CARD_EFFECTS[ph.card]?.rule ?? 'digest Appendix A (EXTERNAL)' : 'digest Appendix A (EXTERNAL)';
};

export const TARGET: MemoirPhase = {
  rule: 'M44 p.6 [L199-203]; digest Appendix A (EXTERNAL)',
  actor: active,
  legalMoves: targetMoves,
  ruleOf: cardRule,
  refusal(s, m) {
    const ph = s.phase;
    if (ph.kind !== 'target') return null;
    if (m.type === 'skip') return refuse('no-target-yet', 'Air Power attacks at least 1 unit', cardRule(s));
    if (m.type !== 'target') return null;
    const u = s.units[m.target];
    if (ph.card === 'medics-and-mechanics') return refuse('not-damaged', `unit ${m.target} is not an own unit with figures lost`, cardRule(s));
    if (!u || u.at < 0 || u.side === s.active) return refuse('not-an-enemy', `unit ${m.target} is not an enemy unit on the board`, cardRule(s));
    if (s.turn?.picked.includes(m.target)) return refuse('picked-already', `unit ${m.target} is already a target`, cardRule(s));
    return refuse('not-adjacent', `unit ${m.target} is not next to a unit already picked`, cardRule(s));
  },
  step(s, m) {
    const ph = s.phase;
    if (ph.kind !== 'target') return unfit(s, m);
    if (m.type === 'skip') return fireAirPower(s);
    if (m.type !== 'target') return unfit(s, m);
    const t = s.turn as Turn;
    if (ph.card === 'barrage') return cardAttack(s, [m.target], BARRAGE_DICE);
    if (ph.card === 'medics-and-mechanics') {
      const r: State = patchState(s, { turn: patchTurn(t, { picked: [m.target] }) });
      return withPhase(r, { kind: 'medics-roll', unit: m.target, dice: bySide(s.hands, s.active).length + 1 });
    }
    const picked = [...t.picked, m.target];
    const r: State = patchState(s, { turn: patchTurn(t, { picked }) });
    return picked.length >= AIR_POWER_TARGETS ? fireAirPower(r) : r;
  },
  next: ['target', 'roll', 'medics-roll', 'battle', 'draw', 'recon', 'play', 'airdrop'],
};

/** How many dice a roll phase throws. */
function diceOf(s: State): number {
  const ph = s.phase;
  return ph.kind === 'roll' ? ph.attack.dice : ph.kind === 'medics-roll' || ph.kind === 'finest-roll' ? ph.dice : -1;
}

/** A roll of the phase's dice: counts of the 5 faces summing to the dice thrown (M44 p.9 [L366-394]). */
export function isRoll(s: State, m: Move): boolean {
  const n = diceOf(s);
  return m.type === 'roll' && m.faces.every((f) => f >= 0) && m.faces.reduce((a, b) => a + b, 0) === n;
}

export const rollOf = (s: State): ReturnType<typeof rollMoves> => rollMoves(diceOf(s));

export const badRoll = (s: State, m: Move) => refuse('not-a-roll', `${m.type} is not a roll of ${diceOf(s)} dice`, 'M44 p.9 [L366-394]');

export const MEDICS_ROLL: MemoirPhase = {
  rule: CARD_EFFECTS['medics-and-mechanics']?.rule ?? 'digest Appendix A (EXTERNAL)',
  actor: chance,
  chanceOutcomes: rollOf,
  accepts: isRoll,
  refusal: badRoll,
  step(s, m) {
    const ph = s.phase;
    if (ph.kind !== 'medics-roll' || m.type !== 'roll') return unfit(s, m);
    return medics(s, ph.unit, m.faces as unknown as FaceCounts);
  },
  next: ['move', 'draw', 'recon', 'play', 'airdrop'],
};

export const FINEST_ROLL: MemoirPhase = {
  rule: CARD_EFFECTS['their-finest-hour']?.rule ?? 'digest Appendix A (EXTERNAL)',
  actor: chance,
  chanceOutcomes: rollOf,
  accepts: isRoll,
  refusal: badRoll,
  step(s, m) {
    if (m.type !== 'roll') return unfit(s, m);
    // Each unit symbol orders a unit of that type, each star any unit (digest Appendix A).
    const f = m.faces as unknown as FaceCounts;
    const t = s.turn as Turn;
    return autoOrder(patchState(s, { turn: patchTurn(t, { finest: { infantry: f[0], armor: f[1], any: f[3] } }) }));
  },
  next: ['order', 'move', 'battle', 'draw', 'recon', 'play', 'airdrop'],
};
