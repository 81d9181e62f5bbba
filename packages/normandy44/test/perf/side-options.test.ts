import { describe, expect, it } from 'vitest';
import { contextOf } from '../../src/context.js';
import { onMap, overstacked, stackLegal } from '../../src/position.js';
import type { Player, State, UnitState } from '../../src/state.js';
import { seededPlayer } from './digest.js';

// The Movement listing's side options (issue #17, session 14): each answer carried over a unit list's
// lineage or kept in the game's context equals a plain scan of the position, written out here.

/** Over-stacked hexes by a map of every hex's stack, in the order of each hex's first unit (N44 7.1). */
function overstackedScan(s: State, side: Player): string[] {
  const by = new Map<string, UnitState[]>();
  for (const u of s.units) {
    if (u.side !== side || !onMap(u)) continue;
    const here = by.get(u.hex as string);
    if (here) here.push(u);
    else by.set(u.hex as string, [u]);
  }
  return [...by].filter(([, us]) => !stackLegal(us)).map(([h]) => h);
}

describe('the pass listing\'s side options equal a scan of the position (issue #17)', () => {
  it('over-stacked hexes (N44 7.1-7.2), scanned or rechecked from the parent list, along played games', () => {
    let over = 0;
    let carried = 0;
    for (const seed of [4, 12]) {
      const p = seededPlayer('mini-game', seed);
      while (!p.done()) {
        p.step();
        const s = p.state;
        if (contextOf(s).lineages.get(s.units) !== undefined) carried++;
        for (const side of ['german', 'allied'] as const) {
          const found = overstacked(s, side);
          expect(found).toEqual(overstackedScan(s, side));
          over += found.length;
        }
      }
    }
    expect(carried).toBeGreaterThan(100);
    expect(over).toBeGreaterThan(0);
  });
});
