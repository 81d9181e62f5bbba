import { canonicalize, type RuleError } from '@esagono/kernel';
import { parseArgs } from '../args.js';
import { brief, findTitle, readJson } from '../io.js';
import { EXIT_FAILURE, EXIT_OK, type RunContext, UsageError } from '../types.js';

export const REPLAY_HELP = `esagono replay <log.json> [--json]

Checks a saved game (a MoveLog: {"game", "setup", "seed"?, "moves"}) move by move
and reports the first illegal move with the rule it breaks. Exit code 1 if one is found.
`;

interface LogShape {
  readonly game: string;
  readonly setup: unknown;
  readonly seed?: number;
  readonly moves: readonly unknown[];
}

function asLog(v: unknown, path: string): LogShape {
  const o = v as Partial<LogShape> | null;
  if (!o || typeof o !== 'object' || typeof o.game !== 'string' || !Array.isArray(o.moves) || !('setup' in o)) {
    throw new UsageError(`${path} is not a move log: expected {"game": string, "setup": ..., "moves": [...]}`);
  }
  if (o.seed !== undefined && typeof o.seed !== 'number') throw new UsageError(`${path}: "seed" must be a number`);
  return o as LogShape;
}

type Verdict =
  | { ok: true; moves: number; over: boolean; outcome: unknown; next?: string }
  | { ok: false; index: number; move?: unknown; actor?: string; error: RuleError };

const sameMove = (a: unknown, b: unknown): boolean => {
  try {
    return canonicalize(a) === canonicalize(b);
  } catch {
    return false;
  }
};

export function replayCommand(argv: readonly string[], ctx: RunContext): number {
  const args = parseArgs(argv, [], ['json', 'help']);
  if (args.flags.help) {
    ctx.stdout.write(REPLAY_HELP);
    return EXIT_OK;
  }
  const path = args.positional[0];
  if (path === undefined) throw new UsageError('name the move log to check');
  const log = asLog(readJson(path), path);
  const { game } = findTitle(ctx, log.game);
  const verdict = ((): Verdict => {
    const init = game.setup(log.setup, log.seed === undefined ? {} : { seed: log.seed });
    if (!init.ok) return { ok: false, index: -1, error: init.error };
    let s = init.state;
    for (let i = 0; i < log.moves.length; i++) {
      const move = log.moves[i];
      const actor = game.actor(s);
      const who = actor.kind === 'player' ? actor.player : actor.kind;
      const r = game.resolve(s, move);
      if (!r.ok) return { ok: false, index: i, move, actor: who, error: r.error };
      // The title accepted the move; it must also be one it offers, or the log was forged.
      const offered = actor.kind === 'chance' ? game.chanceOutcomes(s).map((o) => o.move) : game.legalMoves(s);
      if (!offered.some((m) => sameMove(m, move))) {
        const what = actor.kind === 'chance' ? 'a possible chance outcome' : `a legal move for ${who}`;
        return { ok: false, index: i, move, actor: who, error: { code: 'not-offered', message: `the move is not ${what} here` } };
      }
      s = r.state;
    }
    const actor = game.actor(s);
    return {
      ok: true,
      moves: log.moves.length,
      over: actor.kind === 'terminal',
      outcome: game.outcome(s),
      ...(actor.kind === 'player' ? { next: actor.player } : actor.kind === 'chance' ? { next: 'chance' } : {}),
    };
  })();
  if (args.flags.json) {
    ctx.stdout.write(`${JSON.stringify({ file: path, game: game.id, ...verdict }, null, 2)}\n`);
  } else if (verdict.ok) {
    const o = verdict.outcome as { kind: string; winner?: string } | null;
    const end = verdict.over ? `game over: ${o?.kind === 'win' ? `${o.winner} wins` : 'draw'}` : `game not over, ${verdict.next} to act next`;
    ctx.stdout.write(`ok: ${path}: ${verdict.moves} moves of ${game.id} replayed, all legal; ${end}\n`);
  } else {
    const rule = verdict.error.rule ? `, rule ${verdict.error.rule}` : '';
    const what =
      verdict.index < 0
        ? `the setup is refused`
        : `moves[${verdict.index}] (move ${verdict.index + 1} of ${log.moves.length}) by ${verdict.actor} is illegal: ${brief(verdict.move)}`;
    ctx.stdout.write(`illegal: ${path}: ${what}\n  ${verdict.error.message} [${verdict.error.code}${rule}]\n`);
  }
  return verdict.ok ? EXIT_OK : EXIT_FAILURE;
}
