import { describe, expect, it } from 'vitest';
import * as kernel from '@esagono/kernel';
import { formatHexNumber, hexNeighbor, parseHexNumber } from '@esagono/kernel';
import { N44_HEX_NUMBERS } from '../../src/map/index.js';

const hex = (id: string) => {
  const p = parseHexNumber(id, N44_HEX_NUMBERS);
  if (!p.ok) throw new Error(id);
  return p.hex;
};
import { cherbourgLinked, inSupply, landLine } from '../../src/supply/supply.js';
import { cherbourgWinner, attritionDrm, attritionRoll } from '../../src/sequence/sequence.js';
import { board, unitById } from '../../src/position.js';
import { position } from '../helpers.js';

describe('supply (N44 18)', () => {
  it('D13 a German unit on a road to Cherbourg is in supply; the road through an enemy-controlled town is not', () => {
    const s = position([['ge-91-1058', '3310'], ['US-4-8', '2914']]);
    expect(inSupply(s, 'german', '3310')).toBe(true);
    // Every road south from 3310 runs through a town; with those and Cherbourg Allied-controlled, no line.
    const cut = { ...s, control: { ...s.control, '3606': 'allied' as const, '3705': 'allied' as const, '3706': 'allied' as const, '3209': 'allied' as const, '2512': 'allied' as const, '2506': 'allied' as const, '2906': 'allied' as const } };
    expect(inSupply(cut, 'german', '3310')).toBe(false);
  });
  it('D13 five hexes off road then road: in supply; the off-road leg is limited to 5', () => {
    // 3902.. is sea; 3802 is 1 hex from road hexes near Cherbourg.
    const s = position([['ge-pzbn-206', '3802']]);
    expect(inSupply(s, 'german', '3802')).toBe(true);
  });
  it('D13 two consecutive empty hexes in enemy ZOC block the line', () => {
    // Allied units on the six straight hexes two away from 3108: every ring-1 and ring-2 hex is in their ZOC.
    const centre = hex('3108');
    const ids = ['US-4-8', 'US-4-12', 'US-4-22', 'US-82-505', 'US-82-507', 'US-82-508'];
    const allied = [0, 1, 2, 3, 4, 5].map((d): [string, string] => [ids[d]!, formatHexNumber(hexNeighbor(hexNeighbor(centre, d), d), N44_HEX_NUMBERS)!]);
    const s = position([['ge-91-1057-3', '3108'], ...allied]);
    expect(inSupply(s, 'german', '3108')).toBe(false);
    // With a friendly unit on a ring-2 hex between two of them, the way is open (only EMPTY EZOC hexes count).
    const open = position([['ge-91-1057-3', '3108'], ['ge-91-1058-3', formatHexNumber(hexNeighbor(hexNeighbor(centre, 0), 1), N44_HEX_NUMBERS)!], ...allied]);
    expect(inSupply(open, 'german', '3108')).toBe(true);
  });
  it('the Allies trace to a beach with its engineer (N44 18.1)', () => {
    const s = position([['US-Eng-1S', '2914'], ['US-4-8', '2913']]);
    expect(inSupply(s, 'allied', '2913')).toBe(true);
    const none = position([['US-4-8', '2913']]);
    expect(inSupply(none, 'allied', '2913')).toBe(false);
  });
});

