import { describe, expect, it } from 'vitest';
import { game } from '../../src/index.js';
import { moveDestinations } from '../../src/movement/movement.js';
import { board, isTownOrCity, unitById } from '../../src/position.js';
import type { Campaign, Move, SetupInput, State } from '../../src/state.js';
import { play, position } from '../helpers.js';
import { describeMove } from '../../src/present/describe.js';

type MoveOf = Extract<Move, { type: 'move' }>;
const UNIT = 'US-4-8';
// US 8/4 next to Carentan (2512, a Town, German at the start, N44 18.2) in an Allied Movement Phase.
const at = (hex: string, patch: Partial<State> = {}): State => position([[UNIT, hex], ['ge-hq-cotentin', '3606']], { phase: 'allied-movement', turn: 3, ...patch });
const picked = (s: State): MoveOf[] => game.legalMoves(play(s, { type: 'select', unit: UNIT })).filter((m): m is MoveOf => m.type === 'move' && m.mode === undefined);

describe('a move names the Towns it passes through, which its side takes (N44 6.2, 9)', () => {
  const s = at('2513');
  const b = board(s);
  const moves = picked(s);

  it('6.2 each way through Towns of the other side is its own move; the end hexes are the unit\'s destinations, no more, no fewer', () => {
    expect(moves.some((m) => m.via?.includes('2512'))).toBe(true);
    for (const m of moves) {
      for (const h of m.via ?? []) {
        expect(isTownOrCity(b, b.locOf(h))).toBe(true);
        expect(s.control[h]).not.toBe('allied');
        expect(h).not.toBe(m.to);
      }
    }
    const ends = new Set(moves.map((m) => m.to));
    expect([...ends].sort()).toEqual([...moveDestinations(s, unitById(s, UNIT)!)].sort());
    // No two moves alike.
    expect(new Set(moves.map((m) => JSON.stringify(m))).size).toBe(moves.length);
  });

  it('issue #17: a move\'s Towns are the cached set itself, frozen, so a caller cannot change the next listing', () => {
    const through = moves.filter((m) => (m.via?.length ?? 0) > 0);
    expect(through.length).toBeGreaterThan(0);
    for (const m of through) expect(Object.isFrozen(m.via)).toBe(true);
    const first = through[0] as MoveOf;
    expect(() => (first.via as string[]).push('0101')).toThrow();
    // The listing again (from the cache) is unchanged.
    expect(picked(s)).toEqual(moves);
  });

  it('6.2 the Towns passed are taken on the way; a way around them leaves them as they were', () => {
    const through = moves.find((m) => m.via?.includes('2512') && m.to !== '2512') as MoveOf;
    expect(s.control['2512']).toBe('german');
    const after = play(s, through);
    expect(after.control['2512']).toBe('allied');
    expect(unitById(after, UNIT)).toMatchObject({ hex: through.to, moved: true });
    const around = moves.find((m) => m.via === undefined && m.to !== '2512') as MoveOf;
    expect(play(s, around).control['2512']).toBe('german');
    // A move naming a Town it cannot pass is refused (N44 9).
    const r = game.resolve(play(s, { type: 'select', unit: UNIT }), { ...around, via: ['3606'] });
    expect(r.ok ? 'accepted' : r.error.code).toBe('illegal-move');
  });

  it('6.2 a Town already the side\'s is never named', () => {
    const own = at('2513', { control: { ...s.control, '2512': 'allied' } });
    expect(picked(own).some((m) => m.via?.includes('2512'))).toBe(false);
  });
});

describe('a Strategic Movement names the Towns it passes through too (N44 6.2, 9.8)', () => {
  it('9.8 6.2 an SM move along the road through an Allied Town takes it for the German', () => {
    const input: SetupInput = {
      scenario: 'campaign', name: 'sm via', edition: '2010', lastTurn: 22, provenance: { kind: 'derived', note: 'test' }, germanSupply: 0,
      options: { historicalWeather: false, flankFire: false },
      units: [{ id: 'US-Eng-1S', hex: '2914', box: 'map', arrives: 0, entry: null }, { id: 'ge-12ss-25', hex: '1020', box: 'map', arrives: 0, entry: null }],
    } as never;
    const r = game.setup(input as never);
    if (!r.ok) throw new Error(r.error.message);
    const s0: State = { ...r.state, invasion: null, turn: 3, phase: 'german-movement', space: 4, campaign: { ...(r.state.campaign as Campaign), sectors: [] } };
    // Every Town Allied, as if Allied units had passed through them all.
    const s: State = { ...s0, control: Object.fromEntries(Object.keys(s0.control).map((h) => [h, 'allied' as const])) };
    const sm = game.legalMoves(play(s, { type: 'select', unit: 'ge-12ss-25' })).filter((m): m is MoveOf => m.type === 'move' && m.mode === 'strategic');
    const through = sm.find((m) => (m.via?.length ?? 0) > 0) as MoveOf;
    expect(through).toBeDefined();
    const after = play(s, through);
    for (const h of through.via ?? []) expect(after.control[h]).toBe('german');
    // Towns off the way stay Allied.
    expect(Object.entries(after.control).filter(([h, side]) => side === 'german' && !(through.via ?? []).includes(h) && h !== through.to)).toEqual([]);
  });
});

