import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { game } from '../../src/index.js';
import { bicycleRules, moveContext, moveDestinations, normalRules } from '../../src/movement/movement.js';
import { modesFor, strategicDestinations, strategicRules } from '../../src/movement/strategic.js';
import { createPathSearch } from '@esagono/kernel';
import { reachOf, townSearch, townsPassed, type MoveRules, type StepOut } from '../../src/movement/vias.js';
import type { Board } from '../../src/map/index.js';
import { terrainOf } from '../../src/map/index.js';
import { board, isTownOrCity, unitById } from '../../src/position.js';
import type { Campaign, Move, Player, SetupInput, State, UnitState } from '../../src/state.js';
import { position } from '../helpers.js';

type MoveOf = Extract<Move, { type: 'move' }>;

// The nightly run asks for more (ESAGONO_PROPERTY_RUNS), with fresh seeds; a listing costs tens of ms.
const NIGHTLY = process.env.ESAGONO_PROPERTY_RUNS;
const runs = (n: number, seed: number): { numRuns: number; seed?: number } => (NIGHTLY ? { numRuns: 400 } : { numRuns: n, seed });

/**
 * An oracle for N44 6.2's "Towns passed": every walk the rules allow within the allowance, found by
 * a label-correcting search of its own over (hex, Towns passed so far) with plain maps, sharing
 * nothing with the game's search but the step rules (one set of movement rules, N44 9). For each
 * end hex, the Town sets (sorted hex lists joined by commas) of the walks that reach it; the hex
 * the unit starts in is never named (it stood there).
 */
function walks(b: Board, rules: MoveRules, isTown: (loc: number) => boolean): Map<string, Set<string>> {
  const best = new Map<string, number>();
  const stack: { at: number; towns: number[]; spent: number }[] = [{ at: rules.origin, towns: [], spent: 0 }];
  const ends = new Map<string, Set<string>>();
  const out: StepOut = { cost: 0, stop: false };
  while (stack.length > 0) {
    const { at, towns, spent } = stack.pop()!;
    for (let dir = 0; dir < 6; dir++) {
      const to = b.map.neighbor(at, dir);
      if (to < 0 || !rules.step(at, to, dir, out)) continue;
      const c = spent + out.cost;
      if (c > rules.budget) continue;
      const h = b.ids[to] as string;
      if (!ends.has(h)) ends.set(h, new Set());
      // The end hex is taken anyway: it is never named (N44 6.2).
      ends.get(h)!.add(towns.filter((t) => t !== to).map((t) => b.ids[t] as string).sort().join());
      if (out.stop) continue;
      const next = isTown(to) && to !== rules.origin && !towns.includes(to) ? [...towns, to] : towns;
      const k = `${to}|${[...next].sort((x, y) => x - y).join()}`;
      if ((best.get(k) ?? Infinity) <= c) continue;
      best.set(k, c);
      stack.push({ at: to, towns: next, spent: c });
    }
  }
  ends.delete(b.ids[rules.origin] as string);
  return ends;
}

/** The oracle over several rule sets (a bicycle's normal move and its road reach, N44 9.9). */
function allWalks(b: Board, rules: readonly (MoveRules | null)[], isTown: (loc: number) => boolean): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const r of rules) {
    if (!r) continue;
    for (const [h, sets] of walks(b, r, isTown)) {
      if (!out.has(h)) out.set(h, new Set());
      for (const x of sets) out.get(h)!.add(x);
    }
  }
  return out;
}

/** The listed moves' Town sets by end hex, for the moves of one mode. */
function listed(s: State, unit: string, mode: MoveOf['mode']): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  // A unit with no move is not offered for picking (N44 9.1).
  const picked = game.resolve(s, { type: 'select', unit });
  if (!picked.ok) return out;
  for (const m of game.legalMoves(picked.state)) {
    if (m.type !== 'move' || m.mode !== mode) continue;
    if (!out.has(m.to)) out.set(m.to, new Set());
    out.get(m.to)!.add((m.via ?? []).join());
  }
  return out;
}

