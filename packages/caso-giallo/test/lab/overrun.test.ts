import { describe, expect, it } from 'vitest';
import { game, type State } from '@esagono/caso-giallo';
import { play } from '../helpers.js';
import { LL, LH, labPosition } from './lab.js';

const u = (s: State, id: string) => s.units.find((x) => x.id === id)!;
const overruns = (s: State) => game.legalMoves(s).flatMap((m) => (m.type === 'overrun' ? [LH(m.target)] : []));

describe('CG R10.3c Overrun on the rules lab', () => {
  it('T12 two Panzer divisions (CS 10, MA 6) overrun a CS 1 unit: it is disrupted and retreated 2 hexes by the German; 2 MP to enter, 2 left', () => {
    let s = labPosition({ '1Pz': '0202', '2Pz': '0202', GM: '0205' }, 'german', 'move');
    s = play(s, { type: 'group', units: ['1Pz', '2Pz'] });
    s = play(s, { type: 'step', unit: '1Pz', to: LL('0203') });
    s = play(s, { type: 'step', unit: '1Pz', to: LL('0204') });
    expect(s.moving!.mp).toBe(4);
    expect(overruns(s)).toEqual(['0205']);
    s = play(s, { type: 'overrun', target: LL('0205') });
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'german' }); // the overrunning player retreats it
    expect(u(s, 'GM').dis).toBe(true);
    const retreat = game.legalMoves(s)[0]!;
    expect(retreat.type).toBe('retreat');
    if (retreat.type === 'retreat') expect(retreat.path).toHaveLength(2);
    s = play(s, retreat);
    expect([u(s, '1Pz').loc, u(s, '2Pz').loc].map(LH)).toEqual(['0205', '0205']);
    expect(s.moving!.mp).toBe(2);
  });

  it('T12 variants: an already disrupted unit is eliminated; one division (5-1) or a City target cannot be overrun', () => {
    let s = labPosition({ '1Pz': '0204', '2Pz': '0204', GM: '0205' }, 'german', 'move');
    s = { ...s, units: s.units.map((x) => (x.id === 'GM' ? { ...x, dis: true } : x)) };
    s = play(s, { type: 'group', units: ['1Pz', '2Pz'] });
    s = play(s, { type: 'overrun', target: LL('0205') });
    expect(u(s, 'GM').loc).toBe(-1);
    expect(u(s, '1Pz').loc).toBe(LL('0205'));
    let one = labPosition({ '1Pz': '0203', GM: '0205' }, 'german', 'move');
    one = play(one, { type: 'select', unit: '1Pz' });
    expect(overruns(one)).toEqual([]); // CG R10.3c: one division picked alone, 5-1
    one = play(one, { type: 'step', unit: '1Pz', to: LL('0204') });
    expect(overruns(one)).toEqual([]);
    let city = labPosition({ '1Pz': '0304', '2Pz': '0304', GM: '0405' }, 'german', 'move');
    city = play(city, { type: 'group', units: ['1Pz', '2Pz'] });
    expect(overruns(city)).toEqual([]);
  });
});
