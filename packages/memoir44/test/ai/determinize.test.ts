import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalize, Rng } from '@esagono/kernel';
import { game } from '../../src/game.js';
import { other, PLAYERS, type Player, type State } from '../../src/state.js';
import type { CardId } from '../../src/data/cards.js';
import { determinize, unseenCards } from '../../src/ai/determinize.js';
import { memoirBot } from '../../src/ai/bot.js';
import { sampledStates } from './states.js';

const states = sampledStates(['pegasus-bridge', 'sainte-mere-eglise'], [1, 2], 9);
const player = fc.constantFrom<Player>(...PLAYERS);

/** Every card in the game, wherever it is: deck, hands, discards, a draw or Recon in progress. */
function allCards(s: State): Record<string, number> {
  const n: Record<string, number> = {};
  const add = (c: CardId, k = 1): void => {
    n[c] = (n[c] ?? 0) + k;
  };
  for (const c in s.deck) add(c as CardId, s.deck[c as CardId] ?? 0);
  for (const p of PLAYERS) s.hands[p].forEach((c) => add(c));
  s.discard.forEach((c) => add(c));
  if (s.phase.kind === 'draw') s.phase.drawn.forEach((c) => add(c));
  if (s.phase.kind === 'recon') s.phase.cards.forEach((c) => add(c));
  for (const c of Object.keys(n)) if (n[c] === 0) delete n[c];
  return n;
}

describe('determinize (hidden cards: opponent hand and deck, M44 p.5-6, p.11 [L471])', () => {
  it('sampled states include both players to act and several phases', () => {
    expect(states.length).toBeGreaterThan(100);
    expect(new Set(states.map((s) => s.phase.kind)).size).toBeGreaterThan(4);
  });

  it('never changes what `me` sees, validates, and keeps every card total', () => {
    fc.assert(
      fc.property(fc.nat(states.length - 1), player, fc.integer(), (i, me, seed) => {
        const s = states[i] as State;
        const d = determinize(s, me, new Rng(seed));
        expect(canonicalize(game.view(d, me))).toBe(canonicalize(game.view(s, me)));
        expect(game.schemas.state.safeParse(d).success).toBe(true);
        expect(allCards(d)).toEqual(allCards(s));
        expect(d.hands[other(me)]).toHaveLength(s.hands[other(me)].length);
        expect(d.hands[me]).toEqual(s.hands[me]);
      }),
      { numRuns: 150 },
    );
  });

  it('keeps the legal moves of `me` when `me` acts (the search may play them)', () => {
    fc.assert(
      fc.property(fc.nat(states.length - 1), fc.integer(), (i, seed) => {
        const s = states[i] as State;
        const actor = game.actor(s);
        // In the Ambush phase the moves offered depend on the defender's hand (M44 Appendix A): skipped.
        if (actor.kind !== 'player' || s.phase.kind === 'ambush') return;
        const d = determinize(s, actor.player, new Rng(seed));
        expect(canonicalize(game.legalMoves(d))).toBe(canonicalize(game.legalMoves(s)));
      }),
      { numRuns: 100 },
    );
  });

  it('resamples the opponent hand: it differs from the true one in some worlds', () => {
    const s = states.find((x) => x.hands.axis.length >= 3 && x.phase.kind === 'play') as State;
    expect(s).toBeDefined();
    const rng = new Rng(7);
    const sorted = (h: readonly CardId[]): string => [...h].sort().join(',');
    const differing = Array.from({ length: 20 }, () => determinize(s, 'allies', rng)).filter(
      (d) => sorted(d.hands.axis) !== sorted(s.hands.axis),
    );
    expect(differing.length).toBeGreaterThan(10);
  });

  it('draws the opponent hand uniformly from the unseen cards (frequencies within 5 sigma)', () => {
    const s = states.find((x) => x.hands.axis.length >= 3 && x.phase.kind === 'play') as State;
    const pool = unseenCards(s, 'allies');
    const k = s.hands.axis.length;
    const rng = new Rng(11);
    const runs = 2000;
    const seen: Record<string, number> = {};
    for (let r = 0; r < runs; r++) for (const c of determinize(s, 'allies', rng).hands.axis) seen[c] = (seen[c] ?? 0) + 1;
    for (const c of new Set(pool)) {
      // The copies of c in a hand of k from N unseen cards are hypergeometric: mean k*copies/N,
      // variance at most that of the binomial.
      const q = pool.filter((x) => x === c).length / pool.length;
      const mean = runs * k * q;
      const sd = Math.sqrt(runs * k * q * (1 - q)) + 1;
      expect(Math.abs((seen[c] ?? 0) - mean)).toBeLessThan(5 * sd);
    }
  });

  it('cannot peek: two states `me` cannot tell apart give the same world and the same bot choice', () => {
    const s = states.find((x) => game.actor(x).kind === 'player' && x.phase.kind === 'play' && x.hands[other(x.active)].length > 0) as State;
    expect(s).toBeDefined();
    const me = s.active;
    const opp = other(me);
    // Swap the opponent's first card with a different card of the deck.
    const mine = s.hands[opp][0] as CardId;
    const swap = (Object.keys(s.deck) as CardId[]).find((c) => c !== mine && (s.deck[c] ?? 0) > 0) as CardId;
    const t: State = {
      ...s,
      hands: { ...s.hands, [opp]: [swap, ...s.hands[opp].slice(1)] } as State['hands'],
      deck: { ...s.deck, [swap]: (s.deck[swap] ?? 0) - 1, [mine]: (s.deck[mine] ?? 0) + 1 },
    };
    expect(canonicalize(t)).not.toBe(canonicalize(s));
    expect(canonicalize(game.view(t, me))).toBe(canonicalize(game.view(s, me)));
    expect(canonicalize(determinize(t, me, new Rng(5)))).toBe(canonicalize(determinize(s, me, new Rng(5))));
    const moves = game.legalMoves(s);
    const a = memoirBot({ seed: 3, iterations: 24 }).choose(s, moves, me);
    const b = memoirBot({ seed: 3, iterations: 24 }).choose(t, moves, me);
    expect(b).toEqual(a);
  });
});
