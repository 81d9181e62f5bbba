/**
 * A game in progress on the page, as plain data: the set-up, the seed, every move played
 * (chance outcomes included) and the states and events they produced. Everything the page
 * does (play, roll, undo, load, replay) is a pure function from one session to the next.
 */
import { Rng, pickChance, replay, type Actor, type AnyGame, type GameEvent, type MoveLog, type RuleError } from '@esagono/kernel';

export interface Session {
  readonly game: string;
  /** Scenario id of the presenter, or null for a set-up that matches none (a loaded log). */
  readonly scenario: string | null;
  readonly setup: unknown;
  readonly seed: number;
  readonly moves: readonly unknown[];
  /** `states[i]` is the state before move i; `states[moves.length]` is the current one. */
  readonly states: readonly unknown[];
  /** Events of move i. */
  readonly events: readonly (readonly GameEvent[])[];
  /** Who made move i. */
  readonly actors: readonly Actor[];
}

export type SessionResult = { readonly ok: true; readonly session: Session } | { readonly ok: false; readonly error: RuleError; readonly index?: number };

export function startSession(game: AnyGame, setup: unknown, seed: number, scenario: string | null): SessionResult {
  const init = game.setup(setup, { seed });
  if (!init.ok) return { ok: false, error: init.error };
  return { ok: true, session: { game: game.id, scenario, setup, seed, moves: [], states: [init.state], events: [], actors: [] } };
}

export function currentState(s: Session): unknown {
  return s.states[s.moves.length];
}

export function applyMove(game: AnyGame, s: Session, move: unknown): SessionResult {
  const state = currentState(s);
  const actor = game.actor(state);
  const r = game.resolve(state, move);
  if (!r.ok) return { ok: false, error: r.error, index: s.moves.length };
  return {
    ok: true,
    session: {
      ...s,
      moves: [...s.moves, move],
      states: [...s.states, r.state],
      events: [...s.events, r.events],
      actors: [...s.actors, actor],
    },
  };
}

/**
 * The seed of the chance move at `index`: a function of the game's seed and the move
 * number, so undoing and rolling again gives the same dice (no re-rolling by undo) and a
 * saved log with its seed can be continued identically.
 */
export function chanceSeed(seed: number, index: number): number {
  return (seed ^ Math.imul(index + 1, 0x9e3779b9)) >>> 0;
}

/** Rolls the dice or draws the card now pending, with the kernel's exact `pickChance`. */
export function chanceMove(game: AnyGame, s: Session): unknown {
  const outs = game.chanceOutcomes(currentState(s));
  if (outs.length === 0) return undefined;
  return pickChance(outs, new Rng(chanceSeed(s.seed, s.moves.length)));
}

/** The session as it was before move `n` (0 = the set-up). */
export function truncate(s: Session, n: number): Session {
  const k = Math.max(0, Math.min(n, s.moves.length));
  return {
    ...s,
    moves: s.moves.slice(0, k),
    states: s.states.slice(0, k + 1),
    events: s.events.slice(0, k),
    actors: s.actors.slice(0, k),
  };
}

/**
 * What the page says after an undo that leaves `n` moves in the log: the position after move n,
 * numbered as the log numbers its lines (from 1), or the start.
 */
export function undoMessage(n: number): string {
  return n === 0 ? 'Undone: back to the start of the game.' : `Undone: back to the position after move ${n}.`;
}

/** Index of the last move made by `player` (by anyone when omitted), or -1. */
export function lastDecision(s: Session, player?: string): number {
  for (let i = s.moves.length - 1; i >= 0; i--) {
    const a = s.actors[i];
    if (a?.kind === 'player' && (player === undefined || a.player === player)) return i;
  }
  return -1;
}

export function toLog(s: Session): MoveLog {
  return { game: s.game, setup: s.setup, seed: s.seed, moves: s.moves };
}

/** Rebuilds a session from a move log with the kernel's `replay`; reports the first refused move. */
export function fromLog(game: AnyGame, log: MoveLog, scenario: string | null): SessionResult {
  const seed = log.seed ?? 0;
  const r = replay(game, log.setup, log.moves, { seed, keepStates: true });
  if (!r.ok) return { ok: false, error: r.error, index: r.index };
  const states = r.states ?? [];
  const events: (readonly GameEvent[])[] = [];
  const actors: Actor[] = [];
  for (let i = 0; i < log.moves.length; i++) {
    const before = states[i];
    actors.push(game.actor(before));
    // replay keeps states, not events: resolve again for the log's rule references.
    const again = game.resolve(before, log.moves[i]);
    events.push(again.ok ? again.events : []);
  }
  return { ok: true, session: { game: log.game, scenario, setup: log.setup, seed, moves: [...log.moves], states, events, actors } };
}
