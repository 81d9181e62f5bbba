import { describe, expect, it } from 'vitest';
import {
  AIRBORNE_SCATTER,
  ATTRITION,
  CRT_COLUMNS,
  DD_TANK,
  DETERMINED_DEFENSE,
  INVASION_CRT,
  JABO,
  RP_COSTS,
  TEC_HEX,
  TEC_HEXSIDE,
  crtResult,
  ddCell,
  scatterResult,
  strafeResult,
  turnTwoWeatherSpace,
  weatherRow,
  weatherSpace,
  type DdColumn,
} from '../../src/data/tables.js';

describe('CRT (N44 10.5, chart L2103-2188)', () => {
  // Digest 4.1: the CRT slides, cell(roll r, column c) = S[r + c] with c = 0 for 1-3.
  const S = ['', 'A1', 'A1', 'A1', 'A1', 'A1/DR', 'EX', 'DR', 'DR', 'A1/D1', 'D1', 'D1', 'A1/D2', 'DH', 'DH'];
  for (let r = 1; r <= 6; r++) {
    for (let c = 0; c < 9; c++) {
      it(`roll ${r} on ${CRT_COLUMNS[c]} is ${S[r + c]}`, () => expect(crtResult(c, r)).toBe(S[r + c]));
    }
  }
  it('the worked examples of play read their printed results (T44-T56)', () => {
    // 5-1 roll 5 D1; 7-1 roll 4 A1/D2; 2-1 roll 3 EX; 3-1 roll 6 D1; 2-1 roll 4 DR; 4-1 roll 5 D1; 2-1 roll 1 A1; 3-1 roll 5 A1/D1; 1-1 roll 3 A1/DR.
    expect(crtResult(6, 5)).toBe('D1');
    expect(crtResult(8, 4)).toBe('A1/D2');
    expect(crtResult(3, 3)).toBe('EX');
    expect(crtResult(4, 6)).toBe('D1');
    expect(crtResult(3, 4)).toBe('DR');
    expect(crtResult(5, 5)).toBe('D1');
    expect(crtResult(3, 1)).toBe('A1');
    expect(crtResult(4, 5)).toBe('A1/D1');
    expect(crtResult(2, 3)).toBe('A1/DR');
  });
});

describe('Invasion CRT (N44 20.3, chart L2007-2053)', () => {
  // Digest 4.2: Omaha(r) = I[r], All others(r) = I[r+1], Utah(r) = I[r+2].
  const I = ['', 'A1*/0', 'A2/D1/1', 'EX/1', 'A1/D1/1', 'A1/D1/1', 'A1/D1/2', 'D1/2', 'D1/2'];
  const cols = [['omaha', 0], ['others', 1], ['utah', 2]] as const;
  for (let r = 1; r <= 6; r++) {
    for (const [col, k] of cols) {
      it(`roll ${r} ${col} is ${I[r + k]}`, () => {
        const cell = (INVASION_CRT.rows[r - 1] as (typeof INVASION_CRT.rows)[number])[col];
        expect(`${cell.result}/${cell.advance}`).toBe(I[r + k]);
      });
    }
  }
});

