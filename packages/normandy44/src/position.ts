/**
 * Reading a position: who is where, enemy ZOC (N44 8.1), stacking (N44 7.1), control (N44 6.2).
 */
import { zocMap } from '@esagono/kernel';
import { cotentinBoard, inZone, normandyBoard, sideBits, SIDE, terrainOf, type Board } from './map/index.js';
import type { Player, State, UnitState } from './state.js';
import { exertsZoc, faceFor, info, stackPoints } from './units.js';
import { LIMITS } from './data/tables.js';
import { contextOf, type GameContext, type UnitLineage } from './context.js';

/** The scenario's map: the Cotentin for Cherbourg (N44 26), the whole map for the campaign and the mini-game (N44 24, 25). */
export function board(s?: { readonly scenario: string }): Board {
  return s === undefined || s.scenario === 'cherbourg' ? cotentinBoard() : normandyBoard();
}

export const other = (p: Player): Player => (p === 'german' ? 'allied' : 'german');

// Per game: each id's place in the unit list (units are replaced in place, never reordered), checked
// on every look-up; a list where the place holds another unit falls back to the per-list look-ups below.
export function unitById(s: State, id: string): UnitState | undefined {
  const ctx = contextOf(s);
  const slots = (ctx.unitSlots ??= slotsOf(s.units));
  const i = slots.get(id);
  if (i !== undefined) {
    const u = s.units[i];
    if (u !== undefined && u.id === id) return u;
  }
  return scanById(s, id);
}

/** Each id's first place in `units` (the first of an id wins, as `find` gives it). */
function slotsOf(units: readonly UnitState[]): ReadonlyMap<string, number> {
  const slots = new Map<string, number>();
  for (let i = units.length - 1; i >= 0; i--) slots.set((units[i] as UnitState).id, i);
  return slots;
}

// Per unit list (immutable): the look-ups made so far, then each id's unit once a list is looked up
// often (a position's listing may look up many units; most positions only a few).
const SCANS_BEFORE_INDEX = 4;
function scanById(s: State, id: string): UnitState | undefined {
  const unitIndex = contextOf(s).unitIndex;
  const m = unitIndex.get(s.units);
  if (typeof m === 'object') return m.get(id);
  const n = (m ?? 0) + 1;
  if (n <= SCANS_BEFORE_INDEX) {
    unitIndex.set(s.units, n);
    return s.units.find((u) => u.id === id);
  }
  const index = new Map<string, UnitState>();
  // The first unit of an id wins, as `find` gives it.
  for (let i = s.units.length - 1; i >= 0; i--) index.set((s.units[i] as UnitState).id, s.units[i] as UnitState);
  unitIndex.set(s.units, index);
  return index.get(id);
}

export function onMap(u: UnitState): boolean {
  return u.box === 'map' && u.hex !== null;
}

// Per unit list (immutable), as for `unitById`: the look-ups made so far, then the units of each
// hex once a list is looked up often (a landing or Replacement listing asks for many hexes).
const SCANS_BEFORE_HEX_INDEX = 6;

/** The units on the map in `hex`, in the order of the unit list (a new array: the caller may keep it). */
export function unitsAt(s: State, hex: string): UnitState[] {
  const hexIndex = contextOf(s).hexIndex;
  const m = hexIndex.get(s.units);
  if (typeof m === 'object') return m.get(hex)?.slice() ?? [];
  const n = (m ?? 0) + 1;
  if (n <= SCANS_BEFORE_HEX_INDEX) {
    hexIndex.set(s.units, n);
    return s.units.filter((u) => u.box === 'map' && u.hex === hex);
  }
  const index = new Map<string, UnitState[]>();
  for (const u of s.units) {
    if (u.box !== 'map' || u.hex === null) continue;
    const here = index.get(u.hex);
    if (here) here.push(u);
    else index.set(u.hex, [u]);
  }
  hexIndex.set(s.units, index);
  return index.get(hex)?.slice() ?? [];
}

