/**
 * The movement part of a game's context (context.ts): what every unit's search in one position shares, kept by what it
 * depends on, so that the listing after a move reuses all that the move did not change (docs/performance.md).
 *
 * A side's occupancy and ZOC depend only on where its units stand and which exert a ZOC; its bonds
 * (N44 8.5) also on where the other side stands (cancellation, 8.5.3). A unit's destinations depend
 * on the unit, the enemy's occupancy, ZOC and bonds, the weather space, the turn and whether this is
 * a Reserve segment (N44 9, 15.2). Every entry is keyed by immutable values (a unit object, a side's
 * fingerprint), in the context of one game on one board, so it can be dropped but never go stale.
 */
import type { Board } from '../map/index.js';
import { onMap, zocOf } from '../position.js';
import type { Player, State, UnitState } from '../state.js';
import { bondsFrom, type Bonds } from '../zoc/bonds.js';
import { exertsZoc, faceFor, info } from '../units.js';
import { contextOf } from '../context.js';
import type { Recent } from '@esagono/kernel';

/** One side's standing in a position. */
export interface SideContext {
  /** Fingerprint of the side's on-map units: location, ZOC, dispersal. */
  readonly key: string;
  /** 1 where the side has a unit. */
  readonly occ: Uint8Array;
  /** 1 where the side exerts a ZOC (N44 8.1). */
  readonly zoc: Uint8Array;
  /** 1 where the side has a group that can form bonds (N44 8.5, 20.2). */
  readonly owner: Uint8Array;
}

interface DestEntry {
  readonly enemy: SideContext;
  readonly bonds: Bonds;
  readonly space: number;
  readonly turn: number;
  readonly reserve: boolean;
  readonly dests: readonly unknown[];
}

/** The movement part of a game's context (context.ts). */
export interface MovementCache {
  readonly sides: Map<string, SideContext>;
  /** Bonds by owner standing, then by the other side's standing (both interned by key in `sides`). */
  readonly bonds: WeakMap<SideContext, Map<SideContext, Bonds>>;
  /** The last bonds of each owner key, with the other side's occupancy they were cancelled by: equal bonds keep their identity, so destinations stay cached. */
  readonly lastBonds: Map<string, { readonly foe: Uint8Array; readonly bonds: Bonds }>;
  readonly dests: WeakMap<object, DestEntry>;
  /** Both sides' standing by unit list: one position's callers share one fingerprint. */
  readonly byUnits: Recent<readonly UnitState[], { german?: Standing; allied?: Standing }>;
  readonly pieces: WeakMap<UnitState, string>;
  /** Whether each unit object exerts a ZOC (N44 8.1). */
  readonly zocFlags: WeakMap<UnitState, boolean>;
  /** A key object per unit object and Strategic Movement mode. */
  readonly modeKeys: WeakMap<UnitState, Map<string, object>>;
  /** Key objects for values that have none of their own (a probe unit, a unit and a mode). */
  readonly tokens: Map<string, object>;
  /** Each side's last standing and the unit list it was read from: the next position usually differs by one unit. */
  readonly last: { german?: { units: readonly UnitState[]; standing: Standing }; allied?: { units: readonly UnitState[]; standing: Standing } };
}

/** A side's standing as read from one unit list: where each unit's piece starts in the key (the last entry: the key's length). */
export interface Standing {
  readonly ctx: SideContext;
  readonly offsets: readonly number[];
}

/** Beyond this many entries a map is cleared: a game moves on and seldom returns to old positions. */
const MAX_ENTRIES = 512;

function cacheOf(s: State, b: Board): MovementCache {
  return contextOf(s, b).movement;
}

function remember<V>(m: Map<string, V>, k: string, v: V): V {
  if (m.size >= MAX_ENTRIES) m.clear();
  m.set(k, v);
  return v;
}

/** Each unit's part of its side's fingerprint on this board: location, ZOC and dispersal (a unit object never changes). */
function pieceOf(u: UnitState, b: Board, cache: MovementCache): string {
  let p = cache.pieces.get(u);
  if (p === undefined) {
    p = `${b.locOf(u.hex as string) * 4 + (exerts(u, cache) ? 2 : 0) + (u.dispersed ? 1 : 0)},`;
    cache.pieces.set(u, p);
  }
  return p;
}

