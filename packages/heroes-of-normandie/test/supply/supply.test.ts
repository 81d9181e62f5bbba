import { describe, expect, it } from 'vitest';
import { game, type State } from '../../src/index.js';
import { beginSupply } from '../../src/sequence/flow.js';
import { activate, board, play, u, unit } from '../fixtures.js';

const courageous = { key: 'US.t0.s0', owner: 'US' as const, breakPoint: 99, vp: 0, lost: 0, broken: false, stars: 0, grants: ['courageous'], wide: false, markers: 0 };

describe('The Supply phase (HoN p.8 L596-619)', () => {
  it('T53 step 3: 3 Suppressed -> 2; a Courageous unit 3 -> 1; 0 stays 0 (L612, L919)', () => {
    const s0 = board([
      unit('a', 'US', 'us-rifle-squad', 1, 1, { suppressed: 3, acted: true }),
      unit('c', 'US', 'us-rifle-squad', 3, 3, { suppressed: 3, group: 'US.t0', acted: true }),
      unit('z', 'DE', 'de-grenadiers', 9, 9, { acted: true }),
    ]);
    let s = beginSupply({ ...s0, groups: [courageous] }, []);
    expect(s.supply).toMatchObject({ step: 'movement', player: 'US' });
    s = play(s, [{ type: 'end-step' }, { type: 'end-step' }]);
    expect(u(s, 'a').suppressed).toBe(2);
    expect(u(s, 'c').suppressed).toBe(1);
    expect(u(s, 'z').suppressed).toBe(0);
  });
  it('T55 no Fire and no Assault in the Supply phase, whatever the unit could do (L604)', () => {
    const s0 = board([unit('a', 'US', 'us-rifle-squad', 5, 5), unit('e', 'DE', 'de-grenadiers', 5, 7)]);
    let s = beginSupply(s0, []);
    s = play(s, [{ type: 'supply-move', unit: 'a' }]);
    const types = game.legalMoves(s).map((m) => m.type);
    expect(types).toContain('step');
    expect(types).not.toContain('fire');
    expect(types).not.toContain('assault');
    const near = play(s, [{ type: 'step', dir: 6 }]);
    expect(game.legalMoves(near).map((m) => m.type)).not.toContain('assault');
  });
  it('T56 Supply movement: units with no Order and no Activated marker; the initiative player moves any or all, then the opponent (L598-611)', () => {
    const s0 = board(
      [
        unit('free', 'US', 'us-rifle-squad', 1, 1),
        unit('ordered', 'US', 'us-rifle-squad', 3, 1, { token: 2, revealed: true, acted: true }),
        unit('marked', 'US', 'us-rifle-squad', 5, 1, { activated: true, acted: true }),
        unit('de', 'DE', 'de-grenadiers', 9, 9),
      ],
      { initiative: 'DE' },
    );
    let s = beginSupply({ ...s0, initiative: 'DE' }, []);
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'DE' });
    expect(game.legalMoves(s)).toEqual([{ type: 'supply-move', unit: 'de' }, { type: 'end-step' }]);
    s = play(s, [{ type: 'end-step' }]);
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'US' });
    expect(game.legalMoves(s)).toEqual([{ type: 'supply-move', unit: 'free' }, { type: 'end-step' }]);
    s = play(s, [{ type: 'supply-move', unit: 'free' }, { type: 'step', dir: 0 }, { type: 'stop' }]);
    // A unit moves once (L606).
    expect(game.legalMoves(s)).toEqual([{ type: 'end-step' }]);
  });
  it('T57 step 5: discard 2 of 3 cards, then draw 3 back up to 4 (L614)', () => {
    const s0 = board([unit('a', 'US', 'us-rifle-squad', 1, 1, { acted: true }), unit('e', 'DE', 'de-grenadiers', 9, 9, { acted: true })]);
    const sides = { ...s0.sides, US: { ...s0.sides.US, hand: ['us-rally', 'us-feint', 'us-take-cover'], deck: { 'us-aimed-fire': 8 } } };
    let s: State = { ...beginSupply({ ...s0, sides }, []) };
    s = play(s, [{ type: 'end-step' }, { type: 'end-step' }]);
    // Step 4: the US hold Rally, a supply card; they pass.
    expect(s.supply).toMatchObject({ step: 'actions', player: 'US' });
    s = play(s, [{ type: 'end-step' }]);
    expect(s.supply).toMatchObject({ step: 'cards', player: 'US' });
    s = play(s, [{ type: 'discard', card: 'us-rally' }, { type: 'discard', card: 'us-feint' }, { type: 'end-step' }]);
    expect(s.draws).toEqual([{ player: 'US', n: 3 }]);
    s = play(s, [1, 2, 3].map(() => ({ type: 'draw', card: 'us-aimed-fire' }) as const));
    expect(s.sides.US.hand).toHaveLength(4);
    expect(s.supply).toMatchObject({ step: 'cards', player: 'DE' });
  });
  it('step 4 (L613): a supply card (Rally) removes Suppressed markers from every unit of its player', () => {
    const s0 = board([unit('a', 'US', 'us-rifle-squad', 1, 1, { suppressed: 3, acted: true }), unit('e', 'DE', 'de-grenadiers', 9, 9, { acted: true })]);
    const sides = { ...s0.sides, US: { ...s0.sides.US, hand: ['us-rally'] } };
    let s = play(beginSupply({ ...s0, sides }, []), [{ type: 'end-step' }, { type: 'end-step' }]);
    expect(u(s, 'a').suppressed).toBe(2);
    s = play(s, [{ type: 'play', card: 'us-rally' }]);
    expect(u(s, 'a').suppressed).toBe(1);
  });
  it('step 8 (L617): the initiative flips, a new turn starts with the Orders phase and markers cleared', () => {
    const s0 = board([unit('a', 'US', 'us-rifle-squad', 1, 1, { acted: true, token: 1, revealed: true }), unit('e', 'DE', 'de-grenadiers', 9, 9, { acted: true })]);
    const groups = ['US', 'DE'].map((p) => ({ key: `${p}.t0`, owner: p as 'US' | 'DE', breakPoint: 2, vp: 5, lost: 0, broken: false, stars: 2, grants: [], wide: false, markers: 0 }));
    const s = play({ ...beginSupply({ ...s0, groups }, []), supply: { step: 'cards', player: 'DE', drawing: false, improvise: false } }, [{ type: 'end-step' }]);
    expect(s).toMatchObject({ phase: 'orders', turn: 2, initiative: 'DE', placing: 'DE' });
    expect(u(s, 'a')).toMatchObject({ token: null, revealed: false, acted: false });
    expect(s.sides.US.tokens).toBe(2);
  });
});

