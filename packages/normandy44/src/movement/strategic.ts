/**
 * Strategic Movement and the German Truck marker (N44 9.8). SM doubles a mechanized unit's MA for
 * a move wholly along roads, never starting in or entering enemy ZOC and never ending stacked; at
 * most 3 SM markers a side. The Truck lets one German non-mechanized unit a turn move as
 * mechanized with MA 5 (3 in Clear, 9.7), and may be doubled by SM. Neither on turn 1 (9.8.7), nor
 * in the Cherbourg scenario (26.3.5).
 */
import { board, onMap, other } from '../position.js';
import type { Board } from '../map/index.js';
import type { Player, State, UnitState } from '../state.js';
import { faceFor, info } from '../units.js';
import { LIMITS } from '../data/tables.js';
import { cachedDestinations, modeKey } from './context.js';
import { spentEntering } from '../replacements/reinforcements.js';
import { SIXTHS, airborneLimit, isClear, limitsOf, moveContext, movementAllowance, mustMoveTactically, townInReach, viaLists, type MoveContext } from './movement.js';
import { STEP, specRules, type MoveSpec, type SpecRules } from './steps.js';
import { contextOf } from '../context.js';

/** How a move is made: SM, on the Truck, or both (N44 9.8.1, 9.8.6). */
export type MoveMode = 'strategic' | 'truck' | 'truck-strategic';

/** The Truck's MA: 5, or 3 in Clear weather (German mech, N44 9.8.6, 9.7). */
export const TRUCK_MA = 5;

/** May SM and the Truck be used at all: not on turn 1 (N44 9.8.7), not in the Cherbourg scenario (N44 26.3.5). */
export function strategicAllowed(s: State): boolean {
  return (s.scenario as string) !== 'cherbourg' && s.turn >= 2 && s.phase.endsWith('movement') && !s.phase.includes('reserve');
}

/** SM markers in use by side, and Truck markers in use (N44 9.8.3, 9.8.6): the unit flags counted. */
export interface Markers {
  readonly german: number;
  readonly allied: number;
  /** A count, not a flag: a child list's is the parent's plus and minus its changed units (one Truck a turn). */
  readonly trucks: number;
}

/** A unit's part of the counts: its SM marker on its side, its Truck marker. */
function addUnit(m: { german: number; allied: number; trucks: number }, u: UnitState, sign: 1 | -1): void {
  if (u.sm === true) m[u.side] += sign;
  if (u.truck === true) m.trucks += sign;
}

/** The markers on a unit list, counted over all its units. */
export function countMarkers(units: readonly UnitState[]): Markers {
  const m = { german: 0, allied: 0, trucks: 0 };
  for (const u of units) addUnit(m, u, 1);
  return m;
}

// Per unit list (immutable): the listing asks for every unit of one position. After a move the
// counts are the parent list's with the changed units' parts swapped (context.ts `lineages`),
// instead of a scan of every unit.
export function markersOf(s: State): Markers {
  const game = contextOf(s);
  const markerCounts = game.markerCounts;
  let m = markerCounts.get(s.units);
  if (!m) {
    const from = game.lineages.get(s.units);
    const before = from === undefined ? undefined : markerCounts.get(from.parent);
    if (from !== undefined && before !== undefined) {
      const next = { german: before.german, allied: before.allied, trucks: before.trucks };
      for (const i of from.changed) {
        addUnit(next, from.parent[i] as UnitState, -1);
        addUnit(next, s.units[i] as UnitState, 1);
      }
      m = next;
    } else m = countMarkers(s.units);
    markerCounts.set(s.units, m);
  }
  return m;
}

/** SM markers `side` has in use (N44 9.8.3). */
export function smMarkersInUse(s: State, side: Player): number {
  return markersOf(s)[side];
}

