import { describe, expect, it } from 'vitest';
import { contextOf } from '../../src/context.js';
import { board, onMap } from '../../src/position.js';
import { contextBonds, sideContext, type SideContext } from '../../src/movement/context.js';
import { moveContext } from '../../src/movement/movement.js';
import { bondsOf } from '../../src/zoc/bonds.js';
import type { Player, State } from '../../src/state.js';
import { cold, seededPlayer } from './digest.js';

const SIDES = ['german', 'allied'] as const;
const other = (p: Player): Player => (p === 'german' ? 'allied' : 'german');

/** A standing's arrays and fingerprint, as plain values. */
const valuesOf = (c: SideContext): { fingerprint: number; occ: number[]; owner: number[]; zoc: number[] } => ({
  fingerprint: c.fingerprint,
  occ: [...c.occ],
  owner: [...c.owner],
  zoc: [...c.zoc],
});

/**
 * movement/context.ts: a standing made from its parent's by the changed units alone (an incremental
 * fingerprint, counts per hex), interned by fingerprint with the counts deciding, and bonds carried
 * from the last ones by the hexes the other side's move touched, must equal what a fresh context reads
 * from scratch (N44 8.1, 8.5, 20.2).
 */
describe('standings and bonds carried along a game equal those read from scratch (movement/context.ts)', () => {
  for (const [scenario, seed] of [['mini-game', 21], ['cherbourg', 22]] as const) {
    it(`${scenario} seed ${seed}: each side's standing and bonds at every position`, () => {
      const p = seededPlayer(scenario, seed);
      let carried = 0;
      let checked = 0;
      while (!p.done()) {
        p.step();
        const s = p.state;
        const b = board(s);
        if (contextOf(s, b).lineages.get(s.units) !== undefined) carried++;
        // Read at every position, as a playout does (so that each list's parent is known); compared at every third.
        const warm = moveContext(s, b);
        const bonds = SIDES.map((side) => warm.bondsOf[side]);
        if (p.decisions % 3 !== 0) continue;
        const c = cold(s);
        for (const [k, side] of SIDES.entries()) {
          expect(valuesOf(warm.side[side])).toEqual(valuesOf(sideContext(c, side, b)));
          const fresh = bondsOf(s, side, b);
          expect([...bonds[k]!.hex]).toEqual([...fresh.hex]);
          expect([...bonds[k]!.side]).toEqual([...fresh.side]);
        }
        // A probe list with no lineage (a unit set down in another unit's hex, as a listing may try): from the last standing read.
        const on = s.units.flatMap((u, i) => (onMap(u) ? [i] : []));
        const [i, j] = [on[p.decisions % on.length]!, on[(p.decisions * 7 + 3) % on.length]!];
        const probe: State = { ...s, units: s.units.map((u, k) => (k === i ? { ...u, hex: s.units[j]!.hex } : u)) };
        for (const side of SIDES) expect(valuesOf(sideContext(probe, side, b))).toEqual(valuesOf(sideContext(cold(probe), side, b)));
        checked++;
      }
      expect(carried).toBeGreaterThan(100);
      expect(checked).toBeGreaterThan(30);
    }, 120_000);
  }

  it('equal standings are one object: a side that did not move keeps its standing, and a copy of an old list finds it again', () => {
    const p = seededPlayer('mini-game', 23);
    let kept = 0;
    let found = 0;
    const seen: State[] = [];
    while (!p.done() && p.decisions < 3000) {
      const before = p.state;
      const b = board(before);
      const was = SIDES.map((side) => sideContext(before, side, b));
      p.step();
      const s = p.state;
      const now = SIDES.map((side) => sideContext(s, side, b));
      for (const k of [0, 1]) {
        if (JSON.stringify(valuesOf(now[k]!)) === JSON.stringify(valuesOf(was[k]!))) {
          expect(now[k]).toBe(was[k]);
          kept++;
        }
      }
      if (p.decisions % 25 === 0) seen.push(s);
      // A list with the same units as a position a few moves back (fresh unit objects, the same game): its standings.
      if (seen.length > 0 && p.decisions % 25 === 7) {
        const old = seen[seen.length - 1]!;
        const copy: State = { ...s, units: (JSON.parse(JSON.stringify(old.units)) as State['units']) };
        for (const side of SIDES) {
          expect(sideContext(copy, side, b)).toBe(sideContext(old, side, b));
          found++;
        }
      }
    }
    expect(kept).toBeGreaterThan(100);
    expect(found).toBeGreaterThan(10);
  });

  it('a fingerprint found in the table is shared only when the counts agree (a forced collision)', () => {
    const p = seededPlayer('mini-game', 24);
    let collided = 0;
    let shared = false;
    while (!p.done() && !shared) {
      const before = p.state;
      const b = board(before);
      const parents = SIDES.map((side) => sideContext(before, side, b));
      p.step();
      const s = p.state;
      if (contextOf(s, b).lineages.get(s.units) === undefined) continue;
      for (const [k, side] of SIDES.entries()) {
        const fresh = sideContext(cold(s), side, b);
        const parent = parents[k]!;
        if (fresh.fingerprint === parent.fingerprint) continue;
        if (collided >= 20) {
          // Last, a standing with equal counts under that fingerprint (another context's): it is the one given.
          contextOf(s, b).movement.sides.set(fresh.fingerprint, fresh);
          expect(sideContext(s, side, b)).toBe(fresh);
          shared = true;
          break;
        }
        // Another standing (the parent's, other counts) under the fingerprint this list's standing will have.
        contextOf(s, b).movement.sides.set(fresh.fingerprint, parent);
        const got = sideContext(s, side, b);
        expect(got).not.toBe(parent);
        expect(valuesOf(got)).toEqual(valuesOf(fresh));
        // The bonds against it are its own, not the parent's.
        const foe = sideContext(s, other(side), b);
        const bonds = contextBonds(s, foe, got, b);
        const scratch = bondsOf(s, other(side), b);
        expect([...bonds.hex]).toEqual([...scratch.hex]);
        expect([...bonds.side]).toEqual([...scratch.side]);
        collided++;
      }
    }
    expect(collided).toBe(20);
    expect(shared).toBe(true);
  });
});
