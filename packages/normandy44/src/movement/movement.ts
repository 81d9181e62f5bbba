/**
 * Movement (N44 9): terrain and hexside costs from the TEC, roads, enemy ZOC (N44 8.2-8.3),
 * Tactical Movement (N44 9.10), air supremacy (N44 9.7) and the Cherbourg scenario's limits
 * (N44 26.1, 26.3.2-3). Costs are in sixths of an MP so that 1/2 and 1/3 are exact.
 */
import { SIDE, ZONE_NAMES, inZone, terrainOf, type Board } from '../map/index.js';
import { rowCol } from '../map/schema.js';
import { HEX_TERRAINS } from '../map/schema.js';
import { board, isTownOrCity, onMap, other } from '../position.js';
import { cachedDestinations, contextBonds, destinationPeek, sideContext, type SideContext } from './context.js';
import type { Player, State, UnitState } from '../state.js';
import type { Bonds } from '../zoc/bonds.js';
import { faceFor, info, type UnitInfo } from '../units.js';
import { airborneDutyEnds, airbornePathLimit, outsideDuty } from '../special-rules/airborne-duty.js';
import { spentEntering } from '../replacements/reinforcements.js';
import { passableTowns, townSearch, type MoveRules, type TownEnds } from './vias.js';
import { STEP, specRules, stepCode, stepSixths, type MoveSpec, type ReachScratch, type SpecRules } from './steps.js';
import { contextOf, type SearchedDests } from '../context.js';

export const SIXTHS = 6;
const INF = Infinity;

/** The hex row no unit may enter in the Cherbourg scenario (N44 26.1: "hex row xx15"). */
export const CHERBOURG_FORBIDDEN_COLUMN = 15;

export function isClear(s: State): boolean {
  return s.space >= 4;
}

/** Movement allowance this turn: German mech -2 in Clear (N44 9.7). */
export function movementAllowance(s: State, u: UnitState): number {
  const i = info(u.id);
  const printed = faceFor(i, u.steps).ma ?? 0;
  // Reserve movement: half the printed MA, rounded up (N44 15.2; review finding 4).
  const ma = s.phase.endsWith('reserve-movement') ? Math.ceil(printed / 2) : printed;
  if (i.side === 'german' && i.mech && isClear(s)) return Math.max(0, ma - 2);
  return ma;
}

/** Units that must use Tactical Movement: DG, OOS, landing this turn (N44 9.10). */
export function mustMoveTactically(s: State, u: UnitState): boolean {
  return u.dg || u.oos > 0 || u.landed === s.turn;
}

/** Where `hex` is off limits to `side` in the Cherbourg scenario (N44 26.1). */
export function offLimits(b: Board, side: Player, loc: number): boolean {
  return ((limitsOf(b)[loc] as number) & (side === 'german' ? 1 : 2)) !== 0;
}

/** The sea, the swamp and hex row xx15: no unit and no line of supply enters them (N44 8.1, 18.2, 26.1). */
export function closedToAll(b: Board, loc: number): boolean {
  return limitsOf(b)[loc] === 3;
}

// Per board: bit 1 off limits to the German, bit 2 to the Allies (derived from the map, immutable).
const limitCache = new WeakMap<Board, Uint8Array>();
export function limitsOf(b: Board): Uint8Array {
  let l = limitCache.get(b);
  if (!l) {
    l = new Uint8Array(b.map.size);
    for (let loc = 0; loc < b.map.size; loc++) {
      const t = terrainOf(b, loc);
      // The xx15 row and the 27 June line bind only on the Cherbourg scenario's map (N44 26.1).
      const cherbourg = b.file.id === 'cotentin-standin';
      const both = t === 'sea' || t === 'marsh' || (cherbourg && rowCol(b.ids[loc] as string).col === CHERBOURG_FORBIDDEN_COLUMN);
      l[loc] = both ? 3 : !cherbourg || inZone(b, loc, 'june27-allied') ? 0 : 2;
    }
    limitCache.set(b, l);
  }
  return l;
}

/** What every unit's search of one position shares: each side's standing and bonds (see `context.ts`). */
export interface MoveContext {
  readonly side: Readonly<Record<Player, SideContext>>;
  readonly zocOf: Readonly<Record<Player, Uint8Array>>;
  /** Each side's ZOC bonds (N44 8.5). */
  readonly bondsOf: Readonly<Record<Player, Bonds>>;
}

