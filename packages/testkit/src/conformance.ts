import fc from 'fast-check';
import {
  RAT_ONE,
  Rng,
  ratEquals,
  ratSum,
  replay,
  stateHash,
  type Actor,
  type ChanceOutcome,
  type Outcome,
  type ResolveResult,
  type RuleError,
} from '@esagono/kernel';
import { junkArb, moveKey, scenarioArb, choicesArb } from './arbitraries.js';
import { applyMutation, mutationArb, type Mutation } from './mutate.js';
import { clone, firstDifference, jsonProblem, show, snapshot, tryCanonical } from './json.js';
import { chanceByChoice, moveByChoice, type Game, type Scenarios } from './walk.js';

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

export interface ConformanceOptions<State, Player extends string, Setup> {
  /** The scenarios to play, scenario id -> setup. */
  readonly scenarios: Scenarios<Setup>;
  /**
   * Random games to play (default 200). The environment variable
   * `ESAGONO_CONFORMANCE_RUNS` overrides it, so a nightly job can play many more.
   */
  readonly playthroughs?: number;
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
  /** Junk and mutated moves tried per game, each at every state of it (default 4). */
  readonly probes?: number;
  /** At most this many listed moves are resolved per state, spread over the list (default 64). */
  readonly movesPerState?: number;
  /** Milliseconds spent shrinking a failure to a shorter game (default 10 000). */
  readonly shrinkTimeLimit?: number;
}

