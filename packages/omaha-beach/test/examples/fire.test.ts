// DDOB 6 German fire: worked examples E-05, E-06, E-07, E-14 and derived tests (digest §7, review findings 8, 9).
import { describe, expect, it } from 'vitest';
import { MAP, artilleryCalibres, card, game, hitLimit, sectorFire, type Move, type State } from '../../src/index.js';
import { blank, withGerman, withUs } from '../helpers.js';

/** The West positions of Fire Examples 1 and 2 (red WN70 unit+DM, purple WN72 2 units+DM, green WN71, blue WN73). */
function westPositions(s: State): State {
  let t = withGerman(s, '0728', 'wn-75', { dm: { back: 'wn' } });
  t = withGerman(t, '0531', 'wn-plain', { dm: { back: 'wn' } });
  t = withGerman(t, '0631', 'wn-88');
  t = withGerman(t, '0629', 'wn-plain');
  return withGerman(t, '0533', 'wn-75');
}

describe('DDOB 6.3 German fire', () => {
  it('E-05 Fire Example 1: red hits 0427 and 0527 (more SP than 0626), purple disrupts the Ranger in 0333', () => {
    // Card 24: red, purple (double), green (double); target triangle = the example's symbol S.
    const c = card(24);
    expect(c.fire.map((q) => [q.colour, q.double])).toEqual([['red', false], ['purple', true], ['green', true]]);
    let s = westPositions(blank('first-wave', 3));
    s = withUs(s, 'E/2/116', '0427'); // red intense, purple steady, circle
    s = withUs(s, '5•6/397', '0626'); // AA, triangle, 2 steps, red steady
    s = withUs(s, 'F/2/116', '0527'); // infantry, triangle, 3 steps, red steady
    s = withUs(s, '2/B/743', '0328'); // tank, circle, red/purple steady
    s = withUs(s, 'C/2R', '0333'); // Ranger, triangle, purple sporadic
    s = withUs(s, 'G/2/116', '0429'); // diamond, purple steady
    const t = sectorFire(s, 'West', c).state;
    expect(t.us['E/2/116']?.steps).toBe(2);
    expect(t.us['F/2/116']?.steps).toBe(2);
    expect(t.us['5•6/397']?.steps).toBe(2);
    expect(t.us['2/B/743']?.steps).toBe(2);
    expect(t.us['G/2/116']).toMatchObject({ steps: 3, disrupted: 'no' });
    expect(t.us['C/2R']).toMatchObject({ steps: 2, disrupted: 'old' });
  });
  it('E-06 Fire Example 2: red (armour bonus) hits 0427 and the tank in 0328; 0429 is spared by the limit', () => {
    // Card 4: orange, red (double, armour bonus), blue; target circle = S2.
    const c = card(4);
    expect(c.fire.map((q) => [q.colour, q.content])).toEqual([['orange', 'M'], ['red', 'armor'], ['blue', 'R']]);
    let s = westPositions(blank('first-wave', 3));
    s = withUs(s, 'F/2/16', '0427', { command: '29th' }); // triangle, red intense
    s = withUs(s, '5•6/397', '0626'); // triangle
    s = withUs(s, 'F/2/116', '0527'); // triangle
    s = withUs(s, '2/B/743', '0328'); // tank, circle
    s = withUs(s, 'A/1/116', '0429'); // circle, red sporadic
    s = withUs(s, 'C/2R', '0333'); // triangle, blue steady
    const t = sectorFire(s, 'West', c).state;
    expect(t.us['F/2/16']?.steps).toBe(2);
    expect(t.us['2/B/743']?.steps).toBe(1);
    expect(t.us['A/1/116']).toMatchObject({ steps: 3, disrupted: 'no' });
    expect(t.us['5•6/397']?.steps).toBe(2);
    expect(t.us['F/2/116']?.steps).toBe(3);
    expect(t.us['C/2R']).toMatchObject({ steps: 2, disrupted: 'no' });
  });
  it('E-14 hit limit (6.31): a lone unit 1; a WN with 2 units + 1 DM 3; a double square needs a DM', () => {
    const s = westPositions(blank('first-wave', 3));
    const wn72 = MAP.position.get('WN72')!;
    const wn71 = MAP.position.get('WN71')!;
    expect(hitLimit(s, wn72, { colour: 'purple', double: false, content: 'R' })).toBe(3);
    expect(hitLimit(s, wn71, { colour: 'green', double: false, content: 'R' })).toBe(1);
    expect(hitLimit(s, wn71, { colour: 'green', double: true, content: 'R' })).toBe(0);
  });
  it('6.41: a disrupted unit of a two-hex WN does not fire or count; the other hex still fires', () => {
    let s = westPositions(blank('first-wave', 3));
    s = { ...s, german: { ...s.german, '0531': { ...s.german['0531']!, disrupted: true } } };
    expect(hitLimit(s, MAP.position.get('WN72')!, { colour: 'purple', double: false, content: 'R' })).toBe(1);
    expect(hitLimit(s, MAP.position.get('WN72')!, { colour: 'purple', double: true, content: 'R' })).toBe(0);
  });
  it('§7.4-4 basic mode (6.34): a unit hit by two positions loses only one step in the phase', () => {
    // 0427 is in red (WN70) and green (WN71) intense fire; card 25 shows red and green.
    let s = westPositions(blank('first-wave', 3));
    s = withUs(s, 'E/2/116', '0427');
    const t = sectorFire(s, 'West', card(25)).state;
    expect(t.us['E/2/116']?.steps).toBe(2);
  });
  it('§7.4-5 concentrated target (6.35): 5 steps in a hex make every unit there bear the card symbol', () => {
    // 0527 red steady; card 24 target triangle; two circle/diamond units of 3 + 2 steps.
    let s = westPositions(blank('first-wave', 3));
    s = withUs(s, 'E/2/116', '0527'); // circle, 3 steps
    s = withUs(s, 'K/3/116', '0527', { steps: 2 }); // circle, 2 steps
    const t = sectorFire(s, 'West', card(24)).state;
    expect((t.us['E/2/116']?.steps ?? 0) + (t.us['K/3/116']?.steps ?? 0)).toBe(3);
    const lone = sectorFire(withUs(westPositions(blank('first-wave', 3)), 'E/2/116', '0527', { steps: 2 }), 'West', card(24)).state;
    expect(lone.us['E/2/116']?.steps).toBe(2);
  });
  it('6.4: after the fire, disrupted German units of the card colours in the sector recover', () => {
    let s = westPositions(blank('first-wave', 3));
    s = { ...s, german: { ...s.german, '0629': { ...s.german['0629']!, disrupted: true }, '0533': { ...s.german['0533']!, disrupted: true } } };
    const t = sectorFire(s, 'West', card(24)).state; // red, purple, green
    expect(t.german['0629']?.disrupted).toBe(false);
    expect(t.german['0533']?.disrupted).toBe(true);
  });
});

