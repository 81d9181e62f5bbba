/**
 * The roster of one unit list: the few units the phase-start and Movement-Phase listings read out of
 * the whole list (the units that may land, N44 6.5.2, 20.5; the German Strongpoints on the map, N44
 * 16.2; the mobilization units placed by turn, N44 6.7), found in one pass and kept in the game's
 * context (context.ts) by the unit list, which is immutable: a listing scans tens of units, not hundreds.
 */
import type { Recent } from '@esagono/kernel';
import type { Board } from '../map/index.js';
import { contextOf, type UnitLineage } from '../context.js';
import type { Player, State, UnitState } from '../state.js';
import { info } from '../units.js';
import { isUnmoved, unmovedUnits } from '../movement/movers.js';

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
export function rosterOf(s: { readonly units: readonly UnitState[] } & Pick<State, 'options' | 'scenario'>): Roster {
  const game = contextOf(s);
  const rosters = game.rosters;
  let r = rosters.get(s.units);
  if (!r) {
    const from = game.lineages.get(s.units);
    // A parent list no listing asked about (a landing listing kept over it) that a resolution made
    // itself: its roster from its own parent's, up the few lineages kept, rather than a scan here.
    const parent = from === undefined ? undefined : (rosters.get(from.parent) ?? (game.lineages.has(from.parent) ? rosterOf({ units: from.parent, options: s.options, scenario: s.scenario }) : undefined));
    r = (parent === undefined ? undefined : carried(parent, from!, s.units)) ?? buildRoster(s.units);
    rosters.set(s.units, r);
  }
  return r;
}

/**
 * The roster of `units` from its parent's (`from`): the parent's itself when no changed unit is in it,
 * before or after; else its lists with each changed unit replaced or dropped where it stood (the unit
 * list's order kept). Undefined when a changed unit joins a list it was not in (its place among the
 * others is not known here) or changes the mobilized divisions: the caller scans.
 */
function carried(parent: Roster, from: UnitLineage, units: readonly UnitState[]): Roster | undefined {
  let next: { landers: readonly UnitState[]; strongpoints: readonly UnitState[]; readonly mobilized: ReadonlyMap<number, ReadonlySet<string>>; scheduled: readonly UnitState[]; mobilization: readonly UnitState[] } | null = null;
  for (const i of from.changed) {
    const x = from.parent[i] as UnitState;
    const y = units[i] as UnitState;
    // The same unit in the same box and hex, placed the same turn (a flag changed, as the Moved flags at a
    // phase's start): in the lists it was in, its divisions the same; outside them, nothing to do.
    const same = x.id === y.id && x.box === y.box && x.hex === y.hex && x.side === y.side && x.arrives === y.arrives;
    if (same ? outside(x) : outside(x) && outside(y) && mobilizedKey(x) === mobilizedKey(y)) continue;
    // A mobilization unit placed (N44 6.7, a few a turn): scanned, so the divisions keep the scan's order.
    if (mobilizedKey(x) !== mobilizedKey(y)) return undefined;
    next ??= { ...parent };
    for (const k of LISTS) {
      const list = swapped(next[k], x, y, MEMBER[k]);
      if (list === undefined) return undefined;
      next[k] = list;
    }
  }
  return next ?? parent;
}

const LISTS = ['landers', 'strongpoints', 'scheduled', 'mobilization'] as const;

/** Is `u` in each of the roster's lists (as `buildRoster` files it)? */
const MEMBER: Readonly<Record<(typeof LISTS)[number], (u: UnitState) => boolean>> = {
  landers: (u) => u.box === 'wave' || u.box === 'britain',
  strongpoints: (u) => u.side === 'german' && u.box === 'map' && u.hex !== null && info(u.id).kind === 'strongpoint',
  scheduled: (u) => u.side === 'german' && u.box === 'reinforcement' && !info(u.id).counter.front.whiteStar,
  mobilization: (u) => u.side === 'german' && u.box === 'reinforcement' && info(u.id).counter.front.whiteStar,
};

