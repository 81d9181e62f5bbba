/**
 * CG R12.6d, SB5.11b, SB6.11, SB7.11 Refugee removal and placement in the End Phase of scenarios
 * 1-3. The German may first pick up any Refugee markers on the map, then place markers from off
 * the map in Allied-controlled towns and cities, up to the scenario's count (12 in scenarios 1-2,
 * SB5.11b; 8 in scenario 3, SB7.11), each within 10 hexes of a German ground unit (SB5.11b). Once
 * he places one, he picks up no more: the segment is finite and every end position is reachable.
 */
import { SCENARIO_PARAMS } from '../data/scenario-params.js';
import { boardOf, controls, counterOf } from '../position.js';
import type { Move, State } from '../state.js';
import { scenarioOf } from '../victory/index.js';

/** CG SB5.11b, SB7.11: how many Refugee markers the scenario has. */
export function refugeeMarkers(s: State): number {
  const n = scenarioOf(s);
  if (n === 3) return SCENARIO_PARAMS[3].refugees.markers;
  if (n === 1 || n === 2) return SCENARIO_PARAMS[1].refugees.markers;
  return 0;
}

/** CG R12.6d, SB5.11b: Allied-controlled towns and cities (outside Germany) within 10 hexes of a German ground unit, without a marker. */
export function refugeeHexes(s: State): number[] {
  const b = boardOf(s);
  const range = SCENARIO_PARAMS[1].refugees.range;
  const german: number[] = [];
  for (const u of s.units) if (u.loc >= 0 && counterOf(s, u.id).side === 'german') german.push(u.loc);
  const out: number[] = [];
  for (let loc = 0; loc < b.map.size; loc++) {
    if (b.settlement[loc] === null || b.country[loc] === 'DE' || controls(s, loc) !== 'allied') continue;
    if (s.refugees.some((r) => r.loc === loc) || s.terror === loc) continue;
    if (german.some((g) => b.distance(g, loc) <= range)) out.push(loc);
  }
  return out;
}

/** Does the End Phase have a refugee segment now (markers to pick up or to place)? */
export function refugeeSegmentOpen(s: State): boolean {
  const n = scenarioOf(s);
  if (n !== 1 && n !== 2 && n !== 3) return false;
  return s.refugees.length > 0 || refugeeHexes(s).length > 0;
}

export function endPhaseRefugeeMoves(s: State, lifting: boolean): Move[] {
  const out: Move[] = [{ type: 'end-refugees' }];
  if (lifting) for (const r of s.refugees) out.push({ type: 'lift-refugee', from: r.loc });
  if (s.refugees.length < refugeeMarkers(s)) for (const to of refugeeHexes(s)) out.push({ type: 'refugee', to });
  return out;
}

/** CG R12.6a: a City marker shows its retreat compass, a Town marker does not. */
export function placeRefugee(s: State, to: number): State {
  const side = boardOf(s).settlement[to] === 'city' ? 'city' : 'town';
  return { ...s, refugees: [...s.refugees, { loc: to, side }] };
}

export function liftRefugee(s: State, from: number): State {
  return { ...s, refugees: s.refugees.filter((r) => r.loc !== from) };
}
