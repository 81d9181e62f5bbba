import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSupplyReach, hexMap, hexParallelogram, hexDistance, traceSupply, suppliedLocations, type SupplyTraceOptions } from '../../src/index.js';

// A 12 x 12 axial parallelogram; row r = 0 is a road, the source is its west end (0, 0).
const map = hexMap(hexParallelogram(0, 11, 0, 11));
const locAt = (q: number, r: number) => map.indexAt(q, r);
const roadRow = (loc: number) => (map.hexes[loc]?.r ?? -1) === 0;
const source = locAt(0, 0);
const isSource = (loc: number) => loc === source;
const twoLegs = (offRoad: number): SupplyTraceOptions => ({
  legs: [
    { maxLength: offRoad, step: () => true, handOver: roadRow },
    { maxLength: Infinity, step: (from, to) => roadRow(from) && roadRow(to) },
  ],
});

describe('traceSupply: legs, limits, counters', () => {
  it('5 hexes to a road, then along it: in supply at 5, not at 6', () => {
    const five = locAt(6, 5);
    const six = locAt(6, 6);
    expect(traceSupply(map, five, isSource, twoLegs(5)).path).not.toBeNull();
    expect(traceSupply(map, six, isSource, twoLegs(5)).path).toBeNull();
  });
  it('the path is contiguous and ends at the source', () => {
    const from = locAt(8, 3);
    const p = traceSupply(map, from, isSource, twoLegs(5)).path as number[];
    expect(p[0]).toBe(from);
    expect(p[p.length - 1]).toBe(source);
    for (let i = 1; i < p.length; i++) expect(hexDistance(map.hexes[p[i - 1] as number] as never, map.hexes[p[i] as number] as never)).toBe(1);
  });
  it('a source is in supply of itself', () => expect(traceSupply(map, source, isSource, twoLegs(0)).path).toEqual([source]));
  it('enter blocks a wall; a counter forbids two consecutive marked hexes', () => {
    const from = locAt(5, 0);
    const wall = (loc: number) => map.hexes[loc]?.q !== 2 || map.hexes[loc]?.r === 11;
    expect(traceSupply(map, from, isSource, { legs: [{ maxLength: Infinity, step: () => true }], enter: wall }).path).not.toBeNull();
    const marked = (loc: number) => map.hexes[loc]?.q === 2 || map.hexes[loc]?.q === 3;
    const opts: SupplyTraceOptions = {
      legs: [{ maxLength: Infinity, step: () => true }],
      counter: { max: 1, next: (c, to) => (marked(to) ? (c === 1 ? -1 : 1) : 0) },
    };
    // Every way west crosses two marked columns side by side: no line.
    const east = locAt(6, 4);
    expect(traceSupply(map, east, isSource, opts).path).toBeNull();
  });
  it('property: a longer first leg never loses supply', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: map.size - 1 }), fc.integer({ min: 0, max: 6 }), (loc, k) => {
        const a = traceSupply(map, loc, isSource, twoLegs(k)).path !== null;
        const b = traceSupply(map, loc, isSource, twoLegs(k + 1)).path !== null;
        return !a || b;
      }),
    );
  });
  it('suppliedLocations agrees with single traces', () => {
    const all = suppliedLocations(map, isSource, twoLegs(2));
    for (let loc = 0; loc < map.size; loc += 7) expect(all[loc] === 1).toBe(traceSupply(map, loc, isSource, twoLegs(2)).path !== null);
  });
});

describe('createSupplyReach: every line at once, backward from the sources', () => {
  it('gives, location by location, what traceSupply gives (random legs, walls, counters, sources)', () => {
    const small = hexMap(hexParallelogram(0, 7, 0, 7));
    const reach = createSupplyReach(small);
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: small.size, maxLength: small.size }),
        fc.array(fc.boolean(), { minLength: small.size, maxLength: small.size }),
        fc.array(fc.boolean(), { minLength: small.size, maxLength: small.size }),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: small.size * 6, maxLength: small.size * 6 }),
        fc.integer({ min: 0, max: 4 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 2 }),
        (wall, road, marked, sides, offRoad, withCounter, nSources) => {
          const sources = new Set([0, small.size - 1, 27].slice(0, nSources + 1));
          const isSrc = (l: number) => sources.has(l);
          const opts: SupplyTraceOptions = {
            legs: [
              { maxLength: offRoad, step: (f, _t, d) => (sides[f * 6 + d] as number) > 2, handOver: (l) => road[l] === true },
              { maxLength: Infinity, step: (f, t, d) => road[f] === true && road[t] === true && (sides[f * 6 + d] as number) > 0 },
            ],
            enter: (l) => wall[l] !== true,
            ...(withCounter ? { counter: { max: 1, next: (c: number, to: number) => (marked[to] ? (c === 1 ? -1 : 1) : 0) } } : {}),
          };
          expect([...reach.from(isSrc, opts)]).toEqual([...suppliedLocations(small, isSrc, opts)]);
        },
      ),
      { numRuns: 150 },
    );
  });
  it('no leg, no line', () => {
    expect([...createSupplyReach(map).from(isSource, { legs: [] })].every((x) => x === 0)).toBe(true);
  });
});
