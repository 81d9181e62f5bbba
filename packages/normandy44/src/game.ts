/**
 * Normandy '44 on the kernel's `defineGame`: the Cherbourg scenario (N44 26) from set-up to the
 * Final Phase of its last turn. Every decision inside a combat is a move of the player the rules
 * name; every die is a chance move with exact probabilities.
 */
import type { Board } from './map/index.js';
import { defineGame, dieOutcomes, hexDistance, ruleError, type GameEvent, type Outcome, type ResolveResult } from '@esagono/kernel';
import { board, controlAlong, onMap, overstacked, stackLegal, unitById, unitsAt, withControl, isTownOrCity } from './position.js';
import { CHERBOURG_CITY } from './supply/supply.js';
import { contextOf, type PassEntry, type UnitLineage } from './context.js';
import { settleShape, shapeState, withShapedUnit } from './sequence/shape.js';
import { moveContext, moveProbe, moveDestinations, moveVias, reserveHops, type MoveContext } from './movement/movement.js';
import { modesFor, strategicEnds } from './movement/strategic.js';
import { unmovedAmong, unmovedUnits } from './movement/movers.js';
import {
  advance, advanceOptions, reserveAfterCombat, reserveAfterCombatOptions, airAllowed, artilleryChoices, attackTargets, attackerOf, combatRoll, declare, eligibleAttackers,
  ddSupportOptions, ddSupportTracks, declareDd, desperateDefense, lossOptions, navalAllowed, resolveAttack, retreat, retreatChoices, settle, takeLoss,
} from './combat/flow.js';
import { BATTLE_GROUP, detachable, rawOdds } from './combat/odds.js';
import { canStartIp, removalOptions, removeIp, removeStrongpoint, startIp } from './fortifications/ip.js';
import { replace, replaceOptions } from './replacements/replace.js';
import { delayEntry, enter, entrants, entryOptions, reserveAfterEntry } from './replacements/reinforcements.js';
import { assignStrafe, startStrafing, strafeRoll, strafeTargets, strafingOpen } from './combat/strafing.js';
import { ddLeads } from './combat/retreat.js';
import { applyWeather, attritionRoll, enterPhase, nextPhase, sideOfPhase } from './sequence/sequence.js';
import { UTAH, gliderRoll, beachAdvance, beachAdvanceOptions, beachLoss, beachLossOptions, endInvasion, invasionRoll, startInvasion } from './sequence/invasion.js';
import { MoveSchema, PLAYERS, SetupSchema, StateSchema, type Combat, type Move, type Player, type Setup, type State, type UnitState, type View } from './state.js';
import { faceFor, info, unitInfo } from './units.js';
import { LIMITS, RP_COSTS } from './data/tables.js';
import { assignSupply, initialCampaign, finishFinal } from './scenarios/campaign.js';
import { buySupply, campaignLand, campaignLandings, evacuate, evacuationMoves, landingListFrom, supplyPurchases } from './beachheads/beachheads.js';
import { boundaryAllows, boundaryBit, boundaryReach, mustReturn, sameArmy, soloIpAllowed, withdraw, withdrawable } from './special-rules/special.js';

const hexOf = (s: State, id: string) => {
  const b = board(s);
  return b.map.hexes[b.locOf(id)] as { q: number; r: number };
};

const ROLL = dieOutcomes(6, (die): Move => ({ type: 'roll', die }));
/** A generous bound: 12 turns of two player turns, each at most a few thousand decisions. */
const MAX_MOVES = 200_000;

type Done = ResolveResult<State, GameEvent>;
const ok = (state: State, events: GameEvent[]): Done => ({ ok: true, state, events });

function setup(input: Setup): { ok: true; state: State } | { ok: false; error: { code: string; message: string; rule?: string } } {
  const b = board(input);
  const seen = new Set<string>();
  for (const [i, u] of input.units.entries()) {
    const inf = unitInfo(u.id);
    if (!inf) return ruleError('unknown-counter', `units.${i}.id: no counter ${u.id} in the manifest`, 'N44 2.3');
    if (seen.has(u.id)) return ruleError('duplicate-unit', `units.${i}.id: ${u.id} appears twice`, 'N44 2.3');
    seen.add(u.id);
    if (u.hex !== null && b.locOf(u.hex) < 0) return ruleError('off-map', `units.${i}.hex: ${u.hex} is not on the map`, 'N44 2.2');
    if (u.box === 'map' && u.hex === null) return ruleError('no-hex', `units.${i}.hex: a unit on the map needs a hex`, 'N44 2.2');
  }
  const control: Record<string, Player> = {};
  // All Towns (and Cities) start German-controlled (N44 18.2).
  for (let loc = 0; loc < b.map.size; loc++) if (isTownOrCity(b, loc)) control[b.ids[loc] as string] = 'german';
  const units: UnitState[] = input.units.map((u) => {
    const inf = unitInfo(u.id)!;
    return {
      id: u.id, side: inf.side, hex: u.box === 'map' ? u.hex : null, box: u.box, steps: inf.steps, dg: false, oos: 0, dispersed: false,
      moved: false, attacked: false, retreated: false, landed: 0, arrives: u.arrives, entry: u.entry, released: false, reserve: false, replaced: false, movedFar: false,
    };
  });
  let state: State = {
    scenario: input.scenario, edition: input.edition, options: { ...input.options }, turn: 1, lastTurn: input.lastTurn, phase: 'invasion', space: 2,
    // Turn 1: naval support but no air units (N44 20.1, 19.1.1); both nations' naval markers in the campaign (N44 19.2).
    supply: { german: input.germanSupply, us: 0 }, naval: input.scenario === 'cherbourg' ? 1 : 2 * LIMITS.navalMarkersPerNation, air: 0, rp: 0, rpLanded: 0, control, units, combat: null, invasion: null,
    attackedHexes: [], declined: [], attrition: [], strafed: [], strafeQueue: [], strafeDone: false,
    stopped: {}, ips: {}, ipAllowance: { german: 0, allied: 0 }, cotentinRelocated: false, bombardment: 0,
    // The German Armor Repl marker starts in box 1, usable in a Storm turn (N44 26.2.1).
    repl: { germanInfNow: 0, germanArmorStorm: 1, usInf: 0, usArmor: 0 },
    winner: null,
    moving: null,
    ...(input.scenario === 'cherbourg' ? {} : { campaign: initialCampaign(input) }),
  };
  for (const u of units) if (u.box === 'map' && u.hex) state = { ...state, control: withControl(state, u.hex, u.side, b) };
  return { ok: true, state: shapeState(startInvasion(state)) };
}

function actor(s: State): { kind: 'player'; player: Player } | { kind: 'chance' } | { kind: 'terminal' } {
  if (s.phase === 'over') return { kind: 'terminal' };
  const inv = s.invasion;
  if (s.phase === 'invasion' && inv) {
    if (inv.stage === 'beach-loss') return { kind: 'player', player: inv.losses[0] as Player };
    if (inv.stage === 'beach-advance') return { kind: 'player', player: 'allied' };
    return { kind: 'chance' };
  }
  // The Final Phase's airborne withdrawal is the Allied player's choice (N44 22.2).
  if (s.campaign?.finalPending) return { kind: 'player', player: 'allied' };
  if (s.campaign && s.campaign.supplyToAssign > 0) return { kind: 'player', player: 'german' };
  if (s.phase === 'initial' || s.attrition.length > 0 || s.strafeQueue.length > 0) return { kind: 'chance' };
  const c = s.combat;
  const side = sideOfPhase(s.phase) as Player;
  if (!c) return { kind: 'player', player: side };
  switch (c.stage) {
    case 'jabo':
    case 'roll':
    case 'dd-roll':
      return { kind: 'chance' };
    case 'attacker-loss':
      return { kind: 'player', player: c.attackerLosses[0] as Player };
    case 'defender-loss':
      return { kind: 'player', player: c.defenderLosses[0] as Player };
    case 'dd-choice':
    case 'desperate':
    case 'retreat':
      return { kind: 'player', player: side === 'german' ? 'allied' : 'german' };
    default:
      return { kind: 'player', player: side };
  }
}

