/** CG R11.4b: only an overstacked end lets a retreat go one hex farther (rules lab). */
import { describe, expect, it } from 'vitest';
import type { Combat } from '@esagono/caso-giallo';
import { retreatOptions } from '../../src/combat/results.js';
import { LB, LH, LL, labPosition } from '../lab/lab.js';

const dr = (target: string): Combat => ({
  stage: 'retreat', attacker: 'allied', target: LL(target), attackers: ['F1'], defenders: ['IV'], attackerAir: 0, defenderAir: 0, engaged: false,
  column: 2, result: 'DR', retreatHexes: 2, losses: [], priority: [], retreating: ['IV'], advancing: [], maxAdvance: 1, disAfter: 'none',
});

describe('CG R11.4b retreat length', () => {
  it('CG R11.4b: a two-hex retreat whose second hex is next to the start is not extended to a third hex; an overstacked end is', () => {
    const s = labPosition({ IV: '0404', F1: '0403' }, 'allied', 'combat');
    const paths = retreatOptions(s, dr('0404'), s.units.find((u) => u.id === 'IV')!).map((p) => p.map(LH));
    expect(paths.length).toBeGreaterThan(0);
    for (const p of paths) {
      expect(p.length).toBeLessThanOrEqual(2);
      if (p.length === 2) expect(LB.distance(LL('0404'), LL(p[1]!))).toBe(2);
    }
    // Every two-hex end full (V, a corps, in each hex two east): the third hex is allowed (R11.4b).
    const crowded = labPosition({ IV: '0404', V: '0406', F1: '0403' }, 'allied', 'combat');
    const longer = retreatOptions(crowded, dr('0404'), crowded.units.find((u) => u.id === 'IV')!).map((p) => p.map(LH));
    expect(longer.some((p) => p.length === 3 && p[1] === '0406')).toBe(true);
  });
});
