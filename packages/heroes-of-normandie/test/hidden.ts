import type { HiddenInformation } from '@esagono/testkit';
import type { Rng } from '@esagono/kernel';
import { other, type Player, type State } from '../src/index.js';

/**
 * What `me` may not know, re-dealt: the numbers (and which is the Bluff) of the opponent's
 * face-down tokens, permuted among the units that carry one (HoN p.5 L302, L316), and the
 * opponent's hand re-dealt from their hand and draw pile together, keeping both sizes.
 */
export const honHidden: HiddenInformation<State, Player> = {
  description: "the opponent's face-down Order and Bluff tokens, hand and draw pile",
  perturbations: 2,
  perturb(state: State, me: Player, rng: Rng): State {
    const opp = other(me);
    const holders = state.units.filter((u) => u.owner === opp && u.token !== null && !u.revealed);
    const tokens = holders.map((u) => u.token);
    for (let i = tokens.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [tokens[i], tokens[j]] = [tokens[j]!, tokens[i]!];
    }
    const byId = new Map(holders.map((u, i) => [u.id, tokens[i]!]));
    const units = state.units.map((u) => (byId.has(u.id) ? { ...u, token: byId.get(u.id)! } : u));
    const side = state.sides[opp];
    const pool = [...side.hand, ...Object.entries(side.deck).flatMap(([c, n]) => Array<string>(n).fill(c))];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    const hand = pool.slice(0, side.hand.length);
    const deck: Record<string, number> = {};
    for (const c of Object.keys(side.deck)) deck[c] = 0;
    for (const c of pool.slice(side.hand.length)) deck[c] = (deck[c] ?? 0) + 1;
    return { ...state, units, sides: { ...state.sides, [opp]: { ...side, hand, deck } } };
  },
};
