/**
 * Speed of the rules engine (issue #17): random playouts per scenario (decisions per second, a
 * decision being one resolve with its legalMoves or chance listing), and the slowest legalMoves of
 * the campaign's playouts, re-timed on its position (`npx tsx scripts/legal-moves-bench.ts [seconds]`).
 */
import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios } from '../src/index.js';
import type { State } from '../src/state.js';

const seconds = Number(process.argv[2] ?? 10);

function playouts(name: keyof typeof scenarios, budgetMs: number): { decisions: number; ms: number; worst: { ms: number; state: State; n: number } } {
  const t0 = performance.now();
  let decisions = 0;
  let seed = 1;
  let worst = { ms: 0, state: null as unknown as State, n: 0 };
  while (performance.now() - t0 < budgetMs) {
    const rng = new Rng(seed++);
    const start = game.setup(scenarios[name]);
    if (!start.ok) throw new Error(start.error.message);
    let s = start.state;
    while (game.actor(s).kind !== 'terminal' && performance.now() - t0 < budgetMs) {
      let m;
      if (game.actor(s).kind === 'chance') m = pickChance(game.chanceOutcomes(s), rng);
      else {
        const a = performance.now();
        const moves = game.legalMoves(s);
        const d = performance.now() - a;
        if (d > worst.ms) worst = { ms: d, state: s, n: moves.length };
        m = rng.pick([...moves]);
      }
      const r = game.resolve(s, m);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      decisions++;
    }
  }
  return { decisions, ms: performance.now() - t0, worst };
}

/** Median legalMoves time on `s` from a cold start of this position (fresh objects: no per-object cache hit). */
function retime(s: State): number {
  const times: number[] = [];
  for (let i = 0; i < 50; i++) {
    const copy = JSON.parse(JSON.stringify(s)) as State;
    const a = performance.now();
    game.legalMoves(copy);
    times.push(performance.now() - a);
  }
  times.sort((x, y) => x - y);
  return times[times.length >> 1] as number;
}

for (const name of ['mini-game', 'campaign', 'cherbourg'] as const) {
  // CPU time, not wall time: the machine may be shared.
  const cpu0 = process.cpuUsage();
  const r = playouts(name, seconds * 1000);
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  console.log(`${name}: ${Math.round((r.decisions / cpuMs) * 1000)} decisions per CPU second (${Math.round((r.decisions / r.ms) * 1000)}/s wall) over ${r.decisions} decisions; slowest legalMoves ${r.worst.ms.toFixed(2)} ms (${r.worst.n} moves, ${r.worst.state.phase} turn ${r.worst.state.turn}), re-timed cold ${retime(r.worst.state).toFixed(2)} ms`);
}
