import { describe, expect, it } from 'vitest';
import { Rng } from '@esagono/kernel';
import { game } from '../../src/index.js';
import type { State } from '../../src/state.js';
import { seededPlayer } from './digest.js';

/**
 * The per-unit-list caches keep only the last few lists (src/context.ts): asking about many lists of
 * one game in a jumbled order, old and new in turn, must give each list's own answers, never a
 * slot's stale answer for another list; a JSON copy (a fresh context) gives the uncached answers.
 */
describe('per-unit-list slots never answer for another list (issue #17)', () => {
  it('listings of a game asked out of order equal those of fresh JSON copies', () => {
    for (const [scenario, seed] of [['mini-game', 4], ['cherbourg', 1]] as const) {
      const p = seededPlayer(scenario, seed, undefined, 400);
      const states: State[] = [];
      while (!p.done()) {
        states.push(p.state);
        p.step();
      }
      const rng = new Rng(seed + 100);
      for (let k = 0; k < 300; k++) {
        // Mostly a recent list, now and then an old one: the slots see a real mix of hits and evictions.
        const i = rng.int(states.length);
        const j = Math.max(0, i - rng.int(7));
        for (const s of [states[i], states[j], states[i]] as State[]) {
          const copy = JSON.parse(JSON.stringify(s)) as State;
          expect(JSON.stringify(game.legalMoves(s))).toBe(JSON.stringify(game.legalMoves(copy)));
        }
      }
    }
  }, 240_000);
});
