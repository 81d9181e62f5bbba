import { describe, expect, it } from 'vitest';
import { game, type State } from '../../src/index.js';
import { board, play, unit } from '../fixtures.js';
import { startNext } from '../../src/sequence/flow.js';
import { compileBoard, terrainAt } from '../../src/map/board.js';

const NEST = { key: 'DE.t1.s0', owner: 'DE' as const, breakPoint: 99, vp: 0, lost: 0, broken: false, stars: 0, grants: ['mgNest'], wide: true, markers: 1 };

/** The Supply phase of a position with a German MG Nest command, run to its end. */
function toNest(): State {
  const s0 = board([unit('A', 'US', 'us-rifle-squad', 2, 2), unit('E', 'DE', 'de-grenadiers', 5, 5)], { width: 8, height: 8, tiles: [{ tile: 'forest-3x3', at: { x: 0, y: 5 } }] });
  let s: State = startNext({ ...s0, groups: [NEST, { ...NEST, key: 'DE.t0', grants: [], stars: 2 }, { ...NEST, key: 'US.t0', owner: 'US', grants: [], stars: 2 }], zones: { US: { x: 0, y: 0, w: 8, h: 2 }, DE: { x: 0, y: 6, w: 8, h: 2 } } }, []);
  for (let i = 0; i < 10 && s.supply?.step !== 'mgNest'; i++) s = play(s, [{ type: 'end-step' }]);
  return s;
}

describe('MG Nest (HoN p.13 L1079-1081)', () => {
  it('at the end of the Supply phase the command places its nest anywhere but the enemy deployment zone, once a game [A46]', () => {
    const s = toNest();
    expect(s.supply).toMatchObject({ step: 'mgNest', player: 'DE' });
    const spots = game.legalMoves(s).filter((m) => m.type === 'mg-nest');
    // 8 x 8 less the US zone (16 squares) and the 9 forest squares (a nest goes on open ground).
    const rows = spots.map((m) => (m.type === 'mg-nest' ? m.y : -1));
    expect(Math.min(...rows)).toBe(2);
    expect(spots).not.toContainEqual({ type: 'mg-nest', x: 0, y: 6 });
    expect(spots).toHaveLength(64 - 16 - 9);
    expect(game.legalMoves(s)).toContainEqual({ type: 'end-step' });
    const placed = play(s, [{ type: 'mg-nest', x: 4, y: 3 }]);
    const t = terrainAt(compileBoard(placed.battlefield), 4, 3);
    expect(t).toMatchObject({ defense: 2, opportunityFire: true });
    expect(placed.mgNests).toEqual(['DE']);
    // The next turn begins; the nest is placed once.
    expect(placed.phase).toBe('orders');
  });

  it('declined now, it may be placed at the end of a later Supply phase', () => {
    const s = play(toNest(), [{ type: 'end-step' }]);
    expect(s.phase).toBe('orders');
    expect(s.mgNests).toEqual([]);
  });
});
