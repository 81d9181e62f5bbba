import { describe, expect, it } from 'vitest';
import { game } from '../../src/index.js';
import { normandyBoard } from '../../src/map/index.js';
import { unitById } from '../../src/position.js';
import { adjacentZones, entrySixths } from '../../src/replacements/reinforcements.js';
import type { Campaign, Move, SetupInput, State } from '../../src/state.js';
import { allMoves, play } from '../helpers.js';

type U = { id: string; hex: string | null; box: 'map' | 'reinforcement'; arrives?: number; entry?: string | null };

/** A campaign position on the stand-in map with `units`, in the German Movement Phase of `turn`. */
function position(units: readonly U[], turn = 3, patch: Partial<State> = {}): State {
  const input: SetupInput = {
    scenario: 'campaign', name: 'reinforcements', edition: '2010', lastTurn: 22,
    provenance: { kind: 'derived', note: 'test' }, germanSupply: 0,
    options: { historicalWeather: false, flankFire: false },
    units: units.map((u) => ({ arrives: 0, entry: null, ...u })),
  };
  const r = game.setup(input as never);
  if (!r.ok) throw new Error(r.error.message);
  return { ...r.state, invasion: null, turn, phase: 'german-movement', space: 4, ...patch, campaign: { ...(r.state.campaign as Campaign), sectors: [] } };
}
// Each unit's moves, its entries too, listed once it is picked (N44 9.1, 6.6).
const legal = (s: State) => allMoves(s);
const of = <T extends Move['type']>(s: State, t: T) => legal(s).filter((m): m is Extract<Move, { type: T }> => m.type === t);
const step = (s: State, m: Move): State => play(s, m);
// The Allied Utah engineer keeps the Allies on the board; a German infantry reinforcement of the green zone (MA 3).
const ENGINEER: U = { id: 'US-Eng-1S', hex: '2914', box: 'map' };
const INF: U = { id: 'ge-265-kg', hex: null, box: 'reinforcement', arrives: 3, entry: '1002' };
const b = normandyBoard();

