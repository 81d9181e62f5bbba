import { availableParallelism } from 'node:os';
import { parseArgs, int, str } from '../args.js';
import { deriveSeed, parseBots, type BotKind } from '../bots.js';
import { findTitle, pct, writeText } from '../io.js';
import { runInWorkers, type Job } from '../pool.js';
import { defaultScenario, recordGame, scenarioSetup, summarize, type GameRecord, type Summary } from '../study.js';
import { progress } from '../progress.js';
import { scenarioFromFile } from '../scenario-file.js';
import { EXIT_OK, type RunContext, UsageError } from '../types.js';

export const SIMULATE_HELP = `esagono simulate <title> [options]

Plays many games between bots on worker threads and reports win rates with 95%
confidence intervals (Wilson) and game lengths.

Options:
  --scenario <id>     scenario (default: the title's reference scenario)
  --scenario-file <f> play the scenario in this file instead: a setup, or a file in the
                      title's own format (Memoir '44: a scenario editor .m44 file)
  --bots <a,b,...>    one bot per player in seating order: mcts or random (default: all random)
  --games <N>         games in the whole study (default 100)
  --seed <N>          base seed; game k plays with a seed derived from it and k (default 1)
  --iterations <K>    MCTS playouts per decision (default 200)
  --workers <W>       worker threads (default: one per core; 1 plays in this thread)
  --swap              rotate the bots' seats from game to game (cancels any first-player edge)
  --shard <i/n>       play only games k with k mod n = i (combine shards with esagono merge)
  --json              print the study (records and summary) as JSON
  --out <file>        save the study as JSON (input of esagono merge)
`;

/** A study as saved: its parameters, one record per game played, and the summary. */
export interface StudyFile {
  readonly format: 'esagono-study/1';
  readonly title: string;
  readonly scenario: string;
  readonly seed: number;
  /** Games in the whole study, all shards together. */
  readonly games: number;
  readonly bots: readonly BotKind[];
  readonly iterations: number;
  /** Whether game k rotated the bots by k seats. */
  readonly swap: boolean;
  /** The shard this file holds, or null for the whole study. */
  readonly shard: { readonly index: number; readonly count: number } | null;
  readonly records: readonly GameRecord[];
  readonly summary: Summary;
}

function parseShard(v: string | undefined): { index: number; count: number } | null {
  if (v === undefined) return null;
  const m = /^(\d+)\/(\d+)$/.exec(v);
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (!m || count < 1 || index >= count) throw new UsageError(`--shard must be i/n with 0 <= i < n, e.g. 0/2; got "${v}"`);
  return { index, count };
}

export function formatSummary(study: Omit<StudyFile, 'format' | 'records'>, players: readonly string[]): string {
  const s = study.summary;
  const ci = (r: { ci95: readonly [number, number] }) => `[${pct(r.ci95[0])}, ${pct(r.ci95[1])}]`;
  const width = Math.max(...players.map((p) => p.length), 4);
  const lines = [
    `${study.title}, scenario ${study.scenario}: ${s.games} games${study.shard ? ` (shard ${study.shard.index}/${study.shard.count} of ${study.games})` : ''}, seed ${study.seed}, bots ${players.map((p, i) => `${p}=${study.bots[i]}`).join(' ')}${study.swap ? ' (seats rotated game by game)' : ''}${study.bots.includes('mcts') ? `, mcts ${study.iterations} iterations` : ''}`,
    ...s.players.map((p) => `  ${p.player.padEnd(width)}  ${`(${p.bot})`.padEnd(9)} wins ${pct(p.rate).padStart(6)}  95% CI ${ci(p)}  (${p.count})`),
    ...(study.swap ? s.byBot.map((b) => `  ${'by bot'.padEnd(width)}  ${`(${b.bot})`.padEnd(9)} wins ${pct(b.rate).padStart(6)}  95% CI ${ci(b)}  (${b.count})`) : []),
    `  ${'draw'.padEnd(width)}  ${''.padEnd(9)}      ${pct(s.draws.rate).padStart(6)}  95% CI ${ci(s.draws)}  (${s.draws.count})`,
    ...(s.unfinished > 0 ? [`  unfinished (move limit, stuck or refused): ${s.unfinished}`] : []),
    `  length in moves: mean ${s.length.mean.toFixed(1)}, sd ${s.length.sd.toFixed(1)}, min ${s.length.min}, median ${s.length.median}, max ${s.length.max}`,
  ];
  return `${lines.join('\n')}\n`;
}

export async function simulate(argv: readonly string[], ctx: RunContext): Promise<number> {
  const args = parseArgs(argv, ['scenario', 'scenario-file', 'bots', 'games', 'seed', 'iterations', 'workers', 'shard', 'out'], ['json', 'help', 'swap']);
  if (args.flags.help) {
    ctx.stdout.write(SIMULATE_HELP);
    return EXIT_OK;
  }
  const entry = findTitle(ctx, args.positional[0]);
  if (args.positional.length > 1) throw new UsageError(`unexpected argument "${args.positional[1]}"`);
  const { game } = entry;
  const fromFile = scenarioFromFile(entry, args, ctx);
  const scenario = fromFile?.label ?? str(args, 'scenario') ?? defaultScenario(entry);
  if (scenario === undefined) throw new UsageError(`${game.id} has no scenarios`);
  if (!fromFile) scenarioSetup(entry, scenario);
  const bots = parseBots(str(args, 'bots'), game.players);
  const games = int(args, 'games', 100, 1, 10_000_000);
  const seed = int(args, 'seed', 1, 0, 2 ** 32 - 1);
  const iterations = int(args, 'iterations', 200, 1, 10_000_000);
  const workers = int(args, 'workers', availableParallelism(), 1, 256);
  const shard = parseShard(str(args, 'shard'));
  const swap = args.flags.swap === true;

  const jobs: Job[] = [];
  for (let k = 0; k < games; k++) if (!shard || k % shard.count === shard.index) jobs.push({ k, seed: deriveSeed(seed, k) });
  const spec = { scenario, bots, iterations, ...(fromFile ? { setup: fromFile.setup } : {}) };
  const records: GameRecord[] = [];
  const bar = progress(ctx.stderr, jobs.length, 'games', 'esagono simulate', ctx.now);
  if (workers <= 1 || jobs.length <= 1) {
    for (const job of jobs) {
      records.push(recordGame(entry, spec, job.k, job.seed, swap));
      bar.tick();
    }
  } else {
    await runInWorkers(
      { title: game.id, spec, swap, ...(ctx.titlesModule ? { titlesModule: ctx.titlesModule } : {}) },
      jobs,
      workers,
      (r) => {
        records.push(r);
        bar.tick();
      },
    );
  }
  bar.end();
  records.sort((a, b) => a.k - b.k);
  const study: StudyFile = {
    format: 'esagono-study/1',
    title: game.id,
    scenario,
    seed,
    games,
    bots,
    iterations,
    swap,
    shard,
    records,
    summary: summarize(game.players, bots, records),
  };
  const out = str(args, 'out');
  if (out) writeText(out, `${JSON.stringify(study)}\n`);
  ctx.stdout.write(args.flags.json ? `${JSON.stringify(study, null, 2)}\n` : formatSummary(study, game.players));
  return EXIT_OK;
}
