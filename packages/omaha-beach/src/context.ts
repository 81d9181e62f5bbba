/**
 * One game's context: the caches the rules keep between calls (docs/performance.md, "Caches in one
 * per-game context"). A game is found by its `rules` object, which the set-up creates once per game
 * and every later state carries unchanged (states are copied with the same `rules`); games of equal
 * rules share one context (`contextOf`), which is sound by the validity rule below: games played side
 * by side in one process give the states each gives alone.
 *
 * Validity rule: every entry remembers a pure function of immutable values that it keys by identity
 * (the `us` record, the `german` record, a state). States are never mutated, so an entry is right
 * for as long as its key lives, and dropping one only costs a recomputation. The per-record entries
 * are weak (a record no state holds any more goes with its entry); the last record asked about is
 * kept in front of the weak map, since a decision asks about the same record many times in a row.
 *
 * Outside the contexts: `contextOf`'s registry (the one lookup from a state to its game), and static
 * tables of the map and the cards built once at load and never changed.
 */
import type { LocContext } from './control/index.js';
import type { StepOption } from './actions/index.js';
import type { GermanStack, Rules, State, UsUnitState } from './state.js';
import { MAP, type LandingBox } from './map/index.js';
import { isCombat } from './data/types.js';
import { US_UNITS } from './data/us-units.js';
import { Recent } from '@esagono/kernel';

/** The answers of `UnitIndex.map`, each filled on first use by the rules named. */
export interface MapFacts {
  /** US occupation and control (12.1), filled by the control rules. */
  loc: LocContext | null;
  /** Distance from each position to the nearest US unit on the map (9.2, 9.4), filled by the German rules. */
  nearest: Map<string, number> | null;
  /** The same two sets as `loc` over the LOC map's indices (12.2), filled by the control rules. */
  locMarks: { readonly occupied: Uint8Array; readonly controlled: Uint8Array } | null;
}

/**
 * Lists of the US units derived from one `us` record (a record object always holds the same units).
 * Each list is built on first use: most new records (a move, a placement) are asked for one of them
 * only. Callers get the same arrays: they must not change them.
 */
