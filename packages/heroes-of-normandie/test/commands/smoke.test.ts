import { describe, expect, it } from 'vitest';
import { game, type State } from '../../src/index.js';
import { activate, board, play, u, unit } from '../fixtures.js';
import { startNext } from '../../src/sequence/flow.js';
import { initialSmokes, smokeLanding, smokePenalty } from '../../src/commands/smoke.js';
import { viewOf } from '../../src/view.js';

const SMOKE_GROUP = { key: 'US.t1.s0', owner: 'US' as const, breakPoint: 99, vp: 0, lost: 0, broken: false, stars: 0, grants: ['smoke'], wide: true, markers: 3 };

/** A US smoke command beside a rifle squad, a German squad at range. */
function withSmoke(): State {
  const s = board([unit('A', 'US', 'us-rifle-squad', 2, 5), unit('E', 'DE', 'de-grenadiers', 9, 5)], { phase: 'orders' });
  const groups = [SMOKE_GROUP];
  return { ...s, groups, smokes: initialSmokes(groups), sides: { ...s.sides, US: { ...s.sides.US, tokens: 2, ordersDone: false }, DE: { ...s.sides.DE, tokens: 1, ordersDone: false } } };
}

describe('Smoke (HoN p.13 L1091-1105)', () => {
  it('the command gives 3 smoke bombs, each used by putting an Order token on it (L1091-1095)', () => {
    const s = withSmoke();
    expect(s.smokes).toHaveLength(3);
    const smokes = game.legalMoves(s).filter((m) => m.type === 'place-smoke');
    expect(smokes).toEqual(s.smokes.map((m) => ({ type: 'place-smoke', smoke: m.id, token: 1 })));
    const placed = play(s, [{ type: 'place-smoke', smoke: 'US.t1.s0.smoke0', token: 1 }]);
    // The next token is 2: one token per bomb, numbered as any Order (L1095).
    expect(game.legalMoves(placed)).toContainEqual({ type: 'place', unit: 'A', token: 2 });
    expect(game.legalMoves(placed)).not.toContainEqual({ type: 'place-smoke', smoke: 'US.t1.s0.smoke0', token: 2 });
  });

  it('the opponent sees neither the number nor, while the phase lasts, the token on a bomb (L302)', () => {
    const s = play(withSmoke(), [{ type: 'place-smoke', smoke: 'US.t1.s0.smoke0', token: 1 }]);
    expect(viewOf(s, 'DE').state.smokes.find((m) => m.id === 'US.t1.s0.smoke0')?.token).toBeNull();
    expect(viewOf(s, 'US').state.smokes.find((m) => m.id === 'US.t1.s0.smoke0')?.token).toBe(1);
    const act = { ...s, phase: 'activation' as const };
    expect(viewOf(act, 'DE').state.smokes.find((m) => m.id === 'US.t1.s0.smoke0')?.token).toBe('hidden');
  });

  it('T50 revealed in its turn, aimed anywhere, scatters 1, lies at -4; -2 in this Supply phase; removed in the next; a shot across takes the face (L1097-1105)', () => {
    const s0 = withSmoke();
    let s: State = {
      ...s0,
      phase: 'activation',
      units: s0.units.map((x) => (x.id === 'E' ? { ...x, token: 1 } : x)),
      smokes: s0.smokes.map((m, i) => (i === 0 ? { ...m, token: 1 } : m)),
    };
    s = startNext(s, []);
    // Order 1 of the initiative player (US) is on the bomb: its owner aims it.
    expect(s.smokeThrow).toMatchObject({ smoke: 'US.t1.s0.smoke0', aimed: false });
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'US' });
    expect(game.legalMoves(s)).toHaveLength(19 * 19);
    s = play(s, [{ type: 'smoke', px: 6, py: 6 }]);
    expect(game.actor(s)).toEqual({ kind: 'chance' });
    expect(game.chanceOutcomes(s)).toHaveLength(6);
    // A 2 (east on the compass [A32]) moves it 1 interspace only (L1099).
    const east = play(s, [{ type: 'die', face: 2 }]);
    expect(east.smokes[0]).toMatchObject({ face: 4, px: 7, py: 6 });
    s = play(s, [{ type: 'die', face: 6 }]);
    expect(s.smokes[0]).toMatchObject({ face: 4, px: 6, py: 6 });
    // Then the German Order 1 activates.
    expect(s.activation?.unit).toBe('E');
    // The line (9,5) -> (2,5) crosses (5,5) and (6,5): one marker, -4 once [A11].
    expect(smokePenalty(s, 9, 5, 2, 5)).toBe(4);
    const fired = play(s, [{ type: 'fire', target: 'A', weapon: 0 }]);
    // Grenadiers +2 against infantry, -4 smoke.
    expect(fired.attack?.attackMod).toBe(2 - 4);
    // A line passing by is not touched: (9,8) -> (2,8).
    expect(smokePenalty(s, 9, 8, 2, 8)).toBe(0);
    // Supply of this turn: flipped to -2.
    s = play(s, [{ type: 'pass' }]);
    expect(s.phase).toBe('supply');
    s = play(s, [{ type: 'end-step' }, { type: 'end-step' }]);
    expect(s.smokes[0]).toMatchObject({ face: 2, spent: false });
    expect(smokePenalty(s, 9, 5, 2, 5)).toBe(2);
    // The next Supply phase removes it (and the marker is spent, HoN p.10 L776).
    const next: State = { ...s, phase: 'activation', supply: null, activation: null, units: s.units.map((x) => ({ ...x, token: null, revealed: false, acted: false })) };
    s = startNext(next, []);
    s = play(s, [{ type: 'end-step' }, { type: 'end-step' }]);
    expect(s.smokes[0]).toMatchObject({ face: 0, spent: true });
    expect(smokePenalty(s, 9, 5, 2, 5)).toBe(0);
  });

  it('the scatter faces 1-4 move a bomb 1 interspace N, E, S, W; 5 and 6 land on target (L1099, [A32])', () => {
    const p = { px: 5, py: 5 };
    expect([1, 2, 3, 4, 5, 6].map((f) => smokeLanding(p, f))).toEqual([
      { px: 5, py: 4 },
      { px: 6, py: 5 },
      { px: 5, py: 6 },
      { px: 4, py: 5 },
      p,
      p,
    ]);
  });

  it('a shot from inside smoke (leaving it) takes the penalty; a blast across it too (L1105, review finding 4)', () => {
    const s0 = board([unit('A', 'US', 'us-rifle-squad', 2, 5), unit('E', 'DE', 'de-grenadiers', 4, 5)]);
    const s: State = { ...s0, smokes: [{ id: 'm', owner: 'US', group: 'g', face: 4, px: 3, py: 6, spent: false, token: null, revealed: false }] };
    // The squad stands in (2,5), one of the four squares around (3,6).
    expect(smokePenalty(s, 2, 5, 4, 5)).toBe(4);
    const fired = play(activate(s, 'A'), [{ type: 'fire', target: 'E', weapon: 0 }]);
    expect(fired.attack?.attackMod).toBe(2 - 4);
  });
});
