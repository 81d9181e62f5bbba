import { describe, expect, it } from 'vitest';
import { game, scenarios } from '../../src/index.js';
import { contextOf } from '../../src/context.js';
import { moveDestinations } from '../../src/movement/movement.js';
import { onMap } from '../../src/position.js';
import type { State } from '../../src/state.js';

const fresh = (): State => {
  const r = game.setup(scenarios['mini-game']);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};

/**
 * `contextOf`'s registry holds the last few games' contexts strongly, not in a WeakMap (issue #17):
 * games side by side keep apart, a game asked for again within the last few keeps its context, and
 * the registry stays bounded (an older game gets a fresh context, which only costs recomputation).
 */
describe('the registry of game contexts (context.ts)', () => {
  it('keeps games apart, keeps the last few, and forgets older ones', () => {
    const [a, b, c] = [fresh(), fresh(), fresh()];
    const ca = contextOf(a);
    const movers = a.units.filter(onMap).slice(0, 10);
    const before = movers.map((u) => moveDestinations(a, u));
    expect(contextOf(b)).not.toBe(ca);
    expect(contextOf(c)).not.toBe(contextOf(b));
    // The same game, through a later state carrying the same `options`, and after other games.
    expect(contextOf({ ...a, turn: a.turn + 1 } as State)).toBe(ca);
    // A JSON copy is another game as far as caches go.
    expect(contextOf(JSON.parse(JSON.stringify(a)) as State)).not.toBe(ca);
    // Bounded: enough other games push the first one out.
    for (let i = 0; i < 8; i++) contextOf(fresh());
    const again = contextOf(a);
    expect(again).not.toBe(ca);
    // A fresh context answers as the old one did.
    expect(movers.map((u) => moveDestinations(a, u))).toEqual(before);
  });
});

/**
 * Games on one board share the board's scratch space (context.ts `BoardScratch`, issue #17): a fresh
 * JSON copy's context borrows it rather than building a path search of its own, and a listing of
 * such a copy equals the original's.
 */
describe('the board scratch shared by contexts (context.ts)', () => {
  it('is shared between games on one board, and a shared scratch answers as a fresh one', () => {
    const a = fresh();
    const ca = contextOf(a);
    const copy = JSON.parse(JSON.stringify(a)) as State;
    const cc = contextOf(copy);
    expect(cc).not.toBe(ca);
    expect(cc.scratch).toBe(ca.scratch);
    expect(cc.search).toBe(ca.search);
    expect(game.legalMoves(copy)).toEqual(game.legalMoves(a));
    const cherbourg = game.setup(scenarios.cherbourg);
    if (!cherbourg.ok) throw new Error(cherbourg.error.message);
    // Another board, another scratch (sized by its map).
    expect(contextOf(cherbourg.state).scratch).not.toBe(ca.scratch);
  });
});