describe('Opportunity Fire (HoN p.9 L687-693, p.15 L1256-1260)', () => {
  // O: an MG 42 flipped to its Opportunity Fire face in an earlier turn, its Order 3 unrevealed.
  const mk = () =>
    activate(board([unit('m', 'US', 'us-rifle-squad', 5, 9, { token: 1 }), unit('O', 'DE', 'de-mg42', 5, 2, { overwatch: true, token: 3 })]), 'm');
  it('T75 the enemy moving in its line of sight: O fires at once; the hit flips the target, which moves on; O is Activated and loses its Order', () => {
    let s = play(mk(), [{ type: 'step', dir: 2 }]);
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'DE' });
    expect(game.legalMoves(s)).toEqual([{ type: 'opportunity-fire', unit: 'O', target: 'm' }, { type: 'hold' }]);
    s = play(s, [{ type: 'opportunity-fire', unit: 'O', target: 'm' }, { type: 'die', face: 5 }]);
    // 5 + 4 = 9 >= 6 and < 12: a hit.
    expect(u(s, 'm')).toMatchObject({ side: 1, alive: true });
    expect(u(s, 'O')).toMatchObject({ activated: true, token: null });
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'US' });
    expect(game.legalMoves(s).map((m) => m.type)).toContain('step');
  });
  it('T04 an Activated marker takes the unit\'s unrevealed Order (no activation when 3 comes up), keeps it out of Supply moves, but it still defends in an Assault (L345)', () => {
    let s = play(mk(), [{ type: 'step', dir: 2 }, { type: 'opportunity-fire', unit: 'O', target: 'm' }, { type: 'die', face: 1 }]);
    expect(u(s, 'O').token).toBeNull();
    s = play(s, [{ type: 'step', dir: 2 }]);
    // After holding, the mover goes on; O never activates: the phase ends into Supply with no DE move for O.
    while (s.phase === 'activation') {
      const moves = game.legalMoves(s);
      s = play(s, [moves.find((m) => m.type === 'hold') ?? moves.find((m) => m.type === 'stop' || m.type === 'pass')!]);
    }
    expect(s.phase).toBe('supply');
    expect(game.legalMoves({ ...s, supply: { step: 'movement', player: 'DE', drawing: false, improvise: false } })).toEqual([{ type: 'end-step' }]);
    const assault = activate(board([unit('a', 'US', 'us-rifle-squad', 5, 5), unit('O', 'DE', 'de-mg42', 6, 5, { activated: true, acted: true })]), 'a');
    expect(game.legalMoves(assault)).toContainEqual({ type: 'assault', target: 'O' });
  });
  it('T75 no Opportunity Fire during Supply-phase moves (L1260)', () => {
    const s0 = board([unit('m', 'US', 'us-rifle-squad', 5, 9), unit('O', 'DE', 'de-mg42', 5, 2, { overwatch: true })]);
    const s = play(beginSupply(s0, []), [{ type: 'supply-move', unit: 'm' }, { type: 'step', dir: 2 }]);
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'US' });
  });
  it('EX-3d a unit not yet activated on a defensive position may fire at a moving enemy; the target continues its move', () => {
    const tiles = [{ tile: 'sandbags-2x1', at: { x: 5, y: 2 } }];
    let s = activate(board([unit('m', 'US', 'us-rifle-squad', 5, 9, { token: 1 }), unit('d', 'DE', 'de-grenadiers', 5, 2)], { tiles }), 'm');
    s = play(s, [{ type: 'step', dir: 2 }, { type: 'opportunity-fire', unit: 'd', target: 'm' }, { type: 'die', face: 6 }]);
    expect(u(s, 'd').activated).toBe(true);
    expect(u(s, 'm').side).toBe(1);
    expect(s.activation?.unit).toBe('m');
  });
});

