import type { AnyGame, Determinizer, Evaluator, GameDefinition, GameEvent, MctsOptions } from '@esagono/kernel';

/** Search settings a title may tune for its own pace of play. */
export type MctsHints = Partial<Pick<MctsOptions<unknown, string>, 'rolloutMoves' | 'exploration'>>;

/**
 * A title as the CLI sees it: the game, its scenarios (id -> setup), and optional
 * helpers. Types are erased so one registry can hold every title.
 */
export interface TitleEntry {
  readonly game: AnyGame;
  /** Scenario id -> setup accepted by `game.setup`. */
  readonly scenarios: Readonly<Record<string, unknown>>;
  /** The scenario used when none is named, and by the benchmarks. */
  readonly referenceScenario?: string;
  /** An SVG picture of a state, for `play --svg`. */
  readonly render?: (state: unknown) => string;
  /** Resamples hidden information for the MCTS bot; without it the bot sees everything. */
  readonly determinize?: Determinizer<unknown, string>;
  /** Heuristic in [0, 1] for MCTS rollouts cut short. */
  readonly evaluate?: Evaluator<unknown, string>;
  /** MCTS settings for this title, e.g. short rollouts for long games. */
  readonly mcts?: MctsHints;
}

export type TitleRegistry = Readonly<Record<string, TitleEntry>>;

/** Typed front door for registering a title; erases its types for the registry. */
export function defineTitle<State, Move, Player extends string, Setup, View, Event extends GameEvent>(entry: {
  readonly game: GameDefinition<State, Move, Player, Setup, View, Event>;
  readonly scenarios: Readonly<Record<string, Setup>>;
  readonly referenceScenario?: string;
  readonly render?: (state: State) => string;
  readonly determinize?: Determinizer<State, Player>;
  readonly evaluate?: Evaluator<State, Player>;
  readonly mcts?: MctsHints;
}): TitleEntry {
  return entry as unknown as TitleEntry;
}

/** Something text can be written to: `process.stdout`, or a collector in tests. */
export interface Out {
  write(text: string): unknown;
  readonly isTTY?: boolean;
}

export interface RunContext {
  readonly titles: TitleRegistry;
  readonly stdout: Out;
  readonly stderr: Out;
  /**
   * Module URL exporting `titles`, loaded by simulation worker threads (which cannot
   * receive functions). Default: the CLI's own registry.
   */
  readonly titlesModule?: string;
}

/** Exit codes: 0 ok, 1 a failure was found (illegal move, invalid file), 2 usage error. */
export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/** A usage error: bad arguments, unknown title, unreadable file. */
export class UsageError extends Error {}
