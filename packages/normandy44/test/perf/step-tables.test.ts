import { describe, expect, it } from 'vitest';
import { Rng, createPathSearch, pickChance } from '@esagono/kernel';
import { game, scenarios } from '../../src/index.js';
import { board, onMap, other } from '../../src/position.js';
import { SIDE, inZone, type Board } from '../../src/map/index.js';
import { HEX_TERRAINS } from '../../src/map/schema.js';
import { bicycleRules, limitsOf, moveContext, moveDestinations, movementAllowance, mustMoveTactically, normalRules, isClear, type MoveContext } from '../../src/movement/movement.js';
import { modesFor, strategicRules, TRUCK_MA, type MoveMode } from '../../src/movement/strategic.js';
import { stepOf, stepSixths, type SpecRules } from '../../src/movement/steps.js';
import { reachOf, type MoveRules, type StepOut } from '../../src/movement/vias.js';
import { contextOf } from '../../src/context.js';
import { bondAllows } from '../../src/zoc/bonds.js';
import { faceFor, info } from '../../src/units.js';
import { airborneDutyEnds, airborneLimit, airbornePathLimit } from '../../src/special-rules/airborne-duty.js';
import { spentEntering } from '../../src/replacements/reinforcements.js';
import type { Move, State, UnitState } from '../../src/state.js';

// The rules as closures, as they were before the step tables (steps.ts): the reference the specs must equal.
const ROADS = SIDE.mainRoad | SIDE.secondaryRoad;
const T_FLOODED = HEX_TERRAINS.indexOf('flooded');

function oldNormal(s: State, u: UnitState, b: Board, ctx: MoveContext): MoveRules | null {
  if (u.side === 'german' && s.turn === 1 && info(u.id).kind === 'ost') return null;
  const face = faceFor(info(u.id), u.steps);
  const restr = !face.restricted || u.released ? 'none' : inZone(b, b.locOf(u.hex as string), 'cherbourg-perimeter') ? 'perimeter' : 'frozen';
  if (restr === 'frozen') return null;
  const ma = movementAllowance(s, u);
  if (ma <= 0) return null;
  const tactical = mustMoveTactically(s, u);
  const origin = b.locOf(u.hex as string);
  const foe = other(u.side);
  const occ = ctx.side[foe].occ;
  const zoc = ctx.zocOf[foe];
  const bonds = ctx.bondsOf[foe];
  const limit = airbornePathLimit(s, u, b);
  const mech = info(u.id).mech;
  const german = u.side === 'german';
  const limits = limitsOf(b);
  const sideBit = german ? 1 : 2;
  return {
    origin,
    budget: (tactical ? 2 : ma) * 6 - spentEntering(u),
    step(from, to, dir, out) {
      if (occ[to] === 1 || ((limits[to] as number) & sideBit) !== 0) return false;
      if (limit && !limit(to)) return false;
      if (restr === 'perimeter' && !inZone(b, to, 'cherbourg-perimeter')) return false;
      const c = stepSixths(mech, german, s.space, b, from, to, dir);
      if (c === Infinity) return false;
      if (!bondAllows(bonds, from, to, dir)) return false;
      const bits = b.sides[from * 6 + dir] as number;
      const roadOrCauseway = bits & (ROADS | SIDE.causeway);
      if (!roadOrCauseway && bits & (SIDE.majorRiver | SIDE.flooded) && from !== origin) return false;
      out.cost = tactical ? 6 : zoc[from] === 1 ? c + 6 : c;
      out.stop = zoc[to] === 1 || (!roadOrCauseway && b.terrain[to] === T_FLOODED);
      return true;
    },
  };
}

function oldBicycle(s: State, u: UnitState, b: Board, ctx: MoveContext): MoveRules | null {
  const face = faceFor(info(u.id), u.steps);
  if (!face.bicycle || !(s.space === 2 || s.space === 3) || mustMoveTactically(s, u)) return null;
  const zoc = ctx.zocOf[other(u.side)];
  const normal = oldNormal(s, u, b, ctx);
  if (!normal || zoc[normal.origin] === 1) return null;
  return {
    origin: normal.origin,
    budget: 36 - spentEntering(u),
    step(from, to, dir, out) {
      if (zoc[to] === 1 || ((b.sides[from * 6 + dir] as number) & ROADS) === 0) return false;
      return normal.step(from, to, dir, out);
    },
  };
}

