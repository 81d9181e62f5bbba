import { describe, expect, it } from 'vitest';
import { game, type Move, type State } from '../../src/index.js';
import { beginSupply } from '../../src/sequence/flow.js';
import { movementOf, bonusOf } from '../../src/units.js';
import { activate, board, play, u, unit } from '../fixtures.js';

const types = (s: State): Move['type'][] => game.legalMoves(s).map((m) => m.type);
const tripod = (side: 0 | 1) => unit('m', 'US', 'us-m1917-tripod', 5, 10, { side });
const enemy = () => unit('e', 'DE', 'de-grenadiers', 5, 3);

describe('Treppiede (HoN p.15 L1367-1373, p.8 L602)', () => {
  it('flipped at the start of its move, the unit takes the other face\'s characteristics and may go on moving, but not flip again (L1369-1371)', () => {
    const s = activate(board([tripod(1), enemy()]), 'm');
    // Set up: no movement ('X'), the strong weapon; it may fire, or flip to pick the weapon up.
    expect(movementOf(u(s, 'm'))).toBe(0);
    expect(types(s)).toContain('tripod');
    expect(types(s)).toContain('fire');
    const packed = play(s, [{ type: 'tripod' }]);
    expect(u(packed, 'm').side).toBe(0);
    expect(movementOf(u(packed, 'm'))).toBe(3);
    expect(bonusOf(u(packed, 'm'), 0, 'yellow')).toBe(1);
    // A flip is part of the move: no fire after it (L456); steps now, and no second flip.
    expect(types(packed)).toContain('step');
    expect(types(packed)).not.toContain('fire');
    expect(types(packed)).not.toContain('tripod');
    const moved = play(packed, [{ type: 'step', dir: 2 }]);
    expect(types(moved)).not.toContain('tripod');
  });

  it('flipped at the end of its move, the move ends there, set up (L1369)', () => {
    const s = activate(board([tripod(0), enemy()]), 'm');
    const moved = play(s, [{ type: 'step', dir: 2 }]);
    expect(types(moved)).toContain('tripod');
    const set = play(moved, [{ type: 'tripod' }]);
    expect(set.activation).toBeNull();
    expect(u(set, 'm')).toMatchObject({ side: 1, x: 5, y: 9 });
    expect(bonusOf(u(set, 'm'), 0, 'yellow')).toBe(4);
  });

  it('a move of zero spaces is a move: flipped at once, it may then stop where it stands (L1371)', () => {
    const s = activate(board([tripod(0), enemy()]), 'm');
    const set = play(s, [{ type: 'tripod' }, { type: 'stop' }]);
    expect(u(set, 'm')).toMatchObject({ side: 1, x: 5, y: 10 });
  });

  it('a unit moving in the Supply phase may flip too (L602), still with no fire (L604)', () => {
    let s = beginSupply(board([tripod(0), enemy()]), []);
    s = play(s, [{ type: 'supply-move', unit: 'm' }]);
    expect(types(s)).toContain('tripod');
    s = play(s, [{ type: 'tripod' }]);
    expect(u(s, 'm').side).toBe(1);
    expect(types(s)).not.toContain('fire');
  });

  it('a unit without the ability never flips so', () => {
    const s = activate(board([unit('r', 'US', 'us-rifle-squad', 5, 10), enemy()]), 'r');
    expect(types(s)).not.toContain('tripod');
  });
});