/**
 * Second-wave units may land on an Allied-held beach: on it, or one hex on (N44 20.5, 6.5.2).
 * `only`: that unit's landings alone; `''`: the beach alone for each unit that may land.
 */
function landingOptions(s: State, here: MoveContext, only?: string, vias = false): Move[] {
  if (s.phase !== 'allied-movement') return [];
  const b = board(s);
  if (unitsAt(s, UTAH).some((u) => u.side === 'german')) return [];
  const out: Move[] = [];
  let ctx: MoveContext | null = null;
  for (const u of s.units) {
    if (only && u.id !== only) continue;
    if (u.box === 'britain') {
      // RP buy units from Britain, at most 4 RP landed per beach per turn (N44 6.5.1-6.5.2, 26.1).
      const cost = info(u.id).counter.inBritainRp ?? Infinity;
      if (cost > s.rp || s.rpLanded + cost > RP_COSTS.perBeach || s.turn < 2) continue;
    } else if (u.box !== 'wave' || u.arrives > s.turn) continue;
    out.push({ type: 'land', unit: u.id, to: UTAH });
    if (only === '' || (faceFor(info(u.id), u.steps).ma ?? 0) === 0) continue;
    // Moving on from the beach as if it had landed there: the German standing and bonds with an Allied unit on the beach.
    // With an Allied unit already on the beach, the German standing and bonds are this position's.
    ctx ??= here.side.allied.occ[b.locOf(UTAH)] === 1 ? here : landingContext(s, u, b);
    const landed: UnitState = { ...u, box: 'map', hex: UTAH, landed: s.turn, moved: false };
    const dests = moveDestinations(s, landed, b, ctx, u);
    // Each way through German Towns is its own move: the unit takes them (N44 6.2), as a picked unit's moves do.
    const sets = vias && dests.length > 0 ? moveVias(s, landed, b, ctx, u) : null;
    for (const to of dests) {
      for (const via of sets?.get(to) ?? [[]]) out.push(via.length === 0 ? { type: 'land', unit: u.id, to } : { type: 'land', unit: u.id, to, via: [...via] });
    }
  }
  return out;
}

/**
 * The landings of the Allied Movement Phase, of the unit `only` or, with `''`, one a unit (N44 6.5.2,
 * 20.5, 22.1); `vias`: with the German Towns each move on passes (N44 6.2), for the picked unit's list.
 */
function landings(s: State, b: Board, ctx: MoveContext, only: string, vias = false): Move[] {
  if (!s.campaign) return landingOptions(s, ctx, only, vias);
  // Campaign: Allied units end at most 1 hex across the Army Boundary (N44 22.1).
  return campaignLandings(s, b, ctx, only, vias).filter((m) => m.type !== 'land' || boundaryAllows(s, unitById(s, m.unit) as UnitState, m.to, b));
}

/** The movement context once a unit of the Allies stands on the beach (the German ZOC and bonds are all a landing unit's search reads). */
function landingContext(s: State, u: UnitState, b: ReturnType<typeof board>): MoveContext {
  const probe: State = { ...s, units: s.units.map((x) => (x.id === u.id ? { ...x, box: 'map' as const, hex: UTAH, landed: s.turn, moved: false } : x)) };
  return moveContext(probe, b);
}

export const COTENTIN_HQ = 'ge-hq-cotentin';

/**
 * Once per game, in a German Movement Phase, the Cotentin HQ may be placed in a German-held Cherbourg
 * City hex (N44 17.4) where it stacks legally (N44 7.1) and no Allied unit stands. The moves read the
 * HQ (in the game or not, on the map or not), the three hexes' control and their units: the last ones
 * are kept in the game's context and stand after a move that changed neither the HQ nor a unit in
 * those hexes, before or after (context.ts `lineages`); the HQ is then not looked up again (a game
 * without it would scan the list for its id at each new list).
 */
function cotentinMoves(s: State): readonly Move[] {
  if (s.phase !== 'german-movement' || s.cotentinRelocated) return NO_MOVES;
  const game = contextOf(s);
  const last = game.cotentin;
  let kept = last !== null && last.units === s.units;
  if (last !== null && !kept) {
    const from = game.lineages.get(s.units);
    kept = from !== undefined && from.parent === last.units && from.changed.every((i) => untouched(from.parent[i] as UnitState, s.units[i] as UnitState));
  }
  if (kept && CHERBOURG_CITY.every((h) => (last!.control[h] ?? 'german') === (s.control[h] ?? 'german'))) {
    if (last!.units !== s.units) game.cotentin = { units: s.units, control: s.control, hq: last!.hq, moves: last!.moves };
    return last!.moves;
  }
  const hq = kept ? last!.hq : (unitById(s, COTENTIN_HQ) ?? null);
  const moves = hq !== null && onMap(hq) ? relocations(s, hq) : NO_MOVES;
  game.cotentin = { units: s.units, control: s.control, hq, moves };
  return moves;
}

/** The Cherbourg City hexes the Cotentin HQ `hq` (on the map) may be placed in (`cotentinMoves`), the units of the three hexes found in one pass. */
function relocations(s: State, hq: UnitState): readonly Move[] {
  // In list order, as `unitsAt` gives them.
  const here: UnitState[][] = CHERBOURG_CITY.map(() => []);
  for (const u of s.units) {
    if (!inCity(u)) continue;
    (here[CHERBOURG_CITY.indexOf(u.hex as (typeof CHERBOURG_CITY)[number])] as UnitState[]).push(u);
  }
  const moves: Move[] = [];
  CHERBOURG_CITY.forEach((h, k) => {
    const us = here[k] as UnitState[];
    if (h === hq.hex || (s.control[h] ?? 'german') !== 'german' || us.some((u) => u.side === 'allied')) return;
    if (stackLegal([...us.filter((x) => x.side === hq.side), hq])) moves.push({ type: 'relocate-cotentin', hex: h });
  });
  return moves;
}

/** A unit changed by a move leaves the Cotentin HQ relocations as they were: not the HQ, in no Cherbourg City hex before or after. */
const untouched = (x: UnitState, y: UnitState): boolean => x.id !== COTENTIN_HQ && !inCity(x) && !inCity(y);

/** Is `u` on the map in a Cherbourg City hex (N44 17.4)? */
const inCity = (u: UnitState): boolean => u.box === 'map' && u.hex !== null && (CHERBOURG_CITY as readonly string[]).includes(u.hex);

/**
 * A unit that has not moved, or moves one hex for at most 1 MP (`reserveHops`), may take a Reserve
 * marker, at most 6 markers (one per hex) a side; not OOS, DG, landing, replaced or turn-1 units (N44 15.1).
 */
