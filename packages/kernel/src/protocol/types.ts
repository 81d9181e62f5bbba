import type { ZodType } from 'zod';
import type { Rational } from '../rational/rational.js';

/**
 * Who must act next. `chance` means dice are rolled or a card/chit is drawn: the
 * next move is one of `chanceOutcomes(state)`, picked by a driver, a test or a
 * person at a physical table.
 */
export type Actor<Player extends string = string> =
  | { readonly kind: 'player'; readonly player: Player }
  | { readonly kind: 'chance' }
  | { readonly kind: 'terminal' };

/** A refusal: `code` is stable and machine-readable, `rule` cites the rulebook (e.g. `M44 p.9`). */
export interface RuleError {
  readonly code: string;
  readonly message: string;
  readonly rule?: string;
  /** The offending field of the input, as a dotted path, when the input was malformed. */
  readonly path?: string;
}

/** Something that happened while a move resolved, for logs and front-ends. */
export interface GameEvent {
  readonly type: string;
  readonly rule?: string;
}

export type SetupResult<State> =
  | { readonly ok: true; readonly state: State }
  | { readonly ok: false; readonly error: RuleError };

export type ResolveResult<State, Event extends GameEvent = GameEvent> =
  | { readonly ok: true; readonly state: State; readonly events: readonly Event[] }
  | { readonly ok: false; readonly error: RuleError };

/** One possible result of a chance event and its exact probability. */
export interface ChanceOutcome<Move> {
  readonly move: Move;
  readonly p: Rational;
}

/** The result of a finished game: a winner or a draw, with optional scores per player. */
export type Outcome<Player extends string = string> =
  | { readonly kind: 'win'; readonly winner: Player; readonly scores?: Readonly<Record<string, number>> }
  | { readonly kind: 'draw'; readonly scores?: Readonly<Record<string, number>> };

export interface SetupOptions {
  /** Seed for any randomness a title needs at set-up (most titles use chance moves instead). */
  readonly seed?: number;
}

export interface GameSchemas<Setup, State, Move> {
  readonly setup: ZodType<Setup>;
  readonly state: ZodType<State>;
  readonly move: ZodType<Move>;
}

/**
 * The contract every Esagono title implements, in the spirit of OpenSpiel's `State`.
 * State is plain JSON data and is never mutated; every function is pure.
 */
export interface GameDefinition<
  State,
  Move,
  Player extends string = string,
  Setup = unknown,
  View = unknown,
  Event extends GameEvent = GameEvent,
> {
  /** Stable identifier, e.g. `memoir44`. */
  readonly id: string;
  /** Human-readable title. */
  readonly name: string;
  /** Every player of the title, in seating order. */
  readonly players: readonly Player[];
  /** Builds the initial state; validates `setup` with `schemas.setup` and never throws. */
  setup(setup: Setup, options?: SetupOptions): SetupResult<State>;
  actor(state: State): Actor<Player>;
  /** Every move the acting player may make; empty unless a player acts. */
  legalMoves(state: State): readonly Move[];
  /** Exact outcome distribution; empty unless chance acts. Probabilities sum to 1. */
  chanceOutcomes(state: State): readonly ChanceOutcome<Move>[];
  /** Applies a player's move or a chance outcome. Never throws, never mutates `state`. */
  resolve(state: State, move: Move): ResolveResult<State, Event>;
  /** What `player` may know of `state`, and nothing else. */
  view(state: State, player: Player): View;
  /** Null until the game is over. */
  outcome(state: State): Outcome<Player> | null;
  readonly schemas: GameSchemas<Setup, State, Move>;
  /**
   * An upper bound on the number of moves (player and chance) of any game, used by
   * drivers and conformance checks to detect a game that never ends.
   */
  readonly maxMoves: number;
}

/** Convenience extractors for a game's type parameters. */
export type StateOf<G> = G extends GameDefinition<infer S, unknown, string, unknown, unknown, GameEvent> ? S : never;
export type MoveOf<G> = G extends GameDefinition<unknown, infer M, string, unknown, unknown, GameEvent> ? M : never;
export type PlayerOf<G> = G extends GameDefinition<unknown, unknown, infer P, unknown, unknown, GameEvent> ? P : never;
export type SetupOf<G> = G extends GameDefinition<unknown, unknown, string, infer U, unknown, GameEvent> ? U : never;

/** A game with its type parameters erased, for tools that drive any title. */
export type AnyGame = GameDefinition<unknown, unknown, string, unknown, unknown, GameEvent>;