/** `list` with `x` replaced by `y` (or dropped, when `y` is not a member); undefined when `y` joins it. */
function swapped(list: readonly UnitState[], x: UnitState, y: UnitState, member: (u: UnitState) => boolean): readonly UnitState[] | undefined {
  const inX = member(x);
  const inY = member(y);
  if (!inX) return inY ? undefined : list;
  const at = list.indexOf(x);
  if (at < 0) return undefined;
  const out = list.slice();
  if (inY) out[at] = y;
  else out.splice(at, 1);
  return out;
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
 * The unit list with the unit of id `id` replaced by `f` of it: a copy and one store, not a closure
 * called on every unit of the list (a resolve's new list, N44 6.6, 20.5, 21.2). Ids are unique.
 */
export function withUnitOf(units: readonly UnitState[], id: string, f: (u: UnitState) => UnitState): UnitState[] {
  const out = units.slice();
  for (let i = 0; i < out.length; i++) {
    const u = out[i] as UnitState;
    if (u.id === id) {
      out[i] = f(u);
      break;
    }
  }
  return out;
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

/**
 * What each of `side`'s unmoved units on the map gives (`item`, null: nothing), in unit-list order: a
 * Movement listing's per-unit options that read the unit alone and `dep` (a record of the position
 * compared by identity). Kept in `slots` by the unmoved list (movement/movers.ts), and after a move
 * carried from the parent list's answer without the units the move changed, when none of them is
 * unmoved now (a unit that moved is done for the phase, N44 9.1): O(changed units), not a pass over
 * tens of units and a new array of moves at each listing.
 */
export interface UnmovedItems<T> {
  readonly dep: unknown;
  readonly units: readonly UnitState[];
  readonly items: readonly T[];
}

export function unmovedItems<T, D>(s: State, side: Player, slots: Recent<readonly UnitState[], UnmovedItems<T>>, dep: D, item: (u: UnitState, dep: D, b: Board) => T | null): readonly T[] {
  const list = unmovedUnits(s, side);
  const hit = slots.get(list);
  if (hit !== undefined && hit.dep === dep) return hit.items;
  const game = contextOf(s);
  const from = game.lineages.get(s.units);
  const parentList = from === undefined ? undefined : game.unmoved.get(from.parent)?.[side];
  const before = parentList === undefined ? undefined : slots.get(parentList);
  const found = (before !== undefined && before.dep === dep ? carriedItems(before, from as UnitLineage, s.units, side) : undefined) ?? scanItems(list, dep, item, game.board);
  slots.set(list, found);
  return found.items;
}

/** The parent's items without those of the changed units; undefined when a changed unit is unmoved now (it may have joined). */
function carriedItems<T>(before: UnmovedItems<T>, from: UnitLineage, units: readonly UnitState[], side: Player): UnmovedItems<T> | undefined {
  let gone: UnitState[] | null = null;
  for (const i of from.changed) {
    if (isUnmoved(units[i] as UnitState, side)) return undefined;
    const x = from.parent[i] as UnitState;
    if (before.units.includes(x)) (gone ??= []).push(x);
  }
  if (gone === null) return before;
  const kept: UnitState[] = [];
  const items: T[] = [];
  for (let k = 0; k < before.units.length; k++) {
    const u = before.units[k] as UnitState;
    if (gone.includes(u)) continue;
    kept.push(u);
    items.push(before.items[k] as T);
  }
  return { dep: before.dep, units: kept, items };
}

function scanItems<T, D>(list: readonly UnitState[], dep: D, item: (u: UnitState, dep: D, b: Board) => T | null, b: Board): UnmovedItems<T> {
  const units: UnitState[] = [];
  const items: T[] = [];
  for (const u of list) {
    const x = item(u, dep, b);
    if (x === null) continue;
    units.push(u);
    items.push(x);
  }
  return { dep, units, items };
}
