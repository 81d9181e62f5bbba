import { describe, expect, it } from 'vitest';
import type { State } from '@esagono/caso-giallo';
import { airAvailability, interdict, interdictionTargets } from '../../src/air/interdiction.js';
import { mayAttackAcross, committable } from '../../src/combat/declare.js';
import { highestTr } from '../../src/combat/results.js';
import { bombPort, declareDynamo, dynamoPorts, evacuate, evacuationCapacity } from '../../src/dynamo/index.js';
import { attritionDraws, attritionOutcomes, drawAttrition, replacementTargets, applyReplacement, declareRefit, mayDeclareRefit, refitCandidates, refitDue, refitPoint } from '../../src/endphase/armour.js';
import { belgiumSurrender, declareOpenCity, mayDeclareOpenCity, openCityEvictions, removeDisruptionExceptOos, surrender } from '../../src/endphase/surrender.js';
import { enterCost, groupStepOptions, stepOptions } from '../../src/movement/index.js';
import { railDestinations } from '../../src/movement/rail.js';
import { stackLegal } from '../../src/position.js';
import { play } from '../helpers.js';
import { LL, LH, labPosition } from './lab.js';

const u = (s: State, id: string) => s.units.find((x) => x.id === id)!;
const steps = (s: State, id: string) => stepOptions(s, u(s, id), 8, 0).map((v) => LH(v.to));

describe('CG R5.1b-c, R10.7 Crossing Interdiction', () => {
  it('T01 Interdiction: a 2 fails without loss, a 5 interdicts and loses the asset for 3 turns; +1 MP more and no motorized attack across; availability 1 then 2', () => {
    let s = labPosition({ IV: '0408', '1Pz': '0508', F1: '0407' }, 'allied', 'move', { turn: 2 });
    expect(interdictionTargets(s).map(LH)).toContain('0408'); // German-controlled, with the 0407|0408 crossing
    expect(interdictionTargets(s).map(LH)).not.toContain('0407');
    const miss = interdict(s, LL('0408'), 2);
    expect(miss.result).toBe('none');
    expect(miss.state.interdicted ?? []).toEqual([]);
    expect(miss.state.airTrack ?? []).toEqual([]);
    const hit = interdict(miss.state, LL('0408'), 5);
    expect(hit.result).toBe('interdicted-loss');
    s = hit.state;
    expect(s.interdicted).toEqual([LL('0408')]);
    expect(s.airTrack).toEqual([{ side: 'allied', turn: 5 }]);
    // CG R5.1b: two assets, one on the Turn Track until turn 5.
    expect(airAvailability({ ...s, turn: 3 }, 'allied', 2)).toBe(1);
    expect(airAvailability({ ...s, turn: 4 }, 'allied', 2)).toBe(1);
    expect(airAvailability({ ...s, turn: 5 }, 'allied', 2)).toBe(2);
    // CG R10.7e: road 1 + Major River 1 + interdiction 1.
    const before = labPosition({ IV: '0408' }, 'german', 'move');
    const after = labPosition({ IV: '0408' }, 'german', 'move', { interdicted: [LL('0408')] });
    const dir = 3; // W
    expect(enterCost(before, u(before, 'IV'), 'german', LL('0408'), dir, LL('0407'))).toBe(2);
    expect(enterCost(after, u(after, 'IV'), 'german', LL('0408'), dir, LL('0407'))).toBe(3);
    // CG R5.1c, R10.7f: motorized units never attack across an interdicted Major River crossing.
    const pz = labPosition({ '1Pz': '0408', F1: '0407' }, 'german', 'combat');
    expect(mayAttackAcross(pz, u(pz, '1Pz'), LL('0408'), LL('0407'))).toBe(true);
    const cut = { ...pz, interdicted: [LL('0408')] };
    expect(mayAttackAcross(cut, u(cut, '1Pz'), LL('0408'), LL('0407'))).toBe(false);
  });
});

