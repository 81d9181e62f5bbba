/**
 * Supply (N44 18): the Line of Supply (up to 5 hexes to a road, then along the road to a source)
 * and the land line of any length, as rules for the kernel's `traceSupply` (the reference), answered
 * in play by the oracle's whole-map searches (lines.ts, which must agree with them); and the sources
 * (N44 18.1, 26.1).
 */
import type { SupplyTraceOptions } from '@esagono/kernel';
import { Recent } from '@esagono/kernel';
import { contextOf, type GameContext } from '../context.js';
import { SIDE, sideBits, terrainOf, type Board } from '../map/index.js';
import { board, isTownOrCity, other, unitsAt } from '../position.js';
import { closedToAll } from '../movement/movement.js';
import { contextBonds, sideContext, type SideContext } from '../movement/context.js';
import type { Player, State, UnitState } from '../state.js';
import { info } from '../units.js';
import { bondAllows } from '../zoc/bonds.js';
import { landLines, lineBoard, linePosition, supplyLines, type LineBoard, type LinePosition } from './lines.js';

const ROAD = SIDE.mainRoad | SIDE.secondaryRoad;

export const CHERBOURG_CITY = ['3606', '3705', '3706'] as const;

function hasRoad(b: Board, loc: number): boolean {
  for (let d = 0; d < 6; d++) if (sideBits(b, loc, d) & ROAD) return true;
  return false;
}

type Step = (from: number, to: number, dir: number) => boolean;

/**
 * `step` answered once per hexside (its `to` is the neighbour across `dir`): the whole-map search
 * (kernel `SupplyReach`) asks each hexside again for every length and ZOC count of a line (N44 18.2),
 * and the answer depends on the hexside only. The table is made at the first question.
 */
export function oncePerHexside(size: number, step: Step): Step {
  let memo: Uint8Array | null = null;
  return (from, to, dir) => {
    const m = (memo ??= new Uint8Array(size * 6));
    const k = from * 6 + dir;
    let v = m[k] as number;
    if (v === 0) m[k] = v = step(from, to, dir) ? 1 : 2;
    return v === 1;
  };
}

/** The 18.2 trace rules for `side` in this position. */
export function lineOfSupply(s: State, side: Player, b: Board = board(s)): SupplyTraceOptions {
  const own = sideContext(s, side, b);
  const foe = sideContext(s, other(side), b);
  const enemyOcc = foe.occ;
  const ownOcc = own.occ;
  const zoc = foe.zoc;
  const bonds = contextBonds(s, foe, own, b);
  // Not into the sea, the swamp, hex row xx15 (N44 26.1) or an enemy unit.
  const enter = (loc: number): boolean => !closedToAll(b, loc) && enemyOcc[loc] !== 1;
  // Never across blue or sea hexsides, nor into or across an enemy ZOC bond (N44 8.5.2, 18.2).
  const blocked = (from: number, dir: number): boolean => (sideBits(b, from, dir) & (SIDE.blue | SIDE.sea)) !== 0 || !bondAllows(bonds, from, b.map.neighbor(from, dir), dir);
  return {
    enter,
    legs: [
      {
        // Off road: up to 5 hexes, not into or across flooded terrain or major rivers (N44 18.2 note).
        maxLength: 5,
        step: oncePerHexside(b.map.size, (from, to, dir) => !blocked(from, dir) && terrainOf(b, to) !== 'flooded' && (sideBits(b, from, dir) & (SIDE.flooded | SIDE.majorRiver)) === 0),
        handOver: (loc) => hasRoad(b, loc),
      },
      {
        // Along the road: never into an enemy-controlled Town or City (N44 18.2).
        maxLength: Infinity,
        step: oncePerHexside(b.map.size, (from, to, dir) => (sideBits(b, from, dir) & ROAD) !== 0 && !blocked(from, dir) && !(isTownOrCity(b, to) && (s.control[b.ids[to] as string] ?? 'german') !== side)),
      },
    ],
    // Never two consecutive empty hexes in enemy ZOC (N44 18.2).
    counter: { max: 1, next: (c, to) => (zoc[to] === 1 && ownOcc[to] === 0 && enemyOcc[to] === 0 ? (c === 1 ? -1 : 1) : 0) },
  };
}

