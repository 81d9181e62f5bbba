import type { Actor, ChanceOutcome, GameEvent, ResolveResult, RuleError } from './types.js';

/**
 * One phase (or segment, or pending decision) of a title's sequence of play: who acts in it, what
 * they may do, how a move is applied (its step), the rule it carries out and the phases a step may
 * lead to. A title lists its phases in a `PhaseTable` and `phaseRules` builds the protocol's
 * `actor`, `legalMoves`, `chanceOutcomes` and `resolve` by dispatching on the state's phase.
 */
export interface PhaseSpec<State, Move, Player extends string, Kind extends string> {
  // Members are plain functions: `phaseRules` calls them without `this`.
  /** The rulebook reference of the phase, e.g. `M44 p.8` or `N44 6.0`. */
  readonly rule: string;
  /** Who acts in this phase: a player, chance, or nobody (terminal). */
  actor(state: State): Actor<Player>;
  /** The acting player's moves; leave out for phases where chance or nobody acts. */
  legalMoves?(state: State): readonly Move[];
  /** Chance's outcomes; leave out for phases where a player acts. */
  chanceOutcomes?(state: State): readonly ChanceOutcome<Move>[];
  /**
   * Is `move` one this phase accepts? Leave out to compare against the listed moves or outcomes
   * with the table's `sameMove`. A cheaper check (a chance roll's dice sum, say) goes here.
   */
  accepts?(state: State, move: Move): boolean;
  /** The step: applies an accepted move. It chooses the next phase itself (one of `next`). */
  step(state: State, move: Move): State;
  /** Why a move this phase does not accept is refused, citing the specific rule; defaults to the phase's `rule`. */
  refusal?(state: State, move: Move): RuleError | null;
  /** The rule a move carries out, when more specific than the phase's (e.g. by move type); defaults to `rule`. */
  ruleOf?(state: State, move: Move): string;
  /** The phases a step of this phase may lead to (documentation, and checked by `undeclaredPhases`). */
  readonly next: readonly Kind[];
}

/** Every phase of a title, by its id. */
export type PhaseTable<State, Move, Player extends string, Kind extends string> = {
  readonly [K in Kind]: PhaseSpec<State, Move, Player, Kind>;
};

export interface PhaseRulesOptions<State, Move, Kind extends string> {
  /** The id of the state's phase. */
  phaseOf(state: State): Kind;
  /** Move equality, for checks of moves not handed out by `legalMoves` (defaults to identity). */
  sameMove?(a: Move, b: Move): boolean;
  /** The events of an accepted move; by default one event `{ type: phase id, rule }`. */
  events?(state: State, move: Move, rule: string, kind: Kind): readonly GameEvent[];
}

/** The protocol's sequence-of-play members, built from a phase table. */
export interface PhaseRules<State, Move, Player extends string, Kind extends string, Event extends GameEvent> {
  actor(state: State): Actor<Player>;
  legalMoves(state: State): readonly Move[];
  chanceOutcomes(state: State): readonly ChanceOutcome<Move>[];
  /** Checks the move (unless `listed`), then steps; a refusal cites the phase's rule. Never throws for a refused move. */
  resolve(state: State, move: Move, listed?: boolean): ResolveResult<State, Event>;
  /** The phase spec the state is in. */
  phase(state: State): PhaseSpec<State, Move, Player, Kind>;
}

const NONE: readonly never[] = Object.freeze([]);

/**
 * Builds `actor`, `legalMoves`, `chanceOutcomes` and `resolve` from a phase table: each call reads
 * the state's phase id and hands over to that phase. A phase without a lister offers nothing.
 */
