import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios } from '/work/wt/n44a/packages/normandy44/src/index.js';
const which = (process.argv[2] ?? 'mini-game') as keyof typeof scenarios;
const seed = Number(process.argv[3] ?? 1);
const rng = new Rng(seed);
const t0 = Date.now();
const start = game.setup(scenarios[which]);
if (!start.ok) throw new Error(start.error.message);
let s = start.state; let n = 0; let lastTurn = 0;
while (game.actor(s).kind !== 'terminal') {
  const a = game.actor(s);
  const ms = a.kind === 'chance' ? null : [...game.legalMoves(s)];
  if (ms && ms.length === 0) { console.log('no moves', s.phase, JSON.stringify(s.invasion), s.combat?.stage); break; }
  const m = a.kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(ms!);
  const r = game.resolve(s, m);
  if (!r.ok) { console.log('ERR', JSON.stringify(m), r.error); break; }
  s = r.state; n++;
  if (s.turn !== lastTurn) { lastTurn = s.turn; console.log('turn', s.turn, 'moves', n, 'ms', Date.now() - t0); }
  if (n > 300000) { console.log('too long'); break; }
}
console.log(which, 'phase', s.phase, 'winner', s.winner, 'turn', s.turn, 'moves', n, 'ms', Date.now() - t0, JSON.stringify(s.campaign?.vp), JSON.stringify(s.campaign?.mulberry));
