import { Rng, pickChance } from '../../kernel/src/index.js';
import { game, scenarios } from '../src/index.js';
const rng = new Rng(7);
let decisions = 0;
const t0 = performance.now();
for (let g = 0; g < 300; g++) {
  const st = game.setup(scenarios['fortress-holland']!);
  if (!st.ok) throw new Error();
  let s = st.state;
  for (;;) {
    const a = game.actor(s);
    if (a.kind === 'terminal') break;
    const m = a.kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(game.legalMoves(s));
    const r = game.resolve(s, m);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    decisions++;
  }
}
const ms = performance.now() - t0;
console.log(`decisions ${decisions} in ${ms.toFixed(0)} ms = ${((decisions / ms) * 1000).toFixed(0)}/s`);
