/**
 * CG R4.1 The Action Phase chit pull. The initiative player's kept chit is round 1; every later
 * round is a chit drawn at random from the cup. A player may not play three rounds in a row: a
 * chit that would do so is drawn again until an opponent's comes out, so the draw is uniform over
 * the opponent's chits only; with none left the Action Phase ends (L529-L537; digest A52). German
 * chits are played as Move or Combat, at most two of each per phase; Allied chits are fixed.
 */
import { rational, type ChanceOutcome } from '@esagono/kernel';
import type { Side } from '../setup/counters.js';
import type { ChitKind, Mode, Move, State } from '../state.js';

export const chitSide = (k: ChitKind): Side => (k === 'german' ? 'german' : 'allied');

/** The side barred from the next round by the no-three-in-a-row rule, if any. */
export function barredSide(s: State): Side | null {
  const n = s.rounds.length;
  if (n < 2) return null;
  const a = s.rounds[n - 1]!.side;
  return s.rounds[n - 2]!.side === a ? a : null;
}

/** Exact draw probabilities: each eligible chit equally likely (CG R4.1). */
export function drawOutcomes(s: State): ChanceOutcome<Move>[] {
  const barred = barredSide(s);
  const counts: [ChitKind, number][] = [
    ['german', s.cup.german],
    ['allied-move', s.cup.alliedMove],
    ['allied-combat', s.cup.alliedCombat],
  ];
  const eligible = counts.filter(([k, n]) => n > 0 && chitSide(k) !== barred);
  const total = eligible.reduce((a, [, n]) => a + n, 0);
  return eligible.map(([k, n]) => ({ move: { type: 'draw', chit: k }, p: rational(n, total) }));
}

/** CG R4.1: Move and Combat rounds a German chit may still be played as (at most two of each). */
export function germanModes(s: State): Mode[] {
  const played = s.rounds.filter((r) => r.side === 'german');
  const out: Mode[] = [];
  if (played.filter((r) => r.mode === 'move').length < 2) out.push('move');
  if (played.filter((r) => r.mode === 'combat').length < 2) out.push('combat');
  return out;
}

export function takeChit(s: State, k: ChitKind): State {
  const cup = { ...s.cup };
  if (k === 'german') cup.german -= 1;
  else if (k === 'allied-move') cup.alliedMove -= 1;
  else cup.alliedCombat -= 1;
  return { ...s, cup };
}
