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
  /** German units in the Reinforcement box: those of the schedule (N44 6.6) and the mobilization ones (N44 6.7). */
  readonly scheduled: readonly UnitState[];
  readonly mobilization: readonly UnitState[];
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The roster of `s.units` (one pass over the list, then a look-up). A list a resolution made is given
 * its parent's roster when none of the units it changed is in the roster or adds a mobilized division,
 * before or after (context.ts `lineages`): a unit moving on the map leaves the roster as it was.
 */
export function rosterOf(s: Pick<State, 'units' | 'options' | 'scenario'>): Roster {
  const game = contextOf(s);
  const rosters = game.rosters;
  let r = rosters.get(s.units);
  if (!r) {
    const from = game.lineages.get(s.units);
    const parent = from === undefined ? undefined : rosters.get(from.parent);
    r = parent !== undefined && from!.changed.every((i) => outside(from!.parent[i] as UnitState) && outside(s.units[i] as UnitState) && mobilizedKey(from!.parent[i] as UnitState) === mobilizedKey(s.units[i] as UnitState)) ? parent : buildRoster(s.units);
    rosters.set(s.units, r);
  }
  return r;
}

/** Is `u` in none of the roster's lists (the landers, the Strongpoints on the map, the Reinforcement box)? */
function outside(u: UnitState): boolean {
  if (u.box === 'wave' || u.box === 'britain') return false;
  if (u.side !== 'german') return true;
  return u.box !== 'reinforcement' && !(u.box === 'map' && u.hex !== null && info(u.id).kind === 'strongpoint');
}

/** What `u` adds to the mobilized divisions: a placed mobilization unit's turn and division (N44 6.7), else nothing. */
function mobilizedKey(u: UnitState): string {
  if (u.side !== 'german' || u.box === 'reinforcement') return '';
  const i = info(u.id);
  return i.counter.front.whiteStar ? `${u.arrives}|${i.counter.formation as string}` : '';
}

function buildRoster(units: readonly UnitState[]): Roster {
  const landers: UnitState[] = [];
  const strongpoints: UnitState[] = [];
  const mobilized = new Map<number, Set<string>>();
  const scheduled: UnitState[] = [];
  const mobilization: UnitState[] = [];
  for (const u of units) {
    if (u.box === 'wave' || u.box === 'britain') landers.push(u);
    // The rest of the roster is German (the Strongpoints, the 243rd and 709th with their white star).
    if (u.side !== 'german') continue;
    const i = info(u.id);
    const star = i.counter.front.whiteStar;
    if (u.box === 'reinforcement') (star ? mobilization : scheduled).push(u);
    else if (star) {
      let set = mobilized.get(u.arrives);
      if (!set) mobilized.set(u.arrives, (set = new Set()));
      set.add(i.counter.formation as string);
    }
    if (u.box === 'map' && u.hex !== null && i.kind === 'strongpoint') strongpoints.push(u);
  }
  return { landers, strongpoints, mobilized, scheduled, mobilization };
}

/** The divisions of which a mobilization unit has been placed on turn `turn` (N44 6.7: one a division a turn). */
export function mobilizedOn(r: Roster, turn: number): ReadonlySet<string> {
  return r.mobilized.get(turn) ?? NONE;
}

/**
 * The unit list with `f` applied to each unit, or the list itself when `f` changes none: an unchanged
 * list keeps its identity, so that the caches keyed by unit lists (context.ts) stay warm across a phase change.
 */
export function mapUnits(units: readonly UnitState[], f: (u: UnitState) => UnitState): UnitState[] {
  for (let i = 0; i < units.length; i++) {
    const u = units[i] as UnitState;
    const next = f(u);
    if (next === u) continue;
    const out = units.slice();
    out[i] = next;
    for (let j = i + 1; j < units.length; j++) out[j] = f(units[j] as UnitState);
    return out;
  }
  return units as UnitState[];
}
