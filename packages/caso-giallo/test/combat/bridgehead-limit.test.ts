/** CG R10.8d-e: the Bridgehead marker limit (a stand-in count) and the German's free removal. */
import { describe, expect, it } from 'vitest';
import { game, type Move, type State } from '@esagono/caso-giallo';
import { BRIDGEHEAD_MARKERS } from '../../src/data/tables.js';
import { bridgeheadMarkersLeft } from '../../src/game.js';
import { L, play, position, walk } from '../helpers.js';

const tries = (s: State) => game.legalMoves(s).filter((m) => m.type === 'bridgehead');
/** `n` markers on hexes away from the test's river (any hexes: only the count matters, CG R10.8e). */
const markers = (n: number) => ['4032', '4033', '4034', '4035', '3332', '3333', '3334'].slice(0, n).map(L);

describe('CG R10.8e Bridgehead markers are a hard limit', () => {
  it('the limit is a stand-in of 6 markers (the count is in no source)', () => {
    expect(BRIDGEHEAD_MARKERS.value).toBe(6);
    expect(BRIDGEHEAD_MARKERS.provenance.kind).toBe('stand-in');
  });

  it('CG R10.8e: with 5 markers on the map the German may still try; with all 6 out, no attempt is offered anywhere', () => {
    // CG R10.8c(2): 9th Panzer next to an occupied hex across a river, one MP left.
    const below = walk(position({ '9Pz': '3731', PeelA: '3629' }, 'german', 'move', { bridgeheads: markers(5) }), '9Pz', '3730', '3729');
    expect(bridgeheadMarkersLeft(below)).toBe(1);
    expect(tries(below)).toContainEqual({ type: 'bridgehead', unit: '9Pz', target: L('3629') });
    // A success places the sixth marker: the limit is reached.
    let s = play(below, { type: 'bridgehead', unit: '9Pz', target: L('3629') });
    s = play(s, { type: 'roll', die: 6 });
    expect(s.bridgeheads).toHaveLength(6);
    expect(bridgeheadMarkersLeft(s)).toBe(0);
    // In a Move round (R10.8c(1-2)).
    const full = walk(position({ '9Pz': '3731', PeelA: '3629' }, 'german', 'move', { bridgeheads: markers(6) }), '9Pz', '3730', '3729');
    expect(tries(full)).toEqual([]);
    const r = game.resolve(full, { type: 'bridgehead', unit: '9Pz', target: L('3629') });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('illegal-move');
    // In a Combat round, before the roll (R10.8c(3)).
    let c = position({ '9Pz': '3729', PeelA: '3629' }, 'german', 'combat', { bridgeheads: markers(6) });
    c = play(c, { type: 'attack', target: L('3629') });
    c = play(c, { type: 'commit', unit: '9Pz' });
    expect(tries(c)).toEqual([]);
    let c5 = position({ '9Pz': '3729', PeelA: '3629' }, 'german', 'combat', { bridgeheads: markers(5) });
    c5 = play(c5, { type: 'attack', target: L('3629') });
    c5 = play(c5, { type: 'commit', unit: '9Pz' });
    expect(tries(c5)).toEqual([{ type: 'bridgehead', unit: '9Pz', target: L('3629') }]);
  });

  it('CG R10.8d: the German may remove a marker at any time in his rounds, which frees it for a new attempt', () => {
    const full = walk(position({ '9Pz': '3731', PeelA: '3629' }, 'german', 'move', { bridgeheads: markers(6) }), '9Pz', '3730', '3729');
    const lifts = game.legalMoves(full).filter((m): m is Extract<Move, { type: 'lift-bridgehead' }> => m.type === 'lift-bridgehead');
    expect(lifts.map((m) => m.at).sort((a, b) => a - b)).toEqual(markers(6).sort((a, b) => a - b));
    const freed = play(full, lifts[0]!);
    expect(freed.bridgeheads).toHaveLength(5);
    expect(tries(freed)).toContainEqual({ type: 'bridgehead', unit: '9Pz', target: L('3629') });
    // Not the Allied player's move.
    const allied = position({ '9Pz': '3731', PeelA: '3629' }, 'allied', 'move', { bridgeheads: markers(2) });
    expect(game.legalMoves(allied).some((m) => m.type === 'lift-bridgehead')).toBe(false);
  });
});
