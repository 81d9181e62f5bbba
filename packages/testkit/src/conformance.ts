import fc from 'fast-check';
import {
  RAT_ONE,
  Rng,
  ratEquals,
  ratSum,
  stateHash,
  type Actor,
  type ChanceOutcome,
  type Outcome,
  type ResolveResult,
  type RuleError,
} from '@esagono/kernel';
import { junkArb, listedMoves, moveKey, scenarioArb, choicesArb } from './arbitraries.js';
import { applyMutation, mutationArb, type Mutation } from './mutate.js';
import { branchCount, branchesArb, grafts } from './shapes.js';
import { clone, deepFreeze, firstDifference, jsonEqual, jsonProblem, show, snapshot, tryCanonical } from './json.js';
import { chanceByChoice, moveByChoice, type Game, type Scenarios } from './walk.js';
import { showChoices, type SamplingOptions } from './path.js';

/** The properties `checkConformance` can check; all run by default. */
export type CheckName =
  /** Every listed legal move is accepted by `resolve`, which neither throws nor mutates. */
  | 'legal'
  /** Action-shaped values that are not listed are refused with a typed error. */
  | 'illegal'
  /** `resolve` never throws and never mutates, whatever it is given (any JSON, any value). */
  | 'robustness'
  /** Exact chance probabilities summing to 1, only when chance acts; every outcome accepted. */
  | 'chance'
  /** Same moves, same state and hash; states survive a JSON round trip and match `schemas.state`. */
  | 'determinism'
  /** `view` is JSON and does not change when only what is hidden from the player changes. */
  | 'view'
  /** Random play ends within the bound; `outcome` is null exactly until the game is over. */
  | 'termination';

export const ALL_CHECKS: readonly CheckName[] = [
  'legal',
  'illegal',
  'robustness',
  'chance',
  'determinism',
  'view',
  'termination',
];

/**
 * What a title hides, described by how to re-deal it: `perturb` returns the same state
 * with everything `player` may not know re-randomised (the opponent's hand, the order of
 * a deck, the identity of hidden units). `view(state, player)` must not change.
 */
export interface HiddenInformation<State, Player extends string> {
  perturb(state: State, player: Player, rng: Rng): State;
  /** For messages, e.g. "the opponent's hand and the deck". */
  readonly description?: string;
  /** Re-randomisations tried per state and player (default 1). */
  readonly perturbations?: number;
}

export interface ConformanceOptions<State, Player extends string, Setup> extends SamplingOptions<State> {
  /** The scenarios to play, scenario id -> setup. */
  readonly scenarios: Scenarios<Setup>;
  /**
   * Random games to play (default 200). The environment variable
   * `ESAGONO_CONFORMANCE_RUNS` overrides it, so a nightly job can play many more; with
   * `exactPlaythroughs` it does not (for a part of a total shared out by `conformanceParts`).
   */
  readonly playthroughs?: number;
  readonly exactPlaythroughs?: boolean;
  /** Move bound per game (default: the title's `maxMoves`). */
  readonly maxMoves?: number;
  /** fast-check seed, to reproduce a failure (`ESAGONO_CONFORMANCE_SEED` also sets it). */
  readonly seed?: number;
  /** fast-check path of a failure, printed with it, to replay only that case. */
  readonly path?: string;
  /** The checks to run (default: all of `ALL_CHECKS`). */
  readonly checks?: readonly CheckName[];
  /** How to re-randomise hidden information, for the `view` check. */
  readonly hidden?: HiddenInformation<State, Player>;
  /** State equality (default: equal canonical JSON). */
  readonly equals?: (a: State, b: State) => boolean;
  /**
   * Junk and mutated moves tried per game, each at every deeply checked state of it (default 4).
   * Besides these, each deep state tries one well-formed move of every type `schemas.move`
   * knows, alone and grafted onto a listed move; 0 turns all probing off.
   */
  readonly probes?: number;
  /**
   * How many states of each game get the deep checks besides its first and last state
   * (default 'all': every state). The deep checks are the JSON and schema round trips,
   * `resolve` and `legalMoves` on a reloaded state, the views and the probes. Every state
   * still gets the cheap ones: listed moves and outcomes accepted, exact chance, actor and
   * lists consistent, termination, and no writes to the state or the moves (they are
   * deep-frozen). The states are picked by the fast-check run, so a failure reproduces and
   * shrinks like any other; a long game (hundreds of moves) needs this to stay fast.
   */
  readonly deepStates?: number | 'all';
  /**
   * Moves of each game chosen at random (default: `maxMoves`); after them play takes the
   * first listed move to the end. Choices are drawn as an array of this length, so a title
   * with a loose `maxMoves` (say 200 000) can bound it near its longest real game.
   */
  readonly randomMoves?: number;
  /**
   * At most this many listed moves are resolved per state, spread over the list (default 64),
   * besides the move played; 0 resolves only the move played. Deeply checked states (see
   * `deepStates`) resolve at least 64.
   */
  readonly movesPerState?: number;
  /**
   * At most this many chance outcomes are resolved per state, spread over the list, besides
   * the outcome drawn (default: all of them). Deeply checked states (see `deepStates`)
   * always resolve every outcome.
   */
  readonly outcomesPerState?: number;
}

/** What was checked, for a test to print or assert on. */
export interface ConformanceReport {
  readonly game: string;
  readonly seed: number;
  readonly checks: readonly CheckName[];
  /** Games played. */
  readonly playthroughs: number;
  /** Games played per scenario id. */
  readonly byScenario: Readonly<Record<string, number>>;
  /** Of which ended in a terminal state. */
  readonly terminal: number;
  /** States visited and checked (initial states included). */
  readonly states: number;
  /** Of which checked in depth (see `deepStates`)... */
  readonly deepStates: number;
  /** ...and with the cheap checks only. */
  readonly shallowStates: number;
  readonly playerStates: number;
  readonly chanceStates: number;
  /** Moves applied along the games. */
  readonly moves: number;
  /** Calls to `resolve`, all checks included. */
  readonly resolves: number;
  /** Junk and mutated values tried. */
  readonly probes: number;
  /** Calls to `view`. */
  readonly views: number;
  /** The longest game, in moves. */
  readonly longest: number;
}

