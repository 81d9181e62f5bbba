import { describe, expect, it } from 'vitest';
import { checkConformance, type HiddenInformation } from '@esagono/testkit';
import type { Rng } from '../../src/index.js';
import { skirmish, type Player, type State } from '../../src/example/skirmish.js';

/**
 * SK hidden information: a player sees their own hand, the opponent's hand size and the
 * deck size. Re-deal the opponent's hand from the opponent's cards and the deck together,
 * keeping both sizes, so only what is hidden from `me` changes.
 */
export const skirmishHidden: HiddenInformation<State, Player> = {
  description: "the opponent's hand and the deck's composition",
  perturb(state: State, me: Player, rng: Rng): State {
    const opp: Player = me === 'red' ? 'blue' : 'red';
    const pool = [...state.hands[opp], ...state.deck.flatMap((n, i) => Array<number>(n).fill(i + 1))];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
    }
    const size = state.hands[opp].length;
    const hand = pool.slice(0, size).sort();
    const deck = state.deck.map((_, i) => pool.slice(size).filter((c) => c === i + 1).length);
    return { ...state, hands: { ...state.hands, [opp]: hand }, deck };
  },
};

const scenarios = {
  standard: {},
  'short-hands': { handSize: 1, copies: 1 },
  'long-war': { hp: 5, ground: 4, handSize: 3, copies: 4 },
};

describe('the kernel example game passes the testkit conformance suite', () => {
  it('conforms over at least 200 random playthroughs (ESAGONO_CONFORMANCE_RUNS for more)', () => {
    const report = checkConformance(skirmish, { scenarios, playthroughs: 200, hidden: skirmishHidden });
    // A nightly job sets ESAGONO_CONFORMANCE_RUNS to play many more.
    expect(report.playthroughs).toBe(Number(process.env.ESAGONO_CONFORMANCE_RUNS ?? 200));
    // SK: every random game ends (the suite throws otherwise); all states were visited for real.
    expect(report.terminal).toBe(report.playthroughs);
    expect(report.chanceStates).toBeGreaterThan(0);
    expect(report.playerStates).toBeGreaterThan(0);
    expect(report.states).toBe(report.moves + report.playthroughs);
    expect(report.probes).toBeGreaterThan(0);
  });
});
