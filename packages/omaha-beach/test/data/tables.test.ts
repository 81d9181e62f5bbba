// Every printed cell of the charts, restated from the sources (gap-fill §1–§4, §7, §8; digest §4.12).
import { describe, expect, it } from 'vitest';
import {
  ATTACK_CHART,
  BARRAGE_TABLE,
  ENGINEER_RANGE_TRACK,
  FIRE_DIAGRAM,
  HQ_RANGE_TRACK,
  LANDING_TABLES,
  TURN_TRACK,
  WEAPONS_CHART,
  attackCell,
  attackEffects,
  catastrophicLimit,
  clearingLimit,
  finalLevel,
  landingRow,
  oddsBand,
} from '../../src/index.js';

describe('DDOB 8.3 US Attack Results Chart (gap-fill §1)', () => {
  const cases: [boolean, string, string, string[]][] = [
    [false, 'less-or-equal', 'alone', ['us-disrupted', 'german-gains-depth']],
    [false, 'less-or-equal', 'unrevealed-dm', ['us-disrupted', 'german-unrevealed']],
    [false, 'less-or-equal', 'revealed-dm', ['us-disrupted']],
    [false, 'greater', 'alone', ['german-gains-depth']],
    [false, 'greater', 'unrevealed-dm', ['us-disrupted']],
    [false, 'greater', 'revealed-dm', ['no-effect']],
    [false, 'double', 'alone', ['german-disrupted']],
    [false, 'double', 'unrevealed-dm', ['german-disrupted']],
    [false, 'double', 'revealed-dm', ['german-disrupted', 'attrition-option']],
    [true, 'less', 'alone', ['german-gains-depth']],
    [true, 'less', 'unrevealed-dm', ['us-disrupted']],
    [true, 'less', 'revealed-dm', ['no-effect']],
    [true, 'equal', 'alone', ['german-disrupted']],
    [true, 'equal', 'unrevealed-dm', ['no-effect']],
    [true, 'equal', 'revealed-dm', ['german-disrupted']],
    [true, 'greater', 'alone', ['german-defeated']],
    [true, 'greater', 'unrevealed-dm', ['reveal-dm']],
    [true, 'greater', 'revealed-dm', ['dm-eliminated', 'german-disrupted']],
    [true, 'double', 'alone', ['german-defeated']],
    [true, 'double', 'unrevealed-dm', ['reveal-dm']],
    [true, 'double', 'revealed-dm', ['dm-eliminated', 'german-disrupted']],
  ];
  it('has 21 cells (Yes: 4 bands, No: 3 bands, 3 columns)', () => expect(ATTACK_CHART).toHaveLength(21));
  for (const [w, band, col, effects] of cases)
    it(`${w ? 'Yes' : 'No'} / ${band} / ${col} -> ${effects.join(' + ')}`, () => {
      const cell = attackCell(w, band as never, col as never);
      expect([...cell.effects].sort()).toEqual([...effects].sort());
    });
  it('turns 17–32: Yes / at least double / revealed DM -> DM eliminated and unit defeated', () => {
    const cell = attackCell(true, 'double', 'revealed-dm');
    expect([...attackEffects(cell, 17)].sort()).toEqual(['dm-eliminated', 'german-defeated']);
    expect([...attackEffects(cell, 16)].sort()).toEqual(['dm-eliminated', 'german-disrupted']);
  });
  it('odds bands: 4 vs 2 and 12 vs 6 are at least double; 8 vs 5 greater; 5 vs 5 equal (Yes) or <= (No)', () => {
    expect(oddsBand(4, 2, true)).toBe('double');
    expect(oddsBand(12, 6, false)).toBe('double');
    expect(oddsBand(8, 5, true)).toBe('greater');
    expect(oddsBand(5, 5, true)).toBe('equal');
    expect(oddsBand(5, 5, false)).toBe('less-or-equal');
    expect(oddsBand(3, 5, true)).toBe('less');
  });
});

