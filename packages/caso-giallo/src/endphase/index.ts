/**
 * CG SB8.10-SB8.11 The Fortress Holland End Phase: Terror Bombing (R12.4: a Dutch-controlled City,
 * Allied units there lose a step; the capture track moves one box), Dutch surrender (R12.5a: six
 * cities, three towns counting as one) and victory by the Dutch City Capture Track, which starts in
 * box 1 (review finding 4: surrender and victory both read `1 + cities + towns/3 + terror`).
 */
import { CAPTURE_TRACK } from '../data/tables.js';
import type { Outcome } from '@esagono/kernel';
import { boardOf, controls, isYellow, sideOf, stackLegal, unitsAt } from '../position.js';
import { riverAt } from '../map/board.js';
import { enterHex } from '../movement/index.js';
import type { Player, State } from '../state.js';

export function captureTrack(s: State): number {
  const b = boardOf(s);
  let cities = 0;
  let towns = 0;
  for (let loc = 0; loc < b.map.size; loc++) {
    if (b.country[loc] !== 'NL' || controls(s, loc) !== 'german') continue;
    if (b.settlement[loc] === 'city') cities++;
    if (b.settlement[loc] === 'town') towns++;
  }
  return CAPTURE_TRACK.start + cities + Math.floor(towns / CAPTURE_TRACK.townsPerCity) + (s.terror >= 0 ? 1 : 0);
}

/** CG R12.4b, SB8.10a: Dutch-controlled City hexes the German may terror-bomb. */
export function terrorTargets(s: State): number[] {
  const b = boardOf(s);
  const out: number[] = [];
  for (let loc = 0; loc < b.map.size; loc++) if (b.country[loc] === 'NL' && b.settlement[loc] === 'city' && controls(s, loc) === 'allied') out.push(loc);
  return out;
}

export const alliedUnitsAt = (s: State, loc: number) => unitsAt(s)[loc]!.filter((u) => sideOf(s, u) === 'allied');

/** CG SB8.11: box 6 or more, an Operational Victory (Marginal with terror bombing); otherwise the Allies win. */
export function fortressOutcome(s: State): Outcome<Player> {
  const track = captureTrack(s);
  const scores = { german: track, allied: CAPTURE_TRACK.surrender - 1 };
  return track >= CAPTURE_TRACK.surrender ? { kind: 'win', winner: 'german', scores } : { kind: 'win', winner: 'allied', scores };
}

export type VictoryLevel = 'german-operational' | 'german-marginal' | 'allied';
export function victoryLevel(s: State): VictoryLevel {
  if (captureTrack(s) < CAPTURE_TRACK.surrender) return 'allied';
  return s.terror >= 0 ? 'german-marginal' : 'german-operational';
}

/**
 * CG R12.2 Disruption removal (scenarios 1-3; not in the scenario 4 End Phase, SB8.10): every
 * unit without an Out of Supply marker recovers (scenario 4 has no OOS markers).
 */
export function removeDisruption(s: State): State {
  return { ...s, units: s.units.map((u) => (u.dis ? { ...u, dis: false } : u)) };
}

/**
 * CG R12.3, R10.8c(1) End-Phase bridgehead crossings (scenarios 1-3): a German yellow-MA unit
 * next to an empty hex with a Bridgehead marker across a river may advance into it, ignoring Allied
 * ZOC, as an advance after combat (stacking applies); the marker is then removed.
 */
export function bridgeheadCrossings(s: State): { unit: string; to: number }[] {
  const b = boardOf(s);
  const at = unitsAt(s);
  const out: { unit: string; to: number }[] = [];
  for (const to of s.bridgeheads) {
    // Empty of Allied units: German units that crossed already may be followed (T14: both divisions).
    if (at[to]!.some((u) => sideOf(s, u) !== 'german')) continue;
    for (let d = 0; d < 6; d++) {
      const from = b.map.neighbor(to, d);
      if (from < 0 || riverAt(b, from, (d + 3) % 6) === null) continue;
      for (const u of at[from]!) {
        if (sideOf(s, u) === 'german' && isYellow(s, u) && stackLegal(s, [...at[to]!, u])) out.push({ unit: u.id, to });
      }
    }
  }
  return out;
}

/** One unit crosses (the marker stays until the segment closes, so others may follow, T14). */
export function crossBridgehead(s: State, unit: string, to: number): State {
  const moved: State = { ...s, units: s.units.map((u) => (u.id === unit ? { ...u, loc: to } : u)) };
  // Entering would lift the marker (R10.8); here it stays until `closeCrossings`.
  return { ...enterHex(moved, 'german', to), bridgeheads: s.bridgeheads };
}

/** CG R12.3: the segment ends: markers in hexes German units crossed into are removed. */
export function closeCrossings(s: State): State {
  const at = unitsAt(s);
  const left = s.bridgeheads.filter((l) => !at[l]!.some((u) => sideOf(s, u) === 'german'));
  return left.length === s.bridgeheads.length ? s : { ...s, bridgeheads: left };
}
