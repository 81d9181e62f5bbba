import { merge, MERGE_HELP } from './commands/merge.js';
import { play, PLAY_HELP } from './commands/play.js';
import { replayCommand, REPLAY_HELP } from './commands/replay.js';
import { simulate, SIMULATE_HELP } from './commands/simulate.js';
import { validate, VALIDATE_HELP } from './commands/validate.js';
import { titles as builtInTitles } from './titles.js';
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE, type RunContext, UsageError } from './types.js';

export const HELP = `esagono: play, simulate, replay and validate games of Esagono titles.

Usage:
  esagono play <title> [--scenario id | --scenario-file f] [--bots mcts,random] [--seed N] [--iterations K] [--max-moves N]
                       [--json] [--log f] [--svg f]
  esagono simulate <title> [--scenario id | --scenario-file f] [--bots mcts,random] [--games N] [--seed N]
                           [--iterations K] [--workers W] [--swap] [--shard i/n] [--json] [--out f]
  esagono merge <a.json> <b.json> ... [--json] [--out f]
  esagono replay <log.json> [--json]
  esagono validate <title> <file> [--json]
  esagono titles [--json]
  esagono help <command>        (or esagono <command> --help)

Exit codes: 0 ok, 1 a failure was found (illegal move, invalid file), 2 usage error.
`;

const TITLES_HELP = `esagono titles [--json]

Lists the registered titles and their scenarios.
`;

const HELPS: Readonly<Record<string, string>> = {
  play: PLAY_HELP,
  simulate: SIMULATE_HELP,
  merge: MERGE_HELP,
  replay: REPLAY_HELP,
  validate: VALIDATE_HELP,
  titles: TITLES_HELP,
};

function listTitles(argv: readonly string[], ctx: RunContext): number {
  if (argv.includes('--help') || argv.includes('-h')) {
    ctx.stdout.write(TITLES_HELP);
    return EXIT_OK;
  }
  const rows = Object.entries(ctx.titles).map(([id, t]) => ({ id, name: t.game.name, players: t.game.players, scenarios: Object.keys(t.scenarios) }));
  if (argv.includes('--json')) ctx.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
  else if (rows.length === 0) ctx.stdout.write('no titles registered\n');
  else ctx.stdout.write(rows.map((r) => `${r.id}  ${r.name}  players: ${r.players.join(', ')}  scenarios: ${r.scenarios.join(', ')}`).join('\n') + '\n');
  return EXIT_OK;
}

/**
 * The testable core of the `esagono` command: parses `argv` (without the node and
 * script paths), writes to the given streams and resolves to the exit code. Never throws.
 */
export async function run(argv: readonly string[], context: Partial<RunContext> = {}): Promise<number> {
  const ctx: RunContext = {
    titles: context.titles ?? builtInTitles,
    stdout: context.stdout ?? process.stdout,
    stderr: context.stderr ?? process.stderr,
    ...(context.titlesModule ? { titlesModule: context.titlesModule } : {}),
    ...(context.now ? { now: context.now } : {}),
  };
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case undefined:
      case '--help':
      case '-h':
      case 'help': {
        const topic = rest[0];
        if (topic !== undefined && HELPS[topic]) ctx.stdout.write(HELPS[topic]);
        else if (topic !== undefined) throw new UsageError(`no help for "${topic}" (commands: ${Object.keys(HELPS).join(', ')})`);
        else ctx.stdout.write(HELP);
        return command === undefined ? EXIT_USAGE : EXIT_OK;
      }
      case 'play':
        return play(rest, ctx);
      case 'simulate':
        return await simulate(rest, ctx);
      case 'merge':
        return merge(rest, ctx);
      case 'replay':
        return replayCommand(rest, ctx);
      case 'validate':
        return validate(rest, ctx);
      case 'titles':
        return listTitles(rest, ctx);
      default:
        throw new UsageError(`unknown command "${command}" (commands: ${Object.keys(HELPS).join(', ')})`);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      const more = command && HELPS[command] ? `esagono ${command} --help` : 'esagono --help';
      ctx.stderr.write(`esagono: ${e.message}\nRun '${more}' for usage.\n`);
      return EXIT_USAGE;
    }
    ctx.stderr.write(`esagono: ${e instanceof Error ? e.message : String(e)}\n`);
    return EXIT_FAILURE;
  }
}
