import { describe, expect, it } from 'vitest';
import { game } from '../../src/index.js';
import { moveDestinations } from '../../src/movement/movement.js';
import { board, isTownOrCity, unitById } from '../../src/position.js';
import type { Campaign, Move, SetupInput, State } from '../../src/state.js';
import { play, position } from '../helpers.js';

type MoveOf = Extract<Move, { type: 'move' }>;
const UNIT = 'US-4-8';
// US 8/4 next to Carentan (2512, a Town, German at the start, N44 18.2) in an Allied Movement Phase.
const at = (hex: string, patch: Partial<State> = {}): State => position([[UNIT, hex], ['ge-hq-cotentin', '3606']], { phase: 'allied-movement', turn: 3, ...patch });
const picked = (s: State): MoveOf[] => game.legalMoves(play(s, { type: 'select', unit: UNIT })).filter((m): m is MoveOf => m.type === 'move' && m.mode === undefined);

describe('a move names the Towns it passes through, which its side takes (N44 6.2, 9)', () => {
  const s = at('2513');
  const b = board(s);
  const moves = picked(s);

  it('6.2 each way through Towns of the other side is its own move; the end hexes are the unit\'s destinations, no more, no fewer', () => {
    expect(moves.some((m) => m.via?.includes('2512'))).toBe(true);
    for (const m of moves) {
      for (const h of m.via ?? []) {
        expect(isTownOrCity(b, b.locOf(h))).toBe(true);
        expect(s.control[h]).not.toBe('allied');
        expect(h).not.toBe(m.to);
      }
    }
    const ends = new Set(moves.map((m) => m.to));
    expect([...ends].sort()).toEqual([...moveDestinations(s, unitById(s, UNIT)!)].sort());
    // No two moves alike.
    expect(new Set(moves.map((m) => JSON.stringify(m))).size).toBe(moves.length);
  });

  it('6.2 the Towns passed are taken on the way; a way around them leaves them as they were', () => {
    const through = moves.find((m) => m.via?.includes('2512') && m.to !== '2512') as MoveOf;
    expect(s.control['2512']).toBe('german');
    const after = play(s, through);
    expect(after.control['2512']).toBe('allied');
    expect(unitById(after, UNIT)).toMatchObject({ hex: through.to, moved: true });
    const around = moves.find((m) => m.via === undefined && m.to !== '2512') as MoveOf;
    expect(play(s, around).control['2512']).toBe('german');
    // A move naming a Town it cannot pass is refused (N44 9).
    const r = game.resolve(play(s, { type: 'select', unit: UNIT }), { ...around, via: ['3606'] });
    expect(r.ok ? 'accepted' : r.error.code).toBe('illegal-move');
  });

  it('6.2 a Town already the side\'s is never named', () => {
    const own = at('2513', { control: { ...s.control, '2512': 'allied' } });
    expect(picked(own).some((m) => m.via?.includes('2512'))).toBe(false);
  });
});

describe('a Strategic Movement names the Towns it passes through too (N44 6.2, 9.8)', () => {
  it('9.8 6.2 an SM move along the road through an Allied Town takes it for the German', () => {
    const input: SetupInput = {
      scenario: 'campaign', name: 'sm via', edition: '2010', lastTurn: 22, provenance: { kind: 'derived', note: 'test' }, germanSupply: 0,
      options: { historicalWeather: false, flankFire: false },
      units: [{ id: 'US-Eng-1S', hex: '2914', box: 'map', arrives: 0, entry: null }, { id: 'ge-12ss-25', hex: '1020', box: 'map', arrives: 0, entry: null }],
    } as never;
    const r = game.setup(input as never);
    if (!r.ok) throw new Error(r.error.message);
    const s0: State = { ...r.state, invasion: null, turn: 3, phase: 'german-movement', space: 4, campaign: { ...(r.state.campaign as Campaign), sectors: [] } };
    // Every Town Allied, as if Allied units had passed through them all.
    const s: State = { ...s0, control: Object.fromEntries(Object.keys(s0.control).map((h) => [h, 'allied' as const])) };
    const sm = game.legalMoves(play(s, { type: 'select', unit: 'ge-12ss-25' })).filter((m): m is MoveOf => m.type === 'move' && m.mode === 'strategic');
    const through = sm.find((m) => (m.via?.length ?? 0) > 0) as MoveOf;
    expect(through).toBeDefined();
    const after = play(s, through);
    for (const h of through.via ?? []) expect(after.control[h]).toBe('german');
    // Towns off the way stay Allied.
    expect(Object.entries(after.control).filter(([h, side]) => side === 'german' && !(through.via ?? []).includes(h) && h !== through.to)).toEqual([]);
  });
});
