import { describe, expect, it } from 'vitest';
import { game } from '../../src/game.js';
import { hitsOn, type FaceCounts } from '../../src/battle/dice.js';
import { H, apply, attackWith, diceFor, faces, legalTargets, setupState, unitOn, withOrders } from '../helpers.js';

describe('range, dice and close combat (M44 p.7-8)', () => {
  it('TC-04 a unit next to an enemy must target an adjacent enemy (M44 p.7 [L270])', () => {
    const s = setupState({
      units: [
        { row: 6, col: 10, side: 'allies' },
        { row: 5, col: 11, side: 'axis' },
        { row: 4, col: 10, side: 'axis' },
      ],
    });
    expect(legalTargets(s, unitOn(s, 6, 10))).toEqual([unitOn(s, 5, 11)]);
  });

  it('TC-05 infantry rolls 3/2/1 at distance 1/2/3 and cannot reach 4 (M44 p.8 [L293])', () => {
    const got = [
      [7, 11],
      [6, 12],
      [5, 11],
      [4, 12],
    ].map(([r, c]) => {
      const s = setupState({ units: [{ row: 8, col: 12, side: 'allies' }, { row: r as number, col: c as number, side: 'axis' }] });
      return diceFor(s, 0, 1);
    });
    expect(got).toEqual([3, 2, 1, null]);
  });

  it('TC-06 armour rolls 3 at every distance up to 3 (M44 p.8 [L310])', () => {
    const got = [
      [7, 11],
      [6, 12],
      [5, 11],
      [4, 12],
    ].map(([r, c]) => {
      const s = setupState({ units: [{ row: 8, col: 12, side: 'allies', type: 'armor' }, { row: r as number, col: c as number, side: 'axis' }] });
      return diceFor(s, 0, 1);
    });
    expect(got).toEqual([3, 3, 3, null]);
  });

  it('TC-07 artillery rolls 3,3,2,2,1,1, needs no LOS and ignores protection (M44 p.8 [L318, L326])', () => {
    const spots = [
      [7, 11],
      [6, 12],
      [5, 11],
      [4, 12],
      [3, 11],
      [2, 12],
      [1, 11],
    ];
    const got = spots.map(([r, c]) => {
      const s = setupState({
        terrain: [[r as number, c as number, 'woods']],
        // Friendly units in between (review finding 6).
        units: [
          { row: 8, col: 12, side: 'allies', type: 'artillery' },
          { row: r as number, col: c as number, side: 'axis' },
          ...(r === 7 ? [] : [{ row: 7, col: 11, side: 'allies' as const }, { row: 7, col: 13, side: 'allies' as const }]),
        ],
      });
      return diceFor(s, 0, 1);
    });
    expect(got).toEqual([3, 3, 2, 2, 1, 1, null]);
  });

  it('TC-11 armour in a town attacking up a hill loses 3 dice: no attack (M44 p.9 [L362])', () => {
    const s = setupState({
      terrain: [
        [6, 10, 'town'],
        [5, 11, 'hill'],
      ],
      units: [
        { row: 6, col: 10, side: 'allies', type: 'armor' },
        { row: 5, col: 11, side: 'axis' },
      ],
    });
    // The armour began the turn in the town (review finding 8).
    expect(legalTargets(s, 0)).toEqual([]);
    const flat = setupState({ terrain: [[6, 10, 'town']], units: [{ row: 6, col: 10, side: 'allies', type: 'armor' }, { row: 5, col: 11, side: 'axis' }] });
    expect(diceFor(flat, 0, 1)).toBe(1);
  });

  it('TC-12 hits by target type: 3 on infantry, 2 on armour, 1 on artillery; the star misses (M44 p.9 [L370-394])', () => {
    const roll = faces('infantry', 'infantry', 'armor', 'grenade', 'star', 'flag') as unknown as FaceCounts;
    expect((['infantry', 'armor', 'artillery'] as const).map((t) => hitsOn(t, roll, false))).toEqual([3, 2, 1]);
    expect(hitsOn('infantry', roll, true)).toBe(4);
    // The same faces through a real 3-dice attack on armour: armour + grenade hit, the flag retreats it.
    const s = setupState({ units: [{ row: 6, col: 10, side: 'allies', type: 'artillery' }, { row: 4, col: 10, side: 'axis', type: 'armor' }] });
    const r = attackWith(s, 0, 1, faces('armor', 'grenade', 'flag'));
    expect(r.units[1]?.figures).toBe(1);
    expect(r.phase.kind).toBe('retreat');
    expect(game.actor(r)).toEqual({ kind: 'player', player: 'axis' });
  });

  it('TC-13 extra hits are lost; the attacker gains a medal and the hex empties (M44 p.9 [L372-374])', () => {
    const s = setupState({ units: [{ row: 6, col: 10, side: 'allies' }, { row: 5, col: 11, side: 'axis', figures: 2 }] });
    const r = attackWith(s, 0, 1, faces('infantry', 'infantry', 'grenade'));
    expect(r.units[1]?.at).toBe(-1);
    expect(r.medals.allies).toBe(1);
    expect(r.units.some((u) => u.at === H(5, 11))).toBe(false);
  });

  it('TC-23 woods: no battle on entry; 2 dice against a unit in woods; 3 from woods at the open (M44 p.14 [L616-624])', () => {
    const s = setupState({ terrain: [[6, 10, 'woods']], units: [{ row: 7, col: 9, side: 'allies' }, { row: 4, col: 10, side: 'axis' }] });
    const moved = apply(withOrders(s, [0], 'move'), { type: 'move', unit: 0, to: H(6, 10) });
    expect(moved.turn?.orders[0]?.canBattle).toBe(false);
    const t2 = setupState({ terrain: [[6, 10, 'woods']], units: [{ row: 6, col: 10, side: 'allies' }, { row: 5, col: 11, side: 'axis' }] });
    expect(diceFor({ ...t2, active: 'axis' }, 1, 0)).toBe(2);
    expect(diceFor(t2, 0, 1)).toBe(3);
  });

  it('TC-24 hedgerow protection: infantry 2, armour 1, artillery 3 (M44 p.14 [L603])', () => {
    const got = (['infantry', 'armor', 'artillery'] as const).map((type) =>
      diceFor(setupState({ terrain: [[5, 11, 'hedgerow']], units: [{ row: 6, col: 10, side: 'allies', type }, { row: 5, col: 11, side: 'axis' }] }), 0, 1),
    );
    expect(got).toEqual([2, 1, 3]);
  });

  it('TC-26 hill protects only against a lower attacker (M44 p.15 [L642-656])', () => {
    const low = setupState({ terrain: [[5, 11, 'hill']], units: [{ row: 6, col: 10, side: 'allies' }, { row: 5, col: 11, side: 'axis' }] });
    expect(diceFor(low, 0, 1)).toBe(2);
    const high = setupState({
      terrain: [
        [5, 11, 'hill'],
        [6, 10, 'hill'],
      ],
      units: [{ row: 6, col: 10, side: 'allies' }, { row: 5, col: 11, side: 'axis' }],
    });
    expect(diceFor(high, 0, 1)).toBe(3);
  });

  it('TC-37 bunker on a hill: the larger protection only (M44 p.19 [L810])', () => {
    const mk = (type: 'infantry' | 'armor') =>
      setupState({ terrain: [[5, 11, 'hill']], obstacles: [[5, 11, 'bunker']], units: [{ row: 6, col: 10, side: 'allies', type }, { row: 5, col: 11, side: 'axis' }] });
    expect(diceFor(mk('armor'), 0, 1)).toBe(1);
    expect(diceFor(mk('infantry'), 0, 1)).toBe(2);
  });

  it('TC-38 sandbag in a town adds nothing to protection but lets 1 flag be ignored (M44 p.19 [L810])', () => {
    const mk = (type: 'infantry' | 'armor') =>
      setupState({ terrain: [[5, 11, 'town']], obstacles: [[5, 11, 'sandbag']], units: [{ row: 6, col: 10, side: 'allies', type }, { row: 5, col: 11, side: 'axis' }] });
    expect(diceFor(mk('armor'), 0, 1)).toBe(1);
    expect(diceFor(mk('infantry'), 0, 1)).toBe(2);
    const r = attackWith(mk('infantry'), 0, 1, faces('flag', 'star'));
    expect(r.phase.kind).toBe('ignore-flag');
    expect(game.actor(r)).toEqual({ kind: 'player', player: 'axis' });
  });

  it('TC-41 infantry in wire battles at -1 or removes the wire instead (M44 p.19 [L836-845])', () => {
    const s = setupState({ obstacles: [[6, 10, 'wire']], units: [{ row: 6, col: 10, side: 'allies' }, { row: 5, col: 11, side: 'axis' }] });
    expect(diceFor(s, 0, 1)).toBe(2);
    const st = withOrders(s, [0], 'battle');
    expect(game.legalMoves(st)).toContainEqual({ type: 'remove-wire', unit: 0 });
    const r = apply(st, { type: 'remove-wire', unit: 0 });
    expect(r.obstacles[H(6, 10)]).toBeUndefined();
  });

  it('TC-41 armour entering wire removes it and may still battle, but may not take ground (M44 p.19 [L839], p.10 [L428])', () => {
    const s = setupState({ obstacles: [[6, 10, 'wire']], units: [{ row: 7, col: 9, side: 'allies', type: 'armor' }, { row: 5, col: 11, side: 'axis' }] });
    const r = apply(withOrders(s, [0], 'move'), { type: 'move', unit: 0, to: H(6, 10) });
    expect(r.obstacles[H(6, 10)]).toBeUndefined();
    expect(r.turn?.orders[0]?.canBattle).toBe(true);
    expect(r.turn?.orders[0]?.stopped).toBe(true);
  });
});
