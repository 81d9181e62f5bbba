/**
 * What a player cannot see, re-dealt (HoN p.5 L302, L316; p.8 L560): the numbers (and which is the
 * Bluff) of the opponent's face-down tokens, permuted among the units that carry one, and the
 * opponent's hand re-dealt from their hand and draw pile together, keeping both sizes. Bots search
 * such states (determinisation) so that they never read what their seat may not know, and the
 * testkit's hidden-information check uses it to show that `view` does not change.
 */
import type { Rng } from '@esagono/kernel';
import { other, type Player, type State } from './state.js';

export function determinize(state: State, me: Player, rng: Rng): State {
  const opp = other(me);
  // Units and smoke bombs alike carry face-down tokens (HoN p.13 L1093): their numbers are dealt among all of them.
  const holders = state.units.filter((u) => u.owner === opp && u.token !== null && !u.revealed);
  const bombs = state.smokes.filter((m) => m.owner === opp && m.token !== null && !m.revealed);
  const tokens = [...holders.map((u) => u.token), ...bombs.map((m) => m.token)];
  for (let i = tokens.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [tokens[i], tokens[j]] = [tokens[j]!, tokens[i]!];
  }
  const byId = new Map(holders.map((u, i) => [u.id, tokens[i]!]));
  const units = state.units.map((u) => (byId.has(u.id) ? { ...u, token: byId.get(u.id)! } : u));
  const bombTokens = new Map(bombs.map((m, i) => [m.id, tokens[holders.length + i]!]));
  const smokes = bombs.length === 0 ? state.smokes : state.smokes.map((m) => (bombTokens.has(m.id) ? { ...m, token: bombTokens.get(m.id)! } : m));
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
  return { ...state, units, smokes, sides: { ...state.sides, [opp]: { ...side, hand, deck } } };
}
