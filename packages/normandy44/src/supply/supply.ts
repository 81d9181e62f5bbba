/**
 * Supply (N44 18): the Line of Supply (up to 5 hexes to a road, then along the road to a source)
 * and the land line of any length, as rules for the kernel's `traceSupply` (the reference), answered
 * in play by the oracle's whole-map searches (lines.ts, which must agree with them); and the sources
 * (N44 18.1, 26.1).
 */
import type { SupplyTraceOptions } from '@esagono/kernel';
import { contextOf } from '../context.js';
import { SIDE, sideBits, terrainOf, type Board } from '../map/index.js';
import { board, isTownOrCity, other, unitsAt } from '../position.js';
import { closedToAll } from '../movement/movement.js';
import { contextBonds, sideContext, type SideContext } from '../movement/context.js';
import type { Player, State } from '../state.js';
import { info } from '../units.js';
import { bondAllows } from '../zoc/bonds.js';
import { landLines, lineBoard, linePosition, supplyLines, type LineBoard } from './lines.js';

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
  const src = sourcesOf(s, side, b);
  return (loc) => src[loc] === 1;
}

/** `isSourceFor` as an array: 1 on a source. */
function sourcesOf(s: State, side: Player, b: Board): Uint8Array {
  const src = new Uint8Array(b.map.size);
  if (side === 'german') {
    for (const h of CHERBOURG_CITY) if ((s.control[h] ?? 'german') === 'german') src[b.locOf(h)] = 1;
    for (const e of b.entries) src[e.loc] = 1;
    return src;
  }
  for (const beach of b.file.beaches) {
    if (unitsAt(s, beach.hex).some((u) => u.side === 'allied' && info(u.id).kind === 'engineer')) src[b.locOf(beach.hex)] = 1;
  }
  // A complete Mulberry is a source while it stands (N44 21.1).
  for (const [army, place] of [['us', 'US Mulberry'], ['british', 'British Mulberry']] as const) {
    const m = s.campaign?.mulberry[army];
    if (m?.done && !m.destroyed) for (const l of b.places.get(place) ?? []) src[l] = 1;
  }
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

export interface OracleCache {
  /** By both sides' standing (objects interned by their key, movement/context.ts), then by side, control and sources. */
  readonly oracles: WeakMap<SideContext, WeakMap<SideContext, Map<string, SupplyOracle>>>;
  readonly controlIds: WeakMap<object, number>;
  next: number;
  /** What the searches read of the board (lines.ts), built at the first search. */
  lines: LineBoard | null;
}

/**
 * The supply oracle of `side` in `s`, shared by every position with the same standing of both
 * sides, the same control record and the same sources: the traces read nothing else (N44 18.2).
 */
export function supplyOracle(s: State, side: Player, b: Board = board(s)): SupplyOracle {
  const game = contextOf(s, b);
  const cache = game.oracles;
  let ctrl = cache.controlIds.get(s.control);
  if (ctrl === undefined) {
    ctrl = cache.next++;
    cache.controlIds.set(s.control, ctrl);
  }
  const source = sourcesOf(s, side, b);
  let srcKey = '';
  if (side === 'allied') for (const beach of b.file.beaches) if (source[b.locOf(beach.hex)] === 1) srcKey += `${beach.hex},`;
  // Complete Mulberries are Allied sources too (N44 21.1).
  if (side === 'allied' && s.campaign) for (const m of [s.campaign.mulberry.us, s.campaign.mulberry.british]) srcKey += m.done && !m.destroyed ? 'M' : 'm';
  // By object rather than by the joined keys of both standings: those are long, and hashing them showed in profiles.
  const own = sideContext(s, side, b);
  const foe = sideContext(s, other(side), b);
  let byFoe = cache.oracles.get(own);
  if (!byFoe) {
    byFoe = new WeakMap();
    cache.oracles.set(own, byFoe);
  }
  let byRest = byFoe.get(foe);
  if (!byRest) {
    byRest = new Map();
    byFoe.set(foe, byRest);
  }
  const key = `${side}|${ctrl}|${srcKey}`;
  const hit = byRest.get(key);
  if (hit) return hit;
  const lb = (cache.lines ??= lineBoard(b));
  // The 18.2 blocking rules read the enemy's units, ZOC and bonds (cancelled by ours), our units and control.
  const control = s.control;
  const pos = linePosition(lb, own.occ, foe.occ, foe.zoc, contextBonds(s, foe, own, b), (loc) => (control[b.ids[loc] as string] ?? 'german') === side);
  let sup: Uint8Array | null = null;
  let land: Uint8Array | null = null;
  let south: Uint8Array | null = null;
  const suppliedAt = (loc: number): boolean => (sup ??= supplyLines(lb, pos, source))[loc] === 1;
  const oracle: SupplyOracle = {
    supplied: suppliedAt,
    suppliedEverywhere: () => suppliedAt,
    landLine: (loc) => (land ??= landLines(lb, pos, source))[loc] === 1,
    landLineTo: (loc, goal) => landLines(lb, pos, goal)[loc] === 1,
    linkedSouth: (loc) => (south ??= supplyLines(lb, pos, b.southEdge))[loc] === 1,
  };
  if (byRest.size >= 256) byRest.clear();
  byRest.set(key, oracle);
  return oracle;
}

/** Can a Cherbourg city hex trace to the south map edge (N44 23.2, 26.3.1)? */
export function cherbourgLinked(s: State, b: Board = board(s)): boolean {
  const oracle = supplyOracle(s, 'german', b);
  return CHERBOURG_CITY.some((h) => (s.control[h] ?? 'german') === 'german' && oracle.linkedSouth(b.locOf(h)));
}
