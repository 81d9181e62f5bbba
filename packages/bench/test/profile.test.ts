import { describe, expect, it } from 'vitest';
import { randomPlayout, skirmish, type SkirmishMove, type SkirmishSetup, type SkirmishState } from '@esagono/kernel';
import { FNV_OFFSET, digestLine, fnv, gamesDigest } from '../src/digest.js';
import { busiestPosition, decider, playoutDecider, sampleStates, timeByKind, timeCalls, timeDecisions, timePlayouts, type ProfiledGame } from '../src/profile.js';

// The kernel's example game: chance deals and draws, players choose, so both kinds of decision occur.
const game: ProfiledGame<SkirmishState, SkirmishMove, SkirmishSetup> = skirmish;
const setup: SkirmishSetup = {};

/** The states of one seeded random game before its end, replayed from the kernel's own driver. */
function replay(seed: number): SkirmishState[] {
  const init = game.setup(setup, { seed });
  if (!init.ok) throw new Error(init.error.message);
  const out: SkirmishState[] = [];
  let s = init.state;
  for (const m of randomPlayout(game, setup, seed).moves) {
    out.push(s);
    const r = game.resolve(s, m);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return out;
}

describe('sampleStates: the states of seeded random games, as the bench samples them', () => {
  it('are the states the kernel driver passes through, game after game, seeds 0, 1, ...', () => {
    const states = sampleStates(game, setup, { games: 3, cap: 100_000 });
    expect(states).toEqual([...replay(0), ...replay(1), ...replay(2)]);
    for (const s of states) expect(game.actor(s).kind).not.toBe('terminal');
  });

  it('stop at the first game that reaches the cap (the cap is checked between games)', () => {
    const first = replay(0).length;
    expect(sampleStates(game, setup, { games: 5, cap: 1 })).toHaveLength(first);
    expect(sampleStates(game, setup, { games: 5, cap: first + 1 })).toHaveLength(first + replay(1).length);
  });
});

describe('decider: one decision per call over the states in turn', () => {
  it('resolves each state once, in order, then starts again', () => {
    const states = sampleStates(game, setup, { games: 1 }).slice(0, 5);
    const seen: SkirmishState[] = [];
    const spy: ProfiledGame<SkirmishState, SkirmishMove, SkirmishSetup> = {
      ...game,
      resolve: (s, m) => {
        seen.push(s);
        return game.resolve(s, m);
      },
    };
    const decide = decider(spy, states);
    for (let i = 0; i < 12; i++) decide();
    expect(seen).toEqual([...states, ...states, states[0], states[1]]);
  });

  it('refuses an empty sample', () => {
    expect(() => decider(game, [])).toThrow(/no states/);
  });
});

describe('playoutDecider: one decision per call along seeded random playouts', () => {
  it('resolves the states the kernel driver passes through, game after game, seeds 0, 1, ...', () => {
    const seen: SkirmishState[] = [];
    const spy: ProfiledGame<SkirmishState, SkirmishMove, SkirmishSetup> = {
      ...game,
      resolve: (s, m) => {
        seen.push(s);
        return game.resolve(s, m);
      },
    };
    const expected = [...replay(0), ...replay(1), ...replay(2)];
    const d = playoutDecider(spy, setup);
    for (let i = 0; i < expected.length + 1; i++) d.step();
    // One step beyond the third game starts the fourth: seed 3's first state.
    expect(seen.slice(0, expected.length)).toEqual(expected);
    expect(seen[expected.length]).toEqual(replay(3)[0]);
    expect(d.games()).toBe(4);
  });

  it('begins at the seed asked for', () => {
    const seen: SkirmishState[] = [];
    const d = playoutDecider({ ...game, resolve: (s, m) => (seen.push(s), game.resolve(s, m)) }, setup, 5);
    d.step();
    expect(seen).toEqual([replay(5)[0]]);
    expect(d.games()).toBe(1);
  });
});

describe('timeCalls and timeDecisions: calls per CPU second, in slices', () => {
  it('counts every timed call, slices cover the budget, the rates agree with the counts', async () => {
    let n = 0;
    const t = await timeCalls(() => void n++, { seconds: 0.05, sliceMs: 10, warmupMs: 0, warmupCalls: 500 });
    expect(t.calls).toBe(n - 500);
    expect(t.calls % 50).toBe(0);
    expect(t.cpuMs).toBeGreaterThanOrEqual(50);
    expect(t.slices.length).toBeGreaterThanOrEqual(1);
    expect(t.rate).toBeCloseTo((t.calls * 1000) / t.cpuMs, 6);
    expect(Math.min(...t.slices)).toBeLessThanOrEqual(t.median);
    expect(t.median).toBeLessThanOrEqual(t.best);
    expect(t.best).toBe(Math.max(...t.slices));
  });

  it('timeDecisions, sampled, reports the states sampled and decisions on them', async () => {
    const r = await timeDecisions(game, setup, { seconds: 0.05, sliceMs: 10, warmupMs: 0, warmupCalls: 0, games: 2, sampled: true });
    expect(r.mode).toBe('sampled');
    expect(r.states).toBe(replay(0).length + replay(1).length);
    expect(r.calls).toBeGreaterThan(0);
    expect(r.rate).toBeGreaterThan(0);
  });

  it('timeDecisions, by default, decides along random playouts and counts the games begun', async () => {
    const r = await timeDecisions(game, setup, { seconds: 0.05, sliceMs: 10, warmupMs: 0, warmupCalls: 0 });
    expect(r.mode).toBe('playouts');
    expect(r.sampleMs).toBe(0);
    // No warm-up: the timed calls are the decider's first, so as many steps of a fresh one begin as many games.
    const d = playoutDecider(game, setup);
    for (let i = 0; i < r.calls; i++) d.step();
    expect(r.states).toBe(d.games());
    expect(r.states).toBeGreaterThan(1);
    expect(r.calls).toBeGreaterThan(0);
    expect(r.rate).toBeGreaterThan(0);
  });

  it('timePlayouts counts whole games and their moves', () => {
    const p = timePlayouts(game, setup, { seconds: 0.05, warmupMs: 0 });
    expect(p.games).toBeGreaterThan(0);
    // Every skirmish game takes moves: more moves than games per second.
    expect(p.moves).toBeGreaterThan(p.games);
  });
});

describe('timeByKind: listing time by phase, resolve time by move type', () => {
  it('times one listing and one resolve per state, under the keys given or the `type` of the move', () => {
    const states = sampleStates(game, setup, { games: 2 });
    const b = timeByKind(game, states, { phase: (s) => s.phase.kind });
    expect(b.listing.reduce((a, r) => a + r.calls, 0)).toBe(states.length);
    expect(b.resolve.reduce((a, r) => a + r.calls, 0)).toBe(states.length);
    const chance = states.filter((s) => game.actor(s).kind === 'chance').length;
    expect(b.listing.filter((r) => r.key.startsWith('chance:')).reduce((a, r) => a + r.calls, 0)).toBe(chance);
    expect(new Set(b.listing.map((r) => r.key.replace('chance:', '')))).toEqual(new Set(states.map((s) => s.phase.kind)));
    expect(b.resolve.map((r) => r.key).every((k) => ['deal', 'play', 'roll', 'react', 'draw'].includes(k))).toBe(true);
    for (let i = 1; i < b.resolve.length; i++) expect(b.resolve[i - 1]!.ms).toBeGreaterThanOrEqual(b.resolve[i]!.ms);
  });
});

describe('gamesDigest: one hash of seeded games', () => {
  it('fnv is 32-bit FNV-1a (published test vectors)', () => {
    expect(fnv('')).toBe(FNV_OFFSET);
    expect(fnv('a').toString(16)).toBe('e40c292c');
    expect(fnv('foobar').toString(16)).toBe('bf9cf968');
    // Folding in parts equals hashing the whole.
    expect(fnv('bar', fnv('foo'))).toBe(fnv('foobar'));
  });

  it('is the same on every run, counts every decision, and sees a change of listing order or of outcome', () => {
    const d = gamesDigest(game, setup, { seeds: 3 });
    expect(d).toEqual(gamesDigest(game, setup, { seeds: 3 }));
    expect(d.digest).toMatch(/^[0-9a-f]{8}$/);
    expect(d.decisions).toBeGreaterThan(0);
    const reversed: ProfiledGame<SkirmishState, SkirmishMove, SkirmishSetup> = { ...game, legalMoves: (s) => [...game.legalMoves(s)].reverse() };
    expect(gamesDigest(reversed, setup, { seeds: 3 }).digest).not.toBe(d.digest);
    const withOutcome = gamesDigest(game, setup, { seeds: 3, outcome: true });
    expect(withOutcome.decisions).toBe(d.decisions);
    expect(withOutcome.digest).not.toBe(d.digest);
    expect(digestLine('x', 3, d)).toBe(`x 3 seeds ${d.decisions} decisions digest ${d.digest}`);
  });
});

describe('busiestPosition: the position with the most listed moves in seeded games', () => {
  it('is a player position of those games whose listing is the longest met, and onListing sees each listing', () => {
    let seen = 0;
    let longest = -1;
    const found = busiestPosition(game, setup, [0, 1], (s, moves) => {
      seen++;
      longest = Math.max(longest, moves.length);
      expect(game.legalMoves(s)).toEqual(moves);
    });
    expect(seen).toBeGreaterThan(0);
    expect(found.moves).toBe(longest);
    expect(game.legalMoves(found.state)).toHaveLength(found.moves);
    expect([...replay(0), ...replay(1)]).toContainEqual(found.state);
  });
});
