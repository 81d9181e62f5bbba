import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng, pickChance, hexDistance } from '@esagono/kernel';
import { game, scenarios } from '../../src/index.js';
import { MapSchema, buildBoard, cotentinBoard, type Board, type MapFile } from '../../src/map/index.js';
import cotentinRaw from '../../src/map/cotentin.json';
import { attackTargets, eligibleAttackers } from '../../src/combat/flow.js';
import { advancePaths, retreatEnds } from '../../src/combat/retreat.js';
import { occupancy, onMap, unitById, zocOf } from '../../src/position.js';
import type { State, UnitState } from '../../src/state.js';

/**
 * The combat listings, retreat ends, occupancy and ZOC kept in a game's context (src/context.ts) must
 * answer as a board with nothing cached does, over positions of seeded Cherbourg games; the attack
 * targets must also be the hexes the rule names (N44 10.1): enemy-held, with at least one unit that
 * may join an attack on it, not attacked nor called off this phase.
 */
const fresh = (): Board => buildBoard(MapSchema.parse(cotentinRaw) as MapFile);

function positions(seed: number, every: number): State[] {
  const rng = new Rng(seed);
  const start = game.setup(scenarios.cherbourg, { seed });
  if (!start.ok) throw new Error(start.error.message);
  let s: State = start.state;
  const out: State[] = [];
  for (let n = 0; game.actor(s).kind !== 'terminal' && n < 3000; n++) {
    if (s.phase.includes('combat') || n % every === 0) out.push(s);
    const m = game.actor(s).kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick([...game.legalMoves(s)]);
    const r = game.resolve(s, m);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return out;
}

describe('combat caches never change an answer (N44 10.1, 13.1-13.3, 8.1)', () => {
  it('attack targets: warm equals cold equals the rule, at every combat position of a seeded game', () => {
    const warm = cotentinBoard();
    let checked = 0;
    for (const s of positions(5, 50)) {
      if (!s.phase.includes('combat') || s.combat !== null) continue;
      const cold = fresh();
      // Asked twice on the shared board: the second answer comes from the context.
      attackTargets(s, warm);
      const got = attackTargets(s, warm);
      expect(got).toEqual(attackTargets(s, cold));
      const foe = s.phase.startsWith('german') ? 'allied' : 'german';
      const byRule = [...new Set(s.units.filter((u) => u.side === foe && onMap(u)).map((u) => u.hex as string))]
        .filter((h) => !s.attackedHexes.includes(h) && !s.declined.includes(h) && eligibleAttackers(s, h, fresh()).length > 0)
        .sort();
      expect(got).toEqual(byRule);
      // Every listed target is next to one of its attackers (N44 10.1).
      for (const h of got) {
        const t = warm.map.hexes[warm.locOf(h)] as { q: number; r: number };
        expect(eligibleAttackers(s, h, warm).some((u) => hexDistance(warm.map.hexes[warm.locOf(u.hex as string)] as { q: number; r: number }, t) === 1)).toBe(true);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  }, 120_000);

  it('retreat ends, occupancy and ZOC: warm equals cold, and a second ask gives the same answer', () => {
    const warm = cotentinBoard();
    let checked = 0;
    for (const s of positions(11, 40)) {
      const cold = fresh();
      expect(occupancy(s, warm)).toEqual(occupancy(s, cold));
      for (const side of ['german', 'allied'] as const) {
        for (const across of [true, false]) expect(zocOf(s, side, warm, across)).toEqual(zocOf(s, side, cold, across));
      }
      const c = s.combat;
      if (c && c.stage === 'retreat') {
        for (const id of c.retreating) {
          const u = unitById(s, id) as UnitState;
          if (!onMap(u)) continue;
          const first = retreatEnds(s, u, c.retreatLength, warm);
          expect(retreatEnds(s, u, c.retreatLength, warm)).toBe(first);
          expect(first).toEqual(retreatEnds(s, u, c.retreatLength, cold));
          // A probe unit (not of the list) is searched afresh, not answered from the list's memo.
          const probe: UnitState = { ...u };
          expect(retreatEnds(s, probe, c.retreatLength, warm)).toEqual(retreatEnds(s, probe, c.retreatLength, fresh()));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  }, 120_000);

  it('advance paths: warm equals cold, for every advancing unit of a seeded game (N44 14)', () => {
    const warm = cotentinBoard();
    let checked = 0;
    for (const seed of [11, 12, 13]) {
      for (const s of positions(seed, 1000)) {
        const c = s.combat;
        if (!c || c.stage !== 'advance') continue;
        for (const id of c.advancing) {
          const u = unitById(s, id) as UnitState;
          if (!onMap(u)) continue;
          expect(advancePaths(s, c, u, warm)).toEqual(advancePaths(s, c, u, fresh()));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  }, 120_000);

  it('unitById finds what a scan finds, in the game order and in any other order of the list', () => {
    const start = game.setup(scenarios.cherbourg);
    if (!start.ok) throw new Error(start.error.message);
    const s0 = start.state;
    // The game's first look-up fixes each id's place.
    for (const u of s0.units) expect(unitById(s0, u.id)).toBe(u);
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: s0.units.length, maxLength: s0.units.length }), fc.nat(s0.units.length - 1), (keys, drop) => {
        const order = s0.units.map((u, i) => ({ u, k: keys[i] as number })).sort((a, z) => a.k - z.k).map((x) => x.u);
        const units = order.filter((_, i) => i !== drop);
        const s: State = { ...s0, units };
        for (const u of s0.units) expect(unitById(s, u.id)).toBe(units.find((x) => x.id === u.id));
        expect(unitById(s, 'no-such-unit')).toBeUndefined();
      }),
      { numRuns: 30 },
    );
  });
});