describe('German reinforcements (N44 6.6)', () => {
  it('6.6 a due reinforcement enters at any Entry Hex of its colour, or waits a turn for an adjacent zone', () => {
    const s = position([ENGINEER, INF]);
    // Green entry hexes of the stand-in map: 1002, 1006, 1010, 1015.
    expect(of(s, 'enter').map((m) => m.to).sort()).toEqual(['1002', '1006', '1010', '1015']);
    // The zone next to Green is Red (the order Green, Red, Orange, Blue along the edges).
    expect(of(s, 'delay-entry').map((m) => m.colour)).toEqual(['red']);
    expect(adjacentZones('orange')).toEqual(['red', 'blue']);
    // The phase does not end before the choice.
    expect(of(s, 'end-phase')).toEqual([]);
    // Not before its turn.
    expect(of(position([ENGINEER, { ...INF, arrives: 4 }]), 'enter')).toEqual([]);
  });
  it('6.6 an Entry Hex with an Allied unit is closed', () => {
    const s = position([ENGINEER, { id: 'US-29-116', hex: '1006', box: 'map' }, INF]);
    expect(of(s, 'enter').map((m) => m.to).sort()).toEqual(['1002', '1010', '1015']);
  });
  it('6.6 entering pays the first hex: 1/2 MP by road, the terrain cost off road, out of the MA', () => {
    const s = position([ENGINEER, INF]);
    const u = unitById(s, INF.id)!;
    expect(entrySixths(s, u, b, b.locOf('1002'))).toBe(3); // secondary road: 1/2 MP (N44 9.3)
    expect(entrySixths(s, u, b, b.locOf('1006'))).toBe(6); // bocage off road: 1 MP (TEC)
    const entered = step(s, { type: 'enter', unit: INF.id, to: '1006' });
    expect(unitById(entered, INF.id)).toMatchObject({ box: 'map', hex: '1006', moved: false, entryMp: 6 });
    // With 2 of its 3 MP left it reaches less than a unit that starts the phase on 1006.
    const fresh = { ...entered, units: entered.units.map((x) => (x.id === INF.id ? { ...x, entryMp: undefined } : x)) };
    const reach = (st: State) => of(st, 'move').filter((m) => m.unit === INF.id).map((m) => m.to).sort();
    expect(reach(entered).length).toBeGreaterThan(0);
    expect(reach(entered).every((h) => reach(fresh).includes(h))).toBe(true);
    expect(reach(entered).length).toBeLessThan(reach(fresh).length);
    // Once every due unit has entered, the phase may end.
    expect(of(entered, 'end-phase')).toHaveLength(1);
  });
  it('6.6 9.1 an entry is the unit\'s own move: the reinforcement is picked, its entries and its wait listed next, the pick cleared after', () => {
    const s = position([ENGINEER, INF]);
    const top = game.legalMoves(s);
    expect(top.some((m) => m.type === 'enter' || m.type === 'delay-entry')).toBe(false);
    expect(top).toContainEqual({ type: 'select', unit: INF.id });
    // Refused unpicked, accepted once picked.
    const r = game.resolve(s, { type: 'enter', unit: INF.id, to: '1002' });
    expect(r.ok ? 'accepted' : r.error.code).toBe('illegal-move');
    const picked = step(s, { type: 'select', unit: INF.id });
    const own = game.legalMoves(picked);
    expect(own.map((m) => m.type).sort()).toEqual(['delay-entry', 'deselect', 'enter', 'enter', 'enter', 'enter']);
    expect(own.every((m) => m.type === 'deselect' || ('unit' in m && m.unit === INF.id))).toBe(true);
    const entered = step(picked, { type: 'enter', unit: INF.id, to: '1002' });
    expect(entered.moving).toBe(null);
    // On the map and not stopped, it is picked again to move on with the MA it has left (N44 6.6).
    expect(game.legalMoves(entered)).toContainEqual({ type: 'select', unit: INF.id });
    expect(step(picked, { type: 'delay-entry', unit: INF.id, colour: 'red' }).moving).toBe(null);
  });
  it('6.6 German mech units enter a main road at 1/2 MP, at 1/3 in Storm (N44 9.7)', () => {
    const pz: U = { id: 'ge-12ss-25', hex: null, box: 'reinforcement', arrives: 3, entry: '1020' };
    const s = position([ENGINEER, pz]);
    expect(entrySixths(s, unitById(s, pz.id)!, b, b.locOf('1020'))).toBe(3);
    expect(entrySixths({ ...s, space: 1 }, unitById(s, pz.id)!, b, b.locOf('1020'))).toBe(2);
  });
  it('6.6 a reinforcement entering an Allied ZOC stops there', () => {
    const s = position([{ id: 'US-29-116', hex: '1102', box: 'map' }, ENGINEER, INF]);
    const entered = step(s, { type: 'enter', unit: INF.id, to: '1002' });
    expect(unitById(entered, INF.id)).toMatchObject({ hex: '1002', moved: true });
  });
  it('6.6 a delayed reinforcement comes next turn in the adjacent zone, and may wait again', () => {
    const s = step(position([ENGINEER, INF]), { type: 'delay-entry', unit: INF.id, colour: 'red' });
    expect(unitById(s, INF.id)).toMatchObject({ box: 'reinforcement', arrives: 4 });
    expect(of(s, 'enter')).toEqual([]);
    const next = { ...s, turn: 4 };
    expect(of(next, 'enter').map((m) => m.to).sort()).toEqual(['1020', '1025', '1029']);
    expect(of(next, 'delay-entry').map((m) => m.colour)).toEqual(['green', 'orange']);
  });
  it('6.6 a reinforcement that spent 1 MP or less entering may take a Reserve marker (N44 15.1)', () => {
    const s = position([ENGINEER, INF]);
    const byRoad = step(s, { type: 'enter', unit: INF.id, to: '1002' });
    expect(of(byRoad, 'reserve').some((m) => m.unit === INF.id && m.to === undefined)).toBe(true);
    // By the road at 1/2 MP, a further hop must cost at most the other 1/2 MP.
    const hops = of(byRoad, 'reserve').filter((m) => m.unit === INF.id && m.to !== undefined);
    const bocage = of(step(s, { type: 'enter', unit: INF.id, to: '1006' }), 'reserve').filter((m) => m.unit === INF.id);
    expect(bocage.filter((m) => m.to !== undefined)).toEqual([]);
    expect(hops.length).toBeLessThanOrEqual(2);
  });
  it('9.8 a mech reinforcement may go on by Strategic Movement after entering', () => {
    const pz: U = { id: 'ge-12ss-25', hex: null, box: 'reinforcement', arrives: 3, entry: '1020' };
    const s = step(position([ENGINEER, pz]), { type: 'enter', unit: pz.id, to: '1020' });
    const sm = of(s, 'move').filter((m) => m.unit === pz.id && m.mode === 'strategic');
    const normal = of(s, 'move').filter((m) => m.unit === pz.id && m.mode === undefined);
    expect(sm.length).toBeGreaterThan(0);
    // SM doubles the MA along roads: it reaches a road hex a normal move cannot.
    expect(sm.some((m) => !normal.some((n) => n.to === m.to))).toBe(true);
  });
  it('9.8.6 a non-mech reinforcement may take the Truck on the turn it enters', () => {
    const s = step(position([ENGINEER, INF]), { type: 'enter', unit: INF.id, to: '1002' });
    expect(of(s, 'move').some((m) => m.unit === INF.id && m.mode === 'truck')).toBe(true);
  });
});

