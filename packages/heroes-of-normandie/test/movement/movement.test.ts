import { describe, expect, it } from 'vitest';
import { game } from '../../src/index.js';
import { activate, board, play, refused, u, unit } from '../fixtures.js';

const steps = (s: ReturnType<typeof board>) => game.legalMoves(s).filter((m) => m.type === 'step');

describe('Infantry movement and ZOC (HoN p.6 L347-364)', () => {
  it('T10 infantry MV 4 reaches any square at king distance 4; a diagonal step costs 1', () => {
    const s = activate(board([unit('a', 'US', 'us-rifle-squad', 5, 5), unit('e', 'DE', 'de-grenadiers', 19, 0)]), 'a');
    const moved = play(s, [1, 2, 3, 4].map(() => ({ type: 'step', dir: 7 }) as const));
    expect(u(moved, 'a')).toMatchObject({ x: 9, y: 9 });
    expect(moved.activation?.spent).toBe(4);
    expect(steps(moved)).toEqual([]);
  });
  it('T11 through friendly infantry but not ending there; never through an enemy (L356)', () => {
    const friend = board([unit('a', 'US', 'us-rifle-squad', 5, 5), unit('f', 'US', 'us-rifle-squad', 6, 5), unit('e', 'DE', 'de-grenadiers', 19, 19)]);
    let s = activate(friend, 'a');
    expect(steps(s)).toContainEqual({ type: 'step', dir: 0 });
    // With 1 MP left the step would end on the friend: refused.
    s = play(s, [{ type: 'step', dir: 2 }, { type: 'step', dir: 5 }, { type: 'step', dir: 0 }]);
    expect(u(s, 'a')).toMatchObject({ x: 5, y: 5 });
    refused(s, { type: 'step', dir: 0 });
    const enemy = activate(board([unit('a', 'US', 'us-rifle-squad', 5, 5), unit('e', 'DE', 'de-volksgrenadiers', 7, 5), unit('x', 'DE', 'de-grenadiers', 19, 19)]), 'a');
    const near = play(enemy, [{ type: 'step', dir: 0 }]);
    // Now adjacent to the enemy: in its ZOC, the move ended; a step into it is never listed.
    expect(steps(near)).toEqual([]);
  });
  it('T12 entering an enemy ZOC ends the move with MP left; a vehicle making the same move does not stop [A1]', () => {
    const s = activate(board([unit('a', 'US', 'us-rifle-squad', 5, 5), unit('e', 'DE', 'de-grenadiers', 5, 7)]), 'a');
    const moved = play(s, [{ type: 'step', dir: 6 }]);
    expect(moved.activation).toMatchObject({ stopped: true, spent: 1 });
    expect(steps(moved)).toEqual([]);
    const v = activate(board([unit('j', 'US', 'us-jeep', 5, 5, { facing: 6 }), unit('e', 'DE', 'de-grenadiers', 5, 8)]), 'j');
    const vm = play(v, [{ type: 'step', dir: 6 }]);
    expect(vm.activation?.stopped).toBe(false);
    expect(steps(vm).length).toBeGreaterThan(0);
  });
  it('T13 enemy infantry inside a building has no ZOC on the squares outside (L364)', () => {
    const s = activate(board([unit('a', 'US', 'us-rifle-squad', 6, 6), unit('e', 'DE', 'de-grenadiers', 8, 8)], { tiles: [{ tile: 'house-2x2', at: { x: 8, y: 8 } }] }), 'a');
    const moved = play(s, [{ type: 'step', dir: 7 }]);
    expect(u(moved, 'a')).toMatchObject({ x: 7, y: 7 });
    expect(moved.activation?.stopped).toBe(false);
  });
  it('T14 two Suppressed markers on MV 4: movement 0, no move and no assault (L1335)', () => {
    const s = activate(board([unit('a', 'US', 'us-rifle-squad', 5, 5, { suppressed: 2 }), unit('e', 'DE', 'de-grenadiers', 6, 5)]), 'a');
    const types = game.legalMoves(s).map((m) => m.type);
    expect(types).not.toContain('step');
    expect(types).not.toContain('assault');
  });
  it('no diagonal step across a No Passage edge [A2]; no ZOC across it (L360, L683)', () => {
    const edges = [{ x: 5, y: 5, dir: 0 as const, noPassage: true as const }];
    const s = activate(board([unit('a', 'US', 'us-rifle-squad', 5, 5), unit('e', 'DE', 'de-grenadiers', 19, 19)], { edges }), 'a');
    const dirs = steps(s).map((m) => (m.type === 'step' ? m.dir : -1));
    expect(dirs).not.toContain(0);
    expect(dirs).not.toContain(1);
    expect(dirs).not.toContain(7);
    const z = activate(board([unit('a', 'US', 'us-rifle-squad', 7, 5), unit('e', 'DE', 'de-grenadiers', 5, 5)], { edges }), 'a');
    expect(play(z, [{ type: 'step', dir: 4 }]).activation?.stopped).toBe(false);
  });
});

