/**
 * What a player cannot see, re-dealt: a full state consistent with the player's view, for bots
 * that search (determinisation) and for the testkit's hidden-information check (`view` must not
 * change). Three things are private:
 * - the numbers (and which is the Bluff) of the opponent's face-down tokens (HoN p.5 L302, L316;
 *   on smoke bombs too, p.13 L1093), permuted among everything that carries one;
 * - the opponent's hand, re-dealt from their hand and draw pile together, keeping both sizes
 *   (HoN p.8 L560); discarded cards are not tracked by name (see `view.ts`);
 * - what the opponent's hidden counters are (Imboscata's hidden face, Concealed tiles and Tricky's
 *   Stratagem decoys are public tokens with private identities, HoN p.14 L1125-1127, p.13 L1059,
 *   p.12 L981-985): their identities (counter, side, Break Point group, markers of their own)
 *   are swapped at random among the opponent's hidden counters of the same size class (infantry
 *   tokens, 1-space and 2-space vehicles), each swap only where both squares take both.
 */
import type { Rng } from '@esagono/kernel';
import { compileBoard } from './map/board.js';
import { terrainAllows } from './movement/move.js';
import { other, type Player, type State, type Unit } from './state.js';
import { counterOf, isVehicle } from './units.js';
import { withSide, withSideState, withSmoke, withState, withUnit } from './speed/copy.js';

function shuffle<T>(xs: T[], rng: Rng): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
  return xs;
}

/** The identity a hidden counter keeps private (what `view` masks, HoN p.14 L1125). */
type Identity = Pick<Unit, 'counter' | 'side' | 'group' | 'damage' | 'overwatch'>;
const identityOf = (u: Unit): Identity => ({ counter: u.counter, side: u.side, group: u.group, damage: u.damage, overwatch: u.overwatch });

/** The opponent's hidden counters with their identities shuffled by random legal swaps. */
function reassignHidden(state: State, opp: Player, rng: Rng): State {
  const hidden = state.units.filter((u) => u.owner === opp && u.alive && u.hidden && u.carrier === null);
  if (hidden.length < 2) return state;
  const board = compileBoard(state.battlefield);
  const ids = new Map<string, Identity>(hidden.map((u) => [u.id, identityOf(u)]));
  const fits = (id: Identity, at: Unit): boolean => terrainAllows(state, board, { ...at, ...id }, at.x, at.y);
  // A size class: infantry tokens, 1-space and 2-space vehicles (what the board shows of a hidden counter).
  const sizeOf = (u: Unit): string => `${isVehicle(u)}:${counterOf(u).footprint}`;
  for (const cls of new Set(hidden.map(sizeOf))) {
    const group = hidden.filter((u) => sizeOf(u) === cls);
    for (let i = group.length - 1; i > 0; i--) {
      const a = group[i]!;
      const b = group[rng.int(i + 1)]!;
      if (a.id === b.id) continue;
      const ia = ids.get(a.id)!;
      const ib = ids.get(b.id)!;
      if (fits(ib, a) && fits(ia, b)) {
        ids.set(a.id, ib);
        ids.set(b.id, ia);
      }
    }
  }
  return withState(state, { units: state.units.map((u) => (ids.has(u.id) ? { ...u, ...ids.get(u.id)! } : u)) });
}

export function determinize(state: State, me: Player, rng: Rng): State {
  const opp = other(me);
  // Units and smoke bombs alike carry face-down tokens (HoN p.13 L1093): their numbers are dealt among all of them.
  const holders = state.units.filter((u) => u.owner === opp && u.token !== null && !u.revealed);
  const bombs = state.smokes.filter((m) => m.owner === opp && m.token !== null && !m.revealed);
  const tokens = shuffle([...holders.map((u) => u.token), ...bombs.map((m) => m.token)], rng);
  const byId = new Map(holders.map((u, i) => [u.id, tokens[i]!]));
  const units = state.units.map((u) => (byId.has(u.id) ? withUnit(u, { token: byId.get(u.id)! }) : u));
  const bombTokens = new Map(bombs.map((m, i) => [m.id, tokens[holders.length + i]!]));
  const smokes = bombs.length === 0 ? state.smokes : state.smokes.map((m) => (bombTokens.has(m.id) ? withSmoke(m, { token: bombTokens.get(m.id)! }) : m));
  const side = state.sides[opp];
  const pool = shuffle([...side.hand, ...Object.entries(side.deck).flatMap(([c, n]) => Array<string>(n).fill(c))], rng);
  const hand = pool.slice(0, side.hand.length);
  const deck: Record<string, number> = {};
  for (const c of Object.keys(side.deck)) deck[c] = 0;
  for (const c of pool.slice(side.hand.length)) deck[c] = (deck[c] ?? 0) + 1;
  return reassignHidden(withState(state, { units, smokes, sides: withSide(state.sides, opp, withSideState(side, { hand, deck })) }), opp, rng);
}