describe('CG R13, R6.3 Operation Dynamo (13.4-13.6 missing: stand-in parameters)', () => {
  it('T04 Stukas vs the Dynamo port: NE* loses the Stuka, two DIS leave a capacity of 4, DIS+DL1 costs a step; never below 4', () => {
    let s = labPosition({ BEF: '0701', F1: '0701', B3: '0701' }, 'german', 'move', { turn: 4 });
    expect(dynamoPorts(s).map(LH).sort()).toEqual(['0701', '0704']);
    const d = declareDynamo(s, LL('0701'));
    expect(d.germanVp).toBe(0);
    expect(declareDynamo({ ...s, turn: 3 }, LL('0701')).germanVp).toBe(3); // CG R13.1c
    s = d.state;
    expect(evacuationCapacity(s)).toBe(6);
    const r1 = bombPort(s, 1);
    expect(r1.stukaLost).toBe(true);
    const r2 = bombPort(r1.state, 4);
    expect(r2.state.dynamo!.dis).toBe(1);
    const r3 = bombPort(r2.state, 2);
    expect(r3.state.dynamo!.dis).toBe(1);
    const r4 = bombPort(r3.state, 6);
    expect(r4.stepLoss).toBe(true);
    s = r4.state;
    expect(evacuationCapacity(s)).toBe(4);
    // Units in the port are never disrupted (CG R5.1e, R6.3).
    expect(s.units.every((x) => !x.dis)).toBe(true);
    expect(evacuationCapacity({ ...s, dynamo: { ...s.dynamo!, dis: 5 } })).toBe(4);
    // CG R8.4, R13.5c: three units in the port, no stacking limit; French and British together there.
    expect(stackLegal(s, s.units)).toBe(true);
    // Evacuation up to the capacity in steps (BEF 2 + B3 1 = 3 of 4; all 5 would exceed it).
    expect(evacuate(s, ['BEF', 'B3'])!.steps).toBe(3);
    expect(evacuate(s, ['BEF', 'B3', 'F1'])).toBeNull();
  });
});

describe('CG R10.4b, R10.10, R8.6 roads in Forest, national limits, nationality in combat', () => {
  it('T13 a Panzer division enters a Forest road hex held by an Attack Supply unit for 2 MP; groups of motorized units go one at a time; ending there overstacks', () => {
    const s = labPosition({ '1Pz': '0405', '2Pz': '0405', AGB: '0505' }, 'german', 'move');
    const v = stepOptions(s, u(s, '1Pz'), 8, 0).find((x) => LH(x.to) === '0505');
    expect(v?.cost).toBe(2);
    expect(groupStepOptions(s, [u(s, '1Pz'), u(s, '2Pz')], 8, 0).map((x) => LH(x.to))).not.toContain('0505');
    expect(stackLegal(s, [u(s, 'AGB'), u(s, '1Pz')])).toBe(false); // CG R8.3: a corps and a red-box division
    // Off the road motorized units never enter Forest (0504 -> 0505 has no road).
    const off = labPosition({ '1Pz': '0404' }, 'german', 'move');
    expect(steps(off, '1Pz')).not.toContain('0505');
  });

  it('CG R10.10: no Belgian unit into the Netherlands, at most two in France; CG R8.6: Belgian TR with French units, French and British apart', () => {
    let s = labPosition({ B1: '0404' }, 'allied', 'move');
    expect(steps(s, 'B1')).toContain('0303');
    s = labPosition({ B1: '0404', B2: '0203', B3: '0103' }, 'allied', 'move');
    expect(steps(s, 'B1')).not.toContain('0303');
    expect(steps(s, 'B1')).toContain('0405');
    s = labPosition({ B3: '0404', F1: '0404', BEF: '0604', F2: '0604' }, 'allied', 'move');
    expect(highestTr(s, [u(s, 'B3'), u(s, 'F1')])).toBe(2); // Belgian TR 2, not the French 3
    expect(stackLegal(s, [u(s, 'BEF'), u(s, 'F2')])).toBe(false);
    expect(stackLegal(s, [u(s, 'B3'), u(s, 'F1')])).toBe(true);
  });
});