/** What was checked, for a test to print or assert on. */
export interface ConformanceReport {
  readonly game: string;
  readonly seed: number;
  readonly checks: readonly CheckName[];
  /** Games played. */
  readonly playthroughs: number;
  /** Of which ended in a terminal state. */
  readonly terminal: number;
  /** States visited and checked (initial states included). */
  readonly states: number;
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

/** Tried at every state of a game, so a failure's prefix shrinks with the game. */
type Probe = { readonly junk: unknown } | { readonly mutation: Mutation };

interface Sample<Setup> {
  readonly scenario: { readonly id: string; readonly setup: Setup };
  readonly choices: readonly number[];
  readonly probes: readonly Probe[];
  readonly seed: number;
}

interface Counters {
  playthroughs: number;
  terminal: number;
  states: number;
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
 * Plays random games of `game` and checks the protocol's promises at every state (see
 * `CheckName`). Throws a `ConformanceError` whose message is a shrunk counterexample:
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
  const numRuns = Math.max(1, envNumber('ESAGONO_CONFORMANCE_RUNS') ?? options.playthroughs ?? 200);
  const seed = options.seed ?? envNumber('ESAGONO_CONFORMANCE_SEED') ?? (Date.now() ^ (Math.random() * 0x100000000)) >>> 0;
  const maxMoves = options.maxMoves ?? game.maxMoves;
  const probeArb: fc.Arbitrary<Probe> = fc.oneof(
    fc.record({ junk: junkArb() }),
    fc.record({ mutation: mutationArb() }),
  );
  const sampleArb: fc.Arbitrary<Sample<Setup>> = fc.record({
    scenario: scenarioArb(options.scenarios),
    choices: choicesArb(maxMoves),
    probes: fc.array(probeArb, { maxLength: options.probes ?? 4 }),
    seed: fc.nat(),
  });
  const counters: Counters = {
    playthroughs: 0,
    terminal: 0,
    states: 0,
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
    const failure = details.errorInstance instanceof Found ? details.errorInstance.failure : null;
    const path = details.counterexamplePath;
    const how = `failed on game ${found.numRuns} of ${numRuns}, shrunk ${details.numShrinks} time(s)${
      details.interrupted ? ' before the shrink time limit' : ''
    }`;
    const body = failure
      ? formatFailure(failure)
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

function formatFailure(f: ConformanceFailure): string {
  const lines = [`[${f.check}] ${f.summary}`, `  scenario: ${JSON.stringify(f.scenario)}`];
  const shown =
    f.moves.length <= 40
      ? f.moves.map((m) => show(m, 200))
      : [...f.moves.slice(0, 25).map((m) => show(m, 200)), `… ${f.moves.length - 35} more …`, ...f.moves.slice(-10).map((m) => show(m, 200))];
  lines.push(`  after ${f.moves.length} move(s): [${shown.join(', ')}]`);
  if (f.actor !== undefined) lines.push(`  actor: ${show(f.actor, 200)}`);
  if ('input' in f) lines.push(`  input: ${show(f.input, 600)}`);
  if (f.detail !== undefined) lines.push(`  got: ${f.detail}`);
  if (f.state !== undefined) lines.push(`  state: ${show(f.state, 1_500)}`);
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

/** State equality: the caller's `equals`, else equal canonical JSON (with `b`'s form precomputed). */
type Same<State> = (a: State, b: State, bKey: string | null) => boolean;

function runSample<State, Move, Player extends string, Setup>(
  ctx: Ctx<State, Move, Player, Setup>,
  sample: Sample<Setup>,
): void {
  const { game, options, checks, counters } = ctx;
  const on = (c: CheckName) => checks.has(c);
  const equals = options.equals;
  const same: Same<State> = equals
    ? (a, b) => equals(a, b)
    : (a, _b, bKey) => bKey !== null && tryCanonical(a) === bKey;
  const scenario = sample.scenario.id;
  const setup = sample.scenario.setup;
  const states: State[] = [];
  /** Canonical JSON of each state, taken when it was reached (null when not JSON). */
  const keys: (string | null)[] = [];
  const moves: Move[] = [];
  const fail: Fail = (f) => {
    const { at, ...rest } = f;
    throw new Found({ scenario, moves: moves.slice(0, Math.max(at ?? states.length - 1, 0)), ...rest });
  };
  const guard = <T>(what: string, f: () => T, extra: Partial<ConformanceFailure> = {}): T => {
    try {
      return f();
    } catch (e) {
      return fail({ check: 'robustness', summary: `${what} threw on a reachable state`, detail: errorOf(e), ...extra });
    }
  };
  const resolve = (s: State, m: unknown): ResolveResult<State> => {
    counters.resolves += 1;
    return game.resolve(s, m as Move);
  };

  counters.playthroughs += 1;
  const init = guard('setup', () => game.setup(setup));
  if (!init.ok) {
    return fail({ check: 'legal', summary: 'the scenario setup was refused', input: setup, detail: show(init.error) });
  }
  states.push(init.state);
  keys.push(tryCanonical(init.state));
  let template: readonly unknown[] = [];
  // Junk is frozen, so a resolve that writes to its input throws and is caught; its key is state-independent.
  for (const p of sample.probes) if ('junk' in p) deepFreeze(p.junk);
  const junkKeys = sample.probes.map((p) => ('junk' in p ? moveKey(game, p.junk) : null));

  for (;;) {
    const i = states.length - 1;
    const s = states[i] as State;
    const key = keys[i] ?? null;
    counters.states += 1;
    const before = key ?? snapshot(s);
    // The state as reached, rebuilt only when a mutation must be explained.
    const pristine = key !== null ? null : clone(s);
    const pristineOf = (): State => (key !== null ? (JSON.parse(key) as State) : clone(pristine as State));
    /** Finds which call changed the state, by repeating each on a fresh copy; only run on failure. */
    const culprit = (): { what: string; input?: unknown; check: CheckName } => {
      const changes = (f: (c: State) => unknown): boolean => {
        const c = pristineOf();
        try {
          f(c);
        } catch {
          // a throw is reported elsewhere
        }
        return snapshot(c) !== before;
      };
      if (changes((c) => game.actor(c))) return { what: 'actor', check: 'legal' };
      if (changes((c) => game.legalMoves(c))) return { what: 'legalMoves', check: 'legal' };
      if (changes((c) => game.chanceOutcomes(c))) return { what: 'chanceOutcomes', check: 'chance' };
      if (changes((c) => game.outcome(c))) return { what: 'outcome', check: 'termination' };
      for (const t of tried) if (changes((c) => game.resolve(c, t.move))) return { what: 'resolve', input: t.move, check: t.check };
      for (const m of probed) if (changes((c) => game.resolve(c, m as Move))) return { what: 'resolve', input: m, check: 'robustness' };
      for (const p of game.players) if (changes((c) => game.view(c, p))) return { what: `view(state, ${JSON.stringify(p)})`, check: 'view' };
      return { what: 'a protocol function', check: 'legal' };
    };
    const tried: { move: Move; check: CheckName }[] = [];
    const probed: unknown[] = [];
    // Snapshots after the calls rather than around each keep the suite fast.
    const assertUntouched = () => {
      if (snapshot(s) === before) return;
      const c = culprit();
      fail({
        check: c.check,
        summary: `${c.what} mutated the state it was given`,
        ...('input' in c ? { input: c.input } : {}),
        detail: `first change at ${firstDifference(pristineOf(), s) ?? '?'}`,
        state: pristineOf(),
        actor: game.actor(pristineOf()),
      });
    };

    const actor: Actor<Player> = guard('actor', () => game.actor(s), { state: s });
    const legal: readonly Move[] = guard('legalMoves', () => game.legalMoves(s), { state: s, actor });
    const outs: readonly ChanceOutcome<Move>[] = guard('chanceOutcomes', () => game.chanceOutcomes(s), { state: s, actor });
    const outcome: Outcome<Player> | null = guard('outcome', () => game.outcome(s), { state: s, actor });
    const at = { state: s, actor };

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

    // Every listed move and outcome must be accepted (SK/M44/N44 alike: the protocol's promise).
    if (on('chance')) for (const o of outs) tried.push({ move: o.move, check: 'chance' });
    if (on('legal') && legal.length > 0) {
      const cap = Math.max(1, options.movesPerState ?? 64);
      const step = legal.length <= cap ? 1 : legal.length / cap;
      for (let k = 0; k < Math.min(cap, legal.length); k++) tried.push({ move: legal[Math.floor(k * step)] as Move, check: 'legal' });
    }
    const movesBefore = tried.length > 0 ? snapshot(tried.map((t) => t.move)) : '';
    for (const t of tried) {
      const r = guard('resolve', () => resolve(s, t.move), { ...at, input: t.move });
      const problem = acceptanceProblem(r);
      if (problem) {
        // An earlier call may have corrupted the state; say so rather than blame this move.
        if (snapshot(s) !== before) break;
        fail({
          check: t.check,
          summary: `a move listed by ${t.check === 'chance' ? 'chanceOutcomes' : 'legalMoves'} was not accepted by resolve`,
          input: t.move,
          detail: problem,
          ...at,
        });
      }
    }
    if (tried.length > 0) assertUntouched();
    if (tried.length > 0 && snapshot(tried.map((t) => t.move)) !== movesBefore) {
      fail({ check: 'legal', summary: 'resolve mutated the move it was given', ...at });
    }

    const roundTripped = key === null ? null : (JSON.parse(key) as State);
    if (on('view')) {
      checkViews(ctx, s, i, sample.seed, at, fail);
    }
    if (sample.probes.length > 0) {
      const listed = [...legal, ...outs.map((o) => o.move)];
      const listedKeys = new Set(listed.map((m) => moveKey(game, m)));
      // Where nothing is listed (the game is over), mutate the moves of the state before.
      if (listed.length > 0) template = listed;
      for (let k = 0; k < sample.probes.length; k++) {
        const input = checkProbe(ctx, s, actor, template, listedKeys, sample.probes[k] as Probe, junkKeys[k] ?? null, fail, resolve);
        if (input !== NOT_TRIED) probed.push(input);
      }
    }

    assertUntouched();
    if (on('determinism')) checkStateData(ctx, s, key, roundTripped, legal, at, fail, same);
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
    const r = guard('resolve', () => resolve(s, move), { ...at, input: move });
    if (!r.ok) {
      const check = actor.kind === 'chance' ? 'chance' : 'legal';
      if (on(check)) fail({ check, summary: 'resolve refused a listed move', input: move, detail: show(r.error), ...at });
      break;
    }
    moves.push(move);
    states.push(r.state);
    keys.push(tryCanonical(r.state));
    counters.moves += 1;
  }
  counters.longest = Math.max(counters.longest, moves.length);

  if (on('determinism')) checkReplay(ctx, setup, states, keys, moves, fail, same, resolve);
}

type Fail = (f: Omit<ConformanceFailure, 'scenario' | 'moves'> & { readonly at?: number }) => never;

interface At {
  readonly state: unknown;
  readonly actor: unknown;
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

/** Plain JSON that survives a round trip, matches `schemas.state`, and lists the same moves after it. */
function checkStateData<State, Move, Player extends string, Setup>(
  ctx: Ctx<State, Move, Player, Setup>,
  s: State,
  key: string | null,
  roundTripped: State | null,
  legal: readonly Move[],
  at: At,
  fail: Fail,
  same: Same<State>,
): void {
  const { game } = ctx;
  const problem = jsonProblem(s);
  if (problem || key === null || roundTripped === null) {
    fail({ check: 'determinism', summary: 'the state is not plain JSON data', detail: problem ?? 'canonicalize refused it', ...at });
    return;
  }
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
  } else if (!same(parsed.data, s, key)) {
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
  if (tryCanonical(again) !== tryCanonical(legal)) {
    fail({ check: 'determinism', summary: 'legalMoves differs on the JSON round trip of the state', detail: `${show(legal)} vs ${show(again)}`, ...at });
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
    const key = tryCanonical(v);
    const hidden = options.hidden;
    if (!hidden) continue;
    for (let k = 0; k < (hidden.perturbations ?? 1); k++) {
      const rng = new Rng((seed + i * 7_919 + k * 104_729 + game.players.indexOf(p) * 31) >>> 0);
      let other: State;
      try {
        other = hidden.perturb(clone(s), p, rng);
      } catch (e) {
        return fail({ check: 'view', summary: 'the hidden.perturb option threw (a bug in the test, not the title)', detail: errorOf(e), ...at });
      }
      const w = view(other, 'perturbed state');
      if (tryCanonical(w) !== key) {
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
): unknown {
  const { game, checks, counters } = ctx;
  const isJunk = 'junk' in probe;
  const check: CheckName = isJunk ? 'robustness' : 'illegal';
  // Mutated moves serve both checks: a throw on one is a robustness failure.
  if (!checks.has(check) && !(checks.has('robustness') && !isJunk)) return NOT_TRIED;
  const input = isJunk ? probe.junk : deepFreeze(applyMutation(probe.mutation, template));
  const key = isJunk ? junkKey : moveKey(game, input);
  // A harmless variant of a listed move (say, with a field the schema strips): accepting it is right.
  if (key !== null && listedKeys.has(key)) return NOT_TRIED;
  counters.probes += 1;
  const at = { state: s, actor, input };
  let r: unknown;
  try {
    r = resolve(s, input);
  } catch (e) {
    const frozen = e instanceof TypeError && /read.only|not extensible|Cannot (assign|add|delete|define)/i.test(e.message);
    return fail({
      check: 'robustness',
      summary: frozen
        ? 'resolve tried to modify the move it was given (the suite deep-freezes it)'
        : 'resolve threw instead of returning a typed error',
      detail: errorOf(e),
      ...at,
    });
  }
  const problem = refusalProblem(r);
  if (problem) {
    const accepted = problem.startsWith('resolve accepted');
    if (!checks.has(accepted ? 'illegal' : check)) return input;
    fail({
      check: accepted ? 'illegal' : check,
      summary: accepted
        ? 'resolve accepted a move that neither legalMoves nor chanceOutcomes lists'
        : 'resolve refused without a typed error {code, message, rule?}',
      detail: problem,
      ...at,
    });
  }
  return input;
}

/** Same scenario and moves, same state and hash; a reloaded state plays on identically. */
function checkReplay<State, Move, Player extends string, Setup>(
  ctx: Ctx<State, Move, Player, Setup>,
  setup: Setup,
  states: readonly State[],
  keys: readonly (string | null)[],
  moves: readonly Move[],
  fail: Fail,
  same: Same<State>,
  resolve: (s: State, m: unknown) => ResolveResult<State>,
): void {
  const { game } = ctx;
  const n = states.length - 1;
  const last = states[n] as State;
  const first = game.setup(setup);
  if (!first.ok || !same(first.state, states[0] as State, keys[0] ?? null)) {
    fail({ check: 'determinism', summary: 'the same scenario set up twice gives different states', at: 0, state: states[0] });
  }
  const again = replay(game, setup, moves);
  if (!again.ok) {
    fail({ check: 'determinism', summary: `replaying the same moves was refused at move ${again.index}`, detail: show(again.error), at: n, state: last });
  } else if (!same(again.state, last, keys[n] ?? null) || stateHash(again.state) !== stateHash(last)) {
    fail({
      check: 'determinism',
      summary: 'replaying the same moves gives a different state or hash',
      detail: `first difference at ${firstDifference(last, again.state)}`,
      at: n,
      state: last,
    });
  }
  // A saved-and-reloaded state must keep working: the next move gives the same result.
  for (let i = 0; i < n; i++) {
    const key = keys[i];
    if (key === null || key === undefined) continue; // not JSON: reported by the state checks
    const r = resolve(JSON.parse(key) as State, clone(moves[i]));
    const next = states[i + 1] as State;
    if (!r.ok || !same(r.state, next, keys[i + 1] ?? null)) {
      fail({
        check: 'determinism',
        summary: 'resolve on the JSON round trip of a state gives a different result than on the state',
        input: moves[i],
        detail: r.ok ? `first difference at ${firstDifference(next, r.state)}` : `refused: ${show(r.error)}`,
        at: i,
        state: states[i],
      });
    }
  }
}

const NOT_TRIED = Symbol('not tried');

/** Freezes a value and everything in it; returns it. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
