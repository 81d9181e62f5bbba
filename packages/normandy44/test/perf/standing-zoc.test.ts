import { describe, expect, it } from 'vitest';
import { board, zocOf } from '../../src/position.js';
import { sideContext } from '../../src/movement/context.js';
import { moveContext } from '../../src/movement/movement.js';
import { seededPlayer } from './digest.js';

// movement/context.ts: a standing reads its side's ZOC from its pieces (location and ZOC flag of each
// unit), holding no state; it must equal position.ts `zocOf`, the scan of the unit list (N44 8.1).
describe('a standing\'s ZOC read from its pieces equals the scan of the unit list (N44 8.1, movement/context.ts)', () => {
  for (const [scenario, seed] of [['mini-game', 21], ['cherbourg', 22]] as const) {
    it(`${scenario} seed ${seed}: both sides at every fifth position`, () => {
      const p = seededPlayer(scenario, seed);
      let checked = 0;
      let zocs = 0;
      while (!p.done()) {
        p.step();
        const s = p.state;
        const b = board(s);
        // Every position read, as a playout does (standings made from their parents'); compared at every fifth.
        moveContext(s, b);
        if (p.decisions % 5 !== 0) continue;
        for (const side of ['german', 'allied'] as const) {
          const fromPieces = sideContext(s, side, b).zoc;
          expect([...fromPieces]).toEqual([...zocOf(s, side, b)]);
          zocs += fromPieces.reduce((a, x) => a + x, 0);
        }
        checked++;
      }
      expect(checked).toBeGreaterThan(100);
      expect(zocs).toBeGreaterThan(0);
    }, 120_000);
  }
});
