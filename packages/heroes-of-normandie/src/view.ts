/**
 * What one player may know (HoN p.5 L302, L316): the opponent's Order and Bluff tokens are face
 * down until revealed, so their numbers (and which is the Bluff) are hidden; while the Orders
 * phase lasts, placement is simultaneous, so the opponent's tokens are not shown at all. The
 * opponent's hand and both draw piles' order are hidden: only their sizes are shown. A hidden
 * counter of the opponent (Imboscata, Concealed, a Stratagem decoy) shows where it is, never what
 * it is (HoN p.14 L1125-1127, p.12 L981-983).
 *
 * Discards: a card played is read by both players (its effect applies openly, HoN p.8 L560-572,
 * and an Aviation card is tested and "scartata" in the open, L590-592), so the `play` move and its
 * `card` event name it. The rulebook never says the discard pile is face up: Supply step 5 only
 * reads "Scarta tante carte quante desideri, POI pesca" (L614). So the cards discarded there
 * stay private, and the view shows the discard pile by its size (`discards`) only.
 */
import { other, type Player, type Smoke, type State, type Unit } from './state.js';

export interface UnitView extends Omit<Unit, 'token'> {
  /** A face-down token of the opponent shows as `hidden`. */
  readonly token: Unit['token'] | 'hidden';
}

export interface SmokeView extends Omit<Smoke, 'token'> {
  /** A face-down token of the opponent on a smoke bomb shows as `hidden` (HoN p.13 L1093). */
  readonly token: Smoke['token'] | 'hidden';
}

/** The counter id an opponent's hidden unit shows (HoN p.14 L1125). */
export const HIDDEN_COUNTER = 'hidden';

export interface View {
  readonly player: Player;
  readonly state: Omit<State, 'units' | 'sides' | 'smokes'> & {
    readonly units: readonly UnitView[];
    readonly smokes: readonly SmokeView[];
    readonly sides: Readonly<
      Record<Player, { readonly tokens: number; readonly bluffs: number; readonly handSize: number; readonly deckSize: number; readonly discards: number; readonly vp: number; readonly ordersDone: boolean }>
    >;
  };
  /** The viewer's own hand and draw pile (by card). */
  readonly hand: readonly string[];
  readonly deck: Readonly<Record<string, number>>;
}

export function viewOf(s: State, player: Player): View {
  const opp = other(player);
  const ordersPhase = s.phase === 'orders';
  const units = s.units.map((u): UnitView => {
    if (u.owner === player) return u;
    // A hidden unit shows its hidden face: where it is, not what it is (HoN p.14 L1125-1127).
    const face = u.hidden ? { counter: HIDDEN_COUNTER, side: 0 as const, group: null, damage: [], overwatch: false } : null;
    if (u.token === null || u.revealed) return face ? { ...u, ...face } : u;
    return { ...u, ...face, token: ordersPhase ? null : 'hidden' };
  });
  const smokes = s.smokes.map((m): SmokeView => {
    if (m.owner === player || m.token === null || m.revealed) return m;
    return { ...m, token: ordersPhase ? null : 'hidden' };
  });
  const side = (p: Player) => {
    const x = s.sides[p];
    return {
      tokens: x.tokens,
      bluffs: x.bluffs,
      handSize: x.hand.length,
      deckSize: Object.values(x.deck).reduce((a, b) => a + b, 0),
      // The discard pile by its size: step 5's discards are not public (L614).
      discards: x.discards,
      vp: x.vp,
      ordersDone: x.ordersDone,
    };
  };
  const { units: _u, sides: _s, smokes: _m, ...rest } = s;
  return {
    player,
    state: { ...rest, units, smokes, sides: { [player]: side(player), [opp]: side(opp) } as View['state']['sides'] },
    hand: [...s.sides[player].hand].sort(),
    deck: s.sides[player].deck,
  };
}
