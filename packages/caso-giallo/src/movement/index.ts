/**
 * CG R10 Movement, one hex at a time: the moving unit pays the hex's terrain (CG TEC; road
 * hexsides 1 MP, R10.4a), +1 across a river (R10.6a; a Minor River crossing is free into a
 * friendly hex or a bridgehead), +1 for a German unit entering undestroyed Defensive Works
 * (R10.9b), +1 for an Allied unit entering a refugee hex (R10.11). Black-MA units stop on entering
 * an enemy ZOC and never move from one ZOC hex straight into another (R9.2); no unit enters an
 * empty hex in the ZOC of two enemy hexes (digest A14); yellow-MA units ignore ZOC exerted only by
 * lower-TR units (R9.3). A unit that has not moved may always enter one adjacent hex (R10.1c).
 */
import { TERRAIN, DEFENSIVE_WORKS, REFUGEE_MP, INTERDICTED_MP } from '../data/terrain.js';
import { interdictedCrossing } from '../supply/index.js';
import { riverAt, crossingAt, roadAt, dirOf, type Board } from '../map/board.js';
import {
  boardOf, controls, counterOf, data, isMotorized, ma, occupancy, setControl, sideOf, tr, unitsAt, zocField, type ZocField,
} from '../position.js';
import type { Side } from '../setup/counters.js';
import type { State, Unit } from '../state.js';
import { freshBytes, type MovementContext } from '../context.js';

export interface StepVerdict {
  readonly to: number;
  readonly cost: number;
  /** Entering ends the unit's move (enemy ZOC, R9.2; or all MP spent). */
  readonly stop: boolean;
}

/** CG R10.11, R12.6b: does an Allied unit pay +1 MP for refugees entering `to`? (digest A45: at most +1). */
export function refugeeCost(s: State, to: number): number {
  return movementContext(s).refugee[to]!;
}

/**
 * Per-position facts the movement rules read for every step (speed only, docs/performance.md):
 * who occupies each hex, the refugee MP (CG R10.11, R12.6b) and the standing Defensive Works
 * (CG R10.9b). Each table is kept in the scenario's context (src/context.ts) by the state parts it
 * reads, so a unit's step, which changes only the units, rebuilds only the occupancy.
 */

const CITY_REFUGEE_SIDES: readonly number[] = (['SW', 'W', 'NW'] as const).map(dirOf);

function movementContext(s: State): MovementContext {
  const at = unitsAt(s);
  const occ = occupancy(s);
  const refugee = refugeeTable(s);
  const works = worksTable(s);
  const ctx = data(s).context;
  const last = ctx.movement;
  if (last !== null && last.at === at && last.occ === occ && last.refugee === refugee && last.works === works) return last;
  const next: MovementContext = { at, occ, refugee, works, terrainMp: last?.terrainMp ?? terrainTable(boardOf(s)) };
  ctx.movement = next;
  return next;
}

/** The TEC's MP to enter each location off-road: -1 prohibited (Mountain), Infinity for all MP (Flooded). */
function terrainTable(b: Board): readonly number[] {
  return b.terrain.map((terrain) => {
    const mp = TERRAIN[terrain].mp;
    return mp === null ? -1 : mp === 'all' ? Infinity : mp;
  });
}

/** Refugee MP per location, by the refugee markers and the terror-bombed hex. */
function refugeeTable(s: State): Uint8Array {
  const ctx = data(s).context;
  const last = ctx.refugees;
  if (last !== null && last.refugees === s.refugees && last.terror === s.terror) return last.table;
  const b = boardOf(s);
  const refugee = freshBytes(ctx, b.map.size);
  const marked: number[] = [];
  if (s.terror >= 0) {
    marked.push(s.terror);
    for (let d = 0; d < 6; d++) marked.push(b.map.neighbor(s.terror, d));
  }
  for (const r of s.refugees) {
    marked.push(r.loc);
    // The City side also covers the hexes to its SW, W and NW (CG TEC L5238-L5239).
    if (r.side === 'city') for (const d of CITY_REFUGEE_SIDES) marked.push(b.map.neighbor(r.loc, d));
  }
  for (const loc of marked) if (loc >= 0) refugee[loc] = REFUGEE_MP.mp;
  ctx.refugees = { refugees: s.refugees, terror: s.terror, table: refugee };
  return refugee;
}

