import { describe, expect, it } from 'vitest';
import { game, type State } from '../../src/index.js';
import { activate, board, play, u, unit } from '../fixtures.js';

// The stand-in house at (7,5): west room (7,5) opening and (7,6) entry; east room (8,5) and (8,6) opening and entry.
const HOUSE = [{ tile: 'house-2x2', at: { x: 7, y: 5 } }];
const grenades = { key: 'US.t0.s0', owner: 'US' as const, breakPoint: 99, vp: 0, lost: 0, broken: false, stars: 0, grants: ['grenade'], wide: false, markers: 3 };

describe('Buildings: rooms, openings, entries (HoN p.9 L734-755)', () => {
  it('a unit enters or leaves a building only by an entry space (L738)', () => {
    const s = board([unit('A', 'US', 'us-rifle-squad', 6, 5), unit('E', 'DE', 'de-grenadiers', 15, 15)], { tiles: HOUSE });
    const moves = game.legalMoves(activate(s, 'A'));
    // East into (7,5): not an entry; south-east into (7,6): the entry.
    expect(moves).not.toContainEqual({ type: 'step', dir: 0 });
    expect(moves).toContainEqual({ type: 'step', dir: 7 });
    // Inside, from the north-west space (not an entry) nobody walks out.
    const inside = board([unit('A', 'US', 'us-rifle-squad', 7, 5), unit('E', 'DE', 'de-grenadiers', 15, 15)], { tiles: HOUSE });
    const out = game.legalMoves(activate(inside, 'A')).filter((m) => m.type === 'step');
    expect(out).toEqual([
      { type: 'step', dir: 0 },
      { type: 'step', dir: 6 },
      { type: 'step', dir: 7 },
    ]);
  });

  it('fire from inside only from an opening, at a unit inside only on an opening (L740, L746)', () => {
    const s = board([unit('W', 'DE', 'de-grenadiers', 7, 6), unit('O', 'DE', 'de-grenadiers', 7, 5), unit('A', 'US', 'us-rifle-squad', 3, 5), unit('B', 'US', 'us-rifle-squad', 3, 6)], { tiles: HOUSE });
    const fromEntry = game.legalMoves(activate(s, 'W')).filter((m) => m.type === 'fire');
    expect(fromEntry).toEqual([]);
    const fromOpening = game.legalMoves(activate(s, 'O')).filter((m) => m.type === 'fire');
    expect(fromOpening).toContainEqual({ type: 'fire', target: 'A', weapon: 0 });
    const atThem = game.legalMoves(activate(s, 'A')).filter((m) => m.type === 'fire');
    expect(atThem).toEqual([{ type: 'fire', target: 'O', weapon: 0 }]);
  });

  it('the building protects a unit inside, not against an attacker inside the same building (L748)', () => {
    const s = board([unit('O', 'DE', 'de-grenadiers', 7, 5), unit('A', 'US', 'us-rifle-squad', 3, 5), unit('I', 'US', 'us-rifle-squad', 8, 5)], { tiles: HOUSE });
    // Grenadiers DEF 6, the stand-in house +2.
    expect(play(activate(s, 'A'), [{ type: 'fire', target: 'O', weapon: 0 }]).attack?.defense).toBe(8);
    expect(play(activate(s, 'I'), [{ type: 'fire', target: 'O', weapon: 0 }]).attack?.defense).toBe(6);
  });

  it('T52 a grenade thrown into a room from a space next to an opening attacks every unit of the room without the building bonus; the other room and outside are untouched (L850)', () => {
    const st: State = {
      ...board(
        [
          unit('g', 'US', 'us-rifle-squad', 6, 4, { group: 'US.t0' }),
          unit('r1', 'DE', 'de-grenadiers', 7, 5),
          unit('r2', 'DE', 'de-grenadiers', 7, 6),
          unit('east', 'DE', 'de-grenadiers', 8, 5),
          unit('out', 'DE', 'de-grenadiers', 6, 6),
        ],
        { tiles: HOUSE },
      ),
      groups: [grenades],
    };
    const moves = game.legalMoves(activate(st, 'g'));
    // (6,4) is next to the opening (7,5) of the west room only.
    expect(moves.filter((m) => m.type === 'grenade-room')).toEqual([{ type: 'grenade-room', x: 7, y: 5 }]);
    let s = play(activate(st, 'g'), [{ type: 'grenade-room', x: 7, y: 5 }]);
    expect(s.attack).toMatchObject({ mode: 'grenade', target: 'r1', queue: ['r2'], defense: 6 });
    s = play(s, [{ type: 'die', face: 1 }]);
    expect(s.attack).toMatchObject({ target: 'r2', defense: 6 });
    s = play(s, [{ type: 'die', face: 1 }]);
    expect(s.attack).toBeNull();
    expect(u(s, 'east').side).toBe(0);
    // A blast outside the house touches nobody inside (L754): the interspace (7,6) is not targetable.
    expect(moves.filter((m) => m.type === 'grenade' && m.px === 8 && m.py === 6)).toEqual([]);
  });
});
