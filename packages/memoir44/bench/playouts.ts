/**
 * Random playouts per second (not a test): `npx tsx packages/memoir44/bench/playouts.ts [games] [--write]`.
 * Full games from `game.setup` to the end with the kernel's `randomPlayout`, one core, CPU time.
 * `--write` stores the figures in bench/results.json. The machine may be shared: the calibration
 * loop's time says how slow it was during the run, so figures from different runs can be compared.
 */
import { writeFileSync } from 'node:fs';
import { randomPlayout } from '@esagono/kernel';
import { game, scenarios } from '../src/index.js';

const SCENARIOS = ['pegasus-bridge', 'sainte-mere-eglise'] as const;
const games = Number(process.argv.find((a, i) => i > 1 && /^\d+$/.test(a)) ?? 100);
const write = process.argv.includes('--write');

const cpuMs = (c: NodeJS.CpuUsage): number => (c.user + c.system) / 1000;

/** A fixed amount of plain work (integer loop and small objects): its CPU time tracks the machine's speed. */
function calibrate(): number {
  const c0 = process.cpuUsage();
  let x = 0;
  for (let i = 0; i < 2e7; i++) x = (x + i * 7) | 0;
  const keep: { a: number; b: number }[] = [];
  for (let i = 0; i < 2e5; i++) keep.push({ a: i, b: x });
  if (keep.length !== 2e5) throw new Error('unreachable');
  return cpuMs(process.cpuUsage(c0));
}

interface Row {
  readonly scenario: string;
  readonly games: number;
  readonly gamesPerSecond: number;
  readonly movesPerSecond: number;
  readonly decisionsPerSecond: number;
  readonly movesPerGame: number;
  readonly decisionsPerGame: number;
  readonly cpuMs: number;
  readonly wallMs: number;
  readonly unfinished: number;
}

function measure(id: string, n: number): Row {
  const setup = scenarios[id];
  if (!setup) throw new Error(`no scenario ${id}`);
  for (let seed = 1; seed <= 5; seed++) randomPlayout(game, setup, 1_000_000 + seed);
  let moves = 0;
  let decisions = 0;
  let unfinished = 0;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (let seed = 1; seed <= n; seed++) {
    const r = randomPlayout(game, setup, seed);
    if (r.stop !== 'terminal') unfinished++;
    moves += r.moves.length;
    // Player decisions only: chance moves (draws, rolls, drops) are the driver's.
    for (const m of r.moves) if (m.type !== 'draw' && m.type !== 'roll' && m.type !== 'drop') decisions++;
  }
  const wallMs = performance.now() - t0;
  const ms = cpuMs(process.cpuUsage(c0));
  const per = 1000 / ms;
  return {
    scenario: id,
    games: n,
    gamesPerSecond: round(n * per),
    movesPerSecond: Math.round(moves * per),
    decisionsPerSecond: Math.round(decisions * per),
    movesPerGame: round(moves / n),
    decisionsPerGame: round(decisions / n),
    cpuMs: Math.round(ms),
    wallMs: Math.round(wallMs),
    unfinished,
  };
}

const round = (x: number): number => Math.round(x * 10) / 10;

const calibrationBefore = calibrate();
const rows = SCENARIOS.map((id) => measure(id, games));
const calibrationAfter = calibrate();
for (const r of rows) {
  console.log(
    `${r.scenario}: ${r.games} games, ${r.gamesPerSecond} games/s, ${r.movesPerSecond} moves/s, ${r.decisionsPerSecond} decisions/s (CPU), ${r.movesPerGame} moves/game, ${r.unfinished} unfinished`,
  );
}
console.log(`calibration loop: ${calibrationBefore.toFixed(0)} ms before, ${calibrationAfter.toFixed(0)} ms after`);
if (write) {
  const out = {
    what: 'Random playouts of full games (kernel randomPlayout, set-up included), one core, CPU time',
    command: 'npx tsx packages/memoir44/bench/playouts.ts [games] --write',
    date: new Date().toISOString(),
    node: process.version,
    calibrationMs: { before: Math.round(calibrationBefore), after: Math.round(calibrationAfter) },
    results: rows,
  };
  writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify(out, null, 2)}\n`);
  console.log('wrote bench/results.json');
}
