/**
 * A cheap heuristic value of a Memoir '44 position for the search bot, read at the end of
 * every rollout cut short. It is no rule of the game: it ranks positions by what decides
 * one, the medals (M44 p.6 [L156-160], Appendix 3 p.20 [L865-883]).
 */
import { boardOf } from '../board/static.js';
import { ROWS } from '../board/geometry.js';
import { medalTotal } from '../medals/medals.js';
import { other, type Player, type State } from '../state.js';
import type { UnitType } from '../data/units.js';

/**
 * Worth of a unit at full strength, by type. A judgement, not a rule: armour rolls 3 dice at
 * every range and moves 3 (M44 p.6 [L232], p.8 [L310]); artillery reaches 6 hexes and ignores
 * terrain protection (M44 p.8 [L318]); every eliminated unit is still one medal (M44 p.6 [L156]).
 */
export const UNIT_WORTH: Readonly<Record<UnitType, number>> = { infantry: 1, armor: 1.5, artillery: 1.25 };

/** Weights of the three terms: medals towards the target weigh most (M44 p.6 [L158]). */
export const EVALUATION_WEIGHTS = { medals: 1, strength: 0.5, advance: 0.05 } as const;

export interface EvaluationTerms {
  /** Medals held over the medals needed to win, capped at 1 (M44 p.6 [L158]; objectives Appendix 3). */
  readonly medals: number;
  /** Share of the side's starting strength still on the board, figures weighted by unit worth. */
  readonly strength: number;
  /** Share of the side's standing units in the enemy's half of the board. */
  readonly advance: number;
}

/** The terms of the evaluation for one side, each in [0, 1]. */
export function evaluationTerms(s: State, side: Player): EvaluationTerms {
  const medals = Math.min(1, medalTotal(s, side) / Math.max(1, s.scenario.victory[side]));
  // The bottom side's baseline is the last row; the enemy's half is the rows past the middle.
  const b = boardOf(s.scenario);
  const bottom = b.bottom === side;
  const middle = (ROWS - 1) / 2;
  let full = 0;
  let left = 0;
  let standing = 0;
  let forward = 0;
  for (const u of s.units) {
    if (u.side !== side) continue;
    // A unit worth more medals to the enemy (scenario rule) weighs as much more.
    const w = UNIT_WORTH[u.type] * Math.max(1, u.medals);
    full += w;
    if (u.at < 0 || u.figures <= 0) continue;
    left += (w * u.figures) / Math.max(1, u.max);
    standing++;
    const row = b.geo.rowOf(u.at);
    if (bottom ? row < middle : row > middle) forward++;
  }
  return { medals, strength: full > 0 ? left / full : 0, advance: standing > 0 ? forward / standing : 0 };
}

/**
 * Value of `s` for `player` in [0, 1]: 1 or 0 once the game is won or lost, otherwise 0.5 plus
 * half the weighted difference of the two sides' terms. The two sides' values sum to 1.
 */
export function evaluate(s: State, player: Player): number {
  if (s.phase.kind === 'over') return s.phase.winner === player ? 1 : 0;
  const me = evaluationTerms(s, player);
  const them = evaluationTerms(s, other(player));
  const W = EVALUATION_WEIGHTS;
  const diff = W.medals * (me.medals - them.medals) + W.strength * (me.strength - them.strength) + W.advance * (me.advance - them.advance);
  return 0.5 + (0.5 * diff) / (W.medals + W.strength + W.advance);
}