/** The modes in which `u` may move now (N44 9.8.1, 9.8.3, 9.8.6). */
export function modesFor(s: State, u: UnitState): MoveMode[] {
  if (!strategicAllowed(s) || !onMap(u) || u.moved || u.dispersed || u.replaced) return [];
  // Not OOS or DG units, nor units bound to Tactical Movement (N44 9.8.1, 9.10).
  if (u.oos > 0 || u.dg || mustMoveTactically(s, u)) return [];
  const i = info(u.id);
  // A restricted unit not yet released does not move at all (N44 17.6).
  if (faceFor(i, u.steps).restricted && !u.released) return [];
  if (i.mech) return smMarkersInUse(s, u.side) < LIMITS.smMarkers ? ['strategic'] : [];
  // The unit's own facts before the markers' counts (most units picked are Allied non-mechanized: no mode at all).
  if (u.side !== 'german') return [];
  // The Truck: one German non-mechanized unit, not an HQ-like static unit (N44 9.8.6).
  if (i.kind === 'strongpoint' || i.kind === 'engineer' || i.kind === 'cadre' || (i.counter.front.ma ?? 0) === 0) return [];
  if (markersOf(s).trucks > 0) return [];
  return smMarkersInUse(s, u.side) < LIMITS.smMarkers ? ['truck', 'truck-strategic'] : ['truck'];
}

/**
 * Every hex `u` may reach moving in `mode` (N44 9.8): roads only for SM, mech costs for the Truck;
 * never starting in or entering enemy ZOC (9.8.2, 9.8.6); an SM move never ends stacked (9.8.2).
 */
export function strategicDestinations(s: State, u: UnitState, mode: MoveMode, b: Board = board(s), ctx: MoveContext = moveContext(s, b)): string[] {
  const rules = strategicRules(s, u, mode, b, ctx);
  if (!rules) return [];
  const ownOcc = ctx.side[u.side].occ;
  const out: string[] = [];
  for (const l of strategicReach(s, u, mode, b, ctx, rules)) if (!(mode !== 'truck' && ownOcc[l] === 1)) out.push(b.ids[l] as string);
  return out;
}

// The reach reads the enemy's standing and bonds, the weather and the turn (cached on those); the
// own side's occupancy only filters the ends, so a friendly move does not discard it.
function strategicReach(s: State, u: UnitState, mode: MoveMode, b: Board, ctx: MoveContext, rules: SpecRules): readonly number[] {
  const foe = other(u.side);
  return cachedDestinations<number>(b, modeKey(s, b, u, mode), ctx.side[foe], ctx.bondsOf[foe], s, () => contextOf(s, b).scratch.reach.reach(rules.spec));
}

/**
 * The Towns of the other side a Strategic or Truck move passes through on the way to each of its
 * destinations, as distinct sets (N44 6.2, 9.8), by the same rules (`strategicRules`); see
 * `moveVias`. Computed for a picked unit only.
 */
export function strategicVias(s: State, u: UnitState, mode: MoveMode, dests: readonly string[], b: Board = board(s), ctx: MoveContext = moveContext(s, b)): ReadonlyMap<string, readonly (readonly string[])[]> {
  const rules = strategicRules(s, u, mode, b, ctx);
  if (!rules) return NO_VIAS;
  // The reach is cached on all the search reads but Town control (and the ends, filtered by friends).
  return reachVias(s, u, b, dests, rules, strategicReach(s, u, mode, b, ctx, rules));
}

/** A move's ends in one mode, for a picked unit's listing: `strategicDestinations`' hexes, their locations, and `strategicVias`' Town sets. */
export interface StrategicEnds {
  readonly dests: readonly string[];
  readonly locs: readonly number[];
  readonly vias: ReadonlyMap<string, readonly (readonly string[])[]>;
}

/**
 * `strategicDestinations` and `strategicVias` of `u` in `mode` at once, with the ends' locations (the
 * listing tests the Army Boundary by location, N44 22.1): the rules made and the reach looked up once.
 */
