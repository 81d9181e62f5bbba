import { describe, expect, it } from 'vitest';
import { game, type State } from '../../src/index.js';
import { activate, board, play, u, unit } from '../fixtures.js';

const vet = (owner: 'US' | 'DE', key: string) => ({ key, owner, breakPoint: 99, vp: 0, lost: 0, broken: false, stars: 0, grants: ['veteran'], wide: false, markers: 3 });

describe('Veteran (HoN p.12 L993-995)', () => {
  it('a marker has the die just rolled rolled again; the new result stands, another marker may reroll it; each is discarded (L995, [A51])', () => {
    const st: State = { ...board([unit('a', 'US', 'us-rifle-squad', 2, 2, { group: 'US.t0' }), unit('e', 'DE', 'de-grenadiers', 2, 6)]), groups: [vet('US', 'US.t0.s0')] };
    let s = play(activate(st, 'a'), [{ type: 'fire', target: 'e', weapon: 0 }, { type: 'die', face: 1 }]);
    expect(s.attack).toMatchObject({ stage: 'veteran', faces: [1] });
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'US' });
    expect(game.legalMoves(s)).toEqual([{ type: 'veteran' }, { type: 'hold' }]);
    s = play(s, [{ type: 'veteran' }]);
    expect(s.groups[0]!.markers).toBe(2);
    expect(game.actor(s)).toEqual({ kind: 'chance' });
    // The reroll may be rerolled again with another marker.
    s = play(s, [{ type: 'die', face: 2 }]);
    expect(s.attack).toMatchObject({ stage: 'veteran', faces: [2] });
    s = play(s, [{ type: 'veteran' }, { type: 'die', face: 6 }, { type: 'hold' }]);
    expect(s.groups[0]!.markers).toBe(1);
    // 6 + 2 = 8 >= 6: a hit, the grenadiers flip.
    expect(u(s, 'e').side).toBe(1);
  });

  it("the opponent's Veteran may make the firer reroll; a unit outside the trait's tile gets no window", () => {
    const st: State = {
      ...board([unit('a', 'US', 'us-rifle-squad', 2, 2, { group: 'US.t0' }), unit('e', 'DE', 'de-grenadiers', 2, 6, { group: 'DE.t0' })]),
      groups: [vet('DE', 'DE.t0.s0')],
    };
    let s = play(activate(st, 'a'), [{ type: 'fire', target: 'e', weapon: 0 }, { type: 'die', face: 6 }]);
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'DE' });
    s = play(s, [{ type: 'veteran' }, { type: 'die', face: 1 }, { type: 'hold' }]);
    expect(u(s, 'e').side).toBe(0);
    const other: State = { ...st, units: st.units.map((x) => (x.id === 'e' ? { ...x, group: 'DE.t1' } : x)) };
    const plain = play(activate(other, 'a'), [{ type: 'fire', target: 'e', weapon: 0 }, { type: 'die', face: 6 }]);
    expect(plain.attack?.stage).not.toBe('veteran');
  });
});
