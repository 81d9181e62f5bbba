import { describe, expect, it } from 'vitest';
import { game } from '../../src/index.js';
import { contextOf } from '../../src/context.js';
import type { Player, State } from '../../src/state.js';
import { cold, seededPlayer } from './digest.js';

/** A Movement choice of a unit (none picked yet), with the side that moves. */
const choosing = (s: State): Player | null => {
  if (!s.phase.endsWith('movement') || s.moving != null || game.actor(s).kind !== 'player') return null;
  return s.phase.startsWith('german') ? 'german' : 'allied';
};

/** The pass entries and the other options game.ts kept for `s`'s listing (listed first). */
function kept(s: State, side: Player) {
  game.legalMoves(s);
  const game_ = contextOf(s);
  const entries = game_.unitPasses.get(s.units)?.[side]?.entries;
  if (entries === undefined) throw new Error('no unit pass kept for a Movement listing');
  const options = game_.otherOptions.get(entries);
  if (options === undefined) throw new Error('no other options kept for a unit pass');
  return { entries, options };
}

// game.ts `otherOptions` carries the answer of each unit without a normal move from the parent pass
// when the unit is the same and nothing else it reads changed (N44 9.8, 15.1, 16.1): along seeded
// games every answer must equal the one a fresh context computes (a JSON copy has no parent list).
describe('the other options of units without a normal move, carried after a move, equal a fresh context\'s (issue #17, N44 9.8, 15.1, 16.1)', () => {
  for (const [scenario, seed] of [['mini-game', 3], ['mini-game', 8], ['cherbourg', 5]] as const) {
    it(`${scenario} seed ${seed}`, () => {
      const p = seededPlayer(scenario, seed);
      let listings = 0;
      let carried = 0;
      const parents = new Map<readonly unknown[], { entries: readonly unknown[]; modal: readonly number[] }>();
      while (!p.done()) {
        const s = p.state;
        const side = choosing(s);
        if (side !== null) {
          const warm = kept(s, side);
          const fresh = kept(cold(s), side);
          expect(warm.options.options).toEqual(fresh.options.options);
          expect(warm.entries.map((e) => [e.unit.id, e.first, e.normal])).toEqual(fresh.entries.map((e) => [e.unit.id, e.first, e.normal]));
          listings++;
          // A carried answer: an entry without a move shared with the parent pass, whose answer was kept there.
          const from = contextOf(s).lineages.get(s.units);
          const parent = from === undefined ? undefined : parents.get(from.parent);
          if (parent !== undefined) {
            for (const e of warm.entries) {
              const at = parent.entries.indexOf(e);
              if (!e.first && at >= 0 && !parent.modal.includes(at)) carried++;
            }
          }
          parents.set(s.units, { entries: warm.entries, modal: warm.options.modal });
        }
        p.step();
      }
      expect(listings).toBeGreaterThan(100);
      // The games must carry answers, or this test would prove nothing about the carry.
      if (scenario === 'mini-game') expect(carried).toBeGreaterThan(100);
    });
  }
});
