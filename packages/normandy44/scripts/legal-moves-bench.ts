/**
 * Speed of the rules engine (issue #17): seeded random playouts per scenario, the same games every
 * run (decisions per CPU second, a decision being one resolve with its legalMoves or chance
 * listing), and the slowest legalMoves met, re-timed on its position after the playouts (warm
 * caches) and on a JSON copy of it (no per-object cache hit).
 * `npx tsx scripts/legal-moves-bench.ts [games=2]`
 */
import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios } from '../src/index.js';
import type { State } from '../src/state.js';

const games = Number(process.argv[2] ?? 2);

function playouts(name: keyof typeof scenarios): { decisions: number; cpuMs: number; worst: { ms: number; state: State; n: number } } {
  let decisions = 0;
  let worst = { ms: 0, state: null as unknown as State, n: 0 };
  // CPU time, not wall time: the machine may be shared.
  const cpu0 = process.cpuUsage();
  for (let seed = 1; seed <= games; seed++) {
    const rng = new Rng(seed);
    const start = game.setup(scenarios[name]);
    if (!start.ok) throw new Error(start.error.message);
    let s = start.state;
    while (game.actor(s).kind !== 'terminal') {
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
  const cpu = process.cpuUsage(cpu0);
  return { decisions, cpuMs: (cpu.user + cpu.system) / 1000, worst };
}

/** Median legalMoves time on `s` over 50 calls, on `s` itself or on fresh JSON copies. */
function retime(s: State, copy: boolean): number {
  const times: number[] = [];
  for (let i = 0; i < 50; i++) {
    const st = copy ? (JSON.parse(JSON.stringify(s)) as State) : s;
    const a = performance.now();
    game.legalMoves(st);
    times.push(performance.now() - a);
  }
  times.sort((x, y) => x - y);
  return times[times.length >> 1] as number;
}

for (const name of ['mini-game', 'campaign', 'cherbourg'] as const) {
  const r = playouts(name);
  const w = r.worst.state;
  console.log(
    `${name}: ${Math.round((r.decisions / r.cpuMs) * 1000)} decisions per CPU second (${r.decisions} decisions, ${games} games); ` +
      `slowest legalMoves ${r.worst.ms.toFixed(2)} ms (${r.worst.n} moves, ${w.phase} turn ${w.turn}), re-timed ${retime(w, false).toFixed(2)} ms warm, ${retime(w, true).toFixed(2)} ms on a copy`,
  );
}
