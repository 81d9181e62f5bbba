/** Take ground and armour overrun, after a successful close assault (M44 p.10-11 [L423-465]). */
import { mayOverrun } from '../battle/overrun.js';
import { mustStop } from '../terrain/effects.js';
import { withPhase } from '../util/copy.js';
import { setOrder } from '../util/helpers.js';
import { board, relocate, settle } from '../units/updates.js';
import type { AttackCtx, Move, State } from '../state.js';
import { afterAttack, attackRefusal, declareAttack, toBattle } from './battle.js';
import { unitTargets } from '../battle/targets.js';
import { active, unfit, type MemoirPhase } from './spec.js';

function takeGround(s: State, atk: AttackCtx, hex: number): State {
  const b = board(s);
  const unit = atk.attacker;
  let r = relocate(s, unit, hex);
  r = setOrder(r, unit, { stopped: mustStop(s, b, hex) });
  r = settle(r);
  if (r.phase.kind === 'over') return r;
  // Armour may overrun once per turn, unless the hex forbids battle (M44 p.11 [L441-449]; digest A25).
  if (mayOverrun(r, b, atk, unit, hex)) return withPhase(r, { kind: 'overrun', unit });
  return afterAttack(r, atk);
}

const AFTER_ATTACK: MemoirPhase['next'] = ['overrun', 'roll', 'battle', 'move', 'draw', 'recon', 'play', 'airdrop', 'over'];

export const TAKE_GROUND: MemoirPhase = {
  rule: 'M44 p.10 [L423-439]',
  actor: active,
  legalMoves: () => [
    { type: 'take-ground', take: true },
    { type: 'take-ground', take: false },
  ],
  step(s, m) {
    const ph = s.phase;
    if (ph.kind !== 'take-ground' || m.type !== 'take-ground') return unfit(s, m);
    return m.take ? takeGround(s, ph.attack, ph.hex) : afterAttack(s, ph.attack);
  },
  next: AFTER_ATTACK,
};

function overrunMoves(s: State): Move[] {
  const ph = s.phase;
  if (ph.kind !== 'overrun') return [];
  const out: Move[] = unitTargets(s, board(s), ph.unit).map((tg) => ({ type: 'attack', unit: ph.unit, target: tg.target }));
  out.push({ type: 'skip' });
  return out;
}

export const OVERRUN: MemoirPhase = {
  rule: 'M44 p.11 [L441-465]',
  actor: active,
  legalMoves: overrunMoves,
  refusal(s, m) {
    const ph = s.phase;
    if (ph.kind !== 'overrun' || m.type !== 'attack') return null;
    return m.unit === ph.unit ? attackRefusal(s, m.unit, m.target, true) : { code: 'not-overrunning', message: `only unit ${ph.unit} overruns`, rule: 'M44 p.11 [L443]' };
  },
  step(s, m) {
    const ph = s.phase;
    if (ph.kind !== 'overrun') return unfit(s, m);
    if (m.type === 'attack') return declareAttack(s, board(s), m.unit, m.target, true);
    if (m.type === 'skip') return toBattle(s);
    return unfit(s, m);
  },
  next: ['ambush', 'roll', 'battle', 'move', 'draw', 'recon', 'play', 'airdrop'],
};