const asObject = (m: Map<string, Set<string>>): Record<string, string[]> => Object.fromEntries([...m].map(([h, x]) => [h, [...x].sort()]).sort());

const cotentin = board(position([['US-4-8', '2513']]));
const land = cotentin.ids.filter((h) => !['sea', 'marsh'].includes(terrainOf(cotentin, cotentin.locOf(h))) && !h.endsWith('15'));
const towns = cotentin.ids.filter((h) => isTownOrCity(cotentin, cotentin.locOf(h)));

// Movers of every kind the rules tell apart: foot, mech, bicycle (N44 9.9), German and Allied.
const MOVERS = ['ge-709-729-2', 'ge-10ss-recon', 'ge-12ss-12-1', 'US-4-8', 'BR-11A-29b'] as const;
const ENEMIES: Readonly<Record<Player, readonly string[]>> = { german: ['US-4-12', 'US-4-22', 'US-90-359'], allied: ['ge-709-739', 'ge-91-1057', 'ge-243-920'] };

const arbPosition = fc.record({
  mover: fc.constantFrom(...MOVERS),
  at: fc.constantFrom(...land),
  foes: fc.uniqueArray(fc.constantFrom(...land), { maxLength: 3 }),
  // Each Town's holder: the mover's Towns are never named (N44 6.2).
  control: fc.array(fc.boolean(), { minLength: towns.length, maxLength: towns.length }),
  space: fc.integer({ min: 1, max: 6 }),
  tactical: fc.boolean(),
});

