import { describe, expect, it } from 'vitest';
import { game, scenarios } from '../../src/index.js';
import { board, onMap } from '../../src/position.js';
import { rosterOf, mobilizedOn } from '../../src/sequence/roster.js';
import { entryOptions } from '../../src/replacements/reinforcements.js';
import { campaignLandings } from '../../src/beachheads/beachheads.js';
import { removalOptions } from '../../src/fortifications/ip.js';
import { replaceOptions } from '../../src/replacements/replace.js';
import { info } from '../../src/units.js';
import type { State } from '../../src/state.js';
import { cold, seededPositions } from './digest.js';

const positions = (seed: number): State[] => seededPositions(seed);

describe('the phase-start caches answer as a scan of the unit list does (issue #17)', () => {
  const states = positions(5);

  it('the roster holds the units a scan finds: landers (N44 6.5.2, 20.5), Strongpoints (16.2), the Reinforcement box and the mobilized divisions (6.6-6.7)', () => {
    let landers = 0;
    for (const s of states) {
      const r = rosterOf(s);
      expect(r.landers).toEqual(s.units.filter((u) => u.box === 'wave' || u.box === 'britain'));
      expect(r.strongpoints).toEqual(s.units.filter((u) => u.side === 'german' && onMap(u) && info(u.id).kind === 'strongpoint'));
      const boxed = s.units.filter((u) => u.side === 'german' && u.box === 'reinforcement');
      expect(r.scheduled).toEqual(boxed.filter((u) => !info(u.id).counter.front.whiteStar));
      expect(r.mobilization).toEqual(boxed.filter((u) => info(u.id).counter.front.whiteStar));
      const placed = new Set(s.units.filter((u) => u.box !== 'reinforcement' && u.arrives === s.turn && info(u.id).counter.front.whiteStar).map((u) => info(u.id).counter.formation));
      expect([...mobilizedOn(r, s.turn)].sort()).toEqual([...placed].sort());
      landers += r.landers.length;
    }
    // The mini-game has units in Britain and the Second Wave: the check is not vacuous.
    expect(landers).toBeGreaterThan(0);
  });

  it('entries, landings, removals and replacements on warm caches equal those in a fresh context (N44 6.2, 6.6, 16.1, 20.5)', () => {
    const seen = { enter: 0, land: 0, replace: 0 };
    for (const [i, s] of states.entries()) {
      if (i % 5 !== 0 && !s.phase.endsWith('replacement')) continue;
      const c = cold(s);
      const b = board(s);
      const enter = entryOptions(s, b);
      expect(enter).toEqual(entryOptions(c, b));
      const land = s.campaign ? campaignLandings(s, b, undefined, '') : [];
      expect(land).toEqual(c.campaign ? campaignLandings(c, b, undefined, '') : []);
      expect(removalOptions(s)).toEqual(removalOptions(c));
      const repl = replaceOptions(s, b);
      expect(repl).toEqual(replaceOptions(c, b));
      seen.enter += enter.length;
      seen.land += land.length;
      seen.replace += repl.length;
    }
    // Each listing had something to list in some position of the game.
    expect(seen.enter).toBeGreaterThan(0);
    expect(seen.land).toBeGreaterThan(0);
  });

  it('a phase change that changes no unit keeps the unit list (the caches keyed by it stay warm), and one that does copies it (N44 3)', () => {
    let kept = 0;
    for (const s of states) {
      if (game.actor(s).kind !== 'player' || s.moving !== null || s.combat !== null) continue;
      if (!game.legalMoves(s).some((m) => m.type === 'end-phase')) continue;
      const r = game.resolve(s, { type: 'end-phase' });
      if (!r.ok) throw new Error(r.error.message);
      if (r.state.units === s.units) kept++;
      // A kept list is one whose units are all unchanged, unit by unit; a new list differs in some unit.
      else if (r.state.units.length === s.units.length) expect(r.state.units.some((u, j) => u !== s.units[j])).toBe(true);
    }
    expect(kept).toBeGreaterThan(0);
  });
});
