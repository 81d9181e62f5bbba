/**
 * Command Posts (DDOB 18): from turn 17, in the Engineer & HQ Phase, an HQ outside every potential
 * German field of fire may become an immobile Command Post (18.1) whose Command Range grows one space
 * per phase along the HQ Range Track (18.2, 18.22) while it is outside the FoF of occupied positions
 * . It commands the US units within range (18.3), the range passing through FoF hexes but not
 * through German units (18.31); in an occupied position's FoF it commands nothing (18.32).
 */
import type { Division } from '../cards/types.js';
import { usData } from '../core.js';
import { occupiedFireHexes } from '../control/index.js';
import { HQ_RANGE_TRACK } from '../data/tracks.js';
import { MAP } from '../map/index.js';
import type { State } from '../state.js';

/** Every hex in the printed field of fire of any position, occupied or not (18.1 "potential" FoF). */
export const POTENTIAL_FOF: ReadonlySet<string> = new Set([...MAP.fireHexes.values()].flatMap((set) => [...set]));

/** 18.1: may this HQ become a Command Post now? */
export function canBecomeCp(s: State, id: string): boolean {
  const u = s.us[id];
  return !!u && usData(id).type === 'hq' && u.loc.kind === 'hex' && s.cps[id] === undefined && !POTENTIAL_FOF.has(u.loc.hex);
}

/** The Command Range of a Command Post (18.2, 18.22): the track's value at its marker's space. */
export function commandRange(s: State, id: string): number {
  const space = s.cps[id];
  if (space === undefined) return 0;
  return HQ_RANGE_TRACK[Math.min(space, HQ_RANGE_TRACK.length - 1)] as number;
}

/** 18.2: in each Engineer & HQ Phase a division's Command Posts advance one space, unless in an occupied FoF. */
export function advanceCommandRanges(s: State, division: Division): State {
  const ids = Object.keys(s.cps).filter((id) => usData(id).division === division);
  if (ids.length === 0) return s;
  const fire = occupiedFireHexes(s);
  const cps = { ...s.cps };
  for (const id of ids) {
    const u = s.us[id];
    if (!u || u.loc.kind !== 'hex' || fire.has(u.loc.hex)) continue;
    cps[id] = Math.min((cps[id] as number) + 1, HQ_RANGE_TRACK.length - 1);
  }
  return { ...s, cps };
}

/** The hexes a Command Post commands (18.3, 18.31, 18.32): within range, not through German units; none in an occupied FoF. */
export function commandedHexes(s: State, id: string, fire: ReadonlySet<string> = occupiedFireHexes(s)): Set<string> {
  const u = s.us[id];
  const out = new Set<string>();
  if (!u || u.loc.kind !== 'hex' || s.cps[id] === undefined || fire.has(u.loc.hex)) return out;
  const range = commandRange(s, id);
  out.add(u.loc.hex);
  let frontier = [u.loc.hex];
  for (let d = 0; d < range; d++) {
    const next: string[] = [];
    for (const h of frontier)
      for (const n of MAP.neighbours.get(h) ?? []) {
        if (out.has(n) || s.german[n]) continue;
        out.add(n);
        next.push(n);
      }
    frontier = next;
  }
  return out;
}
