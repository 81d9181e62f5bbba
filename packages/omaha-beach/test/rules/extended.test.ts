// DDOB 14–20: the extended mode. German Actions (16, E-18, E-19, E-21), Command Posts (18), Engineer
// Beach Bases (19, E-23), extended US actions (17), the extended sequence (15) and final VP (20.3).
import { describe, expect, it } from 'vitest';
import { applyEvent, distance, game, initialState, MAP, scenarios as scenariosRecord, type Card, type Move, type State } from '../../src/index.js';
import { actionOrder, advancePath, advanceTarget, inMortarRange, mayAttempt, pathDefence, qualifyingAction, resumeDisplace, resumeGermanChoice, runGermanActions } from '../../src/german-actions/index.js';
import { commandedHexes, commandRange } from '../../src/command-posts/index.js';
import { baseRangeHexes, basePlaces, garrisonable } from '../../src/engineer-bases/index.js';
import { commandedAtStart, stepKind } from '../../src/actions/index.js';
import { finalVictoryPoints } from '../../src/victory/index.js';
import { bombardmentDelay } from '../../src/setup/index.js';
import { gainDepth, reinforce } from '../../src/german/index.js';
import { blank, withGerman, withUs } from '../helpers.js';

/** A turn-17+ DDOB state with no counters. */
function ext(turn = 18): State {
  const s = blank('first-wave', turn);
  return { ...s, rules: { ...s.rules, scenario: 'ddob', lastTurn: 32, extendedFrom: 17, germanActionsFrom: 17 } };
}

/** A Fire card with the given squares (the real deck's squares are tested in cards.test.ts). */
function fireCard(squares: Card['fire'], target: Card['target'] = 'circle'): Card {
  return { id: 99, landing: { diamond: 'A', triangle: 'A', circle: 'A' }, mine: false, fire: squares, target, artillery: null, events: [] };
}

const pos = (id: string) => {
  const p = MAP.position.get(id);
  if (!p) throw new Error(id);
  return p;
};

