/**
 * The per-scenario caches (src/context.ts) are speed only: a position asked about in any order, after
 * any other position of any game, gets the answers a fresh computation gives (docs/performance.md).
 */
import { describe, expect, it } from 'vitest';
import { Rng, pickChance, randomPlayout } from '@esagono/kernel';
import { game, scenarios, type Move, type State } from '@esagono/caso-giallo';
import { occupancy, unitsAt, zocField } from '../../src/position.js';

/** Every state of the seeded random games, in play order. */
function statesOf(scenario: string, seeds: readonly number[]): State[] {
  const out: State[] = [];
  for (const seed of seeds) {
    const r = randomPlayout(game, scenarios[scenario]!, seed);
    let st = game.setup(scenarios[scenario]!);
    if (!st.ok) throw new Error('setup');
    let s = st.state;
    out.push(s);
    for (const m of r.moves) {
      const next = game.resolve(s, m);
      if (!next.ok) throw new Error(next.error.message);
      s = next.state;
      out.push(s);
    }
  }
  return out;
}

/** A fresh structured copy: new arrays and objects everywhere, so no cache entry can match by identity. */
const fresh = (s: State): State => JSON.parse(JSON.stringify(s)) as State;

const plain = (xs: ArrayLike<number>): number[] => Array.from(xs);

describe('per-position caches (CG R8 stacks, R9 ZOC, R10 movement) answer as fresh computations', () => {
  const states = statesOf('fortress-holland', [1, 2, 3, 4, 5, 6]);

  it('CG R9.1-R9.4: the ZOC field of each side, in play order and shuffled, equals the field of a copy of the state', () => {
    const rng = new Rng(11);
    const order = [...states.keys(), ...states.map(() => rng.int(states.length))];
    for (const i of order) {
      const s = states[i]!;
      const copy = fresh(s);
      for (const side of ['german', 'allied'] as const) {
        const cached = zocField(s, unitsAt(s), side);
        // A units-per-hex list that is not the position's own is never cached.
        const direct = zocField(copy, [...unitsAt(copy)], side);
        expect(plain(cached.count), `state ${i} ${side}`).toEqual(plain(direct.count));
        expect(plain(cached.maxTr), `state ${i} ${side}`).toEqual(plain(direct.maxTr));
      }
      expect(unitsAt(s).map((us) => us.map((u) => u.id))).toEqual(unitsAt(copy).map((us) => us.map((u) => u.id)));
      expect(plain(occupancy(s))).toEqual(plain(occupancy(copy)));
    }
  });

  it('CG R10: the legal moves and chance outcomes of every state, asked in a shuffled order, equal those of a copy', () => {
    const rng = new Rng(5);
    const listing = (s: State): unknown => (game.actor(s).kind === 'chance' ? game.chanceOutcomes(s) : game.legalMoves(s));
    for (let k = 0; k < states.length; k++) {
      const s = states[rng.int(states.length)]!;
      const a = JSON.stringify(listing(s));
      // Resolving a listed move fills the caches with the next position's entries before the copy is asked.
      if (game.actor(s).kind === 'player') {
        const moves = game.legalMoves(s) as readonly Move[];
        if (moves.length > 0) game.resolve(s, rng.pick([...moves]));
      } else if (game.actor(s).kind === 'chance') game.resolve(s, pickChance(game.chanceOutcomes(s), rng));
      expect(JSON.stringify(listing(fresh(s)))).toBe(a);
    }
  });
});