describe('Determined Defense (N44 12.4, chart L2189-2227)', () => {
  // Digest 4.3, printed text per cell: '-' nothing, '•' cancels, '-1' lead loses, '*' IP removed.
  const grid: Record<string, readonly string[]> = {
    '1': ['-', '-', '-', '-'],
    '2': ['-', '-', '-', '-'],
    '3': ['-', '-', '-', '•-1'],
    '4': ['-', '-', '•-1', '•EX'],
    '5': ['-1', '•-1', '•EX', '•EX'],
    '6': ['•EX', '•EX', '•A1*', '•A1'],
    '7': ['•A1', '•A1', '•A1', '•A1'],
  };
  const cols: DdColumn[] = ['flooded-open', 'other', 'ip', 'sp-city'];
  const show = (c: ReturnType<typeof ddCell>): string =>
    (c.cancels ? '•' : '') + (c.effect === 'none' ? '-' : c.effect === 'lead' ? '-1' : c.effect) + (c.ipRemoved ? '*' : '');
  for (const [roll, cells] of Object.entries(grid)) {
    cols.forEach((col, i) => it(`roll ${roll} ${col} is ${cells[i]}`, () => expect(show(ddCell(col, Number(roll)))).toBe(cells[i])));
  }
  it('reads below 1 as 1 and above 7 as 7', () => {
    expect(ddCell('sp-city', -3)).toEqual(ddCell('sp-city', 1));
    expect(ddCell('flooded-open', 9)).toEqual(ddCell('flooded-open', 7));
    expect(DETERMINED_DEFENSE.rows).toHaveLength(7);
  });
  it('T50, T54, T56: Other 5 is •-1, Other 6 is •EX, SP/City 2 fails', () => {
    expect(ddCell('other', 5)).toEqual({ cancels: true, effect: 'lead', ipRemoved: false });
    expect(ddCell('other', 6)).toEqual({ cancels: true, effect: 'EX', ipRemoved: false });
    expect(ddCell('sp-city', 2).cancels).toBe(false);
  });
});

describe('Terrain Effects Chart (N44 TEC)', () => {
  it('hex terrain MP, DCB and armor shift per the digest 4.4 and review 6-8', () => {
    const want = {
      clear: [1, 1, 0, 'yes'], mixed: [1, 1, 2, 'yes'], bocage: [1, 1, 3, 'yes'], town: ['otih', 'otih', 4, 'yes'],
      woods: [1, 2, 2, 'no'], city: [1, 1, 5, 'no'], flooded: [2, 'road-only', 0, 'no'], marsh: ['prohibited', 'prohibited', 0, 'na'],
    } as const;
    for (const [t, [n, m, d, a]] of Object.entries(want)) {
      const row = TEC_HEX.rows[t as keyof typeof want];
      expect([row.nonMech, row.mech, row.dcb, row.armorShift], t).toEqual([n, m, d, a]);
    }
  });
  it('retreat stops after one hex in City, Town, Woods and Bocage only (N44 13.3)', () => {
    const stops = Object.entries(TEC_HEX.rows).filter(([, r]) => r.stopsRetreat).map(([t]) => t).sort();
    expect(stops).toEqual(['bocage', 'city', 'town', 'woods']);
  });
  it('hexsides: river, flooded, perimeter, blue and causeway cells', () => {
    const h = TEC_HEXSIDE.rows;
    expect([h['minor-river'].nonMech, h['minor-river'].mech, h['minor-river'].armorShift, h['minor-river'].allMafLeft]).toEqual([0, 1, 'yes', false]);
    expect([h['major-river'].nonMech, h['major-river'].mech, h['major-river'].startAdjacent, h['major-river'].allMafLeft]).toEqual([1, 1, true, true]);
    expect([h.flooded.nonMech, h.flooded.mech, h.flooded.startAdjacent]).toEqual([1, 'road-only', true]);
    expect([h.carpiquet.halves, h.carpiquet.armorShift]).toEqual(['all', 'yes']);
    expect([h.perimeter.halves, h.perimeter.armorShift]).toEqual(['allied', 'no']);
    expect([h.blue.nonMech, h.blue.noZoc]).toEqual(['prohibited', true]);
    expect([h.causeway.nonMech, h.causeway.mech, h.causeway.halves, h.causeway.armorShift]).toEqual([0, 0, 'all', 'no']);
  });
});

