import { describe, expect, it } from 'vitest';
import { game } from '../../src/index.js';
import { contextOf } from '../../src/context.js';
import { board, onMap, unitById } from '../../src/position.js';
import { moveContext, moveDestinations, moveVias, reserveHops, townInReach } from '../../src/movement/movement.js';
import { boundaryAllows } from '../../src/special-rules/special.js';
import { modesFor, strategicDestinations, strategicEnds, strategicVias } from '../../src/movement/strategic.js';
import type { Move, State, UnitState } from '../../src/state.js';
import { cold, seededPlayer } from './digest.js';

const picking = (s: State): boolean => s.phase.endsWith('movement') && s.moving != null && game.actor(s).kind === 'player';

/** The context's searched slots made to forget every list (as many fresh keys as it has slots). */
function forgetSearched(s: State): void {
  const searched = contextOf(s).searched;
  for (let k = 0; k < searched.size; k++) searched.add([], { unit: undefined as unknown as UnitState, locs: [], stamp: -1, moves: null });
}

describe("a picked unit's searched destinations keep their locations and moves (game context `searched`, issue #17, N44 9.1, 22.1)", () => {
  for (const [scenario, seed] of [['mini-game', 3], ['mini-game', 11], ['cherbourg', 5]] as const) {
    it(`${scenario} seed ${seed}: the kept locations, moves and Reserve hops equal those computed without the slots`, () => {
      const p = seededPlayer(scenario, seed);
      let kept = 0;
      let listed = 0;
      let hops = 0;
      let strategic = 0;
      let townsInReach = 0;
      while (!p.done()) {
        const s = p.state;
        const u = picking(s) ? (unitById(s, s.moving as string) as UnitState) : undefined;
        if (u !== undefined && onMap(u)) {
          const b = board(s);
          const moves = game.legalMoves(s);
          const dests = moveDestinations(s, u, b, moveContext(s, b));
          const entry = contextOf(s).searched.get(dests);
          if (entry !== undefined && entry.unit === u) {
            kept++;
            // The locations, in the list's order (the Town test reads them, movement.ts `moveVias`).
            expect(entry.locs).toEqual(dests.map((h) => b.locOf(h)));
            // The moves the listing kept: every destination the Army Boundary allows, in order (N44 22.1).
            if (entry.moves !== null) {
              listed++;
              expect(entry.moves).toEqual(dests.filter((h) => boundaryAllows(s, u, h, b)).map((to): Move => ({ type: 'move', unit: u.id, to })));
            }
          }
          // The Reserve hops (N44 15.1) by location equal those of a fresh context whose slots forgot the list.
          const c = cold(s);
          const cu = unitById(c, u.id) as UnitState;
          moveDestinations(c, cu);
          forgetSearched(c);
          const fresh = reserveHops(c, cu);
          expect(reserveHops(s, u, b)).toEqual(fresh);
          hops += fresh.length;
          // The Town sets of a list just searched (which may skip the Town-set search when the destination
          // search went on from no Town of the other side) equal those of a context that forgot the search (N44 6.2).
          const fresh1 = cold(s);
          const fu1 = unitById(fresh1, u.id) as UnitState;
          const fresh2 = cold(s);
          const fu2 = unitById(fresh2, u.id) as UnitState;
          const d2 = moveDestinations(fresh2, fu2);
          forgetSearched(fresh2);
          const d1 = moveDestinations(fresh1, fu1);
          expect(moveVias(fresh1, fu1)).toEqual(moveVias(fresh2, fu2));
          if (d1.length > 0 && townInReach(fresh1, u.side, b, d2.map((h) => b.locOf(h)))) townsInReach++;
          // A Strategic or Truck move's ends, locations and Town sets at once equal those asked apart, fresh (N44 9.8, 6.2).
          for (const mode of modesFor(s, u)) {
            const ends = strategicEnds(s, u, mode, b, moveContext(s, b));
            const x = cold(s);
            const xu = unitById(x, u.id) as UnitState;
            const dests = strategicDestinations(x, xu, mode);
            expect(ends.dests).toEqual(dests);
            expect(ends.locs).toEqual(dests.map((h) => b.locOf(h)));
            expect(ends.vias).toEqual(dests.length > 0 ? strategicVias(x, xu, mode, dests) : new Map());
            strategic += ends.vias.size;
          }
          // And the listing equals a fresh context's (which searches, so fills its own slots).
          expect(moves).toEqual(game.legalMoves(cold(s)));
        }
        p.step();
      }
      expect(kept).toBeGreaterThan(20);
      expect(listed).toBeGreaterThan(20);
      if (scenario === 'mini-game') {
        expect(hops).toBeGreaterThan(0);
        expect(townsInReach).toBeGreaterThan(10);
        // Some Strategic or Truck move passed a Town of the other side.
        expect(strategic).toBeGreaterThan(0);
      }
    });
  }
});
