/**
 * Derived views of a position, rebuilt from the state: the scenario's board and counters, unit
 * values after step loss, Out of Supply and Disruption (CG R6.2, R7.5c), stacks (CG R8), zones
 * of control (CG R9.1, R9.4) and hex control.
 */
import { SCENARIO_DATA, type ScenarioData } from './scenarios/index.js';
import { LAB_DATA } from './lab/index.js';
import { freshBytes, type GameContext, type Placement, type ZocEntry, type ZocField } from './context.js';
import { riverAt, crossingAt, roadAt, type Board } from './map/board.js';
import type { Counter, Side } from './setup/counters.js';
import type { State, Unit } from './state.js';
import { mixedFrenchBritish } from './scenarios/special.js';
import { DYNAMO_TURNS, dynamoEndTurn, inDynamoPort } from './dynamo/index.js';

/** The scenario's data; `lab` is the rules-lab fixture board (src/lab). */
export const data = (s: State): ScenarioData => (SCENARIO_DATA[s.scenario] ?? (s.scenario === 'lab' ? LAB_DATA : undefined)) as ScenarioData;
export const boardOf = (s: State): Board => data(s).board;
export const counterOf = (s: State, id: string): Counter => data(s).counters.get(id) as Counter;
export const sideOf = (s: State, u: Unit): Side => counterOf(s, u.id).side;
export const unitById = (s: State, id: string): Unit | undefined => s.units.find((u) => u.id === id);

export function withUnits(s: State, changed: readonly Unit[]): State {
  const byId = new Map(changed.map((u) => [u.id, u]));
  return { ...s, units: s.units.map((u) => byId.get(u.id) ?? u) };
}

/** CG R2.2a: a unit loses one step; with its last it is eliminated. */
export function loseStep(u: Unit): Unit {
  const steps = u.steps - 1;
  return steps <= 0 ? { ...u, steps: 0, loc: -1, dis: false } : { ...u, steps };
}

const printed = (s: State, u: Unit) => {
  const c = counterOf(s, u.id);
  return u.steps < 2 && c.back ? c.back : c.front;
};

export const cs = (s: State, u: Unit): number => printed(s, u).cs;
const oos = (s: State, u: Unit): boolean => s.oos !== undefined && s.oos.includes(u.id);
/** No Out of Supply marker on `u` (CG R7.5). */
export const inSupplyMarker = (s: State, u: Unit): boolean => !oos(s, u);

/** CG R7.5c: Out of Supply sets MA to 3 (lower MAs unchanged); CG R6.2: then Disruption -2 MA, never below 1. */
export const ma = (s: State, u: Unit): number => {
  const base = oos(s, u) ? Math.min(3, printed(s, u).ma) : printed(s, u).ma;
  return u.dis ? Math.max(1, base - 2) : base;
};
/** CG R7.5c: Out of Supply -2 TR; CG R6.2: Disruption -2 TR, applied after; never below 1. CG R12.11b: +1 under a scenario 3 Better Defense marker. */
export const tr = (s: State, u: Unit): number => {
  const base = oos(s, u) ? Math.max(1, printed(s, u).tr - 2) : printed(s, u).tr;
  return (u.dis ? Math.max(1, base - 2) : base) + betterDefenseTr(s, u);
};

/**
 * CG R12.11a-b, SB7.16c: in scenario 3 the marker's S-3 side raises the TR of the units under it by
 * 1 against German movement and attacks (only German units move into or attack Allied hexes).
 */
export const betterDefenseTr = (s: State, u: Unit): number =>
  s.betterDefense !== undefined && u.loc >= 0 && s.betterDefense.includes(u.loc) && data(s).setup.scenario === 3 && counterOf(s, u.id).side === 'allied' ? 1 : 0;

export const isYellow = (s: State, u: Unit): boolean => counterOf(s, u.id).maColor === 'yellow';
export const isMotorized = (s: State, u: Unit): boolean => counterOf(s, u.id).redBox;
export const isPanzer = (s: State, u: Unit): boolean => counterOf(s, u.id).types.includes('panzer');
export const isArmoured = (s: State, u: Unit): boolean => counterOf(s, u.id).types.includes('armoured');
export const sizeOf = (s: State, u: Unit) => counterOf(s, u.id).size;

