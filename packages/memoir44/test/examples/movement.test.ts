import { describe, expect, it } from 'vitest';
import { game } from '../../src/game.js';
import { boardOf } from '../../src/board/static.js';
import { mayEnter, stepCost } from '../../src/terrain/effects.js';
import { H, apply, moveTargets, setupState, withOrders } from '../helpers.js';

describe('movement (M44 p.6, terrain p.14-19)', () => {
  it('TC-01 no moving through units, friend or foe; clear the way first (M44 p.6 [L239, L274])', () => {
    const s = setupState({
      terrain: [[5, 9, 'woods']],
      units: [
        { row: 6, col: 6, side: 'allies' },
        { row: 5, col: 7, side: 'allies' },
        { row: 6, col: 8, side: 'allies' },
      ],
    });
    expect(moveTargets(s, 0)).not.toContain(H(5, 9));
    let r = withOrders(s, [0, 2], 'move');
    r = apply(r, { type: 'move', unit: 2, to: H(6, 10) });
    expect(game.legalMoves(r)).toContainEqual({ type: 'move', unit: 0, to: H(5, 9) });
    r = apply(r, { type: 'move', unit: 0, to: H(5, 9) });
    expect(r.turn?.orders.find((o) => o.unit === 0)?.canBattle).toBe(false);
  });

  it('TC-02/TC-03 a move relocates the whole unit and never onto another unit (M44 p.6 [L240-241])', () => {
    const s = setupState({ units: [{ row: 6, col: 6, side: 'allies', figures: 2 }, { row: 6, col: 8, side: 'allies', figures: 2 }] });
    expect(moveTargets(s, 0)).not.toContain(H(6, 8));
    const r = apply(withOrders(s, [0], 'move'), { type: 'move', unit: 0, to: H(5, 5) });
    expect(r.units[0]).toMatchObject({ at: H(5, 5), figures: 2 });
    expect(r.units.filter((u) => u.at >= 0)).toHaveLength(2);
  });

  it('TC-19/TC-20 infantry moving 2 cannot battle, elite infantry can (M44 p.6 [L227-228], p.13 [L544])', () => {
    const mk = (badge?: 'elite-infantry') =>
      setupState({ units: [{ row: 8, col: 10, side: 'allies', ...(badge ? { badge } : {}) }, { row: 5, col: 11, side: 'axis' }] });
    for (const [badge, expected] of [
      [undefined, false],
      ['elite-infantry', true],
    ] as const) {
      const r = apply(withOrders(mk(badge), [0], 'move'), { type: 'move', unit: 0, to: H(6, 10) });
      expect(r.turn?.orders[0]?.canBattle).toBe(expected);
    }
  });

  it('TC-21 elite infantry still stops in woods and cannot battle (M44 p.13 [L548])', () => {
    const s = setupState({ terrain: [[7, 9, 'woods']], units: [{ row: 8, col: 10, side: 'allies', badge: 'elite-infantry' }] });
    expect(moveTargets(s, 0)).not.toContain(H(6, 8));
    const r = apply(withOrders(s, [0], 'move'), { type: 'move', unit: 0, to: H(7, 9) });
    expect(r.turn?.orders[0]?.canBattle).toBe(false);
  });

  it('the French Resistance battles after entering woods but not after moving 2 (M44 p.13 [L556-559])', () => {
    const s = setupState({ terrain: [[7, 9, 'woods']], units: [{ row: 8, col: 10, side: 'allies', badge: 'resistance' }] });
    const r = apply(withOrders(s, [0], 'move'), { type: 'move', unit: 0, to: H(7, 9) });
    expect(r.turn?.orders[0]?.canBattle).toBe(true);
    const r2 = apply(withOrders(s, [0], 'move'), { type: 'move', unit: 0, to: H(6, 12) });
    expect(r2.turn?.orders[0]?.canBattle).toBe(false);
  });

  it('TC-25 hedgerow: enter only from an adjacent start; leave by 1 hex (M44 p.15 [L626-640])', () => {
    const far = setupState({ terrain: [[4, 12, 'hedgerow']], units: [{ row: 6, col: 12, side: 'allies' }] });
    expect(moveTargets(far, 0)).not.toContain(H(4, 12));
    const near = setupState({ terrain: [[4, 12, 'hedgerow']], units: [{ row: 5, col: 11, side: 'allies' }] });
    expect(moveTargets(near, 0)).toContain(H(4, 12));
    const inside = setupState({ terrain: [[4, 12, 'hedgerow']], units: [{ row: 4, col: 12, side: 'allies' }] });
    expect(moveTargets(inside, 0)).toHaveLength(6);
  });

  it('TC-27 rivers are impassable; the bridge is entered from land (M44 p.16 [L673-689])', () => {
    const s = setupState({
      terrain: [
        [5, 9, 'river'],
        [6, 10, 'river'],
        [7, 11, 'river'],
      ],
      obstacles: [[6, 10, 'bridge']],
      units: [{ row: 6, col: 8, side: 'allies', type: 'armor' }],
    });
    const to = moveTargets(s, 0);
    expect(to).toContain(H(6, 10));
    expect(to).toContain(H(6, 12));
    expect(to).not.toContain(H(5, 9));
    expect(to).not.toContain(H(7, 11));
  });

  it('TC-28/TC-29/TC-30 entering a beach caps the move at 2 (M44 p.16 [L693-708])', () => {
    const s = setupState({ terrain: [[7, 9, 'beach']], units: [{ row: 8, col: 10, side: 'allies', type: 'armor' }] });
    // Through the beach at (7,9) only 1 more hex.
    const r = withOrders(s, [0], 'move');
    const to = moveTargets(s, 0);
    expect(to).toContain(H(6, 8));
    expect(to).toContain(H(5, 11)); // by the open (7,11) route
    const onBeach = setupState({ terrain: [[8, 10, 'beach']], units: [{ row: 8, col: 10, side: 'allies', type: 'armor' }] });
    expect(moveTargets(onBeach, 0)).toContain(H(5, 11));
    const third = setupState({ terrain: [[5, 11, 'beach']], units: [{ row: 8, col: 10, side: 'allies', type: 'armor' }] });
    expect(moveTargets(third, 0)).not.toContain(H(5, 11));
    expect(r.phase.kind).toBe('move');
  });

  it('TC-31 a unit in the ocean stops on each ocean hex and cannot battle (M44 p.16 [L710-723])', () => {
    const ocean: [number, number, 'ocean'][] = [];
    for (let c = 0; c <= 24; c += 2) ocean.push([8, c, 'ocean']);
    for (let c = 1; c <= 23; c += 2) ocean.push([7, c, 'ocean']);
    const s = setupState({ terrain: ocean, units: [{ row: 8, col: 10, side: 'allies', type: 'armor' }, { row: 6, col: 10, side: 'axis' }] });
    expect(moveTargets(s, 0)).toEqual([H(7, 9), H(7, 11), H(8, 8), H(8, 12)].sort((x, y) => x - y));
    const st = withOrders(s, [0], 'battle');
    expect(game.legalMoves(st).some((m) => m.type === 'attack')).toBe(false);
  });

  it('TC-36 altitude steps of 1 only (M44 p.18 [L780-784])', () => {
    const s = setupState({
      terrain: [
        [7, 9, 'hill'],
        [6, 8, 'mountain'],
        [8, 14, 'mountain'],
      ],
      units: [{ row: 8, col: 10, side: 'allies', type: 'armor' }],
    });
    const to = moveTargets(s, 0);
    expect(to).toContain(H(7, 9));
    expect(to).toContain(H(6, 8));
    expect(to).not.toContain(H(8, 14));
  });

  it('dune from a beach: infantry pays 2, armour may not; steep hill costs 2 uphill (M44 p.17 [L739, L754])', () => {
    const s = setupState({
      terrain: [
        [8, 10, 'beach'],
        [7, 11, 'dune'],
        [7, 9, 'steep-hill'],
      ],
      units: [{ row: 8, col: 10, side: 'allies' }],
    });
    const b = boardOf(s.scenario);
    expect(mayEnter(s, b, 'armor', H(8, 10), H(7, 11))).toBe(false);
    expect(mayEnter(s, b, 'infantry', H(8, 10), H(7, 11))).toBe(true);
    expect(stepCost(b.terrain[H(8, 10)]!, b.terrain[H(7, 11)]!)).toBe(2);
    const r = apply(withOrders(s, [0], 'move'), { type: 'move', unit: 0, to: H(7, 11) });
    expect(r.turn?.orders[0]?.canBattle).toBe(false);
    const art = setupState({ terrain: [[7, 9, 'steep-hill']], units: [{ row: 8, col: 10, side: 'allies', type: 'artillery' }] });
    expect(moveTargets(art, 0)).not.toContain(H(7, 9));
  });

  it('TC-40 hedgehog and bunker are impassable for armour (M44 p.19 [L814, L829])', () => {
    const s = setupState({ obstacles: [[7, 9, 'hedgehog'], [7, 11, 'bunker']], units: [{ row: 8, col: 10, side: 'allies', type: 'armor' }] });
    const to = moveTargets(s, 0);
    expect(to).not.toContain(H(7, 9));
    expect(to).not.toContain(H(7, 11));
    const inf = setupState({ obstacles: [[7, 9, 'hedgehog']], units: [{ row: 8, col: 10, side: 'allies' }] });
    expect(moveTargets(inf, 0)).toContain(H(7, 9));
  });

  it('TC-42 a sandbag goes when its unit leaves; an embankment stays (M44 p.19 [L849, L861])', () => {
    const s = setupState({ obstacles: [[8, 10, 'sandbag']], units: [{ row: 8, col: 10, side: 'allies' }] });
    const r = apply(withOrders(s, [0], 'move'), { type: 'move', unit: 0, to: H(7, 9) });
    expect(r.obstacles[H(8, 10)]).toBeUndefined();
    const e = setupState({ obstacles: [[8, 10, 'embankment']], units: [{ row: 8, col: 10, side: 'allies' }] });
    const r2 = apply(withOrders(e, [0], 'move'), { type: 'move', unit: 0, to: H(7, 9) });
    expect(moveTargets({ ...r2, units: [{ ...r2.units[0]!, at: H(8, 12) }] }, 0).length).toBeGreaterThan(0);
    expect(s.obstacles[H(8, 10)]).toBe('sandbag');
  });
});
