/**
 * Profiling helpers for a title's developers: the bench's "decisions" case (one decision after
 * another along seeded random playouts) run alone in a script, timed in CPU time, with
 * an optional V8 CPU profile of the timed part, a breakdown of the time by phase and move type, and
 * random playouts per CPU second. A title's `scripts/decisions.ts` is a few lines calling these.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { Rng, pickChance, randomPlayout, type GameDefinition, type GameEvent } from '@esagono/kernel';

/** Any title's game, its state, move and setup types kept. */
export type ProfiledGame<S, M, U> = GameDefinition<S, M, string, U, unknown, GameEvent>;

/** CPU time of this process in ms: a shared machine's other jobs do not count (a descheduled process accrues none). */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

export interface SampleOptions {
  /** Seeded games played (seeds 0, 1, ...); 20 as in the bench. */
  readonly games?: number;
  /** At most this many states; 1500 as in the bench. */
  readonly cap?: number;
}

/**
 * The states met in seeded random games (seed n: `setup(…, { seed: n })`, picks from `new Rng(n)`),
 * in order of play, every state before the game's end: the inputs of the bench's decisions case.
 */
export function sampleStates<S, M, U>(game: ProfiledGame<S, M, U>, setup: U, o: SampleOptions = {}): S[] {
  const games = o.games ?? 20;
  const cap = o.cap ?? 1500;
  const states: S[] = [];
  for (let seed = 0; seed < games && states.length < cap; seed++) {
    const init = game.setup(setup, { seed });
    if (!init.ok) throw new Error(`setup refused: ${init.error.message}`);
    let s = init.state;
    const rng = new Rng(seed);
    for (let i = 0; i < game.maxMoves && game.actor(s).kind !== 'terminal'; i++) {
      states.push(s);
      const r = game.resolve(s, pickMove(game, s, rng));
      if (!r.ok) break;
      s = r.state;
    }
  }
  return states;
}

/** A random move for whoever acts: chance by its exact odds, a player uniformly among the legal moves. */
export function pickMove<S, M, U>(game: ProfiledGame<S, M, U>, s: S, rng: Rng): M {
  return game.actor(s).kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(game.legalMoves(s));
}

/** One decision per call, on the states in turn (cycling): list the options, pick one, resolve it. */
export function decider<S, M, U>(game: ProfiledGame<S, M, U>, states: readonly S[], seed = 7): () => void {
  if (states.length === 0) throw new Error('no states to decide on');
  const rng = new Rng(seed);
  let i = 0;
  return () => {
    const s = states[i] as S;
    i = i + 1 === states.length ? 0 : i + 1;
    game.resolve(s, pickMove(game, s, rng));
  };
}

/**
 * One decision per call along seeded random playouts, as `randomPlayout` plays them (seed n:
 * `setup(…, { seed: n })`, picks from `new Rng(n)`, seeds from `firstSeed` on): list the options,
 * pick one, resolve it, and go on from the new state; a finished game (or one at the game's
 * `maxMoves`) starts the next seed, its setup counted in that call. Every state is new, as in real
 * play: a cache that only pays off on revisited states does not show here, unlike `decider`.
 */
export function playoutDecider<S, M, U>(game: ProfiledGame<S, M, U>, setup: U, firstSeed = 0): { readonly step: () => void; readonly games: () => number } {
  let seed = firstSeed - 1;
  let s: S | null = null;
  let rng = new Rng(0);
  let moves = 0;
  const start = (): S => {
    seed++;
    const init = game.setup(setup, { seed });
    if (!init.ok) throw new Error(`setup refused: ${init.error.message}`);
    rng = new Rng(seed);
    moves = 0;
    return init.state;
  };
  return {
    step: () => {
      let cur = s ?? start();
      if (moves >= game.maxMoves || game.actor(cur).kind === 'terminal') cur = start();
      const m = pickMove(game, cur, rng);
      const r = game.resolve(cur, m);
      if (!r.ok) throw new Error(`seed ${seed}, move ${moves}: legal move refused: ${r.error.message}`);
      s = r.state;
      moves++;
    },
    games: () => seed - firstSeed + 1,
  };
}

/**
 * The position with the most listed moves met in seeded random games of `setup` (seeds as given,
 * the first met on a tie), as the bench's busiest-position cases find it; `onListing` sees every
 * player position with its listing on the way (the bench times some of them).
 */