describe('DDOB 5.1 Amphibious Landing Tables (gap-fill §2)', () => {
  const cell = (period: string, row: string) => LANDING_TABLES.find((r) => r.period === period && r.row === row)?.cells;
  it('turn 1 tank: A delayed to turn 2, B eliminated, C lose 1, D lose 1 and drift 2 east', () => {
    expect(cell('turn-1', 'tank')).toEqual({
      A: { kind: 'delay', turns: 1 },
      B: { kind: 'eliminated' },
      C: { kind: 'steps', steps: 1 },
      D: { kind: 'steps-and-drift', steps: 1, boxes: 2, toward: 'east' },
    });
  });
  it('turns 2–3 tank: A none, B 1 east, C lose 1, D 3 east', () => {
    expect(cell('turns-2-3', 'tank')).toEqual({ A: { kind: 'none' }, B: { kind: 'drift', boxes: 1, toward: 'east' }, C: { kind: 'steps', steps: 1 }, D: { kind: 'drift', boxes: 3, toward: 'east' } });
  });
  it('E-01 turns 2–3 infantry (not DG/CH): A 4 east, B 2 east, C 9 east, D none', () => {
    expect(cell('turns-2-3', 'infantry')).toEqual({ A: { kind: 'drift', boxes: 4, toward: 'east' }, B: { kind: 'drift', boxes: 2, toward: 'east' }, C: { kind: 'drift', boxes: 9, toward: 'east' }, D: { kind: 'none' } });
  });
  it('turns 2–3 infantry and Rangers on DG/CH: A none, B 1 east, C 4 east, D 1 west', () => {
    expect(cell('turns-2-3', 'infantry-dg-ch')).toEqual({ A: { kind: 'none' }, B: { kind: 'drift', boxes: 1, toward: 'east' }, C: { kind: 'drift', boxes: 4, toward: 'east' }, D: { kind: 'drift', boxes: 1, toward: 'west' } });
  });
  it('turns 4–14 infantry: A none, B 1 east, C 4 east, D 1 west', () => {
    expect(cell('turns-4-14', 'infantry-all')).toEqual({ A: { kind: 'none' }, B: { kind: 'drift', boxes: 1, toward: 'east' }, C: { kind: 'drift', boxes: 4, toward: 'east' }, D: { kind: 'drift', boxes: 1, toward: 'west' } });
  });
  it('DUKW (turns 4–14 and 15+): A eliminated, B lose 1, C lose 2, D none', () => {
    const dukw = { A: { kind: 'eliminated' }, B: { kind: 'steps', steps: 1 }, C: { kind: 'steps', steps: 2 }, D: { kind: 'none' } };
    expect(cell('turns-4-14', 'dukw')).toEqual(dukw);
    expect(cell('turns-15-on', 'dukw')).toEqual(dukw);
  });
  it('artillery/AA/AT: 4–14 A delay 3, B 2 east, C lose 1, D none; 15+ A delay 3, B removed, C none, D lose 1', () => {
    expect(cell('turns-4-14', 'artillery')).toEqual({ A: { kind: 'delay', turns: 3 }, B: { kind: 'drift', boxes: 2, toward: 'east' }, C: { kind: 'steps', steps: 1 }, D: { kind: 'none' } });
    expect(cell('turns-15-on', 'artillery')).toEqual({ A: { kind: 'delay', turns: 3 }, B: { kind: 'removed' }, C: { kind: 'none' }, D: { kind: 'steps', steps: 1 } });
  });
  it('no row: infantry on turn 15+ and tanks from turn 4 make no check (5.15)', () => {
    expect(landingRow(15, 'infantry', false)).toBeNull();
    expect(landingRow(4, 'tank', false)).toBeNull();
    expect(landingRow(2, 'ranger', true)?.row).toBe('infantry-dg-ch');
    expect(landingRow(9, 'anti-aircraft', false)?.row).toBe('artillery');
  });
});

describe('DDOB 8.4 US Barrage Table (gap-fill §3)', () => {
  it('every cell', () => {
    expect(BARRAGE_TABLE).toEqual({
      neither: { '1-2': 'no-effect', '3-5': 'no-effect', '6+': 'no-effect' },
      symbol: { '1-2': 'no-effect', '3-5': 'disrupt-if-no-dm', '6+': 'disrupt' },
      colour: { '1-2': 'disrupt-if-no-dm', '3-5': 'disrupt', '6+': 'disrupt' },
      both: { '1-2': 'disrupt', '3-5': 'disrupt', '6+': 'disrupt-and-remove-dm' },
    });
  });
});

