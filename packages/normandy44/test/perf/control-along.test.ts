import { describe, expect, it } from 'vitest';
import { game } from '../../src/index.js';
import { board, controlAlong, unitById, withControl } from '../../src/position.js';
import type { Move, State } from '../../src/state.js';
import { seededPlayer } from './digest.js';

describe('Town control along a move, without a state copy per Town (N44 6.2; issue #17)', () => {
  it('equals withControl taken Town by Town over copies of the state, for the listed moves of a seeded game', () => {
    const p = seededPlayer('mini-game', 14);
    let checked = 0;
    let taken = 0;
    while (!p.done() && checked < 3000) {
      const s: State = p.state;
      if (s.phase.endsWith('movement') && game.actor(s).kind === 'player') {
        for (const m of game.legalMoves(s) as Move[]) {
          if (m.type !== 'move') continue;
          const side = unitById(s, m.unit)!.side;
          const via = m.via ?? [];
          const passed = via.reduce((ctl, h) => withControl({ ...s, control: ctl }, h, side), s.control);
          const expected = withControl({ ...s, control: passed }, m.to, side);
          const got = controlAlong(s.control, via, m.to, side, board(s));
          expect(got).toEqual(expected);
          if (got !== s.control) taken++;
          checked++;
        }
      }
      p.step();
    }
    expect(checked).toBeGreaterThan(1000);
    expect(taken).toBeGreaterThan(0);
  });
});