export const onMap = (u: Unit): boolean => u.loc >= 0;

const NO_UNITS: Unit[] = Object.freeze([]) as unknown as Unit[];

/** The scenario's caches (src/context.ts). */
const contextOf = (s: State): GameContext => data(s).context;

/**
 * Units at each location (index = loc); empty locations share one frozen empty list. Callers never
 * mutate it. Kept per units array (the scenario's context): it reads nothing else.
 */
export function unitsAt(s: State): Unit[][] {
  return placement(s).at;
}

/** Who holds each location: 0 empty, 1 German, 2 Allied (the side of its first unit). */
export function occupancy(s: State): Uint8Array {
  return placement(s).occ;
}

function placement(s: State): Placement {
  const ctx = contextOf(s);
  const last = ctx.placement;
  if (last !== null && last.units === s.units) return last;
  const next = computePlacement(s, ctx);
  ctx.placement = next;
  return next;
}

function computePlacement(s: State, ctx: GameContext): Placement {
  const n = boardOf(s).map.size;
  // Copies of a template and carved bytes (src/context.ts): both cheaper than building by a loop.
  const template = ctx.emptyAt !== null && ctx.emptyAt.length === n ? ctx.emptyAt : (ctx.emptyAt = emptyAt(n));
  const at = template.slice();
  const occ = freshBytes(ctx, n);
  for (const u of s.units) {
    if (u.loc < 0) continue;
    const here = at[u.loc]!;
    if (here === NO_UNITS) {
      at[u.loc] = [u];
      occ[u.loc] = sideOf(s, u) === 'german' ? 1 : 2;
    } else here.push(u);
  }
  return { units: s.units, at, occ };
}

function emptyAt(n: number): Unit[][] {
  const out = new Array<Unit[]>(n);
  for (let loc = 0; loc < n; loc++) out[loc] = NO_UNITS;
  return out;
}

export const occupant = (s: State, at: Unit[][], loc: number): Side | null => {
  const first = at[loc]?.[0];
  return first ? sideOf(s, first) : null;
};

/**
 * CG R8.3 stacking: at most 2 corps/divisions per hex, at most one of them a corps (ARKO and
 * Attack Supply units count as corps); no red-box division with a corps; plus up to 2 regiments
 * or brigades. CG R8.6: Dutch and Belgian units never stack together.
 */
export function stackLegal(s: State, units: readonly Unit[]): boolean {
  let corps = 0;
  let divisions = 0;
  let redDivision = false;
  let small = 0;
  let dutch = false;
  let belgian = false;
  let french = false;
  let british = false;
  for (const u of units) {
    const c = counterOf(s, u.id);
    if (c.nationality === 'dutch') dutch = true;
    if (c.nationality === 'belgian') belgian = true;
    if (c.nationality === 'french') french = true;
    if (c.nationality === 'british') british = true;
    if (c.size === 'corps' || c.size === 'arko' || c.size === 'supply') corps++;
    else if (c.size === 'division') {
      divisions++;
      if (c.redBox) redDivision = true;
    } else small++;
  }
  if (dutch && belgian) return false;
  // CG R8.4, R13.5c: no stacking limit in the Dynamo evacuation port while Dynamo is in effect.
  const first = units[0];
  if (first && inDynamoPort(s, first.loc)) return true;
  // CG R8.6, SB5.9, SB7.9: French and British apart (the rules lab applies R8.6 as written).
  if ((s.scenario === 'lab' ? french && british : mixedFrenchBritish(s, units)) && !frenchBritishAllowed(s, first?.loc ?? -1)) return false;
  if (small <= 2 && fallRotStack(s, units)) return true;
  if (corps > 1 || corps + divisions > 2 || small > 2) return false;
  return !(corps === 1 && redDivision);
}

/** CG SB7.18f: the French II Corps counts as two motorized units. */
const II_CORPS = 'II-Col';

/**
 * CG SB7.18f: from scenario 3's Fall Rot turn, 3 motorized divisions a hex (the French II Corps
 * counting as 2), at most 2 of them armoured; French and British still apart (checked before).
 */