describe('DDOB 16.8 Advance', () => {
  // E-18: red A; C3 (1313) arrow to C1 (1113); a 352nd unit with a DM; L/3/16 (4, card symbol) and F/2/16 (4, clear) on the path.
  function e18(extra: (s: State) => State = (s) => s): State {
    let s = ext();
    s = withGerman(s, '1313', 'division', { face: '1P/352', dm: { back: 'mobile' } });
    s = withUs(s, 'F/2/16', '1212', { steps: 2 }); // 4-strength side, clear terrain
    s = withUs(s, 'L/3/16', '1113', { steps: 2 }); // circle: the card's symbol
    return extra(s);
  }
  const red = fireCard([{ colour: 'red', double: false, content: 'A' }], 'circle');

  it('E-18 C3 advances on C1: L/3/16 disrupted, defence 4 < 7, F/2/16 loses a step, the unit and DM move, L/3/16 displaced', () => {
    const s = e18();
    expect(advanceTarget(s, pos('C3'))?.id).toBe('C1');
    expect(advancePath('1313', '1113')).toEqual(['1212', '1113']);
    expect(mayAttempt(s, pos('C3'))).toBe(true);
    const k = actionOrder('East', red).findIndex((e) => e.position === 'C3' && e.pass === 'advance');
    const out = runGermanActions(s, 'East', red, 0, []);
    // The step loss on the path is the player's choice.
    expect(out.pause?.kind).toBe('german-choice');
    if (out.pause?.kind !== 'german-choice') return;
    expect(out.pause.next).toBe(k);
    expect(out.state.us['L/3/16']?.disrupted).toBe('old');
    expect(pathDefence(out.state, ['1212', '1113'])).toBe(4);
    const after = resumeGermanChoice(out.state, 'East', red, out.pause.next, out.pause.position, 'step', ['F/2/16'], []);
    expect(after.state.us['F/2/16']?.steps).toBe(1);
    expect(after.state.german['1113']?.position).toBe('C1');
    expect(after.state.german['1113']?.dm).not.toBeNull();
    expect(after.state.german['1313']).toBeUndefined();
    expect(after.pause?.kind).toBe('displace');
    if (after.pause?.kind !== 'displace') return;
    expect(after.pause.unit).toBe('L/3/16');
    expect(after.pause.options).not.toContain('1212'); // not on the path
    const done = resumeDisplace(after.state, 'East', red, after.pause.next, 'L/3/16', after.pause.options[0] as string, []);
    expect(done.state.us['L/3/16']?.loc).toEqual({ kind: 'hex', hex: after.pause.options[0] });
  });

  it('E-18 variant: a Hero on F/2/16 makes 5 (still < 7); in bocage 8 ≥ 7 repulses the advance, which does not fire', () => {
    const hero = e18((s) => withUs(s, 'F/2/16', '1212', { steps: 2, hero: 'hero' }));
    expect(pathDefence(hero, ['1212'])).toBe(5);
    // 1213 is bocage: F/2/16 doubled to 8.
    const bocage = e18((s) => {
      const t = withUs(s, 'F/2/16', '1213', { steps: 2 });
      return t;
    });
    expect(MAP.hex.get('1213')?.terrain).toBe('bocage');
    expect(pathDefence(bocage, ['1213'])).toBe(8);
  });

  it('E-19 B1 advances toward A7; A7 German-occupied: toward A6; A6 occupied: A7; both: no advance', () => {
    const s = ext();
    expect(advanceTarget(s, pos('B1'))?.id).toBe('A7');
    expect(advanceTarget(withGerman(s, '1207', 'division'), pos('B1'))?.id).toBe('A6');
    expect(advanceTarget(withGerman(s, '1309', 'division'), pos('B1'))?.id).toBe('A7');
    expect(advanceTarget(withGerman(withGerman(s, '1207', 'division'), '1309', 'division'), pos('B1'))).toBeNull();
  });

  it('16.81 a unit with US units in its FoF and no DM fires instead of advancing; a hidden unit with a DM attempts (A-45)', () => {
    const fof = [...(MAP.fireHexes.get('C3') ?? [])][0] as string;
    let s = withGerman(ext(), '1313', 'division');
    s = withUs(s, 'A/1/16', fof);
    expect(mayAttempt(s, pos('C3'))).toBe(false);
    s = withGerman(s, '1313', 'division', { dm: { back: 'mobile' } });
    expect(mayAttempt(s, pos('C3'))).toBe(true);
    // 716th revealed, with a DM: fires instead.
    s = withGerman(s, '1313', 'tactical', { face: '1/1/726', dm: { back: 'mobile' } });
    expect(mayAttempt(s, pos('C3'))).toBe(false);
  });
});

