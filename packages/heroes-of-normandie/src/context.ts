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
 * dropping one only costs a recomputation. The per-state entries are a few "last key" slots
 * (the kernel's `Recent`), bounded, and cheaper for the garbage collector than weak maps keyed by state;
 * the openings stay weak, per scenario. A battlefield no state holds takes its whole context with it.
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
import { Recent } from '@esagono/kernel';
import type { SquareIndex } from './speed/squares.js';

export interface GameContext {
  /** The battlefield compiled with the standard terrain tiles (map/board.ts), built on first use. */
  board: Board | null;
  /** Who stands where, per units array (speed/squares.ts), for the last few arrays asked about. */
  readonly squares: Recent<readonly Unit[], SquareIndex>;
  /** The units array indexed last and its index: the next array is derived from it (most moves change one unit's place or none). */
  lastIndexed: { readonly units: readonly Unit[]; readonly index: SquareIndex } | null;
  /** Units that may Opportunity Fire at the mover, per state: its actor and its move list ask alike (sequence/actor.ts). */
  readonly ofCandidates: Recent<State, Unit[]>;
  /** The steps listed for a state, per direction, kept for its resolution (movement/move.ts). */
  readonly steps: Recent<State, (StepResult | null)[]>;
  /** Smoke areas per smokes array (commands/smoke.ts). */
  readonly smokeAreas: Recent<readonly Smoke[], readonly SquarePointArea[]>;
  /** Opening states per frozen scenario on this battlefield (speed/initial.ts). */
  readonly openings: WeakMap<Scenario, SetupResult<State>>;
}

/**
 * Slots per cache: a decision asks about its state (and the states its resolution builds) and
 * leaves it for good; two or four recent keys cover the back-and-forth of one decision.
 */
function newContext(): GameContext {
  return {
    board: null,
    squares: new Recent(4),
    lastIndexed: null,
    ofCandidates: new Recent(2),
    steps: new Recent(2),
    smokeAreas: new Recent(2),
    openings: new WeakMap(),
  };
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