function fallRotStack(s: State, units: readonly Unit[]): boolean {
  const f = s.campaign.fallRot;
  if (f === undefined || s.turn < f || data(s).setup.scenario !== 3) return false;
  let motorized = 0;
  let armoured = 0;
  for (const u of units) {
    const c = counterOf(s, u.id);
    if (u.id === II_CORPS) motorized += 2;
    else if (c.size === 'division' && c.redBox) {
      motorized++;
      if (c.types.includes('armoured')) armoured++;
    } else if (c.size !== 'regiment' && c.size !== 'brigade') return false;
  }
  return motorized === 3 && armoured <= 2;
}

/**
 * CG R8.6, SB5.9: French and British units stack together only while Dynamo is in effect, in or
 * next to the port, and anywhere from the turn after Dynamo ends (the port taken, R13.3a, or the
 * third turn over); scenario 3 never declares it (SB7.9).
 */
function frenchBritishAllowed(s: State, loc: number): boolean {
  const d = s.dynamo;
  if (!d) return false;
  const ended = dynamoEndTurn(s);
  if (ended !== null) return s.turn > ended;
  return loc >= 0 && boardOf(s).distance(loc, d.port) <= 1;
}

/** CG R9.1: does this stack exert a ZOC? A unit without stripe does; two divisions together do. */
export function stackExertsZoc(s: State, units: readonly Unit[]): boolean {
  let divisions = 0;
  for (const u of units) {
    const c = counterOf(s, u.id);
    if (c.zocStripe === 'none') return true;
    if (c.size === 'division') divisions++;
  }
  return divisions >= 2;
}

export const worksStand = (s: State, loc: number): boolean => boardOf(s).works[loc] === true && !s.worksDestroyed.includes(loc);

/**
 * CG R9.4: whether a ZOC exerted from `from` reaches its neighbour `to` across `dir`: not across a
 * Major River or the Rhine, not into a City or undestroyed Defensive Works, not into Forest except
 * along a road.
 */
export function zocReaches(s: State, from: number, dir: number, to: number): boolean {
  const b = boardOf(s);
  const river = riverAt(b, from, dir);
  if (river === 'major' || river === 'rhine') return false;
  if (b.settlement[to] === 'city' || worksStand(s, to)) return false;
  // CG R9.4b: nor into an undestroyed Fortified Line hex.
  if (b.fortified[to] && !(s.fortDestroyed ?? []).includes(to)) return false;
  if (b.terrain[to] === 'forest' && !roadAt(b, from, dir)) return false;
  return true;
}

/** The enemy (of `side`) hexes whose ZOC reaches `loc`. */
export function zocSources(s: State, at: Unit[][], side: Side, loc: number): number[] {
  const b = boardOf(s);
  const out: number[] = [];
  for (let d = 0; d < 6; d++) {
    const n = b.map.neighbor(loc, d);
    if (n < 0) continue;
    const here = at[n]!;
    if (here.length === 0 || sideOf(s, here[0]!) === side) continue;
    if (stackExertsZoc(s, here) && zocReaches(s, n, (d + 3) % 6, loc)) out.push(n);
  }
  return out;
}

/**
 * The enemy ZOC over the whole map, for one side, computed once per position: how many enemy hexes
 * exert a ZOC into each location and the highest TR among the units in them (CG R9.1-R9.4).
 */
export type { ZocField } from './context.js';

export function zocField(s: State, at: Unit[][], side: Side): ZocField {
  // Cached per position, only for the position's own unit lists.
  if (at !== unitsAt(s)) return computeZocField(s, at, side);
  const ctx = contextOf(s);
  const last = side === 'german' ? ctx.zocGerman : ctx.zocAllied;
  // What the field reads (stackExertsZoc, tr, zocReaches): the units, Out of Supply (CG R7.5c) and
  // Better Defense markers (CG R12.11b) for TR, destroyed works and Fortified Lines (CG R9.4).
  const same =
    last !== null && last.oos === s.oos && last.betterDefense === s.betterDefense &&
    last.worksDestroyed === s.worksDestroyed && last.fortDestroyed === s.fortDestroyed;
  if (same && last.units === s.units) return last.field;
  // A step of `side`'s own units leaves the enemy stacks, hence their ZOC, as they were.
  const field = same && onlyFriendsMoved(s, last.units, side) ? last.field : computeZocField(s, at, side);
  const entry: ZocEntry = {
    units: s.units, oos: s.oos, betterDefense: s.betterDefense, worksDestroyed: s.worksDestroyed, fortDestroyed: s.fortDestroyed, field,
  };
  if (side === 'german') ctx.zocGerman = entry;
  else ctx.zocAllied = entry;
  return entry.field;
}

