// The static per-unit tables behind `isLeader` and `combatData` (core.ts; 2.2, 11) answer as the
// counter data does, and an unknown id still throws.
import { describe, expect, it } from 'vitest';
import { combatData, isLeader, usData } from '../../src/core.js';
import { US_UNITS } from '../../src/data/us-units.js';
import { isCombat } from '../../src/data/types.js';

describe('per-unit tables (issue #18)', () => {
  it('isLeader and combatData agree with the counter data for every US unit', () => {
    for (const u of US_UNITS) {
      const d = usData(u.id);
      expect(isLeader(u.id)).toBe(d.type === 'hq' || d.type === 'general');
      expect(combatData(u.id)).toBe(isCombat(d) ? d : null);
    }
    expect(US_UNITS.some((u) => isLeader(u.id))).toBe(true);
  });
  it('an unknown unit throws', () => {
    expect(() => isLeader('no-such-unit')).toThrow();
    expect(() => combatData('no-such-unit')).toThrow();
  });
});
