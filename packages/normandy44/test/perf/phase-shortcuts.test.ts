import { describe, expect, it } from 'vitest';
import { hexDistance } from '@esagono/kernel';
import { board, onMap, unitsAt } from '../../src/position.js';
import { pruneIps } from '../../src/fortifications/ip.js';
import { enemyAdjacency } from '../../src/sequence/sequence.js';
import { automaticVictory, CAEN, ST_LO } from '../../src/victory/victory.js';
import { CHERBOURG_CITY, cherbourgLinked } from '../../src/supply/supply.js';
import type { Player, State, UnitState } from '../../src/state.js';
import { cold, seededPlayer, seededPositions } from './digest.js';
import { alliedSourceKey } from '../../src/supply/supply.js';

/** Every `step`-th position of seeded games (issue #17: phase changes read these answers in play). */
function sample(scenario: 'mini-game' | 'cherbourg', seeds: readonly number[], step: number): State[] {
  return seeds.flatMap((seed) => seededPositions(seed, scenario).filter((_, i) => i % step === 0));
}

/** The rule as written: an enemy unit at distance 1 (N44 15.4, 18.5). */
function adjacentByDistance(s: State, u: UnitState, enemy: Player): boolean {
  const b = board(s);
  const h = b.map.hexes[b.locOf(u.hex as string)];
  return s.units.some((o) => o.side === enemy && onMap(o) && hexDistance(b.map.hexes[b.locOf(o.hex as string)] as never, h as never) === 1);
}

describe('phase-change shortcuts answer as the rules read (sequence.ts, victory.ts; issue #17)', () => {
  it('enemyAdjacency (enemy hexes marked once, six neighbours read) equals the distance to every enemy unit', () => {
    let next = 0;
    let checked = 0;
    for (const s of [...sample('mini-game', [3, 8], 7), ...sample('cherbourg', [5], 3)]) {
      for (const enemy of ['german', 'allied'] as const) {
        const near = enemyAdjacency(s, enemy, board(s));
        for (const u of s.units) {
          if (!onMap(u)) continue;
          const want = adjacentByDistance(s, u, enemy);
          expect(near(u)).toBe(want);
          if (want) next++;
          checked++;
        }
      }
    }
    expect(next).toBeGreaterThan(500);
    expect(checked).toBeGreaterThan(20_000);
  }, 120_000);

  it('automaticVictory traces Cherbourg only when it decides: the same winner as two of the three conditions counted (N44 23.1-23.3)', () => {
    let allied = 0;
    let checked = 0;
    for (const s0 of sample('mini-game', [2, 6], 11)) {
      // The position as met, and with St-Lô, Caen, Cherbourg (cut off: its City hexes Allied) taken in every combination, so that each branch is reached.
      const take = (hexes: readonly string[]): State => ({ ...s0, control: { ...s0.control, ...Object.fromEntries(hexes.map((h) => [h, 'allied'])) } });
      const places = [[ST_LO], CAEN, CHERBOURG_CITY] as const;
      for (const s of [0, 1, 2, 3, 4, 5, 6, 7].map((k) => (k === 0 ? s0 : take(places.flatMap((p, i) => ((k >> i) & 1 ? p : [])))))) {
        const b = board(s);
        const edge = s.units.some((u) => u.side === 'allied' && onMap(u) && u.oos === 0 && (b.southEdge[b.locOf(u.hex as string)] === 1 || b.eastEdge[b.locOf(u.hex as string)] === 1));
        const count = [(s.control[ST_LO] ?? 'german') === 'allied', CAEN.every((h) => (s.control[h] ?? 'german') === 'allied'), !cherbourgLinked(s, b)].filter(Boolean).length;
        const got = automaticVictory(s, b);
        if (edge || count >= 2) {
          expect(got).toBe('allied');
          allied++;
        } else expect(got).not.toBe('allied');
        checked++;
      }
    }
    expect(allied).toBeGreaterThan(20);
    expect(checked).toBeGreaterThan(400);
  }, 120_000);

  it('pruneIps (each side\'s hexes marked once) removes exactly the IPs with no unit of their side in the hex (N44 16.1)', () => {
    let pruned = 0;
    let checked = 0;
    for (const s of [...sample('mini-game', [1, 4], 5), ...sample('cherbourg', [3], 2)]) {
      for (const side of ['german', 'allied', undefined] as const) {
        const want = Object.fromEntries(Object.entries(s.ips).filter(([hex, ip]) => (side !== undefined && ip.side !== side) || unitsAt(s, hex).some((u) => u.side === ip.side)));
        const got = pruneIps(s, side);
        expect(got.ips).toEqual(want);
        expect(Object.keys(got.ips)).toEqual(Object.keys(want));
        if (Object.keys(want).length === Object.keys(s.ips).length) expect(got).toBe(s);
        else pruned++;
        checked++;
      }
    }
    expect(pruned).toBeGreaterThan(5);
    expect(checked).toBeGreaterThan(1000);
  }, 120_000);

  it('the Allied sources carried along a unit list\'s lineage equal those read from scratch (supply.ts alliedSourcesIn, N44 18.1, 21.1)', () => {
    const keys = new Set<number>();
    let checked = 0;
    for (const seed of [1, 2, 3]) {
      const p = seededPlayer('mini-game', seed, undefined, 1500);
      while (!p.done()) {
        const s = p.state;
        // Asked at every position, as a listing's oracle may be: each list's parent is known when it comes.
        const key = alliedSourceKey(s);
        expect(key).toBe(alliedSourceKey(cold(s)));
        keys.add(key);
        checked++;
        p.step();
      }
    }
    // The engineers land and move: the sources change along the games.
    expect(keys.size).toBeGreaterThan(3);
    expect(checked).toBeGreaterThan(3000);
  }, 120_000);
});