function exerts(u: UnitState, cache: MovementCache): boolean {
  let z = cache.zocFlags.get(u);
  if (z === undefined) {
    z = zocFlag(u);
    cache.zocFlags.set(u, z);
  }
  return z;
}

/** Whether `u` exerts a ZOC (N44 8.1), read afresh. */
function zocFlag(u: UnitState): boolean {
  const i = info(u.id);
  return exertsZoc(i, faceFor(i, u.steps));
}

/** The standing of `side` in `s`. */
export function sideContext(s: State, side: Player, b: Board): SideContext {
  const cache = cacheOf(s, b);
  let memo = cache.byUnits.get(s.units);
  if (!memo) {
    memo = {};
    cache.byUnits.set(s.units, memo);
  }
  const known = side === 'german' ? memo.german : memo.allied;
  if (known) return known.ctx;
  // A list a resolution made: from its parent's standing and the few units it changed (context.ts `lineages`);
  // else (a probe list) from the last standing read when the lists agree unit by unit.
  const prev = cache.last[side];
  const st = fromParent(s, side, b, cache) ?? (prev && sameStanding(prev.units, s.units, side, b, cache) ? prev.standing : standing(s, side, b, cache));
  cache.last[side] = { units: s.units, standing: st };
  if (side === 'german') memo.german = st;
  else memo.allied = st;
  return st.ctx;
}

/** `u`'s piece of `side`'s key: '' for a unit of the other side or off the map. */
function pieceIn(u: UnitState, side: Player, b: Board, cache: MovementCache): string {
  return u.side === side && onMap(u) ? pieceOf(u, b, cache) : '';
}

/**
 * The standing of a list a resolution made from a parent whose standing is known: the parent's when
 * the changed units' pieces are the same, else the parent's key with those pieces replaced, and its
 * arrays with the hexes those units left or entered read again. Undefined: no such parent.
 */
function fromParent(s: State, side: Player, b: Board, cache: MovementCache): Standing | undefined {
  const from = contextOf(s, b).lineages.get(s.units);
  if (from === undefined) return undefined;
  const parent = cache.byUnits.get(from.parent)?.[side];
  if (parent === undefined) return undefined;
  const changed = from.changed;
  let same = true;
  for (const i of changed) if (pieceIn(from.parent[i] as UnitState, side, b, cache) !== pieceIn(s.units[i] as UnitState, side, b, cache)) same = false;
  if (same) return parent;
  const pk = parent.ctx.key;
  const po = parent.offsets;
  // A copy of the parent's offsets (an array of small integers copies fast), shifted past a piece of another length.
  const offsets = po.slice();
  let key = '';
  let at = 0;
  let delta = 0;
  const hexes: string[] = [];
  for (let c = 0; c < changed.length; c++) {
    const i = changed[c] as number;
    const x = from.parent[i] as UnitState;
    const y = s.units[i] as UnitState;
    const piece = pieceIn(y, side, b, cache);
    key += pk.slice(at, po[i]) + piece;
    at = po[i + 1] as number;
    delta += piece.length - (at - (po[i] as number));
    if (delta !== 0) {
      const end = c + 1 < changed.length ? (changed[c + 1] as number) : po.length - 1;
      for (let k = i + 1; k <= end; k++) offsets[k] = (po[k] as number) + delta;
    }
    if (x.side === side && onMap(x)) hexes.push(x.hex as string);
    if (y.side === side && onMap(y)) hexes.push(y.hex as string);
  }
  key += pk.slice(at);
  const hit = cache.sides.get(key);
  if (hit) return { ctx: hit, offsets };
  // The arrays are the parent's but where a changed unit stood or stands: those hexes are read again.
  const [occ, owner] = twoArrays(b.map.size);
  occ.set(parent.ctx.occ);
  owner.set(parent.ctx.owner);
  for (const h of hexes) occ[b.locOf(h)] = owner[b.locOf(h)] = 0;
  for (const u of s.units) {
    if (u.side !== side || !onMap(u) || !hexes.includes(u.hex as string)) continue;
    const loc = b.locOf(u.hex as string);
    occ[loc] = 1;
    if (!u.dispersed && exerts(u, cache)) owner[loc] = 1;
  }
  return { ctx: remember(cache.sides, key, sideOf(s, side, b, key, occ, owner)), offsets };
}