function reserveEligible(s: State, u: UnitState): boolean {
  // Not a unit receiving a Repl (N44 15.1).
  if (u.moved || u.dg || u.oos > 0 || u.landed === s.turn || u.dispersed || u.replaced || s.turn === 1) return false;
  // A German reinforcement that spent more than 1 MP entering the map (N44 6.6).
  if (!reserveAfterEntry(u)) return false;
  const i = info(u.id);
  return !((faceFor(i, u.steps).ma ?? 0) === 0 || i.kind === 'hq' || i.kind === 'strongpoint' || i.kind === 'engineer');
}

/** A marker for `hex`: one already there (a marker covers the group), or one of the 6 still free (N44 15.1). */
function markerFor(hex: string | null, hexes: ReadonlySet<string | null>): boolean {
  return hexes.has(hex) || hexes.size < LIMITS.reserveMarkers;
}

// Per unit list (immutable) and side: picking a unit keeps the list, so its listing reuses the phase listing's markers.

/** The hexes holding `side`'s Reserve markers, computed on first use. */
function reserveMarkers(s: State, side: Player): () => ReadonlySet<string | null> {
  return () => {
    const markersBy = contextOf(s).reserveMarkers;
    let memo = markersBy.get(s.units);
    if (!memo) markersBy.set(s.units, (memo = {}));
    let hexes = memo[side];
    if (!hexes) hexes = memo[side] = markersFromParent(s, side) ?? markerHexes(s.units, side);
    return hexes;
  };
}

const underMarker = (u: UnitState, side: Player): boolean => u.reserve && u.side === side && onMap(u);

function markerHexes(units: readonly UnitState[], side: Player): ReadonlySet<string | null> {
  const found = new Set<string | null>();
  for (const x of units) if (underMarker(x, side)) found.add(x.hex);
  return found;
}

/**
 * After a move (context.ts `lineages`): the parent list's marker hexes when no unit the move changed is
 * under a Reserve marker of `side`, before or after (most moves: a unit moving leaves Reserve, N44 15.1,
 * and one that was not in Reserve changes no marker). Undefined: scan.
 */
function markersFromParent(s: State, side: Player): ReadonlySet<string | null> | undefined {
  const game = contextOf(s);
  const from = game.lineages.get(s.units);
  if (from === undefined) return undefined;
  const before = game.reserveMarkers.get(from.parent)?.[side];
  if (before === undefined) return undefined;
  for (const i of from.changed) if (underMarker(from.parent[i] as UnitState, side) || underMarker(s.units[i] as UnitState, side)) return undefined;
  return before;
}

// The move list of each destination list: a unit's destinations are cached while the enemy stands
// still (movement/context.ts), so its moves are too (the unit, hence the boundary test, is fixed).
function movesOf(s: State, u: UnitState, dests: readonly string[], b: Board): readonly Move[] {
  const game = contextOf(s, b);
  // A list just searched (a picked unit's, mostly): its moves beside it, tested by location.
  const searched = game.searched.get(dests);
  if (searched !== undefined && searched.unit === u) return (searched.moves ??= searchedMoves(s, u, dests, searched.locs, b));
  const movesByDests = game.movesByDests;
  let ms = movesByDests.get(dests);
  if (!ms) {
    const out: Move[] = [];
    // Campaign: Allied units end at most 1 hex across the Army Boundary (N44 22.1).
    for (const to of dests) if (boundaryAllows(s, u, to, b)) out.push({ type: 'move', unit: u.id, to });
    ms = out;
    movesByDests.set(dests, ms);
  }
  return ms;
}

/** `movesOf`'s moves of `dests` whose locations are `locs`: the Army Boundary read by location (N44 22.1). */
function searchedMoves(s: State, u: UnitState, dests: readonly string[], locs: readonly number[], b: Board): Move[] {
  const bit = boundaryBit(s, u);
  const unit = u.id;
  if (bit === 0) {
    // Every destination: an array of its final length (pushes grew it step by step).
    const all = new Array<Move>(dests.length);
    for (let i = 0; i < dests.length; i++) all[i] = { type: 'move', unit, to: dests[i] as string };
    return all;
  }
  const reach = boundaryReach(b);
  const out: Move[] = [];
  for (let i = 0; i < dests.length; i++) if (((reach[locs[i] as number] as number) & bit) !== 0) out.push({ type: 'move', unit, to: dests[i] as string });
  return out;
}

// The moves of a destination list with its Town sets, built once per pair (both are cached).
function withVias(s: State, ms: readonly Move[], vias: ReadonlyMap<string, readonly (readonly string[])[]>): readonly Move[] {
  const viaMoves = contextOf(s).viaMoves;
  const hit = viaMoves.get(vias);
  if (hit && hit.ms === ms) return hit.out;
  const out: Move[] = [];
  for (const m of ms) {
    const sets = vias.get((m as Extract<Move, { type: 'move' }>).to);
    if (!sets) out.push(m);
    else {
      // A literal, not a spread of `m` (a plain move: type, unit, to): the spread showed in cold profiles (issue #17).
      const { unit, to } = m as Extract<Move, { type: 'move' }>;
      // The set itself, not a copy: viaLists freezes its sets, so no caller can change the cached lists through a move.
      for (const via of sets) out.push(via.length === 0 ? m : { type: 'move', unit, to, via: via as string[] });
    }
  }
  viaMoves.set(vias, { ms, out });
  return out;
}

/**
 * Units by id, for ids met in unit-list order (as the landing and entry listings give them): one
 * pass over the list finds them all; an id met out of order is looked up as usual.
 */
function lookupInOrder(s: State): (id: string) => UnitState {
  let at = 0;
  return (id) => {
    for (let k = at; k < s.units.length; k++) {
      const u = s.units[k] as UnitState;
      if (u.id === id) {
        at = k + 1;
        return u;
      }
    }
    return unitById(s, id) as UnitState;
  };
}

const DESELECT: Move = { type: 'deselect' };
const NO_PLACES: readonly number[] = [];
const NO_MOVES: readonly Move[] = [];

// One `select` move per unit id (the move names the id alone): the listing of a position offers the same
// objects as the last, also for a unit that a move replaced, and no weak key per unit object for the collector.
function selectOf(s: State, u: UnitState): Move {
  const selects = contextOf(s).selects;
  let m = selects.get(u.id);
  if (!m) {
    m = { type: 'select', unit: u.id };
    selects.set(u.id, m);
  }
  return m;
}

