import { describe, expect, it } from 'vitest';
import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios } from '../../src/index.js';
import { onMap } from '../../src/position.js';
import { unmovedUnits } from '../../src/movement/movers.js';
import type { Move, State } from '../../src/state.js';
import { cold } from './digest.js';

/** The positions of a seeded random game, every decision of it. */
function positions(scenario: 'mini-game' | 'cherbourg', seed: number): State[] {
  const rng = new Rng(seed);
  const start = game.setup(scenarios[scenario], { seed });
  if (!start.ok) throw new Error(start.error.message);
  let s = start.state;
  const out: State[] = [];
  while (game.actor(s).kind !== 'terminal' && out.length < 1500) {
    out.push(s);
    const m: Move = game.actor(s).kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(game.legalMoves(s));
    const r = game.resolve(s, m);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return out;
}


const choosing = (s: State): boolean => s.phase.endsWith('movement') && s.moving == null && game.actor(s).kind === 'player';

describe('the Movement listing kept per unit list answers as a fresh context does (issue #17, N44 9.1)', () => {
  for (const [scenario, seed] of [['mini-game', 6], ['cherbourg', 2]] as const) {
    const states = positions(scenario, seed).filter(choosing);

    it(`${scenario} seed ${seed}: the unmoved units are the side's on-map units not yet moved, in list order (N44 9.1)`, () => {
      expect(states.length).toBeGreaterThan(20);
      for (const s of states) {
        for (const side of ['german', 'allied'] as const) {
          expect(unmovedUnits(s, side)).toEqual(s.units.filter((u) => u.side === side && onMap(u) && !u.moved));
        }
      }
    });

    it(`${scenario} seed ${seed}: warm listings, revisited in reverse and under another weather and turn, equal cold ones (N44 9, 9.9, 15)`, () => {
      let moved = 0;
      // In reverse: each listing finds the caches warmed by the later positions of the game.
      for (const s of [...states].reverse()) {
        expect(game.legalMoves(s)).toEqual(game.legalMoves(cold(s)));
        moved += s.units.filter((u) => u.moved).length;
      }
      // The same unit lists in another weather (N44 9.9: bicycles in Overcast) and on turn 1 (German Ost units
      // stay put): the kept pass must not answer for them; some of these listings differ from the position's own.
      let differ = 0;
      for (const s of states.filter((_, i) => i % 3 === 0)) {
        // And with no IP allowance (N44 16.1), which the kept options of units without a normal move read.
        for (const other of [{ ...s, space: s.space === 1 ? 3 : 1 }, { ...s, turn: 1 }, { ...s, ipAllowance: { german: 0, allied: 0 } }] as State[]) {
          const listed = game.legalMoves(other);
          expect(listed).toEqual(game.legalMoves(cold(other)));
          if (JSON.stringify(listed) !== JSON.stringify(game.legalMoves(s))) differ++;
        }
      }
      expect(differ).toBeGreaterThan(0);
      // Units moved within a phase: the listings were not all at a phase's start.
      expect(moved).toBeGreaterThan(0);
    });
  }
});