/** A minimal counterexample: the scenario, the moves to the offending state, and what went wrong there. */
export interface ConformanceFailure {
  readonly check: CheckName;
  /** One line: what property does not hold. */
  readonly summary: string;
  readonly scenario: string;
  /** The moves from the scenario's setup to the offending state. */
  readonly moves: readonly unknown[];
  /** The choices that play those moves (see `walk`): the path to replay with the arbitraries. */
  readonly choices?: readonly number[];
  readonly state?: unknown;
  readonly actor?: unknown;
  /** The move or value given to the function that misbehaved. */
  readonly input?: unknown;
  /** What it did instead. */
  readonly detail?: string;
}

/** Thrown by `checkConformance`: its message is the readable counterexample. */
export class ConformanceError extends Error {
  constructor(
    message: string,
    readonly failure: ConformanceFailure | null,
    readonly seed: number,
    readonly path: string | null,
  ) {
    super(message);
    this.name = 'ConformanceError';
  }
}

/** Thrown inside the property so fast-check can shrink; carries the structured failure. */
class Found extends Error {
  constructor(readonly failure: ConformanceFailure) {
    super(`[${failure.check}] ${failure.summary}`);
  }
}

/** Tried at every deeply checked state of a game, so a failure's prefix shrinks with the game. */
type Probe = { readonly junk: unknown } | { readonly mutation: Mutation } | { readonly shaped: unknown };

/** Well-formed moves of every type `schemas.move` knows, and which listed move each is grafted onto. */
interface Shapes {
  readonly values: readonly unknown[];
  readonly picks: readonly number[];
}

interface Sample<Setup> {
  readonly scenario: { readonly id: string; readonly setup: Setup };
  readonly choices: readonly number[];
  readonly probes: readonly Probe[];
  readonly shapes: Shapes;
  /** Which states get the deep checks, as indices modulo the game's number of states. */
  readonly deep: readonly number[] | 'all';
  readonly seed: number;
}

interface Counters {
  playthroughs: number;
  byScenario: Record<string, number>;
  terminal: number;
  states: number;
  deepStates: number;
  shallowStates: number;
  playerStates: number;
  chanceStates: number;
  moves: number;
  resolves: number;
  probes: number;
  views: number;
  longest: number;
}

