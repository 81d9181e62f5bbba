/**
 * One game's context: every cache and scratch search the rules keep between calls
 * (docs/performance.md, "Caches in one per-game context"), so that no rule module holds mutable state.
 *
 * A game is found by its `options` record, which the set-up creates once per game (`game.setup`
 * copies it) and every later state carries unchanged (states are copied with the same `options`),
 * together with the board the rules read (the scenario's, or one a caller hands in): games played side
 * by side in one process never share an entry. A state rebuilt from JSON gets a fresh context.
 *
 * Validity rule: every entry remembers a pure function of immutable values that it keys by identity
 * (a unit list, a unit object, a control record, a side's standing interned by its key). States are
 * never mutated, so an entry is right for as long as its key lives, and dropping one only costs a
 * recomputation. The context itself does not read the state.
 *
 * Outside the contexts, and never changed once built: the boards (map/index.ts), the counter and card
 * manifests (units.ts, data/), and per-board tables derived from a board alone (zoc/bonds.ts bond
 * tables, movement.ts limits and Towns, sequence.ts coastal hexes, special.ts landing reach,
 * reinforcements.ts places, supply/lines.ts step lists); plus `contextOf`'s registry below (the last few games' contexts), the one
 * look-up from a state to its game.
 */
import { Recent, createPathSearch, type PathSearch } from '@esagono/kernel';
import { cotentinBoard, normandyBoard, type Board } from './map/index.js';
import type { Move, State, UnitState } from './state.js';
import type { MovementCache, SideContext } from './movement/context.js';
import type { MoveContext } from './movement/movement.js';
import type { OracleCache } from './supply/supply.js';
import type { AttackListing, HqTracks } from './combat/flow.js';
import type { RetreatMemo, RetreatScratch, ZocUnitLocs } from './combat/retreat.js';
import type { StrafeHexes } from './combat/strafing.js';
import type { Bonds } from './zoc/bonds.js';
import { TownScratch } from './movement/vias.js';
import type { Roster, UnmovedItems } from './sequence/roster.js';
import { ReachScratch } from './movement/steps.js';
import type { StackScratch } from './position.js';
import type { IpTally } from './fortifications/ip.js';

/** game.ts `unitPass`: each unmoved unit's `select`, its first normal move or null, and whether a search may find one. */
export interface PassEntry {
  readonly unit: UnitState;
  readonly select: Move;
  readonly first: Move | null;
  readonly normal: boolean;
}
interface UnitPass {
  readonly space: number;
  readonly turn: number;
  readonly reserve: boolean;
  /** The enemy's standing and bonds the entries were found with (the destinations read nothing else of the position). */
  readonly enemy: SideContext;
  readonly bonds: Bonds;
  readonly entries: readonly PassEntry[];
}
type PerSide<V> = { german?: V; allied?: V };

/** game.ts `otherOptions`: per unit pass, the answers of its units without a normal move, with all they read beyond their units (N44 9.8, 15.1, 16.1). */
interface OtherOptions {
  readonly phase: string;
  readonly ips: State['ips'];
  readonly allowance: number;
  readonly control: State['control'];
  readonly entries: readonly PassEntry[];
  readonly options: readonly (Move | boolean)[];
  /** The places of the answers that read more than the above (a unit with a Strategic or Truck mode): a child pass carries the others. */
  readonly modal: readonly number[];
}

/** A unit list as a resolution made it from its parent: the places whose unit object differs (none: a copy). */
export interface UnitLineage {
  readonly parent: readonly UnitState[];
  readonly changed: readonly number[];
}

type Vias = ReadonlyMap<string, readonly (readonly string[])[]>;

/**
 * movement/movement.ts `searchDestinations`: a destination list as a search made it, with the unit it was
 * searched for and the list's locations in its order; game.ts `movesOf` adds that unit's moves once listed.
 */
export interface SearchedDests {
  readonly unit: UnitState;
  readonly locs: readonly number[];
  /** The search's number (movement/steps.ts `ReachScratch.stamp`): while it is the last, its marks tell which ends it went on from. */
  readonly stamp: number;
  moves: readonly Move[] | null;
}

/** Unit lists kept per per-list cache: a playout asks about the newest list and the few before it (the kernel's `Recent`: no weak key per list for the collector). */
const SLOTS = 4;

