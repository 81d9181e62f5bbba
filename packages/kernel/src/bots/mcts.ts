import type { GameDefinition, GameEvent } from '../protocol/types.js';
import { pickChance } from '../driver/driver.js';
import { canonicalize } from '../serial/canonical.js';
import { Rng } from '../rng/rng.js';
import { outcomeReward, type Bot, type Determinizer, type Evaluator } from './bot.js';

export interface MctsOptions<State, Player extends string> {
  /** Seeds the search. With an iteration budget the bot's choices are a function of the seed. */
  readonly seed: number;
  /** Playouts per decision. Deterministic; the default budget when no `timeMs` is given is 1000. */
  readonly iterations?: number;
  /** Wall-clock budget per decision in milliseconds, for interactive use (not reproducible). */
  readonly timeMs?: number;
  /** UCT exploration constant (default √2, the UCB1 value for rewards in [0, 1]). */
  readonly exploration?: number;
  /**
   * Resamples hidden information for each playout (determinisation). Without it the
   * search runs on the true state and so sees hidden cards: it cheats.
   */
  readonly determinize?: Determinizer<State, Player>;
  /** Values a rollout cut short by `rolloutMoves`; without it a cut rollout scores 0.5. */
  readonly evaluate?: Evaluator<State, Player>;
  /** Moves (player and chance) a rollout may play past the tree (default: the game's maxMoves). */
  readonly rolloutMoves?: number;
  /** Bot name, for logs (default `mcts`). */
  readonly name?: string;
}

/** What the search learnt about one root move. */
export interface MoveStats<Move> {
  readonly move: Move;
  readonly visits: number;
  /** Mean reward for the deciding player, in [0, 1]; 0 when never visited. */
  readonly value: number;
}

export interface SearchResult<Move> {
  readonly move: Move;
  readonly iterations: number;
  readonly stats: readonly MoveStats<Move>[];
}

/**
 * One node per move sequence from the root. Nodes below a chance state are its
 * outcomes, reached by sampling with their exact probabilities (explicit chance nodes).
 * `avail` counts how often the node's move was legal when its parent was visited: with
 * determinisation a move is not legal in every sampled world, so UCB uses it in place
 * of the parent's visits (information-set MCTS, Cowling, Powley & Whitehouse 2012).
 */
interface Node {
  visits: number;
  avail: number;
  /** Sum of rewards per player, indexed as `game.players`. */
  readonly reward: number[];
  readonly children: Map<string, Node>;
}

const newNode = (players: number): Node => ({ visits: 0, avail: 0, reward: new Array<number>(players).fill(0), children: new Map() });

const keyOf = (move: unknown): string => canonicalize(move);

/**
 * Monte Carlo tree search with UCT for any title: runs `iterations` playouts (or until
 * `timeMs` has passed) from `state` and returns the most visited of `moves`.
 */
