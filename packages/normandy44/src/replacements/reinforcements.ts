/**
 * German reinforcements of the campaign and the mini-game (N44 6.6, 6.7): each due unit enters in
 * the German Movement Phase at an Entry Hex of its colour, the German's choice, paying the entry
 * hex's terrain (road) cost out of its MA; or it waits a turn and comes next turn in an adjacent
 * Entry Zone. The 243rd and 709th mobilize one unit of each division a turn from turn 2, on that
 * division's mobilization hexes (the German's choice of unit and hex, if he wants).
 * The Cherbourg scenario places its named-hex reinforcements itself (N44 26.1, `sequence.ts`).
 */
import { SIDE, terrainOf, type Board } from '../map/index.js';
import { TEC_HEX, type HexTerrain } from '../data/tables.js';
import { HEX_TERRAINS } from '../map/schema.js';
import { sideContext } from '../movement/context.js';
import type { Move, State, UnitState } from '../state.js';
import { info } from '../units.js';
import { soloDelayAllowed } from '../special-rules/special.js';
import { contextOf } from '../context.js';
import { mobilizedOn, rosterOf, withUnitOf, type Roster } from '../sequence/roster.js';

/** The Entry Zones in their order along the south and east map edges: each touches the next (N44 6.6, map). */
export const ENTRY_ZONES = ['green', 'red', 'orange', 'blue'] as const;
export type EntryColour = (typeof ENTRY_ZONES)[number];

/** The zones a delayed reinforcement may enter next turn: those adjacent to its own (N44 6.6). */
export function adjacentZones(colour: EntryColour): EntryColour[] {
  const i = ENTRY_ZONES.indexOf(colour);
  return ENTRY_ZONES.filter((_c, j) => Math.abs(i - j) === 1);
}

const isMobilization = (u: UnitState): boolean => info(u.id).counter.front.whiteStar;

/** The colour of a reinforcement's Entry Zone (its `entry` hex names a hex of that zone), or null. */
export function zoneOf(b: Board, u: UnitState): EntryColour | null {
  if (u.entry === null) return null;
  return entryTable(b).colourOf.get(b.locOf(u.entry)) ?? null;
}

/** The Entry Hexes of a board by location and by colour (N44 6.6). */
interface EntryTable {
  /** Each Entry Hex's colour (the first entry of a location, as a search of the list finds it). */
  readonly colourOf: ReadonlyMap<number, EntryColour>;
  /** The Entry Hexes of each colour, in the board's order. */
  readonly byColour: ReadonlyMap<string, readonly Board['entries'][number][]>;
}

// Per board, a static table built whole from the map and never changed.
const entryTables = new WeakMap<Board, EntryTable>();
function entryTable(b: Board): EntryTable {
  let t = entryTables.get(b);
  if (!t) {
    const colourOf = new Map<number, EntryColour>();
    const byColour = new Map<string, Board['entries'][number][]>();
    for (const e of b.entries) {
      if (!colourOf.has(e.loc)) colourOf.set(e.loc, e.colour as EntryColour);
      let list = byColour.get(e.colour);
      if (!list) byColour.set(e.colour, (list = []));
      list.push(e);
    }
    entryTables.set(b, (t = { colourOf, byColour }));
  }
  return t;
}

/** The German units in the Reinforcement box (N44 6.6, 6.7), from the unit list's roster (a Movement listing reads the box twice). */
const boxed = (s: State): Roster => rosterOf(s);

const NO_UNITS: readonly UnitState[] = [];

/**
 * German reinforcements due now that must enter or wait (N44 6.6): not the mobilization units (N44 6.7).
 * The last answer is kept in the game's context with the roster and turn it read (the roster is carried
 * over a move on the map, sequence/roster.ts): each Movement listing asks, and `mustReturn` again.
 */
export function dueReinforcements(s: State, b: Board): readonly UnitState[] {
  if (!s.campaign || s.phase !== 'german-movement') return NO_UNITS;
  const roster = boxed(s);
  const game = contextOf(s, b);
  const last = game.dueReinforcements;
  if (last !== null && last.roster === roster && last.turn === s.turn) return last.units;
  const units = roster.scheduled.filter((u) => u.arrives <= s.turn && zoneOf(b, u) !== null);
  game.dueReinforcements = { roster, turn: s.turn, units };
  return units;
}

