/** States met in random play of shipped scenarios, for property tests of the bot helpers. */
import { play, Rng } from '@esagono/kernel';
import { game } from '../../src/game.js';
import { scenarios } from '../../src/scenarios/index.js';
import type { State } from '../../src/state.js';

/** Every `every`-th state of a seeded random game of each scenario named, the final state included. */
export function sampledStates(ids: readonly string[], seeds: readonly number[], every: number): State[] {
  const out: State[] = [];
  for (const id of ids) {
    const scenario = scenarios[id];
    if (!scenario) throw new Error(`no scenario ${id}`);
    for (const seed of seeds) {
      const init = game.setup({ scenario });
      if (!init.ok) throw new Error(init.error.message);
      const rng = new Rng(seed);
      let n = 0;
      const r = play(game, init.state, {
        rng,
        choose: (_s, moves) => rng.pick(moves),
        onMove: (s) => {
          if (++n % every === 0) out.push(s);
        },
      });
      out.push(r.state);
    }
  }
  return out;
}
