import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { digestOf, SEEDS, type GameDigest } from './same-games.js';

// Generated before the phase-table refactoring (same-games.gen.ts, at 116ea73 and again on main with
// the Recon in Force and Counter-Attack fixes and wt-f's board context merged): every seeded game of
// every shipped scenario must play the very same moves to the very same end (M44 p.6-11 unchanged).
const stored = JSON.parse(readFileSync(new URL('./same-games.json', import.meta.url), 'utf8')) as Record<string, GameDigest[]>;

describe('seeded games are identical to the stored digest (M44 p.6-11)', () => {
  for (const name of Object.keys(stored)) {
    it(`${name}: ${SEEDS} seeds, same move lists and final states`, () => {
      const games = stored[name] as GameDigest[];
      expect(games.length).toBe(SEEDS);
      for (let seed = 1; seed <= SEEDS; seed++) expect({ seed, ...digestOf(name, seed) }).toEqual({ seed, ...games[seed - 1] });
    });
  }
});
