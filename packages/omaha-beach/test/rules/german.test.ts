// DDOB 9 German units, DMs and reinforcements; 8.33 retreat; 12 communication (digest §7.4 tests 8–10).
import { describe, expect, it } from 'vitest';
import { applyEvent, germanLoc, usControlled, type State } from '../../src/index.js';
import { addDepthMarker, defeat, reinforce, reinforcementPosition } from '../../src/german/index.js';
import { blank, withGerman, withUs } from '../helpers.js';

describe('DDOB 9.2 adding a depth marker', () => {
  it('goes to the unit nearest a US unit; draws from the WN box for a WN', () => {
    let s = blank('easy-fox', 5);
    s = withGerman(s, '0916', 'wn-plain'); // WN64
    s = withGerman(s, '0807', 'wn-75'); // WN60
    s = withUs(s, 'A/1/16', '0815');
    const t = addDepthMarker(s, 'East');
    expect(t.german['0916']?.dm).toEqual({ back: 'wn', face: null, revealed: false });
    expect(t.german['0807']?.dm).toBeNull();
    expect(t.boxes.dmWn).toBe(s.boxes.dmWn - 1);
  });
  it('§7.4-9 no eligible unit in the named sector -> the other sector -> none', () => {
    let s = blank('first-wave', 5);
    s = withGerman(s, '0728', 'wn-75'); // West
    const t = addDepthMarker(s, 'East');
    expect(t.german['0728']?.dm?.back).toBe('wn');
    expect(addDepthMarker(blank('first-wave', 5), 'East')).toEqual(blank('first-wave', 5));
  });
});

describe('DDOB 9.3 event reinforcements', () => {
  it('places a face-down Tactical unit without DM in the zone, adjacent to a US unit first', () => {
    let s = blank('easy-fox', 5);
    s = withUs(s, 'A/1/16', '1112'); // next to C1 (1113)
    const p = reinforcementPosition(s, 'C');
    expect(p?.id).toBe('C1');
    const t = reinforce(s, 'C');
    expect(t.german['1113']).toEqual({ position: 'C1', unit: { cls: 'tactical', face: null, revealed: false }, dm: null, disrupted: false });
    expect(t.boxes.tactical).toBe(8);
  });
  it('without US units near, the lowest priority number of the zone', () => {
    expect(reinforcementPosition(blank('easy-fox', 5), 'A')?.id).toBe('A1');
  });
  it('§7.4-10 Tactical empty -> a Division unit with a DM; both empty -> none', () => {
    const s: State = { ...blank('first-wave', 5), boxes: { ...blank('first-wave', 5).boxes, tactical: 0 } };
    const t = reinforce(s, 'A');
    expect(t.german['1008']).toMatchObject({ unit: { cls: 'division' }, dm: { back: 'mobile' } });
    const none: State = { ...s, boxes: { ...s.boxes, division: 0 } };
    expect(reinforce(none, 'A')).toEqual(none);
  });
  it('Easy Fox ignores reinforcements for zones E, F, G (L2121)', () => {
    const s = blank('easy-fox', 5);
    expect(applyEvent(s, { kind: 'reinforce', zones: ['E', 'F', 'G'] }).state).toEqual(s);
  });
});

describe('DDOB 8.33 defeat and retreat', () => {
  it('§7.4-8 a defeated 352nd unit with LOC goes to the Division box; a 716th unit is removed', () => {
    let s = blank('first-wave', 5);
    s = withGerman(s, '1008', 'tactical', { face: '5/2/916' });
    s = withGerman(s, '1110', 'tactical', { face: '1/1/726' });
    expect(germanLoc(s, 'A1')).toBe(true);
    const t = defeat(defeat(s, '1008', true), '1110', true);
    expect(t.german['1008']).toBeUndefined();
    expect(t.german['1110']).toBeUndefined();
    expect(t.boxes.division).toBe(s.boxes.division + 1);
  });
});

describe('DDOB 12.2 German communication', () => {
  it('a position ringed by US-occupied hexes has no LOC', () => {
    let s = withGerman(blank('easy-fox', 5), '1113', 'tactical');
    expect(germanLoc(s, 'C1')).toBe(true);
    const ring = ['1112', '1114', '1012', '1013', '1213', '1212'];
    const ids = ['A/1/16', 'B/1/16', 'C/1/16', 'E/2/16', 'F/2/16', 'I/3/16'];
    ring.forEach((h, i) => (s = withUs(s, ids[i] as string, h)));
    expect(germanLoc(s, 'C1')).toBe(false);
  });
});

describe('DDOB 12.23 German communication through bocage', () => {
  /** C2 (1215) ringed by US units that control every neighbour, 1316 (bocage) included but not occupied. */
  function ringed(): State {
    let s = withGerman(blank('easy-fox', 9), '1215', 'tactical', { face: '5/2/916' });
    const hexes = ['1214', '1216', '1115', '1116', '1315'];
    const ids = ['A/1/16', 'B/1/16', 'C/1/16', 'E/2/16', 'F/2/16'];
    hexes.forEach((h, i) => (s = withUs(s, ids[i] as string, h)));
    return s;
  }
  it('E-12 an occupied reinforcement position traces LOC through the adjacent controlled bocage hex 1316, then 1416', () => {
    const s = ringed();
    expect(usControlled(s).has('1316')).toBe(true);
    expect(germanLoc(s, 'C2')).toBe(true);
    // Without the exception (an unoccupied position) the ring cuts it.
    const empty = { ...s, german: {} };
    expect(germanLoc(empty, 'C2')).toBe(false);
  });
  it('E-12 the exception covers only the first bocage hex: with 1416 controlled too there is no LOC', () => {
    const s = withUs(ringed(), 'G/2/16', '1417');
    expect(usControlled(s).has('1416')).toBe(true);
    expect(germanLoc(s, 'C2')).toBe(false);
  });
});

describe('DDOB 11.31 a General alone in a position', () => {
  it('does not stop a reinforcement: the German unit is placed and the General captured', () => {
    const s = withUs(blank('easy-fox', 10), 'Gen. Wyman', '1008'); // alone in A1
    const t = reinforce(s, 'A');
    expect(t.german['1008']?.position).toBe('A1');
    expect(t.us['Gen. Wyman']?.loc).toEqual({ kind: 'out', why: 'eliminated' });
  });
});