describe('weather (N44 4)', () => {
  it('T01: roll 4 gives German 1 SupP, 1 Inf Repl, 1 IP; Allies US Inf+Arm, Brit Arm, 2/2 air, 2 SupP', () => {
    const w = weatherRow(4);
    expect([w.weather, w.germanSupply, w.germanInfRepl, w.germanArmorRepl, w.germanIp]).toEqual(['clear', 1, 1, 0, 1]);
    expect([w.usInfRepl, w.usArmorRepl, w.britInfRepl, w.britArmorRepl, w.cdnInfRepl, w.air, w.alliedSupply]).toEqual([1, 1, 0, 1, 0, 2, 2]);
  });
  it('weather types, German SupP, IP, air and naval by roll (digest 4.5, high-confidence columns)', () => {
    const want = [
      ['storm', 3, 0, 0, false], ['overcast', 2, 2, 0, true], ['overcast', 2, 2, 1, true],
      ['clear', 1, 1, 2, true], ['clear', 1, 1, 3, true], ['clear', 1, 1, 3, true],
    ];
    want.forEach(([wx, sp, ip, air, nav], i) => {
      const w = weatherRow(i + 1);
      expect([w.weather, w.germanSupply, w.germanIp, w.air, w.naval]).toEqual([wx, sp, ip, air, nav]);
    });
  });
  it('D18: the modifier chain clamps to 1..6', () => {
    expect(weatherSpace(1, 1)).toBe(1);
    expect(weatherSpace(6, 6)).toBe(6);
    expect(weatherSpace(3, 1)).toBe(2);
    expect(weatherSpace(5, 6)).toBe(6);
    expect(weatherSpace(4, 3)).toBe(4);
  });
  it('turn 2: 1-3 Overcast-2, 4-6 Overcast-3 (N44 4.2)', () => {
    expect([1, 2, 3, 4, 5, 6].map(turnTwoWeatherSpace)).toEqual([2, 2, 2, 3, 3, 3]);
  });
});

describe('air, attrition, DD tanks, scatter, RP', () => {
  it('T25 Jabo: 1-3 none, 4 1L, 5 2L, 6 3L', () => expect(JABO.leftShifts).toEqual([0, 0, 0, 1, 2, 3]));
  it('strafing: 2010 5 = DG, 6 = DG + silhouette step; 2015 only 6 a silhouette step', () => {
    expect([1, 2, 3, 4, 5, 6].map((r) => strafeResult('2010', r))).toEqual(['none', 'none', 'none', 'none', 'dg', 'dg-silhouette-step']);
    expect([1, 2, 3, 4, 5, 6].map((r) => strafeResult('2015', r))).toEqual(['none', 'none', 'none', 'none', 'none', 'silhouette-step']);
  });
  it('attrition: 1-4 lose a step, 5-6 nothing; +2 trace, max +3', () => {
    expect([1, 2, 3, 4, 5, 6].map(ATTRITION.losesStep)).toEqual([true, true, true, true, false, false]);
    expect([ATTRITION.traceBonus, ATTRITION.maxDrm]).toEqual([2, 3]);
  });
  it('DD tanks: 1-3 lose a step', () => expect([1, 2, 3, 4, 5, 6].map(DD_TANK.losesStep)).toEqual([true, true, true, false, false, false]));
  it('airborne scatter per column, gliders +1', () => {
    const want = { '82': ['S2', 'S2', 'S1', 'S1', 'S', 'none'], '101': ['S2', 'S1', 'S1', 'S', 'none', 'none'], '6': ['S1', 'S1', 'S', 'none', 'none', 'none'] } as const;
    for (const [col, cells] of Object.entries(want)) {
      expect([1, 2, 3, 4, 5, 6].map((r) => scatterResult(col as '82', r)), col).toEqual(cells);
    }
    expect(scatterResult('82', 6 + AIRBORNE_SCATTER.gliderDrm)).toBe('none');
    expect(scatterResult('82', 4 + AIRBORNE_SCATTER.gliderDrm)).toBe('S');
  });
  it('RP costs (N44 6.5.1)', () => {
    expect([RP_COSTS.britishArmouredBrigade, RP_COSTS.usCombatCommand, RP_COSTS.usRegiment, RP_COSTS.cwBrigade, RP_COSTS.supplyPoint, RP_COSTS.hq, RP_COSTS.twoStepArmor, RP_COSTS.oneStep]).toEqual([4, 4, 3, 3, 3, 2, 2, 1]);
    expect([RP_COSTS.perTurn, RP_COSTS.perBeach]).toEqual([6, 4]);
  });
});