export function strategicEnds(s: State, u: UnitState, mode: MoveMode, b: Board, ctx: MoveContext): StrategicEnds {
  const rules = strategicRules(s, u, mode, b, ctx);
  if (!rules) return NO_ENDS;
  const reach = strategicReach(s, u, mode, b, ctx, rules);
  // An SM move never ends stacked (N44 9.8.2): the own side's occupancy filters the ends, as `strategicDestinations` does.
  const ownOcc = ctx.side[u.side].occ;
  const dests: string[] = [];
  const locs: number[] = [];
  for (const l of reach) {
    if (mode !== 'truck' && ownOcc[l] === 1) continue;
    dests.push(b.ids[l] as string);
    locs.push(l);
  }
  return { dests, locs, vias: dests.length > 0 ? reachVias(s, u, b, dests, rules, reach) : NO_VIAS };
}

/** `strategicVias` once the rules and the reach are known. */
function reachVias(s: State, u: UnitState, b: Board, dests: readonly string[], rules: SpecRules, reach: readonly number[]): ReadonlyMap<string, readonly (readonly string[])[]> {
  // No Town of the other side in reach: no move passes one, and no cache entry is worth its key.
  if (!townInReach(s, u.side, b, reach)) return NO_VIAS;
  const key = dests.join();
  const viasByReach = contextOf(s, b).viasByReach;
  const hit = viasByReach.get(reach);
  if (hit && hit.control === s.control && hit.key === key) return hit.vias;
  const vias = viaLists(s, u, b, dests, [rules], reach);
  viasByReach.set(reach, { control: s.control, key, vias });
  return vias;
}

const NO_VIAS: ReadonlyMap<string, readonly (readonly string[])[]> = new Map();
const NO_ENDS: StrategicEnds = Object.freeze({ dests: Object.freeze([]), locs: Object.freeze([]), vias: NO_VIAS });

/**
 * The rules of `u`'s move in `mode` (N44 9.8): mech costs, along roads only for SM, never
 * starting in or entering enemy ZOC, nor entering an enemy unit, a bond (N44 8.5.2) or a closed
 * hex; MA doubled by SM, the Truck's MA 5 (3 in Clear, 9.7). Null: no such move.
 */
export function strategicRules(s: State, u: UnitState, mode: MoveMode, b: Board, ctx: MoveContext): SpecRules | null {
  const spec = strategicSpec(s, u, mode, b, ctx);
  return spec && specRules(spec);
}

/** `strategicRules` as data (steps.ts `stepOf` applies them). */
function strategicSpec(s: State, u: UnitState, mode: MoveMode, b: Board, ctx: MoveContext): MoveSpec | null {
  const foe = other(u.side);
  const zoc = ctx.zocOf[foe];
  const origin = b.locOf(u.hex as string);
  if (zoc[origin] === 1) return null;
  const truck = mode !== 'strategic';
  const strategic = mode !== 'truck';
  const base = truck ? (u.side === 'german' && isClear(s) ? TRUCK_MA - 2 : TRUCK_MA) : movementAllowance(s, u);
  const ma = strategic ? base * 2 : base;
  if (ma <= 0) return null;
  const german = u.side === 'german';
  return {
    origin,
    budget: ma * SIXTHS - spentEntering(u),
    // Mech costs (the Truck moves as mech, N44 9.8.6); never entering enemy ZOC, along roads for SM (N44 9.8.2).
    costs: contextOf(s, b).scratch.reach.costs(true, german, s.space, limitsOf(b)),
    flags: STEP.zocBarred | (strategic ? STEP.roadsOnly : 0),
    enemy: ctx.side[foe].occ,
    zoc,
    bonds: ctx.bondsOf[foe],
    limit: airborneLimit(s, u, b),
    zones: b.zones,
    perimeterBit: 0,
    adjacency: b.map.adjacency,
  };
}

/** At the start of its Movement Phase a side's SM and Truck markers come off: reusable at once (N44 9.8.5 a, b). */
export function clearMarkers(s: State, side: Player): State {
  if (!s.units.some((u) => u.side === side && (u.sm === true || u.truck === true))) return s;
  return { ...s, units: s.units.map((u) => (u.side === side && (u.sm === true || u.truck === true) ? { ...u, sm: false, truck: false } : u)) };
}
