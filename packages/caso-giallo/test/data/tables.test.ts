/**
 * The charts, cell by cell where the source is certain (values restated here from the seed's
 * charts, L5558-L5786), and the stand-in CRT checked against every constraint the SB9 walkthrough
 * pins down (digest 4.2), not against itself.
 */
import { describe, expect, it } from 'vitest';
import {
  BRIDGEHEAD_DRM, BRIDGEHEAD_TABLE, CRT_BODY, CRT_COLUMNS, CRT_PROVENANCE, EBEN_EMAEL_TABLE, INTERDICTION_TABLE, LANDING_DRM, LANDING_TABLE,
  LANDING_REROLL_AT, STUKA_DRM, STUKA_TABLE, TR_UPGRADE, VARIABLE_AIR, VARIABLE_CHITS, VARIABLE_VP, FIXED_VP, CAPTURE_TRACK, TERRAIN, RIVER,
  SETTLEMENT, DEFENSIVE_WORKS, ProvenanceSchema, type CrtResult,
} from '@esagono/caso-giallo';

describe('CG charts: complete tables, cell by cell', () => {
  it('CG R5.1e Stuka Dive Bombing Table L5558-L5590: 1 NE*, 2 NE, 3-5 DIS, 6 DIS+DL1; DRMs +1, -1, -2', () => {
    const expected = ['NE*', 'NE', 'DIS', 'DIS', 'DIS', 'DIS+DL1'];
    for (let d = 1; d <= 6; d++) expect(STUKA_TABLE[d - 1], `die ${d}`).toBe(expected[d - 1]);
    expect(STUKA_DRM).toEqual({ lowTr: 1, lightCover: -1, heavyCover: -2 });
  });

  it('CG R10.8 Bridgehead Creation Table L5605-L5628: 1-3 NO, 4-6 YES; DRMs +3 turn 1, +1 TR>3, -2 Allied unit, -1 works', () => {
    for (let d = 1; d <= 6; d++) expect(BRIDGEHEAD_TABLE[d - 1], `die ${d}`).toBe(d >= 4);
    expect(BRIDGEHEAD_DRM).toEqual({ turnOne: 3, trAbove3: 1, alliedOccupied: -2, works: -1 });
  });

  it('CG SB4 Airborne Landing Table L5629-L5655: 1-5 X, 6+ E; Town +1, DW +1, City +3, 22 LL +3; re-roll at 8', () => {
    for (let d = 1; d <= 6; d++) expect(LANDING_TABLE[d - 1], `die ${d}`).toBe(d <= 5 ? 'X' : 'E');
    expect(LANDING_DRM).toEqual({ town: 1, works: 1, city: 3, paraEliminated: 3 });
    expect(LANDING_REROLL_AT).toBe(8);
  });

  it('CG Variable VP Table L5667-L5698, every cell', () => {
    expect(VARIABLE_VP.germanCityCaptured).toEqual([1, 1, 2, 2, 2, 3]);
    expect(VARIABLE_VP.panzerEliminated).toEqual([1, 2, 2, 2, 3, 3]);
    expect(VARIABLE_VP.belgianSurrender).toEqual([2, 3, 3, 3, 4, 4]);
    expect(VARIABLE_VP.maginotBreakthrough).toEqual([2, 2, 3, 3, 3, 4]);
  });

  it('CG Variable Action-Chit Availability Table L5708-L5729, every cell', () => {
    expect(VARIABLE_CHITS.alliedTurns2to6).toEqual([2, 3, 3, 3, 4, 4]);
    expect(VARIABLE_CHITS.alliedTurns7to10).toEqual([3, 3, 3, 4, 4, 4]);
    expect(VARIABLE_CHITS.germanTurns2to10).toEqual([3, 3, 4, 4, 4, 4]);
  });

  it('CG Variable Air Asset Availability Table L5730-L5755, every cell', () => {
    expect(VARIABLE_AIR.alliedTurns1to2).toEqual([1, 1, 1, 1, 2, 2]);
    expect(VARIABLE_AIR.alliedTurns3to10).toEqual([1, 1, 2, 2, 2, 3]);
    expect(VARIABLE_AIR.germanTurns2to10).toEqual([4, 4, 4, 4, 5, 6]);
  });

  it('CG Eben Emael Destruction Table L5768-L5786: 1-2 NO, 3-6 DE', () => {
    for (let d = 1; d <= 6; d++) expect(EBEN_EMAEL_TABLE[d - 1], `die ${d}`).toBe(d >= 3);
  });

  it('CG CRT result key L5482-L5508: a higher attacker TR turns AE into AL1, AL1 into C, C into DR', () => {
    expect(TR_UPGRADE).toEqual({ AE: 'AL1', AL1: 'C', C: 'DR' });
  });

  it('CG R11.3a columns 1-3 to 6-1, no 3-2 column (SB9 L4955-L4963)', () => {
    expect(CRT_COLUMNS).toEqual(['1-3', '1-2', '1-1', '2-1', '3-1', '4-1', '5-1', '6-1']);
  });

  it('CG SB8.11 capture track starts in box 1, surrender at 6, three towns make a city', () => {
    expect(CAPTURE_TRACK).toEqual({ start: 1, surrender: 6, townsPerCity: 3 });
  });
});