/**
 * A land line of any length (N44 18.3, 18.5): the 18.2 line's blocking rules (no enemy unit, no
 * enemy bond, never two consecutive empty hexes in enemy ZOC, no sea, blue hexside or swamp) with
 * neither a length limit nor roads, nor the off-road leg's flooded and major-river ban (digest D-18).
 */
export function landLine(s: State, side: Player, b: Board = board(s)): SupplyTraceOptions {
  const los = lineOfSupply(s, side, b);
  const bonds = contextBonds(s, sideContext(s, other(side), b), sideContext(s, side, b), b);
  const step = oncePerHexside(b.map.size, (from: number, _to: number, dir: number): boolean =>
    (sideBits(b, from, dir) & (SIDE.blue | SIDE.sea)) === 0 && bondAllows(bonds, from, b.map.neighbor(from, dir), dir));
  return { enter: los.enter, legs: [{ maxLength: Infinity, step }], ...(los.counter ? { counter: los.counter } : {}) };
}

/** Supply sources (N44 18.1, 26.1): German Cherbourg city hexes it controls and the roads south; Allied beaches with an engineer. */
export function isSourceFor(s: State, side: Player, b: Board = board(s)): (loc: number) => boolean {
  const src = sourcesOf(s, side, b, alliedSources(s, beachBits(b)));
  return (loc) => src[loc] === 1;
}

/** Each beach hex's bit (by its place in the map file's beach list), for a set of beaches as a number. */
function beachBits(b: Board): ReadonlyMap<string, number> {
  const bits = new Map<string, number>();
  if (b.file.beaches.length > 29) throw new Error(`${b.file.id}: more beaches than bits for them`);
  b.file.beaches.forEach((beach, i) => bits.set(beach.hex, (bits.get(beach.hex) ?? 0) | (1 << i)));
  return bits;
}

/** Bits 29 and 30 of `alliedSources` (beaches take the bits below): a complete US, British Mulberry standing (N44 21.1). */
const US_MULBERRY = 1 << 29;
const BRITISH_MULBERRY = 1 << 30;

/**
 * The Allied sources as a number: the bits of the beaches with a Beach Engineer (N44 18.1) and of the
 * complete Mulberries (N44 21.1). One pass over the Allied units on the map, none per beach.
 */
function alliedSources(s: State, bits: ReadonlyMap<string, number>): number {
  return engineerBeaches(s.units, bits) | mulberryBits(s);
}

/** The bits of the beaches where an Allied Beach Engineer stands (N44 18.1). */
function engineerBeaches(units: readonly UnitState[], bits: ReadonlyMap<string, number>): number {
  let key = 0;
  for (const u of units) {
    if (u.side !== 'allied' || u.box !== 'map' || u.hex === null) continue;
    const bit = bits.get(u.hex);
    if (bit !== undefined && info(u.id).kind === 'engineer') key |= bit;
  }
  return key;
}

const isAlliedEngineer = (u: UnitState): boolean => u.side === 'allied' && info(u.id).kind === 'engineer';

/**
 * `alliedSources` with the engineers' beaches kept per unit list in the game's context: a list a
 * resolution made whose changed units are no Allied engineer, before or after, has its parent's
 * (context.ts `lineages`), so that an oracle's key costs O(changed units), not a pass over all (issue #17).
 */
function alliedSourcesIn(s: State, game: GameContext, cache: OracleCache, bits: ReadonlyMap<string, number>): number {
  let engineers = cache.engineers.get(s.units);
  if (engineers === undefined) {
    const from = game.lineages.get(s.units);
    const parent = from === undefined ? undefined : cache.engineers.get(from.parent);
    if (from !== undefined && parent !== undefined && from.changed.every((i) => !isAlliedEngineer(from.parent[i] as UnitState) && !isAlliedEngineer(s.units[i] as UnitState))) engineers = parent;
    else engineers = engineerBeaches(s.units, bits);
    cache.engineers.add(s.units, engineers);
  }
  return engineers | mulberryBits(s);
}

/** The Allied sources' key of `s` (`alliedSources`) as the oracles read it, from the game's context. */
export function alliedSourceKey(s: State, b: Board = board(s)): number {
  const game = contextOf(s, b);
  const cache = (game.oracles ??= oracleCache());
  return alliedSourcesIn(s, game, cache, (cache.beaches ??= beachBits(b)));
}

