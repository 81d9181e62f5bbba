import { describe, expect, it } from 'vitest';
import { game, type State, type Unit } from '../../src/index.js';
import { activate, board, play, u, unit } from '../fixtures.js';
import { ABOARD } from '../../src/abilities/transport.js';

const aboard = (_id: string, carrier: string): Partial<Unit> => ({ x: ABOARD, y: ABOARD, carrier });

describe('Trasporto (HoN p.15 L1347-1363)', () => {
  it('infantry boards an adjacent friendly transport at the start or end of its move, within its capacity (L1351-1355)', () => {
    // The stand-in half-track carries 4: a squad counts 2, an Officer 1 (L1351).
    const s0 = board([
      unit('V', 'US', 'us-halftrack', 5, 5),
      unit('P', 'US', 'us-rifle-squad', ABOARD, ABOARD, aboard('P', 'V')),
      unit('Q', 'US', 'us-rifle-squad', 6, 6),
      unit('L', 'US', 'us-lieutenant', 4, 4),
      unit('E', 'DE', 'de-grenadiers', 15, 15),
    ]);
    expect(game.legalMoves(activate(s0, 'Q'))).toContainEqual({ type: 'embark', vehicle: 'V' });
    const boarded = play(activate(s0, 'Q'), [{ type: 'embark', vehicle: 'V' }]);
    expect(u(boarded, 'Q')).toMatchObject({ carrier: 'V', x: ABOARD, y: ABOARD });
    // Full (2 + 2): the Officer (1) finds no room.
    expect(game.legalMoves(activate(boarded, 'L')).filter((m) => m.type === 'embark')).toEqual([]);
    // At the end of a move too: the Officer steps next to the vehicle, then boards (with room left).
    const s1 = play(activate(s0, 'L'), [{ type: 'step', dir: 4 }, { type: 'step', dir: 0 }]);
    expect(game.legalMoves(s1)).toContainEqual({ type: 'embark', vehicle: 'V' });
    // An enemy vehicle is never boarded.
    const enemy = board([unit('V', 'DE', 'de-kubelwagen', 5, 5), unit('Q', 'US', 'us-rifle-squad', 6, 6)]);
    expect(game.legalMoves(activate(enemy, 'Q')).filter((m) => m.type === 'embark')).toEqual([]);
  });

  it('a passenger may hold an Order; activated, it gets out to a space next to the vehicle and moves on (L1355-1357)', () => {
    const s0 = board([unit('V', 'US', 'us-halftrack', 5, 5), unit('P', 'US', 'us-rifle-squad', ABOARD, ABOARD, aboard('P', 'V')), unit('E', 'DE', 'de-grenadiers', 15, 15)]);
    const s = activate(s0, 'P');
    const outs = game.legalMoves(s).filter((m) => m.type === 'disembark');
    expect(outs).toHaveLength(8);
    expect(game.legalMoves(s).filter((m) => m.type === 'fire' || m.type === 'step')).toEqual([]);
    const out = play(s, [{ type: 'disembark', x: 6, y: 5 }]);
    expect(u(out, 'P')).toMatchObject({ x: 6, y: 5, carrier: null });
    expect(out.activation).toMatchObject({ stage: 'moving', spent: 1 });
    expect(game.legalMoves(out)).toContainEqual({ type: 'step', dir: 0 });
    // Nobody fires at a unit aboard (it is not on the map).
    const enemy = activate(s0, 'E');
    expect(game.legalMoves(enemy).filter((m) => m.type === 'fire' && m.target === 'P')).toEqual([]);
  });

  it('T64 the transport is destroyed with 2 passengers and 1 free adjacent space: one is placed there with a Suppressed marker, the other is destroyed (L1359-1363)', () => {
    // The half-track in a corner: (1,0) and (0,1) are taken, (1,1) is free.
    const s0 = board([
      unit('V', 'US', 'us-halftrack', 0, 0),
      unit('P1', 'US', 'us-rifle-squad', ABOARD, ABOARD, aboard('P1', 'V')),
      unit('P2', 'US', 'us-rifle-squad', ABOARD, ABOARD, aboard('P2', 'V')),
      unit('A', 'US', 'us-rifle-squad', 1, 0),
      unit('B', 'US', 'us-rifle-squad', 0, 1),
      unit('E', 'DE', 'de-grenadiers', 5, 5),
    ]);
    // Grenadiers +1 against purple: 6 + 1 = 7 >= 5 hits the light vehicle, which becomes its wreck (L518).
    let s: State = play(activate(s0, 'E'), [{ type: 'fire', target: 'V', weapon: 0 }, { type: 'die', face: 6 }]);
    expect(u(s, 'V')).toMatchObject({ alive: false, wreck: true });
    expect(s.unload).toEqual(['P1', 'P2']);
    // The passengers' owner places them (L1359).
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'US' });
    expect(game.legalMoves(s)).toEqual([{ type: 'unload', x: 1, y: 1 }]);
    s = play(s, [{ type: 'unload', x: 1, y: 1 }]);
    expect(u(s, 'P1')).toMatchObject({ x: 1, y: 1, carrier: null, suppressed: 1, alive: true });
    // No space left for the second: destroyed in the explosion (L1361).
    expect(u(s, 'P2').alive).toBe(false);
    expect(s.unload).toEqual([]);
    // The game goes on where it was: the German activation had ended, the Supply phase had begun.
    expect(s.phase).toBe('supply');
    expect(game.legalMoves(s)).toContainEqual({ type: 'supply-move', unit: 'P1' });
  });
});
