// Counter manifest (gap-fill §10): values restated from the source tables.
import { describe, expect, it } from 'vitest';
import { DEPTH_MARKERS, ENGINEER_BASES, HEROES, OFF_MAP_ARTILLERY, REINFORCEMENT_UNITS, TANK_JUNCTIONS, US_UNITS, WN_UNITS, isCombat } from '../../src/index.js';

const us = (id: string) => US_UNITS.find((u) => u.id === id);

describe('DDOB 2.2.1 US counters (gap-fill §10.1–10.2)', () => {
  it('1st Division has 24 units arriving on turn 10 or earlier (Easy Fox, L2105)', () => {
    expect(US_UNITS.filter((u) => u.division === '1st' && u.arrival !== null && u.arrival <= 10)).toHaveLength(24);
  });
  it('8 armoured units without an arrival turn, four per division', () => {
    const none = US_UNITS.filter((u) => u.arrival === null);
    expect(none.map((u) => u.id)).toEqual(['1/B/741', '2/B/741', '1/C/741', '2/C/741', '1/B/743', '2/B/743', '1/C/743', '2/C/743']);
  });
  it('E/2/16: 3 steps, arrives 1 in ER6; sides diamond 6 / 4 BZ BG RD / 2 BG (white)', () => {
    const u = us('E/2/16');
    expect(u && isCombat(u) ? u.sides : null).toEqual([
      { symbol: 'diamond', controlsAdjacent: true, strength: 6 },
      { symbol: 'diamond', controlsAdjacent: true, strength: 4, weapons: ['BZ', 'BG', 'RD'] },
      { symbol: 'diamond', controlsAdjacent: false, strength: 2, weapons: ['BG'] },
    ]);
    expect(u?.arrival).toBe(1);
    expect(u?.designation).toBe('ER6');
  });
  it('M/3/116 full side is 7 range 2 (A-66); C/2R arrives turn 1 in CH2 (A-17)', () => {
    const m = us('M/3/116');
    expect(m && isCombat(m) ? m.sides[0] : null).toEqual({ symbol: 'triangle', controlsAdjacent: true, strength: 7, range: 2 });
    expect(us('C/2R')?.arrival).toBe(1);
    expect(us('C/2R')?.designation).toBe('CH2');
  });
  it('7FA: DUKW artillery, 4 steps 9/6/4/2 unlimited range, white diamond', () => {
    const u = us('7FA');
    expect(u && isCombat(u) ? u.sides.map((s) => `${s.strength}-${String(s.range)}`) : null).toEqual(['9-U', '6-U', '4-U', '2-U']);
  });
  it('four HQs 16, 18, 115, 116 and Generals Cota (T5) and Wyman (T10)', () => {
    expect(US_UNITS.filter((u) => u.type === 'hq').map((u) => u.id).sort()).toEqual(['115 HQ', '116 HQ', '16 HQ', '18 HQ']);
    expect(us('Gen. Cota')?.arrival).toBe(5);
    expect(us('Gen. Wyman')?.arrival).toBe(10);
  });
});

describe('DDOB 2.22 German counters (gap-fill §10.3)', () => {
  it('18 WN units: 9 plain, 1 rocket, 6 × 75, 2 × 88', () => {
    const by = (k: string) => WN_UNITS.filter((u) => u.kind === k).length;
    expect([WN_UNITS.length, by('plain'), by('rocket'), by('75'), by('88')]).toEqual([18, 9, 1, 6, 2]);
  });
  it('E-08 WN64 face 2 BZ BR and E-09 WN61 88 face 2 BG MO exist', () => {
    expect(WN_UNITS.some((u) => u.strength === 2 && u.requires.join() === 'BZ,BR')).toBe(true);
    expect(WN_UNITS.some((u) => u.kind === '88' && u.strength === 2 && u.requires.join() === 'BG,MO')).toBe(true);
  });
  it('pools: Tactical 9, Division 11, KG Meyer 8, Armor 4', () => {
    const by = (p: string) => REINFORCEMENT_UNITS.filter((u) => u.pool === p).length;
    expect([by('tactical'), by('division'), by('meyer'), by('armor')]).toEqual([9, 11, 8, 4]);
  });
  it('5/2/916 is Tactical, strength 4, FL BR; 2/1/726 is Division and 716th', () => {
    expect(REINFORCEMENT_UNITS.find((u) => u.id === '5/2/916')).toMatchObject({ pool: 'tactical', strength: 4, requires: ['FL', 'BR'], division: 352 });
    expect(REINFORCEMENT_UNITS.find((u) => u.id === '2/1/726')).toMatchObject({ pool: 'division', division: 716 });
  });
  it('depth markers: 18 WN, 24 Mobile, 8 Building, 4 Armor; the assignment is a stand-in', () => {
    const by = (b: string) => DEPTH_MARKERS.filter((d) => d.back === b).length;
    expect([by('wn'), by('mobile'), by('building'), by('armor')]).toEqual([18, 24, 8, 4]);
    expect(DEPTH_MARKERS.every((d) => d.provenance.kind === 'stand-in')).toBe(true);
  });
  it('off-map artillery: a 105 and an 88 per box; East observers WN60, WN61, WN62, A6 and WN64, WN65, WN67', () => {
    expect(OFF_MAP_ARTILLERY.filter((a) => a.sector === 'East').map((a) => [a.calibre, a.observers.join(' ')])).toEqual([
      [105, 'WN60 WN61 WN62 A6'],
      [88, 'WN64 WN65 WN67'],
    ]);
  });
});

describe('DDOB 11, 19 leaders and bases (gap-fill §10)', () => {
  it('ten Heroes, five per division; four Engineer Beach Bases, two per division', () => {
    expect(HEROES['1st']).toEqual(['Barrett', 'Monteith', 'Pinder', 'Spalding', 'Strojny']);
    expect(HEROES['29th']).toEqual(['Bingham', 'Morse', 'Schwartz', 'Smith', 'Thompson']);
    expect(ENGINEER_BASES).toEqual({ '1st': ['1•37', '336•348'], '29th': ['20•121', '112•149'] });
  });
});

describe('DDOB 23 German armour data', () => {
  it('E-25 tank at 1321 (D4): circle -> 1322, triangle -> 1320, diamond -> 1220', () => {
    expect(TANK_JUNCTIONS.find((j) => j.hex === '1321')?.to).toEqual({ circle: '1322', triangle: '1320', diamond: '1220' });
  });
});
