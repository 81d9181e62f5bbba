/**
 * Battle (M44 p.7-9 [L255-394]): ordered units battle one at a time, one target each; each
 * attack's roll applies hits, then flags (retreats, sequence/retreat.ts), then take ground and
 * overrun (sequence/take-ground.ts), before the next attack. Behind Enemy Lines moves again after.
 */
import { unitRow } from '../data/units.js';
import type { BoardInfo } from '../board/static.js';
import { lineOfSight } from '../battle/attack.js';
import { flagsOf, hitsOn, type FaceCounts } from '../battle/dice.js';
import { anyBattle, canAttackNow, mayRemoveWire, maxBattles, unitTargets } from '../battle/targets.js';
import { mayIgnoreFlag } from '../terrain/effects.js';
import { patchOrder, patchState, patchTurn, withPhase } from '../util/copy.js';
import { orderOf, setOrder, unitAt } from '../util/helpers.js';
import { board, effectOf, loseFigures, settle } from '../units/updates.js';
import { other, type AttackCtx, type Move, type Order, type State } from '../state.js';
import { endTurn } from './draw.js';
import { anyMove } from './move.js';
import { afterRetreat, startRetreat } from './retreat.js';
import { active, chance, refuse, unfit, type MemoirPhase } from './spec.js';
import { badRoll, isRoll, rollOf } from './cards.js';

/** The battle phase, or what follows it when no ordered unit can battle (M44 p.7 [L267]). */
export function toBattle(s: State): State {
  const r: State = withPhase(s, { kind: 'battle' });
  const t = r.turn;
  return t && anyBattle(r, board(r), t) ? r : endBattles(r);
}

/**
 * After the battles: Behind Enemy Lines' infantry may move again, up to 3 hexes ignoring terrain
 * movement restrictions, without battling (digest Appendix A, A27); otherwise the turn ends.
 */
function endBattles(s: State): State {
  const t = s.turn;
  if (!t || t.secondMove || !effectOf(t)?.secondMove) return endTurn(s);
  const orders = t.orders.map((o) => {
    const at = unitAt(s, o.unit).at;
    return at < 0 ? o : patchOrder(o, { start: at, moved: false, cost: 0, stopped: false, canBattle: false });
  });
  const turn = patchTurn(t, { orders, secondMove: true });
  const r: State = patchState(s, { turn, phase: { kind: 'move' } });
  return anyMove(r, board(r), turn) ? r : endTurn(r);
}

/** Declares an attack: the defender of a close assault may first answer with Ambush (M44 p.22 [L955]). */
export function declareAttack(s: State, b: BoardInfo, unit: number, target: number, overrun: boolean): State {
  const tg = unitTargets(s, b, unit).find((x) => x.target === target);
  if (!tg) throw new Error('illegal target');
  const o = orderOf(s.turn, unit) as Order;
  const r = setOrder(s, unit, overrun ? { overrun: true } : { battles: o.battles + 1 });
  const e = effectOf(s.turn);
  const attack: AttackCtx = {
    attacker: unit,
    target,
    targetHex: unitAt(s, target).at,
    dice: tg.dice,
    close: tg.close,
    starHits: e?.starHits ?? false,
    flagsIgnorable: !e?.unignorableFlags,
    overrun,
    queue: [],
    then: null,
  };
  // The pause comes with every close assault, so it does not tell whether the defender holds the card (digest Appendix A).
  if (tg.close) return withPhase(r, { kind: 'ambush', attack });
  return withPhase(r, { kind: 'roll', attack });
}

/** Hits first, then flags (M44 p.9 [L366-408]). */
function applyRoll(s: State, atk: AttackCtx, f: FaceCounts): State {
  const b = board(s);
  const t = unitAt(s, atk.target);
  const hex = t.at;
  const by = other(t.side);
  let r = loseFigures(s, atk.target, hitsOn(t.type, f, atk.starHits), by);
  const flags = flagsOf(f);
  if (unitAt(r, atk.target).at < 0) return afterRetreat(r, atk, hex);
  if (flags === 0) return afterRetreat(r, atk, -1);
  const u = unitAt(r, atk.target);
  if (u.fixed) {
    // Set up in a bunker: it never retreats, 1 figure per flag beyond the first (M44 p.19 [L820]).
    r = loseFigures(r, atk.target, flags - 1, by);
    return afterRetreat(r, atk, unitAt(r, atk.target).at < 0 ? hex : -1);
  }
  if (atk.flagsIgnorable && mayIgnoreFlag(r, b, u)) return withPhase(r, { kind: 'ignore-flag', attack: atk, flags });
  return startRetreat(r, atk, flags);
}

/** The attack is fully resolved before the next one (M44 p.7 [L265]): an Ambushed assault resumes, a card's next target is rolled, or the next battle. */
export function afterAttack(s: State, atk: AttackCtx): State {
  if (atk.then) {
    // The ambushed unit attacks as declared only if it is still where it was (digest Appendix A).
    const a = atk.then;
    const u = unitAt(s, a.attacker);
    return u.at === atk.targetHex ? withPhase(s, { kind: 'roll', attack: a }) : toBattle(s);
  }
  const [next, ...rest] = atk.queue;
  if (next && unitAt(s, next.target).at >= 0)
    return withPhase(s, { kind: 'roll', attack: { ...atk, target: next.target, targetHex: unitAt(s, next.target).at, dice: next.dice, queue: rest } });
  if (next) return afterAttack(s, { ...atk, queue: rest });
  return toBattle(s);
}

