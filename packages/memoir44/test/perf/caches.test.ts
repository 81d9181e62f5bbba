/**
 * The speed-ups keep answers outside the state (recent legal moves, carried movement searches,
 * orderable units, occupancy, shared initial states). A fresh copy of a state, which no cache
 * knows, must get the same legal moves and chance outcomes as the state reached by play.
 */
import { describe, expect, it } from 'vitest';
import { Rng, pickChance } from '@esagono/kernel';
import { game } from '../../src/game.js';
import { scenarios } from '../../src/index.js';
import type { Move, State } from '../../src/state.js';

/** A deep copy sharing only the scenario (so the static board is not rebuilt for every state). */
function fresh(s: State): State {
  const { scenario, ...rest } = s;
  return { ...structuredClone(rest), scenario };
}

function checkPlayout(id: string, seed: number): number {
  const setup = scenarios[id];
  if (!setup) throw new Error(id);
  const init = game.setup(setup);
  if (!init.ok) throw new Error(init.error.message);
  const rng = new Rng(seed);
  let s: State = init.state;
  let checked = 0;
  for (let k = 0; k < 4000; k++) {
    const actor = game.actor(s);
    if (actor.kind === 'terminal') break;
    let m: Move;
    if (actor.kind === 'chance') {
      const outs = game.chanceOutcomes(s);
      expect(game.chanceOutcomes(fresh(s))).toEqual(outs);
      m = pickChance(outs, rng);
    } else {
      const legal = game.legalMoves(s);
      expect(game.legalMoves(fresh(s))).toEqual(legal);
      m = rng.pick(legal);
    }
    checked++;
    const r = game.resolve(s, m);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return checked;
}

describe('caches outside the state (M44 p.6-11 sequence of play)', () => {
  it('give a copy of any reached state the same legal moves and chance outcomes (Sainte-Mère-Église)', () => {
    expect(checkPlayout('sainte-mere-eglise', 7)).toBeGreaterThan(100);
  });

  it('give a copy of any reached state the same legal moves and chance outcomes (Pegasus Bridge)', () => {
    expect(checkPlayout('pegasus-bridge', 11)).toBeGreaterThan(100);
  });

  it('answer again for a state play has moved on from: every branch equals the same move on a fresh copy', () => {
    // Tables handed on in place (occupancy) and carried searches must not change a parent's answers.
    const setup = scenarios['sainte-mere-eglise'];
    if (!setup) throw new Error('missing scenario');
    const init = game.setup(setup);
    if (!init.ok) throw new Error(init.error.message);
    const rng = new Rng(5);
    let s: State = init.state;
    let back: State = s;
    let branched = 0;
    const optionsOf = (x: State): readonly Move[] => (game.actor(x).kind === 'chance' ? game.chanceOutcomes(x).map((o) => o.move) : game.legalMoves(x));
    for (let k = 0; k < 1500 && game.actor(s).kind !== 'terminal'; k++) {
      const first = game.actor(s).kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(game.legalMoves(s));
      const next = game.resolve(s, first);
      if (!next.ok) throw new Error(next.error.message);
      // Branch from this state and from the one before, after play has moved on from both.
      for (const from of [s, back]) {
        for (const m of optionsOf(from).slice(0, 3)) {
          const here = game.resolve(from, m);
          const there = game.resolve(fresh(from), m);
          expect(here.ok && there.ok).toBe(true);
          if (here.ok && there.ok) {
            expect(fresh(here.state)).toEqual(fresh(there.state));
            expect(optionsOf(here.state)).toEqual(optionsOf(fresh(there.state)));
          }
          branched++;
        }
      }
      back = s;
      s = next.state;
    }
    expect(branched).toBeGreaterThan(500);
  });

  it('share one initial state per setup, equal to a set-up of a copy of it', () => {
    const setup = scenarios['sainte-mere-eglise'];
    if (!setup) throw new Error('missing scenario');
    const a = game.setup(setup);
    const b = game.setup(structuredClone(setup));
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) {
      expect(b.state).toBe(a.state);
      expect(fresh(b.state)).toEqual(a.state);
    }
  });
});
