import { describe, expect, it } from 'vitest';
import { NAVAL_BATTERIES, survivingBatteries } from '../../src/combat/batteries.js';
import { board } from '../../src/position.js';
import type { State } from '../../src/state.js';
import { play, position } from '../helpers.js';

const on = { historicalWeather: false, flankFire: false, navalBatteries: true };
const at = (us: string, patch: Partial<State> = {}) =>
  position([['ge-91-1057', '3509'], ['US-4-8', us]], { phase: 'allied-movement', turn: 3, space: 3, naval: 1, options: on, ...patch });

describe('German naval batteries (optional N44 28.3)', () => {
  it('28.3 the rule names Crisbecq 3012, Pointe du Hoc 2818 (US side), Longues 2623 and Mont Canisy 2437 (British side)', () => {
    expect(NAVAL_BATTERIES.map((x) => `${x.hex} ${x.nation}`)).toEqual(['3012 US', '2818 US', '2623 CW', '2437 CW']);
    // On the Cotentin map only Crisbecq is on the board.
    expect(survivingBatteries(at('2914'), board(), 'US')).toEqual(['3012']);
  });
  it('28.3 from turn 2 a US naval unit is spent on Crisbecq at the start of the Allied Combat Phase', () => {
    const s = play(at('2914'), { type: 'end-phase' });
    expect(s.phase).toBe('allied-combat');
    expect(s.naval).toBe(0);
  });
  it('28.3 as a switch: off, the naval unit stays free', () => {
    const s = play(at('2914', { options: { historicalWeather: false, flankFire: false } }), { type: 'end-phase' });
    expect(s.naval).toBe(1);
  });
  it('28.3 a battery is eliminated when Allied forces occupy its hex; then the US naval units are free', () => {
    const s = play(at('3012'), { type: 'end-phase' });
    expect(s.silencedBatteries).toEqual(['3012']);
    expect(s.naval).toBe(1);
    // It stays eliminated after the unit leaves.
    const later = play({ ...s, units: s.units.map((u) => (u.id === 'US-4-8' ? { ...u, hex: '2914' } : u)), phase: 'allied-movement' }, { type: 'end-phase' });
    expect(later.naval).toBe(1);
  });
});