export function mctsSearch<State, Move, Player extends string, Setup, View, Event extends GameEvent>(
  game: GameDefinition<State, Move, Player, Setup, View, Event>,
  state: State,
  moves: readonly Move[],
  player: Player,
  options: MctsOptions<State, Player>,
  rng: Rng,
): SearchResult<Move> {
  if (moves.length === 0) throw new RangeError('mctsSearch: no legal moves to choose from');
  const n = game.players.length;
  const index = new Map<string, number>(game.players.map((p, i) => [p, i]));
  const c = options.exploration ?? Math.SQRT2;
  const rolloutLimit = options.rolloutMoves ?? game.maxMoves;
  const maxIterations = options.iterations ?? (options.timeMs === undefined ? 1000 : Number.POSITIVE_INFINITY);
  const deadline = options.timeMs === undefined ? Number.POSITIVE_INFINITY : performance.now() + options.timeMs;
  const rootKeys = moves.map(keyOf);
  const root = newNode(n);

  /** Rewards of a state for every player: the outcome if over, else the heuristic. */
  const rewards = (s: State): number[] => {
    const out = game.outcome(s);
    if (out) return game.players.map((p) => outcomeReward(out, p));
    const ev = options.evaluate;
    return game.players.map((p) => {
      const v = ev ? ev(s, p) : 0.5;
      // A heuristic out of range or NaN must not poison the averages.
      return Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0.5;
    });
  };

  const rollout = (start: State): number[] => {
    let s = start;
    for (let depth = 0; depth < rolloutLimit; depth++) {
      const actor = game.actor(s);
      if (actor.kind === 'terminal') break;
      let move: Move;
      if (actor.kind === 'chance') {
        const outs = game.chanceOutcomes(s);
        if (outs.length === 0) break;
        move = pickChance(outs, rng);
      } else {
        const legal = game.legalMoves(s);
        if (legal.length === 0) break;
        move = rng.pick(legal);
      }
      const r = game.resolve(s, move);
      if (!r.ok) break;
      s = r.state;
    }
    return rewards(s);
  };

  let iterations = 0;
  while (iterations < maxIterations && (options.timeMs === undefined || performance.now() < deadline)) {
    iterations++;
    let s = options.determinize ? options.determinize(state, player, rng) : state;
    let node = root;
    const path: Node[] = [root];
    let expanded = false;
    let failed = false;
    while (!expanded) {
      const actor = game.actor(s);
      if (actor.kind === 'terminal') break;
      let move: Move;
      let key: string;
      if (actor.kind === 'chance') {
        const outs = game.chanceOutcomes(s);
        if (outs.length === 0) break;
        move = pickChance(outs, rng);
        key = keyOf(move);
      } else {
        // At the root only the moves offered may be searched; deeper, what the sampled world allows.
        const legal = node === root ? moves : game.legalMoves(s);
        if (legal.length === 0) break;
        const keys = node === root ? rootKeys : legal.map(keyOf);
        const untried: number[] = [];
        for (let i = 0; i < keys.length; i++) {
          const child = node.children.get(keys[i] as string);
          if (child) child.avail++;
          else untried.push(i);
        }
        let pick: number;
        if (untried.length > 0) {
          pick = untried[rng.int(untried.length)] as number;
        } else {
          const pi = index.get(actor.player) ?? 0;
          let best = -1;
          let bestScore = Number.NEGATIVE_INFINITY;
          for (let i = 0; i < keys.length; i++) {
            const child = node.children.get(keys[i] as string) as Node;
            const score = (child.reward[pi] ?? 0) / child.visits + c * Math.sqrt(Math.log(child.avail) / child.visits);
            if (score > bestScore) {
              bestScore = score;
              best = i;
            }
          }
          pick = best;
        }
        move = legal[pick] as Move;
        key = keys[pick] as string;
      }
      const r = game.resolve(s, move);
      if (!r.ok) {
        // A determinizer that breaks the rules yields worlds where a move is refused: skip them.
        failed = true;
        break;
      }
      s = r.state;
      let child = node.children.get(key);
      if (!child) {
        child = newNode(n);
        child.avail = 1;
        node.children.set(key, child);
        expanded = true;
      }
      node = child;
      path.push(node);
    }
    if (failed) continue;
    const reward = rollout(s);
    for (const p of path) {
      p.visits++;
      for (let i = 0; i < n; i++) p.reward[i] = (p.reward[i] ?? 0) + (reward[i] ?? 0);
    }
  }

  const pi = index.get(player) ?? 0;
  const stats = moves.map((move, i): MoveStats<Move> => {
    const child = root.children.get(rootKeys[i] as string);
    const visits = child?.visits ?? 0;
    return { move, visits, value: child && visits > 0 ? (child.reward[pi] ?? 0) / visits : 0 };
  });
  let best = 0;
  for (let i = 1; i < stats.length; i++) {
    const a = stats[i] as MoveStats<Move>;
    const b = stats[best] as MoveStats<Move>;
    if (a.visits > b.visits || (a.visits === b.visits && a.value > b.value)) best = i;
  }
  return { move: (stats[best] as MoveStats<Move>).move, iterations, stats };
}

/**
 * A UCT bot for any title. Its generator advances from choice to choice, so a game
 * played with the same seeds and an iteration budget is played identically.
 */
export function mctsBot<State, Move, Player extends string, Setup, View, Event extends GameEvent>(
  game: GameDefinition<State, Move, Player, Setup, View, Event>,
  options: MctsOptions<State, Player>,
): Bot<State, Move, Player> {
  const rng = new Rng(options.seed);
  return {
    name: options.name ?? 'mcts',
    choose: (state, moves, player) => {
      // A forced move needs no search, and skipping it keeps the generator in step.
      if (moves.length === 1) return moves[0] as Move;
      return mctsSearch(game, state, moves, player, options, rng).move;
    },
  };
}