/** Side holding each location: 0 empty, 1 German, 2 Allied. Shared per unit list (context.ts): read it, never write it. */
export function occupancy(s: State, b: Board = board(s)): Uint8Array {
  const byUnits = contextOf(s, b).occupancies;
  let occ = byUnits.get(s.units);
  if (!occ) {
    occ = new Uint8Array(b.map.size);
    for (const u of s.units) if (onMap(u)) occ[b.locOf(u.hex as string)] = u.side === 'german' ? 1 : 2;
    byUnits.set(s.units, occ);
  }
  return occ;
}

/**
 * Locations in the ZOC of `side`'s units: not across sea or blue hexsides, not into the swamp (N44 8.1).
 * Shared per unit list, side and Perimeter reading (context.ts): read it, never write it.
 */
export function zocOf(s: State, side: Player, b: Board = board(s), acrossPerimeter = true): Uint8Array {
  const byUnits = contextOf(s, b).zocs;
  let known = byUnits.get(s.units);
  if (!known) byUnits.set(s.units, (known = new Map()));
  const key = acrossPerimeter ? side : `${side}-perimeter`;
  let zoc = known.get(key);
  if (!zoc) known.set(key, (zoc = findZoc(s, side, b, acrossPerimeter)));
  return zoc;
}

function findZoc(s: State, side: Player, b: Board, acrossPerimeter: boolean): Uint8Array {
  const locs: number[] = [];
  for (const u of s.units) {
    if (u.side !== side || !onMap(u)) continue;
    const i = info(u.id);
    if (exertsZoc(i, faceFor(i, u.steps))) locs.push(b.locOf(u.hex as string));
  }
  return zocAround(b, locs, acrossPerimeter);
}

/** The ZOC of units exerting one at `locs` (N44 8.1, 16.3; see `zocOf`): also for a standing read from its pieces (movement/context.ts). */
export function zocAround(b: Board, locs: readonly number[], acrossPerimeter = true): Uint8Array {
  return zocMap(b.map, locs, {
    blockedSides: (loc, dir) => {
      const bits = sideBits(b, loc, dir);
      if (bits & (SIDE.sea | SIDE.blue)) return true;
      // For a German retreat, Allied ZOC reaching into the Perimeter from outside is ignored (N44 16.3).
      if (!acrossPerimeter && bits & SIDE.perimeter && !inZone(b, loc, 'cherbourg-perimeter')) return true;
      const nb = b.map.neighbor(loc, dir);
      return nb >= 0 && terrainOf(b, nb) === 'marsh';
    },
  });
}

/** Is the stack legal: at most 4 points plus one silhouette, at most one free unit of each kind (N44 7.1)? */
export function stackLegal(units: readonly UnitState[]): boolean {
  let points = 0;
  let silhouettes = 0;
  // The kinds of the free units met so far: a stack holds a few units, so a list, made only when one is met (no Set per stack).
  let free: string[] | null = null;
  for (const u of units) {
    const i = info(u.id);
    if (i.stackFree) {
      if (free === null) free = [i.kind];
      else if (free.includes(i.kind)) return false;
      else free.push(i.kind);
      continue;
    }
    if (i.silhouette) silhouettes++;
    points += stackPoints(i, faceFor(i, u.steps));
  }
  // A second silhouette costs its points like any unit (one stacks free).
  if (silhouettes > LIMITS.silhouettesFree) {
    for (const u of units) {
      const i = info(u.id);
      if (i.silhouette && !i.stackFree) {
        silhouettes--;
        points += (faceFor(i, u.steps).strength ?? 0) >= 3 ? 2 : 1;
        if (silhouettes <= LIMITS.silhouettesFree) break;
      }
    }
  }
  return points <= LIMITS.stackingPoints;
}

