/**
 * The states of seeded random games of every scenario, as the digest's player meets them (seed n
 * picks from `new Rng(n)`): the inputs of the speed tests, which check that a fast path answers as
 * the plain computation does.
 */
import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios, type Move, type State } from '../../src/index.js';

/** Each game as the list of its states in order of play (the opening first), `seeds` games per scenario. */
export function seededGames(seeds: number, maxMoves = 400): State[][] {
  const games: State[][] = [];
  for (const sc of Object.values(scenarios)) {
    for (let seed = 1; seed <= seeds; seed++) {
      const start = game.setup(sc, { seed });
      if (!start.ok) throw new Error(start.error.message);
      const rng = new Rng(seed);
      let s = start.state;
      const states = [s];
      for (let n = 0; n < maxMoves; n++) {
        const a = game.actor(s);
        if (a.kind === 'terminal') break;
        const m: Move = a.kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(game.legalMoves(s));
        const r = game.resolve(s, m);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
        states.push(s);
      }
      games.push(states);
    }
  }
  return games;
}