/** Do two unit lists give `side` the same fingerprint? Unit by unit, by identity first (unit objects are immutable). */
function sameStanding(a: readonly UnitState[], c: readonly UnitState[], side: Player, b: Board, cache: MovementCache): boolean {
  if (a.length !== c.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as UnitState;
    const y = c[i] as UnitState;
    if (x === y) continue;
    const xin = x.side === side && onMap(x);
    const yin = y.side === side && onMap(y);
    if (xin !== yin) return false;
    if (xin && pieceOf(x, b, cache) !== pieceOf(y, b, cache)) return false;
  }
  return true;
}

/**
 * A standing read from scratch, its pieces not remembered per unit: this is the first list of a game
 * or one without a known parent (a fresh JSON copy, issue #17), whose unit objects may never be asked
 * about again, and a WeakMap entry per unit weighed on the collector. A later list made from this one
 * reads only its changed units' pieces (`fromParent`).
 */
function standing(s: State, side: Player, b: Board, cache: MovementCache): Standing {
  let key = '';
  const offsets: number[] = [];
  const units = s.units;
  // Each unit's location and ZOC flag as read for its piece, for the arrays below.
  const locs: number[] = [];
  const flags: boolean[] = [];
  for (let i = 0; i < units.length; i++) {
    offsets.push(key.length);
    const u = units[i] as UnitState;
    if (u.side !== side || !onMap(u)) continue;
    const loc = b.locOf(u.hex as string);
    const z = zocFlag(u);
    locs.push(loc);
    flags.push(!u.dispersed && z);
    // As `pieceOf`.
    key += `${loc * 4 + (z ? 2 : 0) + (u.dispersed ? 1 : 0)},`;
  }
  offsets.push(key.length);
  const hit = cache.sides.get(key);
  if (hit) return { ctx: hit, offsets };
  const [occ, owner] = twoArrays(b.map.size);
  for (let k = 0; k < locs.length; k++) {
    const loc = locs[k] as number;
    occ[loc] = 1;
    if (flags[k]) owner[loc] = 1;
  }
  return { ctx: remember(cache.sides, key, sideOf(s, side, b, key, occ, owner)), offsets };
}

/** Two zeroed byte arrays of `n` on one buffer: a typed array's buffer is allocated outside the heap, and each allocation costs. */
function twoArrays(n: number): [Uint8Array, Uint8Array] {
  const buf = new Uint8Array(2 * n);
  return [buf.subarray(0, n), buf.subarray(n)];
}

function sideOf(s: State, side: Player, b: Board, key: string, occ: Uint8Array, owner: Uint8Array): SideContext {
  // The ZOC on first use: a side's own moves read only the enemy's (N44 8.2), and the mover's standing changes with every move.
  let zoc: Uint8Array | null = null;
  return {
    key,
    occ,
    get zoc(): Uint8Array {
      return (zoc ??= zocOf(s, side, b));
    },
    owner,
  };
}

/** Equal bytes, compared 4 at a time when both views start on a 4-byte boundary of their buffers. */
function sameBytes(a: Uint8Array, c: Uint8Array): boolean {
  if (a.length !== c.length) return false;
  const words = a.byteOffset % 4 === 0 && c.byteOffset % 4 === 0 ? a.length >> 2 : 0;
  if (words > 0) {
    const wa = new Uint32Array(a.buffer, a.byteOffset, words);
    const wc = new Uint32Array(c.buffer, c.byteOffset, words);
    for (let i = 0; i < words; i++) if (wa[i] !== wc[i]) return false;
  }
  for (let i = words << 2; i < a.length; i++) if (a[i] !== c[i]) return false;
  return true;
}

/** Do occupancies `a` and `c` differ at a hex next to a group of `owner` (1 per location)? */
function occupancyNear(b: Board, owner: Uint8Array, a: Uint8Array, c: Uint8Array): boolean {
  if (a === c) return false;
  for (let loc = 0; loc < a.length; loc++) {
    if (a[loc] === c[loc]) continue;
    for (let d = 0; d < 6; d++) {
      const nb = b.map.neighbor(loc, d);
      if (nb >= 0 && owner[nb] === 1) return true;
    }
  }
  return false;
}

