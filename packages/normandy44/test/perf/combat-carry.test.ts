import { describe, expect, it } from 'vitest';
import { game } from '../../src/index.js';
import { contextOf } from '../../src/context.js';
import { attackTargets, ddSupportTracks, eligibleAttackers, scanAttackers } from '../../src/combat/flow.js';
import { advancePaths, retreatEnds, zocUnitLocs } from '../../src/combat/retreat.js';
import { info } from '../../src/units.js';
import { board, onMap, unitById } from '../../src/position.js';
import { strafeTargets, strafingOpen } from '../../src/combat/strafing.js';
import { airLeft, sideArmy } from '../../src/combat/support.js';
import { terrainOf } from '../../src/map/index.js';
import type { State } from '../../src/state.js';
import { settleShape } from '../../src/sequence/shape.js';
import { cold, seededPlayer } from './digest.js';

/**
 * Session 14's combat and pick shortcuts (issue #17) against the answers of a fresh context, along
 * seeded games: the ready attackers carried from the phase's last listing (combat/flow.ts `readyAfter`),
 * the attack targets found with the context's scratch marks (`reachedHexes`), the strafing hexes kept
 * for the last unit list (combat/strafing.ts), every combat listing, and the state a pick or put-back
 * makes (game.ts `picked`).
 */
const combatPhase = (s: State): boolean => s.phase.endsWith('combat') && game.actor(s).kind === 'player';

describe('combat listings carried from the last listing equal a fresh context\'s (N44 10.1)', () => {
  for (const [scenario, seed] of [['mini-game', 4], ['mini-game', 9], ['cherbourg', 5]] as const) {
    it(`${scenario} seed ${seed}: attack targets, attackers and every combat listing`, () => {
      const p = seededPlayer(scenario, seed);
      let carried = 0;
      let listed = 0;
      let strafing = 0;
      while (!p.done()) {
        const s = p.state;
        if (combatPhase(s)) {
          const game0 = contextOf(s);
          const last = game0.lastAttackListing;
          const c = cold(s);
          if (s.combat === null) {
            const known = game0.attackListings.get(s.units);
            // A listing made now from the last one compared unit by unit (not one kept for this list).
            if (known === undefined && last !== null && last.units !== s.units && last.units.length === s.units.length && last.phase === s.phase && last.ips === s.ips) carried++;
            expect(attackTargets(s)).toEqual(attackTargets(c));
            for (const h of attackTargets(c)) expect(eligibleAttackers(s, h).map((u) => u.id)).toEqual(eligibleAttackers(c, h).map((u) => u.id));
            // Each enemy-held hex's attackers, found with the targets, equal each ready unit asked (N44 10.1).
            const foe = s.phase.startsWith('german') ? 'allied' : 'german';
            for (const h of new Set(s.units.filter((u) => u.side === foe && onMap(u)).map((u) => u.hex as string))) {
              expect(eligibleAttackers(s, h).map((u) => u.id)).toEqual(scanAttackers(c, h).map((u) => u.id));
            }
            // The strafing hexes kept for the last unit list (N44 19.1.4), asked again after each assignment.
            const strafe = strafeTargets(s);
            expect(strafe).toEqual(strafeTargets(c));
            // And the rule read hex by hex: German-held, not Woods nor City, missions left on it, air of its army (N44 19.1.4, 27.2).
            const b = board(s);
            const byRule = !strafingOpen(s) || s.air <= 0 ? [] : [...new Set(s.units.filter((u) => u.side === 'german' && onMap(u)).map((u) => u.hex as string))]
              .filter((h) => !['woods', 'city'].includes(terrainOf(b, b.locOf(h))) && s.strafed.filter((x) => x === h).length < (s.turn >= 17 ? 2 : 1) && airLeft(s, sideArmy(b, b.locOf(h))) > 0)
              .sort();
            expect(strafe).toEqual(byRule);
            if (strafe.length > 0 && s.strafed.length > 0) strafing++;
          }
          expect(game.legalMoves(s)).toEqual(game.legalMoves(c));
          listed++;
        }
        p.step();
      }
      expect(listed).toBeGreaterThan(20);
      expect(carried).toBeGreaterThan(2);
      if (scenario === 'mini-game') expect(strafing).toBeGreaterThan(0);
    }, 120_000);
  }
});

