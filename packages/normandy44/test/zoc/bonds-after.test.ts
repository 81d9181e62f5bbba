import { describe, expect, it } from 'vitest';
import { Rng } from '@esagono/kernel';
import { bondsAfter, bondsFrom } from '../../src/zoc/bonds.js';
import { board } from '../../src/position.js';
import { sideContext } from '../../src/movement/context.js';
import type { Board } from '../../src/map/index.js';
import { seededPositions } from '../perf/digest.js';

const space = (b: Board) => (): Uint8Array => new Uint8Array(b.map.size * 7);

/**
 * zoc/bonds.ts `bondsAfter`: the bonds against an occupancy that changed at a few hexes, read again
 * only on and around those hexes (N44 8.5.3), equal `bondsFrom`'s read of the whole map; unchanged
 * bonds are the very object given.
 */
describe('bonds read again around changed hexes equal bonds read from scratch (N44 8.5)', () => {
  for (const scenario of ['mini-game', 'cherbourg'] as const) {
    it(`${scenario}: enemy units added and removed beside the groups of seeded positions`, () => {
      const rng = new Rng(31);
      const positions = seededPositions(32, scenario);
      let changed = 0;
      let kept = 0;
      for (let n = 0; n < positions.length; n += 25) {
        const s = positions[n]!;
        const b = board(s);
        for (const [own, foe] of [['german', 'allied'], ['allied', 'german']] as const) {
          const owner = sideContext(s, own, b).owner;
          const before = sideContext(s, foe, b).occ.slice();
          const last = bondsFrom(b, owner, before);
          // A few hexes flipped, most beside a group (where they may cancel a bond), some anywhere.
          const groups = [...owner.keys()].filter((l) => owner[l] === 1);
          if (groups.length === 0) continue;
          const after = before.slice();
          const at: number[] = [];
          for (let k = 0; k < 3; k++) {
            const g = groups[rng.int(groups.length)]!;
            const loc = k === 2 ? rng.int(b.map.size) : b.map.neighbor(g, rng.int(6));
            if (loc < 0) continue;
            after[loc] = after[loc] ? 0 : 1;
            at.push(loc);
          }
          const got = bondsAfter(b, owner, after, last, at, space(b));
          const fresh = bondsFrom(b, owner, after);
          expect([...got.hex]).toEqual([...fresh.hex]);
          expect([...got.side]).toEqual([...fresh.side]);
          if (got === last) kept++;
          else changed++;
        }
      }
      expect(changed).toBeGreaterThan(10);
      expect(kept).toBeGreaterThan(0);
    }, 60_000);
  }
});
