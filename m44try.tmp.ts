import { game, scenarios } from './packages/memoir44/src/index.ts';
import { randomPlayout } from './packages/kernel/src/index.ts';
const t0 = Date.now();
const r = randomPlayout(game, scenarios['pegasus-bridge']!, 1);
console.log(r.stop, r.moves.length, r.outcome, Date.now()-t0);
const s = game.setup(scenarios['pegasus-bridge']!);
if (s.ok) { console.log(game.actor(s.state), game.legalMoves(s.state).slice(0,5), JSON.stringify(s.state.phase)); console.log(Object.keys(scenarios)); }