export function busiestPosition<S, M, U>(
  game: ProfiledGame<S, M, U>,
  setup: U,
  seeds: readonly number[],
  onListing?: (s: S, moves: readonly M[]) => void,
): { readonly state: S; readonly moves: number } {
  let best: { state: S | null; moves: number } = { state: null, moves: -1 };
  for (const seed of seeds) {
    const rng = new Rng(seed);
    const init = game.setup(setup);
    if (!init.ok) throw new Error(`setup refused: ${init.error.message}`);
    let s = init.state;
    for (let i = 0; i < game.maxMoves && game.actor(s).kind !== 'terminal'; i++) {
      let m: M;
      if (game.actor(s).kind === 'chance') m = pickChance(game.chanceOutcomes(s), rng);
      else {
        const moves = game.legalMoves(s);
        if (moves.length > best.moves) best = { state: s, moves: moves.length };
        onListing?.(s, moves);
        m = rng.pick(moves);
      }
      const r = game.resolve(s, m);
      if (!r.ok) throw new Error(`seed ${seed}: ${r.error.message}`);
      s = r.state;
    }
  }
  if (best.state === null) throw new Error('no player position');
  return { state: best.state, moves: best.moves };
}

export interface TimingOptions {
  /** CPU seconds timed after the warm-up. */
  readonly seconds: number;
  /** Each slice is at least this many CPU ms; its rate shows the JIT settling (default 100). */
  readonly sliceMs?: number;
  /** Warm-up before timing: at least this many CPU ms and calls (defaults 3000 and 3000, as the bench's case). */
  readonly warmupMs?: number;
  readonly warmupCalls?: number;
  /** A file to write the V8 CPU profile of the timed calls to (`.cpuprofile`, for DevTools or speedscope). */
  readonly profile?: string;
}

export interface Timing {
  /** Calls timed, and their CPU ms. */
  readonly calls: number;
  readonly cpuMs: number;
  /** Calls per CPU second: over all the timed calls, the median slice, and the best slice. */
  readonly rate: number;
  readonly median: number;
  readonly best: number;
  /** Calls per CPU second of each slice, in order. */
  readonly slices: readonly number[];
}

/** Rate of `fn` in calls per CPU second, after a warm-up, timed in slices (batches of 50 calls). */
export async function timeCalls(fn: () => void, o: TimingOptions): Promise<Timing> {
  const warmupMs = o.warmupMs ?? 3000;
  const warmupCalls = o.warmupCalls ?? 3000;
  const sliceMs = o.sliceMs ?? 100;
  const w0 = cpuMs();
  for (let n = 0; n < warmupCalls || cpuMs() - w0 < warmupMs; n++) fn();
  const session = o.profile === undefined ? null : await startProfile();
  const slices: number[] = [];
  let calls = 0;
  const t0 = cpuMs();
  let end = t0;
  do {
    const s0 = end;
    let n = 0;
    do {
      for (let k = 0; k < 50; k++) fn();
      n += 50;
      end = cpuMs();
    } while (end - s0 < sliceMs);
    calls += n;
    slices.push((n * 1000) / (end - s0));
  } while (end - t0 < o.seconds * 1000);
  if (session !== null && o.profile !== undefined) await stopProfile(session, o.profile);
  const sorted = [...slices].sort((a, b) => a - b);
  return {
    calls,
    cpuMs: end - t0,
    rate: (calls * 1000) / (end - t0),
    median: sorted[sorted.length >> 1] as number,
    best: sorted[sorted.length - 1] as number,
    slices,
  };
}

export interface DecisionsReport extends Timing {
  /** How the decisions were taken: along random playouts (the bench's measure), or cycling over sampled states. */
  readonly mode: 'playouts' | 'sampled';
  /** Playouts begun (mode `playouts`, warm-up included) or states sampled (mode `sampled`). */
  readonly states: number;
  /** CPU ms the sampling took (0 along playouts). */
  readonly sampleMs: number;
}

/**
 * The bench's decisions case for one scenario: decisions along seeded random playouts
 * (`playoutDecider`), or, with `sampled: true`, decisions cycling over the states of sampled games
 * (`sampleStates` then `decider`: warm caches, fit to profile one kind of position, not a measure
 * of play).
 */
export async function timeDecisions<S, M, U>(
  game: ProfiledGame<S, M, U>,
  setup: U,
  o: TimingOptions & SampleOptions & { readonly sampled?: boolean },
): Promise<DecisionsReport> {
  if (o.sampled !== true) {
    const d = playoutDecider(game, setup);
    const timing = await timeCalls(d.step, o);
    return { ...timing, mode: 'playouts', states: d.games(), sampleMs: 0 };
  }
  const s0 = cpuMs();
  const states = sampleStates(game, setup, o);
  const sampleMs = cpuMs() - s0;
  const timing = await timeCalls(decider(game, states), o);
  return { ...timing, mode: 'sampled', states: states.length, sampleMs };
}

/** One line for a report of `timeDecisions`. */
export function decisionsLine(label: string, r: DecisionsReport): string {
  const k = (x: number): string => `${(x / 1000).toFixed(1)}k`;
  const what = r.mode === 'playouts' ? `${r.states} random playouts` : `${r.states} sampled states (revisited)`;
  return `${label}: ${what}, ${r.calls} decisions in ${(r.cpuMs / 1000).toFixed(1)} s CPU: ${Math.round(r.rate)} decisions per CPU second (slices of ${Math.round(r.cpuMs / r.slices.length)} ms: median ${k(r.median)}, best ${k(r.best)})`;
}

