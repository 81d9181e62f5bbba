/** CG R12.11e-f: a Better Defense marker is lifted or lost the moment its hex is emptied (rules lab). */
import { describe, expect, it } from 'vitest';
import { game, type State } from '@esagono/caso-giallo';
import { betterDefenseLos, removeEmptiedBetterDefense } from '../../src/endphase/better-defense.js';
import { play } from '../helpers.js';
import { LL, labPosition } from '../lab/lab.js';

const u = (s: State, id: string) => s.units.find((x) => x.id === id)!;
const pool = (s: State) => s.campaign.betterDefensePool ?? 0;
/** A lab position with Better Defense markers on `markers` and `inPool` markers off the map. */
const withMarkers = (units: Record<string, string>, side: 'german' | 'allied', mode: 'move' | 'combat', markers: string[], inPool = 0): State => {
  const s = labPosition(units, side, mode, { turn: 1, betterDefense: markers.map(LL) });
  return { ...s, campaign: { ...s.campaign, betterDefensePool: inPool } };
};

describe('CG R12.11e-f Better Defense removal at the moment its hex empties', () => {
  it('CG R12.11e: the last unit moving out in a Move round lifts the marker for reuse at once (the hex traces a LOS); while one unit stays, it stays', () => {
    let s = withMarkers({ F1: '0203', GM: '0203' }, 'allied', 'move', ['0203'], 2);
    s = play(play(s, { type: 'select', unit: 'F1' }), { type: 'step', unit: 'F1', to: LL('0202') });
    expect(s.betterDefense).toEqual([LL('0203')]); // GM still under it
    expect(pool(s)).toBe(2);
    s = play(play(s, { type: 'select', unit: 'GM' }), { type: 'step', unit: 'GM', to: LL('0103') });
    // Removed at this move, not at the End Phase: back in the pool for the next segment.
    expect(s.betterDefense).toEqual([]);
    expect(pool(s)).toBe(3);
  });

  it('CG R12.11e: vacated by combat with a unit surviving its retreat: back to the pool at once', () => {
    // IV and V (8) against F1 (4): 2-1, the marker's 1L (R12.11a) makes it 1-1; a 6 is DR there (stand-in CRT).
    let s = withMarkers({ F1: '0203', IV: '0204', V: '0303' }, 'german', 'combat', ['0203'], 0);
    s = play(s, { type: 'attack', target: LL('0203') });
    s = play(s, { type: 'commit', unit: 'IV' });
    s = play(s, { type: 'commit', unit: 'V' });
    s = play(s, { type: 'resolve' });
    if (s.combat?.stage === 'defender-air') s = play(s, { type: 'resolve' });
    s = play(s, { type: 'roll', die: 6 });
    expect(s.combat).toMatchObject({ result: 'DR', stage: 'retreat' });
    expect(s.betterDefense).toEqual([LL('0203')]); // not yet: F1 is still there
    const retreat = game.legalMoves(s).find((m) => m.type === 'retreat')!;
    s = play(s, retreat);
    expect(u(s, 'F1').loc).toBeGreaterThanOrEqual(0);
    expect(s.betterDefense).toEqual([]);
    expect(pool(s)).toBe(1);
  });

  it('CG R12.11f: every unit of the hex eliminated: the marker is lost for the rest of the scenario', () => {
    const before = withMarkers({ B3: '0203', IV: '0204' }, 'german', 'combat', ['0203'], 0);
    const after: State = { ...before, units: before.units.map((x) => (x.id === 'B3' ? { ...x, loc: -1, steps: 0 } : x)) };
    const out = removeEmptiedBetterDefense(before, after);
    expect(out.betterDefense).toEqual([]);
    expect(pool(out)).toBe(0);
  });

  it('CG R12.11e-f: a hex that cannot trace a LOS loses its marker when abandoned; one that can keeps it for reuse', () => {
    // 0203 ringed: German units in 0202, 0204, Paris 0102 and 0303, their ZOC on the empty 0103 and 0302.
    const ring = { F1: '0203', IV: '0202', V: '0204', '1Pz': '0102', '2Pz': '0303' };
    const before = withMarkers(ring, 'allied', 'move', ['0203'], 0);
    expect(betterDefenseLos(before, LL('0203'), [u(before, 'F1')])).toBe(false);
    const moved: State = { ...before, units: before.units.map((x) => (x.id === 'F1' ? { ...x, loc: LL('0101') } : x)) };
    const lost = removeEmptiedBetterDefense(before, moved);
    expect(lost.betterDefense).toEqual([]);
    expect(pool(lost)).toBe(0);
    // Without the ring the same move returns it.
    const open = withMarkers({ F1: '0203' }, 'allied', 'move', ['0203'], 0);
    expect(betterDefenseLos(open, LL('0203'), [u(open, 'F1')])).toBe(true);
    const back = removeEmptiedBetterDefense(open, { ...open, units: open.units.map((x) => (x.id === 'F1' ? { ...x, loc: LL('0303') } : x)) });
    expect(pool(back)).toBe(1);
  });
});
