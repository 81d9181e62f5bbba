import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexMap, hexParallelogram, hexDistance, traceSupply, supplyField } from '../../src/index.js';

const map = hexMap(hexParallelogram(0, 9, 0, 9));
const locAt = (q: number, r: number) => map.indexAt(q, r);
const dist = (a: number, b: number) => hexDistance(map.hexes[a]!, map.hexes[b]!);

describe('supplyField: ranged sources, one walk for every unit', () => {
  it('each source reaches as far as its own range; the best one counts', () => {
    const a = locAt(0, 0);
    const b = locAt(9, 9);
    const slack = supplyField(map, [{ loc: a, range: 3 }, { loc: b, range: 5 }], { link: () => true });
    expect(slack[a]).toBe(3);
    expect(slack[locAt(3, 0)]).toBe(0); // 3 steps from a
    expect(slack[locAt(4, 0)]).toBe(-1); // 4 from a, far from b
    expect(slack[locAt(9, 4)]).toBe(0); // 5 from b
    expect(slack[locAt(9, 3)]).toBe(-1);
  });

  it('an unlimited source reaches everything connected; walls and "into but not through" hexes hold', () => {
    const src = locAt(0, 0);
    const wall = (loc: number) => (map.hexes[loc]?.q ?? 0) === 5 && (map.hexes[loc]?.r ?? 0) !== 9;
    const slack = supplyField(map, [{ loc: src, range: Infinity }], { link: () => true, enter: (l) => !wall(l) });
    expect(slack[locAt(9, 0)]).toBe(Infinity); // around the wall's gap at r = 9
    const sealed = supplyField(map, [{ loc: src, range: Infinity }], { link: () => true, enter: (l) => !wall(l), through: (l) => l !== locAt(5, 9) });
    expect(sealed[locAt(5, 9)]).toBe(Infinity); // reached
    expect(sealed[locAt(9, 0)]).toBe(-1); // not beyond it
  });

  it('property: on an open map, supplied exactly when within range of some source, and traceSupply agrees', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ loc: fc.integer({ min: 0, max: map.size - 1 }), range: fc.integer({ min: 0, max: 6 }) }), { minLength: 1, maxLength: 3 }), (sources) => {
        const slack = supplyField(map, sources, { link: () => true });
        for (let loc = 0; loc < map.size; loc++) {
          const best = Math.max(...sources.map((s) => s.range - dist(loc, s.loc)));
          expect(slack[loc]).toBe(best >= 0 ? best : -1);
          const one = sources[0]!;
          const traced = traceSupply(map, loc, (l) => l === one.loc, { legs: [{ maxLength: one.range, step: () => true }] }).path !== null;
          expect(traced).toBe(dist(loc, one.loc) <= one.range);
        }
      }),
      { numRuns: 40 },
    );
  });
});
