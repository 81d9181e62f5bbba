import fc from 'fast-check';
import { applyMutation, mutationArb } from './mutate.js';
import { show, tryCanonical } from './json.js';
import { graft, schemaArb } from './shapes.js';
import { PathArbitrary, typicalLength, withToString, type PathSpec, type SamplingOptions } from './path.js';
import { chanceByChoice, type Game, type Playthrough, type Scenarios } from './walk.js';

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

export interface PlaythroughOptions<Setup, State = unknown> extends SamplingOptions<State> {
  readonly scenarios: Scenarios<Setup>;
  /** Move bound (default: the title's `maxMoves`). */
  readonly maxMoves?: number;
  /**
   * Play to the end (default): once the random choices run out, the first listed move or
   * outcome is taken. When false, the playthrough stops where the choices do.
   */
  readonly untilEnd?: boolean;
}

/** The options a title exports for testing may carry more (say `hidden`): they are ignored here. */
function spec<State, Move, Player extends string, Setup>(
  game: Game<State, Move, Player, Setup>,
  options: PlaythroughOptions<Setup, State>,
  extra: { untilEnd: boolean; prefix: boolean; where?: (s: State) => boolean; nonTerminal?: boolean },
): PathSpec<State, Move, Player, Setup> {
  const maxMoves = options.maxMoves ?? game.maxMoves;
  const typical = Math.min(maxMoves, options.typicalMoves ?? typicalLength(game, options.scenarios, maxMoves));
  return {
    game,
    scenarios: options.scenarios,
    maxMoves,
    // Whole games: random choices for about twice a typical game, so most are random to the end.
    // Prefixes: a length drawn uniformly up to a typical game, so states spread over the game.
    // With `where`, whole random games are played and cut at a matching state, anywhere in them.
    choices: extra.prefix && extra.where === undefined ? { upTo: typical } : { exactly: Math.min(maxMoves, 2 * typical) },
    untilEnd: extra.untilEnd,
    ...(extra.where === undefined ? {} : { where: extra.where }),
    nonTerminal: extra.nonTerminal ?? false,
    ...(options.describeState === undefined ? {} : { describeState: options.describeState }),
    shrinkTimeLimit: options.shrinkTimeLimit ?? 10_000,
    freeze: options.freeze ?? false,
    attempts: 200,
  };
}

/**
 * A whole game: a scenario and moves to the end or to the bound; chance outcomes are
 * drawn with their exact weights. A failing property shrinks to a shorter game.
 */
export function playthroughArb<State, Move, Player extends string, Setup>(
  game: Game<State, Move, Player, Setup>,
  options: PlaythroughOptions<Setup, State>,
): fc.Arbitrary<Playthrough<State, Move, Setup>> {
  const untilEnd = options.untilEnd ?? true;
  return new PathArbitrary(spec(game, options, { untilEnd, prefix: !untilEnd }));
}

/** A state reached by legal play, with how it was reached. */
export interface Reached<State, Move, Setup = unknown> {
  readonly scenario: string;
  readonly setup: Setup;
  readonly moves: readonly Move[];
  /** The choices that replay `moves` with `walk(..., { untilEnd: false })`. */
  readonly choices: readonly number[];
  readonly state: State;
}

export interface ReachableOptions<Setup, State = unknown> extends PlaythroughOptions<Setup, State> {
  /** Never a finished game: when play ends, the state before the last move is taken. */
  readonly nonTerminal?: boolean;
  /**
   * Only states where this holds, e.g. `(s) => s.phase.kind === 'ambush'`: whole random games
   * are played and cut at a state that satisfies it, so rare situations come up on demand.
   */
  readonly where?: (state: State) => boolean;
}

/**
 * A state reachable from a scenario by a random legal prefix (setup included, chance
 * resolved). The prefix length is drawn uniformly up to the title's typical game length, so
 * states spread over the whole game; `where` asks for a kind of state.
 */
