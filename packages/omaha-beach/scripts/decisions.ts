/**
 * The bench's two Omaha cases in one process, timed in CPU time: decisions per second over states
 * sampled from 20 seeded games (as `playouts: ... decisions`), then random playouts per second.
 * `npx tsx scripts/decisions.ts [scenario] [seconds]`
 */
import { Rng, pickChance, randomPlayout } from '@esagono/kernel';
import { game, scenarios } from '../src/index.js';
import type { State } from '../src/state.js';

const scenario = (process.argv[2] ?? 'easy-fox') as keyof typeof scenarios;
const seconds = Number(process.argv[3] ?? 6);
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };

const states: State[] = [];
for (let seed = 0; seed < 20 && states.length < 1500; seed++) {
  let s = (game.setup(scenarios[scenario], { seed }) as { state: State }).state;
  const rng = new Rng(seed);
  for (let i = 0; i < game.maxMoves && game.actor(s).kind !== 'terminal'; i++) {
    states.push(s);
    const m = game.actor(s).kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(game.legalMoves(s));
    const r = game.resolve(s, m);
    if (!r.ok) break;
    s = r.state;
  }
}
const rng = new Rng(7);
let i = 0;
const decide = () => {
  const s = states[i++ % states.length] as State;
  const m = game.actor(s).kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(game.legalMoves(s));
  game.resolve(s, m);
};
function rate(f: () => void, ms: number): number {
  let n = 0;
  const t0 = cpu();
  while (cpu() - t0 < ms) for (let k = 0; k < 50; k++, n++) f();
  return (n / (cpu() - t0)) * 1000;
}
rate(decide, 3000); // warm-up
const dec = rate(decide, seconds * 1000);
let seed = 0;
let moves = 0;
const play = () => { moves += randomPlayout(game, scenarios[scenario], seed++).moves.length; };
rate(play, 3000);
moves = 0;
const t0 = cpu();
const games = rate(play, seconds * 1000);
const el = cpu() - t0;
console.log(`${scenario}: ${Math.round(dec)} decisions/s (sampled states); playouts ${games.toFixed(1)} games/s, ${Math.round((moves / el) * 1000)} moves/s`);
