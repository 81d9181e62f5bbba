/**
 * Turn Track (DDOB 2.1, 4, 5.14) and the range tracks (18.2, 19.2).
 * Times and printed notes: public, gap-fill §7 (S3 `Board_TurnTrack.png`, 2013); tides: rulebook 5.14
 * (L444–447) and the printed notes agree.
 */
import { publicFrom, type Provenance } from './provenance.js';

export type Tide = 'low' | 'mid' | 'high';

export interface TurnRow {
  readonly turn: number;
  readonly time: string;
  readonly tide: Tide;
  readonly shuffle: boolean;
  readonly note?: string;
}

export const TURN_TRACK_PROVENANCE: Provenance = publicFrom('S3');

const TIMES = [
  '06:15', '06:30', '06:45', '07:00', '07:15', '07:30', '07:45', '08:00', '08:15', '08:30', '08:45', '09:00', '09:15', '09:30',
  '09:45', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00',
  '16:30', '17:00', '17:30', '18:00',
] as const;

const NOTES: Readonly<Record<number, string>> = {
  1: 'Low Tide',
  4: 'German Artillery Active',
  6: 'Shuffle Cards',
  7: 'Mid Tide; Voluntary Delay Allowed',
  13: 'Shuffle Cards',
  16: 'High Tide; End The First Waves',
  17: 'Start Extended Game & Beyond the Beach',
  20: 'Shuffle Cards',
  23: 'Mid Tide; All Beach Obstacles Cleared',
  27: 'Shuffle Cards',
  28: 'Low Tide',
  32: 'End Beyond the Beach',
};

/** Tide by turn (DDOB 5.14): low 1–6, mid 7–15, high 16–22, mid 23–27, low 28–32. */
export function tideOf(turn: number): Tide {
  if (turn <= 6) return 'low';
  if (turn <= 15) return 'mid';
  if (turn <= 22) return 'high';
  if (turn <= 27) return 'mid';
  return 'low';
}

export const TURN_TRACK: readonly TurnRow[] = TIMES.map((time, i) => {
  const turn = i + 1;
  const note = NOTES[turn];
  return { turn, time, tide: tideOf(turn), shuffle: turn === 6 || turn === 13 || turn === 20 || turn === 27, ...(note ? { note } : {}) };
});

/** All beach obstacles count as cleared from this turn (Turn Track, A-07). */
export const OBSTACLES_CLEARED_FROM = 23;

/** US HQ Range Track (18.2): public, gap-fill §8 (S3). */
export const HQ_RANGE_TRACK: readonly number[] = [1, 1, 2, 2, 3, 3, 3, 4];
/** US Engineer Range Track (19.2): public, gap-fill §8 (S3). */
export const ENGINEER_RANGE_TRACK: readonly number[] = [0, 1, 2, 2, 3, 3, 4, 4, 5];
export const RANGE_TRACKS_PROVENANCE: Provenance = publicFrom('S3');

/** Engineer clearing per sector per turn (DDOB 10.12): low 2, mid 1, high 0. */
export function clearingLimit(turn: number): number {
  if (turn < 2 || turn >= 16) return 0;
  return tideOf(turn) === 'low' ? 2 : 1;
}