describe('Improvisation (HoN p.13 L1073-1075)', () => {
  it('T57 with Improvisation: draw to 5, then discard 1 back to 4', () => {
    const imp = { key: 'US.t1.s0', owner: 'US' as const, breakPoint: 99, vp: 0, lost: 0, broken: false, stars: 0, grants: ['improvisation'], wide: true, markers: 0 };
    const s0 = board([unit('a', 'US', 'us-rifle-squad', 1, 1, { acted: true }), unit('e', 'DE', 'de-grenadiers', 9, 9, { acted: true })]);
    const sides = { ...s0.sides, US: { ...s0.sides.US, hand: ['us-feint'], deck: { 'us-aimed-fire': 8 } } };
    let s: State = { ...beginSupply({ ...s0, sides, groups: [imp] }, []), supply: { step: 'cards', player: 'US', drawing: false, improvise: false } };
    s = play(s, [{ type: 'end-step' }]);
    expect(s.draws).toEqual([{ player: 'US', n: 4 }]);
    s = play(s, [1, 2, 3, 4].map(() => ({ type: 'draw', card: 'us-aimed-fire' }) as const));
    expect(s.sides.US.hand).toHaveLength(5);
    expect(game.legalMoves(s)).toEqual([{ type: 'discard', card: 'us-feint' }, { type: 'discard', card: 'us-aimed-fire' }]);
    s = play(s, [{ type: 'discard', card: 'us-feint' }]);
    expect(s.sides.US.hand).toHaveLength(4);
    expect(s.supply).toMatchObject({ step: 'cards', player: 'DE' });
  });
});
