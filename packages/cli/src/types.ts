import type { AnyGame, Determinizer, Evaluator, GameDefinition, GameEvent, MctsOptions } from '@esagono/kernel';

/** Search settings a title may tune for its own pace of play. */
export type MctsHints = Partial<Pick<MctsOptions<unknown, string>, 'rolloutMoves' | 'exploration'>>;

/** A sentence for a log, with the rulebook reference it follows. */
export interface LogText {
  readonly text: string;
  readonly rule?: string;
}

/** A move in words, with its rule and what it did (losses, eliminations, medals, ...). */
export interface MoveText extends LogText {
  readonly effects?: readonly LogText[];
}

/** A scenario file read by a title's own importer: a setup for `game.setup`, or why not. */
export type ScenarioImport =
  | { readonly ok: true; readonly setup: unknown; readonly warnings?: readonly string[] }
  | { readonly ok: false; readonly error: { readonly code: string; readonly message: string; readonly path?: string; readonly rule?: string } };

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
  /**
   * A move in words, read from the states before and after it, for `play`'s log. Without it
   * the log shows the move as JSON and the game's events.
   */
  readonly describe?: (before: unknown, move: unknown, after: unknown) => MoveText;
  /** The describer's effects already tell every game event: `play` then lists no raw events. */
  readonly describesEvents?: boolean;
  /**
   * Reads a scenario file in a format of the title's own (e.g. an editor's) into a setup, for
   * `validate` and `--scenario-file`; `null` when `data` is not in that format (it is then
   * taken as a setup). `data` is the parsed JSON, `path` the file's name.
   */
  readonly importScenario?: (data: unknown, path: string) => ScenarioImport | null;
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
  readonly describe?: (before: State, move: Move, after: State) => MoveText;
  readonly describesEvents?: boolean;
  readonly importScenario?: (data: unknown, path: string) => ScenarioImport | null;
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
  /** Milliseconds clock for progress reports (default `Date.now`); tests pass their own. */
  readonly now?: () => number;
}

/** Exit codes: 0 ok, 1 a failure was found (illegal move, invalid file), 2 usage error. */
export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/** A usage error: bad arguments, unknown title, unreadable file. */
export class UsageError extends Error {}
