import fc from 'fast-check';
import { Rng, pickChance } from '@esagono/kernel';
import { show } from './json.js';
import { walk, type Game, type Playthrough, type Scenarios } from './walk.js';

/** A one-line summary of a state for counterexamples, e.g. a title's own formatter. */
export type DescribeState<State> = (state: State) => string;

/**
 * How a title is best sampled and reported, shared by the arbitraries and `checkConformance`:
 * a title exports these with its recommended conformance options.
 */
export interface SamplingOptions<State> {
  /**
   * The length of a typical game, in moves. Prefixes of reached states are drawn up to it,
   * and whole games draw about twice as many random choices. Default: the mean length of a
   * few seeded random games (played once, when the arbitrary is made).
   */
  readonly typicalMoves?: number;
  /** A short summary of a state, used to print counterexamples (default: its actor and size). */
  readonly describeState?: DescribeState<State>;
  /** Milliseconds spent shrinking a failing game (default 10 000). */
  readonly shrinkTimeLimit?: number;
  /** Freeze states as they are played, so a write to one throws (default false: see `walk`). */
  readonly freeze?: boolean;
}

/**
 * The typical length of a game of `game`: the mean of a few seeded random games over the
 * scenarios, capped by `maxMoves`. Deterministic, so arbitraries built on it reproduce.
 */
export function typicalLength<State, Move, Player extends string, Setup>(
  game: Game<State, Move, Player, Setup>,
  scenarios: Scenarios<Setup>,
  maxMoves: number = game.maxMoves,
  games = 4,
): number {
  const setups = Object.values(scenarios);
  let total = 0;
  let played = 0;
  for (let g = 0; g < games && setups.length > 0; g++) {
    const rng = new Rng(1_000 + g);
    let n = 0;
    try {
      const init = game.setup(setups[g % setups.length] as Setup);
      if (!init.ok) continue;
      let s = init.state;
      while (n < maxMoves) {
        const actor = game.actor(s);
        if (actor.kind === 'terminal') break;
        const move = actor.kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(game.legalMoves(s));
        const r = game.resolve(s, move);
        if (!r.ok) break;
        s = r.state;
        n += 1;
      }
    } catch {
      // A broken title is the properties' to report; its games still give a length.
    }
    total += n;
    played += 1;
  }
  return Math.max(1, Math.min(maxMoves, played === 0 ? 100 : Math.round(total / played)));
}

/** What the path arbitrary needs: resolved options. */
export interface PathSpec<State, Move, Player extends string, Setup> {
  readonly game: Game<State, Move, Player, Setup>;
  readonly scenarios: Scenarios<Setup>;
  readonly maxMoves: number;
  /** Random choices drawn per value: a fixed number, or a length drawn uniformly in [0, max]. */
  readonly choices: { readonly exactly: number } | { readonly upTo: number };
  readonly untilEnd: boolean;
  /** Only games whose last state satisfies it; with it, the game is cut at a matching state. */
  readonly where?: (state: State) => boolean;
  /** Never end on a finished game. */
  readonly nonTerminal: boolean;
  readonly describeState?: DescribeState<State>;
  readonly shrinkTimeLimit: number;
  readonly freeze: boolean;
  /** Games tried for a `where` before giving up with an error. */
  readonly attempts: number;
}

interface PathContext {
  readonly scenario: number;
  readonly choices: readonly number[];
  /** When shrinking must stop (set on the first shrink of a generated value). */
  readonly deadline?: number;
}

const CHOICE_MAX = 0x7fff_ffff;

/**
 * Games as values: a scenario and a list of choices (indices into the listed moves or the
 * outcomes' common denominator), played by `walk`. Shrinking goes to the shortest prefix that
 * still fails first (halving, then each shorter length down from there), then lowers single
 * choices to 0 (the first listed move), the scenario to the first, within a time limit.
 */
export class PathArbitrary<State, Move, Player extends string, Setup> extends fc.Arbitrary<Playthrough<State, Move, Setup>> {
  private readonly ids: readonly string[];

  constructor(private readonly spec: PathSpec<State, Move, Player, Setup>) {
    super();
    this.ids = Object.keys(spec.scenarios);
    if (this.ids.length === 0) throw new RangeError('no scenarios given');
  }

