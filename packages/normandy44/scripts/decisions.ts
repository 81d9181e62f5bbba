/**
 * The bench's "decisions" case (packages/bench/src/cases/playouts.ts) as a script to profile: the
 * states of the first seeded random games (up to `cap`), then decisions on them in a cycle (list the
 * options, pick one at random, resolve it), timed in CPU time.
 *   npx tsx scripts/decisions.ts [scenario=mini-game] [seconds=20] [cap=1500]
 *   node --import tsx --cpu-prof scripts/decisions.ts
 */
import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios } from '../src/index.js';
import type { Move, State } from '../src/state.js';

const [name = 'mini-game', secondsArg = '20', capArg = '1500'] = process.argv.slice(2);
const setupOf = scenarios[name as keyof typeof scenarios];
if (!setupOf) throw new Error(`no scenario ${name}`);

function sample(games: number, cap: number): State[] {
  const states: State[] = [];
  for (let seed = 0; seed < games && states.length < cap; seed++) {
    const init = game.setup(setupOf, { seed });
    if (!init.ok) throw new Error(init.error.message);
    let s = init.state;
    const rng = new Rng(seed);
    for (let i = 0; i < game.maxMoves && game.actor(s).kind !== 'terminal'; i++) {
      states.push(s);
      const m: Move = game.actor(s).kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(game.legalMoves(s));
      const r = game.resolve(s, m);
      if (!r.ok) break;
      s = r.state;
    }
  }
  return states;
}

const states = sample(20, Number(capArg));
const rng = new Rng(7);
let i = 0;
const decide = (): void => {
  const s = states[i++ % states.length] as State;
  const m: Move = game.actor(s).kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(game.legalMoves(s));
  game.resolve(s, m);
};
for (let w = 0; w < 3000; w++) decide();
const t0 = process.cpuUsage();
let n = 0;
const budget = Number(secondsArg) * 1e6;
for (;;) {
  for (let k = 0; k < 200; k++) decide();
  n += 200;
  const d = process.cpuUsage(t0);
  if (d.user + d.system > budget) {
    console.log(`${name}: ${states.length} states, ${n} decisions, ${Math.round((n / (d.user + d.system)) * 1e6)} decisions per CPU second`);
    break;
  }
}
