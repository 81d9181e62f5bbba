/** Lookups and small pure state helpers shared by the rule modules. */
import type { Division, Sector } from './cards/types.js';
import { isCombat, type CombatUnitData, type UnitSide, type UsUnitData } from './data/types.js';
import { US_UNITS } from './data/us-units.js';
import { MAP } from './map/index.js';
import type { GermanStack, State, UsUnitState } from './state.js';
import { carryUnitIndex, unitIndexOf, type UnitIndex } from './context.js';

export const US_BY_ID: ReadonlyMap<string, UsUnitData> = new Map(US_UNITS.map((u) => [u.id, u]));

export function usData(id: string): UsUnitData {
  const u = US_BY_ID.get(id);
  if (!u) throw new Error(`no US unit ${id}`);
  return u;
}

/**
 * Per id, the combat counter's data or null for a leader (static: the counters, 2.2). One lookup, no
 * type test: the action listing asks it of every unit (issue #18).
 */
const COMBAT_BY_ID: ReadonlyMap<string, CombatUnitData | null> = new Map(US_UNITS.map((u) => [u.id, isCombat(u) ? u : null]));

export function combatData(id: string): CombatUnitData | null {
  const d = COMBAT_BY_ID.get(id);
  if (d === undefined) throw new Error(`no US unit ${id}`);
  return d;
}

/** The side in play: sides[i] has `steps - i` steps (DDOB 2.2.1, 6.32). */
export function sideOf(u: UsUnitState): UnitSide | null {
  const d = combatData(u.id);
  if (!d || u.steps <= 0) return null;
  return d.sides[d.steps - u.steps] ?? null;
}

/** HQs and Generals (11; static: the counters), asked of every unit by the listings. */
const LEADER_BY_ID: ReadonlyMap<string, boolean> = new Map(US_UNITS.map((u) => [u.id, u.type === 'hq' || u.type === 'general']));

export function isLeader(id: string): boolean {
  const leader = LEADER_BY_ID.get(id);
  if (leader === undefined) throw new Error(`no US unit ${id}`);
  return leader;
}

/**
 * Units in record order. The set-up inserts them in id order and no rule adds a key later, so this
 * is id order, and a canonical (key-sorted) JSON round trip keeps it.
 */
export function unitList(s: State): UsUnitState[] {
  return unitIndexOf(s).all;
}

export function onMap(s: State): UsUnitState[] {
  return unitIndexOf(s).onMap;
}

/**
 * The per-record context of the US units (context.ts): the unit lists and the answers other rules
 * derive from the record alone, kept together (one cache entry per record rather than one per answer).
 */
export function unitIndex(s: State): UnitIndex {
  return unitIndexOf(s);
}
export type { UnitIndex };

const NONE: UsUnitState[] = [];

export function hexOf(u: UsUnitState): string | null {
  return u.loc.kind === 'hex' ? u.loc.hex : null;
}

export function unitsAt(s: State, hex: string): UsUnitState[] {
  return unitIndexOf(s).byHex.get(hex) ?? NONE;
}

/** The hexes holding US units (in no particular order). */
export function occupiedHexes(s: State): Iterable<string> {
  return unitIndexOf(s).byHex.keys();
}

export function combatUnitsAt(s: State, hex: string): UsUnitState[] {
  return unitsAt(s, hex).filter((u) => !isLeader(u.id));
}

export function inBox(s: State, box: string): UsUnitState[] {
  return unitList(s).filter((u) => u.loc.kind === 'box' && u.loc.box === box);
}

/**
 * A fresh copy of a state, to be changed by its caller before it is returned (the input is never
 * changed). Spelled out field by field because V8 copies a literal of a big object about three times
 * faster than a spread `{ ...s }` (measured on Easy Fox states, issue #18); the fields keep the
 * set-up's order (`initialState`), and the optional ones come after them in the order they are first
 * set (armour at the set-up, 23.1; Hero offers later, 11.14), so the JSON of a state is unchanged.
 * The rare state with the 22.4 marker (`mobileRecycled`, set at any time) is spread instead.
 */
