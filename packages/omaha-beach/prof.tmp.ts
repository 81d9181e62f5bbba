import { randomPlayout } from '../kernel/src/index.ts';
import { game, scenarios } from './src/index.ts';
for (const sc of ['easy-fox', 'easy-fox'] as const) {
  let moves = 0; let games = 0;
  const c0 = process.cpuUsage();
  for (let seed = 1; seed <= 150; seed++) { moves += randomPlayout(game, scenarios[sc], seed).moves.length; games++; }
  const c = process.cpuUsage(c0); const sec = (c.user + c.system) / 1e6;
  console.log(sc, games, 'games', moves, 'moves', (moves / sec).toFixed(0), 'moves/s CPU', (games / sec).toFixed(1), 'games/s CPU');
}
