import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios } from '@esagono/memoir44';
const setup = (scenarios as any)['sainte-mere-eglise'];
const T = new Map<string, number>(); const C = new Map<string, number>();
let tot = 0; let games = 0;
const now = () => Number(process.hrtime.bigint());
for (let seed = 0; seed < 400; seed++) {
  const t0 = now();
  const init = game.setup(setup, { seed }); if (!init.ok) throw 0;
  const t1 = now(); if (seed >= 50) { T.set('setup', (T.get('setup') ?? 0) + t1 - t0); }
  let s: any = init.state; const rng = new Rng(seed); if (seed >= 50) games++;
  while (game.actor(s).kind !== 'terminal') {
    const a = now();
    const act = game.actor(s);
    let m: any; let k: string;
    if (act.kind === 'chance') { const o = game.chanceOutcomes(s); m = pickChance(o, rng); k = 'chance:' + s.phase.kind; }
    else { const l = game.legalMoves(s); m = rng.pick(l); k = s.phase.kind + ':' + m.type; }
    const r = game.resolve(s, m); if (!r.ok) throw new Error(r.error.message); s = r.state;
    const dt = now() - a;
    if (seed >= 50) { T.set(k, (T.get(k) ?? 0) + dt); C.set(k, (C.get(k) ?? 0) + 1); tot += dt; }
  }
}
console.log('games/s (sum of timed)', games / (tot / 1e9), 'setup us/game', (T.get('setup')! / games / 1e3).toFixed(1));
for (const [k, v] of [...T].sort((a, b) => b[1] - a[1])) if (k !== 'setup') console.log(k.padEnd(28), 'us/game', (v / games / 1e3).toFixed(0).padStart(6), ' share', (100 * v / tot).toFixed(1).padStart(5), '%  us/each', (v / (C.get(k) ?? 1) / 1e3).toFixed(1));
