/**
 * The Allied air pool in combat (CG R5.1b, R5.2, SB5.5b, SB7.5b), Operation Dynamo in play (R13,
 * R5.1e(2), R6.3; 13.4-13.6 stand-ins) and the End Phase segments R12.10-R12.12 with Fall Rot
 * (SB5.14-SB5.18, SB7.14-SB7.18), played through the game's own moves.
 */
import { describe, expect, it } from 'vitest';
import { canonicalize } from '@esagono/kernel';
import { game, scenarios, SCENARIO_DATA, type Move, type State } from '@esagono/caso-giallo';
import { alliedAirBase, alliedAirRolled, rollAlliedAir } from '../../src/air/allied.js';
import { dynamoActive, evacuationCapacity } from '../../src/dynamo/index.js';
import { afterAttrition, isFallRot, toRefit } from '../../src/endphase/segments.js';
import { nextTurn } from '../../src/sequence/turn.js';
import { setControl } from '../../src/position.js';

const B = SCENARIO_DATA['historical']!.board;
const C = SCENARIO_DATA['historical']!.counters;
const L = (id: string) => B.loc(id);

function start(id: string): State {
  const r = game.setup(scenarios[id]!);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

function play(s: State, m: Move): State {
  const actor = game.actor(s);
  const listed = actor.kind === 'chance' ? game.chanceOutcomes(s).map((o) => o.move) : game.legalMoves(s);
  expect(listed.map(canonicalize), `${JSON.stringify(m)} should be listed`).toContain(canonicalize(m));
  const r = game.resolve(s, m);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

const types = (s: State) => game.legalMoves(s).map((m) => m.type);
/** An Allied Move round of `turn`, before any unit moved. */
const alliedMoveRound = (s: State, turn: number): State => ({ ...s, turn, stage: { kind: 'move' }, round: { side: 'allied', mode: 'move', part: 'move' }, rounds: [{ side: 'german', mode: 'move' }, { side: 'allied', mode: 'move' }], moving: null, moved: [], combat: null });
const withUnit = (s: State, id: string, patch: Partial<State['units'][number]>): State => ({ ...s, units: s.units.map((u) => (u.id === id ? { ...u, ...patch } : u)) });
const firstCounter = (pred: (c: NonNullable<ReturnType<typeof C.get>>) => boolean, s: State) => s.units.find((u) => pred(C.get(u.id)!))!.id;

describe('CG R5.1b, R5.2 the Allied air pool in combat', () => {
  it('CG SB5.5b: one Allied asset on turn 1, both from turn 2, none while Dynamo holds, the French one alone after it', () => {
    const s = start('historical');
    expect(s.alliedAir).toBe(1);
    expect(alliedAirBase({ ...s, turn: 2 })).toBe(2);
    const dyn: State = { ...s, turn: 4, dynamo: { port: L('3414'), dis: 0, declared: 3, evacuated: 0 } };
    expect(alliedAirBase(dyn)).toBe(0);
    expect(alliedAirBase({ ...dyn, turn: 7 })).toBe(1);
  });

  it('CG SB7.5b: the Variable Air Asset table, Allied columns (turns 1-2: 1,1,1,1,2,2; turns 3-10: 1,1,2,2,2,3), less the assets on the Turn Track (R5.1b)', () => {
    const s = start('hypothetical');
    expect([1, 2, 3, 4, 5, 6].map((d) => alliedAirRolled({ ...s, turn: 2 }, d))).toEqual([1, 1, 1, 1, 2, 2]);
    expect([1, 2, 3, 4, 5, 6].map((d) => alliedAirRolled({ ...s, turn: 3 }, d))).toEqual([1, 1, 2, 2, 2, 3]);
    expect(rollAlliedAir({ ...s, turn: 3, airTrack: [{ side: 'allied', turn: 5 }] }, 6).alliedAir).toBe(2);
  });

  it('CG R5.2, R11.3c: the Allied defender may commit an asset from the pool, one at a time, while the pool lasts', () => {
    const s0 = start('historical');
    const target = s0.units.find((u) => u.loc >= 0 && C.get(u.id)!.side === 'allied')!;
    const combat: NonNullable<State['combat']> = { stage: 'defender-air', attacker: 'german', target: target.loc, attackers: [], defenders: [target.id], attackerAir: 0, defenderAir: 0, engaged: false, column: null, result: null, retreatHexes: 0, losses: [], priority: [], retreating: [], advancing: [], maxAdvance: 0, disAfter: 'none' };
    let s: State = { ...s0, alliedAir: 1, stage: { kind: 'attack' }, round: { side: 'german', mode: 'combat', part: 'combat' }, combat };
    expect(types(s)).toContain('air');
    s = play(s, { type: 'air' });
    expect(s.alliedAir).toBe(0);
    expect(s.combat!.defenderAir).toBe(1);
    expect(types(s)).not.toContain('air');
  });
});

describe('CG R13 Operation Dynamo in play', () => {
  const ports = ['Oostende', 'Dunkerque', 'Calais', 'Boulogne'];

  it('CG R13.1, R13.3b: on turn 3 the Allied player may declare in an Allied Move round, from one of four ports; German 3 VP, the unused Move chit into the cup, the Allied air gone', () => {
    const s = { ...alliedMoveRound(start('historical'), 3), stukas: { available: 0, used: 5 }, alliedAir: 2 };
    const decl = game.legalMoves(s).flatMap((m) => (m.type === 'declare-dynamo' ? [m.port] : []));
    expect(decl.map((p) => B.settlementName[p]).sort()).toEqual([...ports].sort());
    const after = play(s, { type: 'declare-dynamo', port: L('3414') });
    expect(after.campaign.vp.german).toBe(s.campaign.vp.german + 3);
    expect(after.cup.alliedMove).toBe(s.cup.alliedMove + 1);
    expect(after.alliedAir).toBe(0);
    expect(after.dynamo).toMatchObject({ port: L('3414'), declared: 3 });
    expect(after.stage.kind).toBe('move');
    // Turn 4: no German VP; turn 5 and scenario 3: no declaration.
    expect(play(alliedMoveRound(start('historical'), 4), { type: 'declare-dynamo', port: L('3516') }).campaign.vp.german).toBe(s.campaign.vp.german);
    expect(types(alliedMoveRound(start('historical'), 5))).not.toContain('declare-dynamo');
    expect(types(alliedMoveRound(start('hypothetical'), 3))).not.toContain('declare-dynamo');
  });

  it('CG R13.3e, R5.1e(2), T04: Stukas against the port: a 1 (NE*) loses the Stuka 2 turns, a 4 (DIS) lowers the capacity by one, never below 4 (R6.3)', () => {
    let s = play({ ...alliedMoveRound(start('historical'), 4), stukas: { available: 5, used: 0 } }, { type: 'declare-dynamo', port: L('3414') });
    expect(s.stage.kind).toBe('port-dive');
    expect(evacuationCapacity(s)).toBe(6);
    s = play(s, { type: 'dive-port' });
    expect(game.actor(s).kind).toBe('chance');
    s = play(s, { type: 'roll', die: 1 });
    expect(s.airTrack).toContainEqual({ side: 'german', turn: 6 });
    s = play(play(s, { type: 'dive-port' }), { type: 'roll', die: 4 });
    expect(s.dynamo!.dis).toBe(1);
    expect(evacuationCapacity(s)).toBe(5);
    for (let i = 0; i < 2; i++) s = play(play(s, { type: 'dive-port' }), { type: 'roll', die: 5 });
    expect(evacuationCapacity(s)).toBe(4);
    s = play(s, { type: 'end-port-dive' });
    expect(s.stage.kind).toBe('move');
  });

  it('CG R13.4 (stand-in): units in the port are evacuated in an Allied Move round up to the capacity in steps, 1 VP a step', () => {
    const port = L('3414');
    let s = play({ ...alliedMoveRound(start('historical'), 4), stukas: { available: 0, used: 0 } }, { type: 'declare-dynamo', port });
    const british = s.units.filter((u) => u.loc >= 0 && C.get(u.id)!.nationality === 'british' && C.get(u.id)!.back).slice(0, 4).map((u) => u.id);
    for (const id of british) s = withUnit(s, id, { loc: port, steps: 2 });
    s = { ...s, dynamo: { ...s.dynamo!, dis: 2 } }; // capacity 4
    const vp = s.campaign.vp.allied;
    s = play(s, { type: 'evacuate', unit: british[0]! });
    s = play(s, { type: 'evacuate', unit: british[1]! });
    expect(s.campaign.vp.allied).toBe(vp + 4);
    expect(s.dynamo!.evacuated).toBe(4);
    expect(types(s)).not.toContain('evacuate'); // 4 steps this round
  });

  it('CG R13.2c-d: the three turns after the declaration belong to the Allies (2 Move + 1 Combat chits, German 3); the port falling ends Dynamo', () => {
    const s3 = play({ ...alliedMoveRound(start('historical'), 3), stukas: { available: 0, used: 0 } }, { type: 'declare-dynamo', port: L('3414') });
    const t4 = nextTurn(s3);
    expect(t4.turn).toBe(4);
    expect(t4.initiative).toBe('allied');
    expect(t4.cup).toEqual({ german: 3, alliedMove: 2, alliedCombat: 1 });
    expect(t4.alliedAir).toBe(0);
    const t7 = nextTurn({ ...s3, turn: 6 });
    expect(t7.initiative).toBe('german');
    expect(dynamoActive({ ...s3, turn: 6 })).toBe(true);
    expect(dynamoActive(setControl({ ...s3, turn: 4 }, L('3414'), 'german'))).toBe(false);
  });
});

describe('CG R12.10-R12.12 End Phase segments and Fall Rot', () => {
  it('CG R12.10, SB5.14-5.15: on turn 5 the German has 4 infantry steps, then the Allies 4 infantry and 3 armour, French units only', () => {
    let s = start('historical');
    const [corps, corps2] = s.units.filter((u) => u.loc >= 0 && C.get(u.id)!.side === 'german' && C.get(u.id)!.size === 'corps').map((u) => u.id) as [string, string];
    const frDiv = firstCounter((c) => c.nationality === 'french' && c.size === 'division' && !c.back && c.front.tr < 4 && !c.types.includes('armoured'), s);
    const frTwo = firstCounter((c) => c.nationality === 'french' && c.size === 'division' && c.back !== null && c.back !== undefined && !c.types.includes('armoured'), s);
    const brit = firstCounter((c) => c.nationality === 'british' && c.size === 'corps', s);
    s = withUnit(withUnit(withUnit(withUnit(withUnit({ ...s, turn: 5 }, corps2, { steps: 1 }), corps, { steps: 1 }), frDiv, { loc: -1, steps: 0 }), frTwo, { loc: -1, steps: 0 }), brit, { steps: 1 });
    s = afterAttrition(s);
    expect(s.stage).toEqual({ kind: 'replace', side: 'german', infantry: 4, armour: 0 });
    s = play(s, { type: 'replace', unit: corps, kind: 'infantry' });
    expect(s.units.find((u) => u.id === corps)!.steps).toBe(2);
    expect(s.stage).toMatchObject({ side: 'german', infantry: 3 });
    s = play(s, { type: 'end-replacements' });
    expect(s.stage).toEqual({ kind: 'replace', side: 'allied', infantry: 4, armour: 3 });
    const listed = game.legalMoves(s).flatMap((m) => (m.type === 'replace' ? [m.unit] : []));
    expect(listed).toContain(frDiv);
    expect(listed).not.toContain(frTwo); // SB5.14d: no eliminated two-step division
    expect(listed).not.toContain(brit); // SB5.14a: no British replacements
    s = play(s, { type: 'replace', unit: frDiv, kind: 'infantry' });
    expect(s.campaign.rebuilt).toContainEqual({ counter: frDiv, side: 'allied', turn: 6 });
    expect(s.units.find((u) => u.id === frDiv)!.loc).toBe(-3);
    expect(game.legalMoves(s).some((m) => m.type === 'replace' && m.unit === frDiv)).toBe(false); // SB5.14c: one step
  });

  it('CG R12.11, SB5.16: 12 Better Defense markers from turn 5 (scenario 3: 15), only on Allied units tracing a LOC to the south or west edge', () => {
    const s = afterAttrition({ ...start('historical'), turn: 6, campaign: { ...start('historical').campaign } });
    expect(s.stage.kind).toBe('better-defense');
    let t = toRefit({ ...start('historical'), turn: 5 });
    t = afterAttrition({ ...start('historical'), turn: 5 });
    while (t.stage.kind === 'replace') t = play(t, { type: 'end-replacements' });
    expect(t.stage).toEqual({ kind: 'better-defense', left: 12 });
    const spots = game.legalMoves(t).flatMap((m) => (m.type === 'better-defense' ? [m.at] : []));
    expect(spots.length).toBeGreaterThan(0);
    for (const h of spots) expect(t.units.some((u) => u.loc === h && C.get(u.id)!.side === 'allied')).toBe(true);
    // A hex surrounded by German units cannot trace the LOC.
    const placed = play(t, { type: 'better-defense', at: spots[0]! });
    expect(placed.betterDefense).toContain(spots[0]);
    expect(placed.stage).toEqual({ kind: 'better-defense', left: 11 });
    let u = afterAttrition({ ...start('hypothetical'), turn: 5 });
    while (u.stage.kind === 'replace') u = play(u, { type: 'end-replacements' });
    expect(u.stage).toEqual({ kind: 'better-defense', left: 15 });
  });

  it('CG R12.12, SB5.17-5.18: Refit may wait on turns 4-5, must come on turn 6; 7 points 3 turns later, first points first; then Fall Rot (4 German chits, initiative, 6 Stukas; Allies 2 Move + 1 Combat)', () => {
    const s4 = toRefit({ ...start('historical'), turn: 4 });
    expect(s4.stage.kind).toBe('refit-declare');
    expect(types(s4).sort()).toEqual(['declare-refit', 'no-refit']);
    expect(types(toRefit({ ...start('historical'), turn: 6 }))).toEqual(['declare-refit']);
    // Two divisions reduced, one lost to attrition while supplied (R12.9f).
    let s: State = withUnit(withUnit({ ...start('historical'), turn: 4, setAside: ['3Pz'] }, '1Pz', { steps: 1 }), '3Pz', { loc: -1, steps: 0 });
    s = play(toRefit(s), { type: 'declare-refit' });
    expect(s.turn).toBe(5);
    expect(s.units.find((u) => u.id === '2Pz')!.loc).toBe(-3);
    expect(s.attrition!.german).toEqual([]);
    s = toRefit({ ...s, turn: 7 });
    expect(s.stage).toEqual({ kind: 'refit', points: 7 });
    // SB5.17d: the 0-step division first.
    expect(game.legalMoves(s)).toEqual([{ type: 'refit-point', unit: '3Pz' }]);
    s = play(s, { type: 'refit-point', unit: '3Pz' });
    expect(game.legalMoves(s).map((m) => (m.type === 'refit-point' ? m.unit : '')).sort()).toEqual(['1Pz', '3Pz']);
    while (s.stage.kind === 'refit') s = play(s, game.legalMoves(s)[0]!);
    expect(s.stage.kind).toBe('refit-place');
    while (s.stage.kind === 'refit-place') s = play(s, game.legalMoves(s)[0]!);
    expect(s.turn).toBe(8);
    expect(isFallRot(s)).toBe(true);
    expect(s.initiative).toBe('german');
    expect(s.cup).toEqual({ german: 4, alliedMove: 2, alliedCombat: 1 });
    expect(s.stukas.available).toBe(6);
    expect(s.units.find((u) => u.id === '3Pz')!.loc).toBeGreaterThanOrEqual(0);
    expect(s.attrition!.german.length).toBeGreaterThan(0);
  });
});

describe('CG SB7 scenario 3: Allied air, attrition cup, Refit and Fall Rot', () => {
  it('CG SB7.3d: the Allied cup holds 1-3 DCR (two chits each), 1-4 DLM and the British 1st Tank Brigade; 4 DCR joins on turn 3, 1st Armoured on turn 4', () => {
    const s = start('hypothetical');
    // Every chit names a counter of the scenario (R12.9c: the chit reduces that unit).
    for (const chit of [...s.attrition!.allied, ...s.attrition!.german]) expect(SCENARIO_DATA['hypothetical']!.counters.get(chit), chit).toBeDefined();
    expect([...s.attrition!.allied].sort()).toEqual(['1DCR', '1DCR', '1DLM', '1TkBde', '2DCR', '2DCR', '2DLM', '3DCR', '3DCR', '3DLM', '4DLM']);
    expect(s.attrition!.german).toHaveLength(11);
    const t3 = nextTurn({ ...s, turn: 2 });
    expect(t3.attrition!.allied).toContain('4DCR');
    expect(nextTurn({ ...t3, turn: 3 }).attrition!.allied).toContain('1ArmdBR');
  });

  it('CG SB7.13b, SB7.17c, SB7.18: Refit empties both cups; 9 points; on Fall Rot the German has 6 Stukas, 4 chits and the initiative, the Allies roll', () => {
    let s = play(toRefit({ ...start('hypothetical'), turn: 5 }), { type: 'declare-refit' });
    expect(s.attrition!.german).toEqual([]);
    expect(s.attrition!.allied).toEqual([]);
    s = withUnit(s, '1Pz', { steps: 0 });
    s = { ...s, refit: { ...s.refit!, off: s.refit!.off.map((o) => ({ ...o, steps: o.id === '1Pz' ? 0 : o.steps })) } };
    s = toRefit({ ...s, turn: 8 });
    expect(s.stage).toEqual({ kind: 'refit', points: 9 });
    while (s.stage.kind === 'refit') s = play(s, game.legalMoves(s)[0]!);
    while (s.stage.kind === 'refit-place') s = play(s, game.legalMoves(s)[0]!);
    expect(s.turn).toBe(9);
    expect(s.stage.kind).toBe('air-roll');
    s = play(s, { type: 'roll', die: 1 });
    expect(s.stukas.available).toBe(6); // SB7.18e: all 6, whatever the roll
    s = play(s, { type: 'roll', die: 1 }); // the Allied roll, turns 3-10: a 1 gives 1
    expect(s.alliedAir).toBe(1);
    s = play(s, { type: 'roll', die: 1 });
    expect(s.cup.german).toBe(4); // SB7.18b
    s = play(s, { type: 'roll', die: 6 });
    expect(s.initiative).toBe('german'); // SB7.18d
    expect(s.attrition!.german.length).toBeGreaterThan(0); // SB7.13c: the second attrition round
  });

  it('CG SB5.18f: from Fall Rot the Allies of scenarios 1-2 draw only until their first step is lost; the German draws again (SB5.13b)', async () => {
    const { attritionDraws } = await import('../../src/endphase/armour.js');
    const base = start('historical');
    const s: State = { ...base, turn: 8, refit: { declared: 4, off: [] }, campaign: { ...base.campaign, fallRot: 8 }, attrition: { german: ['1Pz'], allied: ['1DCR'], lost: { german: 0, allied: 1 } } };
    expect(attritionDraws(s, 'allied')).toBe(false);
    expect(attritionDraws(s, 'german')).toBe(true);
    expect(attritionDraws({ ...s, turn: 6, campaign: { ...s.campaign, fallRot: 8 } }, 'german')).toBe(false);
  });
});

describe('GMT errata 13.1c: the turn-3 Dynamo offer', () => {
  it('GMT errata 13.1c: after the first German round of turn 3 the Allied player may declare at once and play round 2 as a Move round; German 3 VP', async () => {
    const { endRound } = await import('../../src/sequence/index.js');
    const base = start('historical');
    const s = endRound({ ...base, turn: 3, rounds: [{ side: 'german', mode: 'move' }], round: { side: 'german', mode: 'move', part: 'move' }, stage: { kind: 'move' }, stukas: { available: 0, used: 5 }, cup: { german: 2, alliedMove: 1, alliedCombat: 1 } });
    expect(s.stage.kind).toBe('dynamo-offer');
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'allied' });
    expect(types(s)[0]).toBe('decline-dynamo');
    const d = play(s, { type: 'declare-dynamo', port: L('3311') });
    expect(d.campaign.vp.german).toBe(base.campaign.vp.german + 3);
    expect(d.rounds).toEqual([{ side: 'german', mode: 'move' }, { side: 'allied', mode: 'move' }]);
    expect(d.cup).toEqual({ german: 2, alliedMove: 1, alliedCombat: 1 }); // the chit went to box 2, not the cup
    expect(play(s, { type: 'decline-dynamo' }).stage.kind).toBe('draw');
    // Not on turn 4, nor after an Allied first round.
    expect(endRound({ ...base, turn: 4, rounds: [{ side: 'german', mode: 'move' }], stage: { kind: 'move' } }).stage.kind).not.toBe('dynamo-offer');
  });
});