/** 1 where Defensive Works stand, by the destroyed list. */
function worksTable(s: State): Uint8Array {
  const ctx = data(s).context;
  const last = ctx.works;
  if (last !== null && last.worksDestroyed === s.worksDestroyed) return last.table;
  const b = boardOf(s);
  const works = freshBytes(ctx, b.map.size);
  for (let loc = 0; loc < b.map.size; loc++) if (b.works[loc]) works[loc] = 1;
  for (const loc of s.worksDestroyed) works[loc] = 0;
  ctx.works = { worksDestroyed: s.worksDestroyed, table: works };
  return works;
}

/** The MP to enter `to` from `from` across `dir`, or null where the move is prohibited. */
export function enterCost(s: State, u: Unit, side: Side, from: number, dir: number, to: number): number | null {
  const cost = costOf(s, movementContext(s), isMotorized(s, u), side, from, dir, to);
  return cost < 0 ? null : cost;
}

/** As `enterCost`, with the unit's facts already read; -1 where prohibited. */
function costOf(s: State, ctx: MovementContext, motorized: boolean, side: Side, from: number, dir: number, to: number): number {
  const b = boardOf(s);
  const terrain = b.terrain[to]!;
  const terrainMp = ctx.terrainMp[to]!;
  const road = roadAt(b, from, dir);
  if (terrainMp < 0) return -1; // CG TEC: Mountain prohibited
  // CG R10.9a, TEC: an enemy Fortified Line must be destroyed before it is entered.
  const line = b.fortified[to];
  if (line && (line === 'westwall') !== (side === 'german') && !(s.fortDestroyed ?? []).includes(to)) return -1;
  // CG R10.4b: motorized units enter Forest only along roads.
  if (terrain === 'forest' && motorized && !road) return -1;
  let cost = road && terrainMp !== Infinity ? 1 : terrainMp;
  const river = riverAt(b, from, dir);
  if (river) {
    const crossing = crossingAt(b, from, dir);
    const freeMinor = river === 'minor' && crossing && (controls(s, to) === side || s.bridgeheads.includes(to) || surrenderRelief(s, side, to));
    if (!freeMinor) cost += 1;
    // CG R10.7e: German units pay +1 MP more across an interdicted crossing.
    if (side === 'german' && crossing && interdictedCrossing(s, from, dir)) cost += INTERDICTED_MP.mp;
  }
  // CG R10.4b: +1 MP for a motorized unit entering a Forest hex holding another motorized unit (T13).
  if (terrain === 'forest' && motorized && ctx.at[to]!.some((x) => counterOf(s, x.id).redBox)) cost += 1;
  if (side === 'german') {
    if (ctx.works[to]) cost += DEFENSIVE_WORKS.germanMp;
  } else cost += ctx.refugee[to]!;
  return cost;
}

/** A scenario's extra limit on a unit's step (CG SB5.8, scenarios/special.ts), or none. */
export type StepFilter = (u: Unit, to: number) => boolean;

/**
 * Every hex `u` may step into now, with `mp` left and `entered` hexes already entered this move;
 * with `allow`, only the steps it passes; with `first`, at most one (the "has a move" test of the
 * unit listing, CG R10.1b: the first legal step answers it).
 */
export function stepOptions(s: State, u: Unit, mp: number, entered: number, at: Unit[][] = unitsAt(s), field?: ZocField, allow?: StepFilter, first = false): StepVerdict[] {
  if (u.loc < 0 || (mp <= 0 && entered > 0)) return [];
  const b = boardOf(s);
  const ctx = movementContext(s);
  const c = counterOf(s, u.id);
  const side = c.side;
  const mine = side === 'german' ? 1 : 2;
  const motorized = c.redBox;
  // CG R10.6c, R7.9d: the ARKO and Attack Supply units cross rivers at crossings only (and more).
  const restricted = c.size === 'arko' || c.size === 'supply';
  // CG R10.10: Dutch units never leave the Netherlands.
  const dutch = c.nationality === 'dutch';
  const belgian = c.nationality === 'belgian';
  // CG R9.3: a yellow-MA unit ignores ZOC exerted only by lower-TR units.
  const ignoreBelow = c.maColor === 'yellow' ? tr(s, u) : 0;
  const zoc = field ?? zocField(s, at, side);
  // (No closure here: this runs for every unit in every listing.)
  const inZoc = zoc.count[u.loc] !== 0 && !(ignoreBelow > zoc.maxTr[u.loc]!);
  const out: StepVerdict[] = [];
  for (let d = 0; d < 6; d++) {
    const to = b.map.neighbor(u.loc, d);
    if (to < 0) continue;
    const occ = ctx.occ[to]!;
    if (occ !== 0 && occ !== mine) continue; // no entry into enemy hexes (overruns: movement/overrun.ts)
    if (dutch && b.country[to] !== 'NL') continue;
    if (belgian && !belgianMayEnter(s, u, to)) continue;
    if (side === 'allied' && !openCityAllows(s, to)) continue;
    const cost = costOf(s, ctx, motorized, side, u.loc, d, to);
    if (cost < 0) continue;
    if (restricted && !restrictedMayEnter(s, c.size, u.loc, d, to)) continue;
    // CG R10.1c: a unit that has not moved may always enter one adjacent hex.
    const minimum = entered === 0 && cost > mp;
    if (cost > mp && !minimum) continue;
    let stop = minimum || cost >= mp;
    if (zoc.count[to] !== 0 && !(ignoreBelow > zoc.maxTr[to]!)) {
      if (inZoc) continue; // CG R9.2: never straight from one enemy-ZOC hex into another
      if (occ === 0 && zoc.count[to]! >= 2) continue; // digest A14: empty hex between two ZOC-exerting hexes
      stop = true;
    }
    if (allow !== undefined && !allow(u, to)) continue;
    out.push({ to, cost, stop });
    if (first) return out;
  }
  return out;
}

