import { Rng, play, type GameEvent, type MoveLog, type PlayResult } from '@esagono/kernel';
import { deriveSeed, makeBot, type BotKind } from './bots.js';
import { lengthStats, wilson, type LengthStats } from './stats.js';
import { type TitleEntry, UsageError } from './types.js';

export interface GameSpec {
  /** A scenario id of the title, or the label of `setup` when that is given. */
  readonly scenario: string;
  /** A setup read from a file (`--scenario-file`), used instead of the named scenario. Plain JSON. */
  readonly setup?: unknown;
  readonly bots: readonly BotKind[];
  readonly iterations: number;
  /** Stop after this many moves (chance moves included) if the game has not ended; the title's own limit otherwise. */
  readonly maxMoves?: number;
}

/** The setup of a scenario, or a usage error listing the scenarios there are. */
export function scenarioSetup(entry: TitleEntry, scenario: string): unknown {
  if (!Object.prototype.hasOwnProperty.call(entry.scenarios, scenario)) {
    const known = Object.keys(entry.scenarios).join(', ') || '(none)';
    throw new UsageError(`unknown scenario "${scenario}" for ${entry.game.id} (known: ${known})`);
  }
  return entry.scenarios[scenario];
}

/** The scenario to use when none is named: the title's reference one, else its first. */
export function defaultScenario(entry: TitleEntry): string | undefined {
  return entry.referenceScenario ?? Object.keys(entry.scenarios)[0];
}

/**
 * Plays one game. Everything random derives from `seed`: the set-up, the chance moves
 * and each seat's bot, so a game is a pure function of (title, spec, seed).
 */
export function playGame(
  entry: TitleEntry,
  spec: GameSpec,
  seed: number,
  onMove?: (state: unknown, move: unknown, events: readonly GameEvent[]) => void,
): PlayResult<unknown, unknown, string> & { readonly log: MoveLog } {
  const { game } = entry;
  const setup = spec.setup !== undefined ? spec.setup : scenarioSetup(entry, spec.scenario);
  const init = game.setup(setup, { seed });
  if (!init.ok) throw new Error(`scenario "${spec.scenario}" was refused by ${game.id}: ${init.error.message}`);
  const bots = new Map(game.players.map((p, i) => [p, makeBot(spec.bots[i] ?? 'random', entry, deriveSeed(seed, i + 1), spec.iterations)]));
  const result = play(game, init.state, {
    rng: new Rng(seed),
    choose: (s, moves, player) => {
      const bot = bots.get(player);
      if (!bot) throw new Error(`no bot for player ${player}`);
      return bot.choose(s, moves, player);
    },
    ...(onMove ? { onMove } : {}),
    ...(spec.maxMoves !== undefined ? { maxMoves: spec.maxMoves } : {}),
  });
  return { ...result, log: { game: game.id, setup, seed, moves: result.moves } };
}

/** What a study keeps of each game: enough to recompute every reported number. */
export interface GameRecord {
  readonly k: number;
  readonly seed: number;
  /** The bot of each seat in this game. */
  readonly bots: readonly string[];
  readonly winner: string | null;
  readonly winnerBot: string | null;
  readonly stop: 'terminal' | 'max-moves' | 'stuck' | 'error';
  readonly moves: number;
}

/** The bots of game `k`: with `swap`, rotated by k seats, so each bot plays each seat in turn. */
export function seatBots(bots: readonly BotKind[], k: number, swap: boolean): BotKind[] {
  if (!swap || bots.length === 0) return [...bots];
  const shift = k % bots.length;
  return [...bots.slice(bots.length - shift), ...bots.slice(0, bots.length - shift)];
}

export function recordGame(entry: TitleEntry, spec: GameSpec, k: number, seed: number, swap = false): GameRecord {
  const bots = seatBots(spec.bots, k, swap);
  const r = playGame(entry, { ...spec, bots }, seed);
  const winner = r.outcome?.kind === 'win' ? r.outcome.winner : null;
  const winnerBot = winner === null ? null : (bots[entry.game.players.indexOf(winner)] ?? null);
  return { k, seed, bots, winner, winnerBot, stop: r.stop, moves: r.moves.length };
}

export interface Rate {
  readonly count: number;
  readonly rate: number;
  /** Wilson 95% interval. */
  readonly ci95: readonly [number, number];
}

export interface Summary {
  readonly games: number;
  readonly players: readonly (Rate & { readonly player: string; readonly bot: string })[];
  /** Wins by bot kind, wherever it sat: the fair comparison when seats are swapped. */
  readonly byBot: readonly (Rate & { readonly bot: string })[];
  readonly draws: Rate;
  /** Games stopped by the move limit, stuck or refused: counted in no one's favour. */
  readonly unfinished: number;
  readonly length: LengthStats;
}

const rate = (count: number, n: number): Rate => ({ count, rate: n > 0 ? count / n : 0, ci95: wilson(count, n) });

/** Summary of records; they are sorted by game index first so any split sums identically. */
export function summarize(players: readonly string[], bots: readonly string[], records: readonly GameRecord[]): Summary {
  const sorted = [...records].sort((a, b) => a.k - b.k);
  const n = sorted.length;
  const finished = sorted.filter((r) => r.stop === 'terminal');
  return {
    games: n,
    players: players.map((player, i) => ({
      player,
      // With swapped seats a player has no single bot.
      bot: sorted.every((r) => r.bots[i] === bots[i]) ? (bots[i] ?? '?') : 'mixed',
      ...rate(
        finished.filter((r) => r.winner === player).length,
        n,
      ),
    })),
    byBot: [...new Set(bots)].map((bot) => ({ bot, ...rate(finished.filter((r) => r.winnerBot === bot).length, n) })),
    draws: rate(finished.filter((r) => r.winner === null).length, n),
    unfinished: n - finished.length,
    length: lengthStats(sorted.map((r) => r.moves)),
  };
}
