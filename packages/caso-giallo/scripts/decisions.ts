/**
 * The bench's "decisions" case for one scenario, alone, for profiling (`node --cpu-prof`): states
 * sampled from 20 seeded games, then one decision per state in turn (list, pick, resolve).
 * `npx tsx packages/caso-giallo/scripts/decisions.ts [scenario] [seconds]`
 */
import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios } from '../src/index.js';
import type { State } from '../src/state.js';

const scenario = (process.argv[2] ?? 'fortress-holland') as keyof typeof scenarios;
const seconds = Number(process.argv[3] ?? 10);
const setup = scenarios[scenario]!;

const states: State[] = [];
for (let seed = 0; seed < 20 && states.length < 1500; seed++) {
  const init = game.setup(setup, { seed });
  if (!init.ok) throw new Error(init.error.message);
  let state = init.state;
  const rng = new Rng(seed);
  for (let i = 0; i < game.maxMoves && game.actor(state).kind !== 'terminal'; i++) {
    states.push(state);
    const move = game.actor(state).kind === 'chance' ? pickChance(game.chanceOutcomes(state), rng) : rng.pick(game.legalMoves(state));
    const r = game.resolve(state, move);
    if (!r.ok) break;
    state = r.state;
  }
}
const rng = new Rng(7);
let i = 0;
const decide = () => {
  const state = states[i++ % states.length]!;
  const move = game.actor(state).kind === 'chance' ? pickChance(game.chanceOutcomes(state), rng) : rng.pick(game.legalMoves(state));
  game.resolve(state, move);
};
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const w0 = cpu();
let calls = 0;
while (cpu() - w0 < 3000 || calls < 3000) {
  decide();
  calls++;
}
const rates: number[] = [];
const m0 = cpu();
while (cpu() - m0 < seconds * 1000) {
  const t0 = cpu();
  for (let k = 0; k < 2000; k++) decide();
  rates.push(2000_000 / (cpu() - t0));
}
rates.sort((a, b) => a - b);
console.log(`${scenario}: ${states.length} states, median ${Math.round(rates[rates.length >> 1]!)} decisions/s (best ${Math.round(rates[rates.length - 1]!)}, ${rates.length} batches)`);