/** Units of `side` locked in an Engaged combat (CG R11.9b: they may not leave); kept per `engaged` list. */
export function engagedLocs(s: State): ReadonlySet<number> {
  const ctx = data(s).context;
  const last = ctx.engaged;
  if (last !== null && last.engaged === s.engaged) return last.locs;
  const locs = computeEngagedLocs(s);
  ctx.engaged = { engaged: s.engaged, locs };
  return locs;
}

function computeEngagedLocs(s: State): Set<number> {
  const out = new Set<number>();
  for (const e of s.engaged) {
    out.add(e.target);
    for (const f of e.from) out.add(f);
  }
  return out;
}

/**
 * CG R10.6c: the ARKO and every Attack Supply unit cross rivers only at River Crossing hexsides;
 * CG R7.9d: an Attack Supply unit also only at crossings that are not interdicted, and enters
 * Forest only along a road.
 */
export function restrictedMayEnter(s: State, size: string, from: number, dir: number, to: number): boolean {
  const b = boardOf(s);
  if (riverAt(b, from, dir) !== null) {
    if (!crossingAt(b, from, dir)) return false;
    if (size === 'supply' && interdictedCrossing(s, from, dir)) return false;
  }
  if (size === 'supply' && b.terrain[to] === 'forest' && !roadAt(b, from, dir)) return false;
  return true;
}

/** CG R7.9c: an Attack Supply unit moves in one Action round a turn (flipped until the Supply Phase). */
export const supplyUnitSpent = (s: State, u: Unit): boolean => counterOf(s, u.id).size === 'supply' && (s.supplyMoved ?? []).includes(u.id);

/** CG R10.1, SB4.2d, SB8.9: may `u` start moving in this Move round? */
export function mayStartMoving(s: State, u: Unit): boolean {
  if (u.loc < 0 || s.moved.includes(u.id) || (s.moving?.units.includes(u.id) ?? false)) return false;
  if (engagedLocs(s).has(u.loc)) return false;
  if (s.grounded.includes(u.id)) return false;
  if (supplyUnitSpent(s, u)) return false;
  const c = counterOf(s, u.id);
  if ((c.blackStars ?? 0) > 0 && s.turn === 1) {
    // CG SB5.8a, SB8.9: one black star, no movement in the first Allied Move round of turn 1.
    const alliedMoves = s.rounds.filter((r) => r.side === 'allied' && r.mode === 'move').length;
    if (alliedMoves <= 1 || (c.blackStars ?? 0) >= 2) return false;
  }
  return ma(s, u) > 0;
}

/** CG R10.1b: the moving unit or group is done; its units have moved. */
export function finishMoving(s: State): State {
  return s.moving ? { ...s, moved: [...s.moved, ...s.moving.units], moving: null } : s;
}

/**
 * CG R12.5a-b: after a country's surrender German units pay nothing extra at its Minor River
 * crossings when the hex entered is free of enemy ZOC.
 */
export function surrenderRelief(s: State, side: Side, to: number): boolean {
  if (side !== 'german' || !s.surrendered || s.surrendered.length === 0) return false;
  const country = boardOf(s).country[to];
  if (country !== 'NL' && country !== 'BE') return false;
  if (!s.surrendered.includes(country)) return false;
  return zocField(s, unitsAt(s), 'german').count[to] === 0;
}