export class UnitIndex {
  #all: UsUnitState[] | null = null;
  #onMap: UsUnitState[] | null = null;
  #byHex: Map<string, UsUnitState[]> | null = null;
  /** Infantry losses of both divisions (13.1), filled by the victory rules on first use; shared like `map`. */
  #losses: { value: { readonly first: number; readonly twentyNinth: number } | null } = { value: null };
  get losses(): { readonly first: number; readonly twentyNinth: number } | null {
    return this.#losses.value;
  }
  set losses(value: { readonly first: number; readonly twentyNinth: number } | null) {
    this.#losses.value = value;
  }
  /**
   * What depends only on where the units on the map are and whether each controls adjacent hexes
   * (12.1): shared, as one holder, by every index derived without such a change, so an answer found
   * for one record (a sibling move's, a parent's) serves them all.
   */
  map: MapFacts = { loc: null, nearest: null, locMarks: null };
  constructor(private readonly us: State['us']) {}
  /**
   * The index of a record that differs from this one's in the units `changes` lists ([before, after]
   * objects, same ids): what this one computed is carried over where the change cannot alter it, so a
   * move, a placement or a step loss does not rebuild the lists and their answers. The record order is
   * the same (the changed keys keep their places). Nothing refers back to this index (the `map`
   * holder is shared both ways: what either fills in holds for both).
   */
  derive(us: State['us'], changes: readonly (readonly [UsUnitState, UsUnitState])[]): UnitIndex {
    const next = new UnitIndex(us);
    const all = this.#all;
    if (all) {
      const copy = all.slice();
      for (const [before, after] of changes) {
        const i = copy.indexOf(before);
        if (i < 0) return next;
        copy[i] = after;
      }
      next.#all = copy;
    }
    let offMap = true;
    let inPlace = true;
    let sameMap = true;
    let sameLosses = true;
    for (const [a, b] of changes) {
      if (a.loc.kind === 'hex' || b.loc.kind === 'hex') offMap = false;
      // No unit enters, leaves or changes hex (a step lost, a marker placed or removed, a unit acted).
      if (a.loc.kind === 'hex' ? b.loc.kind !== 'hex' || a.loc.hex !== b.loc.hex : b.loc.kind === 'hex') inPlace = false;
      // US occupation and control (12.1) and distances read the hexes and steps of units on the map.
      // A step lost in place changes them only if it changes whether the unit controls adjacent hexes.
      if (!(a.loc.kind !== 'hex' && b.loc.kind !== 'hex') && !(a.loc.kind === 'hex' && b.loc.kind === 'hex' && a.loc.hex === b.loc.hex && (a.steps === b.steps || controlsAdjacent(a) === controlsAdjacent(b)))) sameMap = false;
      // Infantry losses (13.1) read the steps, whether the unit is on the track and whether it was removed.
      if (a.steps !== b.steps || a.loc.kind !== b.loc.kind || (a.loc.kind === 'out' && b.loc.kind === 'out' && a.loc.why !== b.loc.why)) sameLosses = false;
    }
    if (offMap) {
      next.#onMap = this.#onMap;
      next.#byHex = this.#byHex;
    } else if (inPlace && this.#onMap) this.#carryInPlace(next, changes);
    else if (changes.length === 1 && this.#onMap) this.#carryStep(next, changes[0] as readonly [UsUnitState, UsUnitState]);
    if (sameMap) next.map = this.map;
    if (sameLosses) next.#losses = this.#losses;
    return next;
  }
  /**
   * The map lists of a record whose units on the map all stay in their hexes: the same lists, in the
   * same order, with the changed units replaced (copied, never changed in place). Nothing carried if a
   * changed unit is not found.
   */
  #carryInPlace(next: UnitIndex, changes: readonly (readonly [UsUnitState, UsUnitState])[]): void {
    const onMap = (this.#onMap as UsUnitState[]).slice();
    const byHex = this.#byHex ? copyMap(this.#byHex) : null;
    for (const [a, b] of changes) {
      if (a.loc.kind !== 'hex') continue;
      const i = onMap.indexOf(a);
      if (i < 0) return;
      onMap[i] = b;
      if (byHex) {
        const list = byHex.get(a.loc.hex);
        const j = list ? list.indexOf(a) : -1;
        if (!list || j < 0) return;
        const copy = list.slice();
        copy[j] = b;
        byHex.set(a.loc.hex, copy);
      }
    }
    next.#onMap = onMap;
    next.#byHex = byHex;
  }
  /**
   * The map lists of a record where one unit on the map moved to another hex (7.3): the unit keeps its
   * place in the record, so in `onMap`; it leaves its old hex's list and enters the new one's in
   * record order (the order `byHex` is built in). Nothing carried if the unit is not found.
   */
  #carryStep(next: UnitIndex, [a, b]: readonly [UsUnitState, UsUnitState]): void {
    if (a.loc.kind !== 'hex' || b.loc.kind !== 'hex') return;
    const onMap = (this.#onMap as UsUnitState[]).slice();
    const i = onMap.indexOf(a);
    if (i < 0) return;
    onMap[i] = b;
    next.#onMap = onMap;
    if (!this.#byHex) return;
    const from = this.#byHex.get(a.loc.hex);
    if (!from || !from.includes(a)) return;
    const byHex = copyMap(this.#byHex);
    if (from.length === 1) byHex.delete(a.loc.hex);
    else byHex.set(a.loc.hex, from.filter((u) => u !== a));
    const to = byHex.get(b.loc.hex);
    if (!to) byHex.set(b.loc.hex, [b]);
    else {
      // Before the first unit of the hex that comes after it in the record.
      let k = 0;
      while (k < to.length && onMap.indexOf(to[k] as UsUnitState) < i) k++;
      byHex.set(b.loc.hex, [...to.slice(0, k), b, ...to.slice(k)]);
    }
    next.#byHex = byHex;
  }
  get all(): UsUnitState[] {
    return (this.#all ??= Object.values(this.us));
  }
  get onMap(): UsUnitState[] {
    return (this.#onMap ??= this.all.filter((u) => u.loc.kind === 'hex'));
  }
  get byHex(): ReadonlyMap<string, UsUnitState[]> {
    if (this.#byHex) return this.#byHex;
    const byHex = new Map<string, UsUnitState[]>();
    for (const u of this.onMap) {
      const h = (u.loc as { hex: string }).hex;
      const list = byHex.get(h);
      if (list) list.push(u);
      else byHex.set(h, [u]);
    }
    return (this.#byHex = byHex);
  }
}

/** A copy of a map, same order; by `forEach` because `new Map(map)` builds an entry array per key (issue #18). */
function copyMap<K, V>(m: ReadonlyMap<K, V>): Map<K, V> {
  const c = new Map<K, V>();
  m.forEach((v, k) => c.set(k, v));
  return c;
}

/** Per US combat unit, whether each step count's side controls adjacent hexes (12.1; static: the counters). */
const ADJACENT_BY_STEPS: ReadonlyMap<string, readonly boolean[]> = new Map(
  US_UNITS.filter(isCombat).map((d) => [d.id, Array.from({ length: d.steps + 1 }, (_, n) => n > 0 && d.sides[d.steps - n]?.controlsAdjacent === true)]),
);
/** Does the unit's side in play control adjacent hexes (12.1)? Only the counter and its steps decide. */
function controlsAdjacent(u: UsUnitState): boolean {
  return ADJACENT_BY_STEPS.get(u.id)?.[u.steps] === true;
}

/**
 * What the rules derive from one `german` record alone (or with the rules of the game), filled by the
 * rule modules on first use.
 */
export class GermanIndex {
  #inPlay: readonly (readonly [string, GermanStack])[] | null = null;
  #targets: readonly string[] | null = null;
  #hexes: readonly string[] | null = null;
  #stacks: readonly GermanStack[] | null = null;
  constructor(
    readonly german: State['german'],
    private readonly sectors: readonly string[],
  ) {}
  /**
   * The record's hexes and stacks, in record order, listed once per record: hex ids are mostly
   * integer-like keys, so each `Object.keys`/`Object.values` or for-in over a record builds a new array.
   */
  get hexes(): readonly string[] {
    return (this.#hexes ??= Object.keys(this.german));
  }
  get stacks(): readonly GermanStack[] {
    return (this.#stacks ??= Object.values(this.german));
  }
  /** The stacks on hexes of the game's sectors (2.1), in record order. */
  get inPlay(): readonly (readonly [string, GermanStack])[] {
    return (this.#inPlay ??= Object.entries(this.german).filter(([hex]) => { const h = MAP.hex.get(hex); return !!h && this.sectors.includes(h.sector); }));
  }
  #occupancy: string | null = null;
  /**
   * What the one-hex steps read of the record (7.3, 7.32; 23.3 tanks watch too): each stack's hex,
   * position, disruption and whether it is a tank. Records that agree on it share their steps.
   */
  get occupancy(): string {
    if (this.#occupancy !== null) return this.#occupancy;
    let key = '';
    for (const hex in this.german) {
      const g = this.german[hex] as GermanStack;
      key += `${hex}:${g.position}:${g.disrupted ? 1 : 0}${g.tank ? 'T' : ''},`;
    }
    return (this.#occupancy = key);
  }
  /** Their hexes in id order (8, 8.16: what may be attacked, before this phase's attacks and barrages). */
  get inPlayHexes(): readonly string[] {
    return (this.#targets ??= this.inPlay.map(([hex]) => hex).sort());
  }
  /** Positions holding a non-disrupted stack (7.32, actions/). */
  active: ReadonlySet<string> | null = null;
  /** The hexes of disrupted stacks, in record order (6.4, fire/). */
  disrupted: readonly string[] | null = null;
  /** The hexes of tank stacks, sorted (23.1, armour/). */
  tanks: readonly string[] | null = null;
  /** German-occupied hexes over the LOC map's indices (12.2, control/). */
  marks: Uint8Array | null = null;
  /** Per hex, one step list per move class and tide (7.3, actions/), while no Engineer Base is in play. */
  steps: StepTable | null = null;
  /** German LOC per position (12.2, control/), per US occupation and control. */
  loc: Recent<LocContext, Map<string, boolean>> | null = null;
}

/** Per hex, one step list per move class and tide (actions/). */
export type StepTable = Map<string, (readonly StepOption[] | undefined)[]>;

/** A fire choice's best pick sets (6.34, fire/) for the state it was asked in, step aside. */
export interface PicksEntry {
  readonly state: State;
  readonly sector: string;
  readonly card: number;
  readonly next: number;
  readonly need: number;
  readonly picks: readonly string[][];
}

/**
 * Two states that differ at most in their step: a fire choice of several units is answered one pick
 * at a time, each pick a new state with the same records and a longer `picked` list.
 */
export function sameButStep(a: State, b: State): boolean {
  if (a === b) return true;
  for (const k in a) if (k !== 'step' && a[k as keyof State] !== b[k as keyof State]) return false;
  for (const k in b) if (!(k in a)) return false;
  return true;
}

/**
 * Scratch space for a breadth-first search over a fixed board (the German LOC trace, 12.2; control/):
 * a stamp per cell (a cell is seen when it holds the current search's stamp) and a queue, reused by
 * every search of the game. Fresh typed arrays per search were two off-heap buffers each time, which
 * cost more to allocate than a short search and count as external memory for the collector (issue
 * #18). Bounded: the size of the board. One search at a time (the searches do not nest).
 */
export class SearchScratch {
  #seen = new Uint32Array(0);
  #queue = new Int16Array(0);
  #stamp = 0;
  /** Starts a search over `n` cells: its stamp (no cell holds it yet). */
  begin(n: number): number {
    if (this.#seen.length < n) {
      this.#seen = new Uint32Array(n);
      this.#queue = new Int16Array(n);
      this.#stamp = 0;
    }
    if (this.#stamp === 0xffffffff) {
      this.#seen.fill(0);
      this.#stamp = 0;
    }
    return ++this.#stamp;
  }
  /** Per cell, the stamp of the last search that saw it. */
  get seen(): Uint32Array {
    return this.#seen;
  }
  get queue(): Int16Array {
    return this.#queue;
  }
}

export interface GameContext {
  /** The German LOC search's scratch space (control/). */
  readonly search: SearchScratch;
  /** Best pick sets by the fire choice's option list (the same array in every state of one choice). */
  readonly picks: Recent<readonly string[], PicksEntry>;
  readonly units: Recent<State['us'], UnitIndex>;
  readonly germans: Recent<State['german'], GermanIndex>;
  /** Step tables by German occupancy (`GermanIndex.occupancy`): it changes far less often than the record. */
  readonly steps: Map<string, StepTable>;
  /** The landing boxes a unit may be placed in, by unit and due/early/late (5.3, 5.34; landing/). */
  readonly placement: Map<string, readonly LandingBox[]>;
}

function newContext(): GameContext {
  return { search: new SearchScratch(), picks: new Recent(4), units: new Recent(UNIT_ENTRIES), germans: new Recent(GERMAN_ENTRIES), steps: new Map(), placement: new Map() };
}

/** The step table for a state's German occupancy; the oldest half of the tables goes past 64. */
export function stepTableOf(s: State, index: GermanIndex): StepTable {
  if (index.steps) return index.steps;
  const tables = contextOf(s).steps;
  const key = s.armour ? `${index.occupancy}|armour` : index.occupancy;
  let hit = tables.get(key);
  if (!hit) {
    if (tables.size >= 512) for (const k of [...tables.keys()].slice(0, 256)) tables.delete(k);
    tables.set(key, (hit = new Map()));
  }
  return (index.steps = hit);
}
const UNIT_ENTRIES = 16;
const GERMAN_ENTRIES = 16;

// The registry: weak, so a game no state refers to any more takes its context with it.
const CONTEXTS = new WeakMap<Rules, GameContext>();
// Every call of a decision asks for the same game: the last one is kept in front of the weak map.
let lastRules: Rules | null = null;
let lastContext: GameContext | null = null;
/**
 * The contexts of the last few rule sets, by content (`rulesKey`): every set-up creates its own
 * `rules` object, and a new game of the same rules starts with the caches of the last one (a random
 * Easy Fox playout is some 95 decisions: the step tables and placement boxes were rebuilt for each,
 * issue #18). Sharing is sound because every entry is a pure function of what it is keyed by and of
 * the rules (the validity rule above). Bounded: the oldest goes past `SHARED_RULES`.
 */
const SHARED = new Map<string, GameContext>();
const SHARED_RULES = 8;

/** The rules' content as a key (the set-up writes them in one order; another order only misses). */
function rulesKey(r: Rules): string {
  return JSON.stringify(r);
}

/** The context of the game a state belongs to, shared by the games of the same rules. */
export function contextOf(s: State): GameContext {
  const r = s.rules;
  if (r === lastRules && lastContext) return lastContext;
  let c = CONTEXTS.get(r);
  if (!c) {
    const key = rulesKey(r);
    c = SHARED.get(key);
    if (!c) {
      if (SHARED.size >= SHARED_RULES) SHARED.delete(SHARED.keys().next().value as string);
      SHARED.set(key, (c = newContext()));
    }
    CONTEXTS.set(r, c);
  }
  lastRules = r;
  lastContext = c;
  return c;
}

/** The per-record index of the US units (core.ts). */
export function unitIndexOf(s: State): UnitIndex {
  const c = contextOf(s).units;
  const us = s.us;
  let hit = c.get(us);
  if (!hit) c.add(us, (hit = new UnitIndex(us)));
  return hit;
}

/**
 * Registers the index of `us`, a copy of `s.us` with the units `changes` lists replaced, carried over
 * from the index of `s.us` when the context has it (core.ts `withUnits`).
 */
export function carryUnitIndex(s: State, us: State['us'], changes: readonly (readonly [UsUnitState, UsUnitState])[]): void {
  const c = contextOf(s).units;
  const parent = c.get(s.us);
  if (parent && c.get(us) === undefined) c.add(us, parent.derive(us, changes));
}

/** The per-record index of the German stacks. */
export function germanIndexOf(s: State): GermanIndex {
  const c = contextOf(s).germans;
  const g = s.german;
  let hit = c.get(g);
  if (hit) return hit;
  hit = new GermanIndex(g, s.rules.sectors);
  // A stack changed in place (a DM, a reveal, a disruption) keeps the hexes: what depends on them alone
  // (the occupied marks, the German LOC answers of 12.2) is shared with the record asked about before.
  const prev = c.newest();
  // (Nothing to share, no comparison: most records' predecessors were asked neither question.)
  if (prev && (prev.marks !== null || prev.loc !== null) && sameHexes(prev, hit)) {
    hit.marks = prev.marks;
    hit.loc = prev.loc;
  }
  c.add(g, hit);
  return hit;
}

/** Do two German records hold stacks on the same hexes? (Their hex lists are kept for later use.) */
function sameHexes(a: GermanIndex, b: GermanIndex): boolean {
  const x = a.hexes;
  if (x.length !== b.hexes.length) return false;
  for (const k of x) if (b.german[k] === undefined) return false;
  return true;
}