describe('DDOB 16 German Actions', () => {
  it('E-21 two positions may Reinforce and one unit is left: the higher-numbered position gets it', () => {
    // B2 (2) and C8 (8) are red VP reinforcement positions of the East sector.
    const near = (hex: string) => MAP.data.hexes.find((h) => distance(h.id, hex) === 2 && h.sector === 'East' && !MAP.positionAt.has(h.id))?.id as string;
    let s = ext();
    s = withUs(s, '16 HQ', near('1403'));
    s = withUs(s, '18 HQ', near('1814'));
    s = { ...s, boxes: { ...s.boxes, tactical: 1, division: 0 } };
    const c = fireCard([{ colour: 'red', double: false, content: 'R' }]);
    expect(qualifyingAction(s, pos('B2'), c.fire[0]!)).toBe('reinforce');
    expect(qualifyingAction(s, pos('C8'), c.fire[0]!)).toBe('reinforce');
    const out = runGermanActions(s, 'East', c, 0, []);
    expect(out.state.german['1814']?.unit.cls).toBe('tactical');
    expect(out.state.german['1814']?.dm).not.toBeNull(); // 16.4, A-42: always with a DM
    expect(out.state.german['1403']).toBeUndefined();
    expect(out.state.boxes.tactical).toBe(0);
  });

  it('16.1 an unoccupied WN with LOC is re-occupied by an eliminated WN unit drawn at random, face up; a US unit in either hex prevents it (16.11)', () => {
    let s: State = { ...ext(), deadWn: ['wn-1-BG', 'wn-2-BZ'] };
    const c = fireCard([{ colour: 'green', double: true, content: 'R' }]);
    const out = runGermanActions(s, 'East', c, 0, []);
    // WN62 is green, two hexes: both filled (16.11), each to be drawn by chance.
    expect(out.state.german['0812']?.position).toBe('WN62');
    expect(out.state.german['0912']?.position).toBe('WN62');
    expect(out.state.reveals.filter((r) => r.what === 'dead-wn')).toHaveLength(2);
    const odds = game.chanceOutcomes(out.state);
    expect(odds.map((o) => (o.move as Extract<Move, { type: 'reveal' }>).face).sort()).toEqual(['wn-1-BG', 'wn-2-BZ']);
    s = withUs(s, 'A/1/16', '0912');
    expect(runGermanActions(s, 'East', c, 0, []).state.german['0812']).toBeUndefined();
  });

  it('16.12 two WNs may be re-occupied and one eliminated unit is left: the WN nearest a US unit gets it', () => {
    // WN60 (0807, purple) and WN61 (0809, orange); a US unit nearer WN60 (not in either).
    const near60 = MAP.data.hexes.find((h) => distance(h.id, '0807') === 2 && distance(h.id, '0809') >= 3 && h.sector === 'East' && !MAP.positionAt.has(h.id))?.id as string;
    const s: State = { ...withUs(ext(), 'A/1/16', near60), deadWn: ['wn-1-BR'] };
    const c = fireCard([
      { colour: 'orange', double: false, content: 'R' },
      { colour: 'purple', double: false, content: 'R' },
    ]);
    const out = runGermanActions(s, 'East', c, 0, []);
    expect(out.state.german['0807']?.position).toBe('WN60');
    expect(out.state.german['0809']).toBeUndefined();
  });

  it('16.2 Resupply: an occupied reinforcement position with US units in its FoF, LOC and no DM draws a DM, then fires on a double square', () => {
    const fof = (MAP.fieldOfFire.get('C5') ?? []).find((e) => e.intensity === 'intense')?.hex as string;
    let s = withGerman(ext(), '1514', 'tactical');
    s = withUs(s, 'A/1/16', fof);
    const c = fireCard([{ colour: 'brown', double: true, content: 'R' }], 'diamond');
    expect(qualifyingAction(s, pos('C5'), c.fire[0]!)).toBe('resupply-and-fire');
    const out = runGermanActions(s, 'East', c, 0, []);
    expect(out.state.german['1514']?.dm).not.toBeNull();
    expect(out.state.us['A/1/16']?.steps).toBe(2);
  });

  it('16.3 Redeploy goes to a VP position first, then the lowest number, and does not fire (16.32)', () => {
    // Brown East reinforcement positions: C1 (1113, no VP), C5 (1514, VP), B1, B5, A3, D2, B8.
    const fofC1 = [...(MAP.fireHexes.get('C1') ?? [])][0] as string;
    const fofC5 = [...(MAP.fireHexes.get('C5') ?? [])].find((h) => !MAP.fireHexes.get('C1')?.has(h)) as string;
    let s = withGerman(ext(), '2009', 'tactical'); // B8, no US in FoF
    s = withUs(s, 'A/1/16', fofC1);
    s = withUs(s, 'B/1/16', fofC5);
    const c = fireCard([{ colour: 'brown', double: false, content: 'R' }]);
    const out = runGermanActions(s, 'East', c, 0, []);
    expect(out.state.german['2009']).toBeUndefined();
    expect(out.state.german['1514']?.position).toBe('C5');
    expect(out.state.germanActed).toContain('C5');
  });

  it('16.5 mortar range: reinforcement positions 3 hexes; WNs beach within 5, flat or high ground within 2', () => {
    expect(inMortarRange(pos('C3'), '1316')).toBe(true);
    expect(inMortarRange(pos('C3'), '1317')).toBe(false);
    const beach = MAP.data.hexes.find((h) => h.terrain === 'beach' && distance(h.id, '0809') === 5)?.id as string;
    expect(inMortarRange(pos('WN61'), beach)).toBe(true);
    const high = MAP.data.hexes.find((h) => h.terrain === 'high_ground' && distance(h.id, '0809') === 3)?.id as string;
    expect(inMortarRange(pos('WN61'), high)).toBe(false);
  });

  it('16.5 a mortar hits units with the card symbol outside its FoF: 1 without a DM, the most steps first', () => {
    let s = withGerman(ext(), '1313', 'tactical');
    const outside = MAP.data.hexes.filter((h) => distance(h.id, '1313') <= 3 && !MAP.fireHexes.get('C3')?.has(h.id) && h.id !== '1313' && h.terrain !== 'rough').map((h) => h.id);
    s = withUs(s, 'C/1/16', outside[0] as string); // circle, 3 steps
    s = withUs(s, 'L/3/16', outside[1] as string, { steps: 2 }); // circle, 2 steps
    const c = fireCard([{ colour: 'red', double: false, content: 'M' }], 'circle');
    expect(qualifyingAction(s, pos('C3'), c.fire[0]!)).toBe('mortar');
    const out = runGermanActions(s, 'East', c, 0, []);
    expect(out.state.us['C/1/16']?.steps).toBe(2);
    expect(out.state.us['L/3/16']?.steps).toBe(2);
  });

  it('16.6 Patrol disrupts every US unit in Intense or Moderate hexes of its FoF; never HQs (16.61)', () => {
    const hexes = (MAP.fieldOfFire.get('C3') ?? []).filter((e) => e.intensity !== 'sporadic').map((e) => e.hex);
    let s = withGerman(ext(), '1313', 'tactical', { dm: { back: 'mobile' } });
    s = withUs(s, 'A/1/16', hexes[0] as string);
    s = withUs(s, '16 HQ', hexes[0] as string);
    const c = fireCard([{ colour: 'red', double: true, content: 'P' }], 'triangle');
    const out = runGermanActions(s, 'East', c, 0, []);
    expect(out.state.us['A/1/16']?.disrupted).toBe('old');
    expect(out.state.us['16 HQ']?.disrupted).toBe('no');
  });

  it('16.7 Artillery: an occupied WN with a 75 and no US units in its FoF hits one unit with the symbol, infantry in a landing box first (A-44)', () => {
    let s = withGerman(ext(), '0807', 'wn-75'); // WN60, purple
    s = withUs(s, 'A/1/16', { kind: 'box', box: 'ER1' });
    s = withUs(s, '1/B/741', '0612');
    const c = fireCard([{ colour: 'purple', double: false, content: 'A' }], 'diamond');
    expect(qualifyingAction(s, pos('WN60'), c.fire[0]!)).toBe('artillery');
    const out = runGermanActions(s, 'East', c, 0, []);
    expect(out.state.us['A/1/16']?.steps).toBe(2);
    expect(out.state.germanArtillery).toContain('East');
  });

  it('16.9 Ambush: an unoccupied reinforcement position with LOC hits one unit with the symbol in an Intense hex', () => {
    const intense = (MAP.fieldOfFire.get('C3') ?? []).find((e) => e.intensity === 'intense' && distance(e.hex, '1313') <= 2)?.hex as string;
    const s = withUs(ext(), 'A/1/16', intense);
    const c = fireCard([{ colour: 'red', double: false, content: 'A' }], 'diamond');
    expect(qualifyingAction(s, pos('C3'), c.fire[0]!)).toBe('ambush');
    expect(runGermanActions(s, 'East', c, 0, []).state.us['A/1/16']?.steps).toBe(2);
  });

  it('C1 (1113), occupied with a DM, US units in its FoF, on a brown double P square: Patrol (E-17); without a DM: no action', () => {
    const fof = (MAP.fieldOfFire.get('C1') ?? []).find((e) => e.intensity === 'intense')?.hex as string;
    let s = withUs(ext(), 'A/1/16', fof);
    const c = fireCard([{ colour: 'brown', double: true, content: 'P' }], 'diamond');
    expect(qualifyingAction(withGerman(s, '1113', 'tactical'), pos('C1'), c.fire[0]!)).toBeNull();
    s = withGerman(s, '1113', 'tactical', { dm: { back: 'building' } });
    expect(qualifyingAction(s, pos('C1'), c.fire[0]!)).toBe('patrol-all');
    expect(runGermanActions(s, 'East', c, 0, []).state.us['A/1/16']?.disrupted).toBe('old');
  });

  it('DDOB 3, 9.5 the Kampfgruppe Meyer box holds 8 units and 4 Mobile DMs; the event sends 4 units (and, stand-in, 2 DMs) on', () => {
    const s = initialState({ scenario: 'first-wave' });
    expect([s.boxes.meyer, s.boxes.dmMeyer, s.boxes.dmMobile]).toEqual([8, 4, 20]);
    const t = applyEvent(s, { kind: 'kampfgruppe-meyer' }).state;
    expect([t.boxes.meyer, t.boxes.division, t.boxes.dmMeyer, t.boxes.dmMobile]).toEqual([4, 15, 2, 22]);
    const u = applyEvent(t, { kind: 'kampfgruppe-meyer' }).state;
    expect([u.boxes.meyer, u.boxes.dmMeyer, u.boxes.dmMobile]).toEqual([0, 0, 24]);

    // 9.5: a unit drawn from the Division box is a KG Meyer unit with odds 4 in 15, drawn by chance.
    const r = reinforce({ ...t, turn: 5, us: {}, german: {}, boxes: { ...t.boxes, tactical: 0 } }, 'C');
    const hex = Object.keys(r.german)[0] as string;
    expect(r.reveals[0]).toEqual({ hex, what: 'class' });
    const odds = game.chanceOutcomes({ ...r, step: null });
    expect(odds.map((o) => [(o.move as Extract<Move, { type: 'reveal' }>).face, o.p.num, o.p.den])).toEqual([
      ['division', 11, 15],
      ['meyer', 4, 15],
    ]);
  });

  it('22.4 Tactical reinforcements are placed with a DM; the KG Meyer units start in the Division box', () => {
    const s = initialState({ scenario: 'ddob', variants: ['22.4'] });
    expect(s.boxes.meyer).toBe(0);
    expect(s.boxes.division).toBe(19);
    const t = reinforce({ ...blank('first-wave', 5), rules: s.rules }, 'C');
    const placed = Object.values(t.german).find((g) => g.unit.cls === 'tactical');
    expect(placed?.dm).not.toBeNull();
  });

  it('22.4 the first time the Mobile DMs run out, five eliminated Mobile DMs go back to the Mobile box, only once', () => {
    const rules = { ...initialState({ scenario: 'ddob', variants: ['22.4'] }).rules };
    // A reinforcement position (no WN DMs, no buildings) takes the last Mobile DM; 24 Mobile DMs in all (2.22), none elsewhere.
    let s = withGerman({ ...blank('first-wave', 20), rules }, '1113', 'tactical');
    s = { ...s, boxes: { ...s.boxes, dmMobile: 1, dmMeyer: 0, dmWn: 0, dmBuilding: 0 } };
    const t = gainDepth(s, '1113');
    expect(t.german['1113']?.dm?.back).toBe('mobile');
    expect(t.boxes.dmMobile).toBe(5);
    expect(t.mobileRecycled).toBe(true);
    // Only once: running out again leaves the box empty.
    const u = gainDepth({ ...withGerman(t, '1215', 'tactical'), boxes: { ...t.boxes, dmMobile: 1 } }, '1215');
    expect(u.boxes.dmMobile).toBe(0);
    // Without the variant nothing comes back.
    expect(gainDepth({ ...s, rules: { ...s.rules, variants: [] } }, '1113').boxes.dmMobile).toBe(0);
  });

  it('16 a position with a disrupted unit does not act; an unoccupied reinforcement position more than 2 hexes from US units does not act', () => {
    const c = fireCard([{ colour: 'red', double: false, content: 'A' }]);
    expect(qualifyingAction(withGerman(ext(), '1313', 'tactical', { disrupted: true }), pos('C3'), c.fire[0]!)).toBeNull();
    expect(qualifyingAction(ext(), pos('C3'), c.fire[0]!)).toBeNull();
  });
});