/** Bits 29 and 30 of the Allied sources: the complete Mulberries still standing (N44 21.1). */
function mulberryBits(s: State): number {
  let key = 0;
  const m = s.campaign?.mulberry;
  if (m?.us.done && !m.us.destroyed) key |= US_MULBERRY;
  if (m?.british.done && !m.british.destroyed) key |= BRITISH_MULBERRY;
  return key;
}

/** `side`'s sources as an array, 1 on a source; `allied` the Allied sources (`alliedSources`). */
function sourcesOf(s: State, side: Player, b: Board, allied: number): Uint8Array {
  const src = new Uint8Array(b.map.size);
  if (side === 'german') {
    for (const h of CHERBOURG_CITY) if ((s.control[h] ?? 'german') === 'german') src[b.locOf(h)] = 1;
    for (const e of b.entries) src[e.loc] = 1;
    return src;
  }
  b.file.beaches.forEach((beach, i) => {
    if (allied & (1 << i)) src[b.locOf(beach.hex)] = 1;
  });
  // A complete Mulberry is a source while it stands (N44 21.1).
  if (allied & US_MULBERRY) for (const l of b.places.get('US Mulberry') ?? []) src[l] = 1;
  if (allied & BRITISH_MULBERRY) for (const l of b.places.get('British Mulberry') ?? []) src[l] = 1;
  return src;
}

export function inSupply(s: State, side: Player, hex: string, b: Board = board(s)): boolean {
  return supplyOracle(s, side, b).supplied(b.locOf(hex));
}

/** A land line of any length to a source, for isolation (N44 18.3). */
export function anyLandLine(s: State, side: Player, hex: string, b: Board = board(s)): boolean {
  return supplyOracle(s, side, b).landLine(b.locOf(hex));
}

/** Answers of the two supply traces of one side in one position, each searched once for the whole map (lines.ts). */
export interface SupplyOracle {
  /** A Line of Supply to a source (N44 18.2). */
  supplied(loc: number): boolean;
  /** A land line of any length to a source (N44 18.3). */
  landLine(loc: number): boolean;
  /** `supplied` for a caller about to ask for every unit of a side (the Supply Phase, N44 18.3). */
  suppliedEverywhere(): (loc: number) => boolean;
  /** A land line of any length to a location where `goal` is 1 (N44 18.5: to a friendly unit, a refuge). */
  landLineTo(loc: number, goal: Uint8Array): boolean;
  /** A Line of Supply to the south map edge (N44 23.2, 26.3.1: a Cherbourg City hex linked). */
  linkedSouth(loc: number): boolean;
}

/** An oracle with what it was made for: the traces read nothing else (N44 18.1, 18.2). */
interface OracleSlot {
  readonly side: Player;
  readonly own: SideContext;
  readonly foe: SideContext;
  readonly control: State['control'];
  readonly sources: number;
  readonly oracle: SupplyOracle;
}

/** Oracles kept per game: a playout asks about the newest position's two sides, and a few before (a listing, then a resolve). */
const ORACLE_SLOTS = 8;

/** The last oracle asked for of one side, with the records it was found by (a caller often asks unit after unit). */
interface LastAsked {
  readonly units: readonly UnitState[];
  readonly control: State['control'];
  readonly mulberry: object | undefined;
  readonly oracle: SupplyOracle;
}

export interface OracleCache {
  /** The last oracles made (last-N slots, the oldest replaced first). */
  readonly slots: (OracleSlot | null)[];
  /** Per side, the last oracle asked for: the same unit list, control and Mulberries give the same oracle. */
  german: LastAsked | null;
  allied: LastAsked | null;
  next: number;
  /** The board's beaches' bits (`alliedSources`), made at the first Allied oracle. */
  beaches: ReadonlyMap<string, number> | null;
  /** The beaches with an Allied Beach Engineer per unit list (`alliedSourcesIn`), last-N slots. */
  readonly engineers: Recent<readonly UnitState[], number>;
}

function oracleCache(): OracleCache {
  return { slots: new Array<OracleSlot | null>(ORACLE_SLOTS).fill(null), german: null, allied: null, next: 0, beaches: null, engineers: new Recent(ORACLE_SLOTS) };
}

