/** Shared steps of the scenario 1-3 tests: set up, play a listed move, run the End Phase. */
import { expect } from 'vitest';
import { canonicalize } from '@esagono/kernel';
import { campaignEndPhase, game, scenarios, type Move, type State } from '@esagono/caso-giallo';

export function start(id: string): State {
  const r = game.setup(scenarios[id]!);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/** Plays `m` after checking that it is listed (legalMoves, or chanceOutcomes when chance acts). */
export function play(s: State, m: Move): State {
  const actor = game.actor(s);
  const listed = actor.kind === 'chance' ? game.chanceOutcomes(s).map((o) => o.move) : game.legalMoves(s);
  expect(listed.map(canonicalize), `${JSON.stringify(m)} should be listed`).toContain(canonicalize(m));
  const r = game.resolve(s, m);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/** The End Phase up to the refugee segment (no terror bombing, CG R12.4). */
export function toRefugees(s: State): State {
  let next = campaignEndPhase({ ...s, stage: { kind: 'over' } });
  if (next.stage.kind === 'terror') next = play(next, { type: 'no-terror' });
  return next;
}

/** The End Phase up to the next turn: no terror bombing (R12.4), the VP rolls as 1s, the first attrition chits. */
export function endTurn(s: State): State {
  let next = toRefugees(s);
  if (next.stage.kind === 'refugee-phase') next = play(next, { type: 'end-refugees' }); // CG R12.6d
  if (next.stage.kind === 'open-city') next = play(next, { type: 'no-open-city' }); // CG R12.7
  // CG R12.9: armour attrition draws the first chit listed each time.
  while (next.stage.kind === 'vp-roll' || next.stage.kind === 'attrition') next = play(next, next.stage.kind === 'vp-roll' ? { type: 'roll', die: 1 } : game.chanceOutcomes(next)[0]!.move);
  return next;
}

/** CG R10.1b: pick a unit, and the steps of a unit once picked (shared with the Fortress Holland tests). */
export { picked, railsOf, unitSteps } from '../helpers.js';