function oldStrategic(s: State, u: UnitState, mode: MoveMode, b: Board, ctx: MoveContext): MoveRules | null {
  const foe = other(u.side);
  const zoc = ctx.zocOf[foe];
  const bonds = ctx.bondsOf[foe];
  const enemyOcc = ctx.side[foe].occ;
  const origin = b.locOf(u.hex as string);
  if (zoc[origin] === 1) return null;
  const truck = mode !== 'strategic';
  const strategic = mode !== 'truck';
  const base = truck ? (u.side === 'german' && isClear(s) ? TRUCK_MA - 2 : TRUCK_MA) : movementAllowance(s, u);
  const ma = strategic ? base * 2 : base;
  if (ma <= 0) return null;
  const limits = limitsOf(b);
  const sideBit = u.side === 'german' ? 1 : 2;
  const limit = airborneLimit(s, u, b);
  const german = u.side === 'german';
  return {
    origin,
    budget: ma * 6 - spentEntering(u),
    step(from, to, dir, out) {
      if (enemyOcc[to] === 1 || zoc[to] === 1 || ((limits[to] as number) & sideBit) !== 0) return false;
      if (limit && !limit(to)) return false;
      if (!bondAllows(bonds, from, to, dir)) return false;
      if (strategic && ((b.sides[from * 6 + dir] as number) & ROADS) === 0) return false;
      const c = stepSixths(true, german, s.space, b, from, to, dir);
      if (c === Infinity) return false;
      out.cost = c;
      out.stop = false;
      return true;
    },
  };
}

