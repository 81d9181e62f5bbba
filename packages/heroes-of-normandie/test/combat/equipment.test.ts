import { describe, expect, it } from 'vitest';
import { game, type State } from '../../src/index.js';
import { activate, board, play, u, unit } from '../fixtures.js';

const group = (key: string, owner: 'US' | 'DE', item: string, markers = 3, wide = false) => ({
  key,
  owner,
  breakPoint: 99,
  vp: 0,
  lost: 0,
  broken: false,
  stars: 0,
  grants: [item],
  wide,
  markers,
});

describe('Equipment announced before the roll (HoN p.10 L776-836)', () => {
  it('T67 two Ammo markers announced against infantry: +2, both discarded (L792-796)', () => {
    const st: State = { ...board([unit('a', 'US', 'us-rifle-squad', 5, 10, { group: 'US.t0' }), unit('t', 'DE', 'de-grenadiers', 5, 5)]), groups: [group('US.t0.s0', 'US', 'ammo')] };
    let s = play(activate(st, 'a'), [{ type: 'fire', target: 't', weapon: 0 }]);
    expect(s.attack?.stage).toBe('declare');
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'US' });
    s = play(s, [{ type: 'equipment', item: 'ammo' }, { type: 'equipment', item: 'ammo' }, { type: 'hold' }]);
    expect(s.attack).toMatchObject({ attackMod: 4, stage: 'roll' });
    expect(s.groups[0]!.markers).toBe(1);
    // A unit of another tile may not use them.
    const other: State = { ...st, units: st.units.map((x) => (x.id === 'a' ? { ...x, group: 'US.t1' } : x)) };
    expect(play(activate(other, 'a'), [{ type: 'fire', target: 't', weapon: 0 }]).attack?.stage).toBe('roll');
  });
  it('T68 APC Shells: one per attack (L810); Fuel: +1 MV, one a turn (L836)', () => {
    const st: State = {
      ...board([unit('s', 'US', 'us-sherman', 9, 5, { facing: 4, group: 'US.t0' }), unit('t', 'DE', 'de-panzer-iv', 5, 5, { facing: 2 })]),
      groups: [group('US.t0.s0', 'US', 'apcShells'), group('US.t0.s1', 'US', 'fuel')],
    };
    let s = play(activate(st, 's'), [{ type: 'fire', target: 't', weapon: 0 }]);
    expect(game.legalMoves(s)).toEqual([{ type: 'equipment', item: 'apcShells' }, { type: 'hold' }]);
    s = play(s, [{ type: 'equipment', item: 'apcShells' }]);
    expect(game.legalMoves(s)).toEqual([{ type: 'hold' }]);
    const fuel = play(activate(st, 's'), [{ type: 'equipment', item: 'fuel' }]);
    expect(fuel.activation?.boost.move).toBe(1);
    expect(game.legalMoves(fuel)).not.toContainEqual({ type: 'equipment', item: 'fuel' });
  });
  it('T69 two Additional Shielding markers announced by the defender before the roll: DEF +2, discarded even on a miss (L780-788)', () => {
    const st: State = {
      ...board([unit('s', 'US', 'us-sherman', 9, 5, { facing: 4 }), unit('t', 'DE', 'de-panzer-iv', 5, 5, { facing: 2, group: 'DE.t0' })]),
      groups: [group('DE.t0.s0', 'DE', 'additionalShielding')],
    };
    let s = play(activate(st, 's'), [{ type: 'fire', target: 't', weapon: 0 }]);
    expect(s.attack?.stage).toBe('reaction');
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'DE' });
    s = play(s, [{ type: 'equipment', item: 'additionalShielding' }, { type: 'equipment', item: 'additionalShielding' }, { type: 'hold' }]);
    expect(s.attack?.defenseMod).toBe(2);
    s = play(s, [{ type: 'die', face: 1 }]);
    expect(s.groups[0]!.markers).toBe(1);
    expect(u(s, 't').damage).toEqual([]);
  });
});