describe('the Towns a move passes are those of the legal paths, by the one set of movement rules (N44 6.2, 9, 9.9, 9.10)', () => {
  it('6.2 every listed Town set is realised by a legal path, and every legal path\'s Town set is listed (random positions)', () => {
    // What the runs met: Towns named, and a bicycle's road reach (N44 9.9) beyond its normal move.
    const met = { towns: 0, bicycle: 0 };
    fc.assert(
      fc.property(arbPosition, ({ mover, at, foes, control, space, tactical }) => {
        const side: Player = mover.startsWith('ge') ? 'german' : 'allied';
        const foeSide: Player = side === 'german' ? 'allied' : 'german';
        const spots = foes.filter((h) => h !== at);
        const base = position([[mover, at], ...spots.map((h, i) => [ENEMIES[side][i] as string, h] as const)], { phase: `${side}-movement` as State['phase'], turn: 3, space });
        const s: State = {
          ...base,
          control: { ...base.control, ...Object.fromEntries(towns.map((h, i) => [h, control[i] ? side : foeSide])) },
          units: base.units.map((u) => (u.id === mover ? { ...u, dg: tactical } : u)),
        };
        const b = board(s);
        const u = unitById(s, mover) as UnitState;
        const ctx = moveContext(s, b);
        const isTown = (l: number): boolean => isTownOrCity(b, l) && s.control[b.ids[l] as string] !== side;
        const oracle = allWalks(b, [normalRules(s, u, b, ctx), bicycleRules(s, u, b, ctx)], isTown);
        if ([...oracle.values()].some((x) => [...x].some((v) => v !== ''))) met.towns++;
        const normal = allWalks(b, [normalRules(s, u, b, ctx)], isTown);
        if (oracle.size > normal.size) met.bicycle++;
        // The oracle's ends are the unit's destinations (no airborne duty binds these units).
        expect([...oracle.keys()].sort()).toEqual([...moveDestinations(s, u, b, ctx)].sort());
        expect(asObject(listed(s, mover, undefined))).toEqual(asObject(oracle));
      }),
      runs(40, 44),
    );
    expect(met.towns).toBeGreaterThan(3);
    expect(met.bicycle).toBeGreaterThan(0);
  });

  it('9.8 6.2 Strategic and Truck moves: the listed Town sets are the legal paths\' (campaign map, random Town control)', () => {
    const input: SetupInput = {
      scenario: 'campaign', name: 'sm via', edition: '2010', lastTurn: 22, provenance: { kind: 'derived', note: 'test' }, germanSupply: 0,
      options: { historicalWeather: false, flankFire: false },
      units: [{ id: 'US-Eng-1S', hex: '2914', box: 'map', arrives: 0, entry: null }, { id: 'ge-12ss-25', hex: '1020', box: 'map', arrives: 0, entry: null }, { id: 'ge-352-916-1', hex: '2020', box: 'map', arrives: 0, entry: null }],
    } as never;
    const r = game.setup(input as never);
    if (!r.ok) throw new Error(r.error.message);
    const s0: State = { ...r.state, invasion: null, turn: 3, phase: 'german-movement', space: 4, campaign: { ...(r.state.campaign as Campaign), sectors: [] } };
    const all = Object.keys(s0.control);
    fc.assert(
      // SM from the two starts, and from 2222 where a reach holds 15 Towns; the Truck (N44 9.8.6).
      fc.property(fc.array(fc.boolean(), { minLength: all.length, maxLength: all.length }), fc.constantFrom(['ge-12ss-25', '1020'], ['ge-12ss-25', '2222'], ['ge-352-916-1', '2020']), (held, [mover, hex]) => {
        const s: State = {
          ...s0,
          control: Object.fromEntries(all.map((h, i) => [h, held[i] ? ('allied' as const) : ('german' as const)])),
          units: s0.units.map((u) => (u.id === mover ? { ...u, hex } : u)),
        };
        const b = board(s);
        const u = unitById(s, mover) as UnitState;
        const ctx = moveContext(s, b);
        const isTown = (l: number): boolean => isTownOrCity(b, l) && s.control[b.ids[l] as string] !== 'german';
        const modes = modesFor(s, u);
        expect(modes.length).toBeGreaterThan(0);
        for (const mode of modes) {
          const oracle = walks(b, strategicRules(s, u, mode, b, ctx) as MoveRules, isTown);
          // An SM move never ends stacked (N44 9.8.2): the ends are the destinations.
          const dests = new Set(strategicDestinations(s, u, mode, b, ctx));
          for (const h of oracle.keys()) if (!dests.has(h)) oracle.delete(h);
          expect(asObject(listed(s, mover, mode))).toEqual(asObject(oracle));
        }
      }),
      runs(8, 98),
    );
  });

  it('6.2 the Town sets do not depend on how many hexes the search numbers (the reach alone, or the whole board; a reach of 15 Towns)', () => {
    const input: SetupInput = {
      scenario: 'campaign', name: 'room', edition: '2010', lastTurn: 22, provenance: { kind: 'derived', note: 'test' }, germanSupply: 0,
      options: { historicalWeather: false, flankFire: false },
      units: [{ id: 'US-Eng-1S', hex: '2914', box: 'map', arrives: 0, entry: null }, { id: 'ge-12ss-25', hex: '2222', box: 'map', arrives: 0, entry: null }],
    } as never;
    const r = game.setup(input as never);
    if (!r.ok) throw new Error(r.error.message);
    const s: State = { ...r.state, invasion: null, turn: 3, phase: 'german-movement', space: 4, control: Object.fromEntries(Object.keys(r.state.control).map((h) => [h, 'allied' as const])) };
    const b = board(s);
    const rules = strategicRules(s, unitById(s, 'ge-12ss-25') as UnitState, 'strategic', b, moveContext(s, b)) as MoveRules;
    const townLocs = b.ids.map((_h, l) => l).filter((l) => isTownOrCity(b, l));
    const norm = (m: Map<number, number[][]>): Record<number, string[]> => Object.fromEntries([...m].map(([l, x]) => [l, x.map((t) => t.join()).sort()]));
    const roomy = townsPassed(b, rules, townLocs);
    expect(new Set([...roomy.values()].flat(2)).size).toBe(15);
    const reach = reachOf(b, rules, createPathSearch(b.map.size, 2));
    expect(norm(townsPassed(b, rules, townLocs, reach))).toEqual(norm(roomy));
    // A reach that misses a hex the moves enter: the search notices and numbers the whole board.
    expect(townSearch(b, rules, townLocs, reach.slice(1))).toBeNull();
    expect(norm(townsPassed(b, rules, townLocs, reach.slice(1)))).toEqual(norm(roomy));
  });
});
