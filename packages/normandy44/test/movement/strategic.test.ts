import { describe, expect, it } from 'vitest';
import { game } from '../../src/game.js';
import { defenceStrength, shifts } from '../../src/combat/odds.js';
import { moveDestinations } from '../../src/movement/movement.js';
import { clearMarkers, modesFor, strategicDestinations } from '../../src/movement/strategic.js';
import { unitById } from '../../src/position.js';
import type { State } from '../../src/state.js';
import { allMoves, play, position, withAttack } from '../helpers.js';

// A scenario other than Cherbourg (which forbids SM and the Truck, N44 26.3.5).
const open = (units: readonly (readonly [string, string])[], patch: Partial<State> = {}): State =>
  ({ ...position(units, { turn: 3, space: 3, ...patch }), scenario: 'mini-game' }) as unknown as State;
const u = (s: State, id: string) => unitById(s, id)!;

describe('Strategic Movement (N44 9.8)', () => {
  it('26.3.5 not in the Cherbourg scenario, and 9.8.7 not on turn 1', () => {
    const cherbourg = position([['ge-pzbn-100', '3409'], ['US-4-8', '2003']], { turn: 3, space: 3 });
    expect(modesFor(cherbourg, u(cherbourg, 'ge-pzbn-100'))).toEqual([]);
    const t1 = open([['ge-pzbn-100', '3409'], ['US-4-8', '2003']], { turn: 1 });
    expect(modesFor(t1, u(t1, 'ge-pzbn-100'))).toEqual([]);
  });
  it('9.8.1 SM doubles a mech unit\'s MA along roads: Carentan (11 main-road hexes at 1/2 MP) only by SM', () => {
    const s = open([['ge-pzbn-100', '3409'], ['US-4-8', '2003']]);
    expect(modesFor(s, u(s, 'ge-pzbn-100'))).toEqual(['strategic']);
    const sm = strategicDestinations(s, u(s, 'ge-pzbn-100'), 'strategic');
    expect(sm).toContain('2512');
    expect(moveDestinations(s, u(s, 'ge-pzbn-100'))).not.toContain('2512');
    // Wholly along roads: no off-road hex next to the start that the normal move reaches.
    expect(sm).not.toContain('3410');
    expect(allMoves(s)).toContainEqual({ type: 'move', unit: 'ge-pzbn-100', to: '2512', mode: 'strategic' });
  });
  it('9.8.1 not for OOS or DG units', () => {
    const s = open([['ge-pzbn-100', '3409'], ['US-4-8', '2003']]);
    for (const patch of [{ oos: 1 as const }, { dg: true }]) {
      const x = { ...s, units: s.units.map((y) => (y.id === 'ge-pzbn-100' ? { ...y, ...patch } : y)) };
      expect(modesFor(x, u(x, 'ge-pzbn-100'))).toEqual([]);
    }
  });
  it('9.8.2 an SM unit may not start in or enter enemy ZOC, nor end stacked with any unit', () => {
    const inZoc = open([['ge-pzbn-100', '3409'], ['US-4-8', '3410']]);
    expect(strategicDestinations(inZoc, u(inZoc, 'ge-pzbn-100'), 'strategic')).toEqual([]);
    const near = open([['ge-pzbn-100', '3409'], ['US-4-8', '3112']]);
    const d = strategicDestinations(near, u(near, 'ge-pzbn-100'), 'strategic');
    expect(d).not.toContain('3111');
    expect(d.length).toBeGreaterThan(0);
    const stacked = open([['ge-pzbn-100', '3409'], ['ge-91-1057', '3209'], ['US-4-8', '2003']]);
    expect(strategicDestinations(stacked, u(stacked, 'ge-pzbn-100'), 'strategic')).not.toContain('3209');
    expect(strategicDestinations(stacked, u(stacked, 'ge-pzbn-100'), 'strategic')).toContain('3210');
  });
  it('9.8.3 at most 3 SM markers a side; 9.8.5 they come off at the side\'s next Movement Phase', () => {
    const s = open([['ge-pzbn-100', '3409'], ['ge-91-1057', '3506'], ['ge-91-1058', '3504'], ['ge-6fj', '3502'], ['US-4-8', '2003']]);
    const three = { ...s, units: s.units.map((x) => (['ge-91-1057', 'ge-91-1058', 'ge-6fj'].includes(x.id) ? { ...x, sm: true } : x)) };
    expect(modesFor(three, u(three, 'ge-pzbn-100'))).toEqual([]);
    const cleared = clearMarkers(three, 'german');
    expect(cleared.units.filter((x) => x.sm === true)).toEqual([]);
    const moved = play(s, { type: 'move', unit: 'ge-pzbn-100', to: '2512', mode: 'strategic' });
    expect(u(moved, 'ge-pzbn-100')).toMatchObject({ hex: '2512', sm: true, moved: true });
  });
  it('9.8.4 a unit attacked under an SM marker gets no DCB and the attacker 1R; the attack removes the marker (9.8.5 c)', () => {
    // An infantry regiment that came by Truck and SM (9.8.6).
    const s = open([['ge-91-1057', '3108'], ['US-4-8', '3109']], { phase: 'allied-combat' });
    const marked = { ...s, units: s.units.map((x) => (x.id === 'ge-91-1057' ? { ...x, sm: true, truck: true } : x)) };
    expect(defenceStrength(s, '3108').dcb).toBeGreaterThan(0);
    expect(defenceStrength(marked, '3108').dcb).toBe(0);
    const c = withAttack(marked, '3108', ['US-4-8'], 'allied:4');
    expect(shifts(c, c.combat!)).toContainEqual({ why: 'defender under Strategic Movement', rule: 'N44 9.8.4', shift: 1 });
    const rolled = play(c, { type: 'resolve' });
    expect(u(rolled, 'ge-91-1057')).toMatchObject({ sm: false, truck: false });
  });
});

describe('the German Truck (N44 9.8.6)', () => {
  it('9.8.6 one German non-mech unit a turn moves as mech with MA 5, 3 in Clear; doubled with SM', () => {
    const s = open([['ge-91-1057', '3409'], ['ge-91-1058', '3504'], ['US-4-8', '2003']]);
    expect(modesFor(s, u(s, 'ge-91-1057'))).toEqual(['truck', 'truck-strategic']);
    const overcast = strategicDestinations(s, u(s, 'ge-91-1057'), 'truck');
    const clear = { ...s, space: 5 };
    const slow = strategicDestinations(clear, u(clear, 'ge-91-1057'), 'truck');
    expect(overcast.length).toBeGreaterThan(slow.length);
    expect(strategicDestinations(s, u(s, 'ge-91-1057'), 'truck-strategic')).toContain('2512');
    const trucked = play(s, { type: 'move', unit: 'ge-91-1057', to: overcast[0]!, mode: 'truck' });
    expect(u(trucked, 'ge-91-1057').truck).toBe(true);
    // Once a turn: the other infantry unit gets no Truck now.
    expect(modesFor(trucked, u(trucked, 'ge-91-1058'))).toEqual([]);
  });
  it('9.8.6 no Truck for the Allies', () => {
    const s = open([['US-4-8', '2807'], ['ge-91-1057', '3509']], { phase: 'allied-movement' });
    expect(modesFor(s, u(s, 'US-4-8'))).toEqual([]);
  });
});
