import { describe, expect, it } from 'vitest';
import { game } from '../../src/index.js';
import { contextOf } from '../../src/context.js';
import type { Move, State } from '../../src/state.js';
import { board, overstacked } from '../../src/position.js';
import { dueReinforcements, entrants, entryOptions } from '../../src/replacements/reinforcements.js';
import { ARMY_BEACHES, beachOpen, evacuationOptions, landingHexes } from '../../src/beachheads/beachheads.js';
import { rosterOf } from '../../src/sequence/roster.js';
import { cold, seededPlayer } from './digest.js';

const choosing = (s: State): boolean => s.phase.endsWith('movement') && s.moving == null && game.actor(s).kind === 'player';

describe('the Movement listing with no unit picked, carried and kept, equals a fresh context\'s (issue #17, N44 9.1)', () => {
  for (const [scenario, seed] of [['mini-game', 3], ['mini-game', 11], ['cherbourg', 5]] as const) {
    it(`${scenario} seed ${seed}: every pass listing along the game, and the one after a unit is put back, equals a cold listing`, () => {
      const p = seededPlayer(scenario, seed);
      let listed = 0;
      let putBack = 0;
      let entered = 0;
      let picked = 0;
      let open = 0;
      let landing = 0;
      let prev: State | null = null;
      while (!p.done()) {
        const s = p.state;
        if (choosing(s)) {
          // Put back after a pick: the context's last listing answers (the state but for `moving`).
          const kept = contextOf(s).passListing;
          if (prev !== null && prev.moving != null && kept !== null && kept.state !== s && kept.state.units === s.units) putBack++;
          const c = cold(s);
          const warm = game.legalMoves(s);
          expect(warm).toEqual(game.legalMoves(c));
          listed++;
          // Units that may land are picked like the others (N44 20.5): their picks, kept per landing listing.
          const landers = new Set(rosterOf(s).landers.map((u) => u.id));
          if (warm.some((m) => m.type === 'select' && landers.has(m.unit))) landing++;
          // The kept parts, each against a scan in a fresh context: the due reinforcements, the units with
          // an entry decision in the order of their entry moves (N44 6.6, 6.7), the evacuations (N44 21.2).
          const b = board(s);
          const ids = (us: readonly { id: string }[]): string[] => us.map((u) => u.id);
          expect(ids(dueReinforcements(s, b))).toEqual(ids(dueReinforcements(c, b)));
          const entering = [...new Set(entryOptions(c, b).map((m) => (m as Extract<Move, { unit: string }>).unit))];
          expect(ids(entrants(s, b))).toEqual(entering);
          if (entering.length > 0) entered++;
          expect(evacuationOptions(s, b)).toEqual(evacuationOptions(c, b));
          // The open beaches (N44 21.1), carried from the parent list, against each beach's units.
          for (const army of ['us', 'british'] as const) {
            expect(landingHexes(s, army, b)).toEqual(landingHexes(c, army, b));
            // Each beach of the army listed when open (`beachOpen` reads the beach's units).
            for (const x of b.file.beaches) if (ARMY_BEACHES[army].includes(x.name) && beachOpen(c, x.hex)) expect(landingHexes(s, army, b)).toContainEqual({ hex: x.hex, beach: x.name });
            if (landingHexes(s, army, b).length > 0) open++;
          }
          // Over-stacked hexes (N44 7.1), carried with the hexes entered checked alone.
          for (const side of ['german', 'allied'] as const) expect(overstacked(s, side)).toEqual(overstacked(c, side));
        }
        // A picked unit's listing reads the Reserve marker hexes and the Strongpoint hexes kept per list
        // (N44 15.1, 16.1): its Reserve and IP moves equal a cold listing's.
        if (s.phase.endsWith('movement') && s.moving != null && game.actor(s).kind === 'player') {
          const moves = game.legalMoves(s);
          expect(moves).toEqual(game.legalMoves(cold(s)));
          picked += moves.filter((m) => m.type === 'reserve' || m.type === 'start-ip').length;
        }
        prev = s;
        p.step();
      }
      expect(listed).toBeGreaterThan(50);
      expect(picked).toBeGreaterThan(0);
      if (scenario === 'mini-game') {
        expect(putBack).toBeGreaterThan(0);
        // German reinforcements entered during the game: the kept entrants were not all empty.
        expect(entered).toBeGreaterThan(0);
        expect(open).toBeGreaterThan(0);
        expect(landing).toBeGreaterThan(5);
      }
    });
  }

  it('a state that differs from the last listed one beyond `moving` is listed afresh (N44 9.1)', () => {
    const p = seededPlayer('mini-game', 8);
    let checked = 0;
    let differ = 0;
    while (!p.done() && checked < 60) {
      const s = p.state;
      p.step();
      if (!choosing(s)) continue;
      const listing = game.legalMoves(s);
      // Same unit list, another weather, turn or IP allowance: the kept listing must not answer (N44 9.9, 16.1).
      for (const other of [{ ...s, moving: null }, { ...s, space: s.space === 1 ? 3 : 1 }, { ...s, turn: 1 }, { ...s, ipAllowance: { german: 0, allied: 0 } }] as State[]) {
        const warm = game.legalMoves(other);
        expect(warm).toEqual(game.legalMoves(cold(other)));
        if (JSON.stringify(warm) !== JSON.stringify(listing)) differ++;
      }
      // The kept listing is handed out as a copy: changing one leaves the next alone.
      (game.legalMoves(s) as unknown as unknown[]).length = 0;
      expect(game.legalMoves(s)).toEqual(listing);
      checked++;
    }
    expect(checked).toBe(60);
    expect(differ).toBeGreaterThan(0);
  });

  it('the roster carried over a landing, an entry or a mobilization equals a scan (N44 6.6, 6.7, 20.5)', () => {
    let changedRoster = 0;
    for (const seed of [2, 5]) {
      const p = seededPlayer('mini-game', seed);
      for (let n = 0; !p.done(); n++) {
        const before = p.state;
        // Every other position's roster asked first: the others' are carried from a parent no one asked
        // about, up the lineages (sequence/roster.ts).
        const parent = n % 3 === 0 ? rosterOf(before) : null;
        p.step();
        const s = p.state;
        if (n % 3 === 1) continue;
        const warm = rosterOf(s);
        const c = rosterOf(cold(s));
        if (parent !== null && warm !== parent) changedRoster++;
        for (const k of ['landers', 'strongpoints', 'scheduled', 'mobilization'] as const) expect(warm[k].map((u) => u.id)).toEqual(c[k].map((u) => u.id));
        expect(warm.landers).toEqual(c.landers);
        expect([...warm.mobilized].map(([t, d]) => [t, [...d].sort()]).sort()).toEqual([...c.mobilized].map(([t, d]) => [t, [...d].sort()]).sort());
      }
    }
    expect(changedRoster).toBeGreaterThan(5);
  });
});