/**
 * The supply oracle of `side` in `s`, shared by every position with the same standing of both
 * sides, the same control record and the same sources: the traces read nothing else (N44 18.2).
 */
export function supplyOracle(s: State, side: Player, b: Board = board(s)): SupplyOracle {
  const game = contextOf(s, b);
  const cache = (game.oracles ??= oracleCache());
  // The unit list fixes both standings and the Beach Engineers, the campaign record the Mulberries (N44 18.1, 21.1).
  const mulberry = s.campaign?.mulberry;
  const last = side === 'german' ? cache.german : cache.allied;
  if (last !== null && last.units === s.units && last.control === s.control && last.mulberry === mulberry) return last.oracle;
  const oracle = slotOracle(s, side, b, game, cache);
  const asked: LastAsked = { units: s.units, control: s.control, mulberry, oracle };
  if (side === 'german') cache.german = asked;
  else cache.allied = asked;
  return oracle;
}

/** `supplyOracle` from the slots, or made and kept there. */
function slotOracle(s: State, side: Player, b: Board, game: GameContext, cache: OracleCache): SupplyOracle {
  // The German sources are read off the control record and the map (N44 26.1), compared by identity below.
  const sources = side === 'allied' ? alliedSourcesIn(s, game, cache, (cache.beaches ??= beachBits(b))) : 0;
  // Standings are interned by their key (movement/context.ts): compared by identity.
  const own = sideContext(s, side, b);
  const foe = sideContext(s, other(side), b);
  const control = s.control;
  for (const slot of cache.slots) {
    if (slot !== null && slot.own === own && slot.foe === foe && slot.control === control && slot.sources === sources && slot.side === side) return slot.oracle;
  }
  const oracle = makeOracle(s, side, b, own, foe, sourcesOf(s, side, b, sources), lineBoard(b));
  cache.slots[cache.next] = { side, own, foe, control, sources, oracle };
  cache.next = (cache.next + 1) % cache.slots.length;
  return oracle;
}

/** The oracle of one position: each search made at the first question that needs it. */
function makeOracle(s: State, side: Player, b: Board, own: SideContext, foe: SideContext, source: Uint8Array, lb: LineBoard): SupplyOracle {
  // The 18.2 blocking rules read the enemy's units, ZOC and bonds (cancelled by ours), our units and control.
  const control = s.control;
  const pos = linePosition(lb, own.occ, foe.occ, foe.zoc, contextBonds(s, foe, own, b), (loc) => (control[b.ids[loc] as string] ?? 'german') === side);
  return new PositionOracle(lb, pos, source, b.southEdge);
}

/**
 * The searches of one position, each made at the first question: a class, not an object of
 * closures, so that an oracle is one allocation of one shape (under tsx each named closure of a
 * fresh oracle also cost a `__name` call, docs/performance.md "Beware keepNames").
 */
class PositionOracle implements SupplyOracle {
  #sup: Uint8Array | null = null;
  #land: Uint8Array | null = null;
  #south: Uint8Array | null = null;
  constructor(
    readonly lb: LineBoard,
    readonly pos: LinePosition,
    readonly source: Uint8Array,
    readonly southEdge: Uint8Array,
  ) {}
  supplied(loc: number): boolean {
    return (this.#sup ??= supplyLines(this.lb, this.pos, this.source))[loc] === 1;
  }
  suppliedEverywhere(): (loc: number) => boolean {
    return (loc) => this.supplied(loc);
  }
  landLine(loc: number): boolean {
    return (this.#land ??= landLines(this.lb, this.pos, this.source))[loc] === 1;
  }
  landLineTo(loc: number, goal: Uint8Array): boolean {
    return landLines(this.lb, this.pos, goal)[loc] === 1;
  }
  linkedSouth(loc: number): boolean {
    return (this.#south ??= supplyLines(this.lb, this.pos, this.southEdge))[loc] === 1;
  }
}

/** Can a Cherbourg city hex trace to the south map edge (N44 23.2, 26.3.1)? */
export function cherbourgLinked(s: State, b: Board = board(s)): boolean {
  const oracle = supplyOracle(s, 'german', b);
  return CHERBOURG_CITY.some((h) => (s.control[h] ?? 'german') === 'german' && oracle.linkedSouth(b.locOf(h)));
}