export class GameContext {
  /** position.ts: look-ups so far, then each id's unit / each hex's units, per unit list. */
  readonly unitIndex = new Recent<readonly UnitState[], number | Map<string, UnitState>>(SLOTS);
  /**
   * position.ts: each id's place in the unit list of the game's first look-up. Moves replace units in
   * place, so the place holds in later lists too; a look-up checks the id there and scans if it differs.
   */
  unitSlots: ReadonlyMap<string, number> | null = null;
  readonly hexIndex = new Recent<readonly UnitState[], number | Map<string, UnitState[]>>(SLOTS);
  /** position.ts: each location's side, and each side's ZOC (by side, and Perimeter reading), per unit list (N44 8.1, 16.3). */
  readonly occupancies = new Recent<readonly UnitState[], Uint8Array>(SLOTS);
  readonly zocs = new Recent<readonly UnitState[], Map<string, Uint8Array>>(SLOTS);
  /**
   * beachheads/beachheads.ts: the last Allied Movement listing of the units that may land (N44 6.5.2,
   * 20.5), with what it was read from; carried to a child unit list when the move touched nothing it reads.
   */
  landingList: { readonly units: readonly UnitState[]; readonly turn: number; readonly campaign: object; readonly out: readonly Move[]; readonly from: { readonly out: readonly Move[]; readonly gone: readonly string[] } | null } | null = null;
  /**
   * sequence/shape.ts: the last few unit lists that resolutions made, each with its parent and the
   * places that changed, so that a per-unit-list answer (the roster, over-stacked hexes) can be carried
   * over from the parent's when the changed units do not touch it, instead of scanning hundreds of
   * units after every move. Last-N slots by the child list, not a map: a playout asks about the newest
   * list or the one before it (a listing, then a resolve of one of its moves).
   */
  readonly lineages = new Recent<readonly UnitState[], UnitLineage>(4);
  /** position.ts: over-stacked hexes per unit list and side (N44 7.1). */
  readonly overstacked = new Recent<readonly UnitState[], PerSide<readonly string[]>>(SLOTS);
  /** combat/flow.ts: the units ready to attack and their targets, per unit list (N44 10.1). */
  readonly attackListings = new Recent<readonly UnitState[], AttackListing>(SLOTS);
  /** combat/retreat.ts: each unit's retreat ends, per unit list (N44 13.1-13.3). */
  readonly retreats = new Recent<readonly UnitState[], RetreatMemo>(SLOTS);
  /** combat/retreat.ts: each side's bonds per unit list, for retreats and advances (N44 8.5, 13.2, 14). */
  readonly combatBonds = new Recent<readonly UnitState[], PerSide<Bonds>>(SLOTS);
  /** movement/context.ts: standings, bonds, destinations. */
  readonly movement: MovementCache = { sides: new Map(), dests: new WeakMap(), byUnits: new Recent(SLOTS), modeKeys: new WeakMap(), tokens: new Map(), last: {}, slab: null, slabAt: 0 };
  /** movement/movement.ts: the move context per unit list, and Town sets per destination list. */
  readonly moveContexts = new Recent<readonly UnitState[], MoveContext>(SLOTS);
  // Last-N slots, not weak maps: a destination list is asked about by the listing that picks its unit, and seldom after (a new list per move).
  readonly viasByDests = new Recent<readonly string[], { readonly control: State['control']; readonly vias: Vias }>(SLOTS);
  /** movement/movement.ts `townStanding`: each location's Town control by side, per control record (N44 6.2). */
  readonly townStandings = new Recent<State['control'], Uint8Array>(2);
  /** movement/strategic.ts: SM and Truck markers in use per unit list (N44 9.8.3), Town sets per reach. */
  readonly markerCounts = new Recent<readonly UnitState[], { readonly german: number; readonly allied: number; readonly trucks: number }>(SLOTS);
  readonly viasByReach = new Recent<readonly number[], { readonly control: State['control']; readonly key: string; readonly vias: Vias }>(SLOTS);
  /** supply/supply.ts: the last supply oracles, by both sides' standing, control and sources (made there at the first oracle). */
  oracles: OracleCache | null = null;
  /** fortifications/ip.ts: strongpoint hexes per list of the roster's Strongpoints on the map. */
  readonly strongpoints = new Recent<readonly UnitState[], ReadonlySet<string | null>>(SLOTS);
  /** replacements/reinforcements.ts: Entry Hexes free of Allied units, by the Allied standing, then zone and mech flag (N44 6.6). */
  readonly entryHexes = new WeakMap<SideContext, Map<string, readonly string[]>>();
  /** sequence/roster.ts: the units that may land, the Strongpoints, the German Reinforcement box, the mobilized divisions, per unit list. */
  readonly rosters = new Recent<readonly UnitState[], Roster>(SLOTS);
  /** game.ts: the `select` moves of the units that may land, per campaign landing listing (N44 20.5). */
  readonly landingPicks = new Recent<readonly Move[], readonly Move[]>(SLOTS);
  /** beachheads/beachheads.ts: the beach hexes open to landings per unit list (N44 21.1). */
  readonly openBeaches = new Recent<readonly UnitState[], ReadonlySet<string>>(SLOTS);
  /** game.ts: Reserve marker hexes per unit list and side, move lists per destination list. */
  readonly reserveMarkers = new Recent<readonly UnitState[], PerSide<ReadonlySet<string | null>>>(SLOTS);
  readonly movesByDests = new WeakMap<readonly string[], readonly Move[]>();
  readonly viaMoves = new Recent<Vias, { readonly ms: readonly Move[]; readonly out: readonly Move[] }>(SLOTS);
  /** game.ts: one `select` move per unit id, bounded by the counter manifest (N44 9.1). */
  readonly selects = new Map<string, Move>();
  /** movement/movers.ts: each side's units on the map not yet moved, per unit list (N44 9.1). */
  readonly unmoved = new Recent<readonly UnitState[], PerSide<readonly UnitState[]>>(SLOTS);
  /** game.ts: the Movement listing's pass over a side's units, per unit list and side (N44 9.1). */
  readonly unitPasses = new Recent<readonly UnitState[], PerSide<UnitPass>>(SLOTS);
  /** game.ts: per unit pass, the other options (Strategic, Reserve, IP) of its units without a normal move (N44 9.8, 15.1, 16.1). */
  readonly otherOptions = new Recent<readonly PassEntry[], OtherOptions>(SLOTS);
  /**
   * game.ts: the last Movement listing with no unit picked and the state it was made for: a deselect
   * gives back that state with only `moving` cleared, whose listing is the same (N44 9.1).
   */
  passListing: { readonly state: State; readonly out: readonly Move[] } | null = null;
  /**
   * replacements/reinforcements.ts: the last due reinforcements with the roster and turn they were read
   * from, and the last units with an entry decision with all that their options read (N44 6.6, 6.7).
   */
  dueReinforcements: { readonly roster: Roster; readonly turn: number; readonly units: readonly UnitState[] } | null = null;
  entrants: { readonly roster: Roster; readonly turn: number; readonly allied: SideContext; readonly space: number; readonly units: readonly UnitState[] } | null = null;
  /**
   * sequence/shape.ts: the last state `withShapedUnit` built (a move's), from which state and with
   * which place of the unit list changed, so that `settleShape` keeps it instead of rebuilding it
   * (one slot: the resolution that built it settles it next).
   */
  preshaped: { readonly prev: State; readonly state: State; readonly changed: number } | null = null;
  /**
   * movement/movement.ts `searchDestinations`: the last few destination lists searched, with their locations and,
   * once listed, their moves (game.ts `movesOf`). Nearly every picked unit's list is searched afresh (the pass
   * listing probes one-hex steps) and read by its listing alone: slots, not a weak entry per list, and the Town and
   * Army Boundary tests read locations, not a look-up per hex id (N44 6.2, 22.1; issue #17).
   */
  readonly searched = new Recent<readonly string[], SearchedDests>(SLOTS);
  /** position.ts `findOverstacked`: its per-location scratch (made at the first scan, N44 7.1); nothing in it outlives a scan. */
  stackScratch: StackScratch | null = null;
  /**
   * sequence/roster.ts `unmovedItems`, by the unmoved Allied units' list: the evacuations (beachheads.ts,
   * N44 21.2) and the units left across the Army Boundary (special.ts `mustReturn`, N44 22.1).
   */
  readonly evacuations = new Recent<readonly UnitState[], UnmovedItems<Move>>(SLOTS);
  readonly awayUnits = new Recent<readonly UnitState[], UnmovedItems<string>>(SLOTS);
  /** fortifications/ip.ts: the last IP removals with the IP record and side, the last Strongpoint removals with the roster's Strongpoints (N44 16.1-16.2). */
  ipRemovals: { readonly ips: State['ips']; readonly side: string; readonly moves: readonly Move[] } | null = null;
  strongpointRemovals: { readonly strongpoints: readonly UnitState[]; readonly moves: readonly Move[] } | null = null;
  /** fortifications/ip.ts `canStartIp`: the last tally of the IPs, by the IP record and turn (N44 16.1). */
  ipTally: IpTally | null = null;
  /** game.ts `cotentinMoves`: the last Cotentin HQ relocations with the unit list, control and HQ (null: not in the game) they read (N44 17.4). */
  cotentin: { readonly units: readonly UnitState[]; readonly control: State['control']; readonly hq: UnitState | null; readonly moves: readonly Move[] } | null = null;
  /** combat/flow.ts: the last attack listing made, which the next unit list of the phase is compared with (N44 10.1). */
  lastAttackListing: AttackListing | null = null;
  /** combat/strafing.ts: the German hexes open to strafing of the last unit list (N44 19.1.4). */
  strafeHexes: StrafeHexes | null = null;
  /** combat/flow.ts `reachedHexes`: a mark per location, all 0 between calls (scratch, filled and cleared by one call). */
  combatMarks: Uint8Array | null = null;
  /** combat/flow.ts: the German HQs' supply tracks for the last unit list and control record (N44 17.2). */
  hqTracks: HqTracks | null = null;
  /** combat/retreat.ts `findRetreatEnds`: per-location arrays, all 0 between searches (N44 13.1-13.3). */
  retreatScratch: RetreatScratch | null = null;
  /** combat/retreat.ts `advanceEnds`: the enemy's ZOC-exerting unit locations of the last unit list (N44 14). */
  zocUnitLocs: ZocUnitLocs | null = null;
  /** `scratch`: the board's scratch space, shared with the registry's other contexts on this board (see `BoardScratch`). */
  constructor(
    readonly board: Board,
    readonly scratch: BoardScratch = new BoardScratch(board),
  ) {}
  /** The kernel's path search over `MoveRules` (movement/vias.ts `reachOf`); the listings' destinations use `scratch.reach` (movement/steps.ts). */
  get search(): PathSearch {
    return this.scratch.search;
  }
}