/** Movement positions of a seeded random game (a unit picked or not), every `every`-th, at most `cap`. */
function movementPositions(scenario: 'campaign' | 'mini-game' | 'cherbourg', seed: number, cap: number, every: number): State[] {
  const rng = new Rng(seed);
  const start = game.setup(scenarios[scenario]);
  if (!start.ok) throw new Error(start.error.message);
  let s = start.state;
  const out: State[] = [];
  let k = 0;
  for (let i = 0; i < 6000 && out.length < cap && game.actor(s).kind !== 'terminal'; i++) {
    if (s.phase.endsWith('movement') && game.actor(s).kind === 'player' && k++ % every === 0) out.push(s);
    const m: Move = game.actor(s).kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(game.legalMoves(s));
    const r = game.resolve(s, m);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return out;
}

/** Steps out of the origin and out of every location reached on which both rules differ (refusal, cost or stop), into `wrong`; returns the steps both allow. */
function sameSteps(b: Board, spec: SpecRules, ref: MoveRules, froms: readonly number[], wrong: string[]): number {
  const a: StepOut = { cost: 0, stop: false };
  const z: StepOut = { cost: 0, stop: false };
  let n = 0;
  for (const from of [spec.origin, ...froms]) {
    for (let d = 0; d < 6; d++) {
      const to = b.map.neighbor(from, d);
      if (to < 0) continue;
      const x = stepOf(spec.spec, from, to, d, a);
      const y = ref.step(from, to, d, z);
      if (x !== y || (x && (a.cost !== z.cost || a.stop !== z.stop))) wrong.push(`${spec.origin}: ${from}/${d} ${x} ${a.cost} ${a.stop} for ${y} ${z.cost} ${z.stop}`);
      if (x) n++;
    }
  }
  return n;
}

/**
 * The step tables and the search over them (steps.ts, issue #17) answer as the rules written as
 * closures over `stepSixths` did, searched by the kernel's path search: on the movement positions of
 * seeded games, for every unit on the map of either side, its normal move (N44 9, 8.2, 9.10), a
 * bicycle's road reach (N44 9.9) and each Strategic or Truck mode (N44 9.8): the same ends, the same
 * steps, and the same destination list.
 */
describe('the step tables and their search answer as the rules as closures (N44 9, 9.8, 9.9, issue #17)', () => {
  for (const [scenario, seed, every] of [['mini-game', 5, 11], ['campaign', 1, 37], ['cherbourg', 2, 5]] as const) {
    it(`${scenario} seed ${seed}: every unit's reach and steps`, () => {
      const states = movementPositions(scenario, seed, 24, every);
      expect(states.length).toBeGreaterThan(10);
      const counts = { normal: 0, strategic: 0, ends: 0, steps: 0 };
      const wrong: string[] = [];
      for (const s of states) {
        const b = board(s);
        const ctx = moveContext(s, b);
        const search = contextOf(s, b).scratch.reach;
        const kernel = createPathSearch(b.map.size, 2);
        for (const u of s.units) {
          if (!onMap(u) || u.moved || u.dispersed) continue;
          const rules = normalRules(s, u, b, ctx);
          const ref = oldNormal(s, u, b, ctx);
          expect(rules === null).toBe(ref === null);
          if (!rules || !ref) continue;
          const ends = search.reach(rules.spec);
          const refEnds = reachOf(b, ref, kernel);
          expect(ends).toEqual(refEnds);
          counts.normal++;
          counts.ends += ends.length;
          counts.steps += sameSteps(b, rules, ref, ends, wrong);
          const bike = bicycleRules(s, u, b, ctx);
          const refBike = oldBicycle(s, u, b, ctx);
          expect(bike === null).toBe(refBike === null);
          let all = refEnds.map((l) => b.ids[l] as string);
          if (bike && refBike) {
            const bikeEnds = reachOf(b, refBike, kernel);
            expect(search.reach(bike.spec)).toEqual(bikeEnds);
            sameSteps(b, bike, refBike, bikeEnds, wrong);
            all = [...all, ...bikeEnds.map((l) => b.ids[l] as string).filter((h) => !all.includes(h))];
          }
          if (!u.replaced) expect(moveDestinations(s, u, b, ctx)).toEqual(airborneDutyEnds(s, u, b, all));
          for (const mode of modesFor(s, u)) {
            const sm = strategicRules(s, u, mode, b, ctx);
            const refSm = oldStrategic(s, u, mode, b, ctx);
            expect(sm === null).toBe(refSm === null);
            if (!sm || !refSm) continue;
            const smEnds = reachOf(b, refSm, kernel);
            expect(search.reach(sm.spec)).toEqual(smEnds);
            sameSteps(b, sm, refSm, smEnds, wrong);
            counts.strategic++;
          }
        }
      }
      expect(wrong).toEqual([]);
      // Real comparisons: many units, with ends and allowed steps.
      expect(counts.normal).toBeGreaterThan(100);
      expect(counts.ends).toBeGreaterThan(counts.normal);
      expect(counts.steps).toBeGreaterThan(counts.ends);
      if (scenario !== 'cherbourg') expect(counts.strategic).toBeGreaterThan(10);
    }, 120_000);
  }
});

/** The cost tables hold `stepSixths` of every step of both boards, for every kind of unit and weather, closed where the map is to the side (N44 9.3-9.7, 26.1). */
describe('the step cost tables are stepSixths (N44 9.3-9.7, TEC)', () => {
  it('both boards, foot and mech, German and Allied, every weather space', () => {
    for (const scenario of ['campaign', 'cherbourg'] as const) {
      const start = game.setup(scenarios[scenario]);
      if (!start.ok) throw new Error(start.error.message);
      const b = board(start.state);
      const search = contextOf(start.state, b).scratch.reach;
      let allowed = 0;
      const wrong: string[] = [];
      for (const mech of [false, true]) {
        for (const german of [false, true]) {
          for (let space = 0; space <= 5; space++) {
            const table = search.costs(mech, german, space, limitsOf(b));
            for (let from = 0; from < b.map.size; from++) {
              for (let d = 0; d < 6; d++) {
                const to = b.map.neighbor(from, d);
                const want = to < 0 || ((limitsOf(b)[to] as number) & (german ? 1 : 2)) !== 0 ? Infinity : stepSixths(mech, german, space, b, from, to, d);
                const got = table[from * 6 + d] as number;
                if ((got === 255 ? Infinity : got & 31) !== want) wrong.push(`${mech} ${german} ${space} ${from}/${d}: ${got} for ${want}`);
                if (got !== 255) {
                  // The hexside's facts beside the cost: road, major river or flooded hexside off road, into a flooded hex off road.
                  const bits = b.sides[from * 6 + d] as number;
                  const rc = (bits & (ROADS | SIDE.causeway)) !== 0;
                  const facts = ((bits & ROADS) !== 0 ? 32 : 0) | (!rc && (bits & (SIDE.majorRiver | SIDE.flooded)) !== 0 ? 64 : 0) | (!rc && b.terrain[to] === T_FLOODED ? 128 : 0);
                  if ((got & ~31) !== facts) wrong.push(`${mech} ${german} ${space} ${from}/${d}: facts ${got & ~31} for ${facts}`);
                }
                if (got !== 255) allowed++;
              }
            }
          }
        }
      }
      expect(wrong).toEqual([]);
      expect(allowed).toBeGreaterThan(b.map.size);
    }
  });
});