/** Each ordered unit able to battle: its targets, or wire removal; or the end of the battles (M44 p.7 [L257-267]). */
function battleMoves(s: State): Move[] {
  const b = board(s);
  const t = s.turn;
  const out: Move[] = [];
  if (!t) return out;
  for (const o of t.orders) {
    if (!canAttackNow(s, b, t, o)) continue;
    for (const tg of unitTargets(s, b, o.unit)) out.push({ type: 'attack', unit: o.unit, target: tg.target });
    if (mayRemoveWire(s, o)) out.push({ type: 'remove-wire', unit: o.unit });
  }
  out.push({ type: 'end-turn' });
  return out;
}

const BATTLE_RULE = 'M44 p.7 [L255-278]';
const ATTACK_RULE = 'M44 p.7-8 [L280-289]';
const WIRE_RULE = 'M44 p.19 [L839]';

/** Why an attack is refused: the specific battle rule it breaks (M44 p.7-9). */
export function attackRefusal(s: State, unit: number, target: number, overrun: boolean) {
  const b = board(s);
  const t = s.turn;
  const o = orderOf(t, unit);
  const a = s.units[unit];
  const d = s.units[target];
  if (!t || !o || !a || a.at < 0) return refuse('not-ordered', `unit ${unit} is not an ordered unit on the board`, 'M44 p.6 [L213]');
  if (!overrun) {
    if (!o.canBattle) return refuse('cannot-battle', `unit ${unit} may not battle after its move`, 'M44 p.6 [L227-233]; p.11 [L482]');
    if (o.battles >= maxBattles(t, a)) return refuse('battled-already', `unit ${unit} has battled this turn`, 'M44 p.7 [L266]');
  }
  if (!d || d.at < 0 || d.side === a.side) return refuse('not-an-enemy', `unit ${target} is not an enemy unit on the board`, 'M44 p.7 [L257]');
  const dist = b.geo.distance(a.at, d.at);
  if (dist > unitRow(a.type).dice.length) return refuse('out-of-range', `unit ${target} is ${dist} hexes away, out of range`, 'M44 p.8 [L291-322]');
  const close = s.units.some((e) => e.at >= 0 && e.side !== a.side && b.geo.distance(a.at, e.at) === 1);
  if (close && dist !== 1) return refuse('must-battle-adjacent', `unit ${unit} is in close combat and must battle an adjacent enemy`, 'M44 p.7 [L270]');
  if (dist > 1 && unitRow(a.type).needsLos && !lineOfSight(s, b, a.at, d.at)) return refuse('no-line-of-sight', `no line of sight to unit ${target}`, 'M44 p.8-9 [L324-356]');
  return refuse('no-dice', `the attack on unit ${target} has no dice left after protection`, 'M44 p.9 [L358-362]');
}

export const BATTLE: MemoirPhase = {
  rule: BATTLE_RULE,
  actor: active,
  legalMoves: battleMoves,
  ruleOf: (_s, m) => (m.type === 'attack' ? ATTACK_RULE : m.type === 'remove-wire' ? WIRE_RULE : BATTLE_RULE),
  refusal(s, m) {
    if (m.type === 'attack') return attackRefusal(s, m.unit, m.target, false);
    if (m.type === 'remove-wire') return refuse('no-wire', `unit ${m.unit} is no infantry able to battle on wire`, WIRE_RULE);
    return null;
  },
  step(s, m) {
    switch (m.type) {
      case 'attack':
        return declareAttack(s, board(s), m.unit, m.target, false);
      case 'remove-wire': {
        const u = unitAt(s, m.unit);
        const o = orderOf(s.turn, m.unit) as Order;
        const obstacles = { ...s.obstacles };
        delete obstacles[u.at];
        return toBattle(setOrder(patchState(s, { obstacles }), m.unit, { battles: o.battles + 1, canBattle: false }));
      }
      case 'end-turn':
        return endBattles(s);
      default:
        return unfit(s, m);
    }
  },
  next: ['ambush', 'roll', 'battle', 'move', 'draw', 'recon', 'play', 'airdrop'],
};

/** The dice of an attack (M44 p.9 [L364-394]). */
export const ROLL: MemoirPhase = {
  rule: 'M44 p.9 [L364-394]',
  actor: chance,
  chanceOutcomes: rollOf,
  accepts: isRoll,
  refusal: badRoll,
  step(s, m) {
    const ph = s.phase;
    if (ph.kind !== 'roll' || m.type !== 'roll') return unfit(s, m);
    return settle(applyRoll(s, ph.attack, m.faces as unknown as FaceCounts));
  },
  next: ['ignore-flag', 'retreat', 'take-ground', 'roll', 'battle', 'overrun', 'move', 'draw', 'recon', 'play', 'airdrop', 'over'],
};