describe('DDOB 18 Command Posts', () => {
  it('18.1 an HQ outside every potential FoF becomes a CP; 18.2 its range grows along the track; 18.3 it commands units within range', () => {
    const quiet = MAP.data.hexes.find((h) => h.sector === 'East' && h.terrain === 'high_ground' && ![...MAP.fireHexes.values()].some((f) => f.has(h.id)))?.id as string;
    let s = withUs(ext(), '16 HQ', quiet);
    s = { ...s, phase: 'hq:1st', step: { kind: 'hq', division: '1st', baseDone: false } };
    const moves = game.legalMoves(s);
    expect(moves).toContainEqual({ type: 'make-cp', unit: '16 HQ' });
    const r = game.resolve(s, { type: 'make-cp', unit: '16 HQ' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(commandRange(r.state, '16 HQ')).toBe(1);
    const far = { ...r.state, cps: { '16 HQ': 4 } };
    expect(commandRange(far, '16 HQ')).toBe(3);
    const ring3 = MAP.data.hexes.find((h) => distance(h.id, quiet) === 3 && !h.id.startsWith('00'))?.id as string;
    expect(commandedHexes(far, '16 HQ').has(ring3)).toBe(true);
    const t = withUs(far, 'A/1/16', ring3);
    expect(commandedAtStart(t)['A/1/16']).toEqual(['16 HQ']);
  });
});

describe('DDOB 19 Engineer Beach Bases', () => {
  it('E-23 a base on 0711 with range 1 covers 0711 and its six neighbours', () => {
    const s = ext();
    const hexes = [...baseRangeHexes(s, { hex: '0711', space: 1 })].sort();
    expect(hexes).toEqual(['0610', '0611', '0710', '0711', '0712', '0810', '0811']);
  });

  it('19.1 bases go on beach hexes of the division sector outside potential FoF; 19.3 within range shingle no longer stops others', () => {
    const s = ext();
    const places = basePlaces(s, '1st');
    expect(places.length).toBeGreaterThan(0);
    for (const h of places) expect(MAP.hex.get(h)?.terrain === 'beach' && MAP.hex.get(h)?.sector === 'East').toBe(true);
    const side = MAP.data.hexsides.find((x) => x.feature === 'shingle' && MAP.hex.get(x.hexes[0])?.sector === 'East');
    if (!side) throw new Error('no shingle');
    const [a, b] = side.hexes;
    const tank = withUs(s, '1/B/741', a);
    const before = stepKind(tank, '1/B/741', a, b);
    const withBase: State = { ...tank, bases: [{ hex: a, division: '1st', space: 1 }] };
    expect(before).toBe('no'); // shingle: road only for other units (chart)
    expect(stepKind(withBase, '1/B/741', a, b)).toBe('move');
  });
});

describe('DDOB 19.3 Garrisons and traffic management', () => {
  it('19.3 an unoccupied position in Engineer range takes a Garrison, which blocks re-occupation and counts for the final VP (A-55)', () => {
    const base = { hex: '0711', division: '1st' as const, space: 8 }; // range 5
    const s: State = { ...ext(), bases: [base] };
    const beach = MAP.data.hexes.filter((h) => h.terrain === 'beach' && h.sector === 'East');
    const vpPos = MAP.data.positions.find((p) => p.kind === 'reinforcement' && p.vp && p.sector === 'East' && beach.some((b) => distance(b.id, p.hexes[0] as string) <= 5)) as { id: string; hexes: string[] };
    const vpBase = beach.find((b) => distance(b.id, vpPos.hexes[0] as string) <= 5)?.id as string;
    expect(garrisonable(s, '1st')).toContain('WN61');
    const s2: State = { ...s, bases: [base, { hex: vpBase, division: '1st', space: 8 }] };
    expect(garrisonable(s2, '1st')).toContain(vpPos.id);
    const g: State = { ...s2, garrisons: [vpPos.id], deadWn: ['wn-1-BG'] };
    expect(finalVictoryPoints(g)).toBe(finalVictoryPoints(s2) + 1);
    const c = fireCard([{ colour: 'orange', double: false, content: 'R' }]);
    expect(runGermanActions({ ...g, garrisons: ['WN61'] }, 'East', c, 0, []).state.german['0809']).toBeUndefined();
    expect(runGermanActions(g, 'East', c, 0, []).state.german['0809']?.position).toBe('WN61');
  });

  it('19.3 a unit starting on the beach within a base range moves for free; not in a turn with German artillery in the sector (19.33)', () => {
    let s: State = { ...withUs(ext(), 'A/1/16', '0711'), bases: [{ hex: '0711', division: '1st', space: 1 }] };
    s = { ...s, phase: 'actions:1st', step: { kind: 'actions', division: '1st' }, actions: { '1st': 3, '29th': 3 } };
    const to = game.legalMoves(s).find((m) => m.type === 'move' && distance(m.to, '0711') === 1) as Move;
    const r = game.resolve(s, to);
    expect(r.ok && r.state.actions['1st']).toBe(3);
    const shelled = game.resolve({ ...s, germanArtillery: ['East'] }, to);
    expect(shelled.ok && shelled.state.actions['1st']).toBe(2);
  });
});

describe('DDOB 17 additional US actions', () => {
  it('17.1 from turn 17 infantry may move two hexes in one Move action; turn 16 only one', () => {
    const open = MAP.data.hexes.find((h) => h.terrain === 'high_ground' && h.sector === 'East' && (MAP.neighbours.get(h.id) ?? []).every((n) => MAP.hex.get(n)?.terrain === 'high_ground'))?.id as string;
    let s = withUs(ext(), 'A/1/16', open);
    s = { ...s, phase: 'actions:1st', step: { kind: 'actions', division: '1st' }, actions: { '1st': 3, '29th': 3 } };
    const two = (st: State) => game.legalMoves(st).filter((m) => m.type === 'move' && distance(m.to, open) === 2);
    expect(two(s).length).toBeGreaterThan(0);
    expect(two({ ...s, turn: 16, rules: { ...s.rules } }).length).toBe(0);
  });
});

describe('DDOB 17.12 and 17.3', () => {
  const actionsStep = (s: State): State => ({ ...s, phase: 'actions:1st', step: { kind: 'actions', division: '1st' }, actions: { '1st': 3, '29th': 3 }, commanders: commandedAtStart(s) });
  it('17.12 from turn 17 the first action crosses the scalable cliff and places a Climb marker (two turns instead of three)', () => {
    const s = actionsStep(withUs(ext(), 'A/1/16', '0607'));
    expect(game.legalMoves(s)).toContainEqual({ type: 'move', units: ['A/1/16'], to: '0707' });
    expect(game.legalMoves(s)).not.toContainEqual({ type: 'start-cliff', unit: 'A/1/16' });
    const r = game.resolve(s, { type: 'move', units: ['A/1/16'], to: '0707' });
    expect(r.ok && r.state.us['A/1/16']).toMatchObject({ climb: 'climb', loc: { kind: 'hex', hex: '0707' } });
  });

  it('17.3 artillery under an HQ barrages a WN through a commanded infantry observer in its FoF; not under a General alone', () => {
    const fof = (MAP.fieldOfFire.get('WN61') ?? []).map((e) => e.hex).find((h) => distance(h, '0809') >= 2 && MAP.hex.get(h)?.terrain === 'beach') as string;
    const obsHq = (MAP.neighbours.get(fof) ?? []).find((n) => MAP.hex.get(n)?.terrain === 'beach' && !MAP.positionAt.has(n)) as string;
    const artHex = (MAP.neighbours.get(obsHq) ?? []).find((n) => n !== fof && MAP.hex.get(n)?.terrain === 'beach' && !MAP.fireHexes.get('WN61')?.has(n) && distance(n, '0809') > 1) ?? (MAP.neighbours.get(obsHq) ?? []).find((n) => n !== fof && distance(n, '0809') > 1) as string;
    let s = withGerman(ext(), '0809', 'wn-88');
    s = withUs(s, 'A•C/81C', artHex);
    s = withUs(s, 'A/1/16', fof);
    s = withUs(s, '16 HQ', obsHq);
    s = actionsStep(s);
    expect(game.legalMoves(s)).toContainEqual({ type: 'barrage', unit: 'A•C/81C', target: '0809' });
    let g = withUs(withUs(ext(), 'A•C/81C', artHex), 'A/1/16', fof);
    g = actionsStep(withUs(withGerman(g, '0809', 'wn-88'), 'Gen. Wyman', obsHq));
    expect(game.legalMoves(g)).not.toContainEqual({ type: 'barrage', unit: 'A•C/81C', target: '0809' });
  });
});

describe('DDOB 15 extended sequence, 20.3 final VP, 22.1', () => {
  it('15: from turn 17 three actions per division, a second Event Phase and the Engineer & HQ Phase', () => {
    const s = initialState({ scenario: 'beyond' });
    expect(s.turn).toBe(17);
    expect(s.actions).toEqual({ '1st': 3, '29th': 3 });
    let t = s;
    const seen = new Set<string>();
    for (let i = 0; i < 400 && t.turn === 17 && !t.result; i++) {
      seen.add(t.phase);
      const a = game.actor(t);
      const m = a.kind === 'chance' ? (game.chanceOutcomes(t)[0]?.move as Move) : (game.legalMoves(t).find((x) => x.type.startsWith('end-')) ?? game.legalMoves(t)[0]);
      const r = game.resolve(t, m as Move);
      if (!r.ok) throw new Error(r.error.message);
      t = r.state;
    }
    expect(seen.has('event2')).toBe(true);
    expect(seen.has('hq:1st')).toBe(true);
  });

  it('21.1 Beyond the Beach: the 12 stacks are drawn 6 Tactical and 6 Divisional, then the player sets up the support units and the turn-16 units', () => {
    const st = game.setup({ scenario: 'beyond' });
    if (!st.ok) throw new Error(st.error.message);
    let s = st.state;
    expect(s.reveals).toHaveLength(12);
    const first = game.chanceOutcomes(s).map((o) => [(o.move as Extract<Move, { type: 'reveal' }>).face, o.p.num, o.p.den]);
    expect(first).toEqual([
      ['tactical', 1, 2], // 6 of 12
      ['division', 1, 2],
    ]);
    for (let i = 0; i < 12; i++) {
      const r = game.resolve(s, game.chanceOutcomes(s)[0]!.move);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(Object.values(s.german).filter((g) => g.unit.cls === 'tactical')).toHaveLength(6);
    expect(s.step?.kind).toBe('setup');
    const m = game.legalMoves(s);
    expect(m[0]).toMatchObject({ type: 'set-up', unit: '1/B/741' });
    for (const x of m) if (x.type === 'set-up') expect(MAP.hex.get(x.at)?.sector).toBe('East');
  });

  it('4 I: the first turn starts with the East landing check', () => {
    const st = game.setup(scenariosRecord['first-wave']);
    expect(st.ok && st.state.step).toEqual({ kind: 'draw', purpose: { for: 'landing', sector: 'East' } });
  });

  it('20.3: −1 per uncontrolled WN hex, −1 per unit in the Kampfgruppe Meyer box, +1 per non-infantry unit on high ground', () => {
    const s = { ...ext(32), boxes: { ...ext(32).boxes, meyer: 3 } };
    const wnHexes = MAP.data.positions.filter((p) => p.kind === 'wn').reduce((n, p) => n + p.hexes.length, 0);
    expect(finalVictoryPoints(s)).toBe(-wnHexes - 3);
    const high = MAP.data.hexes.find((h) => h.terrain === 'high_ground' && h.sector === 'East')?.id as string;
    expect(finalVictoryPoints(withUs(s, '7FA', high))).toBe(-wnHexes - 3 + 1);
  });

  it('E-26 22.1: units due on turn 1 arrive on turn 4, turn 15 on 18, turn 16 on 17; the game starts on turn 4', () => {
    expect(bombardmentDelay(1)).toBe(4);
    expect(bombardmentDelay(15)).toBe(18);
    expect(bombardmentDelay(16)).toBe(17);
    const s = initialState({ scenario: 'first-wave', variants: ['22.1'] });
    expect(s.turn).toBe(4);
    expect(s.us['E/2/16']?.loc).toEqual({ kind: 'track', turn: 4 });
    expect(s.step).toEqual({ kind: 'draw', purpose: { for: 'bombardment', first: null } });
  });
});

describe('DDOB 22.1 extended self-preservation', () => {
  const withVariant = (s: State): State => ({ ...s, rules: { ...s.rules, variants: ['22.1'] } });
  const noActions = (s: State): State => ({ ...s, phase: 'actions:1st', step: { kind: 'actions', division: '1st' }, actions: { '1st': 0, '29th': 0 } });
  it('22.1 infantry on the beach moves for free to a flat hex in no German FoF; a disrupted position still projects its FoF (A-57); without the variant it costs an action', () => {
    // 0711 (beach) to 0810 (flat, across shingle): not closer to protection by the basic definition (0711 is already by the shingle).
    const s = noActions(withUs(blank('first-wave', 5), 'A/1/16', '0711'));
    const move = { type: 'move', units: ['A/1/16'], to: '0810' };
    expect(game.legalMoves(s)).not.toContainEqual(move);
    expect(game.legalMoves(withVariant(s))).toContainEqual(move);
    const watcher = MAP.data.positions.find((p) => MAP.fireHexes.get(p.id)?.has('0810')) as (typeof MAP.data.positions)[number];
    const held = withGerman(withVariant(s), watcher.hexes[0] as string, watcher.kind === 'wn' ? 'wn-plain' : 'tactical', { disrupted: true });
    expect(game.legalMoves(held)).not.toContainEqual(move);
  });
});
