/** CG R10.5 with SB5.10, SB6.10, SB7.10: Allied rail movement's per-turn limits, through the protocol. */
import { describe, expect, it } from 'vitest';
import { canonicalize } from '@esagono/kernel';
import { game, scenarios, SCENARIO_DATA, type Move, type State } from '@esagono/caso-giallo';
import { startRound } from '../../src/sequence/index.js';
import { northOfSomme, railLoad, railUsed } from '../../src/movement/rail.js';

const SD = SCENARIO_DATA['historical']!;
const B = SD.board;
const col = (loc: number) => Number(B.ids[loc]!.slice(2));

function start(id: string): State {
  const r = game.setup(scenarios[id]!);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

function play(s: State, m: Move): State {
  // CG R10.1b: a rail move is the picked unit's move: pick it first (listed), then the move.
  if (m.type === 'rail' && !s.moving?.units.includes(m.unit)) s = play(s, { type: 'select', unit: m.unit });
  expect(game.legalMoves(s).map(canonicalize)).toContain(canonicalize(m));
  const r = game.resolve(s, m);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/** The second Allied Move round of `turn` (the first took this turn's reinforcements, R10.2b). */
const round = (id: string, turn: number): State =>
  startRound({ ...start(id), turn, rounds: [{ side: 'allied', mode: 'move' }], refugeesPlaced: true }, 'allied', 'move');
/** Every rail move open now: each unit listed for `select` (CG R10.1b), then its rail moves. */
const rails = (s: State): Extract<Move, { type: 'rail' }>[] =>
  game.legalMoves(s).flatMap((m) => {
    if (m.type !== 'select') return [];
    const r = game.resolve(s, m);
    if (!r.ok) throw new Error(r.error.message);
    return game.legalMoves(r.state).filter((x): x is Extract<Move, { type: 'rail' }> => x.type === 'rail');
  });
const size = (id: string) => SD.counters.get(id)!.size;

describe('CG R10.5, SB5.10 rail limits (scenarios 1-2)', () => {
  it('CG SB5.10f: no rail before turn 3; turns 3-6 one corps per Allied Move round, two divisions count as one corps', () => {
    expect(rails(round('historical', 2))).toEqual([]);
    const s = round('historical', 3);
    const corps = rails(s).find((m) => size(m.unit) === 'corps');
    expect(corps).toBeDefined();
    const full = play(s, corps!);
    expect(railUsed(full)).toBe(2);
    expect(rails(full)).toEqual([]);
    const division = rails(s).find((m) => size(m.unit) === 'division');
    expect(division).toBeDefined();
    const half = play(s, division!);
    expect(railLoad(half, division!.unit)).toBe(1);
    // One division gone by rail: a second division may follow, a corps may not.
    expect(rails(half).length).toBeGreaterThan(0);
    expect(rails(half).every((m) => size(m.unit) !== 'corps')).toBe(true);
    const second = play(half, rails(half)[0]!);
    expect(rails(second)).toEqual([]);
  });

  it('CG SB5.10f: turns 7-10 two corps per Allied Move round; the count starts again each round', () => {
    const s = round('historical', 7);
    const first = play(s, rails(s).find((m) => size(m.unit) === 'corps')!);
    const next = rails(first).find((m) => size(m.unit) === 'corps');
    expect(next).toBeDefined();
    const both = play(first, next!);
    expect(rails(both)).toEqual([]);
    // A new round: the capacity is back.
    const later = startRound({ ...both, rounds: [...both.rounds, { side: 'german', mode: 'move' }] }, 'allied', 'move');
    expect(railUsed(later)).toBe(0);
  });

  it('CG SB5.10d: turn 3 no rail move ends west of row xx13 (1013-3413); turns 4-6 none north of the Somme', () => {
    const t3 = rails(round('historical', 3));
    expect(t3.length).toBeGreaterThan(0);
    for (const m of t3) expect(col(m.to)).toBeGreaterThanOrEqual(13);
    // Lille is north of the Somme, Amiens (on its south bank) and Paris are not.
    expect(northOfSomme(B, B.loc('3017'))).toBe(true);
    expect(northOfSomme(B, B.loc('2413'))).toBe(false);
    const t4 = round('historical', 4);
    const at = (id: string) => t4.units.find((u) => u.id === id)!.loc;
    for (const m of rails(t4)) {
      expect(northOfSomme(B, m.to)).toBe(false);
      expect(northOfSomme(B, at(m.unit))).toBe(false);
    }
    // Turn 7 lifts both limits.
    const t7 = rails(round('historical', 7));
    expect(t7.some((m) => col(m.to) < 13 || northOfSomme(B, m.to))).toBe(true);
  });

  it('CG SB5.10a-c: French units only, from and to France, every hex 5+ hexes from German units', () => {
    const s = round('historical', 7);
    const germans = s.units.filter((u) => u.loc >= 0 && SD.counters.get(u.id)!.side === 'german').map((u) => u.loc);
    const list = rails(s);
    expect(list.length).toBeGreaterThan(0);
    for (const m of list) {
      const from = s.units.find((u) => u.id === m.unit)!.loc;
      expect(SD.counters.get(m.unit)!.nationality).toBe('french');
      expect(B.country[from]).toBe('FR');
      expect(B.country[m.to]).toBe('FR');
      for (const g of germans) {
        expect(B.distance(g, from)).toBeGreaterThanOrEqual(5);
        expect(B.distance(g, m.to)).toBeGreaterThanOrEqual(5);
      }
    }
    // A German corps placed 4 hexes from a French unit takes that unit off the rails.
    const u = s.units.find((x) => x.id === list[0]!.unit)!;
    const near = B.ids.findIndex((_, l) => B.distance(l, u.loc) === 4 && B.country[l] === 'FR' && s.units.every((x) => x.loc !== l));
    const german = s.units.find((x) => x.loc >= 0 && SD.counters.get(x.id)!.side === 'german')!;
    const moved: State = { ...s, units: s.units.map((x) => (x.id === german.id ? { ...x, loc: near } : x)) };
    expect(rails(moved).some((m) => m.unit === u.id)).toBe(false);
  });
});

describe('CG SB7.10 rail in scenario 3', () => {
  it('CG SB7.10: from turn 2, French and British units, one corps a round in turns 2-6', () => {
    expect(rails(round('hypothetical', 1))).toEqual([]);
    const s = round('hypothetical', 2);
    const list = rails(s);
    expect(list.length).toBeGreaterThan(0);
    const nat = new Set(list.map((m) => SCENARIO_DATA['hypothetical']!.counters.get(m.unit)!.nationality));
    expect(nat.has('british')).toBe(true);
    const corps = list.find((m) => SCENARIO_DATA['hypothetical']!.counters.get(m.unit)!.size === 'corps')!;
    expect(rails(play(s, corps))).toEqual([]);
  });
});
