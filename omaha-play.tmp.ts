import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios, type Move, type State } from './packages/omaha-beach/src/index.js';
function play(sc: keyof typeof scenarios, seed: number, passive: boolean) {
  const rng = new Rng(seed);
  const st = game.setup(scenarios[sc]);
  if (!st.ok) throw new Error();
  let s: State = st.state;
  let n = 0;
  const t0 = Date.now();
  for (; game.actor(s).kind !== 'terminal' && n < game.maxMoves; n++) {
    const a = game.actor(s);
    let m: Move;
    if (a.kind === 'chance') m = pickChance(game.chanceOutcomes(s), rng);
    else {
      const ms = game.legalMoves(s);
      const safe = ms.filter((x) => x.type === 'end-actions' || x.type === 'end-hq' || x.type === 'end-engineers' || x.type === 'delay' || x.type === 'place-base' || x.type === 'make-cp' || x.type === 'garrison');
      m = passive && safe.length ? safe[rng.int(safe.length)]! : ms[rng.int(ms.length)]!;
    }
    const r = game.resolve(s, m);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  console.log(sc, seed, passive, s.turn, JSON.stringify(s.result), n, Date.now() - t0, 'ms', 'bases', s.bases.length, 'cps', Object.keys(s.cps).length, 'gar', s.garrisons.length);
}
for (let seed = 1; seed <= 3; seed++) { play('beyond-the-beach', seed, true); play('ddob', seed, true); }