describe('CG TEC cells the rules and examples confirm', () => {
  it('movement: Clear 1, Forest 2, Hill 1, Mountain prohibited, Flooded all MP; rivers +1', () => {
    expect(TERRAIN.clear.mp).toBe(1);
    expect(TERRAIN.forest.mp).toBe(2);
    expect(TERRAIN.hill.mp).toBe(1);
    expect(TERRAIN.mountain.mp).toBeNull();
    expect(TERRAIN.flooded.mp).toBe('all');
    expect([RIVER.minor.mp, RIVER.major.mp, RIVER.rhine.mp]).toEqual([1, 1, 1]);
    expect(DEFENSIVE_WORKS.germanMp).toBe(1);
  });
  it('combat: one left shift for Woods, Rough, Forest, Hill, Marsh, Flooded, City, Defensive Works; none for Clear and Town', () => {
    for (const t of ['woods', 'rough', 'forest', 'hill', 'marsh', 'flooded'] as const) expect(TERRAIN[t].shiftLeft, t).toBe(1);
    expect(TERRAIN.clear.shiftLeft).toBe(0);
    expect(SETTLEMENT.city.shiftLeft).toBe(1);
    expect(SETTLEMENT.town.shiftLeft).toBe(0);
    expect(DEFENSIVE_WORKS.shiftLeft).toBe(1);
  });
  it('Stuka DRMs: Woods, Rough, Marsh, Town, DW -1; City, Forest -2 (Stuka table L5587-L5590)', () => {
    for (const t of ['woods', 'rough', 'marsh'] as const) expect(TERRAIN[t].stukaDrm, t).toBe(-1);
    expect(TERRAIN.forest.stukaDrm).toBe(-2);
    expect(SETTLEMENT.town.stukaDrm).toBe(-1);
    expect(SETTLEMENT.city.stukaDrm).toBe(-2);
    expect(DEFENSIVE_WORKS.stukaDrm).toBe(-1);
    expect(TERRAIN.flooded.stukaDrm).toBeNull();
  });
  it('ZOC across Minor Rivers only; retreats across Major Rivers and the Rhine only at crossings (R9.4a, TEC)', () => {
    expect([RIVER.minor.zocAcross, RIVER.major.zocAcross, RIVER.rhine.zocAcross]).toEqual([true, false, false]);
    expect([RIVER.minor.retreatAcross, RIVER.major.retreatAcross, RIVER.rhine.retreatAcross]).toEqual([true, false, false]);
  });
  it('every row carries a valid provenance', () => {
    for (const row of Object.values(TERRAIN)) {
      expect(ProvenanceSchema.safeParse(row.provenance).success).toBe(true);
      expect(ProvenanceSchema.safeParse(row.mpProvenance).success).toBe(true);
    }
  });
});

