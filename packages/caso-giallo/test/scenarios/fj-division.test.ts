/**
 * CG SB4.1b, SB7.4k, SB7.7b: scenario 3's 7th FJ Division, the four regiments combined in one
 * counter (CS 2, MA 2, ZOC only stacked with another division), dropped instead of the regiments and
 * landing on the SB4 table as a division.
 */
import { describe, expect, it } from 'vitest';
import { game, pendingRoll, SCENARIO_DATA, type Move, type State } from '@esagono/caso-giallo';
import { FJ_DIVISION } from '../../src/scenarios/airborne.js';
import { stackExertsZoc } from '../../src/position.js';
import { play, start } from './helpers.js';

const S3 = SCENARIO_DATA['hypothetical']!;
const REGIMENTS = ['FJ1', 'FJ2', 'FJ3', 'FJ4'];
const loc = (s: State, id: string) => s.units.find((u) => u.id === id)!.loc;
const drops = (s: State, unit: string) => game.legalMoves(s).flatMap((m) => (m.type === 'drop' && m.unit === unit ? [m.to] : []));
/** Scenario 3, turn 1, after the Allied air roll: the paradrop segment (CG SB7.5b, SB7.7b). */
const toDrop = (): State => play(start('hypothetical'), { type: 'roll', die: 1 });

/** Drops the division on `to`, the 22 LL with it; returns the state at the division's landing roll. */
function dropDivision(to: number): State {
  let s = play(toDrop(), { type: 'drop', unit: FJ_DIVISION, to });
  expect(s.stage).toEqual({ kind: 'drop-ll' });
  s = play(s, { type: 'drop', unit: '22LL', to });
  expect(s.stage.kind).toBe('landing');
  return s;
}
const land = (s: State, die: number): State => play(s, { type: 'land', die });

describe('CG SB4.1b, SB7.7b the 7th FJ Division (scenario 3)', () => {
  it('CG SB4.1b: CS 2, MA 2, two steps; no ZOC alone, a ZOC stacked with another division', () => {
    const c = S3.counters.get(FJ_DIVISION)!;
    expect(c.front.cs).toBe(2);
    expect(c.front.ma).toBe(2);
    expect(c.size).toBe('division');
    expect(c.types).toContain('fj');
    expect(c.back).toBeDefined();
    const s = start('hypothetical');
    const u = s.units.find((x) => x.id === FJ_DIVISION)!;
    expect(u.steps).toBe(2);
    expect(stackExertsZoc(s, [u])).toBe(false);
    expect(stackExertsZoc(s, [u, s.units.find((x) => x.id === '22LL')!])).toBe(true);
    // Only scenario 3 has it (SB7.4k: code S-3).
    expect(start('historical').units.some((x) => x.id === FJ_DIVISION)).toBe(false);
  });

  it('CG SB7.7b: the first drop chooses: the division on any hex a regiment may take, or a regiment, which sets the division aside', () => {
    const s = toDrop();
    expect(s.stage).toEqual({ kind: 'drop', unit: 'FJ1' });
    expect(drops(s, FJ_DIVISION).sort()).toEqual(drops(s, 'FJ1').sort());
    expect(drops(s, FJ_DIVISION).length).toBeGreaterThan(0);
    const regiment = play(s, { type: 'drop', unit: 'FJ1', to: drops(s, 'FJ1')[0]! });
    expect(loc(regiment, FJ_DIVISION)).toBe(-3);
    expect(regiment.stage).toEqual({ kind: 'drop', unit: 'FJ2' });
    expect(drops(regiment, FJ_DIVISION)).toEqual([]);
    // Scenarios 1-2 drop the regiments (SB5.7): no division.
    const s1 = start('historical');
    expect(game.legalMoves(s1).some((m: Move) => m.type === 'drop' && m.unit === FJ_DIVISION)).toBe(false);
  });

  it('CG SB7.7b, SB4 Landing table: the division drops alone (the regiments set aside), the 22 LL joins it; X lands both, grounded for the next German Move round (SB4.2d)', () => {
    const to = drops(toDrop(), FJ_DIVISION).find((l) => S3.board.settlement[l] === null && !S3.board.works[l])!;
    let s = dropDivision(to);
    for (const r of REGIMENTS) expect(loc(s, r)).toBe(-3);
    expect(s.stage).toEqual({ kind: 'landing', unit: FJ_DIVISION, drm: 0 });
    s = land(s, 5); // 1-5: X
    expect(s.stage).toEqual({ kind: 'landing', unit: '22LL', drm: 0 });
    s = land(s, 1);
    expect(loc(s, FJ_DIVISION)).toBe(to);
    expect(s.units.find((u) => u.id === FJ_DIVISION)!.steps).toBe(2);
    expect(s.control[to]).toBe('G');
    expect(s.grounded.sort()).toEqual(['22LL', FJ_DIVISION]);
  });

  it('CG SB4 Landing table: E costs the division a step (it still lands, and is grounded), and gives the 22 LL +3', () => {
    const to = drops(toDrop(), FJ_DIVISION).find((l) => S3.board.settlement[l] === null && !S3.board.works[l])!;
    let s = land(dropDivision(to), 6); // 6+: E, modified 6 < 8: no re-roll
    expect(s.units.find((u) => u.id === FJ_DIVISION)).toMatchObject({ loc: to, steps: 1 });
    expect(s.stage).toEqual({ kind: 'landing', unit: '22LL', drm: 3 });
    s = land(s, 1);
    expect(s.grounded).toContain(FJ_DIVISION);
  });

  it('CG SB4 Landing table: on a City (+3) a modified 8+ is an E with a re-roll: a 6 eliminates the reduced division, 1-5 land it', () => {
    const city = drops(toDrop(), FJ_DIVISION).find((l) => S3.board.settlement[l] === 'city' && !S3.board.works[l]);
    expect(city).toBeDefined();
    const atRoll = dropDivision(city!);
    expect(atRoll.stage).toEqual({ kind: 'landing', unit: FJ_DIVISION, drm: 3 });
    expect(land(atRoll, 2).units.find((u) => u.id === FJ_DIVISION)).toMatchObject({ loc: city, steps: 2 }); // 5: X
    const rerolled = land(atRoll, 5); // 8: E and a re-roll
    expect(rerolled.stage).toEqual({ kind: 'll-reroll', unit: FJ_DIVISION });
    expect(game.actor(rerolled).kind).toBe('chance');
    // The presenter's odds follow the division, not the 22 LL: a 6 in 6 eliminates it (CG SB4).
    const odds = pendingRoll(rerolled)!;
    expect(odds.title).toContain('landing re-roll of');
    expect(odds.rows.map((r) => r.label).sort()).toEqual(['eliminated', 'lands']);
    const dead = land(rerolled, 6);
    expect(dead.units.find((u) => u.id === FJ_DIVISION)).toMatchObject({ loc: -1, steps: 0 });
    expect(dead.stage).toEqual({ kind: 'landing', unit: '22LL', drm: 3 });
    const alive = land(rerolled, 5);
    expect(alive.units.find((u) => u.id === FJ_DIVISION)).toMatchObject({ loc: city, steps: 1 });
  });
});
