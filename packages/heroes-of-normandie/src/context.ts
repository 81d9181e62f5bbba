/**
 * One game's context: the caches the rules keep between calls (docs/performance.md, "Caches in one
 * per-game context"), in one value per battlefield object. A game is found by its battlefield: the
 * set-up takes it from the scenario and every later state carries it unchanged, until a structure
 * falls (HoN p.9 L639), an MG Nest (p.13 L1081) or a Position tile (p.11 L897) is laid: a new
 * battlefield, a new context (a few times a game at most). Games of one frozen scenario start from
 * the same opening state (speed/initial.ts) and so share its context, as Memoir '44's games of one
 * scenario do; the interleaving test (test/speed/context.test.ts) checks that this changes nothing.
 *
 * Validity rule: every entry is a pure function of the battlefield (the compiled board, built on
 * first use) or of an immutable value it keys by identity (a state, its units or smokes array, a
 * scenario). States are never mutated, so an entry is right for as long as its key lives, and
 * dropping one only costs a recomputation. The entries are weak: a key no state holds any more goes
 * with its entry, and a battlefield no state holds takes its whole context with it.
 *
 * Outside the contexts: the registry below (the one lookup from a state to its game), and tables of
 * constant data built once at load and never changed (the weapons of each printed side, units.ts).
 */
import type { SquarePointArea } from '@esagono/kernel';
import type { Battlefield, Scenario } from './data/schemas.js';
import type { Board } from './map/board.js';
import type { StepResult } from './movement/move.js';
import type { SetupResult } from '@esagono/kernel';
import type { Smoke, State, Unit } from './state.js';

/**
 * Who stands where, per units array: the index + 1 of the first live unit and of the first wreck on
 * each square, and whether a square holds more than one live unit (units.ts).
 */
export interface SquareIndex {
  readonly width: number;
  readonly height: number;
  readonly live: Int16Array;
  readonly wreck: Int16Array;
  readonly shared: Uint8Array;
}

/** What the rules derive from one units array: filled by the rule modules on first use. */
export interface UnitsMemo {
  /** Live units and wrecks by square (units.ts). */
  squares: SquareIndex | null;
  /** Occupancy by square for lines of sight: 1 infantry, 2 vehicle (combat/fire.ts). */
  occupancy: Uint8Array | null;
}

export interface GameContext {
  /** The battlefield compiled with the standard terrain tiles (map/board.ts), built on first use. */
  board: Board | null;
  readonly units: WeakMap<readonly Unit[], UnitsMemo>;
  /** The units array asked about last and its memo, in front of the weak map: a decision asks about one array many times in a row. */
  lastUnits: readonly Unit[] | null;
  lastMemo: UnitsMemo | null;
  /** Units that may Opportunity Fire at the mover, per state: its actor and its move list ask alike (sequence/actor.ts). */
  readonly ofCandidates: WeakMap<State, Unit[]>;
  /** The steps listed for a state, per direction, kept for its resolution (movement/move.ts). */
  readonly steps: WeakMap<State, (StepResult | null)[]>;
  /** Smoke areas per smokes array (commands/smoke.ts). */
  readonly smokeAreas: WeakMap<readonly Smoke[], readonly SquarePointArea[]>;
  /** Opening states per frozen scenario on this battlefield (speed/initial.ts). */
  readonly openings: WeakMap<Scenario, SetupResult<State>>;
}

function newContext(): GameContext {
  return { board: null, units: new WeakMap(), lastUnits: null, lastMemo: null, ofCandidates: new WeakMap(), steps: new WeakMap(), smokeAreas: new WeakMap(), openings: new WeakMap() };
}

// The registry: weak, so a battlefield no state refers to any more takes its context with it.
const CONTEXTS = new WeakMap<Battlefield, GameContext>();

/** The context of a battlefield (the set-up asks before any state exists). */
export function battlefieldContext(b: Battlefield): GameContext {
  let c = CONTEXTS.get(b);
  if (!c) CONTEXTS.set(b, (c = newContext()));
  return c;
}

/** The context of the game a state belongs to. */
export function contextOf(s: State): GameContext {
  return battlefieldContext(s.battlefield);
}

/** The memo of a state's units array. */
export function unitsMemo(s: State): UnitsMemo {
  const c = contextOf(s);
  const units = s.units;
  if (c.lastUnits === units && c.lastMemo) return c.lastMemo;
  let hit = c.units.get(units);
  if (!hit) c.units.set(units, (hit = { squares: null, occupancy: null }));
  c.lastUnits = units;
  c.lastMemo = hit;
  return hit;
}
