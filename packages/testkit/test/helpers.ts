/** Shared by the testkit tests: the kernel's example game, its hidden information and scenarios. */
import type { GameEvent, GameDefinition, Rng } from '@esagono/kernel';
import type { HiddenInformation } from '../src/index.js';
import { skirmish, type SkirmishMove as Move, type SkirmishPlayer as Player, type SkirmishSetup as Setup, type SkirmishState as State, type SkirmishView as View } from '@esagono/kernel';

export { skirmish };
export type { Move, Player, Setup, State, View };
export type Skirmish = GameDefinition<State, Move, Player, Setup, View, GameEvent>;

export const scenarios: Readonly<Record<string, Setup>> = {
  standard: {},
  'short-hands': { handSize: 1, copies: 1 },
};

export const other = (p: Player): Player => (p === 'red' ? 'blue' : 'red');

/** SK: the opponent's hand and the deck's composition are hidden; re-deal them, keeping sizes. */
export const hidden: HiddenInformation<State, Player> = {
  description: "the opponent's hand and the deck",
  perturb(state: State, me: Player, rng: Rng): State {
    const opp = other(me);
    const pool = [...state.hands[opp], ...state.deck.flatMap((n, i) => Array<number>(n).fill(i + 1))];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
    }
    const size = state.hands[opp].length;
    const deck = state.deck.map((_, i) => pool.slice(size).filter((c) => c === i + 1).length);
    return { ...state, hands: { ...state.hands, [opp]: pool.slice(0, size).sort() }, deck };
  },
};

/** Skirmish with some of its functions replaced: how the broken variants are made. */
export function variant(changes: Partial<Skirmish>): Skirmish {
  return { ...skirmish, ...changes };
}

export function start(setup: Setup = {}): State {
  const r = skirmish.setup(setup);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}