function envNumber(name: string): number | undefined {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  const raw = env?.[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : undefined;
}

/**
 * Resolves after a timer turn of the event loop. A test runner's worker answers its runner only
 * between macrotasks, and synchronous tests awaited one after another never give it one: await
 * this at the start of each part of a long run.
 */
export function yieldToRunner(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The CI run's number of games, against which `ESAGONO_CONFORMANCE_RUNS` scales `conformanceParts`. */
export const CI_CONFORMANCE_RUNS = 200;

/**
 * The games of a conformance test shared out in parts of at most `part` games. `total` is the
 * test's count in a CI run; `ESAGONO_CONFORMANCE_RUNS` scales it (2000 plays ten times as many:
 * 200 become 2000, a small check's 2 become 20). One test per part, each called with
 * `{ playthroughs: n, exactPlaythroughs: true }` after `await yieldToRunner()`, keeps the worker
 * talking to its runner: one that hears nothing for a while (vitest: 60 s) fails the run even
 * when every test passes.
 */
export function conformanceParts(total = CI_CONFORMANCE_RUNS, part = 100): number[] {
  const env = envNumber('ESAGONO_CONFORMANCE_RUNS');
  const runs = Math.max(1, env === undefined ? total : Math.round((total * env) / CI_CONFORMANCE_RUNS));
  const size = Math.max(1, part);
  return Array.from({ length: Math.ceil(runs / size) }, (_v, i) => Math.min(size, runs - i * size));
}

/**
 * Plays random games of `game` and checks the protocol's promises at every state (see
 * `CheckName`; with `deepStates`, the costly ones on a sample of the states). Throws a `ConformanceError` whose message is a shrunk counterexample:
 * the shortest failing move prefix found, the offending input and what went wrong.
 * Returns a report of what was checked.
 *
 * ```ts
 * it('conforms', () => { checkConformance(game, { scenarios }); });
 * ```
 */
export function checkConformance<State, Move, Player extends string, Setup>(
  game: Game<State, Move, Player, Setup>,
  options: ConformanceOptions<State, Player, Setup>,
): ConformanceReport {
  const checks = options.checks ?? ALL_CHECKS;
  const numRuns = Math.max(1, (options.exactPlaythroughs ? undefined : envNumber('ESAGONO_CONFORMANCE_RUNS')) ?? options.playthroughs ?? 200);
  const seed = options.seed ?? envNumber('ESAGONO_CONFORMANCE_SEED') ?? (Date.now() ^ (Math.random() * 0x100000000)) >>> 0;
  const maxMoves = options.maxMoves ?? game.maxMoves;
  const probeArb: fc.Arbitrary<Probe> = fc.oneof(
    fc.record({ junk: junkArb() }),
    fc.record({ mutation: mutationArb() }),
  );
  const deepStates = options.deepStates ?? 'all';
  const deepArb: fc.Arbitrary<readonly number[] | 'all'> =
    deepStates === 'all'
      ? fc.constant('all' as const)
      : fc.array(fc.nat(), { minLength: Math.max(0, Math.floor(deepStates)), maxLength: Math.max(0, Math.floor(deepStates)) });
  const sampleArb: fc.Arbitrary<Sample<Setup>> = fc.record({
    scenario: scenarioArb(options.scenarios),
    choices: choicesArb(Math.max(0, Math.min(maxMoves, options.randomMoves ?? (options.typicalMoves === undefined ? maxMoves : 3 * options.typicalMoves)))),
    probes: fc.array(probeArb, { maxLength: options.probes ?? 4 }),
    shapes: shapesArb(game.schemas.move),
    deep: deepArb,
    seed: fc.nat(),
  });
  const counters: Counters = {
    playthroughs: 0,
    byScenario: Object.fromEntries(Object.keys(options.scenarios).map((id) => [id, 0])),
    terminal: 0,
    states: 0,
    deepStates: 0,
    shallowStates: 0,
    playerStates: 0,
    chanceStates: 0,
    moves: 0,
    resolves: 0,
    probes: 0,
    views: 0,
    longest: 0,
  };
  const ctx: Ctx<State, Move, Player, Setup> = { game, options, checks: new Set(checks), maxMoves, counters };
  const property = fc.property(sampleArb, (sample) => {
    runSample(ctx, sample);
  });
  const found = fc.check(property, {
    numRuns,
    seed,
    endOnFailure: true,
    ...(options.path === undefined ? {} : { path: options.path }),
  });
  // Shrinking replays whole games, so it gets its own time budget; when the budget runs
  // out fast-check reports the smallest counterexample found so far.
  const details =
    found.failed && found.counterexamplePath !== null
      ? fc.check(property, {
          seed: found.seed,
          path: found.counterexamplePath,
          interruptAfterTimeLimit: options.shrinkTimeLimit ?? 10_000,
        })
      : found;
  if (found.failed && !details.failed) {
    // Not reproducible on replay: the title (or `hidden.perturb`) is not deterministic.
    throw new ConformanceError(
      `${game.id} does not conform: a failure did not reproduce on replay, so something is not deterministic\n` +
        `  first failure: ${show(found.errorInstance instanceof Found ? found.errorInstance.message : found.errorInstance, 2_000)}`,
      found.errorInstance instanceof Found ? found.errorInstance.failure : null,
      found.seed,
      found.counterexamplePath,
    );
  }
  if (details.failed) {
    const shrunk = details.errorInstance instanceof Found ? details.errorInstance.failure : null;
    // A probe that fails on a state may fail on an earlier one of the same game: report the first.
    const failure = shrunk ? earliestProbeFailure(game, options.scenarios, shrunk) : null;
    const path = details.counterexamplePath;
    const how = `failed on game ${found.numRuns} of ${numRuns}, shrunk ${details.numShrinks} time(s)${
      details.interrupted ? ' before the shrink time limit' : ''
    }`;
    const body = failure
      ? formatFailure(failure, options.describeState)
      : `unexpected error: ${show(details.errorInstance, 2_000)}`;
    throw new ConformanceError(
      `${game.id} does not conform: ${body}\n  reproduce with { seed: ${details.seed}${
        path === null ? '' : `, path: ${JSON.stringify(path)}`
      } } (${how})`,
      failure,
      details.seed,
      path,
    );
  }
  return { game: game.id, seed, checks, ...counters };
}

/** How `resolve` mishandled a value it should refuse, or null when it refused it properly. */
function probeOutcome<State, Move, Player extends string, Setup>(game: Game<State, Move, Player, Setup>, s: State, input: unknown): string | null {
  let r: unknown;
  try {
    r = game.resolve(s, input as Move);
  } catch {
    return 'threw';
  }
  const problem = refusalProblem(r);
  return problem === null ? null : problem.startsWith('resolve accepted') ? 'accepted' : 'malformed';
}

/**
 * The same junk or illegal input, tried on the states before the one where it failed: the
 * first state where `resolve` mishandles it the same way gives the shortest prefix. Only the
 * probes of the `illegal` and `robustness` checks are moved; other failures stay as shrunk.
 */
function earliestProbeFailure<State, Move, Player extends string, Setup>(
  game: Game<State, Move, Player, Setup>,
  scenarios: Scenarios<Setup>,
  f: ConformanceFailure,
): ConformanceFailure {
  if ((f.check !== 'illegal' && f.check !== 'robustness') || !('input' in f) || f.moves.length === 0 || f.state === undefined) return f;
  const setup = scenarios[f.scenario];
  if (setup === undefined) return f;
  try {
    const kind = probeOutcome(game, f.state as State, f.input);
    if (kind === null) return f;
    const init = game.setup(setup);
    if (!init.ok) return f;
    let s = init.state;
    for (let j = 0; j < f.moves.length; j++) {
      const listed = new Set(listedMoves(game, s).map((m) => moveKey(game, m)));
      if (!listed.has(moveKey(game, f.input)) && probeOutcome(game, s, f.input) === kind) {
        return { ...f, moves: f.moves.slice(0, j), ...(f.choices ? { choices: f.choices.slice(0, j) } : {}), state: s, actor: game.actor(s) };
      }
      const r = game.resolve(s, f.moves[j] as Move);
      if (!r.ok) return f;
      s = r.state;
    }
  } catch {
    // The title throws on replay: keep the failure as found.
  }
  return f;
}

/** The choices of the first `n` moves; past the drawn ones, play took choice 0. */
const pathTo = (choices: readonly number[], n: number): number[] => Array.from({ length: n }, (_, i) => choices[i] ?? 0);

function shapesArb(schema: unknown): fc.Arbitrary<Shapes> {
  const n = branchCount(schema);
  const ix = fc.array(fc.nat({ max: 1_000 }), { minLength: n, maxLength: n });
  return fc.record({ values: branchesArb(schema), picks: ix });
}

function formatFailure<State>(f: ConformanceFailure, describe: ((s: State) => string) | undefined): string {
  const lines = [`[${f.check}] ${f.summary}`, `  scenario: ${JSON.stringify(f.scenario)}`];
  if (f.choices !== undefined) lines.push(`  choices (${f.choices.length}): ${showChoices(f.choices)}`);
  const shown =
    f.moves.length <= 40
      ? f.moves.map((m) => show(m, 200))
      : [...f.moves.slice(0, 25).map((m) => show(m, 200)), `… ${f.moves.length - 35} more …`, ...f.moves.slice(-10).map((m) => show(m, 200))];
  lines.push(`  after ${f.moves.length} move(s): [${shown.join(', ')}]`);
  if (f.actor !== undefined) lines.push(`  actor: ${show(f.actor, 200)}`);
  if ('input' in f) lines.push(`  input: ${show(f.input, 600)}`);
  if (f.detail !== undefined) lines.push(`  got: ${f.detail}`);
  if (f.state !== undefined && describe) {
    let text: string;
    try {
      text = describe(f.state as State);
    } catch (e) {
      text = `(describeState threw: ${errorOf(e)})`;
    }
    lines.push(`  state: ${text}`);
  } else if (f.state !== undefined) lines.push(`  state: ${show(f.state, 1_500)}`);
  return lines.join('\n');
}

interface Ctx<State, Move, Player extends string, Setup> {
  readonly game: Game<State, Move, Player, Setup>;
  readonly options: ConformanceOptions<State, Player, Setup>;
  readonly checks: ReadonlySet<CheckName>;
  readonly maxMoves: number;
  readonly counters: Counters;
}

const errorOf = (e: unknown): string => (e instanceof Error ? `${e.name}: ${e.message}` : show(e, 300));

/** Null when `r` is a well-formed refusal, else what is wrong with it. */
function refusalProblem(r: unknown): string | null {
  if (typeof r !== 'object' || r === null) return `resolve returned ${show(r, 200)}, not a result`;
  const res = r as { ok?: unknown; error?: unknown };
  if (res.ok !== false) return `resolve accepted it (ok: ${show(res.ok, 50)})`;
  const e = res.error as Partial<Record<keyof RuleError, unknown>> | null | undefined;
  if (typeof e !== 'object' || e === null) return `refused without an error object: ${show(r, 300)}`;
  if (typeof e.code !== 'string' || e.code === '') return `error.code is not a non-empty string: ${show(e, 300)}`;
  if (typeof e.message !== 'string' || e.message === '') return `error.message is not a non-empty string: ${show(e, 300)}`;
  if (e.rule !== undefined && typeof e.rule !== 'string') return `error.rule is not a string: ${show(e, 300)}`;
  return null;
}

/** Null when `r` is a well-formed acceptance, else what is wrong with it. */
function acceptanceProblem(r: unknown): string | null {
  if (typeof r !== 'object' || r === null) return `resolve returned ${show(r, 200)}, not a result`;
  const res = r as { ok?: unknown; state?: unknown; events?: unknown };
  if (res.ok === false) return `refused: ${show((r as { error?: unknown }).error, 400)}`;
  if (res.ok !== true) return `result.ok is ${show(res.ok, 50)}, not a boolean`;
  if (res.state === undefined) return 'accepted without a state';
  if (!Array.isArray(res.events)) return `accepted with events ${show(res.events, 100)}, not an array`;
  return null;
}

/** State equality: the caller's `equals`, else equality as JSON data. */
type Same<State> = (a: State, b: State) => boolean;

/** A game played by the sample, with what was listed at each of its states. */
interface Played<State, Move, Player extends string> {
  readonly states: readonly State[];
  readonly actors: readonly Actor<Player>[];
  readonly legal: readonly (readonly Move[])[];
  readonly outs: readonly (readonly ChanceOutcome<Move>[])[];
  readonly moves: readonly Move[];
  /** Every value given to `resolve` at each state, to find which call mutated it. */
  readonly inputs: readonly unknown[][];
}

/** The states of a game of `n + 1` states that get the deep checks: the first, the last and the sample's picks. */
function deepIndices(n: number, picks: readonly number[] | 'all'): number[] {
  if (picks === 'all') return Array.from({ length: n + 1 }, (_, i) => i);
  return [...new Set([0, n, ...picks.map((p) => p % (n + 1))])].sort((a, b) => a - b);
}

/**
 * One game, in three passes. First it is played, with the cheap checks at every state
 * (listed moves accepted, exact chance, actor and lists consistent, termination); states
 * and listed moves are deep-frozen, so any write to them throws where it happens. Then the
 * deep checks run on the sampled states. Last, the whole game is replayed.
 */
function runSample<State, Move, Player extends string, Setup>(
  ctx: Ctx<State, Move, Player, Setup>,
  sample: Sample<Setup>,
): void {
  const { game, options, checks, counters } = ctx;
  const on = (c: CheckName) => checks.has(c);
  const equals = options.equals;
  const same: Same<State> = equals ? (a, b) => equals(a, b) : (a, b) => jsonEqual(a, b);
  const scenario = sample.scenario.id;
  const setup = sample.scenario.setup;
  const states: State[] = [];
  const actors: Actor<Player>[] = [];
  const legals: (readonly Move[])[] = [];
  const outsAt: (readonly ChanceOutcome<Move>[])[] = [];
  const moves: Move[] = [];
  const inputs: unknown[][] = [];
  const played: Played<State, Move, Player> = { states, actors, legal: legals, outs: outsAt, moves, inputs };
  /** The state being checked: where `resolve` calls are recorded. */
  let current = 0;
  let diagnosing = false;
  const fail: Fail = (f) => {
    const { at, ...rest } = f;
    // A frozen state makes a write throw, which shows up as some other failure: name the writer instead.
    if (!diagnosing && at < states.length) {
      diagnosing = true;
      const m = mutationAt(ctx, played, at);
      diagnosing = false;
      if (m) throw new Found({ scenario, moves: moves.slice(0, at), choices: pathTo(sample.choices, at), ...m });
    }
    const upTo = Math.max(at, 0);
    throw new Found({ scenario, moves: moves.slice(0, upTo), choices: pathTo(sample.choices, upTo), ...rest });
  };
  const here = (i: number): At => ({ at: i, state: states[i], actor: actors[i] });
  const guard = <T>(what: string, f: () => T, extra: Partial<ConformanceFailure> & At): T => {
    try {
      return f();
    } catch (e) {
      return fail({ check: 'robustness', summary: `${what} threw on a reachable state`, detail: errorOf(e), ...extra });
    }
  };
  const resolve = (s: State, m: unknown): ResolveResult<State> => {
    counters.resolves += 1;
    inputs[current]?.push(m);
    return game.resolve(s, m as Move);
  };

  /** At most `cap` items of a list, evenly spread, from an offset that moves with the state and the game. */
  const spread = <T>(list: readonly T[], cap: number, i: number): T[] => {
    const n = Math.min(Math.max(0, cap), list.length);
    if (n === list.length) return [...list];
    const step = list.length / n;
    const offset = ((sample.seed + i * 7_919) % 1_000) / 1_000;
    return Array.from({ length: n }, (_, k) => list[Math.floor((k + offset) * step)] as T);
  };
  /** Every listed move and outcome must be accepted (SK/M44/N44 alike: the protocol's promise). */
  const tryListed = (i: number, listed: readonly Move[], check: CheckName) => {
    const at = here(i);
    for (const move of listed) {
      // Frozen, as the state is, so that a write to it throws where it happens.
      const r = guard('resolve', () => resolve(states[i] as State, deepFreeze(move)), { ...at, input: move });
      const problem = acceptanceProblem(r);
      if (problem) {
        fail({
          check,
          summary: `a move listed by ${check === 'chance' ? 'chanceOutcomes' : 'legalMoves'} was not accepted by resolve`,
          input: move,
          detail: problem,
          ...at,
        });
      }
    }
  };

  counters.playthroughs += 1;
  counters.byScenario[scenario] = (counters.byScenario[scenario] ?? 0) + 1;
  const init = guard('setup', () => game.setup(setup), { at: 0 });
  if (!init.ok) {
    return fail({ check: 'legal', summary: 'the scenario setup was refused', input: setup, detail: show(init.error), at: 0 });
  }
  states.push(deepFreeze(init.state));

  // Pass 1: play, with the cheap checks at every state.
  for (;;) {
    const i = states.length - 1;
    const s = states[i] as State;
    current = i;
    inputs.push([]);
    const actor: Actor<Player> = guard('actor', () => game.actor(s), { at: i, state: s });
    actors.push(actor);
    const legal: readonly Move[] = guard('legalMoves', () => game.legalMoves(s), here(i));
    const outs: readonly ChanceOutcome<Move>[] = guard('chanceOutcomes', () => game.chanceOutcomes(s), here(i));
    legals.push(legal);
    outsAt.push(outs);
    const outcome: Outcome<Player> | null = guard('outcome', () => game.outcome(s), here(i));
    const at = here(i);

    if (actor.kind === 'player') counters.playerStates += 1;
    if (actor.kind === 'chance') counters.chanceStates += 1;
    if (actor.kind === 'player' && !game.players.includes(actor.player)) {
      fail({ check: 'legal', summary: `actor names a player not in game.players (${game.players.join(', ')})`, ...at });
    }
    if (actor.kind !== 'player' && actor.kind !== 'chance' && actor.kind !== 'terminal') {
      fail({ check: 'legal', summary: 'actor is not a player, chance or terminal', ...at });
    }

    if (on('chance')) checkChance(actor, legal, outs, at, fail);

    if (on('termination')) {
      if (actor.kind === 'terminal' && outcome === null) {
        fail({ check: 'termination', summary: 'the game is over (actor terminal) but outcome is null', ...at });
      }
      if (actor.kind !== 'terminal' && outcome !== null) {
        fail({ check: 'termination', summary: `outcome is not null before the game is over (actor ${actor.kind})`, detail: show(outcome), ...at });
      }
      if (actor.kind === 'player' && legal.length === 0) {
        fail({ check: 'termination', summary: `${actor.player} must act but legalMoves is empty: the game is stuck`, ...at });
      }
    }

    // Listed moves and outcomes must be accepted (deep states try more, in pass 2).
    if (on('chance')) tryListed(i, spread(outs, options.outcomesPerState ?? Infinity, i).map((o) => o.move), 'chance');
    if (on('legal')) tryListed(i, spread(legal, options.movesPerState ?? 64, i), 'legal');

    // Go on with the move the sample chose.
    if (actor.kind === 'terminal') {
      counters.terminal += 1;
      break;
    }
    if (moves.length >= ctx.maxMoves) {
      if (on('termination')) {
        fail({ check: 'termination', summary: `random play did not end within ${ctx.maxMoves} moves (the title's bound)`, ...at });
      }
      break;
    }
    const choice = sample.choices[moves.length] ?? 0;
    const move = actor.kind === 'chance' ? chanceByChoice(outs, choice) : moveByChoice(legal, choice);
    if (move === undefined) {
      if (on('chance') || on('termination')) {
        fail({ check: actor.kind === 'chance' ? 'chance' : 'termination', summary: 'nothing can be played: the game is stuck', ...at });
      }
      break;
    }
    const r = guard('resolve', () => resolve(s, deepFreeze(move)), { ...at, input: move });
    if (!r.ok) {
      const check = actor.kind === 'chance' ? 'chance' : 'legal';
      if (on(check)) fail({ check, summary: 'resolve refused a listed move', input: move, detail: show(r.error), ...at });
      break;
    }
    moves.push(move);
    states.push(deepFreeze(r.state));
    counters.moves += 1;
  }
  const n = states.length - 1;
  counters.longest = Math.max(counters.longest, n);
  counters.states += n + 1;

  // Pass 2: the deep checks, on the first and last states and the sampled ones.
  const deep = deepIndices(n, sample.deep);
  counters.deepStates += deep.length;
  counters.shallowStates += n + 1 - deep.length;
  // Junk is frozen, so a resolve that writes to its input throws and is caught; its key is state-independent.
  for (const p of sample.probes) if ('junk' in p) deepFreeze(p.junk);
  const junkKeys = sample.probes.map((p) => ('junk' in p ? moveKey(game, p.junk) : null));
  for (const i of deep) {
    const s = states[i] as State;
    current = i;
    const at = here(i);
    // Deep states lift the caps of the cheap pass: every outcome, and at least 64 listed moves.
    const outs = outsAt[i] ?? [];
    if (on('chance') && (options.outcomesPerState ?? Infinity) < outs.length) tryListed(i, outs.map((o) => o.move), 'chance');
    const legal = legals[i] ?? [];
    const deepCap = Math.max(64, options.movesPerState ?? 64);
    if (on('legal') && (options.movesPerState ?? 64) < Math.min(legal.length, deepCap)) tryListed(i, spread(legal, deepCap, i), 'legal');
    if (on('view')) checkViews(ctx, s, i, sample.seed, at, fail);
    if (sample.probes.length > 0) {
      const listed = listedAt(played, i);
      const listedKeys = new Set(listed.map((m) => moveKey(game, m)));
      // Where nothing is listed (the game is over), mutate the moves of the state before.
      const template = listed.length > 0 || i === 0 ? listed : listedAt(played, i - 1);
      for (let k = 0; k < sample.probes.length; k++) {
        checkProbe(ctx, s, actors[i] as Actor, template, listedKeys, sample.probes[k] as Probe, junkKeys[k] ?? null, fail, resolve, i);
      }
    }
    // Well-formed moves of every type, alone and grafted onto a listed move: a type the state
    // never lists, or a listed type with a field the state does not allow (any hex, any unit).
    if ((options.probes ?? 4) > 0 && (on('illegal') || on('robustness'))) {
      const listed = listedAt(played, i);
      const listedKeys = new Set(listed.map((m) => moveKey(game, m)));
      const { values, picks } = sample.shapes;
      for (let b = 0; b < values.length; b++) {
        const v = values[b];
        for (const shaped of [v, ...grafts(v, listed, picks[b] ?? 0)]) {
          checkProbe(ctx, s, actors[i] as Actor, listed, listedKeys, { shaped }, null, fail, resolve, i);
        }
      }
    }
    if (on('determinism')) checkStateData(ctx, played, i, fail, same, resolve);
  }

  // Pass 3: the whole game again, from the setup.
  if (on('determinism')) checkReplay(ctx, setup, played, fail, same);
}

/** What `state` `i` lists: its legal moves, then its chance outcomes. */
function listedAt<State, Move, Player extends string>(played: Played<State, Move, Player>, i: number): readonly Move[] {
  return [...(played.legal[i] ?? []), ...(played.outs[i] ?? []).map((o) => o.move)];
}

/**
 * Which protocol call, if any, writes to state `i` or to the move it is given: each call made
 * there is repeated on a fresh unfrozen copy. Only run when something failed.
 */
function mutationAt<State, Move, Player extends string, Setup>(
  ctx: Ctx<State, Move, Player, Setup>,
  played: Played<State, Move, Player>,
  i: number,
): Omit<ConformanceFailure, 'scenario' | 'moves'> | null {
  const { game } = ctx;
  const s = played.states[i] as State;
  const key = tryCanonical(s);
  const pristine = (): State => (key !== null ? (JSON.parse(key) as State) : (clone(s) as State));
  const before = snapshot(pristine());
  const changed = (f: (c: State) => unknown): State | null => {
    const c = pristine();
    try {
      f(c);
    } catch {
      // a throw is reported elsewhere
    }
    return snapshot(c) !== before ? c : null;
  };
  const report = (what: string, check: CheckName, c: State, input?: { input: unknown }) => ({
    check,
    summary: `${what} mutated the state it was given`,
    ...input,
    detail: `first change at ${firstDifference(pristine(), c) ?? '?'}`,
    state: pristine(),
    actor: guarded(() => game.actor(pristine())),
  });
  const calls: [string, CheckName, (c: State) => unknown][] = [
    ['actor', 'legal', (c) => game.actor(c)],
    ['legalMoves', 'legal', (c) => game.legalMoves(c)],
    ['chanceOutcomes', 'chance', (c) => game.chanceOutcomes(c)],
    ['outcome', 'termination', (c) => game.outcome(c)],
  ];
  for (const [what, check, f] of calls) {
    const c = changed(f);
    if (c) return report(what, check, c);
  }
  const legalKeys = new Set((played.legal[i] ?? []).map((m) => tryCanonical(m)));
  const chanceKeys = new Set((played.outs[i] ?? []).map((o) => tryCanonical(o.move)));
  for (const m of played.inputs[i] ?? []) {
    const k = tryCanonical(m);
    const check: CheckName = legalKeys.has(k) ? 'legal' : chanceKeys.has(k) ? 'chance' : 'robustness';
    const c = changed((c) => game.resolve(c, m as Move));
    if (c) return report('resolve', check, c, { input: m });
    const copy = clone(m);
    const was = snapshot(copy);
    try {
      game.resolve(pristine(), copy as Move);
    } catch {
      // a throw is reported elsewhere
    }
    if (snapshot(copy) !== was) {
      return { check, summary: 'resolve mutated the move it was given', input: m, detail: `first change at ${firstDifference(m, copy) ?? '?'}`, state: pristine() };
    }
  }
  for (const p of game.players) {
    const c = changed((c) => game.view(c, p));
    if (c) return report(`view(state, ${JSON.stringify(p)})`, 'view', c);
  }
  return null;
}

const guarded = <T>(f: () => T): T | undefined => {
  try {
    return f();
  } catch {
    return undefined;
  }
};

type Fail = (f: Omit<ConformanceFailure, 'scenario' | 'moves'> & { readonly at: number }) => never;

/** Where a failure is: the index of the state in the game, the state and its actor. */
interface At {
  readonly at: number;
  readonly state?: unknown;
  readonly actor?: unknown;
}

/** Exact probabilities summing to 1, offered only when chance acts (protocol: `chanceOutcomes`). */
function checkChance<Move>(
  actor: Actor,
  legal: readonly Move[],
  outs: readonly ChanceOutcome<Move>[],
  at: At,
  fail: Fail,
): void {
  if (actor.kind !== 'player' && legal.length > 0) {
    fail({ check: 'chance', summary: `legalMoves is not empty although the actor is ${actor.kind}`, detail: show(legal), ...at });
  }
  if (actor.kind !== 'chance' && outs.length > 0) {
    fail({ check: 'chance', summary: `chanceOutcomes is not empty although the actor is ${actor.kind}`, detail: show(outs), ...at });
  }
  if (actor.kind !== 'chance') return;
  if (outs.length === 0) fail({ check: 'chance', summary: 'chance acts but chanceOutcomes is empty', ...at });
  for (const o of outs) {
    const p = o.p as { num?: unknown; den?: unknown } | undefined;
    const num = p?.num;
    const den = p?.den;
    const exact =
      typeof num === 'number' && typeof den === 'number' && Number.isSafeInteger(num) && Number.isSafeInteger(den);
    if (!exact || den <= 0 || num < 0 || num > den) {
      fail({
        check: 'chance',
        summary: 'a chance outcome has a probability that is not an exact fraction num/den with integers, den > 0, 0 <= num <= den',
        input: o.move,
        detail: show(o.p),
        ...at,
      });
    }
  }
  let total;
  try {
    total = ratSum(outs.map((o) => o.p));
  } catch (e) {
    return fail({ check: 'chance', summary: 'chance probabilities cannot be summed exactly', detail: errorOf(e), ...at });
  }
  if (!ratEquals(total, RAT_ONE)) {
    fail({
      check: 'chance',
      summary: `chance probabilities sum to ${total.num}/${total.den}, not exactly 1`,
      detail: outs.map((o) => `${show(o.move, 80)}: ${o.p.num}/${o.p.den}`).join('; '),
      ...at,
    });
  }
}

/**
 * Plain JSON that survives a round trip, matches `schemas.state`, and lists the same moves
 * after it; `resolve` on the round trip gives the same next state, and leaves it untouched.
 */
function checkStateData<State, Move, Player extends string, Setup>(
  ctx: Ctx<State, Move, Player, Setup>,
  played: Played<State, Move, Player>,
  i: number,
  fail: Fail,
  same: Same<State>,
  resolve: (s: State, m: unknown) => ResolveResult<State>,
): void {
  const { game } = ctx;
  const s = played.states[i] as State;
  const legal = played.legal[i] ?? [];
  const at: At = { at: i, state: s, actor: played.actors[i] };
  const problem = jsonProblem(s);
  const key = tryCanonical(s);
  if (problem || key === null) {
    fail({ check: 'determinism', summary: 'the state is not plain JSON data', detail: problem ?? 'canonicalize refused it', ...at });
    return;
  }
  const roundTripped = JSON.parse(key) as State;
  if (ctx.options.equals && !ctx.options.equals(roundTripped, s)) {
    fail({ check: 'determinism', summary: 'the state is not equal (by options.equals) to its JSON round trip', ...at });
  }
  let parsed;
  try {
    parsed = game.schemas.state.safeParse(s);
  } catch (e) {
    return fail({ check: 'determinism', summary: 'schemas.state threw on a reachable state', detail: errorOf(e), ...at });
  }
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    fail({
      check: 'determinism',
      summary: 'a reachable state does not validate against schemas.state',
      detail: issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid',
      ...at,
    });
  } else if (!same(parsed.data, s)) {
    fail({
      check: 'determinism',
      summary: 'parsing a reachable state with schemas.state changes it (a field the schema does not know is lost)',
      detail: `first difference at ${firstDifference(s, parsed.data)}`,
      ...at,
    });
  }
  let again: readonly Move[];
  try {
    again = game.legalMoves(roundTripped);
  } catch (e) {
    return fail({ check: 'determinism', summary: 'legalMoves threw on the JSON round trip of a state', detail: errorOf(e), ...at });
  }
  if (!jsonEqual(again, legal)) {
    fail({ check: 'determinism', summary: 'legalMoves differs on the JSON round trip of the state', detail: `${show(legal)} vs ${show(again)}`, ...at });
  }
  // A saved-and-reloaded state must keep working: the next move gives the same result.
  const move = played.moves[i];
  const next = played.states[i + 1];
  if (move !== undefined && next !== undefined) {
    const r = resolve(roundTripped, clone(move));
    if (!r.ok || !same(r.state, next)) {
      fail({
        check: 'determinism',
        summary: 'resolve on the JSON round trip of a state gives a different result than on the state',
        input: move,
        detail: r.ok ? `first difference at ${firstDifference(next, r.state)}` : `refused: ${show(r.error)}`,
        ...at,
      });
    }
  }
  // The unfrozen copy catches writes that strict mode would not turn into errors.
  if (tryCanonical(roundTripped) !== key) {
    fail({ check: 'legal', summary: 'a protocol function mutated the state it was given', detail: `first change at ${firstDifference(s, roundTripped) ?? '?'}`, ...at });
  }
}

/** `view` is JSON and ignores what is hidden from the player. */
function checkViews<State, Move, Player extends string, Setup>(
  ctx: Ctx<State, Move, Player, Setup>,
  s: State,
  i: number,
  seed: number,
  at: At,
  fail: Fail,
): void {
  const { game, options, counters } = ctx;
  for (const p of game.players) {
    const view = (state: State, what: string): unknown => {
      counters.views += 1;
      try {
        return game.view(state, p);
      } catch (e) {
        return fail({ check: 'view', summary: `view(${what}, ${JSON.stringify(p)}) threw`, detail: errorOf(e), ...at });
      }
    };
    const v = view(s, 'state');
    const problem = jsonProblem(v);
    if (problem) fail({ check: 'view', summary: `view for ${JSON.stringify(p)} is not JSON-serialisable`, detail: problem, ...at });
    const hidden = options.hidden;
    if (!hidden) continue;
    for (let k = 0; k < (hidden.perturbations ?? 1); k++) {
      const rng = new Rng((seed + i * 7_919 + k * 104_729 + game.players.indexOf(p) * 31) >>> 0);
      let other: State;
      try {
        // The state is frozen: perturb must build a new one, as a title's resolve does.
        other = hidden.perturb(s, p, rng);
      } catch (e) {
        return fail({
          check: 'view',
          summary: 'the hidden.perturb option threw (a bug in the test, not the title; it must not modify the state)',
          detail: errorOf(e),
          ...at,
        });
      }
      const w = view(other, 'perturbed state');
      if (!jsonEqual(w, v)) {
        fail({
          check: 'view',
          summary: `view leaks hidden information: it changed for ${JSON.stringify(p)} when only ${
            hidden.description ?? 'what is hidden from them'
          } changed`,
          detail: `first difference at ${firstDifference(v, w)}: ${show(v, 300)} vs ${show(w, 300)}`,
          input: other,
          ...at,
        });
      }
    }
  }
}

/** A junk value (robustness) or a mutated listed move (illegal) given to `resolve` at one state. */
function checkProbe<State, Move, Player extends string, Setup>(
  ctx: Ctx<State, Move, Player, Setup>,
  s: State,
  actor: Actor,
  template: readonly unknown[],
  listedKeys: ReadonlySet<string | null>,
  probe: Probe,
  junkKey: string | null,
  fail: Fail,
  resolve: (s: State, m: unknown) => ResolveResult<State>,
  i: number,
): void {
  const { game, checks, counters } = ctx;
  const isJunk = 'junk' in probe;
  const check: CheckName = isJunk ? 'robustness' : 'illegal';
  // Mutated moves serve both checks: a throw on one is a robustness failure.
  if (!checks.has(check) && !(checks.has('robustness') && !isJunk)) return;
  const input = isJunk ? probe.junk : 'shaped' in probe ? deepFreeze(probe.shaped) : deepFreeze(applyMutation(probe.mutation, template));
  const key = isJunk ? junkKey : moveKey(game, input);
  // A harmless variant of a listed move (say, with a field the schema strips): accepting it is right.
  if (key !== null && listedKeys.has(key)) return;
  counters.probes += 1;
  const at = { at: i, state: s, actor, input };
  let r: unknown;
  try {
    r = resolve(s, input);
  } catch (e) {
    const frozen = e instanceof TypeError && /read.only|not extensible|Cannot (assign|add|delete|define)/i.test(e.message);
    return fail({
      check: 'robustness',
      summary: frozen
        ? 'resolve tried to modify its input (the suite deep-freezes the state and the move)'
        : 'resolve threw instead of returning a typed error',
      detail: errorOf(e),
      ...at,
    });
  }
  const problem = refusalProblem(r);
  if (problem) {
    const accepted = problem.startsWith('resolve accepted');
    if (!checks.has(accepted ? 'illegal' : check)) return;
    fail({
      check: accepted ? 'illegal' : check,
      summary: accepted
        ? 'resolve accepted a move that neither legalMoves nor chanceOutcomes lists'
        : 'resolve refused without a typed error {code, message, rule?}',
      detail: problem,
      ...at,
    });
  }
}

/**
 * Same scenario, same moves: the same states. The setup is repeated and compared; then the
 * moves are played again from the first state and each state compared with the one reached
 * before, so a result that is not a function of the input is caught wherever it happens.
 */
function checkReplay<State, Move, Player extends string, Setup>(
  ctx: Ctx<State, Move, Player, Setup>,
  setup: Setup,
  played: Played<State, Move, Player>,
  fail: Fail,
  same: Same<State>,
): void {
  const { game, counters } = ctx;
  const { states, moves } = played;
  const first = game.setup(setup);
  if (!first.ok || !same(first.state, states[0] as State)) {
    fail({ check: 'determinism', summary: 'the same scenario set up twice gives different states', at: 0, state: states[0] });
  }
  // From the recorded first state, so that the replay shares its unchanging parts; parts found
  // equal are remembered (resolve does not write to its input: the walk's frozen states showed it).
  let s = states[0] as State;
  const memo = new WeakMap<object, object>();
  const sameHere: Same<State> = ctx.options.equals ? same : (a, b) => jsonEqual(a, b, memo);
  for (let i = 0; i < moves.length; i++) {
    counters.resolves += 1;
    let r: ResolveResult<State>;
    try {
      r = game.resolve(s, moves[i] as Move);
    } catch (e) {
      return fail({ check: 'determinism', summary: 'replaying the same moves threw', input: moves[i], detail: errorOf(e), at: i, state: s });
    }
    if (!r.ok) {
      return fail({ check: 'determinism', summary: 'replaying the same moves was refused', input: moves[i], detail: show(r.error), at: i, state: s });
    }
    const expected = states[i + 1] as State;
    if (!sameHere(r.state, expected) || (ctx.options.equals !== undefined && i + 1 === moves.length && stateHash(r.state) !== stateHash(expected))) {
      fail({
        check: 'determinism',
        summary: 'replaying the same moves gives a different state or hash',
        input: moves[i],
        detail: `first difference at ${firstDifference(expected, r.state)}`,
        at: i,
        state: s,
      });
    }
    s = r.state;
  }
}
