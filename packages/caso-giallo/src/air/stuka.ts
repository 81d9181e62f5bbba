/**
 * CG R5.1e Stuka dive bombing: a Stuka attacks an Allied-occupied hex; DRMs +1 if any unit there
 * has TR 2 or less, -1 for Defensive Works, Town, Marsh, Woods, Rough or a Better Defense marker,
 * -2 for City or Forest (terrain DRMs do not add up: the worst counts); never on Flooded hexes.
 * DIS disrupts every unit in the hex; DIS+DL1 also costs one step, the Allied player choosing.
 */
import { BETTER_DEFENSE, STUKA_DRM, STUKA_TABLE, type StukaResult } from '../data/tables.js';
import { SETTLEMENT, TERRAIN, DEFENSIVE_WORKS } from '../data/terrain.js';
import { boardOf, sideOf, tr, unitsAt, worksStand } from '../position.js';
import type { State } from '../state.js';

export function diveTargets(s: State): number[] {
  if (s.stukas.available <= 0) return [];
  const b = boardOf(s);
  const at = unitsAt(s);
  const out: number[] = [];
  for (let loc = 0; loc < b.map.size; loc++) {
    const here = at[loc]!;
    if (here.length > 0 && sideOf(s, here[0]!) === 'allied' && b.terrain[loc] !== 'flooded') out.push(loc);
  }
  return out;
}

export function diveDrm(s: State, loc: number): number {
  const b = boardOf(s);
  const at = unitsAt(s);
  const low = at[loc]!.some((u) => tr(s, u) <= 2) ? STUKA_DRM.lowTr : 0;
  const cover = [TERRAIN[b.terrain[loc]!].stukaDrm ?? 0];
  const settlement = b.settlement[loc];
  if (settlement) cover.push(SETTLEMENT[settlement].stukaDrm);
  if (worksStand(s, loc)) cover.push(DEFENSIVE_WORKS.stukaDrm);
  // CG TEC Fortified Lines and Eben Emael -1; CG R12.11a Better Defense -1 (not added to terrain, T02).
  if (b.fortified[loc] && !(s.fortDestroyed ?? []).includes(loc)) cover.push(DEFENSIVE_WORKS.stukaDrm);
  if ((s.betterDefense ?? []).includes(loc)) cover.push(BETTER_DEFENSE.stukaDrm);
  return low + Math.min(0, ...cover);
}

export const diveResult = (modified: number): StukaResult => STUKA_TABLE[Math.min(6, Math.max(1, modified)) - 1] as StukaResult;