/** Every move of `u` this Movement Phase, into `out`: normal, Strategic or Truck, Reserve, IP (N44 9, 9.8, 15.1, 16.1). */
// `normal`: false when the unit is known to have no normal move (`anyMove`), so that no search is made for it.
function unitOptions(s: State, u: UnitState, b: Board, ctx: MoveContext, reservePhase: boolean, markers: () => ReadonlySet<string | null>, out: Move[], normal = true): void {
  if (!onMap(u) || u.moved) return;
  // Campaign: Allied units end at most 1 hex across the Army Boundary (N44 22.1).
  const ms = normal ? movesOf(s, u, moveDestinations(s, u, b, ctx), b) : NO_MOVES;
  // Each way through Towns of the other side is its own move: the unit takes them (N44 6.2).
  const vias = ms.length > 0 ? moveVias(s, u, b, ctx) : null;
  const listed = vias && vias.size > 0 ? withVias(s, ms, vias) : ms;
  // In one push (a list of a few dozen moves: a push per move grew the array step by step).
  if (listed.length > 0) out.push(...listed);
  // Strategic Movement and the German Truck (N44 9.8).
  if (!reservePhase) {
    const modes = modesFor(s, u);
    // Campaign: Allied units end at most 1 hex across the Army Boundary (N44 22.1), read by location.
    const bit = modes.length > 0 ? boundaryBit(s, u) : 0;
    const boundary = bit === 0 ? null : boundaryReach(b);
    for (const mode of modes) {
      // The ends with the Towns passed on the way, as for a normal move (N44 6.2).
      const { dests, locs, vias: sv } = strategicEnds(s, u, mode, b, ctx);
      for (let i = 0; i < dests.length; i++) {
        if (boundary !== null && ((boundary[locs[i] as number] as number) & bit) === 0) continue;
        const to = dests[i] as string;
        const sets = sv.get(to);
        if (!sets) out.push({ type: 'move', unit: u.id, to, mode });
        else for (const via of sets) out.push(via.length === 0 ? { type: 'move', unit: u.id, to, mode } : { type: 'move', unit: u.id, to, mode, via: [...via] });
      }
    }
  }
  if (!reservePhase && reserveEligible(s, u)) {
    const hexes = markers();
    if (markerFor(u.hex, hexes)) out.push({ type: 'reserve', unit: u.id });
    // A hop is a normal move's destination (N44 15.1): none without one.
    if (normal) for (const to of reserveHops(s, u, b, ctx)) if (markerFor(to, hexes) && boundaryAllows(s, u, to, b)) out.push({ type: 'reserve', unit: u.id, to });
  }
  if (canStartIp(s, u, b) && soloIpAllowed(s, u, b)) out.push({ type: 'start-ip', unit: u.id });
}

/**
 * Each unmoved unit of `side` on the map (N44 9.1) with its first normal move, or, for one without,
 * whether a search may find one (`anyMove`'s false: none). Kept per unit list, side, weather, turn and
 * segment: the answers are the units' destinations, which depend on nothing else (movement/context.ts).
 */
function unitPass(s: State, side: Player, b: Board, ctx: MoveContext, reservePhase: boolean): readonly PassEntry[] {
  const game = contextOf(s, b);
  const passes = game.unitPasses;
  let memo = passes.get(s.units);
  if (!memo) passes.set(s.units, (memo = {}));
  const hit = memo[side];
  if (hit && hit.space === s.space && hit.turn === s.turn && hit.reserve === reservePhase) return hit.entries;
  const foe = side === 'german' ? 'allied' : 'german';
  const enemy = ctx.side[foe];
  const bonds = ctx.bondsOf[foe];
  // Whether each unit has a normal move: its cached destinations, else its one-hex steps (`anyMove`),
  // the full search only when neither can tell; the picked unit's listing searches (N44 9.1). Made for
  // the first unit without a carried entry: after a move, usually none.
  let probe: PassProbe | null = null;
  // After a move, the parent list's entries hold for every unit the move left as it was while the
  // enemy's standing and bonds stand (they are all a unit's destinations read, movement/context.ts).
  const from = game.lineages.get(s.units);
  const before = from === undefined ? undefined : passes.get(from.parent)?.[side];
  const carried = before !== undefined && before.space === s.space && before.turn === s.turn && before.reserve === reservePhase && before.enemy === enemy && before.bonds === bonds;
  // Pushed, not stored into `new Array(n)`: a list made with holes stays "holey" for V8 (slower reads downstream).
  const entries: PassEntry[] = [];
  if (carried && !unmovedAmong(s, from as UnitLineage, side)) {
    // The entries follow the unmoved units (N44 9.1), which are the parent's but the changed ones when none
    // of those is unmoved now (movement/movers.ts): the old entries without theirs, no list of units asked for.
    const old = before.entries;
    for (let k = 0; k < old.length; k++) if (!changedUnit(from as UnitLineage, (old[k] as PassEntry).unit)) entries.push(old[k] as PassEntry);
  } else if (carried) {
    // Both lists are in unit-list order: the old entries of the units the move changed are skipped.
    const units = unmovedUnits(s, side);
    const old = before.entries;
    let j = 0;
    for (let k = 0; k < units.length; k++) {
      const u = units[k] as UnitState;
      while (j < old.length && changedUnit(from as UnitLineage, (old[j] as PassEntry).unit)) j++;
      if (j < old.length && (old[j] as PassEntry).unit === u) entries.push(old[j++] as PassEntry);
      else entries.push(passEntry(s, u, b, ctx, (probe ??= passProbe(s, side, b, ctx))));
    }
  } else {
    // Only the side's units on the map not yet moved (N44 9.1), kept per unit list.
    const units = unmovedUnits(s, side);
    for (let k = 0; k < units.length; k++) entries.push(passEntry(s, units[k] as UnitState, b, ctx, (probe ??= passProbe(s, side, b, ctx))));
  }
  memo[side] = { space: s.space, turn: s.turn, reserve: reservePhase, enemy, bonds, entries };
  return entries;
}

/** Is `u` the parent list's unit at one of the places `from` changed? */
function changedUnit(from: UnitLineage, u: UnitState): boolean {
  const changed = from.changed;
  for (let c = 0; c < changed.length; c++) if (from.parent[changed[c] as number] === u) return true;
  return false;
}

type PassProbe = (u: UnitState) => readonly string[] | string | false | null;

/** `moveProbe` for a Movement listing: the Army Boundary's limit on the ends (N44 22.1). */
function passProbe(s: State, side: Player, b: Board, ctx: MoveContext): PassProbe {
  return moveProbe(s, side, b, ctx, (u, h) => boundaryAllows(s, u, h, b));
}

/** `u`'s entry of a unit pass: its `select`, its first normal move or null, and whether a search may find one. */
function passEntry(s: State, u: UnitState, b: Board, ctx: MoveContext, probe: PassProbe): PassEntry {
  const found = probe(u);
  const select = selectOf(s, u);
  if (typeof found === 'string') return { unit: u, select, first: { type: 'move', unit: u.id, to: found }, normal: true };
  const ms = found === false ? NO_MOVES : movesOf(s, u, found ?? moveDestinations(s, u, b, ctx), b);
  return { unit: u, select, first: ms.length > 0 ? (ms[0] as Move) : null, normal: found !== false };
}

/**
 * For each unit of `entries` without a normal move: false when it has no other option either, else its
 * first Strategic or Truck move (N44 9.8), or true when it may only go into Reserve or begin an IP
 * (N44 15.1, 16.1). Kept per pass, with the phase, the IPs, the side's IP allowance and the Town
 * control that these options read beyond the unit list (`unitOptions`, `canStartIp`, `strategicVias`).
 *
 * After a move most entries are the parent pass's (`unitPass`), and so is the answer of each such unit
 * without a Strategic or Truck mode (N44 9.8) when all else it reads is as it was: the phase, the IPs
 * and the allowance (N44 16.1), the Reserve marker hexes (N44 15.1) and the Strongpoint
 * hexes (N44 16.1) (`keepsMarkers`); the enemy's standing and bonds are the parent pass's for a carried entry. A unit
 * with a mode now (the SM and Truck markers in use decide, N44 9.8.3, 9.8.6) reads its own side's
 * occupancy (an SM move never ends stacked, N44 9.8.2): asked again.
 */