describe('DDOB 6.5 German artillery', () => {
  /** East: 75s in WN60 and WN62S, the 88 in WN61; East-88 box observers (WN64, WN65, WN67) held by US units. */
  function east(turn: number): State {
    let s = blank('first-wave', turn);
    s = withGerman(s, '0807', 'wn-75');
    s = withGerman(s, '0912', 'wn-75');
    s = withGerman(s, '0809', 'wn-88');
    for (const [id, hex] of [['A/1/16', '0916'], ['B/1/16', '0817'], ['C/1/16', '0918'], ['A/1/18', '1220']] as const) s = withUs(s, id, hex);
    return s;
  }
  it('E-07 counts: WN 75, 75, 88 and the active off-map 105 (its observers are German); the East 88 is inactive', () => {
    expect(artilleryCalibres(east(4), 'East').sort()).toEqual([105, 75, 75, 88]);
  });
  it('E-07 "3 | 75 88 105" (card 4) hits; a disrupted 88 leaves "2 | 88 105" (card 6) short', () => {
    const target = (s: State) => withUs(s, 'L/3/16', { kind: 'box', box: 'ER1' }); // circle
    const hit = sectorFire(target(east(4)), 'East', card(4)).state;
    expect(hit.us['L/3/16']?.steps).toBe(2);
    let s = target(east(4));
    s = { ...s, german: { ...s.german, '0809': { ...s.german['0809']!, disrupted: true } } };
    expect(card(6).artillery).toEqual({ value: 2, calibres: [88, 105] });
    const t = withUs(s, 'K/3/16', { kind: 'box', box: 'ER2' }); // triangle = card 6 target
    expect(card(6).target).toBe('triangle');
    expect(sectorFire(t, 'East', card(6)).state.us['K/3/16']?.steps).toBe(3);
    const undisrupted = withUs(target(east(4)), 'K/3/16', { kind: 'box', box: 'ER2' });
    expect(sectorFire(undisrupted, 'East', card(6)).state.us['K/3/16']?.steps).toBe(2);
  });
  it('§7.4-6: no German artillery before turn 4', () => {
    const s = withUs(east(3), 'L/3/16', { kind: 'box', box: 'ER1' });
    expect(sectorFire(s, 'East', card(4)).state.us['L/3/16']?.steps).toBe(3);
  });
  it('6.5 priority: infantry in a landing box before non-infantry on the beach', () => {
    let s = withUs(east(4), 'L/3/16', { kind: 'box', box: 'ER1' }); // circle infantry, box
    s = withUs(s, '2/A/741', '0513'); // circle tank, beach
    const t = sectorFire(s, 'East', card(4)).state;
    expect(t.us['L/3/16']?.steps).toBe(2);
    expect(t.us['2/A/741']?.steps).toBe(2);
  });
});

