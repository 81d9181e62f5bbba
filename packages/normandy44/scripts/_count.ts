import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios } from '../src/index.js';
const sc = (process.argv[2] ?? 'mini-game') as keyof typeof scenarios;
const by = new Map<string, number>(); const phases = new Map<string, number>(); let dec = 0;
for (let seed = 1; seed <= 1; seed++) {
  const rng = new Rng(seed);
  let s = (game.setup(scenarios[sc]) as any).state;
  while (game.actor(s).kind !== 'terminal') {
    let m;
    if (game.actor(s).kind === 'chance') m = pickChance(game.chanceOutcomes(s), rng);
    else { const ms = game.legalMoves(s); for (const x of ms) { const k = x.type + ((x as any).mode ? ':' + (x as any).mode : ''); by.set(k, (by.get(k) ?? 0) + 1); } m = rng.pick([...ms]); phases.set(s.phase + (s.combat ? ':' + s.combat.stage : ''), (phases.get(s.phase + (s.combat ? ':' + s.combat.stage : '')) ?? 0) + 1); }
    s = (game.resolve(s, m) as any).state; dec++;
  }
}
console.log(dec, [...by].sort((a, b) => b[1] - a[1])); console.log([...phases].sort((a, b) => b[1] - a[1]));
