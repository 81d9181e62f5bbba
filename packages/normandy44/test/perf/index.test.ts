import { describe, expect, it } from 'vitest';
import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios } from '../../src/index.js';
import { unitsAt } from '../../src/position.js';
import type { State } from '../../src/state.js';

/**
 * `unitsAt` answers from a per-unit-list index once a list is asked often (docs/performance.md):
 * its answers must be those of a scan of the list (N44 7.1 stacks, in the list's order), and a
 * caller may change the array it gets without changing the next answer.
 */
describe('units by hex: the index answers as the scan does', () => {
  it('every hex of a seeded mini-game position, asked many times, equals the scan', () => {
    const rng = new Rng(5);
    const start = game.setup(scenarios['mini-game']);
    if (!start.ok) throw new Error(start.error.message);
    let s: State = start.state;
    let checked = 0;
    for (let n = 0; n < 400 && game.actor(s).kind !== 'terminal'; n++) {
      if (n % 40 === 0) {
        const hexes = [...new Set(s.units.map((u) => u.hex).filter((h): h is string => h !== null)), '0101'];
        // Twice over every hex: past the first scans, the index answers.
        for (let round = 0; round < 2; round++) {
          for (const h of hexes) {
            const got = unitsAt(s, h);
            expect(got).toEqual(s.units.filter((u) => u.box === 'map' && u.hex === h));
            got.pop();
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