describe('stand-in tables honour what the sources pin down', () => {
  const col = (c: (typeof CRT_COLUMNS)[number]) => CRT_BODY[c];
  const count = (xs: readonly CrtResult[], ok: (r: CrtResult) => boolean) => xs.filter(ok).length;

  it('the CRT is marked stand-in', () => {
    expect(CRT_PROVENANCE.kind).toBe('stand-in');
  });
  it('digest 4.2 (1): 1-1 with a lower-TR attacker has exactly one defender-retreat face and a BL1 face', () => {
    expect(count(col('1-1'), (r) => r === 'DR' || r === 'DL1' || r === 'DE')).toBe(1);
    expect(col('1-1')).toContain('BL1');
  });
  it('digest 4.2 (2): 1-3 eliminates a one-step lower-TR attacker on exactly four faces (AE, AL1; no ENG)', () => {
    expect(count(col('1-3'), (r) => r === 'AE' || r === 'AL1' || r === 'ENG')).toBe(4);
  });
  it('digest 4.2 (3): 3-1 has a DR', () => {
    expect(col('3-1')).toContain('DR');
  });
  it('digest 4.2 (4): at 4-1 a higher-TR attacker cannot advance on exactly one face (AE, AL1 or ENG)', () => {
    expect(count(col('4-1'), (r) => r === 'AE' || r === 'AL1' || r === 'ENG')).toBe(1);
  });
  it('digest 4.2 (5): at 5-1 every face lets the attacker advance; one a safe retreat, five a step loss', () => {
    const upgraded = col('5-1').map((r) => TR_UPGRADE[r] ?? r);
    expect(count(upgraded, (r) => r === 'AE' || r === 'AL1' || r === 'ENG' || r === 'C')).toBe(0);
    expect(count(upgraded, (r) => r === 'DR')).toBe(1);
    expect(count(upgraded, (r) => r === 'BL1' || r === 'DL1' || r === 'DE')).toBe(5);
  });
  it('digest 4.2 (6): 5-1 and 6-1 have faces that eliminate a one-step defender', () => {
    for (const c of ['5-1', '6-1'] as const) expect(count(col(c), (r) => r === 'DL1' || r === 'DE' || r === 'BL1')).toBeGreaterThan(0);
  });
  it('T01 Interdiction: a 2 is no interdiction and no loss; a 5 is interdiction with the asset eliminated', () => {
    expect(INTERDICTION_TABLE[1]!.result).toBe('none');
    expect(INTERDICTION_TABLE[4]!.result).toBe('interdicted-loss');
    expect(INTERDICTION_TABLE[0]!.provenance.kind).toBe('stand-in');
    expect(INTERDICTION_TABLE[5]!.provenance.kind).toBe('stand-in');
  });
  it('fixed VP: the German 3 VP for a turn-3 Dynamo and the Allied +1 per garrison shortfall are the rulebook\'s; every other award is a stand-in', () => {
    expect(FIXED_VP.find((v) => v.award.startsWith('Dynamo'))).toMatchObject({ vp: 3, side: 'german', provenance: { kind: 'rulebook' } });
    expect(FIXED_VP.find((v) => v.award.includes('garrison'))).toMatchObject({ vp: 1, side: 'allied', provenance: { kind: 'rulebook' } });
    const others = FIXED_VP.filter((v) => !v.award.startsWith('Dynamo') && !v.award.includes('garrison'));
    expect(others.length).toBeGreaterThan(0);
    for (const v of others) expect(v.provenance.kind, v.award).toBe('stand-in');
  });
});

