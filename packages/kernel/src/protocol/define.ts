import type {
  Actor,
  ChanceOutcome,
  GameDefinition,
  GameEvent,
  GameSchemas,
  Outcome,
  ResolveResult,
  RuleError,
  SetupOptions,
  SetupResult,
} from './types.js';
import { parseWith } from '../schema/parse.js';

/**
 * What a title writes. `defineGame` turns it into a `GameDefinition` that validates
 * every input with the title's schemas and turns any exception into a typed error,
 * so the protocol's "never throws" holds even where a title has a bug.
 */
export interface GameRules<State, Move, Player extends string, Setup, View, Event extends GameEvent> {
  readonly id: string;
  readonly name: string;
  readonly players: readonly Player[];
  readonly schemas: GameSchemas<Setup, State, Move>;
  readonly maxMoves: number;
  /**
   * Optional fast structural check of a move. When it returns true the move is used as is and
   * `schemas.move` is skipped (zod dominates the cost of a cheap move); when false, the schema
   * still decides, so errors keep naming the offending field. It must be strict: every value it
   * accepts must parse with `schemas.move` to an equal value.
   */
  isMove?(value: unknown): value is Move;
  /** Called with a setup already validated by `schemas.setup`. */
  setup(setup: Setup, options: SetupOptions): SetupResult<State>;
  actor(state: State): Actor<Player>;
  legalMoves(state: State): readonly Move[];
  chanceOutcomes(state: State): readonly ChanceOutcome<Move>[];
  /**
   * Called with a move already validated by `schemas.move`, while the game is not over. `listed`
   * is true when the move is, by identity, one of the moves or chance outcomes this definition
   * last listed for this very state object: a title may then skip its own legality check.
   */
  resolve(state: State, move: Move, listed: boolean): ResolveResult<State, Event>;
  view(state: State, player: Player): View;
  outcome(state: State): Outcome<Player> | null;
}

export function ruleError(code: string, message: string, rule?: string): { ok: false; error: RuleError } {
  return { ok: false, error: rule === undefined ? { code, message } : { code, message, rule } };
}

function internal(where: string, e: unknown): { ok: false; error: RuleError } {
  const message = e instanceof Error ? e.message : String(e);
  return ruleError('internal-error', `${where} failed: ${message}`);
}

/** Is every object reachable from `v` frozen (so a check of it stays true)? */
export function isDeeplyFrozen(v: unknown, seen: Set<object> = new Set()): boolean {
  if (typeof v !== 'object' || v === null) return typeof v !== 'function';
  if (seen.has(v)) return true;
  if (!Object.isFrozen(v)) return false;
  seen.add(v);
  for (const k of Object.keys(v)) if (!isDeeplyFrozen((v as Record<string, unknown>)[k], seen)) return false;
  return true;
}

/**
 * Freezes `v` and every object reachable from it, and returns it. Titles freeze the setups they
 * ship, so `defineGame` checks each of them once.
 */
export function deepFreeze<T>(v: T, seen: Set<object> = new Set()): T {
  if (typeof v === 'object' && v !== null && !seen.has(v)) {
    seen.add(v);
    Object.freeze(v);
    for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k], seen);
  }
  return v;
}

// The lists not handed out last: shared empty ones, as a decision is no reason to allocate.
const NO_MOVES: readonly never[] = Object.freeze([]);
const NO_OUTCOMES: readonly never[] = Object.freeze([]);

// A title's shared (frozen) outcome lists, such as a roll of n dice, as sets of their moves.
const frozenMoves = new WeakMap<readonly unknown[], ReadonlySet<unknown>>();

function movesOfFrozen<Move>(outcomes: readonly ChanceOutcome<Move>[]): ReadonlySet<unknown> {
  let set = frozenMoves.get(outcomes);
  if (!set) {
    set = new Set(outcomes.map((o) => o.move));
    frozenMoves.set(outcomes, set);
  }
  return set;
}

