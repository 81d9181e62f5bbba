import { describe, expect, it } from 'vitest';
import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios } from '../../src/index.js';
import { MapSchema, buildBoard, cotentinBoard, type MapFile } from '../../src/map/index.js';
import cotentinRaw from '../../src/map/cotentin.json';
import { moveDestinations } from '../../src/movement/movement.js';
import { supplyOracle } from '../../src/supply/supply.js';
import { onMap } from '../../src/position.js';
import type { State } from '../../src/state.js';

/**
 * The caches of a game's context (src/context.ts: movement, supply oracle) must give what a board with empty caches
 * gives: positions of a seeded game are read on the shared board (warm caches) and on a fresh
 * board built from the same map file (nothing cached).
 */
describe('per-board caches never change an answer (docs/performance.md)', () => {
  it('destinations and supply on warm caches equal those on a fresh board, over a seeded game', () => {
    const rng = new Rng(17);
    const start = game.setup(scenarios.cherbourg);
    if (!start.ok) throw new Error(start.error.message);
    let s: State = start.state;
    const warm = cotentinBoard();
    let checked = 0;
    for (let n = 0; game.actor(s).kind !== 'terminal' && n < 4000; n++) {
      if (n % 97 === 0 && s.phase.endsWith('movement')) {
        const cold = buildBoard(MapSchema.parse(cotentinRaw) as MapFile);
        const cold2 = buildBoard(MapSchema.parse(cotentinRaw) as MapFile);
        for (const u of s.units) {
          if (!onMap(u)) continue;
          expect(moveDestinations(s, u, warm)).toEqual(moveDestinations(s, u, cold));
          // The same units in another weather and turn: the cache must not answer from the first.
          const other = { ...s, space: s.space === 1 ? 5 : 1, turn: s.turn + 1 };
          expect(moveDestinations(other, u, warm)).toEqual(moveDestinations(other, u, cold2));
          for (const side of ['german', 'allied'] as const) {
            const loc = warm.locOf(u.hex as string);
            expect(supplyOracle(s, side, warm).supplied(loc)).toBe(supplyOracle(s, side, cold).supplied(loc));
          }
        }
        checked++;
      }
      const a = game.actor(s);
      const m = a.kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick([...game.legalMoves(s)]);
      const r = game.resolve(s, m);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(checked).toBeGreaterThan(3);
  }, 120_000);
});
