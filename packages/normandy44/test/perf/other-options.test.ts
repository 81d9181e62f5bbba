import { describe, expect, it } from 'vitest';
import { game } from '../../src/index.js';
import type { Player, State } from '../../src/state.js';
import { cold, seededPositions } from './digest.js';

/** A Movement choice of a unit (none picked yet), with the side that moves. */
const choosing = (s: State): Player | null => {
  if (!s.phase.endsWith('movement') || s.moving != null || game.actor(s).kind !== 'player') return null;
  return s.phase.startsWith('german') ? 'german' : 'allied';
};

// game.ts `otherOptions` keeps, per pass of the unit list, whether each unit without a normal move
// may still go into Reserve or begin an IP (N44 15.1, 16.1). Its key holds the side's IP allowance:
// a state with the same units and none left must not reuse the answer of one with an IP to spend.
describe('the Movement listing reads the IP allowance, not only the unit list (N44 16.1, game.ts otherOptions)', () => {
  it('with the allowance spent, the same units list as a fresh context lists them, after a listing with it', () => {
    let differing = 0;
    for (const seed of [1, 2, 3, 4]) {
      for (const s of seededPositions(seed)) {
        const side = choosing(s);
        if (side === null || s.ipAllowance[side] === 0) continue;
        const spent: State = { ...s, ipAllowance: { ...s.ipAllowance, [side]: 0 } };
        const fresh = game.legalMoves(cold(spent));
        // Only the positions where the allowance changes the listing test the key.
        if (JSON.stringify(fresh) === JSON.stringify(game.legalMoves(cold(s)))) continue;
        differing++;
        game.legalMoves(s); // the same units list, listed first with an IP to spend
        expect(game.legalMoves(spent)).toEqual(fresh);
      }
      if (differing >= 3) break;
    }
    // The seeded games must hold such positions, or this test would prove nothing.
    expect(differing).toBeGreaterThan(0);
  });
});