// Per unit list (immutable): both standings are (`sideContext`), so the context is too; picking a
// unit keeps the list, and a listing asks for the context more than once.
export function moveContext(s: State, b: Board = board(s)): MoveContext {
  const contexts = contextOf(s, b).moveContexts;
  const hit = contexts.get(s.units);
  if (hit) return hit;
  const ctx = buildContext(s, b);
  contexts.set(s.units, ctx);
  return ctx;
}

function buildContext(s: State, b: Board): MoveContext {
  const german = sideContext(s, 'german', b);
  const allied = sideContext(s, 'allied', b);
  // A list a resolution made whose standings are its parent's (a move that changed no unit's place, ZOC
  // or dispersal, N44 8.1, 20.2): the parent's context, with the bonds it has already read (context.ts `lineages`).
  const game = contextOf(s, b);
  const from = game.lineages.get(s.units);
  const parent = from === undefined ? undefined : game.moveContexts.get(from.parent);
  if (parent !== undefined && parent.side.german === german && parent.side.allied === allied) return parent;
  return { side: { german, allied }, zocOf: new SideZocs(german, allied), bondsOf: new SideBonds(s, b, german, allied) };
}

/** Each side's ZOC, read from its standing on first use (a class rather than getters in a literal: no closures per context). */
class SideZocs implements Readonly<Record<Player, Uint8Array>> {
  constructor(
    readonly g: SideContext,
    readonly a: SideContext,
  ) {}
  get german(): Uint8Array {
    return this.g.zoc;
  }
  get allied(): Uint8Array {
    return this.a.zoc;
  }
}

