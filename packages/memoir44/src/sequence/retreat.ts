/**
 * Flags and retreats (M44 p.9 [L396-421]): a unit that may ignore a flag decides first; then the
 * owner retreats it hex by hex toward its own side (forced steps are taken at once), and each hex it
 * cannot retreat costs a figure (battle/retreat.ts). Then take ground, or the attack is over.
 */
import { retreatOptions, retreatSpan } from '../battle/retreat.js';
import { mayTakeGround } from '../battle/take-ground.js';
import { withPhase } from '../util/copy.js';
import { unitAt } from '../util/helpers.js';
import { board, loseFigures, relocate, settle } from '../units/updates.js';
import { other, type AttackCtx, type Move, type State } from '../state.js';
import { afterAttack } from './battle.js';
import { defender, refuse, unfit, type MemoirPhase, type PhaseIn } from './spec.js';

type RetreatPhase = PhaseIn<'retreat'>;

/** The retreat one hex further (M44 p.9 [L401-407]): a literal, as a spread of a spread takes V8's slow path (util/copy.ts). */
function retreatedOne(ph: RetreatPhase): RetreatPhase {
  return { kind: 'retreat', attack: ph.attack, unit: ph.unit, done: ph.done + 1, from: ph.from, min: ph.min, max: ph.max };
}

export function startRetreat(s: State, atk: AttackCtx, flags: number): State {
  if (flags <= 0) return afterRetreat(s, atk, -1);
  const u = unitAt(s, atk.target);
  const span = retreatSpan(u, flags);
  return runRetreat(withPhase(s, { kind: 'retreat', attack: atk, unit: atk.target, done: 0, from: u.at, min: span.min, max: span.max }));
}

/** Applies forced retreat steps; blocked steps of the minimum cost 1 figure each (M44 p.9 [L407-408]). */
function runRetreat(s: State): State {
  const b = board(s);
  let r = s;
  for (;;) {
    const ph = r.phase;
    if (ph.kind !== 'retreat') return r;
    const opts = ph.done >= ph.max ? [] : retreatOptions(r, b, ph.unit, ph.done, ph.min);
    if (opts.length === 0 || ph.done >= ph.max) {
      r = loseFigures(r, ph.unit, Math.max(0, ph.min - ph.done), other(unitAt(r, ph.unit).side));
      const gone = ph.done > 0 || unitAt(r, ph.unit).at < 0;
      return afterRetreat(r, ph.attack, gone ? ph.from : -1);
    }
    if (opts.length === 1 && ph.done < ph.min) {
      r = withPhase(relocate(r, ph.unit, opts[0] as number, true), retreatedOne(ph));
      continue;
    }
    return r;
  }
}

/** The hits and flags are applied: take ground into the vacated hex, if the attacker may (M44 p.10 [L425]). */
export function afterRetreat(s: State, atk: AttackCtx, vacated: number): State {
  const r = settle(s);
  if (r.phase.kind === 'over') return r;
  const b = board(r);
  if (mayTakeGround(r, b, atk, vacated)) return withPhase(r, { kind: 'take-ground', attack: atk, hex: vacated });
  return afterAttack(r, atk);
}

const AFTER_FLAGS: MemoirPhase['next'] = ['retreat', 'take-ground', 'roll', 'battle', 'move', 'draw', 'recon', 'play', 'airdrop', 'over'];

/** Terrain or a badge lets the unit ignore 1 flag: its owner decides (M44 p.9 [L409]). */
export const IGNORE_FLAG: MemoirPhase = {
  rule: 'M44 p.9 [L409]',
  actor: defender,
  legalMoves: () => [
    { type: 'ignore-flag', ignore: true },
    { type: 'ignore-flag', ignore: false },
  ],
  step(s, m) {
    const ph = s.phase;
    if (ph.kind !== 'ignore-flag' || m.type !== 'ignore-flag') return unfit(s, m);
    return settle(startRetreat(s, ph.attack, m.ignore ? ph.flags - 1 : ph.flags));
  },
  next: AFTER_FLAGS,
};

function retreatMoves(s: State): Move[] {
  const ph = s.phase;
  if (ph.kind !== 'retreat') return [];
  const out: Move[] = retreatOptions(s, board(s), ph.unit, ph.done, ph.min).map((to) => ({ type: 'retreat', to }));
  if (ph.done >= ph.min) out.push({ type: 'stop-retreat' });
  return out;
}

export const RETREAT: MemoirPhase = {
  rule: 'M44 p.9 [L396-421]',
  actor: defender,
  legalMoves: retreatMoves,
  refusal(s, m) {
    const ph = s.phase;
    if (ph.kind !== 'retreat') return null;
    if (m.type === 'stop-retreat') return refuse('retreat-too-short', `the unit must retreat ${ph.min} hexes where it can`, 'M44 p.9 [L399, L408]');
    if (m.type !== 'retreat') return null;
    if (ph.done >= ph.max) return refuse('retreat-too-long', `the unit retreats at most ${ph.max} hexes`, 'M44 p.9 [L399]; p.13 [L557]');
    return refuse('retreat-blocked', `hex ${m.to} is not a retreat step toward the unit's own side that keeps the full retreat`, 'M44 p.9 [L403-408]');
  },
  step(s, m) {
    const ph = s.phase;
    if (ph.kind !== 'retreat') return unfit(s, m);
    if (m.type === 'retreat') return settle(runRetreat(withPhase(relocate(s, ph.unit, m.to, true), retreatedOne(ph))));
    if (m.type === 'stop-retreat') return settle(afterRetreat(s, ph.attack, ph.from));
    return unfit(s, m);
  },
  next: AFTER_FLAGS,
};
