import { describe, expect, it } from 'vitest';
import { game, type State } from '../../src/index.js';
import { activate, board, play, u, unit } from '../fixtures.js';
import { destructionOutcomes } from '../../src/map/structures.js';
import { compileBoard, terrainAt } from '../../src/map/board.js';

const HOUSE = [{ tile: 'house-2x2', at: { x: 7, y: 5 } }];

describe('Structures and Distruzione (HoN p.9 L637-639, p.14 L1167-1173)', () => {
  it('Distruzione 3 rolls 3 dice, each 4+ a marker: 0-3 successes with probabilities 1/8, 3/8, 3/8, 1/8 (L1171)', () => {
    expect(destructionOutcomes(3).map((o) => [o.move, `${o.p.num}/${o.p.den}`])).toEqual([
      [{ type: 'destruction-dice', hits: 0 }, '1/8'],
      [{ type: 'destruction-dice', hits: 1 }, '3/8'],
      [{ type: 'destruction-dice', hits: 2 }, '3/8'],
      [{ type: 'destruction-dice', hits: 3 }, '1/8'],
    ]);
  });

  it('T61 Distruzione 3 against a structure of 2 Demolition Points: dice (4,1,6) give 2 markers, it falls to its Ruin; each unit inside is hit on a die at least its defence (L639, L1171-1173)', () => {
    const st: State = board(
      [unit('z', 'US', 'us-bazooka', 7, 9), unit('in1', 'DE', 'de-grenadiers', 7, 5), unit('in2', 'DE', 'de-grenadiers', 8, 6), unit('out', 'DE', 'de-grenadiers', 12, 12)],
      { tiles: HOUSE },
    );
    const s0 = activate(st, 'z');
    expect(game.legalMoves(s0)).toContainEqual({ type: 'demolish', tile: 0 });
    let s = play(s0, [{ type: 'demolish', tile: 0 }]);
    expect(game.actor(s)).toEqual({ kind: 'chance' });
    // One success short of 2: a marker stays on the house.
    const one = play(s, [{ type: 'destruction-dice', hits: 1 }]);
    expect(one.destruction).toEqual([{ tile: 0, markers: 1 }]);
    expect(one.battlefield.tiles[0]!.tile).toBe('house-2x2');
    // (4, 1, 6): two successes reach the 2 points.
    s = play(s, [{ type: 'destruction-dice', hits: 2 }]);
    expect(s.battlefield.tiles[0]!.tile).toBe('ruin-2x2');
    expect(terrainAt(compileBoard(s.battlefield), 7, 5).building).toBe(false);
    expect(s.demolition?.queue).toEqual(['in1', 'in2']);
    // Grenadiers DEF 6: a 6 hits (>=), a 5 does not.
    s = play(s, [{ type: 'die', face: 6 }]);
    expect(u(s, 'in1').side).toBe(1);
    s = play(s, [{ type: 'die', face: 5 }]);
    expect(u(s, 'in2').side).toBe(0);
    expect(s.demolition).toBeNull();
    expect(u(s, 'out').side).toBe(0);
  });

  it('a unit without Distruzione, out of range or without a line cannot attack a structure', () => {
    const st = board([unit('r', 'US', 'us-rifle-squad', 7, 9), unit('far', 'US', 'us-bazooka', 7, 15), unit('e', 'DE', 'de-grenadiers', 0, 0)], { tiles: HOUSE });
    expect(game.legalMoves(activate(st, 'r')).filter((m) => m.type === 'demolish')).toEqual([]);
    // The bazooka's Limited Range 4: (7,15) is 9 from the house.
    expect(game.legalMoves(activate(st, 'far')).filter((m) => m.type === 'demolish')).toEqual([]);
  });
});