/**
 * The MP in sixths a unit spends entering `loc` from off the map (N44 6.6): the road's cost when a
 * road runs through the entry hex (main road 1/3 for mech, 1/2 for German mech except in Storm,
 * 9.3, 9.7; otherwise 1/2), else the hex's terrain cost (TEC).
 */
export function entrySixths(s: State, u: UnitState, b: Board, loc: number): number {
  const mech = info(u.id).mech;
  let road = 0;
  for (let d = 0; d < 6; d++) road |= (b.sides[loc * 6 + d] as number) & (SIDE.mainRoad | SIDE.secondaryRoad);
  if (road !== 0) return (road & SIDE.mainRoad) !== 0 && mech && !(u.side === 'german' && s.space >= 2) ? 2 : 3;
  let t = terrainOf(b, loc);
  // A town's other terrain (OTIH), from the board's table.
  if (t === 'town') t = HEX_TERRAINS[b.under[loc] as number] as typeof t;
  const row = TEC_HEX.rows[t as HexTerrain];
  const c = mech ? row.mech : row.nonMech;
  return c === 'otih' ? 6 : typeof c === 'number' ? c * 6 : Infinity;
}

/** Entry hexes of the unit's zone free of Allied units (N44 6.6: entry hexes only, never between two). */
export function entryHexes(s: State, u: UnitState, b: Board): readonly string[] {
  const colour = zoneOf(b, u);
  // Where the Allies stand, shared with the movement listing of this position (movement/context.ts).
  const alliedCtx = sideContext(s, 'allied', b);
  // The hexes read only the zone, the Allied standing and whether the entry cost is finite (the
  // terrain, and the unit's mech flag): kept by the standing for the rest of the German turn.
  const byStanding = contextOf(s, b).entryHexes;
  let memo = byStanding.get(alliedCtx);
  if (!memo) byStanding.set(alliedCtx, (memo = new Map()));
  const key = `${colour}|${info(u.id).mech}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const allied = alliedCtx.occ;
  const out: string[] = [];
  for (const e of (colour === null ? undefined : entryTable(b).byColour.get(colour)) ?? []) if (allied[e.loc] !== 1 && entrySixths(s, u, b, e.loc) < Infinity) out.push(b.ids[e.loc] as string);
  memo.set(key, out);
  return out;
}

/** The divisions of which a Mobilization box unit has been placed this turn (N44 6.7: one a division a turn). */
function mobilizedThisTurn(s: State): ReadonlySet<string> {
  return mobilizedOn(rosterOf(s), s.turn);
}

// Per board, a static table built whole from the map and never changed: each division's mobilization
// place (the first of its kind), found once rather than once a unit and listing.
const placesBy = new WeakMap<Board, ReadonlyMap<string, Board['file']['places'][number]>>();
const MOBILIZATION = 'mobilization-';
function mobilizationPlace(b: Board, division: string): Board['file']['places'][number] | undefined {
  let m = placesBy.get(b);
  if (!m) {
    const table = new Map<string, Board['file']['places'][number]>();
    for (const p of b.file.places) {
      const d = p.kind.startsWith(MOBILIZATION) ? p.kind.slice(MOBILIZATION.length) : null;
      if (d !== null && !table.has(d)) table.set(d, p);
    }
    placesBy.set(b, (m = table));
  }
  return m.get(division);
}

/** Mobilization hexes of the unit's division free of Allied units and Allied ZOC (N44 6.7). */
export function mobilizationHexes(s: State, u: UnitState, b: Board, alliedZoc: () => Uint8Array, mobilized: ReadonlySet<string> = mobilizedThisTurn(s)): string[] {
  const division = info(u.id).counter.formation;
  const place = mobilizationPlace(b, division as string);
  if (!place || mobilized.has(division as string)) return [];
  const allied = sideContext(s, 'allied', b).occ;
  return place.hexes.filter((h) => allied[b.locOf(h)] !== 1 && alliedZoc()[b.locOf(h)] !== 1);
}

/**
 * The German's entry decisions this Movement Phase (N44 6.6, 6.7), each unit's together; `only`:
 * that unit's alone (an entry is the unit's own move, listed once it is picked, N44 9.1).
 */
export function entryOptions(s: State, b: Board, only?: string): Move[] {
  if (!s.campaign || s.phase !== 'german-movement') return [];
  const out: Move[] = [];
  for (const u of dueReinforcements(s, b)) {
    if (only !== undefined && u.id !== only) continue;
    const hexes = entryHexes(s, u, b);
    for (const to of hexes) out.push({ type: 'enter', unit: u.id, to });
    // Solitaire: no delay while the unit can enter (N44 27.2).
    if (soloDelayAllowed(s, hexes.length > 0)) for (const colour of adjacentZones(zoneOf(b, u) as EntryColour)) out.push({ type: 'delay-entry', unit: u.id, colour });
  }
  if (s.turn >= 2) {
    // The Allied ZOC of this position, as the movement listing reads it (N44 8.1).
    const alliedZoc = (): Uint8Array => sideContext(s, 'allied', b).zoc;
    let mobilized: ReadonlySet<string> | null = null;
    for (const u of boxed(s).mobilization) {
      if (only !== undefined && u.id !== only) continue;
      for (const to of mobilizationHexes(s, u, b, alliedZoc, (mobilized ??= mobilizedThisTurn(s)))) out.push({ type: 'enter', unit: u.id, to });
    }
  }
  return out;
}

/**
 * The units with an entry decision this German Movement Phase, in the order `entryOptions` lists them
 * (N44 6.6, 6.7), for the listing that picks a unit first (N44 9.1). The last answer is kept in the
 * game's context with all that the options read beyond the game's options: the roster (the Reinforcement
 * box, the mobilized divisions), the turn, the Allied standing (entry and mobilization hexes free of
 * Allied units and ZOC) and the weather (a German mech unit's road entry cost, `entrySixths`).
 * Found without building the moves: every due reinforcement has a decision (it enters, or, with no
 * Entry Hex open, waits: every zone has an adjacent one, and Solitaire bars a delay only while the unit
 * can enter, N44 6.6, 27.2); a mobilization unit has one when a hex of its division is open (N44 6.7).
 */
export function entrants(s: State, b: Board): readonly UnitState[] {
  if (!s.campaign || s.phase !== 'german-movement') return NO_UNITS;
  const roster = boxed(s);
  const allied = sideContext(s, 'allied', b);
  const game = contextOf(s, b);
  const last = game.entrants;
  if (last !== null && last.roster === roster && last.turn === s.turn && last.allied === allied && last.space === s.space) return last.units;
  // The due units first, then the mobilization units, as `entryOptions` lists them.
  const units: UnitState[] = dueReinforcements(s, b).slice();
  if (s.turn >= 2 && roster.mobilization.length > 0) {
    const alliedZoc = (): Uint8Array => allied.zoc;
    const mobilized = mobilizedThisTurn(s);
    for (const u of roster.mobilization) if (mobilizationHexes(s, u, b, alliedZoc, mobilized).length > 0) units.push(u);
  }
  game.entrants = { roster, turn: s.turn, allied, space: s.space, units };
  return units;
}

/**
 * A reinforcement enters (N44 6.6): on its entry hex, the hex's cost spent (`entryMp`), stopped at
 * once in an Allied ZOC. A mobilization unit is placed and moves normally (N44 6.7); its `arrives`
 * records the turn, for the one-a-division limit.
 */
export function enter(s: State, unit: string, to: string, b: Board): State {
  const loc = b.locOf(to);
  return {
    ...s,
    units: withUnitOf(s.units, unit, (u) => {
      if (isMobilization(u)) return { ...u, box: 'map' as const, hex: to, arrives: s.turn, moved: false };
      // The Allied ZOC of this position's standing (movement/context.ts), as the listing read it (N44 8.1).
      const stop = sideContext(s, 'allied', b).zoc[loc] === 1;
      return { ...u, box: 'map' as const, hex: to, arrives: s.turn, moved: stop, entryMp: entrySixths(s, u, b, loc) };
    }),
  };
}

/** The reinforcement waits a turn and comes next turn in the adjacent zone `colour` (N44 6.6). */
export function delayEntry(s: State, unit: string, colour: EntryColour, b: Board): State {
  const hex = b.entries.find((e) => e.colour === colour);
  return { ...s, units: hex ? withUnitOf(s.units, unit, (u) => ({ ...u, arrives: s.turn + 1, entry: b.ids[hex.loc] as string })) : s.units.slice() };
}


/** MP in sixths a unit has spent entering the map this Movement Phase (N44 6.6), 0 otherwise. */
export function spentEntering(u: UnitState): number {
  return u.entryMp ?? 0;
}

/** A reinforcement may take a Reserve marker if it spent 1 MP or less entering (N44 6.6, 15.1). */
export function reserveAfterEntry(u: UnitState): boolean {
  return spentEntering(u) <= 6;
}