describe('CG R12.11b, SB7.16c: the scenario 3 Better Defense side', () => {
  it('CG R12.11b: +1 TR for the Allied units under a scenario 3 marker, none in scenario 1', async () => {
    const { tr } = await import('../../src/position.js');
    for (const [id, bonus] of [['hypothetical', 1], ['historical', 0]] as const) {
      const s = start(id);
      const u = s.units.find((x) => x.loc >= 0 && SCENARIO_DATA[id]!.counters.get(x.id)!.side === 'allied')!;
      expect(tr({ ...s, betterDefense: [u.loc] }, u) - tr(s, u), id).toBe(bonus);
    }
  });
});

describe('CG SB7.18f: Fall Rot stacking in scenario 3', () => {
  it('SB7.18f: from Fall Rot 3 motorized divisions may stack, at most 2 armoured; not before, not in scenario 1', async () => {
    const { stackLegal } = await import('../../src/position.js');
    const s = start('hypothetical');
    const D = SCENARIO_DATA['hypothetical']!.counters;
    const pz = ['1Pz', '2Pz', '3Pz'].map((id) => ({ ...s.units.find((u) => u.id === id)!, loc: 0 }));
    const mot = s.units.filter((u) => D.get(u.id)!.side === 'german' && D.get(u.id)!.size === 'division' && D.get(u.id)!.redBox && !D.get(u.id)!.types.includes('armoured')).slice(0, 1).map((u) => ({ ...u, loc: 0 }));
    const rot: State = { ...s, turn: 8, campaign: { ...s.campaign, fallRot: 8 } };
    expect(stackLegal(rot, [pz[0]!, pz[1]!, ...mot])).toBe(mot.length === 1);
    expect(stackLegal(rot, pz)).toBe(false); // three armoured
    expect(stackLegal({ ...rot, turn: 7 }, [pz[0]!, pz[1]!, ...mot])).toBe(false);
    expect(stackLegal({ ...start('historical'), turn: 8, campaign: { ...rot.campaign } }, [pz[0]!, pz[1]!, ...mot])).toBe(false);
    expect(mot).toHaveLength(1);
  });
});