/** A campaign position (stand-in map): units on hexes or, with no hex, in Britain; an Allied Movement Phase of turn 3. */
function campaignAt(units: readonly (readonly [string, string | null, string?])[], patch: Partial<State> = {}, campaign: Partial<Campaign> = {}): State {
  const input: SetupInput = {
    scenario: 'campaign', name: 'via', edition: '2010', lastTurn: 22, provenance: { kind: 'derived', note: 'test' }, germanSupply: 0,
    options: { historicalWeather: false, flankFire: false },
    units: units.map(([id, hex, sector]) => ({ id, hex, box: hex === null ? ('britain' as const) : ('map' as const), arrives: 0, entry: null, ...(sector ? { sector } : {}) })),
  } as never;
  const r = game.setup(input as never);
  if (!r.ok) throw new Error(r.error.message);
  return { ...r.state, invasion: null, phase: 'allied-movement', turn: 3, ...patch, campaign: { ...(r.state.campaign as Campaign), sectors: [], ...campaign } };
}

type LandOf = Extract<Move, { type: 'land' }>;

describe('a landing unit\'s move on from its beach names the Towns it passes (N44 20.5, 6.5.2, 6.2)', () => {
  // Sword (2530, open with its Beach Engineer) lies next to Ouistreham (2531, a Town): a British
  // armoured brigade bought from Britain lands there and moves on, Tactically, 2 hexes (N44 9.10).
  const UNIT = 'BR-7A-22a';
  const s = campaignAt([['BR-Eng-5', '2530', 'Sword Queen'], [UNIT, null]], { control: { '2531': 'german' } }, { rp: { us: 6, cw: 6 } });
  const lands = (st: State): LandOf[] => game.legalMoves(play(st, { type: 'select', unit: UNIT })).filter((m): m is LandOf => m.type === 'land');

  it('20.5 6.2 a move on through a German Town is its own move, and takes the Town', () => {
    const moves = lands(s);
    const through = moves.find((m) => m.via?.includes('2531') && m.to !== '2531') as LandOf;
    expect(through).toBeDefined();
    expect(through.via).toEqual(['2531']);
    for (const m of moves) for (const h of m.via ?? []) expect(h).not.toBe(m.to);
    const after = play(s, through);
    expect(after.control['2531']).toBe('allied');
    expect(unitById(after, UNIT)).toMatchObject({ hex: through.to, box: 'map', landed: 3 });
    // 6.5.2: the 4 RP are paid at Sword.
    expect(after.campaign?.rpLanded.Sword).toBe(4);
    // The move's words name the Town, so that two landings at one hex read apart.
    expect(describeMove(play(s, { type: 'select', unit: UNIT }), through)).toContain('through');
  });

  it('20.5 6.2 a way around the Town leaves it German; a Town it cannot pass is refused; an Allied Town is never named', () => {
    const around = lands(s).find((m) => m.via === undefined && m.to !== '2530' && m.to !== '2531') as LandOf;
    expect(around).toBeDefined();
    expect(play(s, around).control['2531']).toBe('german');
    const r = game.resolve(play(s, { type: 'select', unit: UNIT }), { ...around, via: ['2622'] });
    expect(r.ok ? 'accepted' : r.error.code).toBe('illegal-move');
    const held = { ...s, control: { ...s.control, '2531': 'allied' as const } };
    expect(lands(held).some((m) => m.via !== undefined)).toBe(false);
  });
});

describe('a bicycle unit\'s road reach names the Towns it passes (N44 9.9, 6.2)', () => {
  // Overcast (space 2): the bicycle company may move 6 MP along roads; 2106 lies beyond its normal
  // move from 2002, on the road through the Town 2506 (Allied here).
  const UNIT = 'ge-709-729-2';
  const s0 = position([[UNIT, '2002'], ['US-4-8', '2513']], { phase: 'german-movement', turn: 3, space: 2 });
  const s: State = { ...s0, control: Object.fromEntries(Object.keys(s0.control).map((h) => [h, 'allied' as const])) };
  const moves = game.legalMoves(play(s, { type: 'select', unit: UNIT })).filter((m): m is MoveOf => m.type === 'move' && m.mode === undefined);

  it('9.9 6.2 the road-only move to 2106 passes 2506 and takes it; in Clear weather there is no such move', () => {
    const to2106 = moves.filter((m) => m.to === '2106');
    expect(to2106.map((m) => m.via)).toEqual([['2506']]);
    expect(play(s, to2106[0] as MoveOf).control['2506']).toBe('german');
    const clear = { ...s, space: 4 };
    expect(game.legalMoves(play(clear, { type: 'select', unit: UNIT })).some((m) => m.type === 'move' && m.to === '2106')).toBe(false);
  });
});

describe('no bound on the Towns a reach holds (N44 6.2, 9.8)', () => {
  it('6.2 9.8 an SM move from 2222 with every Town Allied names more than 8 distinct Towns, each taken when passed', () => {
    const s0 = campaignAt([['ge-12ss-25', '2222'], ['US-Eng-1S', '2914']], { phase: 'german-movement', space: 4 });
    const s: State = { ...s0, control: Object.fromEntries(Object.keys(s0.control).map((h) => [h, 'allied' as const])) };
    const sm = game.legalMoves(play(s, { type: 'select', unit: 'ge-12ss-25' })).filter((m): m is MoveOf => m.type === 'move' && m.mode === 'strategic');
    const named = new Set(sm.flatMap((m) => m.via ?? []));
    expect(named.size).toBeGreaterThan(8);
    const longest = sm.reduce((a, m) => ((m.via?.length ?? 0) > (a.via?.length ?? 0) ? m : a));
    const after = play(s, longest);
    for (const h of longest.via ?? []) expect(after.control[h]).toBe('german');
  });
});