function sameBonds(a: Bonds, c: Bonds): boolean {
  return sameBytes(a.hex, c.hex) && sameBytes(a.side, c.side);
}

/** The bonds of `owner`'s groups against `foe`'s units (N44 8.5), as `bondsOf` gives them. */
export function contextBonds(s: State, owner: SideContext, foe: SideContext, b: Board): Bonds {
  const cache = cacheOf(s, b);
  // By object, not by joined keys: a standing's key is long, and hashing it on every listing showed in profiles.
  let byFoe = cache.bonds.get(owner);
  if (!byFoe) {
    byFoe = new Map();
    cache.bonds.set(owner, byFoe);
  }
  const hit = byFoe.get(foe);
  if (hit) return hit;
  const last = cache.lastBonds.get(owner.key);
  let bonds: Bonds;
  // The other side cancels a bond only from a hex next to one of the owner's groups (N44 8.5.3: the hex
  // between two groups, or both hexes beside the hexside): moves elsewhere leave the last bonds as they were.
  if (last && !occupancyNear(b, owner.owner, last.foe, foe.occ)) bonds = last.bonds;
  else {
    bonds = bondsFrom(b, owner.owner, foe.occ);
    if (last && sameBonds(last.bonds, bonds)) bonds = last.bonds;
  }
  if (last) cache.lastBonds.set(owner.key, { foe: foe.occ, bonds });
  else remember(cache.lastBonds, owner.key, { foe: foe.occ, bonds });
  if (byFoe.size >= MAX_ENTRIES) byFoe.clear();
  byFoe.set(foe, bonds);
  return bonds;
}

/**
 * The destinations of the unit `key` stands for, from the cache when the enemy's standing, its
 * bonds, the weather, the turn and the segment are those they were computed with.
 */
export function cachedDestinations<T = string>(
  b: Board,
  key: object,
  enemy: SideContext,
  bonds: Bonds,
  s: State,
  compute: () => readonly T[],
): readonly T[] {
  const cache = cacheOf(s, b);
  const reserve = s.phase.endsWith('reserve-movement');
  const e = cache.dests.get(key);
  if (e && e.enemy === enemy && e.bonds === bonds && e.space === s.space && e.turn === s.turn && e.reserve === reserve) return e.dests as readonly T[];
  const dests = compute();
  cache.dests.set(key, { enemy, bonds, space: s.space, turn: s.turn, reserve, dests });
  return dests;
}

/**
 * A look-up of the destinations `cachedDestinations` would return from the cache for `enemy` and
 * `bonds` in `s`, by key, or undefined when it would have to compute them (nothing is computed or
 * stored): for a listing that asks about every unit of a side.
 */
export function destinationPeek<T = string>(b: Board, enemy: SideContext, bonds: Bonds, s: State): (key: object) => readonly T[] | undefined {
  const dests = cacheOf(s, b).dests;
  const { space, turn } = s;
  const reserve = s.phase.endsWith('reserve-movement');
  return (key) => {
    const e = dests.get(key);
    return e && e.enemy === enemy && e.bonds === bonds && e.space === space && e.turn === turn && e.reserve === reserve ? (e.dests as readonly T[]) : undefined;
  };
}

/**
 * A key object standing for `text` on this board, for a cache entry whose value has no object of
 * its own (a landing probe's unit, a unit's Strategic Movement mode). `text` must name everything
 * the entry depends on beyond what `cachedDestinations` checks.
 */
export function keyFor(s: State, b: Board, text: string): object {
  const cache = cacheOf(s, b);
  let k = cache.tokens.get(text);
  if (!k) {
    if (cache.tokens.size >= 4 * MAX_ENTRIES) cache.tokens.clear();
    k = {};
    cache.tokens.set(text, k);
  }
  return k;
}

/** A key object for `u` moving in `mode` (a unit object never changes, so neither does its key). */
export function modeKey(s: State, b: Board, u: UnitState, mode: string): object {
  const keys = cacheOf(s, b).modeKeys;
  let m = keys.get(u);
  if (!m) {
    m = new Map();
    keys.set(u, m);
  }
  let k = m.get(mode);
  if (!k) {
    k = {};
    m.set(mode, k);
  }
  return k;
}