function otherOptions(s: State, side: Player, entries: readonly PassEntry[], b: Board, ctx: MoveContext, reservePhase: boolean, markers: () => ReadonlySet<string | null>): readonly (Move | boolean)[] {
  const game = contextOf(s, b);
  const kept = game.otherOptions;
  const hit = kept.get(entries);
  if (hit && hit.phase === s.phase && hit.ips === s.ips && hit.allowance === s.ipAllowance[side] && hit.control === s.control) return hit.options;
  // The parent pass's answers, when what they read beyond their units is as it was.
  const from = game.lineages.get(s.units);
  const parentEntries = from === undefined ? undefined : game.unitPasses.get(from.parent)?.[side]?.entries;
  let last = parentEntries === undefined ? undefined : kept.get(parentEntries);
  // Town control is read by the Town sets of Strategic moves alone (`strategicVias`); the Reserve segment reads no marker and begins no IP (N44 15.2, 16.1).
  if (last !== undefined && !(last.phase === s.phase && last.ips === s.ips && last.allowance === s.ipAllowance[side] && (reservePhase || keepsMarkers(s, from as UnitLineage, side)))) last = undefined;
  const options: (Move | boolean)[] = [];
  // The places of answers that read a mode, seldom any (a list, not a typed array per pass: its constructor showed in profiles).
  let modal: number[] | null = null;
  let j = 0;
  for (let k = 0; k < entries.length; k++) {
    const e = entries[k] as PassEntry;
    if (e.first) {
      options.push(false);
      continue;
    }
    // Without a mode the answer reads no occupancy of the own side (`strategicDestinations`).
    const modeless = reservePhase || modesFor(s, e.unit).length === 0;
    if (last !== undefined && modeless) {
      const at = indexFrom(last.entries, e, j);
      if (at >= 0) {
        j = at + 1;
        if (!last.modal.includes(at)) {
          options.push(last.options[at] as Move | boolean);
          continue;
        }
      }
    }
    const own: Move[] = [];
    unitOptions(s, e.unit, b, ctx, reservePhase, markers, own, e.normal);
    options.push(own.length === 0 ? false : (own.find((m) => m.type === 'move') ?? true));
    if (!modeless) (modal ??= []).push(k);
  }
  kept.set(entries, { phase: s.phase, ips: s.ips, allowance: s.ipAllowance[side], control: s.control, entries, options, modal: modal ?? NO_PLACES });
  return options;
}

/**
 * Does the move `from` leave `side`'s Reserve marker hexes (N44 15.1) and the Strongpoint hexes (which
 * bar an IP, N44 16.1) as they were: no unit it changed under a marker of `side`, or a Strongpoint, before or after?
 */
function keepsMarkers(s: State, from: UnitLineage, side: Player): boolean {
  const changed = from.changed;
  for (let c = 0; c < changed.length; c++) {
    const i = changed[c] as number;
    const x = from.parent[i] as UnitState;
    const y = s.units[i] as UnitState;
    if (underMarker(x, side) || underMarker(y, side) || info(x.id).kind === 'strongpoint') return false;
  }
  return true;
}

/** The place of `e` in `entries` from `start` on, or -1. */
function indexFrom(entries: readonly PassEntry[], e: PassEntry, start: number): number {
  for (let i = start; i < entries.length; i++) if (entries[i] === e) return i;
  return -1;
}

/**
 * The Movement listing with no unit picked: each unit that has a move to choose, not every move of
 * every unit (a decision lists tens of options, and the picked unit's moves are listed next, N44 9.1),
 * then the phase's other choices.
 */
function passListing(s: State, side: Player, b: Board): Move[] {
  const ctx = moveContext(s, b);
  const reservePhase = s.phase.endsWith('reserve-movement');
  const markers = reserveMarkers(s, side);
  const out: Move[] = [];
  // One `move` of each unit that has any: all that the Army Boundary's return rule reads (N44 22.1).
  const movers: Move[] = [];
  const entries = unitPass(s, side, b, ctx, reservePhase);
  const others = otherOptions(s, side, entries, b, ctx, reservePhase, markers);
  for (let k = 0; k < entries.length; k++) {
    const e = entries[k] as PassEntry;
    if (e.first) {
      out.push(e.select);
      movers.push(e.first);
      continue;
    }
    const o = others[k];
    if (!o) continue;
    out.push(e.select);
    if (o !== true) movers.push(o);
  }
  // Units that may land, picked like the others: their landings are listed next (N44 20.5).
  for (const m of landingPicks(s, b, ctx)) out.push(m);
  if (s.campaign) {
    for (const m of evacuationMoves(s, b)) out.push(m);
    for (const army of supplyPurchases(s)) out.push({ type: 'buy-army-supply', army });
    // German reinforcements enter or wait, the 243rd/709th mobilize (N44 6.6, 6.7): each is a unit's
    // move (it pays its first hex out of its MA), so the unit is picked and its entries listed next.
    for (const u of entrants(s, b)) out.push(selectOf(s, u));
  }
  for (const m of cotentinMoves(s)) out.push(m);
  // Voluntary IP and Strongpoint removals (N44 16.1-16.2).
  if (!s.phase.includes('reserve')) out.push(...removalOptions(s));
  // RP may buy SupP from turn 6, when the Omaha Mulberry is deemed complete (N44 26.3.4, 5.3).
  if (s.phase === 'allied-movement' && s.turn >= 6 && s.rp >= RP_COSTS.supplyPoint && s.supply.us < LIMITS.supplyTrackMax) out.push({ type: 'buy-supply' });
  const over = overstacked(s, side);
  // Stacking is checked at the end of the Movement Phase: the owner eliminates units to comply (N44 7.2).
  if (over.length > 0) {
    for (const h of over) for (const u of unitsAt(s, h)) if (u.side === side) out.push({ type: 'shed', unit: u.id });
  } else if (!mustReturn(s, movers)) {
    out.push({ type: 'end-phase' });
  }
  return out;
}

/**
 * The `select` moves of the units that may land (N44 20.5), in the order of the landing listing. In
 * the campaign, kept per landing listing (beachheads.ts keeps that listing while no unit it reads
 * changes, so its landers are the same unit objects) when every unit has a landing hex inside the Army
 * Boundary (N44 22.1), a test of the unit and the hex alone; a unit without one is asked for its moves
 * on from the beach, which read the German standing, and the picks are then not kept.
 */
