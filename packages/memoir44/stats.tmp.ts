import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios } from '@esagono/memoir44';
const setup = (scenarios as any)['sainte-mere-eglise'];
const hist = new Map<string, number>(); const single = new Map<string, number>(); const sizes = new Map<string, number>();
let games = 0, turns = 0;
for (let seed = 0; seed < 200; seed++) {
  const init = game.setup(setup, { seed }); if (!init.ok) throw 0;
  let s: any = init.state; const rng = new Rng(seed); games++;
  while (game.actor(s).kind !== 'terminal') {
    const a = game.actor(s);
    let m: any;
    if (a.kind === 'chance') { const o = game.chanceOutcomes(s); m = pickChance(o, rng); const k = 'chance:' + s.phase.kind; hist.set(k, (hist.get(k) ?? 0) + 1); sizes.set(k, (sizes.get(k) ?? 0) + o.length); }
    else { const l = game.legalMoves(s); m = rng.pick(l); const k = s.phase.kind + ':' + m.type; hist.set(k, (hist.get(k) ?? 0) + 1); sizes.set(k, (sizes.get(k) ?? 0) + l.length); if (l.length === 1) single.set(k, (single.get(k) ?? 0) + 1); }
    if (m.type === 'play') turns++;
    const r = game.resolve(s, m); if (!r.ok) throw new Error(r.error.message); s = r.state;
  }
}
console.log('turns/game', turns / games);
for (const [k, v] of [...hist].sort((a, b) => b[1] - a[1])) console.log(k.padEnd(30), (v / games).toFixed(1), 'avg options', ((sizes.get(k) ?? 0) / v).toFixed(1), 'single', ((single.get(k) ?? 0) / games).toFixed(1));