export function copyState(s: State): State {
  if (s.mobileRecycled !== undefined) return { ...s };
  const t: State = {
    rules: s.rules,
    turn: s.turn,
    phase: s.phase,
    step: s.step,
    reveals: s.reveals,
    deck: s.deck,
    discard: s.discard,
    fireCard: s.fireCard,
    us: s.us,
    german: s.german,
    boxes: s.boxes,
    known: s.known,
    cleared: s.cleared,
    smoke: s.smoke,
    plunging: s.plunging,
    actions: s.actions,
    attacked: s.attacked,
    barraged: s.barraged,
    commanders: s.commanders,
    movedLeaders: s.movedLeaders,
    naval: s.naval,
    meemiesFired: s.meemiesFired,
    deadWn: s.deadWn,
    germanActed: s.germanActed,
    cps: s.cps,
    bases: s.bases,
    garrisons: s.garrisons,
    germanArtillery: s.germanArtillery,
    exited: s.exited,
    result: s.result,
  };
  if (s.armour !== undefined) t.armour = s.armour;
  if (s.heroOffers !== undefined) t.heroOffers = s.heroOffers;
  return t;
}

/** The state with its pending step replaced: one copy. */
export function withStep(s: State, step: State['step']): State {
  const t = copyState(s);
  t.step = step;
  return t;
}

export function setUnit(s: State, u: UsUnitState): State {
  const t = copyState(s);
  t.us = withUnit(s, u);
  return t;
}

/** The state with several units replaced (same ids), in one copy of the record. */
export function setUnits(s: State, units: readonly UsUnitState[]): State {
  const t = copyState(s);
  t.us = withUnits(s, units);
  return t;
}

/** `s.us` with one unit replaced (same id), its index carried over from the record's (context.ts). */
export function withUnit(s: State, u: UsUnitState): State['us'] {
  const before = s.us[u.id];
  // Object.assign rather than a spread: V8 copies a record of many units faster so (issue #18); same keys, same order.
  const us: State['us'] = Object.assign({}, s.us);
  us[u.id] = u;
  if (before) carryUnitIndex(s, us, [[before, u]]);
  return us;
}

/** `s.us` with several units replaced (same ids), in one copy, its index carried over (context.ts). */
export function withUnits(s: State, units: readonly UsUnitState[]): State['us'] {
  const us: State['us'] = Object.assign({}, s.us);
  const changes: [UsUnitState, UsUnitState][] = [];
  let known = true;
  for (const u of units) {
    const before = s.us[u.id];
    if (before) changes.push([before, u]);
    else known = false;
    us[u.id] = u;
  }
  if (known) carryUnitIndex(s, us, changes);
  return us;
}

export function setGerman(s: State, hex: string, g: GermanStack | null): State {
  const german = { ...s.german };
  if (g) german[hex] = g;
  else delete german[hex];
  const t = copyState(s);
  t.german = german;
  return t;
}

export function sectorOfBox(box: string): Sector {
  const b = MAP.box.get(box);
  if (!b) throw new Error(`no box ${box}`);
  return b.sector;
}

export function divisionOfSector(sector: Sector): Division {
  return sector === 'East' ? '1st' : '29th';
}

export function sectorOfDivision(d: Division): Sector {
  return d === '1st' ? 'East' : 'West';
}

/** Where a US unit is, as a sector (boxes and hexes); null on the track or out. */
export function sectorOfUnit(u: UsUnitState): Sector | null {
  if (u.loc.kind === 'box') return sectorOfBox(u.loc.box);
  if (u.loc.kind === 'hex') return MAP.hex.get(u.loc.hex)?.sector ?? null;
  return null;
}

export function sortedIds(ids: Iterable<string>): string[] {
  return [...ids].sort();
}
