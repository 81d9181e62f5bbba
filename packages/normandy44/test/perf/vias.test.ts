import { describe, expect, it } from 'vitest';
import { game } from '../../src/index.js';
import { pickedPositions } from './digest.js';
import { board, isTownOrCity, unitById } from '../../src/position.js';
import { bicycleRules, moveContext, moveVias, normalRules, townStanding } from '../../src/movement/movement.js';
import type { MoveRules, StepOut } from '../../src/movement/vias.js';
import type { Board } from '../../src/map/index.js';
import type { State, UnitState } from '../../src/state.js';

/**
 * A plain reference for N44 6.2's "Towns passed": every walk the rules allow within the allowance,
 * by a label-correcting search over (hex, Towns passed so far) with plain maps and strings, sharing
 * nothing with the game's search but the step rules. Per end hex, the joined sorted hex lists of the
 * Towns passed, the start and the end hex never named.
 */
function walks(b: Board, rules: MoveRules, isTown: (loc: number) => boolean, into: Map<string, Set<string>>): void {
  const best = new Map<string, number>();
  const stack: { at: number; towns: readonly number[]; spent: number }[] = [{ at: rules.origin, towns: [], spent: 0 }];
  const out: StepOut = { cost: 0, stop: false };
  while (stack.length > 0) {
    const { at, towns, spent } = stack.pop() as (typeof stack)[number];
    for (let dir = 0; dir < 6; dir++) {
      const to = b.map.neighbor(at, dir);
      if (to < 0 || !rules.step(at, to, dir, out)) continue;
      const c = spent + out.cost;
      if (c > rules.budget) continue;
      const h = b.ids[to] as string;
      if (to !== rules.origin) {
        if (!into.has(h)) into.set(h, new Set());
        (into.get(h) as Set<string>).add(towns.filter((t) => t !== to).map((t) => b.ids[t] as string).sort().join());
      }
      if (out.stop) continue;
      const next = isTown(to) && to !== rules.origin && !towns.includes(to) ? [...towns, to] : towns;
      const k = `${to}|${[...next].sort((x, y) => x - y).join()}`;
      if ((best.get(k) ?? Infinity) <= c) continue;
      best.set(k, c);
      stack.push({ at: to, towns: next, spent: c });
    }
  }
}

/** The Town sets' order in a listing: the fewest Towns first, then by the joined hexes. */
const byListing = (x: string, z: string): number => (x === '' ? 0 : x.split(',').length) - (z === '' ? 0 : z.split(',').length) || (x < z ? -1 : x > z ? 1 : 0);

/**
 * The Town sets of a picked unit's moves (N44 6.2) skip the search when no Town of the other side
 * lies in the unit's reach, and read Town control from a per-control-record table (movement.ts
 * `townStanding`): on the positions of seeded games the listed sets, end by end and in the listing's
 * order, equal those of every legal walk found by a plain search, and the table equals `control` read
 * hex by hex.
 */
describe('a picked unit\'s Town sets equal a plain walk search, in listing order (N44 6.2)', () => {
  for (const [scenario, seed, cap] of [['mini-game', 3, 80], ['mini-game', 7, 80], ['campaign', 1, 40]] as const) {
    it(`${scenario} seed ${seed}: every picked unit's listed moves`, () => {
      const states = pickedPositions(scenario, seed, cap);
      expect(states.length).toBeGreaterThan(20);
      let named = 0;
      let none = 0;
      for (const s of states) {
        const b = board(s);
        const u = unitById(s, s.moving as string) as UnitState;
        const ctx = moveContext(s, b);
        // The table of Town control, hex by hex.
        const standing = townStanding(s, b);
        for (let l = 0; l < b.map.size; l++) {
          const town = isTownOrCity(b, l);
          const c = s.control[b.ids[l] as string];
          expect(standing[l]).toBe(town ? (c !== 'german' ? 1 : 0) | (c !== 'allied' ? 2 : 0) : 0);
        }
        // The listing's normal moves: per end, the Town sets in the order listed.
        const listed = new Map<string, string[]>();
        for (const m of game.legalMoves(s)) {
          if (m.type !== 'move' || m.mode !== undefined) continue;
          if (!listed.has(m.to)) listed.set(m.to, []);
          (listed.get(m.to) as string[]).push((m.via ?? []).join());
        }
        const reference = new Map<string, Set<string>>();
        const isTown = (l: number): boolean => isTownOrCity(b, l) && s.control[b.ids[l] as string] !== u.side;
        if (!u.replaced) for (const r of [normalRules(s, u, b, ctx), bicycleRules(s, u, b, ctx)]) if (r) walks(b, r, isTown, reference);
        const vias = moveVias(s, u, b, ctx);
        if (vias.size === 0) none++;
        for (const [to, sets] of listed) {
          const expected = u.replaced ? [''] : [...(reference.get(to) ?? [''])].sort(byListing);
          expect(sets, `${s.moving} to ${to}`).toEqual(expected);
          expect((vias.get(to) ?? [[]]).map((x) => x.join())).toEqual(expected);
          if (expected.some((x) => x !== '')) named++;
        }
      }
      // Both kinds met: ends reached through Towns, and units with none in reach.
      expect(named).toBeGreaterThan(0);
      expect(none).toBeGreaterThan(0);
    }, 120_000);
  }
});