  private play(scenario: number, choices: readonly number[], untilEnd: boolean): Playthrough<State, Move, Setup> {
    const id = this.ids[scenario] as string;
    const p = walk(this.spec.game, id, this.spec.scenarios[id] as Setup, choices, { maxMoves: this.spec.maxMoves, untilEnd, freeze: this.spec.freeze });
    return printable(p, this.spec);
  }

  /** The value for a context, or null when it does not satisfy `where` / `nonTerminal`. */
  private valueAt(ctx: PathContext, untilEnd: boolean): fc.Value<Playthrough<State, Move, Setup>> | null {
    const p = this.play(ctx.scenario, ctx.choices, untilEnd);
    if (!this.acceptable(p)) return null;
    return new fc.Value(p, ctx);
  }

  private acceptable(p: Playthrough<State, Move, Setup>): boolean {
    const last = p.states[p.states.length - 1];
    if (last === undefined) return true; // a refused setup: let the property see it
    if (this.spec.nonTerminal && isTerminal(this.spec.game, last)) return false;
    return this.spec.where === undefined || safe(() => (this.spec.where as (s: State) => boolean)(last));
  }

  override generate(mrng: fc.Random): fc.Value<Playthrough<State, Move, Setup>> {
    const { spec } = this;
    for (let attempt = 0; attempt < spec.attempts; attempt++) {
      const scenario = mrng.nextInt(0, this.ids.length - 1);
      const n = 'exactly' in spec.choices ? spec.choices.exactly : mrng.nextInt(0, spec.choices.upTo);
      const choices = Array.from({ length: n }, () => mrng.nextInt(0, CHOICE_MAX));
      if (spec.where === undefined && !spec.nonTerminal) return new fc.Value(this.play(scenario, choices, spec.untilEnd), { scenario, choices });
      // Play the whole game, then cut it at a state that qualifies, picked at random.
      const whole = this.play(scenario, choices, spec.where !== undefined ? true : spec.untilEnd);
      const ok: number[] = [];
      for (let i = 0; i < whole.states.length; i++) {
        const s = whole.states[i] as State;
        if (spec.nonTerminal && isTerminal(spec.game, s)) continue;
        if (spec.where === undefined || safe(() => (spec.where as (s: State) => boolean)(s))) ok.push(i);
      }
      if (whole.states.length === 0) return new fc.Value(whole, { scenario, choices });
      if (ok.length === 0) continue;
      // Without `where`, the cut is where the drawn choices end (or one state earlier).
      const cut = spec.where === undefined ? (ok[ok.length - 1] as number) : (ok[mrng.nextInt(0, ok.length - 1)] as number);
      const ctx: PathContext = { scenario, choices: padded(choices, cut) };
      const v = this.valueAt(ctx, false);
      if (v) return v;
    }
    throw new Error(
      `no state satisfying the arbitrary's \`where\` (or a non-terminal state) was met in ${spec.attempts} random games of ${spec.game.id}; ` +
        'is the situation reachable? Raise typicalMoves, or loosen the predicate',
    );
  }

  override canShrinkWithoutContext(_value: unknown): _value is Playthrough<State, Move, Setup> {
    return false;
  }

  override shrink(value: Playthrough<State, Move, Setup>, context: unknown): fc.Stream<fc.Value<Playthrough<State, Move, Setup>>> {
    if (context === undefined) return fc.Stream.nil();
    const ctx = context as PathContext;
    const deadline = ctx.deadline ?? Date.now() + this.spec.shrinkTimeLimit;
    const untilEnd = this.spec.where === undefined && this.spec.untilEnd;
    const played = value.moves.length;
    const self = this;
    function* candidates(): IterableIterator<fc.Value<Playthrough<State, Move, Setup>>> {
      const tried = new Set<string>();
      const attempt = (scenario: number, choices: readonly number[]) => {
        if (Date.now() >= deadline) return null;
        const key = `${scenario}:${choices.join(',')}`;
        if (tried.has(key)) return null;
        tried.add(key);
        return self.valueAt({ scenario, choices, deadline }, untilEnd);
      };
      // 1. Shorter: the choices cut to a prefix, the shortest first (0, n/2, 3n/4, ..., n-1).
      const n = Math.min(ctx.choices.length, untilEnd ? ctx.choices.length : played);
      for (const k of prefixLengths(n)) {
        if (Date.now() >= deadline) return;
        const v = attempt(ctx.scenario, ctx.choices.slice(0, k));
        if (v) yield v;
      }
      // 2. The first scenario, same choices.
      if (ctx.scenario > 0) {
        const v = attempt(0, ctx.choices);
        if (v) yield v;
      }
      // 3. Simpler: one choice at a time lowered to 0, the first listed move.
      for (let i = 0; i < n; i++) {
        if (Date.now() >= deadline) return;
        if (ctx.choices[i] === 0) continue;
        const v = attempt(ctx.scenario, ctx.choices.map((c, j) => (j === i ? 0 : c)));
        if (v) yield v;
      }
    }
    return new fc.Stream(candidates());
  }
}