function landingPicks(s: State, b: Board, ctx: MoveContext): readonly Move[] {
  // Campaign units land in the Allied Movement Phase only (N44 6.5.2, 20.5): half the listings ask for none.
  if (s.campaign && s.phase !== 'allied-movement') return NO_MOVES;
  const beaches = s.campaign ? campaignLandings(s, b, ctx, '') : landingOptions(s, ctx, '');
  // No unit may land (the German turn, or none left): no pick, nothing to keep.
  if (beaches.length === 0) return NO_MOVES;
  const kept = contextOf(s, b).landingPicks;
  const hit = s.campaign ? kept.get(beaches) : undefined;
  if (hit !== undefined) return hit;
  // The listing before this one without the landings of units that landed (beachheads.ts `landingListFrom`):
  // its kept picks without theirs (each pick read its unit's landings alone).
  const from = s.campaign ? landingListFrom(s, beaches) : null;
  const before = from === null ? undefined : kept.get(from.out);
  if (before !== undefined) {
    const picks = before.filter((m) => !from!.gone.includes((m as Extract<Move, { type: 'select' }>).unit));
    kept.set(beaches, picks);
    return picks;
  }
  const picks: Move[] = [];
  let keep = s.campaign !== undefined;
  const landing = lookupInOrder(s);
  for (let i = 0; i < beaches.length; ) {
    const unit = (beaches[i] as Extract<Move, { type: 'land' }>).unit;
    const u = landing(unit);
    let can = false;
    for (; i < beaches.length && (beaches[i] as Extract<Move, { type: 'land' }>).unit === unit; i++) {
      // Campaign: Allied units end at most 1 hex across the Army Boundary (N44 22.1).
      if (!s.campaign || boundaryAllows(s, u, (beaches[i] as Extract<Move, { type: 'land' }>).to, b)) can = true;
    }
    if (!can) keep = false;
    // A unit whose beaches are all too far across the Boundary may still land and move on.
    if (can || landings(s, b, ctx, unit).length > 0) picks.push(selectOf(s, u));
  }
  if (keep) kept.set(beaches, picks);
  return picks;
}

/** Is `s` the state `t` but for the picked unit: every other field the same value (a state is never mutated)? */
function sameButPicked(s: State, t: State): boolean {
  // After a move the unit list differs: told before a pass over every field.
  if (s.units !== t.units) return false;
  let n = 0;
  for (const k in s) {
    n++;
    if (k !== 'moving' && s[k as keyof State] !== t[k as keyof State]) return false;
  }
  for (const _ in t) n--;
  return n === 0;
}

function legal(s: State): Move[] {
  if (s.phase === 'over') return [];
  const a = actor(s);
  if (a.kind !== 'player') return [];
  if (s.campaign && s.campaign.supplyToAssign > 0) return [{ type: 'assign-supply', track: '7th-army' }, { type: 'assign-supply', track: 'cherbourg' }];
  if (s.campaign?.finalPending) return [...withdrawable(s).map((division): Move => ({ type: 'withdraw-airborne', division })), { type: 'end-phase' }];
  if (s.phase === 'invasion' && s.invasion) {
    if (s.invasion.stage === 'beach-loss') return beachLossOptions(s).map((unit) => ({ type: 'lose', unit }));
    return [...beachAdvanceOptions(s).map(({ unit, to }): Move => ({ type: 'advance', unit, to })), { type: 'end-advance' }];
  }
  const side = sideOfPhase(s.phase) as Player;
  if (s.phase.endsWith('replacement')) {
    return [...replaceOptions(s, board(s)).map((r): Move => ({ type: 'replace', unit: r.unit, hex: r.hex })), { type: 'end-phase' }];
  }
  if (s.phase.endsWith('movement')) {
    const b = board(s);
    if (s.moving == null) {
      const game = contextOf(s, b);
      const last = game.passListing;
      // A unit picked and put back (N44 9.1): the state listed last but for `moving`, so the same listing.
      if (last !== null && sameButPicked(s, last.state)) return last.out.slice();
      const out = passListing(s, side, b);
      game.passListing = { state: s, out };
      return out.slice();
    }
    const ctx = moveContext(s, b);
    const reservePhase = s.phase.endsWith('reserve-movement');
    const markers = reserveMarkers(s, side);
    // A unit picked: its moves, or back to the choice of a unit (N44 9.1: one unit's move at a time).
    const u = unitById(s, s.moving);
    const own: Move[] = [];
    // A unit off the map lands (N44 6.5.2, 20.5) or, German, enters or waits (N44 6.6-6.7); one on it moves.
    if (u && !onMap(u)) own.push(...(u.side === 'german' ? entryOptions(s, b, u.id) : landings(s, b, ctx, u.id, true)));
    else if (u) unitOptions(s, u, b, ctx, reservePhase, markers, own);
    own.push(DESELECT);
    return own;
  }
  const c = s.combat;
  if (!c) {
    // Strafing missions are all assigned, then resolved, before any ground combat (N44 19.1.4).
    if (strafingOpen(s) && s.strafed.length > 0) return [...strafeTargets(s).map((target): Move => ({ type: 'strafe', target })), { type: 'resolve-strafing' }];
    const out: Move[] = [...strafeTargets(s).map((target): Move => ({ type: 'strafe', target })), ...attackTargets(s).map((target): Move => ({ type: 'attack', target }))];
    // Once per game both US naval units may bombard hexes inside the Perimeter (N44 19.2, 26.2.2).
    if (s.phase === 'allied-combat' && s.bombardment === 0 && s.space > 1 && s.naval > 0) out.push({ type: 'cherbourg-bombardment' });
    out.push(...removalOptions(s));
    out.push({ type: 'end-phase' });
    return out;
  }
  switch (c.stage) {
    case 'declare': {
      const out: Move[] = eligibleAttackers(s, c.target)
        .filter((u) => !c.attackers.includes(u.id))
        // US and Commonwealth units never attack together (N44 22.1).
        .filter((u) => s.campaign === undefined || u.side !== 'allied' || c.attackers.every((a) => sameArmy(a, u.id)))
        .map((u) => ({ type: 'commit', unit: u.id }));
      if (c.maf === null) {
        const fs = [...new Set(c.attackers.map((id) => info(id).formation))].sort();
        for (const f of fs) out.push({ type: 'maf', formation: f });
        // A Battle Group: attackers of at most 6 factors in all, every one at full strength (N44 10.3).
        const total = c.attackers.reduce((a, id) => {
          const u = unitById(s, id);
          return a + (u ? (faceFor(info(id), u.steps).strength ?? 0) : 0);
        }, 0);
        if (c.attackers.length > 1 && fs.length > 1 && total <= 6) out.push({ type: 'maf', formation: BATTLE_GROUP });
      } else {
        for (const { hq, tracks } of artilleryChoices(s, c)) {
          // A German campaign HQ chooses the track it pays from when both are open (N44 17.2).
          if (tracks !== null) for (const track of tracks) out.push({ type: 'artillery', hq, track });
          else out.push({ type: 'artillery', hq });
        }
        // Attachment is the attacker's choice (N44 10.3).
        for (const unit of detachable(s, c)) out.push({ type: 'detach', unit });
        if (navalAllowed(s, c)) out.push({ type: 'naval' });
        if (airAllowed(s, c)) out.push({ type: 'air' });
        // The attack may be resolved from 1-3 on; the shifts come later (N44 10.5-10.6).
        if (rawOdds(s, c) !== null) out.push({ type: 'resolve' });
      }
      out.push({ type: 'cancel' });
      return out;
    }
    case 'attacker-loss':
    case 'defender-loss':
      return lossOptions(s).map((unit) => ({ type: 'lose', unit }));
    case 'dd-choice':
      return [
        ...ddLeads(s, c).flatMap((u): Move[] => [
          { type: 'determined-defense', lead: u.id },
          ...ddSupportOptions(s, c, u).flatMap((support): Move[] =>
            s.campaign && u.side === 'german' && unitById(s, support) !== undefined && info(support).kind === 'hq'
              ? ddSupportTracks(s, support).map((track): Move => ({ type: 'determined-defense', lead: u.id, support, track }))
              : [{ type: 'determined-defense', lead: u.id, support }],
          ),
        ]),
        { type: 'retreat-all' },
      ];
    case 'desperate':
      return [{ type: 'desperate-defense' }, { type: 'retreat-all' }];
    case 'retreat': {
      // Every retreating unit, in the owner's order (N44 13.1-13.2).
      return retreatChoices(s).map(({ unit, to, via }): Move => (via === undefined ? { type: 'retreat', unit, to } : { type: 'retreat', unit, to, via }));
    }
    case 'advance':
      return [
        ...advanceOptions(s).map(({ unit, to, via }): Move => (via === undefined ? { type: 'advance', unit, to } : { type: 'advance', unit, to, via })),
        ...reserveAfterCombatOptions(s).map((unit): Move => ({ type: 'reserve', unit })),
        { type: 'end-advance' },
      ];
    default:
      return [];
  }
}

