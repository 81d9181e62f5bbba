import { describe, expect, it } from 'vitest';
import type { State, Unit } from '../../src/state.js';
import { blockersOf, buildIndex, deriveIndex, liveOf, sharedOf, wreckOf, type SquareIndex } from '../../src/speed/squares.js';
import { isVehicle } from '../../src/units.js';
import { cellsOf, footprintOf, rearOf } from '../../src/vehicles/footprint.js';
import { seededGames } from './seeded.js';

const games = seededGames(2, 300);

const build = (s: State): SquareIndex => buildIndex(s.units, s.battlefield.width, s.battlefield.height);

/** The square questions answered by scanning the units, as units.ts and combat/fire.ts did before the index. */
function scanned(s: State, x: number, y: number): { live: number; wreck: number; shared: boolean; blockers: number } {
  let live = 0;
  let wreck = 0;
  let shared = false;
  let blockers = 0;
  s.units.forEach((u: Unit, i) => {
    const onIt = (u.x === x && u.y === y) || (u.carrier === null && footprintOf(u) === 2 && rearOf(u.x, u.y, u.facing).x === x && rearOf(u.x, u.y, u.facing).y === y);
    if (onIt && u.alive) {
      if (live === 0) live = i + 1;
      else shared = true;
    } else if (onIt && u.wreck && wreck === 0) wreck = i + 1;
    if (u.alive && u.carrier === null && cellsOf(u).some((c) => c.x === x && c.y === y)) blockers |= isVehicle(u) ? 2 : 1;
  });
  return { live, wreck, shared, blockers };
}

describe('speed/squares: the packed square index', () => {
  it('answers as a scan of the units, on every square of states of seeded games', () => {
    let checked = 0;
    let vehicles = 0;
    for (const states of games)
      for (const s of states.filter((_, i) => i % 25 === 0)) {
        const ix = build(s);
        for (let y = 0; y < ix.height; y++)
          for (let x = 0; x < ix.width; x++) {
            const c = ix.cells[y * ix.width + x]!;
            const want = scanned(s, x, y);
            expect({ live: liveOf(c), wreck: wreckOf(c), shared: sharedOf(c), blockers: blockersOf(c) }).toEqual(want);
            if (want.blockers & 2) vehicles++;
          }
        checked++;
      }
    expect(checked).toBeGreaterThan(50);
    expect(vehicles).toBeGreaterThan(0);
  });

  it('derived from the previous state\'s index along seeded games equals the index rebuilt', () => {
    let derived = 0;
    let shared = 0;
    let patched = 0;
    for (const states of games) {
      // Chained as play chains them: each index from the previous one, derived or rebuilt.
      let prev = build(states[0]!);
      for (let i = 1; i < states.length; i++) {
        const a = states[i - 1]!;
        const b = states[i]!;
        const d = deriveIndex(a.units, prev, b.units);
        const fresh = build(b);
        if (d !== null) {
          derived++;
          if (d === prev) shared++;
          else patched++;
          expect(d.width).toBe(fresh.width);
          expect(Array.from(d.cells)).toEqual(Array.from(fresh.cells));
        }
        prev = d ?? fresh;
      }
    }
    // Most steps of play move one unit or none: the index is shared or patched, seldom rebuilt.
    expect(shared).toBeGreaterThan(100);
    expect(patched).toBeGreaterThan(100);
    expect(derived).toBeGreaterThan(0.9 * games.reduce((n, g) => n + g.length - 1, 0));
  });

  it('is rebuilt, not derived, from an array of other units', () => {
    const [a, b] = [games[0]![0]!, games[0]![1]!];
    expect(deriveIndex(a.units, build(a), a.units.slice(1))).toBeNull();
    expect(deriveIndex(a.units, build(a), [...b.units].reverse())).toBeNull();
  });
});
