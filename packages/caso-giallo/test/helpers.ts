/** Test helpers: drive Case Yellow through the protocol only, by hex number. */
import { expect } from 'vitest';
import { canonicalize } from '@esagono/kernel';
import { game, scenarios, SCENARIO_DATA, type Move, type State } from '@esagono/caso-giallo';

export const BOARD = SCENARIO_DATA['fortress-holland']!.board;
export const L = (id: string): number => {
  const loc = BOARD.loc(id);
  if (loc < 0) throw new Error(`no hex ${id}`);
  return loc;
};
export const H = (loc: number): string => BOARD.ids[loc]!;

export function start(): State {
  const r = game.setup(scenarios['fortress-holland']!);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/** Plays `m`, which must be listed (a legal move or a chance outcome); returns the new state. */
export function play(s: State, m: Move): State {
  const actor = game.actor(s);
  const listed = actor.kind === 'chance' ? game.chanceOutcomes(s).map((o) => o.move) : game.legalMoves(s);
  const key = canonicalize(m);
  expect(listed.map((x) => canonicalize(x)), `${JSON.stringify(m)} should be listed`).toContain(key);
  const r = game.resolve(s, m);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
}

export const unit = (s: State, id: string) => s.units.find((u) => u.id === id)!;
export const at = (s: State, id: string): string => {
  const u = unit(s, id);
  return u.loc >= 0 ? H(u.loc) : u.loc === -1 ? 'eliminated' : 'airborne';
};
/**
 * CG R10.1b: a unit that is not moving yet is picked first (`select`, when listed), then its steps
 * are listed; a unit already moving (alone or leading its group) steps on.
 */
export function picked(s: State, id: string): State {
  if (s.moving?.units.includes(id)) return s;
  return game.legalMoves(s).some((m) => m.type === 'select' && m.unit === id) ? play(s, { type: 'select', unit: id }) : s;
}

/** The hexes `id` may step into (picked first if it is not moving yet), by number. */
export const stepTargets = (s: State, id: string): string[] =>
  game.legalMoves(picked(s, id)).flatMap((m) => (m.type === 'step' && m.unit === id ? [H(m.to)] : []));

/** Moves a unit along hexes, one step each (picked first if it is not moving yet, CG R10.1b). */
export function walk(s: State, id: string, ...hexes: string[]): State {
  for (const h of hexes) s = play(picked(s, id), { type: 'step', unit: id, to: L(h) });
  return s;
}

import { startRound } from '../src/sequence/index.js';
import type { Mode, Side } from '@esagono/caso-giallo';

/**
 * A hand-made position on the Fortress Holland map: only the listed units, at the listed hexes,
 * in a fresh round of `side` played as `mode` (the air phase and refugees done).
 */
export function position(units: Record<string, string>, side: Side, mode: Mode, extra: Partial<State> = {}): State {
  const s0 = start();
  let s: State = {
    ...s0,
    refugeesPlaced: true,
    grounded: [],
    units: s0.units.map((u) => (units[u.id] ? { ...u, loc: L(units[u.id]!) } : { ...u, loc: -1, steps: 0 })),
    ...extra,
  };
  for (const u of s.units) if (u.loc >= 0) s = { ...s, control: s.control.slice(0, u.loc) + (SCENARIO_DATA['fortress-holland']!.counters.get(u.id)!.side === 'german' ? 'G' : 'A') + s.control.slice(u.loc + 1) };
  return startRound(s, side, mode);
}

/** The locations `unit` may step into in any scenario (picked first if it is not moving yet, CG R10.1b). */
export const unitSteps = (s: State, unit: string): number[] =>
  game.legalMoves(picked(s, unit)).flatMap((m) => (m.type === 'step' && m.unit === unit ? [m.to] : []));

/** Every rail move open now: each unit listed for `select` (CG R10.1b), then its rail moves (CG R10.5). */
export const railsOf = (s: State): Extract<Move, { type: 'rail' }>[] =>
  game.legalMoves(s).flatMap((m) => {
    if (m.type !== 'select') return [];
    const r = game.resolve(s, m);
    if (!r.ok) throw new Error(r.error.message);
    return game.legalMoves(r.state).filter((x): x is Extract<Move, { type: 'rail' }> => x.type === 'rail');
  });
