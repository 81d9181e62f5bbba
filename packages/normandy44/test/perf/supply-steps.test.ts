import { describe, expect, it } from 'vitest';
import { traceSupply } from '@esagono/kernel';
import { board } from '../../src/position.js';
import { CHERBOURG_CITY, cherbourgLinked, isSourceFor, landLine, lineOfSupply, oncePerHexside, supplyOracle } from '../../src/supply/supply.js';
import type { State } from '../../src/state.js';
import { seededPlayer } from './digest.js';
import type { scenarios } from '../../src/index.js';

/** Every `every`-th position of seeded games of `scenario`, at most `cap` decisions each. */
function positions(scenario: keyof typeof scenarios, seeds: readonly number[], every: number, cap = Infinity): State[] {
  const out: State[] = [];
  for (const seed of seeds) {
    const p = seededPlayer(scenario, seed, undefined, cap);
    for (let k = 0; !p.done(); k++) {
      if (k % every === 0) out.push(p.state);
      p.step();
    }
  }
  return out;
}

/**
 * The oracle's whole-map searches (supply/lines.ts) against the rules' reference, one kernel
 * `traceSupply` per location with fresh rules (N44 18.2, 18.3, 18.5, 23.2): every location of the
 * map, for both sides, so that empty hexes in enemy ZOC, Towns and sources are all asked.
 */
function checkAgainstTraces(states: readonly State[]): number {
  let checked = 0;
  for (const s of states) {
    const b = board(s);
    for (const side of ['german', 'allied'] as const) {
      const source = isSourceFor(s, side, b);
      const oracle = supplyOracle(s, side, b);
      // A goal of its own (N44 18.5: a line to a friendly unit): every third hex of the side's units.
      const goal = new Uint8Array(b.map.size);
      s.units.forEach((u, i) => {
        if (u.side === side && u.hex !== null && u.box === 'map' && i % 3 === 0) goal[b.locOf(u.hex)] = 1;
      });
      const south = (l: number): boolean => b.southEdge[l] === 1;
      for (let loc = 0; loc < b.map.size; loc++) {
        expect(oracle.supplied(loc), `${side} 18.2 at ${b.ids[loc]}`).toBe(traceSupply(b.map, loc, source, lineOfSupply(s, side, b)).path !== null);
        expect(oracle.landLine(loc), `${side} 18.3 at ${b.ids[loc]}`).toBe(traceSupply(b.map, loc, source, landLine(s, side, b)).path !== null);
        expect(oracle.landLineTo(loc, goal), `${side} 18.5 at ${b.ids[loc]}`).toBe(traceSupply(b.map, loc, (l) => goal[l] === 1, landLine(s, side, b)).path !== null);
        if (side === 'german') expect(oracle.linkedSouth(loc), `south edge at ${b.ids[loc]}`).toBe(traceSupply(b.map, loc, south, lineOfSupply(s, side, b)).path !== null);
        checked++;
      }
      if (side === 'german') {
        const los = lineOfSupply(s, 'german', b);
        expect(cherbourgLinked(s, b)).toBe(CHERBOURG_CITY.some((h) => (s.control[h] ?? 'german') === 'german' && traceSupply(b.map, b.locOf(h), south, los).path !== null));
      }
    }
  }
  return checked;
}

describe('the supply searches for the whole map equal single traces (N44 18.2, 18.3; issue #17)', () => {
  it('oncePerHexside answers as the step it wraps, asking it once per hexside', () => {
    const size = 50;
    const calls = new Map<number, number>();
    const plain = (from: number, to: number, dir: number): boolean => {
      calls.set(from * 6 + dir, (calls.get(from * 6 + dir) ?? 0) + 1);
      return (from * 7 + to * 3 + dir) % 5 < 2;
    };
    const once = oncePerHexside(size, plain);
    for (let round = 0; round < 3; round++) {
      for (let from = 0; from < size; from++) for (let dir = 0; dir < 6; dir++) expect(once(from, from + dir, dir)).toBe((from * 7 + (from + dir) * 3 + dir) % 5 < 2);
    }
    expect(calls.size).toBe(size * 6);
    expect([...calls.values()].every((n) => n === 1)).toBe(true);
  });

  it('in positions of seeded mini-games', () => {
    expect(checkAgainstTraces(positions('mini-game', [12], 200))).toBeGreaterThan(8_000);
  }, 120_000);

  it('in positions of seeded Cherbourg games', () => {
    expect(checkAgainstTraces(positions('cherbourg', [5], 200))).toBeGreaterThan(3_000);
  }, 120_000);

  it('in positions of a seeded campaign', () => {
    expect(checkAgainstTraces(positions('campaign', [3], 700, 2100))).toBeGreaterThan(5_000);
  }, 240_000);

  it('oracles kept in the last-N slots answer as fresh ones, positions asked out of order (mini-game, campaign)', () => {
    const base = [...positions('mini-game', [7], 40), ...positions('campaign', [2], 120, 1500)];
    // Each position also with the other control record (every Town the other side's) and with the
    // Mulberries complete: the same standings, other lines (N44 18.2, 21.1).
    const flipped = (s: State): State => ({ ...s, control: Object.fromEntries(Object.entries(s.control).map(([h, p]) => [h, p === 'german' ? 'allied' : 'german'])) });
    const mulberries = (s: State): State => (s.campaign ? { ...s, campaign: { ...s.campaign, mulberry: { us: { due: 0, done: true, destroyed: false }, british: { due: 0, done: true, destroyed: false } } } } : s);
    const states = base.flatMap((s) => [s, mulberries(s), flipped(s)]);
    // Forward, backward, then interleaved: slots made for one position are offered to the others.
    const order = [...states.keys(), ...[...states.keys()].reverse(), ...states.keys()].map((i, k) => (k % 3 === 2 ? states.length - 1 - i : i));
    let checked = 0;
    for (const i of order) {
      const s = states[i] as State;
      const b = board(s);
      // A JSON copy gets a fresh game context (context.ts): nothing cached.
      const fresh = JSON.parse(JSON.stringify(s)) as State;
      for (const side of ['german', 'allied'] as const) {
        const warm = supplyOracle(s, side, b);
        const cold = supplyOracle(fresh, side, b);
        // Every location's two answers, as one string per oracle (N44 18.2, 18.3).
        const answers = (o: typeof warm): string => Array.from({ length: b.map.size }, (_, loc) => `${+o.supplied(loc)}${+o.landLine(loc)}`).join('');
        expect(answers(warm), `${side}, position ${i}`).toBe(answers(cold));
        checked += b.map.size;
      }
      expect(cherbourgLinked(s, b)).toBe(cherbourgLinked(fresh, b));
    }
    expect(checked).toBeGreaterThan(50_000);
  }, 120_000);
});