describe('Vehicle movement (HoN p.6 L366-392)', () => {
  it('T15 turning 90 degrees in place costs 2 MP; 3 steps each with a free 45-degree turn cost 3', () => {
    const s = activate(board([unit('t', 'US', 'us-sherman', 5, 5, { facing: 0 }), unit('e', 'DE', 'de-grenadiers', 19, 19)]), 't');
    const turned = play(s, [{ type: 'turn', facing: 1 }, { type: 'turn', facing: 2 }]);
    expect(u(turned, 't').facing).toBe(2);
    expect(turned.activation?.spent).toBe(2);
    const moved = play(s, [{ type: 'step', dir: 1 }, { type: 'step', dir: 2 }, { type: 'step', dir: 3 }]);
    expect(u(moved, 't')).toMatchObject({ x: 5, y: 2, facing: 3 });
    expect(moved.activation?.spent).toBe(3);
    // Sideways is not a vehicle step; straight back keeps the facing.
    refused(s, { type: 'step', dir: 2 });
    expect(u(play(s, [{ type: 'step', dir: 4 }]), 't')).toMatchObject({ x: 4, facing: 0 });
  });
  it('T16 a vehicle ending on friendly infantry displaces it to a free adjacent square its owner chooses; with none free it is eliminated (L380-384)', () => {
    const s = activate(board([unit('j', 'US', 'us-jeep', 5, 5, { facing: 0 }), unit('f', 'US', 'us-rifle-squad', 6, 5), unit('e', 'DE', 'de-grenadiers', 19, 19)]), 'j');
    const ended = play(s, [{ type: 'step', dir: 0 }, { type: 'stop' }]);
    expect(ended.displace).toBe('f');
    expect(game.legalMoves(ended)).toContainEqual({ type: 'relocate', x: 7, y: 5 });
    expect(u(play(ended, [{ type: 'relocate', x: 7, y: 5 }]), 'f')).toMatchObject({ x: 7, y: 5 });
    const boxed = activate(
      board([
        unit('j', 'US', 'us-jeep', 2, 2, { facing: 3 }),
        unit('f', 'US', 'us-rifle-squad', 0, 0),
        unit('g', 'US', 'us-rifle-squad', 1, 0),
        unit('h', 'US', 'us-rifle-squad', 0, 1),
        unit('i', 'US', 'us-rifle-squad', 1, 1),
        unit('e', 'DE', 'de-grenadiers', 19, 19),
      ]),
      'j',
    );
    const crushed = play(boxed, [{ type: 'step', dir: 3 }, { type: 'step', dir: 3 }, { type: 'stop' }]);
    expect(u(crushed, 'f').alive).toBe(false);
  });
  it('T16 a vehicle may not pass through enemy infantry (L356, review finding 1)', () => {
    const s = activate(board([unit('j', 'US', 'us-jeep', 5, 5, { facing: 0 }), unit('e', 'DE', 'de-grenadiers', 6, 5)]), 'j');
    refused(s, { type: 'step', dir: 0 });
  });
});

describe('Terrain (HoN p.9 L661-699)', () => {
  it('T17 rough: entering stops the move; next move, one space within it, then stop', () => {
    const tiles = [{ tile: 'hedgerow-4x1', at: { x: 6, y: 5 } }];
    const s = activate(board([unit('a', 'US', 'us-rifle-squad', 5, 5), unit('e', 'DE', 'de-grenadiers', 19, 19)], { tiles }), 'a');
    const entered = play(s, [{ type: 'step', dir: 0 }]);
    expect(entered.activation?.stopped).toBe(true);
    const next = activate({ ...entered, activation: null }, 'a');
    const inside = play(next, [{ type: 'step', dir: 0 }]);
    expect(u(inside, 'a').x).toBe(7);
    expect(inside.activation?.stopped).toBe(true);
  });
  it('T18 water is closed to a unit without Anfibio; an Anfibio unit stops on entering, then makes one step out (L699, [A3])', () => {
    const tiles = [{ tile: 'stream-1x3', at: { x: 6, y: 4 } }];
    const s = activate(board([unit('a', 'US', 'us-rifle-squad', 5, 5), unit('e', 'DE', 'de-grenadiers', 19, 19)], { tiles }), 'a');
    refused(s, { type: 'step', dir: 0 });
    const amph = activate(board([unit('a', 'US', 'us-engineers', 5, 5), unit('e', 'DE', 'de-grenadiers', 19, 19)], { tiles }), 'a');
    const wet = play(amph, [{ type: 'step', dir: 0 }]);
    expect(wet.activation).toMatchObject({ stopped: true, spent: 1 });
    const out = play(activate({ ...wet, activation: null }, 'a'), [{ type: 'step', dir: 0 }]);
    expect(u(out, 'a')).toMatchObject({ x: 7, y: 5 });
    expect(out.activation?.stopped).toBe(true);
  });
  it('EX-3b hedgerow: closed to vehicles, stops infantry, blocks line of sight', () => {
    const tiles = [{ tile: 'hedgerow-4x1', at: { x: 6, y: 5 } }];
    const v = activate(board([unit('j', 'US', 'us-jeep', 5, 5, { facing: 0 }), unit('e', 'DE', 'de-grenadiers', 19, 19)], { tiles }), 'j');
    refused(v, { type: 'step', dir: 0 });
  });
});