describe('CG R11.6a Allied motorized combat in a Move round', () => {
  it('CG R11.6a: after Allied movement a die says how many tank or motorized units may attack', () => {
    let s = labPosition({ DLM: '0406', DCR: '0306', F1: '0307', IV: '0407' }, 'allied', 'move');
    s = play(s, { type: 'end-movement' });
    expect(s.stage.kind).toBe('motorized-roll');
    const one = play(s, { type: 'roll', die: 1 });
    let c = play(one, { type: 'attack', target: LL('0407') });
    expect(committable(c, c.combat!).map((x) => x.id).sort()).toEqual(['DCR', 'DLM']);
    c = play(c, { type: 'commit', unit: 'DLM' });
    expect(committable(c, c.combat!).map((x) => x.id)).toEqual([]);
    const two = play(s, { type: 'roll', die: 2 });
    c = play(two, { type: 'attack', target: LL('0407') });
    c = play(c, { type: 'commit', unit: 'DLM' });
    expect(committable(c, c.combat!).map((x) => x.id)).toEqual(['DCR']); // F1 (not motorized) never
    // No Allied motorized unit next to a German unit: no roll.
    const none = play(labPosition({ DLM: '0103', IV: '0407' }, 'allied', 'move'), { type: 'end-movement' });
    expect(none.stage.kind).not.toBe('motorized-roll');
  });
});

describe('CG R10.5 Allied rail movement', () => {
  it('CG R10.5: a French unit out of German ZOC goes to a French City or Town at least 5 hexes from every German unit', () => {
    const s = labPosition({ F1: '0504', IV: '0407' }, 'allied', 'move');
    // Paris 0102 and Reims 0202 are 5 or more from 0407; Dunkerque 0701 is 6.
    expect(railDestinations(s, u(s, 'F1')).map(LH).sort()).toEqual(['0102', '0202', '0701']);
    const near = labPosition({ F1: '0504', IV: '0203' }, 'allied', 'move');
    expect(railDestinations(near, u(near, 'F1')).map(LH).sort()).toEqual(['0701']);
    const inZoc = labPosition({ F1: '0406', IV: '0407' }, 'allied', 'move');
    expect(railDestinations(inZoc, u(inZoc, 'F1'))).toEqual([]);
  });
});

describe('CG R12.2, R12.5, R12.7 End Phase: Disruption, surrender, Paris', () => {
  it('CG R12.5b Belgium surrenders with Antwerp, Brussels, Ghent and Ostend German; its units go, its works and lines are destroyed', () => {
    let s = labPosition({ B1: '0604', IV: '0409' }, 'german', 'move');
    expect(belgiumSurrender(s)).toBe(false);
    let control = s.control;
    for (const h of ['0706', '0405', '0604', '0704']) control = control.slice(0, LL(h)) + 'G' + control.slice(LL(h) + 1);
    s = { ...s, control };
    expect(belgiumSurrender(s)).toBe(true);
    s = surrender(s, 'BE');
    expect(u(s, 'B1').loc).toBe(-1);
    expect(s.worksDestroyed).toContain(LL('0306'));
    expect(s.fortDestroyed).toContain(LL('0207'));
    expect(s.surrendered).toEqual(['BE']);
    // All Belgian units eliminated also makes Belgium surrender.
    const gone = labPosition({ IV: '0409' }, 'german', 'move');
    expect(belgiumSurrender({ ...gone, units: [...gone.units, { id: 'B1', loc: -1, steps: 0, dis: false }] })).toBe(true);
  });

  it('CG R12.7 Paris Open City from turn 5: Allied units within 2 hexes leave, none enters; CG R12.2 OOS units stay disrupted', () => {
    let s = labPosition({ F1: '0203', F2: '0304' }, 'allied', 'move', { turn: 4 });
    expect(mayDeclareOpenCity(s)).toBe(false);
    s = { ...s, turn: 5 };
    expect(mayDeclareOpenCity(s)).toBe(true);
    expect(openCityEvictions(s)).toEqual(['F1']);
    expect(steps(s, 'F2')).toContain('0204');
    s = declareOpenCity(s);
    expect(steps(s, 'F2')).not.toContain('0204');
    const dis = labPosition({ F1: '0305', F2: '0306' }, 'allied', 'move', { oos: ['F2'] });
    const after = removeDisruptionExceptOos({ ...dis, units: dis.units.map((x) => ({ ...x, dis: true })) });
    expect(after.units.map((x) => [x.id, x.dis])).toEqual([['F1', false], ['F2', true]]);
  });
});