export function reachableStateArb<State, Move, Player extends string, Setup>(
  game: Game<State, Move, Player, Setup>,
  options: ReachableOptions<Setup, State>,
): fc.Arbitrary<Reached<State, Move, Setup>> {
  const where = options.where;
  const path = new PathArbitrary(
    spec(game, options, { untilEnd: false, prefix: true, ...(where === undefined ? {} : { where }), nonTerminal: options.nonTerminal ?? false }),
  );
  return path.map((p) => {
    if (p.states.length === 0) {
      throw new Error(`reachableStateArb: scenario "${p.scenario}" refused: ${p.error?.message ?? 'unknown'}`);
    }
    const n = p.states.length - 1;
    const reached: Reached<State, Move, Setup> = { scenario: p.scenario, setup: p.setup, moves: p.moves, choices: p.choices.slice(0, n), state: p.states[n] as State };
    return withToString(reached, () => (p as unknown as { [fc.toStringMethod]: () => string })[fc.toStringMethod]());
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

/** A reachable state where someone must act, and a move that may be made there (`where` selects the state). */
export function transitionArb<State, Move, Player extends string, Setup>(
  game: Game<State, Move, Player, Setup>,
  options: ReachableOptions<Setup, State>,
): fc.Arbitrary<Reached<State, Move, Setup> & { readonly move: Move }> {
  return fc.tuple(reachableStateArb(game, { ...options, nonTerminal: true }), fc.nat()).map(([r, c]) => {
    const outcomes = game.chanceOutcomes(r.state);
    const legal = outcomes.length > 0 ? [] : game.legalMoves(r.state);
    const move = (outcomes.length > 0 ? chanceByChoice(outcomes, c) : legal[c % legal.length]) as Move;
    const text = (r as unknown as { [fc.toStringMethod]: () => string })[fc.toStringMethod];
    return withToString({ ...r, move }, () => `${text()}
  move: ${show(move, 300)}`);
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
 * dropped, changed, retyped or borrowed from another move; a well-formed move of any type
 * `schemas.move` knows, alone or grafted onto a listed move (one field from it); or
 * arbitrary JSON.
 */
export function illegalMoveArb<State, Move, Player extends string, Setup>(
  game: Game<State, Move, Player, Setup>,
  state: State,
): fc.Arbitrary<unknown> {
  const listed = listedMoves(game, state);
  const keys = new Set(listed.map((m) => moveKey(game, m)));
  const shaped = fc
    .tuple(schemaArb(game.schemas.move), fc.nat({ max: 1_000 }), fc.nat({ max: 1_000 }), fc.boolean())
    .map(([v, pick, field, alone]) => (alone ? v : graft(v, listed, pick, field)));
  return fc
    .oneof(
      mutationArb().map((m) => applyMutation(m, listed)),
      shaped,
    )
    .filter((v) => {
      const k = moveKey(game, v);
      return k === null || !keys.has(k);
    });
}

/** Anything at all, for "never throws" properties: JSON values and fast-check's `anything`. */
export function junkArb(): fc.Arbitrary<unknown> {
  return fc.oneof(fc.jsonValue(), fc.anything());
}

/** How often each kind of value came up in a sample (see `sampleReport`). */
export interface SampleReport {
  readonly total: number;
  /** Kind -> values of that kind, the most frequent first. */
  readonly counts: Readonly<Record<string, number>>;
  /** Kind -> share of the sample, 0..1. */
  readonly shares: Readonly<Record<string, number>>;
}

/**
 * Draws `numRuns` values and counts them by `kindOf`, e.g. `(r) => r.state.phase.kind` on a
 * `reachableStateArb`: what a property run actually sees, to spot a biased sample (say, most
 * states dice rolls) before trusting a property about rare situations.
 */
export function sampleReport<T>(
  arb: fc.Arbitrary<T>,
  kindOf: (value: T) => string,
  options: { readonly numRuns?: number; readonly seed?: number } = {},
): SampleReport {
  const values = fc.sample(arb, { numRuns: options.numRuns ?? 100, ...(options.seed === undefined ? {} : { seed: options.seed }) });
  const tally = new Map<string, number>();
  for (const v of values) {
    const k = kindOf(v);
    tally.set(k, (tally.get(k) ?? 0) + 1);
  }
  const sorted = [...tally].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return {
    total: values.length,
    counts: Object.fromEntries(sorted),
    shares: Object.fromEntries(sorted.map(([k, n]) => [k, n / Math.max(1, values.length)])),
  };
}
