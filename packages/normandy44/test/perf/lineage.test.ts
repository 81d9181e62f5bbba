import { describe, expect, it } from 'vitest';
import { contextOf } from '../../src/context.js';
import { overstacked, board, onMap } from '../../src/position.js';
import { rosterOf } from '../../src/sequence/roster.js';
import { supplyOracle } from '../../src/supply/supply.js';
import { sideContext } from '../../src/movement/context.js';
import { game } from '../../src/index.js';
import { campaignLandings } from '../../src/beachheads/beachheads.js';
import { moveContext } from '../../src/movement/movement.js';
import { unmovedUnits } from '../../src/movement/movers.js';
import { countMarkers, markersOf } from '../../src/movement/strategic.js';
import { bondsOf } from '../../src/zoc/bonds.js';
import type { State } from '../../src/state.js';
import { cold, seededPlayer, seededPositions } from './digest.js';

const positions = (seed: number): State[] => seededPositions(seed);

describe('answers carried over from the parent unit list equal a scan (context.ts `lineages`, issue #17)', () => {
  it('a recorded lineage names the parent list and exactly the places whose unit changed', () => {
    const p = seededPlayer('mini-game', 9);
    let recorded = 0;
    while (!p.done()) {
      const before = p.state;
      p.step();
      const after = p.state;
      const from = contextOf(after).lineages.get(after.units);
      if (after.units === before.units) continue;
      expect(from).toBeDefined();
      expect(from!.parent).toBe(before.units);
      const diff = after.units.flatMap((u, i) => (u === before.units[i] ? [] : [i]));
      expect(from!.changed).toEqual(diff);
      recorded++;
    }
    expect(recorded).toBeGreaterThan(100);
  });

  it('over-stacked hexes (N44 7.1-7.2), unmoved units (9.1) and the roster along a played game equal those of a fresh context', () => {
    let over = 0;
    let carried = 0;
    // Checked as the game goes: a context keeps the last few lineages only.
    const p = seededPlayer('mini-game', 4);
    while (!p.done()) {
      p.step();
      const s = p.state;
      if (contextOf(s).lineages.get(s.units) !== undefined) carried++;
      const c = cold(s);
      for (const side of ['german', 'allied'] as const) {
        expect(overstacked(s, side)).toEqual(overstacked(c, side));
        over += overstacked(s, side).length;
        // The unmoved units (N44 9.1), carried without the units a move changed.
        expect(unmovedUnits(s, side)).toEqual(s.units.filter((u) => u.side === side && onMap(u) && !u.moved));
      }
      expect(JSON.stringify(rosterOf(s))).toBe(JSON.stringify(rosterOf(c)));
      expect([...rosterOf(s).mobilized].map(([t, d]) => [t, [...d].sort()])).toEqual([...rosterOf(c).mobilized].map(([t, d]) => [t, [...d].sort()]));
    }
    expect(carried).toBeGreaterThan(100);
    // Some positions are over-stacked (the shed moves of N44 7.2): the carried answers are not all empty.
    expect(over).toBeGreaterThan(0);
  });

  it('each side\'s standing (N44 8.1, 8.5) carried from the parent list equals one read afresh', () => {
    let carried = 0;
    const p = seededPlayer('mini-game', 7);
    for (let n = 0; !p.done(); n++) {
      p.step();
      const s = p.state;
      if (contextOf(s).lineages.get(s.units) !== undefined) carried++;
      const b = board(s);
      // Both sides are read at every position (so that each list's parent is known), checked at every fifth
      // against a JSON copy's, which `standing` reads from scratch with pieces of its own (movement/context.ts).
      const warms = (['german', 'allied'] as const).map((side) => sideContext(s, side, b));
      if (n % 5 !== 0) continue;
      const c = cold(s);
      for (const [k, side] of (['german', 'allied'] as const).entries()) {
        const warm = warms[k]!;
        const fresh = sideContext(c, side, b);
        expect(warm.fingerprint).toBe(fresh.fingerprint);
        expect(warm.occ).toEqual(fresh.occ);
        expect(warm.owner).toEqual(fresh.owner);
        expect(warm.zoc).toEqual(fresh.zoc);
      }
    }
    expect(carried).toBeGreaterThan(100);
  });

  it('the Movement listing, its unit pass carried from the parent list, equals a fresh context\'s (N44 9.1)', () => {
    let checked = 0;
    const p = seededPlayer('mini-game', 8);
    while (!p.done()) {
      const s = p.state;
      if (s.phase.endsWith('movement') && s.moving == null && game.actor(s).kind === 'player' && contextOf(s).lineages.get(s.units) !== undefined) {
        expect(game.legalMoves(s)).toEqual(game.legalMoves(cold(s)));
        checked++;
      }
      p.step();
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('the SM and Truck markers in use, carried from the parent list, equal a count of every unit (N44 9.8.3, 9.8.6)', () => {
    let carried = 0;
    let inUse = 0;
    for (const seed of [5, 6]) {
      const p = seededPlayer('mini-game', seed);
      while (!p.done()) {
        p.step();
        const s = p.state;
        // Asked at every position, so that each list's parent has its counts (as along a playout).
        const warm = markersOf(s);
        if (contextOf(s).lineages.get(s.units) !== undefined) carried++;
        expect(warm).toEqual(countMarkers(s.units));
        inUse += warm.german + warm.allied + warm.trucks;
      }
    }
    expect(carried).toBeGreaterThan(100);
    // Some positions have markers in use: the carried counts are not all zero.
    expect(inUse).toBeGreaterThan(0);
  });

  it('the landing listing kept from the last Allied Movement position equals a fresh context\'s (N44 6.5.2, 20.5)', () => {
    let checked = 0;
    let landers = 0;
    for (const seed of [2, 3]) {
      const p = seededPlayer('mini-game', seed);
      while (!p.done()) {
        const s = p.state;
        if (s.phase === 'allied-movement' && s.moving == null && game.actor(s).kind === 'player') {
          const warm = campaignLandings(s, board(s), undefined, '');
          expect(warm).toEqual(campaignLandings(cold(s), board(s), undefined, ''));
          landers += warm.length;
          checked++;
        }
        p.step();
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(landers).toBeGreaterThan(0);
  });

  it('the bonds kept while the other side moves away from the groups equal bonds computed afresh (N44 8.5.1-8.5.3)', () => {
    let checked = 0;
    for (const seed of [4, 5]) {
      const p = seededPlayer('mini-game', seed);
      for (let n = 0; !p.done(); n++) {
        const s = p.state;
        const b = board(s);
        // Both sides' bonds at every position (each kept answer is then one position old), checked at every fourth.
        const ctx = moveContext(s, b);
        const warm = [ctx.bondsOf.german, ctx.bondsOf.allied];
        if (n % 4 === 0) {
          for (const [k, side] of (['german', 'allied'] as const).entries()) {
            const fresh = bondsOf(s, side, b);
            // Byte arrays compared as buffers (an element-wise toEqual of 7,200 bytes is slow).
            expect(Buffer.from(warm[k]!.hex).equals(Buffer.from(fresh.hex))).toBe(true);
            expect(Buffer.from(warm[k]!.side).equals(Buffer.from(fresh.side))).toBe(true);
          }
          checked++;
        }
        p.step();
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('the Supply Phase trace of the whole map answers as unit-by-unit traces do (N44 18.2-18.3)', () => {
    let checked = 0;
    for (const [k, s] of positions(6).entries()) {
      if (k % 40 !== 0) continue;
      const b = board(s);
      for (const side of ['german', 'allied'] as const) {
        const everywhere = supplyOracle(s, side, b).suppliedEverywhere();
        const single = supplyOracle(cold(s), side, b);
        for (const u of s.units) {
          if (!onMap(u)) continue;
          const loc = b.locOf(u.hex as string);
          expect(everywhere(loc)).toBe(single.supplied(loc));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