describe('schedules and Dynamo (scenarios 1-2; not used by Fortress Holland)', () => {
  it('CG SB5.3 Turn Record Track facts: 4 DCR chit turn 3, 1st Armoured chit turn 4, replacements turn 5', async () => {
    const { TURN_TRACK_FACTS } = await import('@esagono/caso-giallo');
    const turnOf = (start: string) => TURN_TRACK_FACTS.find((f) => f.what.startsWith(start))?.turn;
    expect(turnOf('4 DCR')).toBe(3);
    expect(turnOf('1st Armoured')).toBe(4);
    expect(turnOf('French and German replacements')).toBe(5);
    expect(turnOf('12 Better Defense')).toBe(5);
  });
  it('CG R13 Dynamo stand-ins satisfy T04: base 6, -1 per DIS, never below 4, so two DIS leave 4', async () => {
    const { DYNAMO } = await import('@esagono/caso-giallo');
    const capacity = (dis: number) => Math.max(DYNAMO.minimumCapacity.value, DYNAMO.baseCapacity.value + DYNAMO.capacityPerDis.value * dis);
    expect(capacity(2)).toBe(4);
    expect(capacity(5)).toBe(4);
    expect(DYNAMO.ports.value).toEqual(['Oostende', 'Dunkerque', 'Calais', 'Boulogne']);
    expect(DYNAMO.vpPerEvacuatedStep.provenance.kind).toBe('stand-in');
  });
  it('the reinforcement format names the field of a bad row', async () => {
    const { ReinforcementSchema } = await import('@esagono/caso-giallo');
    const r = ReinforcementSchema.safeParse({ turn: 11, side: 'allied', counter: '4DCR', entry: 'rail', provenance: { kind: 'stand-in', note: 'x' } });
    expect(r.error?.issues[0]?.path.join('.')).toBe('turn');
  });
});

describe('scenario 1-3 numbers (CG SB5-SB7), entry by entry', () => {
  it('SB5.6 chits: 4 + 2M/2C on turn 1, 3 + 1M/1C later, 4 + 2M/1C in Fall Rot; SB7.6 rolls after turn 1', async () => {
    const { SCENARIO_PARAMS: P } = await import('@esagono/caso-giallo');
    expect(P[1].chits.turn1).toEqual({ german: 4, alliedMove: 2, alliedCombat: 2 });
    expect(P[1].chits.later).toEqual({ german: 3, alliedMove: 1, alliedCombat: 1 });
    expect(P[1].chits.fallRot).toEqual({ german: 4, alliedMove: 2, alliedCombat: 1 });
    expect(P[3].chits.later).toBeNull();
  });
  it('SB5.5 and SB7.5 Stukas 6 on turn 1, 5 later (S1), 6 in Fall Rot; SB5.3 ten Panzer chits, SB7.3 eleven', async () => {
    const { SCENARIO_PARAMS: P } = await import('@esagono/caso-giallo');
    expect([P[1].stukas.turn1, P[1].stukas.later, P[1].stukas.fallRot]).toEqual([6, 5, 6]);
    expect(P[1].germanAttritionCup.chits).toHaveLength(10);
    expect(P[1].alliedAttritionCup.chits).toHaveLength(10);
    expect(P[3].germanAttritionChits.value).toBe(11);
  });
  it('SB5.14-5.17, SB7.14-7.17 replacements on turn 5, refit 7 and 9 points, Better Defense 12 and 15 markers', async () => {
    const { SCENARIO_PARAMS: P } = await import('@esagono/caso-giallo');
    expect([P[1].replacements.alliedInfantry, P[1].replacements.alliedArmour, P[1].replacements.germanInfantry]).toEqual([4, 3, 4]);
    expect([P[3].replacements.alliedInfantry, P[3].replacements.alliedArmour, P[3].replacements.germanInfantry]).toEqual([5, 3, 4]);
    expect([P[1].refitPoints.value, P[3].refitPoints.value]).toEqual([7, 9]);
    expect([P[1].betterDefense.markers, P[3].betterDefense.markers]).toEqual([12, 15]);
    expect(P[3].betterDefense.turn).toBeNull(); // digest A37: missing
    expect([P[3].refugees.markers, P[3].terrorBombings.value, P[3].victory.needed]).toEqual([8, 3, 2]);
  });
});
