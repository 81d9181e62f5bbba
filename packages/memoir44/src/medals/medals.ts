/**
 * Medals and victory (M44 p.6 [L156-160], objectives p.20 [L865-883]; digest A18, A19).
 * Objectives are judged on where units stand after each step of play (end positions).
 */
import { occupancy } from '../board/occupancy.js';
import { boardOf, type ObjectiveInfo } from '../board/static.js';
import { patchState } from '../util/copy.js';
import { bySide, other, type Player, type State, type Unit } from '../state.js';

function held(s: State, o: ObjectiveInfo, side: Player): number {
  const occ = occupancy(s, boardOf(s.scenario));
  let n = 0;
  for (const h of o.hexes) {
    const i = occ[h] as number;
    if (i >= 0 && (s.units[i] as Unit).side === side) n++;
  }
  return n;
}

/** Medals a side holds now from temporary and majority objectives (M44 p.20 [L871, L879]). */
function objectiveMedals(s: State, side: Player): number {
  const b = boardOf(s.scenario);
  let m = 0;
  for (let i = 0; i < b.objectives.length; i++) {
    const o = b.objectives[i] as ObjectiveInfo;
    if (o.kind === 'temporary-medal' && o.side === side && held(s, o, side) >= o.required) m += o.medals;
    if (o.kind === 'majority-medal' && held(s, o, side) >= held(s, o, other(side)) + 1) m += o.medals;
    if (o.kind === 'permanent-medal' && o.side === side && s.taken.includes(i)) m += o.medals;
  }
  return m;
}

export function medalTotal(s: State, side: Player): number {
  return bySide(s.medals, side) + objectiveMedals(s, side);
}

/** Takes any permanent objective now occupied (M44 p.20 [L875]). */
export function takeObjectives(s: State): State {
  const b = boardOf(s.scenario);
  let taken = s.taken;
  for (let i = 0; i < b.objectives.length; i++) {
    const o = b.objectives[i] as ObjectiveInfo;
    if (o.kind === 'permanent-medal' && o.side && !taken.includes(i) && held(s, o, o.side) >= o.required) taken = [...taken, i];
  }
  return taken === s.taken ? s : patchState(s, { taken });
}

/**
 * The winner, if any: a sudden-death objective met, or a side at its medal count, checked after
 * every step; if both get there at once the active side wins (digest A19).
 */
export function winner(s: State): Player | null {
  const b = boardOf(s.scenario);
  for (const o of b.objectives) if (o.kind === 'sudden-death' && o.side && held(s, o, o.side) >= o.required) return o.side;
  const allies = medalTotal(s, 'allies') >= s.scenario.victory.allies;
  const axis = medalTotal(s, 'axis') >= s.scenario.victory.axis;
  if (allies && axis) return s.active;
  return allies ? 'allies' : axis ? 'axis' : null;
}