/** CG R10.10: Belgian units never enter the Netherlands; at most two Belgian units in France. */
export function belgianMayEnter(s: State, u: Unit, to: number): boolean {
  const b = boardOf(s);
  if (b.country[to] === 'NL') return false;
  if (b.country[to] !== 'FR' || (u.loc >= 0 && b.country[u.loc] === 'FR')) return true;
  const inFrance = s.units.filter((x) => x.loc >= 0 && x.id !== u.id && b.country[x.loc] === 'FR' && counterOf(s, x.id).nationality === 'belgian').length;
  return inFrance < 2;
}

/** CG R12.7: once Paris is an Open City no Allied unit enters (or ends) within 2 hexes of a Paris hex. */
export function openCityAllows(s: State, to: number): boolean {
  if (!s.openCity) return true;
  const b = boardOf(s);
  for (let loc = 0; loc < b.map.size; loc++) if (b.settlementName[loc] === 'Paris' && b.distance(loc, to) <= 2) return false;
  return true;
}

/** CG R10.1b: a group may enter a hex only if each of its units may; it stops if one must. */
export function groupStepOptions(s: State, units: readonly Unit[], mp: number, entered: number, at: Unit[][] = unitsAt(s), field?: ZocField): StepVerdict[] {
  let common: StepVerdict[] | null = null;
  // CG R10.1b, R10.4b: motorized units move through Forest individually, never as a group.
  const b = boardOf(s);
  const motorizedGroup = units.length > 1 && units.some((u) => counterOf(s, u.id).redBox);
  for (const u of units) {
    const mine = stepOptions(s, u, mp, entered, at, field);
    common =
      common === null
        ? mine
        : common.flatMap((v) => {
            const w = mine.find((x) => x.to === v.to);
            return w ? [{ to: v.to, cost: Math.max(v.cost, w.cost), stop: v.stop || w.stop }] : [];
          });
  }
  const out = common ?? [];
  return motorizedGroup ? out.filter((v) => b.terrain[v.to] !== 'forest') : out;
}

/** The moving group (or a single unit starting now) enters `to`. */
export function applyStep(s: State, ids: readonly string[], to: number, verdict: StepVerdict): State {
  const same = s.moving !== null && ids.every((id) => s.moving!.units.includes(id));
  const first = s.units.find((u) => u.id === ids[0]) as Unit;
  const prev = same ? s.moving! : { units: [...ids], mp: Math.min(...ids.map((id) => ma(s, s.units.find((u) => u.id === id) as Unit))), entered: 0 };
  const mp = verdict.stop ? 0 : Math.max(0, prev.mp - verdict.cost);
  // A new mover first ends the previous one's move (as finishMoving), in the same copy of the state.
  const moved = same || s.moving === null ? s.moved : [...s.moved, ...s.moving.units];
  const next: State = {
    ...s,
    moved,
    units: s.units.map((x) => (ids.includes(x.id) ? { ...x, loc: to } : x)),
    moving: { units: prev.units, mp, entered: prev.entered + 1 },
  };
  // CG R7.9c: an Attack Supply unit that moves is flipped: no more movement this turn.
  const supply = ids.filter((id) => counterOf(s, id).size === 'supply' && !(s.supplyMoved ?? []).includes(id));
  const flipped = supply.length > 0 ? { ...next, supplyMoved: [...(s.supplyMoved ?? []), ...supply] } : next;
  return enterHex(flipped, sideOf(s, first), to);
}

/**
 * A unit of `side` has entered `to` (moving, advancing, retreating, landing): control passes
 * (digest A44), German units destroy Defensive Works (CG R10.9b-c) and lift refugee markers
 * (CG R12.6b), a German unit entering a bridgehead hex uses the marker up, an Allied unit entering
 * one removes it (CG R10.8d).
 */
export function enterHex(s: State, side: Side, to: number): State {
  let next = setControl(s, to, side);
  if (side === 'german') {
    if (boardOf(s).works[to] && !next.worksDestroyed.includes(to)) next = { ...next, worksDestroyed: [...next.worksDestroyed, to] };
    if (next.refugees.some((r) => r.loc === to)) next = { ...next, refugees: next.refugees.filter((r) => r.loc !== to) };
  }
  if (next.bridgeheads.includes(to)) next = { ...next, bridgeheads: next.bridgeheads.filter((l) => l !== to) };
  return next;
}