/** Each side's bonds on first use: a side's moves read only the enemy's (N44 8.5.2). */
class SideBonds implements Readonly<Record<Player, Bonds>> {
  #german: Bonds | null = null;
  #allied: Bonds | null = null;
  constructor(
    readonly s: State,
    readonly b: Board,
    readonly g: SideContext,
    readonly a: SideContext,
  ) {}
  get german(): Bonds {
    return (this.#german ??= contextBonds(this.s, this.g, this.a, this.b));
  }
  get allied(): Bonds {
    return (this.#allied ??= contextBonds(this.s, this.a, this.g, this.b));
  }
}

// The 101st/82nd duties of the Cherbourg scenario are rule 26's (N44 26.3.2-3).
export { airborneLimit } from '../special-rules/airborne-duty.js';

/** A restricted unit not yet released may not move; inside the Perimeter it may move within it (N44 17.6). */
function restriction(s: State, u: UnitState, b: Board): 'none' | 'frozen' | 'perimeter' {
  const face = faceFor(info(u.id), u.steps);
  if (!face.restricted || u.released) return 'none';
  return inZone(b, b.locOf(u.hex as string), 'cherbourg-perimeter') ? 'perimeter' : 'frozen';
}

const T_FLOODED = HEX_TERRAINS.indexOf('flooded');
const PERIMETER_BIT = 1 << ZONE_NAMES.indexOf('cherbourg-perimeter');

// The TEC's step costs live with the step tables (steps.ts); exported here as before.
export { stepSixths } from './steps.js';

/** The cost in sixths of one step, or Infinity; `stop` tells whether entering ends the move. */
export function stepCost(s: State, u: UnitState, b: Board, from: number, to: number, dir: number): { cost: number; stop: boolean } {
  const i = info(u.id);
  const cost = stepSixths(i.mech, u.side === 'german', s.space, b, from, to, dir);
  const road = (b.sides[from * 6 + dir] as number) & (SIDE.mainRoad | SIDE.secondaryRoad);
  return { cost, stop: cost !== INF && !road && b.terrain[to] === T_FLOODED };
}

/**
 * Every hex `u` may move to this Movement Phase (N44 9, 8.2-8.3, 9.10). The list is shared with
 * the context's cache: read it, do not change it. `key` is the immutable value `u` is derived from
 * (itself by default).
 */
export function moveDestinations(s: State, u: UnitState, b: Board = board(s), ctx: MoveContext = moveContext(s, b), key: object = u): readonly string[] {
  if (!onMap(u) || u.moved || u.dispersed) return [];
  const foe = other(u.side);
  return cachedDestinations(b, key, ctx.side[foe], ctx.bondsOf[foe], s, () => searchDestinations(s, u, b, ctx));
}

/**
 * For a listing of `side`'s units (which asks only whether each has a move): per unit, its
 * destinations when known without a search (none for a unit that may not move, or the cached list),
 * else `anyMove`'s answer. Not kept here: the listing (game.ts `unitPass`) carries each unit's answer
 * to the next position while the enemy's standing and bonds, the weather, the turn and the segment stay,
 * which is all a kept answer would be looked up by. `allows` must depend on the unit and hex alone (the
 * Army Boundary's limit, N44 22.1).
 */
export function moveProbe(s: State, side: Player, b: Board, ctx: MoveContext, allows: (u: UnitState, hex: string) => boolean): (u: UnitState) => readonly string[] | string | false | null {
  const foe = other(side);
  const peek = destinationPeek(b, ctx.side[foe], ctx.bondsOf[foe], s);
  return (u) => {
    if (!onMap(u) || u.moved || u.dispersed) return NONE;
    const known = peek(u);
    if (known) return known;
    return anyMove(s, u, b, ctx, (h) => allows(u, h));
  };
}
const NONE: readonly string[] = [];

/**
 * Whether `u` has a normal move (N44 9) to an end `allows` accepts, told from its one-hex steps
 * under the search's own rules (`normalRules`, `bicycleRules`, `replacedHops`): a hex entered in one
 * step is a destination (as the kernel's path search takes it: a step of 1 sixth or more within the budget), and
 * without an enterable neighbour no path leaves the start hex. Returns such an end, false when there
 * is none, or null when only `moveDestinations`' full search can tell (every one-step end refused by
 * `allows`, or the airborne duty choosing among the ends, N44 26.3.2-3). Exactly
 * `moveDestinations(...).some(allows)` where it answers.
 */
export function anyMove(s: State, u: UnitState, b: Board, ctx: MoveContext, allows: (hex: string) => boolean): string | false | null {
  if (!onMap(u) || u.moved || u.dispersed) return false;
  // A replaced unit's moves are single hexes already (N44 6.2).
  if (u.replaced) return replacedHops(s, u, b, ctx).find(allows) ?? false;
  if (outsideDuty(s, u, b)) return null;
  const normal = normalSpec(s, u, b, ctx);
  if (!normal) return false;
  let enterable = false;
  // The normal move's one-hex steps, then a bicycle's road reach (N44 9.9): priced as numbers (`stepCode`), no rules object.
  for (let r = 0; r < 2; r++) {
    const spec = r === 0 ? normal : bicycleSpec(s, u, b, ctx, normal);
    if (!spec) continue;
    const origin = spec.origin;
    const budget = Math.floor(spec.budget);
    for (let d = 0; d < 6; d++) {
      const to = b.map.neighbor(origin, d);
      if (to < 0) continue;
      const x = stepCode(spec, origin, to, d);
      if (x < 0) continue;
      const cost = x >> 1;
      if (!(cost >= 1 && cost <= budget)) continue;
      enterable = true;
      const hex = b.ids[to] as string;
      if (allows(hex)) return hex;
    }
  }
  return enterable ? null : false;
}

function searchDestinations(s: State, u: UnitState, b: Board, ctx: MoveContext): string[] {
  if (u.replaced) return replacedHops(s, u, b, ctx);
  const spec = normalSpec(s, u, b, ctx);
  if (!spec) return [];
  const game = contextOf(s, b);
  const search = game.scratch.reach;
  const out = search.reachIds(spec, b.ids);
  // The ends' locations, read before another search reuses the scratch space.
  const locs = search.lastEnds(out.length);
  // Bicycles in Overcast: MA 6 moving only along roads (N44 9.9).
  const road = bicycleSpec(s, u, b, ctx, spec);
  if (road) {
    const seen = new Set(out);
    for (const h of search.reachIds(road, b.ids)) if (!seen.has(h)) out.push(h);
    return airborneDutyEnds(s, u, b, out);
  }
  const ends = airborneDutyEnds(s, u, b, out);
  // The list as searched (no duty filtering it, N44 26.3.2-3): its locations are known, kept for its listing.
  if (ends === out) game.searched.add(out, { unit: u, locs, stamp: search.stamp, moves: null });
  return ends;
}


/** A unit with a Replacement marker moves at most 1 hex, never into enemy ZOC (N44 6.2). */
function replacedHops(s: State, u: UnitState, b: Board, ctx: MoveContext): string[] {
  const rules = normalRules(s, u, b, ctx);
  if (!rules) return [];
  const zoc = ctx.zocOf[other(u.side)];
  const price = { cost: 0, stop: false };
  const out: string[] = [];
  for (let d = 0; d < 6; d++) {
    const to = b.map.neighbor(rules.origin, d);
    if (to >= 0 && zoc[to] !== 1 && rules.step(rules.origin, to, d, price)) out.push(b.ids[to] as string);
  }
  return out.sort();
}

/**
 * The rules of `u`'s normal move (N44 9): the TEC's costs, enemy units and the Cherbourg limits
 * closed, the airborne duties (N44 26.3.2-3), the Perimeter (N44 17.6); entering an enemy ZOC ends
 * the move and leaving one costs 1 MP more (N44 8.2); no entering an enemy bond (N44 8.5.2); major
 * river and flooded hexsides only as the first move (N44 9.4, 9.5 note A); entering a flooded hex
 * off road ends a move (N44 9.5); Tactical Movement 1 MP a hex, at most 2 (N44 9.10). Null: the
 * unit may not move.
 */
export function normalRules(s: State, u: UnitState, b: Board, ctx: MoveContext): SpecRules | null {
  const spec = normalSpec(s, u, b, ctx);
  return spec && specRules(spec);
}

/** `normalRules` as data (steps.ts `stepOf` applies them). */
function normalSpec(s: State, u: UnitState, b: Board, ctx: MoveContext): MoveSpec | null {
  if (u.side === 'german' && s.turn === 1 && info(u.id).kind === 'ost') return null;
  const restr = restriction(s, u, b);
  if (restr === 'frozen') return null;
  const ma = movementAllowance(s, u);
  if (ma <= 0) return null;
  const tactical = mustMoveTactically(s, u);
  const foe = other(u.side);
  const german = u.side === 'german';
  return {
    origin: b.locOf(u.hex as string),
    budget: (tactical ? 2 : ma) * SIXTHS - spentEntering(u),
    costs: contextOf(s, b).scratch.reach.costs(info(u.id).mech, german, s.space, limitsOf(b)),
    // Tactical Movement 1 MP a hex (N44 9.10), else +1 MP to leave an enemy ZOC (N44 8.2); entering one, or a
    // flooded hex off road, ends the move (N44 8.2, 9.5); major river and flooded hexsides only first (N44 9.4, 9.5).
    flags: (tactical ? STEP.tactical : STEP.zocLeave) | STEP.stops | STEP.firstOnly | (restr === 'perimeter' ? STEP.perimeter : 0),
    enemy: ctx.side[foe].occ,
    zoc: ctx.zocOf[foe],
    bonds: ctx.bondsOf[foe],
    limit: airbornePathLimit(s, u, b),
    zones: b.zones,
    perimeterBit: PERIMETER_BIT,
    adjacency: b.map.adjacency,
  };
}

/**
 * A bicycle unit's extra reach in Overcast weather: MA 6 moving only along roads, neither starting
 * in nor entering enemy ZOC (N44 9.9), under its normal move's other rules. Null when it has none.
 */
export function bicycleRules(s: State, u: UnitState, b: Board, ctx: MoveContext): SpecRules | null {
  const spec = bicycleSpec(s, u, b, ctx);
  return spec && specRules(spec);
}

/** `bicycleRules` as data; `known`: the unit's `normalSpec`, when the caller has it. */
function bicycleSpec(s: State, u: UnitState, b: Board, ctx: MoveContext, known?: MoveSpec): MoveSpec | null {
  const face = faceFor(info(u.id), u.steps);
  if (!face.bicycle || !(s.space === 2 || s.space === 3) || mustMoveTactically(s, u)) return null;
  const normal = known ?? normalSpec(s, u, b, ctx);
  if (!normal || normal.zoc[normal.origin] === 1) return null;
  // Along roads and out of enemy ZOC, the normal move's other rules and costs.
  return { ...normal, budget: 6 * SIXTHS - spentEntering(u), flags: normal.flags | STEP.roadsOnly | STEP.zocBarred };
}

/**
 * The Towns and Cities `u` may pass through on its way to each destination, as the distinct sets a
 * legal path can pass (N44 6.2: a Town belongs to the side whose unit was last to pass through it).
 * Only Towns not already the unit's side's count, never the start or end hex. The same rules as the
 * destinations' (`normalRules`, `bicycleRules`); a replaced unit's single hex passes none. `key` as
 * for `moveDestinations`. Computed for a picked unit only.
 */
export function moveVias(s: State, u: UnitState, b: Board = board(s), ctx: MoveContext = moveContext(s, b), key: object = u): ReadonlyMap<string, readonly (readonly string[])[]> {
  const dests = moveDestinations(s, u, b, ctx, key);
  // A replaced unit's single hex passes none (N44 6.2).
  if (dests.length === 0 || u.replaced) return NO_VIAS;
  // The destination list is cached on all the search reads but Town control: so are its Towns.
  const viasByDests = contextOf(s, b).viasByDests;
  const hit = viasByDests.get(dests);
  if (hit && hit.control === s.control) return hit.vias;
  // Every hex a path passes is a destination too, unless the airborne duty kept only some ends (N44 26.3.2-3).
  let reach: readonly number[] | null = null;
  if (!outsideDuty(s, u, b)) {
    const game = contextOf(s, b);
    const searched = game.searched.get(dests);
    reach = searched?.locs ?? destinationLocs(b, dests);
    // Most picked units have no Town of the other side within reach: then no move passes one, and
    // neither the rules nor the search are needed (nor worth a cache entry).
    if (!townInReach(s, u.side, b, reach)) return NO_VIAS;
    // Just searched for this unit, its marks still there: a move passes only a Town the search went on
    // from (N44 6.2), and with none of the other side's the Town-set search would find no set.
    if (searched !== undefined && searched.unit === u && !townWentOn(s, u.side, b, game.scratch.reach, searched)) return NO_VIAS;
  }
  const vias = viaLists(s, u, b, dests, [normalRules(s, u, b, ctx), bicycleRules(s, u, b, ctx)], reach);
  viasByDests.set(dests, { control: s.control, vias });
  return vias;
}

const NO_VIAS: ReadonlyMap<string, readonly (readonly string[])[]> = new Map();

/**
 * Whether the search of `searched` went on from a Town or City of its ends not `side`'s (N44 6.2), or
 * true when its marks are gone (a later search): then the Town-set search must tell.
 */
function townWentOn(s: State, side: Player, b: Board, search: ReachScratch, searched: SearchedDests): boolean {
  if (search.stamp !== searched.stamp) return true;
  const standing = townStanding(s, b);
  const mask = sideMask(side);
  const locs = searched.locs;
  for (let i = 0; i < locs.length; i++) {
    const l = locs[i] as number;
    if (((standing[l] as number) & mask) !== 0 && search.wentOnFrom(l, searched.stamp)) return true;
  }
  return false;
}

/** The locations of `dests`, in their order. */
function destinationLocs(b: Board, dests: readonly string[]): number[] {
  const out = new Array<number>(dests.length);
  for (let i = 0; i < dests.length; i++) out[i] = b.locOf(dests[i] as string);
  return out;
}

// Each board's Towns and Cities (the map never changes).
const townsByBoard = new WeakMap<Board, readonly number[]>();
function townsOf(b: Board): readonly number[] {
  let t = townsByBoard.get(b);
  if (!t) {
    const out: number[] = [];
    for (let l = 0; l < b.map.size; l++) if (isTownOrCity(b, l)) out.push(l);
    townsByBoard.set(b, (t = out));
  }
  return t;
}

/** The bit of `townStanding` that marks a Town not `side`'s. */
function sideMask(side: Player): number {
  return side === 'german' ? 1 : 2;
}

/**
 * Per location, the Towns and Cities each side does not control under `s.control` (N44 6.2): bit 1
 * not the German's, bit 2 not the Allies' (0 elsewhere). Kept per control record in the game's
 * context: control changes only when a unit takes a Town, and a listing's units all read it.
 */
export function townStanding(s: State, b: Board): Uint8Array {
  const kept = contextOf(s, b).townStandings;
  let t = kept.get(s.control);
  if (!t) {
    t = new Uint8Array(b.map.size);
    for (const l of townsOf(b)) {
      const c = s.control[b.ids[l] as string];
      t[l] = (c !== 'german' ? 1 : 0) | (c !== 'allied' ? 2 : 0);
    }
    kept.add(s.control, t);
  }
  return t;
}

/** Whether a Town or City not `side`'s (N44 6.2) is among `locs`: when none is, no move within them passes one. */
export function townInReach(s: State, side: Player, b: Board, locs: readonly number[]): boolean {
  const standing = townStanding(s, b);
  const mask = sideMask(side);
  for (let i = 0; i < locs.length; i++) if (((standing[locs[i] as number] as number) & mask) !== 0) return true;
  return false;
}

/** The locations of `locs` (distinct) marked with `mask` in `standing`, in location order. */
function townsIn(standing: Uint8Array, mask: number, locs: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < locs.length; i++) if (((standing[locs[i] as number] as number) & mask) !== 0) out.push(locs[i] as number);
  return out.sort((x, z) => x - z);
}

/** The Towns and Cities that are not `side`'s (N44 6.2), in location order. */
export function otherSidesTowns(s: State, side: Player, b: Board): number[] {
  const standing = townStanding(s, b);
  const mask = sideMask(side);
  return townsOf(b).filter((l) => ((standing[l] as number) & mask) !== 0);
}

/**
 * Each of `dests`' Town sets under any of `rules` (N44 6.2), as sorted hex lists, the fewest Towns
 * first; empty when no Town of the other side in `reach` (every hex a path may pass; null: not
 * known) can be passed through (`passableTowns`), so that every move passes none. A destination
 * missing from the map, or whose one way passes no Town, is reached by that way alone (listings read
 * a missing one as `[[]]`: game.ts `withVias`, beachheads.ts).
 */
export function viaLists(s: State, u: UnitState, b: Board, dests: readonly string[], rules: readonly (MoveRules | null)[], reach: readonly number[] | null): ReadonlyMap<string, readonly (readonly string[])[]> {
  // The Towns of the other side that count (those in `reach` when known), in location order.
  const towns = reach ? townsIn(townStanding(s, b), sideMask(u.side), reach) : otherSidesTowns(s, u.side, b);
  if (towns.length === 0) return NO_VIAS;
  // Per search, the Towns it may pass at all; none under every rule: no move passes one (N44 6.2).
  const live: MoveRules[] = [];
  const passable: number[][] = [];
  for (const r of rules) {
    if (!r) continue;
    live.push(r);
    passable.push(passableTowns(b, r, towns));
  }
  if (!passable.some((ts) => ts.length > 0)) return NO_VIAS;
  const searches: TownEnds[] = [];
  const scratch = contextOf(s, b).scratch.towns;
  // Whether some search numbered the whole board (no reach known, or a step left it).
  let whole = reach === null;
  live.forEach((r, i) => {
    const ts = passable[i] as number[];
    let found = reach && townSearch(b, r, ts, reach, scratch);
    if (!found) {
      whole = true;
      found = townSearch(b, r, ts, null, scratch) as TownEnds;
    }
    searches.push(found);
  });
  // Each set's hexes (sorted) and their join once per search, however many ends share it.
  const named = searches.map((ends) => {
    const out: { readonly hexes: readonly string[]; readonly key: string }[] = [];
    for (const ids of ends.sets) {
      for (const id of ids) {
        if (out[id]) continue;
        // Frozen: the listing's moves carry these arrays themselves (game.ts `withVias`), and the cache keeps them.
        const hexes = Object.freeze(ends.towns(id).map((t) => b.ids[t] as string).sort());
        out[id] = { hexes, key: hexes.join() };
      }
    }
    return out;
  });
  if (!named.some((xs) => xs.some((x) => x !== undefined && x.hexes.length > 0))) return NO_VIAS;
  // The fewest Towns first, then by the joined hexes (distinct sets have distinct keys).
  const before = (a: { readonly hexes: readonly string[]; readonly key: string }, z: typeof a): number => a.hexes.length - z.hexes.length || (a.key < z.key ? -1 : 1);
  const out = new Map<string, (readonly string[])[]>();
  if (searches.length === 1) {
    // One search: its sets are distinct, so each end's own list, sorted, is its list. An end whose one
    // way passes no Town is left out: a listing reads a missing end as that way alone (game.ts `withVias`).
    const ends = searches[0] as TownEnds;
    const names = named[0] as { readonly hexes: readonly string[]; readonly key: string }[];
    // The search numbered the reach, so its ends are destinations; over the whole board only some are.
    const only = whole ? new Set(dests) : null;
    // Each set's place in the listing's order, sorted once (an end holds a few of them).
    const order: number[] = [];
    names.forEach((_x, id) => order.push(id));
    order.sort((p, q) => before(names[p] as (typeof names)[number], names[q] as (typeof names)[number]));
    const rankOf: number[] = [];
    for (let r = 0; r < order.length; r++) rankOf[order[r] as number] = r;
    for (let k = 0; k < ends.count; k++) {
      const ids = ends.sets[k] as number[];
      if (ids.length === 1 && (names[ids[0] as number] as (typeof names)[number]).hexes.length === 0) continue;
      const h = b.ids[ends.loc[k] as number] as string;
      if (only && !only.has(h)) continue;
      // The search's own array, made for this answer alone.
      sortByRank(ids, rankOf);
      const list = new Array<readonly string[]>(ids.length);
      for (let i = 0; i < ids.length; i++) list[i] = (names[ids[i] as number] as (typeof names)[number]).hexes;
      out.set(h, list);
    }
    return out;
  }
  // Several searches (a bicycle's normal move and its road reach, N44 9.9): the same set found by two counts once.
  const found = new Map<number, Map<string, { readonly hexes: readonly string[]; readonly key: string }>>();
  searches.forEach((ends, i) => {
    for (let k = 0; k < ends.count; k++) {
      const l = ends.loc[k] as number;
      let m = found.get(l);
      if (!m) found.set(l, (m = new Map()));
      for (const id of ends.sets[k] as readonly number[]) {
        const x = (named[i] as { readonly hexes: readonly string[]; readonly key: string }[])[id] as { readonly hexes: readonly string[]; readonly key: string };
        m.set(x.key, x);
      }
    }
  });
  for (const h of dests) {
    const m = found.get(b.locOf(h));
    if (m) out.set(h, [...m.values()].sort(before).map((x) => x.hexes));
  }
  return out;
}

/** Sorts the distinct ids `ids` in place by `rankOf` (an insertion sort: an end holds a few sets). */
function sortByRank(ids: number[], rankOf: readonly number[]): void {
  for (let i = 1; i < ids.length; i++) {
    const id = ids[i] as number;
    const r = rankOf[id] as number;
    let j = i - 1;
    while (j >= 0 && (rankOf[ids[j] as number] as number) > r) {
      ids[j + 1] = ids[j] as number;
      j--;
    }
    ids[j + 1] = id;
  }
}

/**
 * Hexes next door that `u` may enter to take a Reserve marker there: normal movement (not Tactical),
 * at most 1 MP, neither leaving nor entering enemy ZOC (N44 15.1, 9.10).
 */
export function reserveHops(s: State, u: UnitState, b: Board = board(s), ctx: MoveContext = moveContext(s, b)): string[] {
  if (!onMap(u) || u.moved || mustMoveTactically(s, u)) return [];
  const zoc = ctx.zocOf[other(u.side)];
  const origin = b.locOf(u.hex as string);
  if (zoc[origin] === 1) return [];
  const dests = moveDestinations(s, u, b, ctx);
  if (dests.length === 0) return [];
  // A picked unit's list was just searched: its locations are known (a hex id compared with each
  // destination's, 4 characters at a time, showed in profiles).
  const locs = contextOf(s, b).searched.get(dests)?.locs;
  // `stepCost`'s price, the unit read once rather than per neighbour.
  const mech = info(u.id).mech;
  const german = u.side === 'german';
  const allowance = SIXTHS - spentEntering(u);
  const out: string[] = [];
  for (let d = 0; d < 6; d++) {
    const to = b.map.neighbor(origin, d);
    if (to < 0 || zoc[to] === 1 || !(locs !== undefined ? locs.includes(to) : dests.includes(b.ids[to] as string))) continue;
    if (stepSixths(mech, german, s.space, b, origin, to, d) <= allowance) out.push(b.ids[to] as string);
  }
  return out.sort();
}