/** Hexes where `side` is over the stacking limit. */
// Per unit list (immutable) and side: picking a unit and going back keep the list.
export function overstacked(s: State, side: Player): readonly string[] {
  const game = contextOf(s);
  const overstackedBy = game.overstacked;
  let memo = overstackedBy.get(s.units);
  if (!memo) {
    memo = {};
    overstackedBy.set(s.units, memo);
  }
  const known = side === 'german' ? memo.german : memo.allied;
  if (known) return known;
  const found = fromParent(s, side, game.lineages.get(s.units), game) ?? findOverstacked(s.units, side, game);
  if (side === 'german') memo.german = found;
  else memo.allied = found;
  return found;
}

/**
 * The parent list's answer when it still holds (context.ts `lineages`): no changed unit of `side` on
 * the map before or after, or none over-stacked in the parent and every hex a changed unit of `side`
 * stands in now legal (a hex no changed unit entered keeps its stack or loses units, and a legal stack
 * that loses a unit stays legal: fewer points, fewer silhouettes, N44 7.1). With hexes over-stacked in
 * the parent, only those and the hexes changed units entered can be over-stacked now (`recheck`).
 * Undefined: scan.
 */
function fromParent(s: State, side: Player, from: UnitLineage | undefined, game: GameContext): readonly string[] | undefined {
  if (from === undefined) return undefined;
  const before = game.overstacked.get(from.parent)?.[side];
  if (before === undefined) return undefined;
  let left = false;
  let entered: UnitState[] | null = null;
  for (const i of from.changed) {
    const x = from.parent[i] as UnitState;
    const y = s.units[i] as UnitState;
    // A change that leaves what stacking reads as it was (the unit, its side, place and steps, N44 7.1),
    // such as the Moved flags cleared at a phase's start: no stack changed by it.
    if (x.hex === y.hex && x.box === y.box && x.steps === y.steps && x.side === y.side && x.id === y.id) continue;
    if (x.side === side && onMap(x)) left = true;
    if (y.side === side && onMap(y)) (entered ??= []).push(y);
  }
  if (!left && entered === null) return before;
  if (before.length > 0) return recheck(s.units, side, before, entered);
  if (entered === null) return before;
  // Where the side stood in the parent list, when the listing read it (movement/context.ts): a hex it
  // did not hold then holds only changed units now (the others stand where they stood), no scan needed.
  const occ = game.movement.byUnits.get(from.parent)?.[side]?.occ;
  for (const y of entered) {
    const h = y.hex as string;
    const stack = occ !== undefined && occ[game.board.locOf(h)] !== 1 ? entered.filter((z) => z.hex === h) : stackAt(s.units, side, h);
    if (!stackLegal(stack)) return undefined;
  }
  return before;
}

/**
 * The over-stacked hexes of `units` when those of its parent were `before` (some) and the changed units of
 * `side` on the map now are `entered`: every other hex kept its stack or lost units (still legal, N44 7.1),
 * so only these few hexes are read, in one pass, and listed as a scan lists them (by their first unit).
 */
function recheck(units: readonly UnitState[], side: Player, before: readonly string[], entered: readonly UnitState[] | null): string[] {
  const hexes = before.slice();
  if (entered !== null) for (const y of entered) if (!hexes.includes(y.hex as string)) hexes.push(y.hex as string);
  const stacks: UnitState[][] = hexes.map(() => []);
  // Each hex's first unit's place in the list: a scan lists the hexes in that order.
  const first: number[] = hexes.map(() => -1);
  for (let i = 0; i < units.length; i++) {
    const u = units[i] as UnitState;
    if (u.side !== side || u.box !== 'map' || u.hex === null) continue;
    const k = hexes.indexOf(u.hex);
    if (k < 0) continue;
    if (first[k] === -1) first[k] = i;
    (stacks[k] as UnitState[]).push(u);
  }
  const order: number[] = [];
  for (let k = 0; k < hexes.length; k++) if (first[k] !== -1 && !stackLegal(stacks[k] as UnitState[])) order.push(k);
  order.sort((a, b) => (first[a] as number) - (first[b] as number));
  return order.map((k) => hexes[k] as string);
}

