/**
 * One game's context: the caches the rules keep between calls (docs/performance.md, "Caches in one
 * per-game context"). A game is found by its `rules` object, which the set-up creates once per game
 * and every later state carries unchanged (states are copied with the same `rules`), so games played
 * side by side in one process never share an entry.
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
import { MAP } from './map/index.js';

/**
 * Lists of the US units derived from one `us` record (a record object always holds the same units).
 * Each list is built on first use: most new records (a move, a placement) are asked for one of them
 * only. Callers get the same arrays: they must not change them.
 */
export class UnitIndex {
  #all: UsUnitState[] | null = null;
  #onMap: UsUnitState[] | null = null;
  #byHex: Map<string, UsUnitState[]> | null = null;
  /** Infantry losses of both divisions (13.1), filled by the victory rules on first use. */
  losses: { readonly first: number; readonly twentyNinth: number } | null = null;
  /** US occupation and control (12.1), filled by the control rules on first use. */
  loc: LocContext | null = null;
  /** The same two sets over the LOC map's indices (12.2), filled by the control rules. */
  locMarks: { readonly occupied: Uint8Array; readonly controlled: Uint8Array } | null = null;
  constructor(private readonly us: State['us']) {}
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

/**
 * What the rules derive from one `german` record alone (or with the rules of the game), filled by the
 * rule modules on first use.
 */
export class GermanIndex {
  #inPlay: readonly (readonly [string, GermanStack])[] | null = null;
  #targets: readonly string[] | null = null;
  constructor(
    private readonly german: State['german'],
    private readonly sectors: readonly string[],
  ) {}
  /** The stacks on hexes of the game's sectors (2.1), in record order. */
  get inPlay(): readonly (readonly [string, GermanStack])[] {
    return (this.#inPlay ??= Object.entries(this.german).filter(([hex]) => { const h = MAP.hex.get(hex); return !!h && this.sectors.includes(h.sector); }));
  }
  /** Their hexes in id order (8, 8.16: what may be attacked, before this phase's attacks and barrages). */
  get inPlayHexes(): readonly string[] {
    return (this.#targets ??= this.inPlay.map(([hex]) => hex).sort());
  }
  /** Positions holding a non-disrupted stack (7.32, actions/). */
  active: ReadonlySet<string> | null = null;
  /** German-occupied hexes over the LOC map's indices (12.2, control/). */
  marks: Uint8Array | null = null;
  /** Per hex, one step list per move class and tide (7.3, actions/), while no Engineer Base is in play. */
  steps: Map<string, (readonly StepOption[] | undefined)[]> | null = null;
  /** German LOC per position (12.2, control/), per US occupation and control. */
  loc: WeakMap<LocContext, Map<string, boolean>> | null = null;
}

export interface GameContext {
  readonly units: WeakMap<State['us'], UnitIndex>;
  lastUs: State['us'] | null;
  lastUnits: UnitIndex | null;
  readonly germans: WeakMap<State['german'], GermanIndex>;
  lastGerman: State['german'] | null;
  lastGermans: GermanIndex | null;
}

function newContext(): GameContext {
  return { units: new WeakMap(), lastUs: null, lastUnits: null, germans: new WeakMap(), lastGerman: null, lastGermans: null };
}

// The registry: weak, so a game no state refers to any more takes its context with it.
const CONTEXTS = new WeakMap<Rules, GameContext>();
// Every call of a decision asks for the same game: the last one is kept in front of the weak map.
let lastRules: Rules | null = null;
let lastContext: GameContext | null = null;

/** The context of the game a state belongs to. */
export function contextOf(s: State): GameContext {
  const r = s.rules;
  if (r === lastRules && lastContext) return lastContext;
  let c = CONTEXTS.get(r);
  if (!c) CONTEXTS.set(r, (c = newContext()));
  lastRules = r;
  lastContext = c;
  return c;
}

/** The per-record index of the US units (core.ts). */
export function unitIndexOf(s: State): UnitIndex {
  const c = contextOf(s);
  const us = s.us;
  if (us === c.lastUs && c.lastUnits) return c.lastUnits;
  let hit = c.units.get(us);
  if (!hit) c.units.set(us, (hit = new UnitIndex(us)));
  c.lastUs = us;
  c.lastUnits = hit;
  return hit;
}

/** The per-record index of the German stacks. */
export function germanIndexOf(s: State): GermanIndex {
  const c = contextOf(s);
  const g = s.german;
  if (g === c.lastGerman && c.lastGermans) return c.lastGermans;
  let hit = c.germans.get(g);
  if (!hit) c.germans.set(g, (hit = new GermanIndex(g, s.rules.sectors)));
  c.lastGerman = g;
  c.lastGermans = hit;
  return hit;
}