describe('CG R12.9, R12.10, R12.12 attrition, replacements, Panzer Refit', () => {
  it('CG R12.9: draws until two steps are lost; a chit of an eliminated unit costs nothing; a supplied Panzer lost is set aside', () => {
    let s = labPosition({ DLM: '0305', DCR: '0306' }, 'allied', 'move', { attrition: { german: ['1Pz'], allied: ['DLM', 'DCR', 'GM'], lost: { german: 0, allied: 0 } } });
    expect(attritionOutcomes(s, 'allied').map((o) => o.p)).toEqual([1 / 3, 1 / 3, 1 / 3]);
    s = drawAttrition(s, 'allied', 'GM'); // not on the map: no loss, the draw goes on
    expect(s.attrition!.lost.allied).toBe(0);
    expect(attritionDraws(s, 'allied')).toBe(true);
    s = drawAttrition(s, 'allied', 'DLM');
    s = drawAttrition(s, 'allied', 'DCR');
    expect(u(s, 'DLM').steps).toBe(1);
    expect(attritionDraws(s, 'allied')).toBe(false);
    // A reduced Panzer division in supply dies to attrition: set aside for Refit (CG R12.9f).
    let g = labPosition({ '1Pz': '0409' }, 'german', 'move', { attrition: { german: ['1Pz'], allied: [], lost: { german: 0, allied: 0 } } });
    g = { ...g, units: g.units.map((x) => ({ ...x, steps: 1 })) };
    g = drawAttrition(g, 'german', '1Pz');
    expect(g.setAside).toEqual(['1Pz']);
  });

  it('CG R12.10: infantry steps to corps and divisions (an eliminated one-step division too), armour steps to Allied armour; Panzers never', () => {
    const s = labPosition({ F1: '0305', DLM: '0306', '1Pz': '0409' }, 'allied', 'move');
    const hurt: State = { ...s, units: [...s.units.map((x) => ({ ...x, steps: 1 })), { id: 'B3', loc: -1, steps: 0, dis: false }] };
    const all = () => true;
    expect(replacementTargets(hurt, 'allied', 'infantry', all).sort()).toEqual(['B3', 'F1']);
    expect(replacementTargets(hurt, 'allied', 'armour', all)).toEqual(['DLM']);
    expect(replacementTargets(hurt, 'german', 'infantry', all)).toEqual([]);
    // CG R12.10g: units on the map must trace supply.
    expect(replacementTargets(hurt, 'allied', 'infantry', () => false)).toEqual(['B3']);
    const back = applyReplacement(hurt, 'B3');
    expect(u(back, 'B3')).toEqual({ id: 'B3', loc: -3, steps: 1, dis: false });
    expect(u(applyReplacement(hurt, 'F1'), 'F1').steps).toBe(2);
  });

  it('CG R12.12: Refit declared on turn 4-6 takes the Panzers off; points 3 turns later, every division its first before any its second', () => {
    let s = labPosition({ '1Pz': '0409', '2Pz': '0410' }, 'german', 'move', { turn: 4, setAside: [] });
    s = { ...s, units: s.units.map((x) => (x.id === '2Pz' ? { ...x, steps: 1 } : x)) };
    expect(mayDeclareRefit({ ...s, turn: 3 })).toBe(false);
    expect(mayDeclareRefit(s)).toBe(true);
    s = declareRefit(s);
    expect(s.units.map((x) => x.loc)).toEqual([-3, -3]);
    expect(refitDue({ ...s, turn: 6 })).toBe(false);
    expect(refitDue({ ...s, turn: 7 })).toBe(true);
    expect(refitCandidates(s)).toEqual(['2Pz']);
    s = refitPoint(s, '2Pz');
    expect(refitCandidates(s)).toEqual([]);
  });
});
