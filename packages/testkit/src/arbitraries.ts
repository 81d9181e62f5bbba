import fc from 'fast-check';
import { applyMutation, mutationArb } from './mutate.js';
import { tryCanonical } from './json.js';
import { chanceByChoice, walk, type Game, type Playthrough, type Scenarios } from './walk.js';

/** A scenario of a title, with its id for messages. */
export interface Scenario<Setup> {
  readonly id: string;
  readonly setup: Setup;
}

/** One of the given scenarios; shrinks towards the first. */
export function scenarioArb<Setup>(scenarios: Scenarios<Setup>): fc.Arbitrary<Scenario<Setup>> {
  const entries = Object.entries(scenarios);
  if (entries.length === 0) throw new RangeError('scenarioArb: no scenarios given');
  return fc.constantFrom(...entries.map(([id, setup]) => ({ id, setup })));
}

/**
 * The raw material of every playthrough: one choice per move. Shrinking removes choices
 * (shorter games) and lowers them (towards the first listed move or outcome).
 * `size: 'max'` lets lengths spread over the whole bound, so deep states are reached.
 */
export function choicesArb(maxLength: number): fc.Arbitrary<number[]> {
  return fc.array(fc.nat(), { maxLength, size: 'max' });
}

export interface PlaythroughOptions<Setup> {
  readonly scenarios: Scenarios<Setup>;
  /** Move bound (default: the title's `maxMoves`). */
  readonly maxMoves?: number;
  /**
   * Play to the end (default): once the random choices run out, the first listed move or
   * outcome is taken. When false, the playthrough stops where the choices do.
   */
  readonly untilEnd?: boolean;
}

/**
 * A whole game: a scenario and moves to the end or to the bound; chance outcomes are
 * drawn with their exact weights. A failing property shrinks to a shorter game.
 */
export function playthroughArb<State, Move, Player extends string, Setup>(
  game: Game<State, Move, Player, Setup>,
  options: PlaythroughOptions<Setup>,
): fc.Arbitrary<Playthrough<State, Move, Setup>> {
  const maxMoves = options.maxMoves ?? game.maxMoves;
  const untilEnd = options.untilEnd ?? true;
  return fc
    .tuple(scenarioArb(options.scenarios), choicesArb(maxMoves))
    .map(([sc, choices]) => walk(game, sc.id, sc.setup, choices, { maxMoves, untilEnd }));
}

/** A state reached by legal play, with how it was reached. */
export interface Reached<State, Move, Setup = unknown> {
  readonly scenario: string;
  readonly setup: Setup;
  readonly moves: readonly Move[];
  readonly state: State;
}

export interface ReachableOptions<Setup> extends PlaythroughOptions<Setup> {
  /** Never a finished game: when play ends, the state before the last move is taken. */
  readonly nonTerminal?: boolean;
}

/** A state reachable from a scenario by a random legal prefix (setup included, chance resolved). */
export function reachableStateArb<State, Move, Player extends string, Setup>(
  game: Game<State, Move, Player, Setup>,
  options: ReachableOptions<Setup>,
): fc.Arbitrary<Reached<State, Move, Setup>> {
  return playthroughArb(game, { untilEnd: false, ...options }).map((p) => {
    if (p.states.length === 0) {
      throw new Error(`reachableStateArb: scenario "${p.scenario}" refused: ${p.error?.message ?? 'unknown'}`);
    }
    let n = p.states.length - 1;
    if (options.nonTerminal && n > 0 && game.actor(p.states[n] as State).kind === 'terminal') n -= 1;
    return { scenario: p.scenario, setup: p.setup, moves: p.moves.slice(0, n), state: p.states[n] as State };
  });
}

/**
 * A move that may be made in `state`: a listed legal move, or when chance acts, an
 * outcome drawn with its exact weight. Throws when nothing can be made (a finished game).
 */
export function legalMoveArb<State, Move, Player extends string, Setup>(
  game: Game<State, Move, Player, Setup>,
  state: State,
): fc.Arbitrary<Move> {
  const actor = game.actor(state);
  if (actor.kind === 'chance') {
    const outcomes = game.chanceOutcomes(state);
    if (outcomes.length === 0) throw new RangeError('legalMoveArb: chance acts but lists no outcome');
    return fc.nat().map((c) => chanceByChoice(outcomes, c) as Move);
  }
  const moves = game.legalMoves(state);
  if (moves.length === 0) throw new RangeError(`legalMoveArb: no legal move (actor: ${actor.kind})`);
  return fc.constantFrom(...moves);
}

/** A reachable state where someone must act, and a move that may be made there. */
export function transitionArb<State, Move, Player extends string, Setup>(
  game: Game<State, Move, Player, Setup>,
  options: PlaythroughOptions<Setup>,
): fc.Arbitrary<Reached<State, Move, Setup> & { readonly move: Move }> {
  return fc
    .tuple(reachableStateArb(game, { ...options, nonTerminal: true }), fc.nat())
    .filter(([r]) => game.actor(r.state).kind !== 'terminal')
    .map(([r, c]) => {
      const outcomes = game.chanceOutcomes(r.state);
      const move = outcomes.length > 0 ? chanceByChoice(outcomes, c) : game.legalMoves(r.state)[c % game.legalMoves(r.state).length];
      return { ...r, move: move as Move };
    });
}

/** Every move `resolve` should accept in `state`: the legal moves, or the chance outcomes. */
export function listedMoves<State, Move, Player extends string, Setup>(
  game: Game<State, Move, Player, Setup>,
  state: State,
): readonly Move[] {
  return [...game.legalMoves(state), ...game.chanceOutcomes(state).map((o) => o.move)];
}

/**
 * The canonical form a move takes after the title's move schema (which may strip unknown
 * fields or fill defaults), so that a harmless variant of a listed move is not mistaken
 * for a different move.
 */
export function moveKey<State, Move, Player extends string, Setup>(
  game: Game<State, Move, Player, Setup>,
  move: unknown,
): string | null {
  let value = move;
  try {
    const parsed = game.schemas.move.safeParse(move);
    if (parsed.success) value = parsed.data;
  } catch {
    // A schema that throws is judged elsewhere; compare the raw value.
  }
  return tryCanonical(value);
}

/**
 * An action-shaped value that `state` does not list: a listed move with a field
 * dropped, changed, retyped or borrowed from another move, or arbitrary JSON.
 */
export function illegalMoveArb<State, Move, Player extends string, Setup>(
  game: Game<State, Move, Player, Setup>,
  state: State,
): fc.Arbitrary<unknown> {
  const listed = listedMoves(game, state);
  const keys = new Set(listed.map((m) => moveKey(game, m)));
  return mutationArb()
    .map((m) => applyMutation(m, listed))
    .filter((v) => {
      const k = moveKey(game, v);
      return k === null || !keys.has(k);
    });
}

/** Anything at all, for "never throws" properties: JSON values and fast-check's `anything`. */
export function junkArb(): fc.Arbitrary<unknown> {
  return fc.oneof(fc.jsonValue(), fc.anything());
}
