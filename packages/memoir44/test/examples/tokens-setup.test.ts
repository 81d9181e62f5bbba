import { describe, expect, it } from 'vitest';
import { game } from '../../src/game.js';
import { scenarios } from '../../src/scenarios/index.js';
import { STANDARD } from '../../src/board/geometry.js';
import { H, apply, setupState, withOrders } from '../helpers.js';

const hexId = STANDARD.hexId;

describe('command tokens (M44 p.11 [L473-484])', () => {
  it('TC-19 of 3 ordered units, the one that moved 2 and the one that entered woods may not battle; the one that stayed may', () => {
    const s = setupState({
      terrain: [[6, 10, 'woods']],
      units: [
        { row: 7, col: 3, side: 'allies' },
        { row: 7, col: 9, side: 'allies' },
        { row: 7, col: 15, side: 'allies' },
        { row: 4, col: 4, side: 'axis' },
        { row: 5, col: 11, side: 'axis' },
        { row: 5, col: 15, side: 'axis' },
      ],
    });
    let r = withOrders(s, [0, 1, 2], 'move');
    r = apply(r, { type: 'move', unit: 0, to: H(5, 3) });
    r = apply(r, { type: 'move', unit: 1, to: H(6, 10) });
    r = apply(r, { type: 'end-moves' });
    expect(r.phase.kind).toBe('battle');
    expect(r.turn?.orders.map((o) => o.canBattle)).toEqual([false, false, true]);
    const attackers = new Set(game.legalMoves(r).flatMap((m) => (m.type === 'attack' ? [m.unit] : [])));
    // Both units that moved stand next to an enemy, yet only the unit that stayed is offered a battle.
    expect([...attackers]).toEqual([2]);
  });
});

describe('Pegasus Bridge set-up (M44 p.5 [L113-136]; layout EXTERNAL, digest Appendix B)', () => {
  it('TC-54 the terrain, obstacles, medals, hands and first player of the scenario', () => {
    const sc = scenarios['pegasus-bridge'];
    if (!sc) throw new Error('missing scenario');
    const count = (t: string) => sc.terrain.filter((x) => x.terrain === t).length;
    // 20 river tiles: the canal and the Orne (river) and the pond (lake hexes) (review, Appendix B).
    expect(count('river') + count('lake')).toBe(20);
    expect(count('town')).toBe(4);
    expect(count('woods')).toBe(9);
    const obs = (o: string) => sc.obstacles.filter((x) => x.obstacle === o);
    expect(obs('bridge')).toHaveLength(2);
    expect(obs('wire')).toHaveLength(4);
    expect(obs('sandbag')).toHaveLength(1);
    expect(sc.hands).toEqual({ allies: 6, axis: 2 });
    expect(sc.firstPlayer).toBe('allies');
    expect(sc.board.face).toBe('countryside');

    const r = game.setup({ scenario: sc });
    if (!r.ok) throw new Error(r.error.message);
    const s = r.state;
    // The sandbag protects the German defenders (M44 p.5 [L116]).
    const bag = obs('sandbag')[0]!;
    expect(s.units.find((u) => u.at === hexId(bag.row, bag.col))?.side).toBe('axis');
    // An Allied medal on each bridge (M44 p.5 [L124]).
    const bridges = new Set(obs('bridge').map((b) => hexId(b.row, b.col)));
    const medals = sc.objectives.filter((o) => o.kind !== 'majority-medal' && o.side === 'allies');
    const onBridges = medals.flatMap((o) => o.hexes.map((h) => hexId(h.row, h.col))).filter((h) => bridges.has(h));
    expect(new Set(onBridges)).toEqual(bridges);
  });
});
