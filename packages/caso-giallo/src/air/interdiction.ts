/**
 * CG R5.1b-c, R10.7 Allied air: availability and River Crossing Interdiction. An Allied air
 * asset rolls on the Interdiction table (a stand-in: rolls 2 and 5 are pinned by the T01
 * example) against a German-controlled hex with a River Crossing hexside; on success the marker
 * goes in that hex and its crossings are interdicted against German units until the next
 * Interdiction segment (LOS and LOC: supply/index.ts; +1 MP: movement/index.ts; attacks:
 * combat/declare.ts). An asset lost in the attempt returns 3 turns later, and each asset on the
 * Turn Track lowers its side's total by 1 (R5.1b).
 */
import { INTERDICTION_TABLE, type InterdictionResult } from '../data/tables.js';
import { crossingAt } from '../map/board.js';
import { boardOf, controls } from '../position.js';
import type { Side } from '../setup/counters.js';
import type { State } from '../state.js';
import { dynamoActive } from '../dynamo/index.js';

/** CG R5.1b: an eliminated air asset is placed this many turns ahead (3 for Allied assets lost interdicting). */
export const INTERDICTION_LOSS_TURNS = 3;

/** CG R5.1c: German-controlled hexes with a River Crossing hexside to a hex across it. */
export function interdictionTargets(s: State): number[] {
  const b = boardOf(s);
  const out: number[] = [];
  for (let loc = 0; loc < b.map.size; loc++) {
    if (controls(s, loc) !== 'german' || (s.interdicted ?? []).includes(loc)) continue;
    for (let d = 0; d < 6; d++) {
      if (b.map.neighbor(loc, d) >= 0 && crossingAt(b, loc, d)) {
        out.push(loc);
        break;
      }
    }
  }
  return out;
}

export const interdictionResult = (die: number): InterdictionResult => INTERDICTION_TABLE[Math.min(6, Math.max(1, die)) - 1]!.result;

/** CG R5.1c: one asset's roll against `target`: the marker on success, the asset on the track on a loss. */
export function interdict(s: State, target: number, die: number): { state: State; result: InterdictionResult } {
  const result = interdictionResult(die);
  let next = s;
  if (result === 'interdicted' || result === 'interdicted-loss') next = { ...next, interdicted: [...(next.interdicted ?? []), target] };
  if (result === 'none-loss' || result === 'interdicted-loss') next = { ...next, airTrack: [...(next.airTrack ?? []), { side: 'allied', turn: s.turn + INTERDICTION_LOSS_TURNS }] };
  return { state: next, result };
}

/** CG R5.1c: last turn's markers come off at the start of the Interdiction segment. */
export const clearInterdiction = (s: State): State => (s.interdicted && s.interdicted.length > 0 ? { ...s, interdicted: [] } : s);

/**
 * CG R5.1b: a side's assets this turn: its base number less each of its assets still on the Turn
 * Track (to return on a later turn); none for the Allies while Dynamo holds (R13.2b: only the RAF marker).
 */
export function airAvailability(s: State, side: Side, base: number): number {
  if (side === 'allied' && dynamoActive(s)) return 0;
  const waiting = (s.airTrack ?? []).filter((a) => a.side === side && a.turn > s.turn).length;
  return Math.max(0, base - waiting);
}
