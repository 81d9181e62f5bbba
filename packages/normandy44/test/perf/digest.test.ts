import { describe, expect, it } from 'vitest';
import { seededDigest } from './digest.js';

/**
 * Speed work (caches, tables, incremental data) must not change a single legal-move list or
 * outcome: the digest of every listed move and every final state of these seeded random games is
 * pinned. A change of rules that changes play updates the pin on purpose, in its own commit.
 */
describe('seeded Cherbourg games are pinned (speed work keeps them identical)', () => {
  it('seeds 1-4: digest of every legal-move list and final state', () => {
    expect(seededDigest([1, 2, 3, 4])).toEqual({ digest: PIN.digest, decisions: PIN.decisions });
  }, 120_000);
});

// Re-pinned on purpose when rules joined: N44 15.1 (Reserve after 1 MP), N44 3 (the Replacement Phase),
// N44 15.4 (DG and OOS end Reserve), N44 18.3/18.5 (the land line keeps 18.2's blocks, digest D-18);
// s8 rules: N44 26.3.2-3 (the airborne move-back duty), 16.1-16.2 (IP limit, SP removal), 13.2 (group retreat), 10.3 (detach), 12.4, 13-14 (via), 17.9 (Cadre mix).
// Re-pinned when the Movement Phase became two decisions, pick a unit (or a unit to land or enter) then its move (N44 9.1, 20.5, 6.6):
// a new move shape, so new lists and new random games (each still resolved move by move); re-pinned again at the merge of both,
// and when a move came to name the Towns it passes through (N44 6.2, `via`).
const PIN = { digest: '9d490184', decisions: 3316 };

describe('a seeded mini-game is pinned (campaign-map caches keep it identical)', () => {
  it('seed 3: digest of every legal-move list and final state', () => {
    expect(seededDigest([3], 'mini-game')).toEqual(MINI_PIN);
  }, 120_000);
});

// Pinned after the merge of the campaign work (s7-n44a) with the speed work (s7-n44b), before the
// incremental listing: the move-list, Strategic Movement and landing caches left it unchanged.
// Re-pinned on purpose when the s8 rules joined (N44 6.4, 6.6-6.7 entry choices, 16.2, 19.2, 17.5, 18.5), and with the
// pick-then-move Movement Phase (N44 9.1), as above; re-pinned again at the merge of both, and for `via` on moves (N44 6.2);
// re-pinned when landings came to name the Towns they pass (N44 20.5, 6.2: Ouistreham next to Sword), the one change (with
// landings naming none, the pin above held: the move searches on the kernel's path search list the same moves).
const MINI_PIN = { digest: '2177d374', decisions: 1833 };
