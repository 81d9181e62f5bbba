import { describe, expect, it } from 'vitest';
import { game } from '../../src/game.js';
import { medalTotal } from '../../src/medals/medals.js';
import type { CardId } from '../../src/data/cards.js';
import type { State } from '../../src/state.js';
import { H, apply, declare, faces, setupState, withOrders, playCard } from '../helpers.js';

describe('Behind Enemy Lines: move, battle, move again (digest Appendix A, A27; M44 p.22 [L984])', () => {
  const s0 = setupState({
    terrain: [
      [5, 9, 'woods'],
      [5, 11, 'woods'],
    ],
    units: [
      { row: 7, col: 11, side: 'allies' },
      { row: 3, col: 11, side: 'axis' },
      { row: 0, col: 24, side: 'axis' },
    ],
  });

  it('the infantry moves 3, battles at +1, then may move up to 3 again without battling', () => {
    let r = playCard(s0, 'behind-enemy-lines', ['probe-left']);
    expect(r.phase.kind).toBe('move');
    r = apply(r, { type: 'move', unit: 0, to: H(4, 12) });
    r = apply(r, { type: 'end-moves' });
    r = declare(r, 0, 1);
    expect(r.phase.kind === 'roll' && r.phase.attack.dice).toBe(4);
    r = apply(r, { type: 'roll', faces: faces('star', 'star', 'star', 'star') });
    // The battles are over: the second move begins instead of the draw.
    expect(r.phase.kind).toBe('move');
    expect(r.turn?.secondMove).toBe(true);
    const moves = game.legalMoves(r);
    expect(moves.some((m) => m.type === 'attack')).toBe(false);
    // (7,9) is 3 away and every path goes through the woods at (5,11): no stop there, since
    // terrain movement restrictions are ignored.
    expect(moves).toContainEqual({ type: 'move', unit: 0, to: H(7, 9) });
    expect(moves).not.toContainEqual({ type: 'move', unit: 0, to: H(8, 6) });
    r = apply(r, { type: 'move', unit: 0, to: H(7, 9) });
    expect(r.units[0]?.at).toBe(H(7, 9));
    r = apply(r, { type: 'end-moves' });
    expect(r.phase.kind).toBe('draw');
  });

  it('a unit that may not battle still gets the second move; declining it ends the turn', () => {
    let r = playCard(s0, 'behind-enemy-lines', ['probe-left']);
    r = apply(r, { type: 'move', unit: 0, to: H(8, 12) });
    r = apply(r, { type: 'end-moves' });
    expect(r.phase.kind).toBe('move');
    expect(r.turn?.secondMove).toBe(true);
    r = apply(r, { type: 'end-moves' });
    expect(r.phase.kind).toBe('draw');
  });

  it('another card gives no second move', () => {
    let r = playCard(s0, 'direct-from-hq', ['probe-left']);
    r = apply(r, { type: 'end-moves' });
    expect(['draw', 'battle']).toContain(r.phase.kind);
    if (r.phase.kind === 'battle') r = apply(r, { type: 'end-turn' });
    expect(r.phase.kind).toBe('draw');
  });
});

describe('exit objectives (scenario rule `exit`; M44 Appendix 3 has none, p.20 [L865-883])', () => {
  const mk = (row: number, col: number) =>
    setupState({
      units: [
        { row, col, side: 'allies' },
        { row: 0, col: 0, side: 'axis' },
      ],
      objectives: [{ kind: 'exit', side: 'allies', hexes: [{ row: 0, col: 12 }], medals: 2 }],
      victory: { allies: 3, axis: 4 },
    });

  it('a unit that reaches an exit hex with a point to spare leaves the board and scores the medals', () => {
    const s = withOrders(mk(1, 11), [0], 'move');
    expect(game.legalMoves(s)).toContainEqual({ type: 'exit', unit: 0 });
    const r = apply(s, { type: 'exit', unit: 0 });
    expect(r.units[0]?.at).toBe(-1);
    expect(r.units[0]?.figures).toBe(4);
    expect(medalTotal(r, 'allies')).toBe(2);
    expect(medalTotal(r, 'axis')).toBe(0);
    expect(game.legalMoves(r)).toEqual([{ type: 'end-moves' }]);
  });

  it('too far away, or the wrong side: no exit', () => {
    expect(game.legalMoves(withOrders(mk(2, 12), [0], 'move'))).not.toContainEqual({ type: 'exit', unit: 0 });
    const axis = setupState({
      units: [
        { row: 8, col: 0, side: 'allies' },
        { row: 0, col: 12, side: 'axis' },
      ],
      objectives: [{ kind: 'exit', side: 'allies', hexes: [{ row: 0, col: 12 }] }],
      first: 'axis',
    });
    expect(game.legalMoves(withOrders(axis, [1], 'move'))).not.toContainEqual({ type: 'exit', unit: 1 });
  });

  it('exit medals count toward victory (M44 p.6 [L158])', () => {
    const s = withOrders(mk(0, 12), [0], 'move');
    const r = apply({ ...s, medals: { allies: 1, axis: 0 } }, { type: 'exit', unit: 0 });
    expect(game.outcome(r)).toMatchObject({ kind: 'win', winner: 'allies' });
  });
});