describe('DDOB 8.2 US Weapons Chart (gap-fill §4)', () => {
  it('rows', () => {
    expect([...WEAPONS_CHART['full-infantry']].sort()).toEqual(['BG', 'BR', 'BZ', 'DE', 'MO', 'RD']);
    expect([...WEAPONS_CHART['heavy-adjacent']].sort()).toEqual(['BG', 'BR', 'BZ', 'DE', 'MG', 'MO', 'RD']);
    expect([...WEAPONS_CHART['heavy-at-range']].sort()).toEqual(['BR', 'BZ', 'MG', 'MO', 'RD']);
    expect([...WEAPONS_CHART['tank-near']].sort()).toEqual(['AR', 'BR', 'BZ', 'MG']);
    expect([...WEAPONS_CHART['tank-far']].sort()).toEqual(['AR', 'BZ']);
    expect([...WEAPONS_CHART['anti-aircraft']].sort()).toEqual(['BR', 'MG']);
    expect([...WEAPONS_CHART.artillery].sort()).toEqual(['AR', 'DE', 'MO']);
    expect([...WEAPONS_CHART['anti-tank']].sort()).toEqual(['AR', 'BZ']);
    expect(WEAPONS_CHART.hq).toEqual(['RD']);
    expect([...WEAPONS_CHART.naval].sort()).toEqual(['AR', 'DE', 'NA']);
  });
});

describe('DDOB 6.3 German Fire Diagram', () => {
  it('WN column (derived from E-05/E-06): intense any unit loses a step; steady symbol loses a step; sporadic symbol disrupted', () => {
    expect(FIRE_DIAGRAM.wn.cells.intense).toEqual({ who: 'any', armoredNeedsBonus: false, effect: 'step' });
    expect(FIRE_DIAGRAM.wn.cells.steady).toEqual({ who: 'symbol', armoredNeedsBonus: true, effect: 'step' });
    expect(FIRE_DIAGRAM.wn.cells.sporadic).toEqual({ who: 'symbol', armoredNeedsBonus: true, effect: 'disrupt' });
  });
  it('the reinforcement columns are marked stand-in (missing from every source)', () => {
    expect(FIRE_DIAGRAM.revealed.provenance.kind).toBe('stand-in');
    expect(FIRE_DIAGRAM.unrevealed.provenance.kind).toBe('stand-in');
  });
});

describe('DDOB 2.1 Turn Track (gap-fill §7) and tides (5.14)', () => {
  it('32 turns from 06:15; 16 = 10:00; 17 = 10:30; 32 = 18:00', () => {
    expect(TURN_TRACK).toHaveLength(32);
    expect(TURN_TRACK[0]?.time).toBe('06:15');
    expect(TURN_TRACK[15]?.time).toBe('10:00');
    expect(TURN_TRACK[16]?.time).toBe('10:30');
    expect(TURN_TRACK[31]?.time).toBe('18:00');
  });
  it('shuffle turns 6, 13, 20, 27', () => {
    expect(TURN_TRACK.filter((t) => t.shuffle).map((t) => t.turn)).toEqual([6, 13, 20, 27]);
  });
  it('tides: low 1–6, mid 7–15, high 16–22, mid 23–27, low 28–32', () => {
    const tides = TURN_TRACK.map((t) => t.tide[0]).join('');
    expect(tides).toBe('llllllmmmmmmmmmhhhhhhhmmmmmlllll');
  });
  it('E-22 range tracks: HQ 1,1,2,2,3,3,3,4 (range 3 fills three spaces); engineer 0,1,2,2,3,3,4,4,5', () => {
    expect(HQ_RANGE_TRACK).toEqual([1, 1, 2, 2, 3, 3, 3, 4]);
    expect(ENGINEER_RANGE_TRACK).toEqual([0, 1, 2, 2, 3, 3, 4, 4, 5]);
  });
  it('engineer clearing 10.12: none on turn 1, 2 on 2–6, 1 on 7–15, 0 on 16–22', () => {
    expect([1, 2, 6, 7, 15, 16, 22].map(clearingLimit)).toEqual([0, 2, 2, 1, 1, 0, 0]);
  });
});

describe('DDOB 13/20 victory tables', () => {
  it('catastrophic limit 8 in turns 1–16, 14 in 17–32', () => {
    expect(catastrophicLimit(16)).toBe(8);
    expect(catastrophicLimit(17)).toBe(14);
  });
  it('final levels DDOB 20.3 and Beyond the Beach 21.2', () => {
    expect(finalLevel(19, 'ddob')).toBe('decisive-us-defeat');
    expect(finalLevel(20, 'ddob')).toBe('operational-us-defeat');
    expect(finalLevel(40, 'ddob')).toBe('tactical-us-victory');
    expect(finalLevel(60, 'ddob')).toBe('decisive-us-victory');
    expect(finalLevel(44, 'beyond')).toBe('tactical-us-defeat');
    expect(finalLevel(65, 'beyond')).toBe('decisive-us-victory');
  });
});
