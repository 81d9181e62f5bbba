import { describe, expect, it } from 'vitest';
import { game, type State } from '../../src/index.js';
import { board, play, u, unit } from '../fixtures.js';
import { freeConcealedTiles } from '../../src/commands/concealed.js';

const command = (grant: string) => ({ key: 'DE.t1.s0', owner: 'DE' as const, breakPoint: 99, vp: 0, lost: 0, broken: false, stars: 0, grants: [grant], wide: true, markers: 0 });

/** The Supply phase's movement step, the Germans to play. */
function supply(units: State['units'], grant = 'concealed'): State {
  return { ...board(units, { phase: 'supply' }), groups: [command(grant)], supply: { step: 'movement', player: 'DE', drawing: false, improvise: false } };
}

describe('Concealed (HoN p.13 L1055-1059)', () => {
  it('2 tiles: in the Supply phase each hides an infantry unit no enemy would reveal; a third unit gets none', () => {
    const s0 = supply([unit('a', 'DE', 'de-grenadiers', 2, 2), unit('b', 'DE', 'de-grenadiers', 6, 2), unit('c', 'DE', 'de-grenadiers', 10, 2), unit('e', 'US', 'us-rifle-squad', 19, 19, { facing: 2 })]);
    // A row of hedgerows (they block lines, L713) keeps the enemy squad from seeing them.
    const blocked: State = { ...s0, battlefield: { ...s0.battlefield, tiles: [{ tile: 'hedgerow-4x1', at: { x: 0, y: 10 } }, { tile: 'hedgerow-4x1', at: { x: 4, y: 10 } }, { tile: 'hedgerow-4x1', at: { x: 8, y: 10 } }, { tile: 'hedgerow-4x1', at: { x: 12, y: 10 } }, { tile: 'hedgerow-4x1', at: { x: 16, y: 10 } }] } };
    expect(freeConcealedTiles(blocked, 'DE')).toBe(2);
    expect(game.legalMoves(blocked).filter((m) => m.type === 'conceal')).toHaveLength(3);
    const s = play(blocked, [{ type: 'conceal', unit: 'a' }, { type: 'conceal', unit: 'b' }]);
    expect(u(s, 'a').hidden && u(s, 'b').hidden).toBe(true);
    expect(freeConcealedTiles(s, 'DE')).toBe(0);
    expect(game.legalMoves(s).some((m) => m.type === 'conceal')).toBe(false);
    // Revealed, the tile comes back (L1059).
    const back: State = { ...s, units: s.units.map((x) => (x.id === 'a' ? { ...x, hidden: false } : x)) };
    expect(freeConcealedTiles(back, 'DE')).toBe(1);
  });
  it('only where Imboscata would allow it: not in an enemy\'s clear line (L1059, L1127)', () => {
    const s0 = supply([unit('a', 'DE', 'de-grenadiers', 5, 2), unit('e', 'US', 'us-rifle-squad', 5, 8)]);
    expect(game.legalMoves(s0).some((m) => m.type === 'conceal')).toBe(false);
  });
  it('Infiltrated brings the same tiles (L1065)', () => {
    expect(freeConcealedTiles(supply([unit('a', 'DE', 'de-grenadiers', 5, 2)], 'infiltrated'), 'DE')).toBe(2);
    expect(freeConcealedTiles(supply([unit('a', 'DE', 'de-grenadiers', 5, 2)], 'bluff'), 'DE')).toBe(0);
  });
});