// The type and the unit (a picked unit's list holds one type mostly) tell most moves apart before the JSON does.
const same = (a: Move, b: Move): boolean =>
  a.type === b.type && (a as { unit?: string }).unit === (b as { unit?: string }).unit && (a as { to?: string }).to === (b as { to?: string }).to && JSON.stringify(a) === JSON.stringify(b);

const RULE: Readonly<Record<Move['type'], string>> = {
  roll: 'N44 2.1', 'end-phase': 'N44 3', move: 'N44 9, 9.8', select: 'N44 9.1', deselect: 'N44 9.1', land: 'N44 20.5', shed: 'N44 7.2', 'buy-supply': 'N44 26.3.4', reserve: 'N44 15.1', strafe: 'N44 19.1.4', 'resolve-strafing': 'N44 19.1.4', 'start-ip': 'N44 16.1', replace: 'N44 6.2', 'relocate-cotentin': 'N44 17.4', 'cherbourg-bombardment': 'N44 19.2', attack: 'N44 10.1', commit: 'N44 10.2',
  maf: 'N44 10.3', detach: 'N44 10.3', artillery: 'N44 11.6', naval: 'N44 19.2', air: 'N44 19.1.2', resolve: 'N44 10.5', cancel: 'N44 10.1',
  lose: 'N44 12.2', 'determined-defense': 'N44 12.4', 'retreat-all': 'N44 12.4', 'desperate-defense': 'N44 12.5', retreat: 'N44 13.1', advance: 'N44 14', 'end-advance': 'N44 14',
  evacuate: 'N44 21.2', 'assign-supply': 'N44 5.2', 'withdraw-airborne': 'N44 22.2', 'buy-army-supply': 'N44 5.3',
  enter: 'N44 6.6', 'delay-entry': 'N44 6.6', 'remove-ip': 'N44 16.1', 'remove-strongpoint': 'N44 16.2',
};

/** The resolved state in one hidden class per shape (sequence/shape.ts): same JSON, monomorphic reads. */
const shaped = (s: State, r: Done): Done => (r.ok ? { ok: true, state: settleShape(s, r.state), events: r.events } : r);

/**
 * `s` with `moving` set (a unit picked or put back, N44 9.1), copied key by key in `s`'s order as
 * sequence/shape.ts `settleShape` copies a resolved state: the same JSON and hidden class as
 * `settleShape(s, { ...s, moving })`, made in one copy instead of a spread of the whole state and
 * then its reshape (a pick is 40% of the decisions along playouts, issue #17).
 */
function picked(s: State, moving: string | null): State {
  // `Object.assign` onto `{}` adds the keys in `s`'s order, as `reshape` does (the same hidden class);
  // `moving` keeps its place, or comes last when `s` has none, as in a spread.
  const out: State = Object.assign({}, s);
  out.moving = moving;
  return out;
}

