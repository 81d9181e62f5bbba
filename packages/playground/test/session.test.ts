import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomPlayout, replay, stateHash, type AnyGame } from '@esagono/kernel';
import { applyMove, chanceMove, chanceSeed, currentState, fromLog, lastDecision, startSession, toLog, truncate, type Session } from '../src/session.js';
import { skirmishPresenter } from '../src/titles/skirmish.js';

const game: AnyGame = skirmishPresenter.game;

function start(seed: number): Session {
  const r = startSession(game, {}, seed, 'standard');
  if (!r.ok) throw new Error(r.error.message);
  return r.session;
}

/** Plays a whole game through the session functions: chance by `chanceMove`, players by a seeded pick. */
function playOut(seed: number): Session {
  let s = start(seed);
  let k = seed;
  for (let i = 0; i < game.maxMoves; i++) {
    const st = currentState(s);
    const actor = game.actor(st);
    if (actor.kind === 'terminal') break;
    let move: unknown;
    if (actor.kind === 'chance') move = chanceMove(game, s);
    else {
      const legal = game.legalMoves(st);
      k = (k * 1103515245 + 12345) >>> 0;
      move = legal[k % legal.length];
    }
    const r = applyMove(game, s, move);
    if (!r.ok) throw new Error(r.error.message);
    s = r.session;
  }
  return s;
}

describe('session: a game as setup + moves, rebuilt with the kernel replay (SK 1-5)', () => {
  it('keeps one state per move plus the set-up, and actors and events per move', () => {
    const s = playOut(7);
    expect(game.actor(currentState(s)).kind).toBe('terminal');
    expect(s.states).toHaveLength(s.moves.length + 1);
    expect(s.events).toHaveLength(s.moves.length);
    expect(s.actors).toHaveLength(s.moves.length);
    // Every event of the example game cites its rule (SK n).
    for (const evs of s.events) for (const e of evs) expect(e.rule).toMatch(/^SK \d$/);
  });

  it('a saved log replays to the same final state, and loading rebuilds every state', () => {
    for (let seed = 0; seed < 20; seed++) {
      const s = playOut(seed);
      const log = JSON.parse(JSON.stringify(toLog(s)));
      const again = replay(game, log.setup, log.moves, { seed: log.seed });
      expect(again.ok && stateHash(again.state)).toBe(stateHash(currentState(s)));
      const loaded = fromLog(game, log, 'standard');
      expect(loaded.ok).toBe(true);
      if (loaded.ok) {
        expect(loaded.session.states.map(stateHash)).toEqual(s.states.map(stateHash));
        expect(loaded.session.actors).toEqual(s.actors);
        expect(loaded.session.events).toEqual(s.events);
      }
    }
  });

  it('undo (truncate) to any point equals replaying that prefix of the moves', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.nat(), (seed, cut) => {
        const s = playOut(seed);
        const n = cut % (s.moves.length + 1);
        const t = truncate(s, n);
        expect(t.moves).toEqual(s.moves.slice(0, n));
        const r = replay(game, {}, s.moves.slice(0, n), { seed });
        expect(r.ok && stateHash(r.state)).toBe(stateHash(currentState(t)));
      }),
      { numRuns: 60 },
    );
  });

  it('chance is seeded by game seed and move number, so undo then roll again gives the same result', () => {
    const s = playOut(11);
    const i = s.actors.findIndex((a, k) => a.kind === 'chance' && k > 4);
    expect(i).toBeGreaterThan(0);
    const back = truncate(s, i);
    expect(chanceMove(game, back)).toEqual(s.moves[i]);
    expect(chanceSeed(11, i)).not.toBe(chanceSeed(11, i + 1));
    expect(chanceSeed(11, i)).not.toBe(chanceSeed(12, i));
  });

  it('a random playout log from the kernel loads, and lastDecision finds each side', () => {
    const g = randomPlayout(game, {}, 5);
    const loaded = fromLog(game, g.log, null);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    const s = loaded.session;
    for (const p of game.players) {
      const i = lastDecision(s, p);
      expect(i).toBeGreaterThanOrEqual(0);
      expect(s.actors[i]).toEqual({ kind: 'player', player: p });
      for (let k = i + 1; k < s.moves.length; k++) expect(s.actors[k]).not.toEqual({ kind: 'player', player: p });
    }
    expect(lastDecision(truncate(s, 0))).toBe(-1);
  });

  it('refuses an illegal move with the rule and reports the first bad move of a log (SK 2)', () => {
    const s = start(1);
    const bad = applyMove(game, s, { type: 'play', card: 1 });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('wrong-phase');
    const r = fromLog(game, { game: 'skirmish', setup: {}, moves: [{ type: 'deal', card: 1 }, { type: 'play', card: 1 }] }, null);
    expect(r.ok === false && r.index).toBe(1);
    expect(startSession(game, { hp: -1 }, 0, null).ok).toBe(false);
  });
});