describe('German HQ tracks, retreat ends and advance paths, kept in the context, equal a fresh context\'s (N44 17.2, 13.1-13.3, 14)', () => {
  it('mini-game seed 7: every German HQ\'s tracks at every combat-phase position, every retreat\'s ends, every advance\'s paths', () => {
    const p = seededPlayer('mini-game', 7);
    let hqs = 0;
    let retreats = 0;
    let advances = 0;
    while (!p.done()) {
      const s = p.state;
      if (s.phase.endsWith('combat')) {
        const c = cold(s);
        // Asked at every position: a track kept past a change of units or control would show.
        for (const u of s.units) {
          if (u.side !== 'german' || !onMap(u) || info(u.id).kind !== 'hq') continue;
          expect(ddSupportTracks(s, u.id)).toEqual(ddSupportTracks(c, u.id));
          hqs++;
        }
        // The enemy's ZOC unit locations kept for the last unit list and side, asked for both sides in turn.
        // The order alternates, so that a side is asked first where it was asked last at the position before.
        const sides = p.decisions % 2 === 0 ? (['german', 'allied'] as const) : (['allied', 'german'] as const);
        for (const side of sides) expect(zocUnitLocs(s, side)).toEqual(zocUnitLocs(c, side));
        const k = s.combat;
        if (k && k.stage === 'advance') {
          // The enemy's ZOC units kept for the last unit list (N44 14: no ZOC to ZOC of one unit).
          for (const id of k.advancing) {
            const u = unitById(s, id);
            if (u && onMap(u)) expect(advancePaths(s, k, u)).toEqual(advancePaths(c, c.combat!, unitById(c, id)!));
            advances++;
          }
        }
        if (k && k.stage === 'retreat') {
          for (const id of k.retreating) {
            const u = unitById(s, id);
            if (!u || !onMap(u)) continue;
            // The context's scratch arrays and bonds (from the standings) against a fresh context's.
            expect(retreatEnds(s, u, k.retreatLength)).toEqual(retreatEnds(c, unitById(c, id)!, k.retreatLength));
            // A probe (not of the list) is searched now; the scratch is all 0 again after it.
            expect(retreatEnds(s, { ...u }, k.retreatLength)).toEqual(retreatEnds(c, unitById(c, id)!, k.retreatLength));
            const scratch = contextOf(s).retreatScratch;
            expect(scratch).not.toBeNull();
            for (const a of [scratch!.hold, scratch!.nonDg, scratch!.nonDgFactors, scratch!.ownSp]) expect(a.every((x) => x === 0)).toBe(true);
            retreats++;
          }
        }
      }
      p.step();
    }
    expect(hqs).toBeGreaterThan(50);
    expect(retreats).toBeGreaterThan(0);
    expect(advances).toBeGreaterThan(0);
  }, 120_000);
});

describe('a pick or put-back makes the state a spread and reshape make (N44 9.1)', () => {
  it('same JSON, same key order, the other fields the same values', () => {
    const p = seededPlayer('mini-game', 6, undefined, 3000);
    let checked = 0;
    while (!p.done()) {
      const s = p.state;
      const moves = game.actor(s).kind === 'player' ? game.legalMoves(s) : [];
      for (const m of moves) {
        if (m.type !== 'select' && m.type !== 'deselect') continue;
        const r = game.resolve(s, m);
        if (!r.ok) throw new Error(r.error.message);
        const want = settleShape(s, { ...s, moving: m.type === 'select' ? m.unit : null });
        expect(JSON.stringify(r.state)).toBe(JSON.stringify(want));
        expect(Object.keys(r.state)).toEqual(Object.keys(want));
        for (const k of Object.keys(s) as (keyof State)[]) if (k !== 'moving') expect(r.state[k]).toBe(s[k]);
        expect(r.events).toEqual([]);
        checked++;
        break;
      }
      p.step();
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('a state without `moving` (the schema makes it optional) gets it last, as a spread adds it', () => {
    const p = seededPlayer('mini-game', 6, undefined, 3000);
    while (!p.done() && !(p.state.phase.endsWith('movement') && p.state.moving == null && game.actor(p.state).kind === 'player')) p.step();
    const { moving: _, ...rest } = p.state;
    const bare = rest as State;
    const m = game.legalMoves(bare).find((x) => x.type === 'select');
    if (m === undefined || m.type !== 'select') throw new Error('no pick');
    const r = game.resolve(bare, m);
    if (!r.ok) throw new Error(r.error.message);
    expect(Object.keys(r.state)).toEqual(Object.keys({ ...bare, moving: m.unit }));
    expect(r.state.moving).toBe(m.unit);
  });
});

describe('a listed move resolves as the same move checked again (issue #17: no second `actor` for a listed move)', () => {
  it('mini-game seed 8: each decision, listed and resolved, equals the move resolved on a copy (not listed there)', () => {
    const p = seededPlayer('mini-game', 8, undefined, 2500);
    let checked = 0;
    while (!p.done()) {
      const s = p.state;
      const chance = game.actor(s).kind === 'chance';
      const moves = chance ? game.chanceOutcomes(s).map((o) => o.move) : game.legalMoves(s);
      const m = moves[checked % moves.length]!;
      const listed = game.resolve(s, m);
      const copy = cold(s);
      const checkedAgain = game.resolve(copy, JSON.parse(JSON.stringify(m)));
      expect(JSON.stringify(listed)).toBe(JSON.stringify(checkedAgain));
      // A die is refused when a player acts, and a player's move when chance acts (N44 2.1).
      const wrong = chance ? { type: 'end-phase' as const } : { type: 'roll' as const, die: 1 };
      expect(game.resolve(cold(s), wrong).ok).toBe(false);
      checked++;
      p.step();
    }
    expect(checked).toBeGreaterThan(1000);
  }, 120_000);
});