/**
 * Scratch space sized by a board, which a search fills and reads before it returns (nothing in it
 * outlives a call), so that the contexts of games on one board may share it: a listing of a fresh
 * JSON copy gets a fresh context, and building the destination search's ~45 kB of typed arrays for
 * each was a large part of its allocations (issue #17). Held by the registry's contexts only, so
 * bounded by them.
 */
export class BoardScratch {
  #search: PathSearch | null = null;
  #reach: ReachScratch | null = null;
  #towns: TownScratch | null = null;
  constructor(readonly board: Board) {}
  /** The destination search over step tables and those tables (movement/steps.ts). */
  get reach(): ReachScratch {
    return (this.#reach ??= new ReachScratch(this.board));
  }
  /** The kernel's path search with path state "stopped" or not (movement/vias.ts `reachOf`, a reference the step-table search is tested against). */
  get search(): PathSearch {
    return (this.#search ??= createPathSearch(this.board.map.size, 2));
  }
  /** The Town-set search's arrays (movement/vias.ts `townSearch`): its location-indexed slots are all -1 between uses. */
  get towns(): TownScratch {
    return (this.#towns ??= new TownScratch(this.board.map.size));
  }
}

// The registry: the contexts of the last few games asked for, most recent first, strongly held and
// bounded. A WeakMap keyed by the `options` record kept each value alive through the young
// generation's collections after its key died (issue #17: a listing of a fresh JSON copy promoted
// its whole context and state to the old space); a game beyond the last few only gets a fresh context.
const RECENT_GAMES = 4;
const recent: { readonly options: object; readonly board: Board; readonly context: GameContext }[] = [];

/** The scenario's map (as position.ts `board`; repeated here so that this module imports no rule module). */
function scenarioBoard(s: { readonly scenario: string }): Board {
  return s.scenario === 'cherbourg' ? cotentinBoard() : normandyBoard();
}

/** The context of the game `s` belongs to, on board `b` (the scenario's by default). */
export function contextOf(s: Pick<State, 'options' | 'scenario'>, b?: Board): GameContext {
  const o = s.options;
  // A decision asks for the same game many times in a row.
  const first = recent[0];
  if (first !== undefined && first.options === o && (b === undefined ? first.board === scenarioBoard(s) : b === first.board)) return first.context;
  const board = b ?? scenarioBoard(s);
  const k = recent.findIndex((e) => e.options === o && e.board === board);
  // A new game on a board already met borrows that game's scratch space (`BoardScratch`).
  const entry = k >= 0 ? (recent.splice(k, 1)[0] as (typeof recent)[number]) : { options: o, board, context: new GameContext(board, recent.find((e) => e.board === board)?.context.scratch) };
  recent.unshift(entry);
  if (recent.length > RECENT_GAMES) recent.length = RECENT_GAMES;
  return entry.context;
}
