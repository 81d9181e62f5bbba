/**
 * One game's context (speed only, docs/performance.md): the caches the rules keep between calls, in
 * one value per scenario's data (`data(s).context`), so games of different scenarios (or the rules
 * lab) played side by side in one process never share an entry.
 *
 * Validity rule: every entry remembers a pure function of immutable parts of a state, keyed by
 * their identity (the units array, the marker lists), never by the state object alone, so the next
 * state reuses an entry when its move left those parts alone (a chit, a combat declaration, the
 * end of a unit's move). States are never mutated, so an entry can be dropped at any time but never
 * go stale. Each entry names the parts it reads where it is built.
 */
import type { Move, Unit } from './state.js';

/** Units at each location and which side holds it, for one units array (position.ts). */
export interface Placement {
  readonly units: readonly Unit[];
  /** Units at each location (index = loc); empty locations share one frozen empty list. */
  readonly at: Unit[][];
  /** 0 empty, 1 German, 2 Allied (the side of the first unit there). */
  readonly occ: Uint8Array;
}

/** The enemy ZOC over the whole map for one side (position.ts, CG R9.1-R9.4). */
export interface ZocField {
  readonly count: Uint8Array;
  readonly maxTr: Uint8Array;
}

/** A ZOC field with the state parts it was computed from (compared by identity). */
export interface ZocEntry {
  readonly units: readonly Unit[];
  readonly oos: readonly string[] | undefined;
  readonly betterDefense: readonly number[] | undefined;
  readonly worksDestroyed: readonly number[];
  readonly fortDestroyed: readonly number[] | undefined;
  readonly field: ZocField;
}

/** The tables a movement step reads (movement/index.ts), gathered for one position. */
export interface MovementContext {
  readonly at: Unit[][];
  /** 0 empty, 1 German, 2 Allied. */
  readonly occ: Uint8Array;
  readonly refugee: Uint8Array;
  readonly works: Uint8Array;
  /** The board's terrain MP per location (a constant of the scenario, carried from entry to entry). */
  readonly terrainMp: readonly number[];
}

export interface GameContext {
  /**
   * Fresh zeroed bytes for the per-position tables, carved in turn out of a shared block and never
   * handed out twice: a small typed array of its own costs a separate allocation each time, the
   * largest cost of a table here. A block is freed once no table carved from it is alive.
   */
  block: ArrayBuffer;
  blockUsed: number;
  /** An all-empty units-per-location list of the board's size, copied for each placement. */
  emptyAt: Unit[][] | null;
  placement: Placement | null;
  /** The last field for each side whose ZOC is asked about (the German's enemy is the Allied player). */
  zocGerman: ZocEntry | null;
  zocAllied: ZocEntry | null;
  /** Refugee MP per location (CG R10.11, R12.6b) for one refugee list and terror hex (movement/index.ts). */
  refugees: { readonly refugees: readonly unknown[]; readonly terror: number; readonly table: Uint8Array } | null;
  /** Standing Defensive Works per location (CG R10.9b) for one destroyed list (movement/index.ts). */
  works: { readonly worksDestroyed: readonly number[]; readonly table: Uint8Array } | null;
  movement: MovementContext | null;
  /** Engaged-combat hexes (CG R11.9b) for one `engaged` list. */
  engaged: { readonly engaged: readonly unknown[]; readonly locs: ReadonlySet<number> } | null;
  /** The `select` move of each unit id (CG R10.1b), one object for every listing (game.ts). */
  readonly selects: Map<string, Move>;
  /** Supply and LOC fields (CG R7.2, R9.6) by a content key of the state parts they read (supply/fields.ts). */
  readonly supply: SupplyCache;
  /** The Allied rail network's pieces (CG SB5.10b-d) by a content key of what they read (movement/rail.ts). */
  rail: { readonly key: string; readonly piece: Int32Array }[];
  /** The hexes within 4 of each hex (CG SB5.10c), a constant of the board built hex by hex as asked (movement/rail.ts). */
  readonly near: Map<number, Int32Array>;
  /**
   * The last position asked for the Allied ZOC field a rail move checks (CG R10.5b, movement/rail.ts),
   * and the last asked for its Dyle hexes (CG SB5.8d, scenarios/special.ts): one entry each, keyed by
   * the state object (a listing asks for every Allied unit of one position).
   */
  railZoc: { readonly state: object; readonly field: ZocField } | null;
  dyle: { readonly state: object; readonly hexes: DyleHexes } | null;
}

/** The Dyle Plan Area's and the Dyle Line's hexes, for distances (CG SB5.8d, scenarios/special.ts). */
export interface DyleHexes {
  readonly area: readonly number[];
  readonly line: readonly number[];
  /** Dyle Line hexes not yet held by a corps or two divisions (CG SB5.8d). */
  readonly unheld: readonly number[];
}

/** The parts of a state a supply field reads, compared by identity, with their content key. */
export interface SupplyKeyEntry {
  readonly units: readonly Unit[];
  readonly fortDestroyed: readonly number[] | undefined;
  readonly worksDestroyed: readonly number[];
  readonly interdicted: readonly number[] | undefined;
  readonly ebenEmael: string | undefined;
  readonly control: string;
  readonly key: string;
}

export interface SupplyCache {
  /** The last state parts whose key was built (a state reached without changing them reuses it). */
  last: SupplyKeyEntry | null;
  /** The fields of the most recent keys, newest last (a JSON copy of a position has the same key). */
  readonly entries: { readonly key: string; readonly fields: Map<string, Uint8Array> }[];
}

const BLOCK_BYTES = 1 << 16;

/** `n` zeroed bytes no other table uses (see `GameContext.block`). */
export function freshBytes(ctx: GameContext, n: number): Uint8Array {
  if (ctx.blockUsed + n > ctx.block.byteLength) {
    ctx.block = new ArrayBuffer(Math.max(BLOCK_BYTES, n));
    ctx.blockUsed = 0;
  }
  const out = new Uint8Array(ctx.block, ctx.blockUsed, n);
  ctx.blockUsed += n;
  return out;
}

export function newContext(): GameContext {
  return { block: new ArrayBuffer(BLOCK_BYTES), blockUsed: 0, emptyAt: null, placement: null, zocGerman: null, zocAllied: null, refugees: null, works: null, movement: null, engaged: null, selects: new Map(), supply: { last: null, entries: [] }, rail: [], near: new Map(), railZoc: null, dyle: null };
}
