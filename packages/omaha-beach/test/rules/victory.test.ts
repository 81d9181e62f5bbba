// DDOB 13 winning and losing: catastrophic defeat (§7.4-3) and VP (E-31); Easy Fox stand-in.
import { describe, expect, it } from 'vitest';
import { EASY_FOX_STAND_IN, catastrophe, infantryLosses, victoryPoints, vpControlled, type State } from '../../src/index.js';
import { blank, withUs } from '../helpers.js';

describe('DDOB 13.1 catastrophic defeat', () => {
  it('§7.4-3 eight regular infantry of one division at 1 step or eliminated lose the game (turns 1–16)', () => {
    const ids = ['A/1/16', 'B/1/16', 'C/1/16', 'D/1/16', 'E/2/16', 'F/2/16', 'G/2/16', 'H/2/16'];
    let s = blank('easy-fox', 9);
    ids.slice(0, 7).forEach((id, i) => (s = withUs(s, id, `05${String(6 + i).padStart(2, '0')}`, { steps: 1 })));
    s = withUs(s, 'C/2R', '0513', { steps: 1 }); // Rangers never count (13.11)
    expect(infantryLosses(s, '1st')).toBe(7);
    expect(catastrophe(s)).toBeNull();
    s = withUs(s, 'H/2/16', { kind: 'out', why: 'eliminated' }, { steps: 0 });
    expect(catastrophe(s)).toBe('1st');
    // 20.1: from turn 17 the limit is 14.
    expect(catastrophe({ ...s, turn: 17 })).toBeNull();
  });
});

describe('DDOB 13.2 victory points', () => {
  it('E-31 a two-hex WN counts only when both hexes are controlled', () => {
    let s: State = blank('easy-fox', 9);
    s = withUs(s, 'A/1/16', '0812', { steps: 1 });
    let ctl = vpControlled(s);
    expect(ctl.has('0812') && !ctl.has('0912')).toBe(true);
    s = withUs(s, 'B/1/16', '0912', { steps: 1 });
    ctl = vpControlled(s);
    expect(ctl.has('0812') && ctl.has('0912')).toBe(true);
  });
  it('Easy Fox victory is a documented stand-in: 10 VP in the East sector', () => {
    expect(EASY_FOX_STAND_IN).toMatchObject({ winAt: 10, provenance: { kind: 'stand-in' } });
  });
});

describe('DDOB 13.22 positions behind US lines', () => {
  it('an empty position with US LOC, no German LOC and outside German FoF scores without a US unit on it', () => {
    // With no German unit on the map no position has a FoF; US units on the exits' approaches cut German LOC.
    const empty: State = blank('easy-fox', 16);
    const none = victoryPoints(empty);
    expect(none).toBe(0); // every East position still traces German communication to exits A, B or C
    let s = empty;
    const blockers: [string, string][] = [['A/1/16', '1001'], ['B/1/16', '1902'], ['C/1/16', '2015']];
    for (const [id, hex] of blockers) s = withUs(s, id, hex);
    expect(victoryPoints(s)).toBeGreaterThan(none + 3);
  });
});