/** The choice lists of `n` moves: `choices` cut or extended with 0 (the moves replayed as they were). */
function padded(choices: readonly number[], n: number): number[] {
  return Array.from({ length: n }, (_, i) => choices[i] ?? 0);
}

/** Prefix lengths to try for a list of `n`, shortest first: 0, n/2, 3n/4, ... then n-1. */
export function prefixLengths(n: number): number[] {
  const out: number[] = [];
  let lo = 0;
  while (lo < n) {
    out.push(lo);
    lo += Math.max(1, Math.ceil((n - lo) / 2));
  }
  return [...new Set(out)];
}

function isTerminal<State, Move, Player extends string, Setup>(game: Game<State, Move, Player, Setup>, s: State): boolean {
  return safe(() => game.actor(s).kind === 'terminal');
}

function safe(f: () => boolean): boolean {
  try {
    return f();
  } catch {
    return false;
  }
}

/** A default state summary: who acts and how much they may do. */
function defaultDescribe<State, Move, Player extends string, Setup>(game: Game<State, Move, Player, Setup>): DescribeState<State> {
  return (s) => {
    try {
      const a = game.actor(s);
      if (a.kind === 'terminal') return `over: ${show(game.outcome(s), 120)}`;
      if (a.kind === 'chance') return `chance (${game.chanceOutcomes(s).length} outcomes)`;
      return `${a.player} to act (${game.legalMoves(s).length} moves)`;
    } catch (e) {
      return `(actor threw: ${e instanceof Error ? e.message : String(e)})`;
    }
  };
}

/** The last few states and the moves between them, in the title's words. */
export function summarizeTail<State, Move>(
  states: readonly State[],
  moves: readonly Move[],
  describe: DescribeState<State>,
  last = 3,
): string {
  const from = Math.max(0, states.length - last);
  const lines: string[] = [];
  for (let i = from; i < states.length; i++) {
    let text: string;
    try {
      text = describe(states[i] as State);
    } catch (e) {
      text = `(describeState threw: ${e instanceof Error ? e.message : String(e)})`;
    }
    lines.push(`  #${i}: ${text}`);
    if (i < moves.length) lines.push(`    then ${show(moves[i], 200)}`);
  }
  return lines.join('\n');
}

/** A choice path, shortened for print: the first 30 and last 10 choices. */
export function showChoices(choices: readonly number[]): string {
  const list = choices.length <= 40 ? choices : [...choices.slice(0, 30), `… ${choices.length - 40} more …`, ...choices.slice(-10)];
  return `[${list.join(',')}]`;
}

/**
 * The playthrough with a compact `toString` for fast-check's report (scenario, length, the
 * choice path, the last states' summaries), instead of every state in full.
 */
function printable<State, Move, Player extends string, Setup>(
  p: Playthrough<State, Move, Setup>,
  spec: Pick<PathSpec<State, Move, Player, Setup>, 'game' | 'describeState'>,
): Playthrough<State, Move, Setup> {
  const describe = spec.describeState ?? defaultDescribe(spec.game);
  return withToString(p, () =>
    [
      `playthrough of ${spec.game.id} scenario ${JSON.stringify(p.scenario)}: ${p.moves.length} move(s), stop: ${p.stop}` +
        (p.error ? ` (${p.error.code}: ${p.error.message})` : ''),
      `  choices (${p.choices.length}): ${showChoices(p.choices)}`,
      summarizeTail(p.states, p.moves, describe),
    ].join('\n'),
  );
}

/** Attaches fast-check's `toStringMethod` (not enumerable: JSON and equality ignore it). */
export function withToString<T extends object>(value: T, toString: () => string): T {
  Object.defineProperty(value, fc.toStringMethod, { value: toString, enumerable: false });
  return value;
}