/**
 * Whether every unit that differs between `before` and the state's units is a unit of `side` whose
 * old and new hexes hold only units of `side`: then no enemy stack changed, and neither did the
 * ZOC it exerts (the field reads only the enemy stacks, besides the marker lists compared apart).
 */
function onlyFriendsMoved(s: State, before: readonly Unit[], side: Side): boolean {
  const now = s.units;
  if (before.length !== now.length) return false;
  for (let i = 0; i < now.length; i++) {
    const a = before[i]!;
    const b = now[i]!;
    if (a === b) continue;
    if (a.id !== b.id || sideOf(s, b) !== side) return false;
    if (!onlySide(s, before, a.loc, side) || !onlySide(s, now, b.loc, side)) return false;
  }
  return true;
}

/** No unit of the other side at `loc` among `units` (off-map locations hold no stack). */
function onlySide(s: State, units: readonly Unit[], loc: number, side: Side): boolean {
  if (loc < 0) return true;
  for (const u of units) if (u.loc === loc && sideOf(s, u) !== side) return false;
  return true;
}

function computeZocField(s: State, at: Unit[][], side: Side): ZocField {
  const b = boardOf(s);
  const n = b.map.size;
  // Carved bytes (src/context.ts): a typed array's own allocation would be most of the cost here.
  const ctx = contextOf(s);
  const count = freshBytes(ctx, n);
  const maxTr = freshBytes(ctx, n);
  for (let loc = 0; loc < n; loc++) {
    const here = at[loc]!;
    if (here.length === 0 || sideOf(s, here[0]!) === side || !stackExertsZoc(s, here)) continue;
    let top = 0;
    for (const u of here) top = Math.max(top, tr(s, u));
    for (let d = 0; d < 6; d++) {
      const to = b.map.neighbor(loc, d);
      if (to < 0 || !zocReaches(s, loc, d, to)) continue;
      count[to] = count[to]! + 1;
      if (top > maxTr[to]!) maxTr[to] = top;
    }
  }
  return { count, maxTr };
}

/** CG R9.3 with a precomputed field: is `loc` in an enemy ZOC that `u` may not ignore? */
export function zocBinds(s: State, field: ZocField, u: Unit, loc: number): boolean {
  if (field.count[loc] === 0) return false;
  return !(isYellow(s, u) && tr(s, u) > field.maxTr[loc]!);
}

/** CG R9.3: may `u` ignore the ZOC of these hexes (yellow MA, TR above every unit there)? */
export function ignoresZoc(s: State, at: Unit[][], u: Unit, sources: readonly number[]): boolean {
  if (!isYellow(s, u)) return false;
  const mine = tr(s, u);
  return sources.every((loc) => at[loc]!.every((e) => tr(s, e) < mine));
}

export function setControl(s: State, loc: number, side: Side): State {
  const ch = side === 'german' ? 'G' : 'A';
  if (s.control[loc] === ch) return s;
  const next: State = { ...s, control: s.control.slice(0, loc) + ch + s.control.slice(loc + 1) };
  // CG R13.2c, R13.3a: the German taking the Dynamo port ends Dynamo for good (a recapture does not revive it).
  const d = s.dynamo;
  return d && side === 'german' && loc === d.port && d.ended === undefined && s.turn <= d.declared + DYNAMO_TURNS ? { ...next, dynamo: { ...d, ended: s.turn } } : next;
}
export const controls = (s: State, loc: number): Side => (s.control[loc] === 'G' ? 'german' : 'allied');

/** CG R10.8c(4): an FJ unit's hex has a bridgehead across each adjacent River Crossing hexside. */
export function fjBridgehead(s: State, at: Unit[][], loc: number, dir: number): boolean {
  if (!crossingAt(boardOf(s), loc, dir)) return false;
  return at[loc]!.some((u) => counterOf(s, u.id).types.includes('fj'));
}
