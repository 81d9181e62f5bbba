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
import { onMap, zocAround } from '../position.js';
import type { Player, State, UnitState } from '../state.js';
import { bondsAfter, bondsFrom, copyBytes, type Bonds } from '../zoc/bonds.js';
import { exertsZoc, faceFor, info } from '../units.js';
import { contextOf, type UnitLineage } from '../context.js';
import type { Recent } from '@esagono/kernel';

/** One side's standing in a position. */
export interface SideContext {
  /**
   * Fingerprint of the side's on-map units (each unit's place in the list, location, ZOC, dispersal):
   * 30 bits of a sum of per-unit hashes, so that a move updates it by its changed units alone. Equal
   * standings have equal fingerprints; standings with equal fingerprints are one object only when
   * their pieces agree (`intern`).
   */
  readonly fingerprint: number;
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

/** A side's last standing and the unit list it was read from (`MovementCache.last`), rewritten in place. */
interface LastStanding {
  units: readonly UnitState[];
  standing: SideContext;
}

/** The movement part of a game's context (context.ts). */
export interface MovementCache {
  /** Standings by fingerprint (`SideContext.fingerprint`, a small integer: a quick key), each checked against the pieces of a new one before it is shared. */
  readonly sides: Map<number, SideContext>;
  readonly dests: WeakMap<object, DestEntry>;
  /** Both sides' standing by unit list: one position's callers share one standing. */
  readonly byUnits: Recent<readonly UnitState[], { german?: SideContext; allied?: SideContext }>;
  /** A key object per unit object and Strategic Movement mode: each mode followed by its key (`modeKey`). */
  readonly modeKeys: WeakMap<UnitState, (string | object)[]>;
  /** Key objects for values that have none of their own (a probe unit, a unit and a mode). */
  readonly tokens: Map<string, object>;
  /** Each side's last standing and the unit list it was read from: the next position usually differs by one unit. */
  readonly last: { german?: LastStanding; allied?: LastStanding };
  /** Space for the arrays of the next standings (`standingSpace`), and where the free part starts. */
  slab: ArrayBuffer | null;
  slabAt: number;
}

/** Beyond this many entries a map is cleared: a game moves on and seldom returns to old positions. */
const MAX_ENTRIES = 512;
/**
 * Standings kept for a return to an earlier one (`intern`): a few dozen moves back catch nearly all
 * returns, and a standing kept longer outlives the young generation's collections (promoted with its
 * arrays' views: fewer kept cut the bytes promoted along seeded mini-games by a third).
 */
const MAX_SIDES = 64;
/**
 * Standings and bonds share allocations of this size: a buffer allocated outside the heap costs far more
 * than its copy (it showed as the largest part of a standing in profiles), and a game makes one standing
 * per move (~3 kB on the whole map: some 85 a slab).
 */
const SLAB_BYTES = 256 * 1024;
/** Bonds kept per owner standing, by the other side's standing: a position's callers ask about one or two (N44 8.5). */
const BOND_SLOTS = 4;


/**
 * One side's standing as this module builds it (the `SideContext` others read), with what the
 * caches of this module keep on it: each unit's piece by its place in the list, its parent's occupancy
 * and the hexes whose occupancy may differ from the parent's, and the last bonds of its groups (`contextBonds`). Other
 * standings are known by their `occ` array, whose identity is the standing's (equal standings are
 * one object, `intern`), so that no standing keeps another alive.
 */
class Standing implements SideContext {
  #zoc: Uint8Array | null = null;
  /** The bond-capable groups, on first use (`contextBonds` asks for an owner's): a standing made by a move is mostly never one. */
  #owner: Uint8Array | null;
  readonly #cache: MovementCache;
  readonly #b: Board;
  /** `contextBonds`: the last few other sides' standings (by `occ`) and this side's bonds against them (made on first use: most standings are never an owner). */
  foeOccs: Uint8Array[] | null = null;
  foeBonds: Bonds[] | null = null;
  foeNext = 0;
  /** `contextBonds`: the last bonds computed with this standing as owner, and the other side's occupancy then. */
  lastFoeOcc: Uint8Array | null = null;
  lastBonds: Bonds | null = null;
  constructor(
    readonly lo: number,
    readonly hi: number,
    /** `pieces` and `occ` as one run of bytes (`standingSpace`), to copy in one go. */
    readonly bytes: Uint8Array,
    /** Each place's piece (`pieceIn`): what the fingerprint is a hash of. */
    readonly pieces: Uint16Array,
    readonly occ: Uint8Array,
    owner: Uint8Array | null,
    /** The occupancy of the standing this one was made from, or null; `touched`: the hexes whose occupancy may differ from it. */
    readonly parentOcc: Uint8Array | null,
    readonly touched: readonly number[],
    b: Board,
    cache: MovementCache,
  ) {
    this.#owner = owner;
    this.#b = b;
    this.#cache = cache;
  }
  /** 1 where the side has a group that can form bonds (N44 8.5, 20.2): read from the pieces on first use. */
  get owner(): Uint8Array {
    if (this.#owner === null) {
      const n = this.#b.map.size;
      // `take` first: it may start a new slab.
      const at = take(this.#cache, n);
      const owner = new Uint8Array(this.#cache.slab as ArrayBuffer, at, n);
      const pieces = this.pieces;
      for (let i = 0; i < pieces.length; i++) {
        const p = pieces[i] as number;
        if (p !== 0 && ownsBonds(p)) owner[(p - 1) >> 2] = 1;
      }
      this.#owner = owner;
    }
    return this.#owner;
  }
  get fingerprint(): number {
    return this.lo >>> 2;
  }
  /**
   * The ZOC on first use: a side's own moves read only the enemy's (N44 8.2), and the mover's standing
   * changes with every move. Read from the pieces (each unit's location and whether it exerts a ZOC, in
   * list order, as position.ts `zocOf` reads the list), so that a standing holds no state: one kept for
   * `intern` kept its position's unit list alive, to be copied by the young generation's collections.
   */
  get zoc(): Uint8Array {
    if (this.#zoc === null) {
      const locs: number[] = [];
      const pieces = this.pieces;
      for (let i = 0; i < pieces.length; i++) {
        const p = pieces[i] as number;
        if (p !== 0 && ((p - 1) & 2) !== 0) locs.push((p - 1) >> 2);
      }
      this.#zoc = zocAround(this.#b, locs);
    }
    return this.#zoc;
  }
}

function cacheOf(s: State, b: Board): MovementCache {
  return contextOf(s, b).movement;
}

/** Whether `u` exerts a ZOC (N44 8.1). */
function zocFlag(u: UnitState): boolean {
  const i = info(u.id);
  return exertsZoc(i, faceFor(i, u.steps));
}

/**
 * `u`'s piece of `side`'s standing: 0 for a unit of the other side or off the map, else 1 + its
 * location, whether it exerts a ZOC (N44 8.1) and whether it is dispersed (20.2), as `1 + (loc * 4 + z * 2 + d)`.
 */
function pieceIn(u: UnitState, side: Player, b: Board): number {
  if (u.side !== side || !onMap(u)) return 0;
  return 1 + b.locOf(u.hex as string) * 4 + (zocFlag(u) ? 2 : 0) + (u.dispersed ? 1 : 0);
}

/** Is the unit of `piece` a group that can form bonds: one with a ZOC, not dispersed (N44 8.5, 20.2)? */
function ownsBonds(piece: number): boolean {
  return ((piece - 1) & 3) === 2;
}

/** A 32-bit integer hash (murmur3's finaliser): every input bit moves every output bit. */
function mix(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** The two 32-bit hashes of a piece at place `i` of the unit list (nothing for no piece), summed into a fingerprint. */
function hashLo(i: number, piece: number): number {
  return piece === 0 ? 0 : mix(((i * 0x10000) ^ piece ^ 0x2545f491) | 0);
}
function hashHi(i: number, piece: number): number {
  return piece === 0 ? 0 : mix(((i * 0x10000) ^ piece ^ 0x5bd1e995 ^ 0x9e3779b9) | 0);
}

/** The standing of `side` in `s`. */
export function sideContext(s: State, side: Player, b: Board): SideContext {
  const game = contextOf(s, b);
  const cache = game.movement;
  let memo = cache.byUnits.get(s.units);
  if (!memo) {
    memo = {};
    cache.byUnits.set(s.units, memo);
  }
  const known = side === 'german' ? memo.german : memo.allied;
  if (known) return known;
  // A list a resolution made: from its parent's standing and the few units it changed (context.ts `lineages`);
  // else (a probe list, a phase's new list) from the last standing read when few units differ; else from scratch.
  const st = fromParent(s, side, b, cache, game.lineages.get(s.units)) ?? fromLast(cache.last[side], s, side, b, cache) ?? standing(s, side, b, cache);
  // The side's slot rewritten, not replaced: one object fewer per position.
  const last = cache.last[side];
  if (last === undefined) cache.last[side] = { units: s.units, standing: st };
  else {
    last.units = s.units;
    last.standing = st;
  }
  if (side === 'german') memo.german = st;
  else memo.allied = st;
  return st;
}

/**
 * The standing of a list a resolution made from a parent whose standing is known: the parent's when
 * the changed units' pieces are the same, else the parent's fingerprint and arrays with those pieces
 * replaced (O(changed units) and one copy of the arrays). Undefined: no such parent.
 */
function fromParent(s: State, side: Player, b: Board, cache: MovementCache, from: UnitLineage | undefined): SideContext | undefined {
  if (from === undefined) return undefined;
  const parent = cache.byUnits.get(from.parent)?.[side];
  if (!(parent instanceof Standing)) return undefined;
  const changed = from.changed;
  // The places whose piece differs, with the piece before and after: (i, before, after) in turn.
  let diffs: number[] | null = null;
  for (let c = 0; c < changed.length; c++) {
    const i = changed[c] as number;
    const x = pieceIn(from.parent[i] as UnitState, side, b);
    const y = pieceIn(s.units[i] as UnitState, side, b);
    if (x !== y) (diffs ??= []).push(i, x, y);
  }
  return diffs === null ? parent : derived(parent, diffs, s, side, b, cache);
}

/** Beyond this many changed pieces a standing is read from scratch rather than from the last one (`fromLast`). */
const MAX_DIFFS = 16;

/**
 * The standing of a list with no known parent (a probe list, a phase's new list) from the last standing
 * read, when the two lists have as many units and few of them changed place, ZOC or dispersal: unit by
 * unit, by identity first (unit objects are immutable). Undefined: too many changes, or another length.
 */
function fromLast(last: { readonly units: readonly UnitState[]; readonly standing: SideContext } | undefined, s: State, side: Player, b: Board, cache: MovementCache): SideContext | undefined {
  if (last === undefined || !(last.standing instanceof Standing)) return undefined;
  const a = last.units;
  const c = s.units;
  if (a.length !== c.length) return undefined;
  let diffs: number[] | null = null;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as UnitState;
    const y = c[i] as UnitState;
    if (x === y) continue;
    const px = pieceIn(x, side, b);
    const py = pieceIn(y, side, b);
    if (px === py) continue;
    if ((diffs ??= []).length === 3 * MAX_DIFFS) return undefined;
    diffs.push(i, px, py);
  }
  return diffs === null ? last.standing : derived(last.standing, diffs, s, side, b, cache);
}

/** The standing of `parent` with the pieces `diffs` ((place, before, after) in turn) changed: its fingerprint and arrays updated by them alone. */
function derived(parent: Standing, diffs: readonly number[], s: State, side: Player, b: Board, cache: MovementCache): Standing | undefined {
  const units = s.units.length;
  if (units !== parent.pieces.length) return undefined;
  let lo = parent.lo;
  let hi = parent.hi;
  const n = b.map.size;
  const { bytes, pieces, occ } = standingSpace(cache, n, units);
  copyBytes(bytes, parent.bytes);
  const touched: number[] = [];
  // The hexes a unit left (or changed on) are read again from the pieces; the hexes one entered only gain it.
  // The bond-capable groups are read from the pieces when asked for (`owner`).
  let left = 0;
  for (let k = 0; k < diffs.length; k += 3) {
    const i = diffs[k] as number;
    const x = diffs[k + 1] as number;
    const y = diffs[k + 2] as number;
    lo = (lo - hashLo(i, x) + hashLo(i, y)) >>> 0;
    hi = (hi - hashHi(i, x) + hashHi(i, y)) >>> 0;
    pieces[i] = y;
    if (x !== 0) {
      touched.push((x - 1) >> 2);
      left++;
    }
  }
  if (left > 0) {
    for (let k = 0; k < left; k++) occ[touched[k] as number] = 0;
    for (let i = 0; i < units; i++) {
      const p = pieces[i] as number;
      if (p === 0) continue;
      const loc = (p - 1) >> 2;
      if (occ[loc] === 1) continue;
      // Only a hex a unit left is still to be read (another keeps its mark, and none is cleared).
      if (!isLeft(touched, left, loc)) continue;
      occ[loc] = 1;
    }
  }
  for (let k = 0; k < diffs.length; k += 3) {
    const y = diffs[k + 2] as number;
    if (y === 0) continue;
    const loc = (y - 1) >> 2;
    touched.push(loc);
    occ[loc] = 1;
  }
  return intern(cache, new Standing(lo, hi, bytes, pieces, occ, null, parent.occ, touched, b, cache));
}

/** Is `loc` one of the first `left` hexes of `touched`? */
function isLeft(touched: readonly number[], left: number, loc: number): boolean {
  for (let k = 0; k < left; k++) if (touched[k] === loc) return true;
  return false;
}

/**
 * `size` zeroed bytes at an 8-byte boundary of the cache's slab (a new slab when it has no room left):
 * its offset, the slab being `cache.slab`. Parts are never handed back: a slab lives while any of its
 * standings or bonds does.
 */
function take(cache: MovementCache, size: number): number {
  const rounded = (size + 7) & ~7;
  const slab = cache.slab;
  if (slab === null || cache.slabAt + rounded > slab.byteLength) {
    cache.slab = new ArrayBuffer(Math.max(SLAB_BYTES, rounded));
    cache.slabAt = 0;
  }
  const at = cache.slabAt;
  cache.slabAt = at + rounded;
  return at;
}

/** Zeroed arrays for a standing of `units` places on a board of `n` hexes: the pieces (2 bytes a place), then occupancy (1 byte a hex). */
function standingSpace(cache: MovementCache, n: number, units: number): { bytes: Uint8Array; pieces: Uint16Array; occ: Uint8Array } {
  // A piece is at most 4n (`pieceIn`): it must fit 16 bits.
  if (4 * n > 0xffff) throw new RangeError(`standings: a board of ${n} hexes is too large for 16-bit pieces`);
  const size = 2 * units + n;
  const at = take(cache, size);
  const slab = cache.slab as ArrayBuffer;
  return { bytes: new Uint8Array(slab, at, size), pieces: new Uint16Array(slab, at, units), occ: new Uint8Array(slab, at + 2 * units, n) };
}

/**
 * The standing equal to `fresh` already made, or `fresh`, now kept: equal standings must be one object,
 * because destinations and bonds are cached by a standing's identity. A fingerprint is found in the
 * table, then the other half and the pieces decide (two standings may share a fingerprint; equal pieces
 * are equal standings).
 */
function intern(cache: MovementCache, fresh: Standing): Standing {
  const key = fresh.fingerprint;
  const known = cache.sides.get(key);
  if (known instanceof Standing && known.lo === fresh.lo && known.hi === fresh.hi && sameShorts(known.pieces, fresh.pieces)) return known;
  if (cache.sides.size >= MAX_SIDES) cache.sides.clear();
  cache.sides.set(key, fresh);
  return fresh;
}

/**
 * A standing read from scratch: this is the first list of a game or one without a known parent (a
 * fresh JSON copy, issue #17). A later list made from this one reads only its changed units (`fromParent`).
 */
function standing(s: State, side: Player, b: Board, cache: MovementCache): SideContext {
  const units = s.units;
  const n = b.map.size;
  const { bytes, pieces, occ } = standingSpace(cache, n, units.length);
  // `take` first: it may start a new slab.
  const ownerAt = take(cache, n);
  const owner = new Uint8Array(cache.slab as ArrayBuffer, ownerAt, n);
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < units.length; i++) {
    const p = pieceIn(units[i] as UnitState, side, b);
    if (p === 0) continue;
    pieces[i] = p;
    lo = (lo + hashLo(i, p)) >>> 0;
    hi = (hi + hashHi(i, p)) >>> 0;
    const loc = (p - 1) >> 2;
    occ[loc] = 1;
    if (ownsBonds(p)) owner[loc] = 1;
  }
  return intern(cache, new Standing(lo, hi, bytes, pieces, occ, owner, null, [], b, cache));
}

/** Equal 16-bit numbers. */
function sameShorts(a: Uint16Array, c: Uint16Array): boolean {
  if (a.length !== c.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== c[i]) return false;
  return true;
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

/** Does a group of `owner` (1 per location) stand next to `loc`? */
function nextToGroup(b: Board, owner: Uint8Array, loc: number): boolean {
  for (let d = 0; d < 6; d++) {
    const nb = b.map.neighbor(loc, d);
    if (nb >= 0 && owner[nb] === 1) return true;
  }
  return false;
}

/** Do occupancies `a` and `c` differ at a hex next to a group of `owner` (1 per location)? */
function occupancyNear(b: Board, owner: Uint8Array, a: Uint8Array, c: Uint8Array): boolean {
  if (a === c) return false;
  for (let loc = 0; loc < a.length; loc++) if (a[loc] !== c[loc] && nextToGroup(b, owner, loc)) return true;
  return false;
}

/** `occupancyNear` when `a` and `c` may differ only at the hexes `at`. */
function occupancyNearAt(b: Board, owner: Uint8Array, a: Uint8Array, c: Uint8Array, at: readonly number[]): boolean {
  for (let k = 0; k < at.length; k++) {
    const loc = at[k] as number;
    if (a[loc] !== c[loc] && nextToGroup(b, owner, loc)) return true;
  }
  return false;
}

function sameBonds(a: Bonds, c: Bonds): boolean {
  return sameBytes(a.hex, c.hex) && sameBytes(a.side, c.side);
}

/** Room for one side's bonds (`Bonds`: a byte a hex, then a byte a hexside) in the cache's slab. */
function bondSpace(s: State, b: Board): Uint8Array {
  const cache = cacheOf(s, b);
  const size = 7 * b.map.size;
  const at = take(cache, size);
  return new Uint8Array(cache.slab as ArrayBuffer, at, size);
}

/** The bonds of `owner`'s groups against `foe`'s units (N44 8.5), as `bondsOf` gives them. */
export function contextBonds(s: State, owner: SideContext, foe: SideContext, b: Board): Bonds {
  if (!(owner instanceof Standing) || !(foe instanceof Standing)) return bondsFrom(b, owner.owner, foe.occ);
  const occs = (owner.foeOccs ??= []);
  const kept = (owner.foeBonds ??= []);
  for (let k = 0; k < occs.length; k++) if (occs[k] === foe.occ) return kept[k] as Bonds;
  const lastOcc = owner.lastFoeOcc;
  const lastBonds = owner.lastBonds;
  let bonds: Bonds;
  // The other side cancels a bond only from a hex next to one of the owner's groups (N44 8.5.3: the hex
  // between two groups, or both hexes beside the hexside): moves elsewhere leave the last bonds as they
  // were. When `foe` was made from the last other side's standing, only the hexes it touched can differ,
  // and only the bonds on and around those hexes are read again.
  if (lastOcc !== null && lastBonds !== null && lastOcc === foe.parentOcc) {
    // The space is asked for only when a bond differs: a closure made per call showed in profiles (tsx names each one it makes).
    bonds = occupancyNearAt(b, owner.owner, lastOcc, foe.occ, foe.touched) ? bondsAfter(b, owner.owner, foe.occ, lastBonds, foe.touched, () => bondSpace(s, b)) : lastBonds;
  } else if (lastOcc !== null && lastBonds !== null && !occupancyNear(b, owner.owner, lastOcc, foe.occ)) bonds = lastBonds;
  else {
    bonds = bondsFrom(b, owner.owner, foe.occ, bondSpace(s, b));
    if (lastBonds !== null && sameBonds(lastBonds, bonds)) bonds = lastBonds;
  }
  owner.lastFoeOcc = foe.occ;
  owner.lastBonds = bonds;
  // The last few other sides' standings, oldest replaced first.
  const k = owner.foeNext;
  occs[k] = foe.occ;
  kept[k] = bonds;
  owner.foeNext = k + 1 === BOND_SLOTS ? 0 : k + 1;
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
    m = [];
    keys.set(u, m);
  }
  // A unit has a few modes at most (N44 9.8, and the pass listing's one-hex probe): a short list, not a Map per unit.
  for (let i = 0; i < m.length; i += 2) if (m[i] === mode) return m[i + 1] as object;
  const k = {};
  m.push(mode, k);
  return k;
}
