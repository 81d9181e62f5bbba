/** Victory and defeat tables (DDOB 13, 20, 21.2; rulebook complete, digest §4.12). */
import type { Provenance } from './provenance.js';

/** Catastrophic defeat (13.1, 20.1): regular infantry counters in one division's Losses box. */
export const CATASTROPHIC_LIMIT: readonly { readonly from: number; readonly to: number; readonly limit: number; readonly provenance: Provenance }[] = [
  { from: 1, to: 16, limit: 8, provenance: { kind: 'rulebook', ref: 'DDOB 13.1 (L1153–1159)' } },
  { from: 17, to: 32, limit: 14, provenance: { kind: 'rulebook', ref: 'DDOB 20.1 (L1612–1616)' } },
];

export function catastrophicLimit(turn: number): number {
  return turn <= 16 ? 8 : 14;
}

/** VP values (13.2): per WN hex pair, per reinforcement position, per draw. */
export const VP = { wnPosition: 1, reinforcementPosition: 1, draw: 5 } as const;
export const FIRST_WAVE_WIN = 19;
export const DDOB_FIRST_CHECK = { decisiveWin: 25, decisiveLoss: 10 } as const;

export type VictoryLevel =
  | 'decisive-us-defeat'
  | 'operational-us-defeat'
  | 'tactical-us-defeat'
  | 'tactical-us-victory'
  | 'operational-us-victory'
  | 'decisive-us-victory';

/** Lower VP bound of each level; DDOB 20.3 and Beyond the Beach 21.2 (+5). */
export const FINAL_LEVELS: readonly { readonly level: VictoryLevel; readonly ddob: number; readonly beyond: number }[] = [
  { level: 'decisive-us-defeat', ddob: -Infinity, beyond: -Infinity },
  { level: 'operational-us-defeat', ddob: 20, beyond: 25 },
  { level: 'tactical-us-defeat', ddob: 30, beyond: 35 },
  { level: 'tactical-us-victory', ddob: 40, beyond: 45 },
  { level: 'operational-us-victory', ddob: 50, beyond: 55 },
  { level: 'decisive-us-victory', ddob: 60, beyond: 65 },
];

export function finalLevel(vp: number, scenario: 'ddob' | 'beyond'): VictoryLevel {
  let level: VictoryLevel = 'decisive-us-defeat';
  for (const l of FINAL_LEVELS) if (vp >= l[scenario]) level = l.level;
  return level;
}

/**
 * Easy Fox victory: MISSING from every source (seed truncated at L2123; gap-fill §13). Stand-in:
 * the US wins if, at the end of turn 16, it holds at least this many VP counted per 13.2 in the
 * East sector only (about half of the First Wave's 19 VP for the whole map).
 */
export const EASY_FOX_STAND_IN = {
  winAt: 10,
  provenance: { kind: 'stand-in', why: 'Easy Fox victory text missing (A-64): 13.2 VP in the East sector, win at 10+' } as Provenance,
} as const;