export function phaseRules<State, Move, Player extends string, Kind extends string, Event extends GameEvent = GameEvent>(
  table: PhaseTable<State, Move, Player, Kind>,
  options: PhaseRulesOptions<State, Move, Kind>,
): PhaseRules<State, Move, Player, Kind, Event> {
  const { phaseOf } = options;
  const same = options.sameMove ?? ((a: Move, b: Move): boolean => a === b);
  const eventsOf =
    options.events ??
    ((_s: State, _m: Move, rule: string, kind: Kind): readonly GameEvent[] => [{ type: kind, rule }]);
  // Every phase copied into one shape, so the reads of its members stay monomorphic in V8 (the
  // members are called without `this`); and a Map, as a keyed read of the table with a different
  // phase id at each call is megamorphic.
  const uniform = (p: PhaseSpec<State, Move, Player, Kind>): PhaseSpec<State, Move, Player, Kind> => ({
    rule: p.rule,
    actor: p.actor,
    legalMoves: p.legalMoves,
    chanceOutcomes: p.chanceOutcomes,
    accepts: p.accepts,
    step: p.step,
    refusal: p.refusal,
    ruleOf: p.ruleOf,
    next: p.next,
  });
  const specs = new Map<string, PhaseSpec<State, Move, Player, Kind>>();
  for (const k of Object.keys(table) as Kind[]) specs.set(k, uniform(table[k]));
  const specOf = (kind: Kind): PhaseSpec<State, Move, Player, Kind> => {
    const spec = specs.get(kind);
    if (spec === undefined) throw new Error(`no phase ${kind} in the table`);
    return spec;
  };
  // Drivers ask who acts, then for the moves, then resolve, each once per state: the last state's
  // phase is kept (states are never mutated, so the answer cannot change).
  let seen: State | undefined;
  let seenKind: Kind | undefined;
  let seenSpec: PhaseSpec<State, Move, Player, Kind> | undefined;
  const kindOf = (state: State): Kind => {
    if (state === seen && seenKind !== undefined) return seenKind;
    const kind = phaseOf(state);
    const spec = specOf(kind);
    // Only objects are remembered: a primitive "state" could be equal and yet a different game.
    if (typeof state === 'object' && state !== null) {
      seen = state;
      seenKind = kind;
      seenSpec = spec;
    }
    return kind;
  };
  const phase = (state: State): PhaseSpec<State, Move, Player, Kind> => {
    const kind = kindOf(state);
    return state === seen && seenSpec !== undefined ? seenSpec : specOf(kind);
  };
  const listedFor = (spec: PhaseSpec<State, Move, Player, Kind>, state: State): readonly Move[] => {
    if (spec.legalMoves) return spec.legalMoves(state);
    return spec.chanceOutcomes ? spec.chanceOutcomes(state).map((o) => o.move) : NONE;
  };
  return {
    phase,
    actor: (state) => phase(state).actor(state),
    legalMoves: (state) => phase(state).legalMoves?.(state) ?? NONE,
    chanceOutcomes: (state) => phase(state).chanceOutcomes?.(state) ?? NONE,
    resolve(state, move, listed = false) {
      const kind = kindOf(state);
      const spec = phase(state);
      const ok = listed || (spec.accepts ? spec.accepts(state, move) : listedFor(spec, state).some((m) => m === move || same(m, move)));
      if (!ok) {
        const why = spec.refusal?.(state, move) ?? null;
        return { ok: false, error: why ?? { code: 'illegal-move', message: `move not legal in phase ${kind}`, rule: spec.rule } };
      }
      const rule = spec.ruleOf?.(state, move) ?? spec.rule;
      return { ok: true, state: spec.step(state, move), events: eventsOf(state, move, rule, kind) as readonly Event[] };
    },
  };
}

/**
 * The successors a table names that are not phases of it: empty for a well-formed table. Pair it
 * with `undeclaredStep` over playouts to check that every step goes where its phase says.
 */
export function undeclaredPhases<Kind extends string>(table: { readonly [K in Kind]: { readonly next: readonly string[] } }): string[] {
  const out: string[] = [];
  for (const k of Object.keys(table) as Kind[]) for (const n of table[k].next) if (!(n in table)) out.push(`${k} -> ${n}`);
  return out;
}

/** Is the step `from -> to` one the table does not declare (a phase may also stay itself)? */
export function undeclaredStep<Kind extends string>(table: { readonly [K in Kind]: { readonly next: readonly string[] } }, from: Kind, to: Kind): boolean {
  return from !== to && !table[from].next.includes(to);
}
