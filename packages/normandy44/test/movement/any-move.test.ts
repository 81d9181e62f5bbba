import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios } from '../../src/index.js';
import { anyMove, closedToAll, moveContext, moveDestinations } from '../../src/movement/movement.js';
import { board, onMap } from '../../src/position.js';
import { boundaryAllows } from '../../src/special-rules/special.js';
import type { State } from '../../src/state.js';
import { position } from '../helpers.js';

/** Movement Phase positions of a seeded random game of `scenario`, every `every`-th decision, up to `cap`. */
function positions(scenario: 'mini-game' | 'cherbourg', seed: number, every: number, cap: number): State[] {
  const rng = new Rng(seed);
  const start = game.setup(scenarios[scenario], { seed });
  if (!start.ok) throw new Error(start.error.message);
  let s = start.state;
  const out: State[] = [];
  for (let i = 0; i < 3000 && out.length < cap && game.actor(s).kind !== 'terminal'; i++) {
    const a = game.actor(s);
    if (a.kind === 'player' && s.phase.endsWith('movement') && i % every === 0) out.push(s);
    const m = a.kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick([...game.legalMoves(s)]);
    const r = game.resolve(s, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.message}`);
    s = r.state;
  }
  return out;
}

/**
 * `anyMove` against the full destination search (N44 9, 8.2-8.5, 9.9, 9.10, 22.1): where it answers,
 * it answers as the search does; counts of its answers, to show it answers for most units.
 */
function compare(s: State): { yes: number; no: number; open: number } {
  const b = board(s);
  const ctx = moveContext(s, b);
  const n = { yes: 0, no: 0, open: 0 };
  for (const u of s.units) {
    if (!onMap(u)) continue;
    const allows = (h: string): boolean => boundaryAllows(s, u, h, b);
    const quick = anyMove(s, u, b, ctx, allows);
    const full = moveDestinations(s, u, b, ctx).filter(allows);
    if (quick === false) {
      expect(full, `${u.id} in ${u.hex}: no move`).toEqual([]);
      n.no++;
    } else if (quick === null) n.open++;
    else {
      expect(full, `${u.id} in ${u.hex}: a move to ${quick}`).toContain(quick);
      n.yes++;
    }
  }
  return n;
}

describe('N44 9: whether a unit has a move, told from its one-hex steps, is what the full search says', () => {
  it('9 over seeded random games of both scenarios, in every weather and in Reserve Movement (N44 9.7, 9.9, 15.2)', () => {
    const total = { yes: 0, no: 0, open: 0 };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom('mini-game' as const, 'cherbourg' as const), (seed, scenario) => {
        for (const s of positions(scenario, seed, 29, 6)) {
          // The weather space (German mech MA in Clear, bicycles in Overcast) and a Reserve segment (half MA) change the steps.
          const reserve = s.phase.replace('-movement', '-reserve-movement') as State['phase'];
          for (const v of [s, { ...s, space: 1 }, { ...s, space: 3 }, { ...s, space: 5 }, { ...s, phase: reserve }]) {
            const n = compare(v);
            total.yes += n.yes;
            total.no += n.no;
            total.open += n.open;
          }
        }
      }),
      { numRuns: 6, seed: 44 },
    );
    // It answers for nearly every unit; both answers occur.
    expect(total.yes).toBeGreaterThan(100);
    expect(total.no).toBeGreaterThan(0);
    expect(total.open).toBeLessThan((total.yes + total.no) / 10);
  }, 120_000);

  it('9 a unit whose every neighbour is closed to it has no move; one with an open neighbour has one (N44 9, 8.2)', () => {
    // A lone German infantry unit, then the same unit ringed by Allied units (N44 9: no entering an enemy hex).
    const free = position([['ge-91-1057-3', '2608']]);
    const u = free.units[0];
    if (!u) throw new Error('no unit');
    const b = board(free);
    expect(typeof anyMove(free, u, b, moveContext(free, b), () => true)).toBe('string');
    // Its land neighbours, each given an Allied unit (the sea and the swamp are closed anyway, N44 8.1).
    const ring = [...Array(6).keys()].map((d) => b.map.neighbor(b.locOf('2608'), d)).filter((l) => l >= 0 && !closedToAll(b, l)).map((l) => b.ids[l] as string);
    expect(ring.length).toBeGreaterThan(2);
    const allied = ['US-4-8', 'US-4-12', 'US-4-22', 'US-29-115', 'US-29-116', 'US-29-175'];
    const hemmed = position([['ge-91-1057-3', '2608'], ...ring.map((h, i) => [allied[i] as string, h] as const)]);
    const v = hemmed.units[0];
    if (!v) throw new Error('no unit');
    expect(anyMove(hemmed, v, b, moveContext(hemmed, b), () => true)).toBe(false);
    expect(moveDestinations(hemmed, v, b)).toEqual([]);
  });
});