describe('attrition DRM (N44 18.5)', () => {
  it('D14 +2 for a line to a friendly HQ, plus TQ, at most +3', () => {
    const s = position([['ge-6fj-1', '3509'], ['ge-hq-cotentin', '3508']]);
    expect(attritionDrm(s, unitById(s, 'ge-6fj-1')!)).toBe(3);
    const alone = position([['ge-709-795-ost', '2812'], ['US-82-505', '2811'], ['US-4-8', '2813'], ['US-4-12', '2912'], ['US-4-22', '2711'], ['US-82-507', '2911'], ['US-82-508', '2712']]);
    expect(attritionDrm(alone, unitById(alone, 'ge-709-795-ost')!)).toBe(-2);
  });
  it('18.5 an Allied unit with a line to a coastal hex gets +2 (no HQ, no City of its own)', () => {
    // Utah (2914) is on the coast; the 4th Division's regiment has TQ 0 and no HQ or City to trace to.
    const s = position([['US-4-8', '2914'], ['ge-91-1057-3', '3108']]);
    expect(attritionDrm(s, unitById(s, 'US-4-8')!)).toBe(2);
  });
  it('18.5 a Strongpoint stacked with a combat unit is exempt; once attrition has eliminated them it rolls at once', () => {
    const s = position([['ge-sp-ozeville', '3211'], ['ge-709-795-ost', '3211'], ['US-4-8', '3210']], { phase: 'german-supply', attrition: ['ge-709-795-ost', 'ge-sp-ozeville'] });
    // The Ost battalion survives a 6: the Strongpoint is still garrisoned and does not roll.
    const held = attritionRoll(s, 6, []);
    expect(held.attrition).toEqual([]);
    expect(held.phase).not.toBe('german-supply');
    // A 1 removes the Ost battalion (N44 17.1): the Strongpoint now rolls in this Supply Phase.
    const lost = attritionRoll(s, 1, []);
    expect(unitById(lost, 'ge-709-795-ost')?.box).toBe('eliminated');
    expect(lost.attrition).toEqual(['ge-sp-ozeville']);
    expect(lost.phase).toBe('german-supply');
  });
});

describe('Cherbourg victory (N44 26.3.1)', () => {
  it('the US wins with Carentan and a supplied unit inside the Perimeter', () => {
    const s = position([['US-4-8', '3506'], ['US-Eng-1S', '2914']]);
    const won = { ...s, control: { ...s.control, '2512': 'allied' as const }, units: s.units.map((u) => ({ ...u, oos: 0 as const })) };
    expect(cherbourgWinner(won)).toBe('allied');
    expect(cherbourgWinner(s)).toBe('german');
  });
  it('or with Carentan and Cherbourg cut off from the south edge', () => {
    const s = position([['ge-chr-fortress', '3606']]);
    expect(cherbourgLinked(s)).toBe(true);
    const cut = { ...s, control: { ...s.control, '3606': 'allied' as const, '3705': 'allied' as const, '3706': 'allied' as const, '2512': 'allied' as const } };
    expect(cherbourgLinked(cut)).toBe(false);
    expect(cherbourgWinner(cut)).toBe('allied');
  });
});

describe('Cherbourg Perimeter (N44 16.3)', () => {
  it('T24 a German retreat ignores Allied ZOC reaching across the Perimeter from outside', async () => {
    const { zocOf } = await import('../../src/position.js');
    const { cotentinBoard } = await import('../../src/map/index.js');
    const b = cotentinBoard();
    // 3304 is outside the stand-in Perimeter, 3405 inside; the side 3304 | 3405 is on it.
    const s = position([['US-4-8', '3304'], ['ge-91-1057-3', '3404']]);
    expect(zocOf(s, 'allied', b)[b.locOf('3405')]).toBe(1);
    expect(zocOf(s, 'allied', b, false)[b.locOf('3405')]).toBe(0);
    // Outside the Perimeter the ZOC stays.
    expect(zocOf(s, 'allied', b, false)[b.locOf('3305')]).toBe(1);
  });
});

describe('the land line of any length (N44 18.3, 18.5; digest D-18)', () => {
  const { traceSupply } = kernel;
  const b = board();
  const reaches = (s: ReturnType<typeof position>, from: string, to: string) =>
    traceSupply(b.map, b.locOf(from), (l) => l === b.locOf(to), landLine(s, 'german', b)).path !== null;
  it('D-18 it may not enter an enemy hex bond (N44 8.5.2): the same line is open once the bond is gone', () => {
    expect(reaches(position([['ge-91-1057', '3207'], ['US-4-8', '3106'], ['US-4-12', '3108']]), '3207', '3107')).toBe(false);
    expect(reaches(position([['ge-91-1057', '3207'], ['US-4-8', '3106']]), '3207', '3107')).toBe(true);
  });
  it('D-18 it may not enter an enemy unit, but has no length limit and needs no road', () => {
    expect(reaches(position([['ge-91-1057', '3207'], ['US-4-8', '3106']]), '3207', '3106')).toBe(false);
    expect(reaches(position([['ge-91-1057', '2003'], ['US-4-8', '2914']]), '2003', '3705')).toBe(true);
  });
});