function apply(s0: State, m: Move): Done {
  let s = s0;
  const events: GameEvent[] = [];
  const c = s.combat as Combat;
  switch (m.type) {
    case 'roll': {
      if (s.phase === 'invasion') return ok(invasionRoll(s, m.die, events), events);
      // Turn 2: the glider regiments' dispersal rolls follow the weather (N44 20.2).
      if (s.phase === 'initial' && s.invasion) return ok(gliderRoll(s, m.die, events), events);
      if (s.phase === 'initial') return ok(applyWeather(s, m.die, events), events);
      if (s.attrition.length > 0) return ok(attritionRoll(s, m.die, events), events);
      if (s.strafeQueue.length > 0) return ok(strafeRoll(s, m.die, events), events);
      return ok(combatRoll(s, m.die, events), events);
    }
    case 'end-phase':
      if (s.campaign?.finalPending) return ok(finishFinal(s, events), events);
      events.push({ type: 'phase-ended', rule: 'N44 3' });
      return ok(nextPhase(s, events), events);
    case 'move': {
      const u = unitById(s, m.unit) as UnitState;
      events.push({ type: 'moved', rule: 'N44 9.1' });
      // A unit moving in the Movement Phase is not in Reserve; in the Reserve segment it stays so (N44 15.1-15.2).
      const reserve = s.phase.endsWith('reserve-movement') ? u.reserve : false;
      // An HQ moving more than 1 hex flips to Moved and gives no artillery this turn (N44 17.2).
      // A Werfer that moves more than 1 hex flips too, and cannot fire (N44 17.3).
      const far = (info(u.id).kind === 'hq' || info(u.id).kind === 'werfer') && hexDistance(hexOf(s, u.hex as string), hexOf(s, m.to)) > 1;
      // The Towns passed on the way are taken, then the end hex (N44 6.2).
      const control = controlAlong(s.control, m.via ?? [], m.to, u.side, board(s));
      if (m.mode !== undefined) {
        // An SM move takes an SM marker; a Truck move puts the Truck on the unit (N44 9.8.3, 9.8.6).
        const sm = m.mode !== 'truck';
        const truck = m.mode !== 'strategic';
        events.push({ type: sm ? 'strategic-movement' : 'truck', rule: sm ? 'N44 9.8.3' : 'N44 9.8.6' });
        return ok(withShapedUnit(s, u, { ...u, hex: m.to, moved: true, reserve, movedFar: u.movedFar || far, sm, truck }, { moving: null, control }), events);
      }
      return ok(withShapedUnit(s, u, { ...u, hex: m.to, moved: true, reserve, movedFar: u.movedFar || far }, { moving: null, control }), events);
    }
    // `resolve` answers these first (`picked`); kept here so that `apply` covers every move.
    case 'select':
      return ok(picked(s, m.unit), events);
    case 'deselect':
      return ok(picked(s, null), events);
    case 'cherbourg-bombardment':
      events.push({ type: 'cherbourg-bombardment', rule: 'N44 19.2' });
      return ok({ ...s, bombardment: s.turn, naval: 2 }, events);
    case 'relocate-cotentin':
      events.push({ type: 'cotentin-relocated', rule: 'N44 17.4' });
      return ok({ ...s, cotentinRelocated: true, units: s.units.map((x) => (x.id === COTENTIN_HQ ? { ...x, hex: m.hex } : x)) }, events);
    case 'replace':
      events.push({ type: 'replaced', rule: 'N44 6.2' });
      return ok({ ...replace(s, m.unit, m.hex), control: withControl(s, m.hex, unitById(s, m.unit)!.side) }, events);
    case 'start-ip':
      events.push({ type: 'ip-begun', rule: 'N44 16.1' });
      return ok(startIp({ ...s, moving: null }, m.unit), events);
    case 'strafe':
      events.push({ type: 'strafing-assigned', rule: 'N44 19.1.4' });
      return ok(assignStrafe(s, m.target), events);
    case 'resolve-strafing':
      return ok(startStrafing(s), events);
    case 'reserve':
      if (s.combat?.stage === 'advance') return ok(reserveAfterCombat(s, m.unit, events), events);
      events.push({ type: 'reserve', rule: 'N44 15.1' });
      // With `to`, the unit first spends at most 1 MP to the hex next door (N44 15.1).
      // One unit changes: built in shape once, as a move (sequence/shape.ts withShapedUnit).
      const x = unitById(s, m.unit) as UnitState;
      if (m.to !== undefined) return ok(withShapedUnit(s, x, { ...x, hex: m.to, reserve: true, moved: true }, { moving: null, control: withControl(s, m.to, x.side) }), events);
      return ok(withShapedUnit(s, x, { ...x, reserve: true, moved: true }, { moving: null }), events);
    case 'buy-supply':
      events.push({ type: 'supply-bought', rule: 'N44 26.3.4' });
      return ok({ ...s, rp: s.rp - RP_COSTS.supplyPoint, supply: { ...s.supply, us: s.supply.us + 1 } }, events);
    case 'evacuate':
      return ok(evacuate(s, m.unit, events), events);
    case 'assign-supply': {
      const st = assignSupply(s, m.track, events);
      return ok((st.campaign && st.campaign.supplyToAssign > 0) || st.invasion ? st : enterPhase(st, 'german-replacement', events), events);
    }
    case 'withdraw-airborne':
      return ok(withdraw(s, m.division, events), events);
    case 'buy-army-supply':
      return ok(buySupply(s, m.army, events), events);
    case 'enter':
      events.push({ type: 'reinforcement', rule: 'N44 6.6' });
      // The entry ends the pick; the unit, unless stopped in an Allied ZOC, is picked again to move on (N44 6.6, 9.1).
      return ok({ ...enter({ ...s, moving: null }, m.unit, m.to, board(s)), control: withControl(s, m.to, 'german') }, events);
    case 'remove-ip':
      events.push({ type: 'ip-removed', rule: 'N44 16.1' });
      return ok(removeIp(s, m.hex), events);
    case 'remove-strongpoint':
      events.push({ type: 'strongpoint-removed', rule: 'N44 16.2' });
      return ok(removeStrongpoint(s, m.unit), events);
    case 'delay-entry':
      events.push({ type: 'reinforcement-delayed', rule: 'N44 6.6' });
      return ok(delayEntry({ ...s, moving: null }, m.unit, m.colour, board(s)), events);
    case 'land': {
      if (s.campaign) return ok(campaignLand({ ...s, moving: null }, m.unit, m.to, events, m.via), events);
      events.push({ type: 'landed', rule: 'N44 20.5' });
      const from = unitById(s, m.unit) as UnitState;
      const cost = from.box === 'britain' ? (info(m.unit).counter.inBritainRp ?? 0) : 0;
      s = { ...s, rp: s.rp - cost, rpLanded: s.rpLanded + cost };
      // The German Towns passed on the way are taken, then the end hex (N44 6.2).
      return ok({ ...s, moving: null, control: controlAlong(s.control, m.via ?? [], m.to, 'allied', board(s)), units: s.units.map((x) => (x.id === m.unit ? { ...x, box: 'map' as const, hex: m.to, landed: s.turn, moved: true } : x)) }, events);
    }
    case 'shed':
      events.push({ type: 'eliminated-overstack', rule: 'N44 7.2' });
      return ok({ ...s, units: s.units.map((x) => (x.id === m.unit ? { ...x, box: 'eliminated' as const, hex: null, steps: 0 } : x)) }, events);
    case 'attack':
      events.push({ type: 'attack-declared', rule: 'N44 10.1' });
      return ok(declare({ ...s, strafeDone: true }, m.target), events);
    case 'commit':
      return ok({ ...s, combat: { ...c, attackers: [...c.attackers, m.unit] } }, events);
    case 'maf':
      events.push({ type: 'maf-declared', rule: 'N44 10.3' });
      return ok({ ...s, combat: { ...c, maf: m.formation } }, events);
    case 'artillery':
      return ok({ ...s, combat: { ...c, artillery: [...c.artillery, m.hq], ...(m.track === 'cherbourg' ? { cherbourgPaid: (c.cherbourgPaid ?? 0) + 1 } : {}) } }, events);
    case 'naval':
      return ok({ ...s, combat: { ...c, naval: true } }, events);
    case 'detach':
      return ok({ ...s, combat: { ...c, detached: [...(c.detached ?? []), m.unit] } }, events);
    case 'air':
      return ok({ ...s, combat: { ...c, air: c.air + 1 } }, events);
    case 'resolve':
      return ok(resolveAttack(s, events), events);
    case 'cancel':
      events.push({ type: 'attack-called-off', rule: 'N44 10.1' });
      return ok({ ...s, combat: null, declined: [...s.declined, c.target] }, events);
    case 'lose':
      if (s.phase === 'invasion') return ok(beachLoss(s, m.unit, events), events);
      return ok(takeLoss(s, m.unit, events), events);
    case 'determined-defense':
      events.push({ type: 'determined-defense', rule: 'N44 12.4' });
      return ok(declareDd(s, m.lead, m.support, m.track), events);
    case 'retreat-all':
      return ok(settle({ ...s, combat: { ...c, ddDone: true, ddFailed: false } }, events), events);
    case 'desperate-defense':
      return ok(desperateDefense(s, events), events);
    case 'retreat':
      return ok(retreat(s, m.unit, m.to, events, m.via), events);
    case 'advance':
      if (s.phase === 'invasion') return ok(beachAdvance(s, m.unit, m.to, events), events);
      return ok(advance(s, m.unit, m.to, events, m.via), events);
    case 'end-advance':
      if (s.phase === 'invasion') return ok(endInvasion(s, events), events);
      events.push({ type: 'advance-ended', rule: 'N44 14' });
      return ok({ ...s, combat: null }, events);
  }
}

export const game = defineGame<State, Move, Player, Setup, View>({
  id: 'normandy44',
  name: "Normandy '44",
  players: PLAYERS,
  schemas: { setup: SetupSchema as never, state: StateSchema, move: MoveSchema },
  maxMoves: MAX_MOVES,
  setup: (input) => setup(input),
  actor,
  legalMoves: legal,
  chanceOutcomes: (s) => (actor(s).kind === 'chance' ? ROLL : []),
  resolve(s, m, listed) {
    // A listed move was listed for this very state (the kernel checks): a die when chance acts, else the
    // player's move, so who acts need not be asked again (issue #17: every decision resolves a move).
    if (!listed) {
      if (actor(s).kind === 'chance') {
        if (m.type !== 'roll') return ruleError('chance-expected', 'a die roll is expected now', 'N44 2.1');
        return shaped(s, apply(s, m));
      }
      if (!legal(s).some((x) => same(x, m))) return ruleError('illegal-move', `${m.type} is not legal now`, RULE[m.type]);
    }
    // A pick changes `moving` alone: one shaped copy (`picked`), no events (N44 9.1).
    if (m.type === 'select') return ok(picked(s, m.unit), []);
    if (m.type === 'deselect') return ok(picked(s, null), []);
    return shaped(s, apply(s, m));
  },
  view: (s) => ({ state: s }),
  outcome: (s): Outcome<Player> | null => (s.phase === 'over' && s.winner ? { kind: 'win', winner: s.winner } : null),
});

export { attackerOf };
