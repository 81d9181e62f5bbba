import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios, MoveSchema, type State, type Move } from '../src/index.js';
const setup = scenarios['sainte-mere-eglise']!;
// collect states by phase from a few games
const byPhase: Record<string, [State, Move][]> = {};
for (let seed = 1; seed <= 5; seed++) {
  const init = game.setup(setup, { seed }); if (!init.ok) throw 0;
  const rng = new Rng(seed); let s = init.state;
  for (;;) { const a = game.actor(s); if (a.kind === 'terminal') break;
    const m = a.kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(game.legalMoves(s));
    (byPhase[s.phase.kind] ??= []).push([s, m]); const r = game.resolve(s, m); if (!r.ok) throw 0; s = r.state; }
}
const cpu = (label: string, f: (s: State, m: Move) => void, list: [State, Move][], reps = 5) => {
  for (const [s, m] of list) f({ ...s }, m);
  const c0 = process.cpuUsage();
  for (let r = 0; r < reps; r++) for (const [s, m] of list) f({ ...s }, m);
  const c = process.cpuUsage(c0);
  console.log(label.padEnd(30), (((c.user + c.system)) / (reps * list.length)).toFixed(2), 'µs');
};
for (const k of ['draw', 'play', 'order', 'move', 'roll']) {
  const L = byPhase[k]!;
  cpu(k + ' actor', (s) => game.actor(s), L, 20);
  cpu(k + ' legal/chance', (s) => (game.actor(s).kind === 'chance' ? game.chanceOutcomes(s) : game.legalMoves(s)), L);
  cpu(k + ' resolve', (s, m) => game.resolve(s, m), L);
  cpu(k + ' zod', (_s, m) => MoveSchema.parse(m), L);
}