export function defineGame<State, Move, Player extends string, Setup, View, Event extends GameEvent = GameEvent>(
  rules: GameRules<State, Move, Player, Setup, View, Event>,
): GameDefinition<State, Move, Player, Setup, View, Event> {
  // Drivers ask who acts several times per decision (to list, then to resolve): the last answer is kept.
  let actorState: State | undefined;
  let actorLast: Actor<Player> | null = null;
  const actorOf = (state: State): Actor<Player> | null => {
    if (state === actorState && state !== undefined) return actorLast;
    let a: Actor<Player> | null;
    try {
      a = rules.actor(state);
    } catch {
      a = null;
    }
    // Only objects are remembered: a primitive "state" could be equal and yet a different game.
    if (typeof state === 'object' && state !== null) {
      actorState = state;
      actorLast = a;
    }
    return a;
  };
  // Deeply frozen setups already checked, with their checked (and frozen) values.
  const checkedSetups = new WeakMap<object, Setup>();
  // The last lists handed out: a move that is one of them (by identity) was made by the rules
  // themselves, so its shape needs no check. Drivers and bots nearly always pass such a move.
  let listedState: State | null = null;
  let listed: readonly Move[] = NO_MOVES;
  let listedOutcomes: readonly ChanceOutcome<Move>[] = NO_OUTCOMES;
  const listedMove = (state: State, move: Move): boolean => {
    if (state !== listedState) return false;
    if (listed.includes(move)) return true;
    if (Object.isFrozen(listedOutcomes)) return movesOfFrozen(listedOutcomes).has(move);
    for (let i = 0; i < listedOutcomes.length; i++) if ((listedOutcomes[i] as ChanceOutcome<Move>).move === move) return true;
    return false;
  };
  return {
    id: rules.id,
    name: rules.name,
    players: rules.players,
    schemas: rules.schemas,
    maxMoves: rules.maxMoves,
    setup(setup: Setup, options: SetupOptions = {}): SetupResult<State> {
      // A deeply frozen setup (such as a title's shipped scenarios) is checked once: it cannot change.
      let value = typeof setup === 'object' && setup !== null ? checkedSetups.get(setup) : undefined;
      if (value === undefined) {
        const parsed = parseWith(rules.schemas.setup, setup, { code: 'invalid-setup', what: 'setup' });
        if (!parsed.ok) return parsed;
        value = parsed.value;
        if (typeof setup === 'object' && setup !== null && Object.isFrozen(setup) && isDeeplyFrozen(setup)) checkedSetups.set(setup, deepFreeze(value));
      }
      try {
        return rules.setup(value, options);
      } catch (e) {
        return internal('setup', e);
      }
    },
    actor(state: State): Actor<Player> {
      return actorOf(state) ?? { kind: 'terminal' };
    },
    legalMoves(state: State): readonly Move[] {
      if (actorOf(state)?.kind !== 'player') return [];
      const moves = rules.legalMoves(state);
      listedState = state;
      listed = moves;
      listedOutcomes = NO_OUTCOMES;
      return moves;
    },
    chanceOutcomes(state: State): readonly ChanceOutcome<Move>[] {
      if (actorOf(state)?.kind !== 'chance') return [];
      const outcomes = rules.chanceOutcomes(state);
      listedState = state;
      listed = NO_MOVES;
      listedOutcomes = outcomes;
      return outcomes;
    },
    resolve(state: State, move: Move): ResolveResult<State, Event> {
      const actor = actorOf(state);
      if (actor === null) return ruleError('invalid-state', 'state is malformed: no one can act');
      if (actor.kind === 'terminal') return ruleError('game-over', 'the game is over: no move can be made');
      let checked: Move = move;
      let listed = false;
      let fast = false;
      try {
        listed = listedMove(state, move);
        fast = listed || rules.isMove?.(move) === true;
      } catch {
        // A guard that throws only loses its shortcut: the schema decides.
      }
      if (!fast) {
        const parsed = parseWith(rules.schemas.move, move, { code: 'invalid-move', what: 'move' });
        if (!parsed.ok) return parsed;
        checked = parsed.value;
      }
      try {
        return rules.resolve(state, checked, listed);
      } catch (e) {
        return internal('resolve', e);
      }
    },
    view(state: State, player: Player): View {
      return rules.view(state, player);
    },
    outcome(state: State): Outcome<Player> | null {
      try {
        return rules.outcome(state);
      } catch {
        return null;
      }
    },
  };
}
