import { describe, expect, it } from 'vitest';
import { game } from '../src/game.js';
import { playout, scenario } from './helpers.js';

/** A small meeting engagement with every unit type, woods, a hill and a town. */
export const skirmish = scenario({
  terrain: [
    [4, 10, 'woods'],
    [4, 14, 'hill'],
    [3, 5, 'town'],
    [5, 17, 'hedgerow'],
  ],
  obstacles: [[2, 12, 'sandbag']],
  units: [
    { row: 7, col: 3, side: 'allies' },
    { row: 7, col: 9, side: 'allies' },
    { row: 7, col: 15, side: 'allies', type: 'armor' },
    { row: 8, col: 12, side: 'allies', type: 'artillery' },
    { row: 6, col: 20, side: 'allies', badge: 'elite-infantry' },
    { row: 1, col: 3, side: 'axis' },
    { row: 1, col: 9, side: 'axis' },
    { row: 1, col: 15, side: 'axis', type: 'armor' },
    { row: 0, col: 12, side: 'axis', type: 'artillery' },
    { row: 2, col: 12, side: 'axis' },
  ],
  victory: { allies: 3, axis: 3 },
});

describe('random playouts (kernel randomPlayout)', () => {
  it('reach the end within game.maxMoves from a hand-built scenario', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const r = playout(skirmish, seed);
      expect(r.error).toBeUndefined();
      expect(r.stop).toBe('terminal');
      expect(r.outcome?.kind).toBe('win');
      expect(r.moves.length).toBeLessThan(game.maxMoves);
    }
  });
});
