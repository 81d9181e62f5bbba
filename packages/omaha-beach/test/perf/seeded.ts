import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios, type State } from '../../src/index.js';

/**
 * Every state of seeded random games (seeds 1..`seeds`, at most 2,000 decisions each) that `keep`
 * accepts: the positions the perf tests compare cached answers on.
 */
export function seededStates(scenario: keyof typeof scenarios, seeds: number, keep: (s: State) => boolean = () => true): State[] {
  const out: State[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const rng = new Rng(seed);
    const start = game.setup(scenarios[scenario]);
    if (!start.ok) throw new Error(start.error.message);
    let s = start.state;
    for (let n = 0; game.actor(s).kind !== 'terminal' && n < 2000; n++) {
      if (keep(s)) out.push(s);
      const m = game.actor(s).kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick([...game.legalMoves(s)]);
      const r = game.resolve(s, m);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
  }
  return out;
}

let isolations = 0;
/**
 * A JSON copy of a state whose context starts empty: its rules carry one more field, of their own, and
 * `contextOf` shares contexts between games by the rules' content. The reference answers of the perf
 * tests, computed without any cache entry of the games played before.
 */
export function freshCopy(s: State): State {
  const copy = JSON.parse(JSON.stringify(s)) as State;
  return { ...copy, rules: { ...copy.rules, isolated: ++isolations } as State['rules'] };
}
