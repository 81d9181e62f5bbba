import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios } from '../../src/index.js';

/** FNV-1a over a string, as 8 hex digits. */
export function fnv(text: string, h0 = 0x811c9dc5): number {
  let h = h0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Plays seeded random games and folds every legal-move list and every chosen move into one digest. */
export function seededDigest(seeds: readonly number[], scenario: keyof typeof scenarios = 'cherbourg'): { digest: string; decisions: number } {
  let h = 0x811c9dc5;
  let decisions = 0;
  for (const seed of seeds) {
    const rng = new Rng(seed);
    const start = game.setup(scenarios[scenario]);
    if (!start.ok) throw new Error(start.error.message);
    let s = start.state;
    while (game.actor(s).kind !== 'terminal') {
      const a = game.actor(s);
      let m;
      if (a.kind === 'chance') m = pickChance(game.chanceOutcomes(s), rng);
      else {
        const moves = game.legalMoves(s);
        h = fnv(JSON.stringify(moves), h);
        m = rng.pick([...moves]);
      }
      const r = game.resolve(s, m);
      if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.message}`);
      s = r.state;
      decisions++;
    }
    h = fnv(JSON.stringify(s), h);
  }
  return { digest: h.toString(16).padStart(8, '0'), decisions };
}