describe('the 243rd and 709th mobilize (N44 6.7)', () => {
  const MOB: U[] = ['ge-243-920', 'ge-243-921', 'ge-709-729', 'ge-709-739'].map((id) => ({ id, hex: null, box: 'reinforcement', arrives: 2 }));
  it('mobilization units come one a division a turn from turn 2, on the division hexes, by the German choice', () => {
    const s = position([ENGINEER, ...MOB], 2);
    // 243rd hexes 3004, 3204; 709th hexes 3309, 3410 (stand-in map).
    expect(of(s, 'enter').filter((m) => m.unit === 'ge-243-920').map((m) => m.to)).toEqual(['3004', '3204']);
    expect(of(s, 'enter').filter((m) => m.unit === 'ge-709-739').map((m) => m.to)).toEqual(['3309', '3410']);
    // Optional: the phase may end without them.
    expect(of(s, 'end-phase')).toHaveLength(1);
    const one = step(s, { type: 'enter', unit: 'ge-243-921', to: '3204' });
    expect(unitById(one, 'ge-243-921')).toMatchObject({ box: 'map', hex: '3204', moved: false });
    // One a division a turn: no more 243rd this turn, the 709th still may.
    expect(of(one, 'enter').filter((m) => m.unit.startsWith('ge-243'))).toEqual([]);
    expect(of(one, 'enter').filter((m) => m.unit.startsWith('ge-709')).length).toBe(4);
    // Next turn the 243rd may send another.
    expect(of({ ...one, turn: 3 }, 'enter').filter((m) => m.unit === 'ge-243-920').length).toBeGreaterThan(0);
    // Not on turn 1.
    expect(of(position([ENGINEER, ...MOB], 1), 'enter')).toEqual([]);
  });
  it('6.7 a mobilization hex with an Allied unit or in Allied ZOC is closed', () => {
    const s = position([ENGINEER, { id: 'US-29-116', hex: '3003', box: 'map' }, ...MOB], 2);
    expect(of(s, 'enter').filter((m) => m.unit === 'ge-243-920').map((m) => m.to)).toEqual(['3204']);
  });
});
