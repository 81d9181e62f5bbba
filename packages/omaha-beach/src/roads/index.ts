/**
 * Roads (Terrain Effects Chart road rows; DDOB 7.3, 17.2, 17.21, 17.22, 19.3). The road network is the
 * map's `roads` (the transcription's candidates completed by stand-in crossings, README stand-in 7).
 * One-hex moves along roads are in `stepKind` (src/actions); this module has tank road movement (17.2).
 */
import { usData } from '../core.js';
import { clearedSide, rangeHexes } from '../engineer-bases/index.js';
import { tideOf } from '../data/tracks.js';
import { MAP, roadType, underWater, type RoadType } from '../map/index.js';
import type { State } from '../state.js';

/** Does a road of this type touch the hex (17.2, 17.21: "starts on a road")? */
export function onRoad(hex: string, types: readonly RoadType[]): boolean {
  const at = MAP.roadsAt.get(hex);
  return !!at && types.some((t) => at.has(t));
}

/**
 * Hexes of the FoF of occupied German positions holding an Intense dot (17.2: a tank entering one
 * stops; Moderate and Sporadic dots do not stop it).
 */
export function intenseHexes(s: State): Set<string> {
  const out = new Set<string>();
  for (const g of Object.values(s.german)) for (const e of MAP.fieldOfFire.get(g.position) ?? []) if (e.intensity === 'intense') out.add(e.hex);
  return out;
}

/**
 * The road a tank follows for 17.2 on a hexside: main and secondary roads; never a trail, nor a mined
 * road until an Engineer Base's range clears it (17.22, 19.3: a cleared mined road is a normal road, read
 * here as a secondary road).
 */
function tankRoad(s: State, range: ReadonlySet<string> | null, a: string, b: string): 'primary' | 'secondary' | null {
  const t = roadType(a, b);
  if (t === 'primary' || t === 'secondary') return t;
  if (t === 'mined' && range && clearedSide(range, a, b)) return 'secondary';
  return null;
}

/**
 * 17.2 tank road movement (extended mode): a tank starting on a secondary road moves up to two hexes
 * along secondary and main roads; one starting on a main road up to four along main roads; it stops on
 * entering an Intense hex of an occupied German position's FoF. 17.21: it starts on the road and stays on
 * road hexes. It never enters a German-occupied hex or a submerged hex (7.31, 5.21), and a move through an
 * infiltration (7.32) is left to one-hex moves. Returns destinations two or more hexes away by road.
 */
export function tankRoadDestinations(s: State, id: string, from: string, infiltrates: (a: string, b: string) => boolean): string[] {
  if (usData(id).type !== 'tank') return [];
  const range = s.bases.length > 0 ? rangeHexes(s) : null;
  const stops = intenseHexes(s);
  const tide = tideOf(s.turn);
  const out = new Set<string>();
  const open = (h: string): boolean => {
    const x = MAP.hex.get(h);
    return !!x && s.rules.sectors.includes(x.sector) && !underWater(x, tide) && !s.german[h];
  };
  // Each allowance: the road types followed and the number of hexes (17.2).
  const allowances: [ReadonlySet<string>, number][] = [];
  const startsOn = (type: 'primary' | 'secondary'): boolean => (MAP.neighbours.get(from) ?? []).some((n) => tankRoad(s, range, from, n) === type);
  if (startsOn('secondary')) allowances.push([new Set(['primary', 'secondary']), 2]);
  if (startsOn('primary')) allowances.push([new Set(['primary']), 4]);
  for (const [types, max] of allowances) {
    let frontier = [from];
    const seen = new Set([from]);
    for (let step = 1; step <= max; step++) {
      const next: string[] = [];
      for (const h of frontier)
        for (const n of MAP.neighbours.get(h) ?? []) {
          const t = tankRoad(s, range, h, n);
          if (seen.has(n) || !t || !types.has(t) || !open(n) || infiltrates(h, n)) continue;
          seen.add(n);
          if (step >= 2 && !(MAP.neighbours.get(from) ?? []).includes(n) && !infiltrates(from, n)) out.add(n);
          if (!stops.has(n)) next.push(n);
        }
      frontier = next;
    }
  }
  return [...out].sort();
}
