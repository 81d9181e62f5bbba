/**
 * A fingerprint of seeded random games of every scenario (the number of decisions and a hash of
 * the final states), so a speed change can be checked to play the very same games as before.
 * `npx tsx packages/heroes-of-normandie/scripts/same-games.ts [games=20]`
 */
import { createHash } from 'node:crypto';
import { randomPlayout } from '@esagono/kernel';
import { game, scenarios } from '../src/index.js';

const games = Number(process.argv[2] ?? 20);
for (const [name, setup] of Object.entries(scenarios)) {
  const h = createHash('sha256');
  let moves = 0;
  for (let seed = 0; seed < games; seed++) {
    const r = randomPlayout(game, setup, seed);
    moves += r.moves.length;
    h.update(r.stop);
    h.update(JSON.stringify(r.state));
  }
  console.log(name.padEnd(28), String(moves).padStart(8), h.digest('hex').slice(0, 16));
}