/** `side`'s units on the map in `hex`, in list order. */
function stackAt(units: readonly UnitState[], side: Player, hex: string): UnitState[] {
  const out: UnitState[] = [];
  for (const u of units) if (u.hex === hex && u.side === side && u.box === 'map') out.push(u);
  return out;
}

/**
 * The hexes where `side`'s units on `units` are over-stacked, in the order of each hex's first unit in
 * the list. One unit alone is always legal (at most 2 points, one silhouette free, one free unit of its
 * kind, N44 7.1): the units are chained per location in the context's scratch (`StackScratch`), and
 * only the locations holding two units or more are read, instead of a map of arrays of every hex.
 */
function findOverstacked(units: readonly UnitState[], side: Player, game: GameContext): string[] {
  const b = game.board;
  const scratch = (game.stackScratch ??= new StackScratch(b.map.size));
  const { head, tail } = scratch;
  const next = scratch.links(units.length);
  // The locations met, in the order of their first unit; a location of two units or more is marked by its tail's sign.
  const locs: number[] = [];
  let multi = false;
  for (let i = 0; i < units.length; i++) {
    const u = units[i] as UnitState;
    if (u.side !== side || u.box !== 'map' || u.hex === null) continue;
    const loc = b.locOf(u.hex);
    next[i] = -1;
    if (head[loc] === -1) {
      head[loc] = i;
      tail[loc] = i;
      locs.push(loc);
    } else {
      next[tail[loc] as number] = i;
      tail[loc] = i;
      multi = true;
    }
  }
  const out: string[] = [];
  const stack: UnitState[] = [];
  for (const loc of locs) {
    const h = head[loc] as number;
    if (multi && h !== tail[loc]) {
      stack.length = 0;
      for (let i = h; i !== -1; i = next[i] as number) stack.push(units[i] as UnitState);
      if (!stackLegal(stack)) out.push((units[h] as UnitState).hex as string);
    }
    // Left as found: every location's head is -1 between scans.
    head[loc] = -1;
  }
  return out;
}

/**
 * Scratch space for `findOverstacked`, held by a game's context: each location's first and last unit
 * of the side scanned (-1 between scans: a scan clears the locations it set) and each unit's next one
 * in its location, so that a scan allocates nothing but its answer (GC is a tenth of a playout, issue #17).
 */
export class StackScratch {
  readonly head: Int32Array;
  readonly tail: Int32Array;
  #next = new Int32Array(0);
  constructor(size: number) {
    this.head = new Int32Array(size).fill(-1);
    this.tail = new Int32Array(size);
  }
  /** The next-unit links for a list of `n` units (grown to the longest list met; its values are written before they are read). */
  links(n: number): Int32Array {
    if (this.#next.length < n) this.#next = new Int32Array(n);
    return this.#next;
  }
}

export function isTownOrCity(b: Board, loc: number): boolean {
  const t = terrainOf(b, loc);
  return t === 'town' || t === 'city';
}

/** Control after a unit of `side` enters `hex` (N44 6.2: the last side to pass through). */
export function withControl(s: State, hex: string, side: Player, b: Board = board(s)): Record<string, Player> {
  return controlAfter(s.control, hex, side, b);
}

/**
 * `withControl` on a control record: the Towns a move passes are taken one by one (N44 6.2) without
 * a copy of the whole state for each (a state spread is a slow copy in V8).
 */
export function controlAfter(control: State['control'], hex: string, side: Player, b: Board): Record<string, Player> {
  if (!isTownOrCity(b, b.locOf(hex)) || control[hex] === side) return control;
  return { ...control, [hex]: side };
}

/** Control after a unit of `side` passes the Towns of `via` in order, then enters `to` (N44 6.2). */
export function controlAlong(control: State['control'], via: readonly string[], to: string, side: Player, b: Board): Record<string, Player> {
  let c = control;
  for (const h of via) c = controlAfter(c, h, side, b);
  return controlAfter(c, to, side, b);
}

export function controller(s: State, hex: string): Player | null {
  return s.control[hex] ?? null;
}

export { inZone };
