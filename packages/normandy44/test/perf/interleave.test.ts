import { describe, expect, it } from 'vitest';
import { type scenarios } from '../../src/index.js';
import { contextOf } from '../../src/context.js';
import type { State } from '../../src/state.js';
import { seededPlayer } from './digest.js';

/** One seeded random game, one decision at a time (at most 1500), its digest the hash and decisions so far. */
function player(scenario: keyof typeof scenarios, seed: number) {
  const p = seededPlayer(scenario, seed, undefined, 1500);
  return Object.assign(p, { digest: (): string => `${p.hash().toString(16)}/${p.decisions}` });
}

/**
 * The caches live in one context per game (src/context.ts), not in modules: games played side by
 * side in one process, on the same board or on different boards, give the very listings and states
 * each gives alone (docs/performance.md).
 */
describe('games interleaved in one process play as they do alone (per-game context)', () => {
  it('two mini-games and a Cherbourg game, one decision each in turn, equal each game played alone', () => {
    const plan = [['mini-game', 3], ['mini-game', 5], ['cherbourg', 2]] as const;
    const alone = plan.map(([sc, seed]) => {
      const p = player(sc, seed);
      while (!p.done()) p.step();
      return p.digest();
    });
    const side = plan.map(([sc, seed]) => player(sc, seed));
    while (side.some((p) => !p.done())) for (const p of side) if (!p.done()) p.step();
    expect(side.map((p) => p.digest())).toEqual(alone);
  }, 240_000);

  it('each game has its own context, kept by every state of the game', () => {
    const a = player('mini-game', 3);
    const b = player('mini-game', 3);
    const first = contextOf(a.state);
    expect(contextOf(b.state)).not.toBe(first);
    for (let i = 0; i < 40; i++) a.step();
    expect(contextOf(a.state)).toBe(first);
    // A state read from JSON is a game of its own: it starts from an empty context.
    expect(contextOf(JSON.parse(JSON.stringify(a.state)) as State)).not.toBe(first);
  });
});
