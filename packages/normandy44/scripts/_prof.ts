import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios } from '../src/index.js';
const sc = (process.argv[2] ?? 'mini-game') as keyof typeof scenarios;
const seeds = Number(process.argv[3] ?? 2);
let dec = 0, listed = 0, calls = 0;
const t0 = process.cpuUsage();
for (let seed = 1; seed <= seeds; seed++) {
  const rng = new Rng(seed);
  let s = (game.setup(scenarios[sc]) as any).state;
  while (game.actor(s).kind !== 'terminal') {
    let m;
    if (game.actor(s).kind === 'chance') m = pickChance(game.chanceOutcomes(s), rng);
    else { const ms = game.legalMoves(s); calls++; listed += ms.length; m = rng.pick([...ms]); }
    const r = game.resolve(s, m); if (!r.ok) throw new Error(r.error.message); s = r.state; dec++;
  }
}
const c = process.cpuUsage(t0); const ms = (c.user + c.system) / 1000;
console.log(sc, 'decisions', dec, 'cpu ms', ms.toFixed(0), 'dec/s', Math.round(dec / ms * 1000), 'listings', calls, 'moves listed/listing', (listed / calls).toFixed(1));