describe('DDOB 6.31 the player chooses among tied targets', () => {
  it('E-05 variant: 0527 and 0626 tie (distance 2, 2 steps): the US player picks which one red hits', () => {
    let s = westPositions(blank('first-wave', 3));
    s = withUs(s, 'E/2/116', '0427');
    s = withUs(s, '5•6/397', '0626'); // triangle, 2 steps
    s = withUs(s, 'F/2/116', '0527', { steps: 2 }); // triangle, 2 steps
    s = { ...s, phase: 'fire:West', step: { kind: 'draw', purpose: { for: 'fire', sector: 'West' } } };
    const r = game.resolve(s, { type: 'draw', card: 24 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.step).toMatchObject({ kind: 'fire-choice', position: 'WN70', need: 1, options: ['5•6/397', 'F/2/116'] });
    expect(r.state.us['E/2/116']?.steps).toBe(2); // the sure hit is applied at once
    expect(game.legalMoves(r.state)).toEqual([{ type: 'fire-target', unit: '5•6/397' }, { type: 'fire-target', unit: 'F/2/116' }]);
    const t = game.resolve(r.state, { type: 'fire-target', unit: 'F/2/116' });
    if (!t.ok) throw new Error(t.error.message);
    expect(t.state.us['F/2/116']?.steps).toBe(1);
    expect(t.state.us['5•6/397']?.steps).toBe(2);
  });
});

describe('DDOB 14.11–14.12 extended fire', () => {
  it('E-20 from turn 17 hit limits double: lone unit 2, unit + DM 4', () => {
    let s = westPositions(blank('first-wave', 17));
    const sq = { colour: 'red' as const, double: false, content: 'R' as const };
    expect(hitLimit(s, MAP.position.get('WN70')!, sq)).toBe(4);
    expect(hitLimit(s, MAP.position.get('WN71')!, { ...sq, colour: 'green' })).toBe(2);
    s = { ...s, turn: 16 };
    expect(hitLimit(s, MAP.position.get('WN70')!, sq)).toBe(2);
  });
  it('14.12 from turn 17 a unit hit by two positions loses two steps, one from each', () => {
    let s = westPositions(blank('first-wave', 17));
    s = withUs(s, 'E/2/116', '0427'); // red and green intense
    expect(sectorFire(s, 'West', card(25)).state.us['E/2/116']?.steps).toBe(1);
  });
});

describe('DDOB 6.34 as many different units as possible lose a step', () => {
  /** Purple WN72 (2 units, limit 2) ties on 0330, 0331, 0332; green WN71 (limit 1) reaches 0330 and 0331 only. */
  function e15(): State {
    let s = withGerman(blank('first-wave', 3), '0531', 'wn-plain');
    s = withGerman(s, '0631', 'wn-88');
    s = withGerman(s, '0629', 'wn-plain');
    s = withUs(s, 'A/1/116', '0330'); // u1
    s = withUs(s, 'E/2/116', '0331'); // u2
    s = withUs(s, 'G/2/116', '0332'); // u3, diamond: green's steady dot there needs the triangle
    return { ...s, phase: 'fire:West', step: { kind: 'draw', purpose: { for: 'fire', sector: 'West' } } };
  }
  const resolve = (s: State, m: Move) => {
    const r = game.resolve(s, m);
    if (!r.ok) throw new Error(r.error.message);
    return r.state;
  };
  it('E-15 position A (purple) may not take u1 and u2 together, since B (green) can hit only those: three units lose a step', () => {
    // Card 11: purple (single, star) before green (single); target triangle.
    expect(card(11).fire.map((q) => [q.colour, q.double])).toEqual([['orange', true], ['purple', false], ['green', false]]);
    const s = resolve(e15(), { type: 'draw', card: 11 });
    expect(s.step).toMatchObject({ kind: 'fire-choice', position: 'WN72', need: 2 });
    expect(game.legalMoves(s)).toEqual(['A/1/116', 'E/2/116', 'G/2/116'].map((unit) => ({ type: 'fire-target', unit })));
    const t = resolve(s, { type: 'fire-target', unit: 'A/1/116' });
    expect(game.legalMoves(t)).toEqual([{ type: 'fire-target', unit: 'G/2/116' }]);
    const u = resolve(t, { type: 'fire-target', unit: 'G/2/116' });
    expect(['A/1/116', 'E/2/116', 'G/2/116'].map((id) => u.us[id]?.steps)).toEqual([2, 2, 2]);
  });
});
