import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios, type State, type Move } from '../src/index.js';
const id = process.argv[3] ?? 'sainte-mere-eglise';
const n = Number(process.argv[2] ?? 30);
const setup = scenarios[id]!;
const time: Record<string, number> = {}; const cnt: Record<string, number> = {};
let tot = 0; let tsetup = 0;
for (let seed = 1; seed <= n; seed++) {
  let t0 = performance.now();
  const init = game.setup(setup, { seed }); if (!init.ok) throw 0;
  tsetup += performance.now() - t0;
  const rng = new Rng(seed);
  let s: State = init.state;
  for (;;) {
    t0 = performance.now();
    const a = game.actor(s);
    if (a.kind === 'terminal') break;
    const k = s.phase.kind;
    let m: Move;
    if (a.kind === 'chance') m = pickChance(game.chanceOutcomes(s), rng);
    else m = rng.pick(game.legalMoves(s));
    const r = game.resolve(s, m); if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    const dt = performance.now() - t0;
    const key = k + (k === 'move' || k === 'battle' ? ':' + m.type : '');
    time[key] = (time[key] ?? 0) + dt; cnt[key] = (cnt[key] ?? 0) + 1; tot += dt;
  }
}
console.log('setup/game ms', (tsetup / n).toFixed(2), ' play/game ms', (tot / n).toFixed(2));
for (const [k, t] of Object.entries(time).sort((a, b) => b[1] - a[1])) console.log(k.padEnd(22), (t / n).toFixed(2).padStart(7), 'ms/game', String((cnt[k]! / n).toFixed(1)).padStart(7), '/game', ((1000 * t) / cnt[k]!).toFixed(1).padStart(7), 'µs each');
