/**
 * The roster of one unit list: the few units the phase-start and Movement-Phase listings read out of
 * the whole list (the units that may land, N44 6.5.2, 20.5; the German Strongpoints on the map, N44
 * 16.2; the mobilization units placed by turn, N44 6.7), found in one pass and kept in the game's
 * context (context.ts) by the unit list, which is immutable: a listing scans tens of units, not hundreds.
 */
import { contextOf } from '../context.js';
import type { State, UnitState } from '../state.js';
import { info } from '../units.js';

export interface Roster {
  /** Units in the Second Wave or in Britain box, in the order of the unit list (N44 6.5.2, 20.5). */
  readonly landers: readonly UnitState[];
  /** German Strongpoints on the map, in the order of the unit list (N44 16.2). */
  readonly strongpoints: readonly UnitState[];
  /** The divisions of the mobilization units out of the Reinforcement box, by the turn they were placed (N44 6.7). */
  readonly mobilized: ReadonlyMap<number, ReadonlySet<string>>;
}

const NONE: ReadonlySet<string> = new Set();

/** The roster of `s.units` (one pass over the list, then a look-up). */
export function rosterOf(s: Pick<State, 'units' | 'options' | 'scenario'>): Roster {
  const rosters = contextOf(s).rosters;
  let r = rosters.get(s.units);
  if (!r) {
    const landers: UnitState[] = [];
    const strongpoints: UnitState[] = [];
    const mobilized = new Map<number, Set<string>>();
    for (const u of s.units) {
      if (u.box === 'wave' || u.box === 'britain') landers.push(u);
      else if (u.box === 'map' && u.hex !== null && u.side === 'german' && info(u.id).kind === 'strongpoint') strongpoints.push(u);
      if (u.box !== 'reinforcement' && info(u.id).counter.front.whiteStar) {
        let set = mobilized.get(u.arrives);
        if (!set) mobilized.set(u.arrives, (set = new Set()));
        set.add(info(u.id).counter.formation as string);
      }
    }
    r = { landers, strongpoints, mobilized };
    rosters.set(s.units, r);
  }
  return r;
}

/** The divisions of which a mobilization unit has been placed on turn `turn` (N44 6.7: one a division a turn). */
export function mobilizedOn(r: Roster, turn: number): ReadonlySet<string> {
  return r.mobilized.get(turn) ?? NONE;
}
