import { describe, expect, it } from 'vitest';
import { game } from '../../src/game.js';
import { applyWeather } from '../../src/sequence/sequence.js';
import { scenarios } from '../../src/setup/cherbourg.js';
import type { Move, State } from '../../src/state.js';
import { play, position } from '../helpers.js';

const initial = (turn: number, space: number): State => position([['US-4-8', '3108'], ['ge-91-1057', '3506']], { phase: 'initial', turn, space });

describe('Initial Phase (N44 4, 5, 26.2)', () => {
  it('turn 2: a 6 gives Overcast-3 and the allocations of row 3 (review finding 14)', () => {
    const s = applyWeather(initial(2, 2), 6, []);
    expect(s.space).toBe(3);
    expect(s.air).toBe(1);
    expect(s.phase).toBe('german-movement');
  });
  it('D18: after a Storm a 1 stays Storm; after Clear-6 a 6 stays Clear-6', () => {
    expect(applyWeather(initial(5, 1), 1, []).space).toBe(1);
    expect(applyWeather(initial(5, 6), 6, []).space).toBe(6);
    expect(applyWeather(initial(5, 1), 4, []).space).toBe(3);
  });
  it('26.2.3: the German gets +1 SupP on 1-3; the US 1 per non-Storm turn', () => {
    const st = applyWeather(initial(4, 3), 2, []);
    expect([st.supply.german, st.supply.us]).toEqual([4, 1]);
    const clear = applyWeather(initial(4, 3), 5, []);
    expect([clear.supply.german, clear.supply.us]).toEqual([3, 1]);
    const storm = applyWeather(initial(4, 1), 1, []);
    expect(storm.supply.us).toBe(0);
  });
  it('26.1: US RP are 3 in Overcast, 4 in Clear, none in Storm; 26.2.2 one naval unit, air at most 2', () => {
    expect(applyWeather(initial(4, 3), 3, []).rp).toBe(3);
    expect(applyWeather(initial(4, 3), 4, []).rp).toBe(4);
    expect(applyWeather(initial(4, 1), 1, []).rp).toBe(0);
    const clear6 = applyWeather(initial(4, 5), 6, []);
    expect([clear6.naval, clear6.air]).toEqual([1, 2]);
  });
});

describe('Allied reinforcements in the Cherbourg scenario (N44 6.5, 26.1)', () => {
  const start = game.setup(scenarios.cherbourg);
  if (!start.ok) throw new Error(start.error.message);
  it('the In Britain box holds the US units except the 2nd Infantry and 2nd Armored Divisions', () => {
    const britain = start.state.units.filter((u) => u.box === 'britain').map((u) => u.id);
    expect(britain.length).toBeGreaterThan(20);
    expect(britain.some((id) => id.startsWith('US-2-') || id.startsWith('US-2A-'))).toBe(false);
  });
  it('T03: landing spends RP, at most 4 RP at one beach per turn', () => {
    const base = start.state;
    const s: State = { ...base, invasion: null, phase: 'allied-movement', turn: 4, space: 4, rp: 4, rpLanded: 0, units: base.units.map((u) => (u.box === 'landing' ? { ...u, box: 'map' as const, hex: '2914' } : u.box === 'wave' ? { ...u, box: 'eliminated' as const } : u)) };
    const lands = game.legalMoves(s).filter((m): m is Extract<Move, { type: 'land' }> => m.type === 'land' && m.to === '2914');
    const regiment = lands.find((m) => m.unit === 'US-9-39');
    expect(regiment).toBeDefined();
    const after = play(s, regiment!);
    expect([after.rp, after.rpLanded]).toEqual([1, 3]);
    // 1 RP left: a 1-RP unit may still land, a 3-RP regiment may not.
    const next = game.legalMoves(after).filter((m) => m.type === 'land');
    expect(next.some((m) => (m as { unit: string }).unit === 'US-9-47')).toBe(false);
  });
  it('26.3.4: RP buy SupP only from turn 6, at 3 RP each', () => {
    const s: State = { ...start.state, invasion: null, phase: 'allied-movement', turn: 5, rp: 4 };
    expect(game.legalMoves(s).some((m) => m.type === 'buy-supply')).toBe(false);
    const t6 = { ...s, turn: 6 };
    expect(game.legalMoves(t6).some((m) => m.type === 'buy-supply')).toBe(true);
    const bought = play(t6, { type: 'buy-supply' });
    expect([bought.rp, bought.supply.us]).toEqual([1, s.supply.us + 1]);
  });
});
