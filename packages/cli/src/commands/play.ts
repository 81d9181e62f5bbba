import type { GameEvent } from '@esagono/kernel';
import { parseArgs, int, str } from '../args.js';
import { parseBots } from '../bots.js';
import { brief, findTitle, writeText } from '../io.js';
import { progress } from '../progress.js';
import { scenarioFromFile } from '../scenario-file.js';
import { defaultScenario, playGame, scenarioSetup } from '../study.js';
import { EXIT_FAILURE, EXIT_OK, type LogText, type RunContext, type TitleEntry, UsageError } from '../types.js';

export const PLAY_HELP = `esagono play <title> [options]

Plays one game between bots and prints one line per move, chance moves included: who
acted, the move (in words, if the title describes its moves) and what it did, with the
rule references.

Options:
  --scenario <id>     scenario to play (default: the title's reference scenario)
  --scenario-file <f> play the scenario in this file instead: a setup, or a file in the
                      title's own format (Memoir '44: a scenario editor .m44 file)
  --bots <a,b,...>    one bot per player in seating order: mcts or random (default: all random)
  --seed <N>          seed for set-up, dice and bots (default 1)
  --iterations <K>    MCTS playouts per decision (default 200)
  --max-moves <N>     stop after N moves, chance moves included, if the game has not ended
                      (a long scenario's opening; default: the title's own limit)
  --json              print the result and its move log as JSON
  --log <file>        save the move log (for esagono replay)
  --svg <file>        save an SVG of the final position (titles with a renderer only)
`;

export function play(argv: readonly string[], ctx: RunContext): number {
  const args = parseArgs(argv, ['scenario', 'scenario-file', 'bots', 'seed', 'iterations', 'max-moves', 'svg', 'log'], ['json', 'help']);
  if (args.flags.help) {
    ctx.stdout.write(PLAY_HELP);
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
  const seed = int(args, 'seed', 1, 0, 2 ** 32 - 1);
  const iterations = int(args, 'iterations', 200, 1, 10_000_000);
  const maxMoves = str(args, 'max-moves') === undefined ? undefined : int(args, 'max-moves', 1, 1, 100_000_000);
  const svg = str(args, 'svg');
  if (svg !== undefined && !entry.render) {
    throw new UsageError(`${game.id} has no SVG renderer, so --svg cannot be honoured; drop --svg`);
  }
  const bar = progress(ctx.stderr, null, 'moves', 'esagono play', ctx.now);
  const result = playGame(entry, { scenario, bots, iterations, ...(maxMoves !== undefined ? { maxMoves } : {}), ...(fromFile ? { setup: fromFile.setup } : {}) }, seed, () => bar.tick());
  bar.end();
  const outcome = result.outcome;
  const logPath = str(args, 'log');
  if (logPath) writeText(logPath, `${JSON.stringify(result.log, null, 2)}\n`);
  if (svg !== undefined && entry.render) writeText(svg, entry.render(result.state));

  if (args.flags.json) {
    const out = { title: game.id, scenario, seed, bots, iterations, stop: result.stop, outcome, moves: result.moves.length, log: result.log, ...(result.error ? { error: result.error } : {}) };
    ctx.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  } else {
    const lines: string[] = [];
    lines.push(`${game.name} (${game.id}), scenario ${scenario}, seed ${seed}`);
    lines.push(`bots: ${game.players.map((p, i) => `${p}=${bots[i]}`).join(', ')}${bots.includes('mcts') ? ` (mcts: ${iterations} iterations${entry.determinize ? '' : ', sees hidden information: the title has no determinizer'})` : ''}`);
    // Walk the log again to show who acted and what happened.
    const init = game.setup(result.log.setup, { seed });
    let s = init.ok ? init.state : undefined;
    result.moves.forEach((m, i) => {
      if (s === undefined) return;
      const actor = game.actor(s);
      const who = actor.kind === 'player' ? actor.player : actor.kind;
      const r = game.resolve(s, m);
      lines.push(`${String(i + 1).padStart(4)}  ${who.padEnd(8)} ${r.ok ? moveLine(entry, s, m, r.state, r.events) : brief(m)}`);
      s = r.ok ? r.state : undefined;
    });
    if (outcome) {
      const scores = outcome.scores ? ` (scores ${Object.entries(outcome.scores).map(([p, v]) => `${p} ${v}`).join(', ')})` : '';
      lines.push(`result: ${outcome.kind === 'win' ? `${outcome.winner} wins` : 'draw'}${scores} after ${result.moves.length} moves`);
    } else {
      lines.push(`result: no outcome, play stopped (${result.stop})${result.error ? `: ${result.error.message}` : ''} after ${result.moves.length} moves`);
    }
    if (logPath) lines.push(`move log saved to ${logPath}`);
    if (svg) lines.push(`final position saved to ${svg}`);
    ctx.stdout.write(`${lines.join('\n')}\n`);
  }
  return result.stop === 'error' || result.stop === 'stuck' ? EXIT_FAILURE : EXIT_OK;
}

const cite = (x: LogText): string => (x.rule ? ` (${x.rule})` : '');

/**
 * A move and what it did, in the title's words when it has a describer, else as JSON. Game
 * events are listed too, unless one only repeats the move's type (as Memoir '44's do).
 */
export function moveLine(entry: TitleEntry, before: unknown, move: unknown, after: unknown, events: readonly GameEvent[]): string {
  const d = entry.describe?.(before, move, after);
  const type = (move as { type?: unknown } | null)?.type;
  const told = (d && entry.describesEvents ? [] : events).filter((e) => !(d && e.type === type && !e.rule)).map((e) => ({ text: e.type, ...(e.rule ? { rule: e.rule } : {}) }));
  const effects = [...(d?.effects ?? []), ...told];
  const head = d ? `${d.text}${cite(d)}` : brief(move);
  return effects.length === 0 ? head : `${head}  -> ${effects.map((e) => `${e.text}${cite(e)}`).join('; ')}`;
}
