import { describe, expect, it } from 'vitest';
import { Rng, canonicalize, mctsBot, pickChance } from '@esagono/kernel';
import { PRESENTERS } from '../src/titles/index.js';
import { click, targetsOf } from '../src/targets.js';
import { skirmishPresenter } from '../src/titles/skirmish.js';

/** States met along a random game, every `every` moves. */
function statesOf(p: (typeof PRESENTERS)[number], seed: number, limit: number, every: number): unknown[] {
  const sc = p.scenarios[0];
  if (!sc) return [];
  const init = p.game.setup(sc.setup, { seed });
  if (!init.ok) throw new Error(init.error.message);
  const rng = new Rng(seed);
  const out: unknown[] = [];
  let st = init.state;
  for (let i = 0; i < limit; i++) {
    const a = p.game.actor(st);
    if (a.kind === 'terminal') break;
    if (i % every === 0) out.push(st);
    const move = a.kind === 'chance' ? pickChance(p.game.chanceOutcomes(st), rng) : rng.pick(p.game.legalMoves(st));
    const r = p.game.resolve(st, move);
    if (!r.ok) throw new Error(r.error.message);
    st = r.state;
  }
  return out;
}

/** Decisions the MCTS test asks of titles whose move lists are slow to build (Normandy '44's movement search). */
const BOT_DECISIONS: Readonly<Record<string, number>> = { normandy44: 6 };

describe.each(PRESENTERS.map((p) => [p.id, p] as const))('bots for %s', (_id, p) => {
  it('the determinizer changes only what the player cannot see; without one, nothing is hidden', () => {
    const det = p.determinize;
    if (!det) {
      // A title with nothing hidden needs no determinizer: every player's view is the same.
      const states = statesOf(p, 8, 200, 7);
      expect(states.length).toBeGreaterThan(3);
      for (const st of states) {
        const views = p.game.players.map((pl) => canonicalize(p.game.view(st, pl)));
        expect(new Set(views).size).toBe(1);
      }
      return;
    }
    const rng = new Rng(3);
    let changed = 0;
    for (const st of statesOf(p, 8, 200, 7)) {
      for (const me of p.game.players) {
        const d = det(st, me, rng);
        expect(canonicalize(p.game.view(d, me))).toBe(canonicalize(p.game.view(st, me)));
        if (canonicalize(d) !== canonicalize(st)) changed++;
        // The resampled world is still a game: its legal moves resolve.
        const legal = p.game.legalMoves(d);
        if (legal.length > 0) expect(p.game.resolve(d, legal[0]).ok).toBe(true);
      }
    }
    expect(changed).toBeGreaterThan(0);
  });

  it('the MCTS bot, as the page builds it, picks a legal move', () => {
    const bot = mctsBot(p.game, { seed: 1, iterations: 20, rolloutMoves: 40, ...(p.determinize ? { determinize: p.determinize } : {}) });
    let asked = 0;
    let left = BOT_DECISIONS[p.id] ?? Infinity;
    for (const st of statesOf(p, 5, 120, 3)) {
      const a = p.game.actor(st);
      if (a.kind !== 'player' || left-- <= 0) continue;
      const legal = p.game.legalMoves(st);
      const m = bot.choose(st, legal, a.player);
      expect(legal.map(canonicalize)).toContain(canonicalize(m));
      asked++;
    }
    expect(asked).toBeGreaterThan(2);
  });
});

describe('clicking: select, play, clear', () => {
  it('selects a source, plays from it, clears on a second click, and plays nothing elsewhere', () => {
    const t = { placed: [{ move: 'a', from: 'x', to: 'y' }, { move: 'c', from: 'x', to: 'y' }, { move: 'b', to: 'z' }], sources: new Set(['x']), panel: [] };
    expect(click(t, 'x', null)).toEqual({ kind: 'select', el: 'x' });
    expect(click(t, 'x', 'x')).toEqual({ kind: 'clear' });
    // Two moves on the same place: the page asks which.
    expect(click(t, 'y', 'x')).toEqual({ kind: 'play', moves: ['a', 'c'] });
    expect(click(t, 'y', null)).toEqual({ kind: 'clear' });
    expect(click(t, 'z', 'x')).toEqual({ kind: 'play', moves: ['b'] });
    expect(click(targetsOf(skirmishPresenter, null, []), 'card:1', null)).toEqual({ kind: 'clear' });
  });
});
