import {
  CI_CONFORMANCE_RUNS,
  checkConformance,
  yieldToRunner,
  type ConformanceOptions,
  type ConformanceReport,
} from './conformance.js';
import type { Game } from './walk.js';

/** The two functions of a test runner the suite registers its tests with (vitest, jest, mocha...). */
export interface TestRunner {
  describe(name: string, body: () => void): void;
  it(name: string, body: () => Promise<void>, timeout?: number): void;
}

export interface SuiteOptions<State, Player extends string, Setup> extends ConformanceOptions<State, Player, Setup> {
  /**
   * Games per registered test (default 10). Each test then takes a second or two, well
   * inside a runner's default timeout (vitest: 5 s), and the runner hears from its worker
   * between tests.
   */
  readonly gamesPerTest?: number;
  /** Each test's own timeout in ms (default 30 s plus the shrink time limit): room for a slow machine and for shrinking a failure. */
  readonly testTimeout?: number;
  /** Called with each part's report, e.g. to assert on what was played. */
  readonly onReport?: (report: ConformanceReport, part: number) => void;
}

function envNumber(name: string): number | undefined {
  const raw = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** One registered test: which games it plays. */
export interface SuitePart {
  readonly part: number;
  readonly first: number;
  readonly games: number;
  readonly seed: number;
}

/**
 * How `conformanceSuite` shares out its games: `playthroughs` (default 200; the environment's
 * `ESAGONO_CONFORMANCE_RUNS` overrides it, as for `checkConformance`) in parts of
 * `gamesPerTest`, each with its own seed derived from the run's.
 */
export function suiteParts(options: { playthroughs?: number; exactPlaythroughs?: boolean; gamesPerTest?: number; seed?: number }): SuitePart[] {
  const env = options.exactPlaythroughs ? undefined : envNumber('ESAGONO_CONFORMANCE_RUNS');
  const total = Math.max(1, env ?? options.playthroughs ?? CI_CONFORMANCE_RUNS);
  const size = Math.max(1, Math.floor(options.gamesPerTest ?? 10));
  const base = options.seed ?? envNumber('ESAGONO_CONFORMANCE_SEED') ?? (Date.now() ^ (Math.random() * 0x100000000)) >>> 0;
  return Array.from({ length: Math.ceil(total / size) }, (_, i) => ({
    part: i + 1,
    first: i * size + 1,
    games: Math.min(size, total - i * size),
    // A seed per part, printed in its name and in any failure, so one part reproduces alone.
    seed: (base + i * 0x9e37) >>> 0,
  }));
}

/**
 * Registers the conformance checks of `game` as many short tests, one per `gamesPerTest`
 * games, inside one `describe`. Each test first yields to the runner, then runs
 * `checkConformance` on its games; a failure throws the same shrunk counterexample, with the
 * seed that reproduces it alone: `checkConformance(game, { ...options, seed, path })`.
 */
export function conformanceSuite<State, Move, Player extends string, Setup>(
  game: Game<State, Move, Player, Setup>,
  options: SuiteOptions<State, Player, Setup>,
  runner: TestRunner,
): void {
  const parts = suiteParts(options);
  const total = parts.reduce((a, p) => a + p.games, 0);
  const timeout = options.testTimeout ?? 30_000 + (options.shrinkTimeLimit ?? 10_000);
  const { gamesPerTest: _g, testTimeout: _t, onReport, ...check } = options;
  runner.describe(`${game.name} (${game.id}) conforms to the Esagono protocol`, () => {
    for (const p of parts) {
      const last = p.first + p.games - 1;
      runner.it(
        `games ${p.first}-${last} of ${total} (seed ${p.seed})`,
        async () => {
          await yieldToRunner();
          const report = checkConformance(game, { ...check, playthroughs: p.games, exactPlaythroughs: true, seed: p.seed });
          onReport?.(report, p.part);
        },
        timeout,
      );
    }
  });
}
