/**
 * Supply (N44 18): the Line of Supply (up to 5 hexes to a road, then along the road to a source),
 * traced with the kernel's `traceSupply`, and the Cherbourg scenario's sources (N44 26.1).
 */
import { traceSupply, type SupplyTraceOptions } from '@esagono/kernel';
import { SIDE, sideBits, terrainOf, type Board } from '../map/index.js';
import { board, isTownOrCity, occupancy, other, unitsAt, zocOf } from '../position.js';
import { CHERBOURG_FORBIDDEN_COLUMN } from '../movement/movement.js';
import { rowCol } from '../map/schema.js';
import type { Player, State } from '../state.js';
import { info } from '../units.js';
import { bondAllows, bondsOf } from '../zoc/bonds.js';

const ROAD = SIDE.mainRoad | SIDE.secondaryRoad;

export const CHERBOURG_CITY = ['3606', '3705', '3706'] as const;

function hasRoad(b: Board, loc: number): boolean {
  for (let d = 0; d < 6; d++) if (sideBits(b, loc, d) & ROAD) return true;
  return false;
}

/** The 18.2 trace rules for `side` in this position. */
export function lineOfSupply(s: State, side: Player, b: Board = board(s)): SupplyTraceOptions {
  const occ = occupancy(s, b);
  const enemy = side === 'german' ? 2 : 1;
  const zoc = zocOf(s, other(side), b);
  const bonds = bondsOf(s, other(side), b);
  const enter = (loc: number): boolean => {
    const t = terrainOf(b, loc);
    if (t === 'sea' || t === 'marsh' || occ[loc] === enemy) return false;
    return s.scenario !== 'cherbourg' || rowCol(b.ids[loc] as string).col !== CHERBOURG_FORBIDDEN_COLUMN;
  };
  // Never across blue or sea hexsides, nor into or across an enemy ZOC bond (N44 8.5.2, 18.2).
  const blocked = (from: number, dir: number): boolean => (sideBits(b, from, dir) & (SIDE.blue | SIDE.sea)) !== 0 || !bondAllows(bonds, from, b.map.neighbor(from, dir), dir);
  return {
    enter,
    legs: [
      {
        // Off road: up to 5 hexes, not into or across flooded terrain or major rivers (N44 18.2 note).
        maxLength: 5,
        step: (from, to, dir) => !blocked(from, dir) && terrainOf(b, to) !== 'flooded' && (sideBits(b, from, dir) & (SIDE.flooded | SIDE.majorRiver)) === 0,
        handOver: (loc) => hasRoad(b, loc),
      },
      {
        // Along the road: never into an enemy-controlled Town or City (N44 18.2).
        maxLength: Infinity,
        step: (from, to, dir) => (sideBits(b, from, dir) & ROAD) !== 0 && !blocked(from, dir) && !(isTownOrCity(b, to) && (s.control[b.ids[to] as string] ?? 'german') !== side),
      },
    ],
    // Never two consecutive empty hexes in enemy ZOC (N44 18.2).
    counter: { max: 1, next: (c, to) => (zoc[to] === 1 && occ[to] === 0 ? (c === 1 ? -1 : 1) : 0) },
  };
}

/** Supply sources (N44 18.1, 26.1): German Cherbourg city hexes it controls and the roads south; Allied beaches with an engineer. */
export function isSourceFor(s: State, side: Player, b: Board = board(s)): (loc: number) => boolean {
  if (side === 'german') {
    const src = new Uint8Array(b.map.size);
    for (const h of CHERBOURG_CITY) if ((s.control[h] ?? 'german') === 'german') src[b.locOf(h)] = 1;
    for (const e of b.entries) src[e.loc] = 1;
    return (loc) => src[loc] === 1;
  }
  const src = new Uint8Array(b.map.size);
  for (const beach of b.file.beaches) {
    if (unitsAt(s, beach.hex).some((u) => u.side === 'allied' && info(u.id).kind === 'engineer')) src[b.locOf(beach.hex)] = 1;
  }
  // A complete Mulberry is a source while it stands (N44 21.1).
  for (const [army, place] of [['us', 'US Mulberry'], ['british', 'British Mulberry']] as const) {
    const m = s.campaign?.mulberry[army];
    if (m?.done && !m.destroyed) for (const l of b.places.get(place) ?? []) src[l] = 1;
  }
  return (loc) => src[loc] === 1;
}

export function inSupply(s: State, side: Player, hex: string, b: Board = board(s)): boolean {
  return traceSupply(b.map, b.locOf(hex), isSourceFor(s, side, b), lineOfSupply(s, side, b)).path !== null;
}

/** A land line of any length to a source, for isolation (N44 18.3). */
export function anyLandLine(s: State, side: Player, hex: string, b: Board = board(s)): boolean {
  const los = lineOfSupply(s, side, b);
  return traceSupply(b.map, b.locOf(hex), isSourceFor(s, side, b), { enter: los.enter, legs: [{ maxLength: Infinity, step: (f, _t, d) => (sideBits(b, f, d) & (SIDE.blue | SIDE.sea)) === 0 }] }).path !== null;
}

/** Can a Cherbourg city hex trace to the south map edge (N44 23.2, 26.3.1)? */
export function cherbourgLinked(s: State, b: Board = board(s)): boolean {
  const los = lineOfSupply(s, 'german', b);
  const south = (loc: number): boolean => b.southEdge[loc] === 1;
  return CHERBOURG_CITY.some((h) => (s.control[h] ?? 'german') === 'german' && traceSupply(b.map, b.locOf(h), south, los).path !== null);
}