/** Random playouts (the kernel's `randomPlayout`, seeds 0, 1, ...) per CPU second, and their moves per CPU second, after a warm-up (default 3000 ms). */
export function timePlayouts<S, M, U>(game: ProfiledGame<S, M, U>, setup: U, o: { readonly seconds: number; readonly warmupMs?: number }): { readonly games: number; readonly moves: number } {
  let seed = 0;
  const play = (): number => randomPlayout(game, setup, seed++).moves.length;
  const w0 = cpuMs();
  while (cpuMs() - w0 < (o.warmupMs ?? 3000)) play();
  let games = 0;
  let moves = 0;
  const t0 = cpuMs();
  let t = t0;
  do {
    moves += play();
    games++;
    t = cpuMs();
  } while (t - t0 < o.seconds * 1000);
  return { games: (games * 1000) / (t - t0), moves: (moves * 1000) / (t - t0) };
}

export interface KindRow {
  /** The phase (listing) or move type (resolve). */
  readonly key: string;
  readonly ms: number;
  readonly calls: number;
}

export interface KindBreakdown {
  /** Listing time (`actor` and `legalMoves` or `chanceOutcomes`) by the state's phase, `chance:` before a chance listing. */
  readonly listing: readonly KindRow[];
  /** `resolve` time by the move's type. */
  readonly resolve: readonly KindRow[];
}

/** A `type` or `phase` field of a value, if it is a string: the usual shape of moves and states. */
function field(x: unknown, name: 'type' | 'phase'): string {
  if (typeof x !== 'object' || x === null || !(name in x)) return '?';
  const v = (x as Record<string, unknown>)[name];
  return typeof v === 'string' ? v : '?';
}

/**
 * Where the time of one decision on each state goes, timed call by call (wall clock, so run it on a
 * quiet machine): listing time by phase, resolve time by move type, most time first.
 */
export function timeByKind<S, M, U>(
  game: ProfiledGame<S, M, U>,
  states: readonly S[],
  keys: { readonly phase?: (s: S) => string; readonly move?: (m: M) => string } = {},
): KindBreakdown {
  const phase = keys.phase ?? ((s: S) => field(s, 'phase'));
  const moveKey = keys.move ?? ((m: M) => field(m, 'type'));
  const rng = new Rng(7);
  const L = new Map<string, [number, number]>();
  const R = new Map<string, [number, number]>();
  const add = (m: Map<string, [number, number]>, k: string, d: number): void => {
    const e = m.get(k) ?? [0, 0];
    e[0] += d;
    e[1]++;
    m.set(k, e);
  };
  for (const s of states) {
    const a = performance.now();
    const chance = game.actor(s).kind === 'chance';
    const m = chance ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(game.legalMoves(s));
    add(L, (chance ? 'chance:' : '') + phase(s), performance.now() - a);
    const b = performance.now();
    game.resolve(s, m);
    add(R, moveKey(m), performance.now() - b);
  }
  const rows = (m: Map<string, [number, number]>): KindRow[] =>
    [...m].map(([key, [ms, calls]]) => ({ key, ms, calls })).sort((x, y) => y.ms - x.ms);
  return { listing: rows(L), resolve: rows(R) };
}

/** The breakdown as text: the `top` rows of each part, with total ms, calls and µs per call. */
export function kindLines(b: KindBreakdown, top = 12): string[] {
  const out: string[] = [];
  for (const [label, rows] of [['listing', b.listing], ['resolve', b.resolve]] as const) {
    out.push(`-- ${label}`);
    for (const r of rows.slice(0, top)) {
      out.push(`${r.key.padEnd(32)} ${r.ms.toFixed(1).padStart(7)} ms ${String(r.calls).padStart(6)} ${((r.ms / r.calls) * 1000).toFixed(1).padStart(8)} us`);
    }
  }
  return out;
}

type Post = (method: string, params?: object) => Promise<unknown>;

async function startProfile(): Promise<Post> {
  const session = new Session();
  session.connect();
  const post: Post = (method, params) => new Promise((ok, fail) => session.post(method, params ?? {}, (e, r) => (e ? fail(e) : ok(r))));
  await post('Profiler.enable');
  // 200 µs: finer than the default 1 ms, for calls of a few µs.
  await post('Profiler.setSamplingInterval', { interval: 200 });
  await post('Profiler.start');
  return post;
}

async function stopProfile(post: Post, file: string): Promise<void> {
  const r = (await post('Profiler.stop')) as { profile: unknown };
  await post('Profiler.disable');
  writeFileSync(file, JSON.stringify(r.profile));
}
