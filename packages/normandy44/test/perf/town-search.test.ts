import { describe, expect, it } from 'vitest';
import { pickedPositions } from './digest.js';
import { board, unitById } from '../../src/position.js';
import { bicycleRules, moveContext, moveDestinations, normalRules, otherSidesTowns } from '../../src/movement/movement.js';
import { passableTowns, townSearch, townsPassed } from '../../src/movement/vias.js';
import { contextOf } from '../../src/context.js';
import { outsideDuty } from '../../src/special-rules/airborne-duty.js';
import type { State, UnitState } from '../../src/state.js';

const norm = (m: Map<number, number[][]>): Record<number, string[]> => Object.fromEntries([...m].map(([l, x]) => [l, x.map((t) => t.join()).sort()]));

/**
 * The Town-set search numbers only the hexes the destination search found (issue #17): on the
 * positions of seeded games, its answers equal those of the same search over the whole board
 * (N44 6.2), under the normal move's rules and a bicycle's road reach (N44 9.9).
 */
describe('the Town sets numbered over the reach are those over the whole board (N44 6.2, issue #17)', () => {
  for (const [scenario, seed] of [['campaign', 1], ['campaign', 2], ['mini-game', 3]] as const) {
    it(`${scenario} seed ${seed}: every picked unit's Town sets`, () => {
      const states = pickedPositions(scenario, seed, 60);
      expect(states.length).toBeGreaterThan(20);
      let sets = 0;
      for (const s of states) {
        const b = board(s);
        const u = unitById(s, s.moving as string) as UnitState;
        const ctx = moveContext(s, b);
        const reach = moveDestinations(s, u, b, ctx).map((h) => b.locOf(h));
        const towns = otherSidesTowns(s, u.side, b);
        for (const rules of [normalRules(s, u, b, ctx), bicycleRules(s, u, b, ctx)]) {
          if (!rules || u.replaced) continue;
          const whole = townsPassed(b, rules, towns);
          expect(norm(townsPassed(b, rules, towns, reach))).toEqual(norm(whole));
          // The reach covers every hex a path enters, so the whole board is not searched after all (but where the airborne duty filters the ends, N44 26.3.2-3).
          if (!outsideDuty(s, u, b)) expect(townSearch(b, rules, towns, reach)).not.toBeNull();
          for (const x of whole.values()) sets += x.length;
        }
      }
      // The games pass Towns: the comparison is not between empty answers.
      expect(sets).toBeGreaterThan(states.length);
    }, 60_000);
  }
});

/**
 * The search may number locations in the board's shared scratch (context.ts `BoardScratch`, issue
 * #17): its answers are those of a search with its own array, and it leaves the scratch all -1, also
 * when it gives up on a step leaving the reach (a reach of the origin's neighbours alone).
 */
describe('the Town-set search in the shared scratch answers as with its own array (N44 6.2, issue #17)', () => {
  const ends = (e: ReturnType<typeof townSearch>): unknown => e && { loc: e.loc, sets: e.sets.map((ids) => ids.map((id) => e.towns(id))) };
  it('campaign seed 2: every picked unit, whole board, reach, and a cut reach', () => {
    const states = pickedPositions('campaign', 2, 40);
    expect(states.length).toBeGreaterThan(20);
    let nulls = 0;
    for (const s of states) {
      const b = board(s);
      const scratch = contextOf(s, b).scratch.towns;
      const u = unitById(s, s.moving as string) as UnitState;
      const ctx = moveContext(s, b);
      const reach = moveDestinations(s, u, b, ctx).map((h) => b.locOf(h));
      const towns = otherSidesTowns(s, u.side, b);
      const rules = normalRules(s, u, b, ctx);
      if (!rules || u.replaced) continue;
      for (const r of [reach, null, reach.slice(0, 2)]) {
        const own = townSearch(b, rules, towns, r);
        if (own === null) nulls++;
        expect(ends(townSearch(b, rules, towns, r, scratch))).toEqual(ends(own));
        expect(scratch.slots.every((x) => x === -1)).toBe(true);
      }
    }
    // The early return was met, so the put-back on that path was checked.
    expect(nulls).toBeGreaterThan(0);
  }, 60_000);
});

/**
 * The Town-set search prices each step once (issue #17: it expands a hex once per Town set reaching
 * it, N44 6.2), over the whole board.
 */
describe('the Town-set search asks the rules once per step', () => {
  it('campaign seed 1: every picked unit', () => {
    const states = pickedPositions('campaign', 1, 40);
    let expansions = 0;
    for (const s of states) {
      const b = board(s);
      const u = unitById(s, s.moving as string) as UnitState;
      const ctx = moveContext(s, b);
      const rules = normalRules(s, u, b, ctx);
      if (!rules || u.replaced) continue;
      const towns = otherSidesTowns(s, u.side, b);
      const asked = new Map<number, number>();
      const counted = { ...rules, step: (from: number, to: number, dir: number, out: { cost: number; stop: boolean }) => {
        asked.set(from * 6 + dir, (asked.get(from * 6 + dir) ?? 0) + 1);
        return rules.step(from, to, dir, out);
      } };
      const found = townsPassed(b, counted, towns);
      for (const k of asked.values()) expect(k).toBe(1);
      expansions += asked.size;
      // Counting changes nothing (the answers' correctness against an oracle: test/movement/via-paths.test.ts).
      expect(norm(found)).toEqual(norm(townsPassed(b, rules, towns)));
    }
    expect(expansions).toBeGreaterThan(100);
  }, 60_000);
});

/**
 * Only the Towns a path may enter without stopping and leave again can be passed (N44 6.2, 8.2,
 * 9.5), so the search is handed those alone (movement.ts `viaLists`): on the positions of seeded
 * games the answers with them equal those with every Town of the other side, under the normal
 * move's rules and a bicycle's road reach (N44 9.9), and some Towns are left out.
 */
describe('the Towns a path may pass give the Town sets of all the Towns (N44 6.2)', () => {
  for (const [scenario, seed] of [['campaign', 3], ['mini-game', 5]] as const) {
    it(`${scenario} seed ${seed}: every picked unit`, () => {
      const states = pickedPositions(scenario, seed, 60);
      expect(states.length).toBeGreaterThan(20);
      let dropped = 0;
      let sets = 0;
      for (const s of states) {
        const b = board(s);
        const u = unitById(s, s.moving as string) as UnitState;
        const ctx = moveContext(s, b);
        const towns = otherSidesTowns(s, u.side, b);
        for (const rules of [normalRules(s, u, b, ctx), bicycleRules(s, u, b, ctx)]) {
          if (!rules || u.replaced) continue;
          const passable = passableTowns(b, rules, towns);
          dropped += towns.length - passable.length;
          const all = townsPassed(b, rules, towns);
          expect(norm(townsPassed(b, rules, passable))).toEqual(norm(all));
          for (const x of all.values()) sets += x.filter((t) => t.length > 0).length;
        }
      }
      // Towns were left out, and others named: the comparison is not between empty answers.
      expect(dropped).toBeGreaterThan(0);
      expect(sets).toBeGreaterThan(0);
    }, 60_000);
  }
});
