import { freezeNew } from './json.js';
import { lcm, type ChanceOutcome, type GameDefinition, type GameEvent, type RuleError } from '@esagono/kernel';

/**
 * Any title, with the type parameters the testkit does not need erased. Every
 * `GameDefinition` is assignable to it.
 */
export type Game<State, Move, Player extends string = string, Setup = unknown> = GameDefinition<
  State,
  Move,
  Player,
  Setup,
  unknown,
  GameEvent
>;

/** Scenario id -> setup, e.g. a title's exported `scenarios`. */
export type Scenarios<Setup> = Readonly<Record<string, Setup>>;

/**
 * Picks a chance outcome from a shrinkable choice: outcomes are put over a common
 * denominator, so choices spread over them with their exact weights, and choice 0
 * (what shrinking aims for) is the first outcome. Malformed probabilities fall back to
 * a uniform pick, so a broken title can still be walked and reported.
 */
export function chanceByChoice<Move>(outcomes: readonly ChanceOutcome<Move>[], choice: number): Move | undefined {
  if (outcomes.length === 0) return undefined;
  const uniform = outcomes[choice % outcomes.length]?.move;
  let den = 1;
  for (const o of outcomes) {
    if (!Number.isSafeInteger(o.p?.den) || !Number.isSafeInteger(o.p?.num) || o.p.den <= 0 || o.p.num < 0) return uniform;
    den = lcm(den, o.p.den);
    if (!Number.isSafeInteger(den)) return uniform;
  }
  const weights = outcomes.map((o) => o.p.num * (den / o.p.den));
  const total = weights.reduce((a, b) => a + b, 0);
  if (!Number.isSafeInteger(total) || total <= 0) return uniform;
  let x = choice % total;
  for (let i = 0; i < outcomes.length; i++) {
    const w = weights[i] ?? 0;
    if (x < w) return outcomes[i]?.move;
    x -= w;
  }
  return uniform;
}

/** Picks a player's move from a shrinkable choice: an index modulo the number of moves. */
export function moveByChoice<Move>(moves: readonly Move[], choice: number): Move | undefined {
  return moves.length === 0 ? undefined : moves[choice % moves.length];
}

/** Why a walk stopped. */
export type StopReason =
  /** The game ended. */
  | 'terminal'
  /** The move bound was reached first. */
  | 'max-moves'
  /** The choices ran out (only when not playing to the end). */
  | 'end-of-choices'
  /** Someone must act but nothing is listed. */
  | 'stuck'
  /** `resolve` refused or threw on a move it listed. */
  | 'error';

/** A game played from a scenario: `states[i + 1]` is `states[i]` after `moves[i]`. */
export interface Playthrough<State, Move, Setup = unknown> {
  readonly scenario: string;
  readonly setup: Setup;
  readonly choices: readonly number[];
  readonly moves: readonly Move[];
  readonly states: readonly State[];
  readonly stop: StopReason;
  /** Set when `stop` is `error`, or when the setup was refused (then `states` is empty). */
  readonly error?: RuleError;
}

export interface WalkOptions {
  /** Stop after this many moves, player and chance alike. */
  readonly maxMoves: number;
  /** When the choices run out, go on with choice 0 (the first listed move) to the end. */
  readonly untilEnd: boolean;
  /**
   * Freeze each state's new parts (default false), so that a title or a property that writes
   * to a state throws where it does. Off, states cost what plain play costs; they are shared
   * between consecutive states all the same, so treat them as read-only.
   */
  readonly freeze?: boolean;
}

/**
 * Plays a scenario by interpreting each choice as an index into the listed moves or
 * outcomes. Never throws: a title's exception becomes a `stop: 'error'`.
 */
export function walk<State, Move, Player extends string, Setup>(
  game: Game<State, Move, Player, Setup>,
  scenario: string,
  setup: Setup,
  choices: readonly number[],
  options: WalkOptions,
): Playthrough<State, Move, Setup> {
  const base = { scenario, setup, choices };
  let init;
  try {
    init = game.setup(setup);
  } catch (e) {
    return { ...base, moves: [], states: [], stop: 'error', error: thrown('setup', e) };
  }
  if (!init.ok) return { ...base, moves: [], states: [], stop: 'error', error: init.error };
  // Never copied: a walk costs what plain play does (the conformance suite checks writes).
  const keep = options.freeze ? freezeNew : <T>(x: T): T => x;
  const states: State[] = [keep(init.state)];
  const moves: Move[] = [];
  let s = init.state;
  for (;;) {
    let stop: StopReason | null = null;
    let error: RuleError | undefined;
    try {
      const actor = game.actor(s);
      if (actor.kind === 'terminal') stop = 'terminal';
      else if (moves.length >= options.maxMoves) stop = 'max-moves';
      else if (!options.untilEnd && moves.length >= choices.length) stop = 'end-of-choices';
      else {
        const choice = choices[moves.length] ?? 0;
        const move =
          actor.kind === 'chance'
            ? chanceByChoice(game.chanceOutcomes(s), choice)
            : moveByChoice(game.legalMoves(s), choice);
        if (move === undefined) stop = 'stuck';
        else {
          const r = game.resolve(s, move);
          if (!r.ok) {
            stop = 'error';
            error = r.error;
          } else {
            moves.push(move);
            s = keep(r.state);
            states.push(s);
          }
        }
      }
    } catch (e) {
      stop = 'error';
      error = thrown('a protocol function', e);
    }
    if (stop !== null) return error ? { ...base, moves, states, stop, error } : { ...base, moves, states, stop };
  }
}

function thrown(where: string, e: unknown): RuleError {
  return { code: 'threw', message: `${where} threw: ${e instanceof Error ? e.message : String(e)}` };
}
