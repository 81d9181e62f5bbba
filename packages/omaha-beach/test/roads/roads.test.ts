// Roads (Terrain Effects Chart road rows, DDOB 7.3, 17.1, 17.2, 17.21, 17.22, 19.3) and the road data
// (the transcription's candidates completed by stand-in crossings, README stand-in 7).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distance, game, loadMap, MAP, roadType, type State } from '../../src/index.js';
import { stepKind } from '../../src/actions/index.js';
import { tankRoadDestinations } from '../../src/roads/index.js';
import { blank, withGerman, withUs } from '../helpers.js';

function ext(turn = 18): State {
  const s = blank('first-wave', turn);
  return { ...s, rules: { ...s.rules, scenario: 'ddob', lastTurn: 32, extendedFrom: 17, germanActionsFrom: 17 }, phase: 'actions:1st', step: { kind: 'actions', division: '1st' }, actions: { '1st': 3, '29th': 3 } };
}

/** Hexes joined to `from` by crossings of the given road types. */
function roadComponent(from: string, types: readonly string[]): Set<string> {
  const seen = new Set([from]);
  const todo = [from];
  while (todo.length > 0) {
    const h = todo.pop() as string;
    for (const n of MAP.neighbours.get(h) ?? []) {
      const t = roadType(h, n);
      if (t && types.includes(t) && !seen.has(n)) {
        seen.add(n);
        todo.push(n);
      }
    }
  }
  return seen;
}

const noInfiltration = () => false;
const TANK = '1/A/741';

describe('road data (DDOB 2.1 map key: main road, secondary road, trail, mined road)', () => {
  it('the transcription supplies 160 crossings as printed candidates; our stand-in completions each say why', () => {
    const pub = MAP.data.roads.filter((r) => r.provenance === 'public');
    expect(pub.length).toBe(160);
    for (const r of pub) expect(r.confidence).toBe('candidate');
    const standIn = MAP.data.roads.filter((r) => r.provenance === 'stand-in');
    expect(standIn.length).toBeGreaterThan(0);
    for (const r of standIn) expect(r.note).toBeTruthy();
    for (const r of MAP.data.roads) expect(MAP.neighbours.get(r.hexes[0])).toContain(r.hexes[1]);
  });

  it('the map format rejects a road between hexes that are not neighbours', () => {
    expect(() => loadMap({ ...MAP.data, roads: [{ hexes: ['1001', '1321'], type: 'primary', provenance: 'stand-in' }] })).toThrow(/roads\.0\.hexes/);
    expect(() => loadMap({ ...MAP.data, roads: [{ hexes: ['1001', '1002'], type: 'highway', provenance: 'stand-in' }] })).toThrow(/roads\.0\.type/);
  });

  it('E-25 the junction at 1321 (D4) is on main or secondary roads to 1322, 1320 and 1220', () => {
    for (const to of ['1322', '1320', '1220']) expect(['primary', 'secondary']).toContain(roadType('1321', to));
  });

  it('E-24 C6 (1612) holds a road that reaches exit C by road; G5 (1030) holds no road', () => {
    expect(MAP.roadsAt.has('1612')).toBe(true);
    expect(roadComponent('1612', ['primary', 'secondary']).has(MAP.data.exits.C as string)).toBe(true);
    expect(MAP.roadsAt.has('1030')).toBe(false);
  });

  it('23.2 exits B, C, D and E are road ends joined to the coast road; A, F and G too (exit arrows are printed on roads)', () => {
    const net = roadComponent('1321', ['primary', 'secondary']);
    for (const e of ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const) expect(roadComponent(MAP.data.exits[e] as string, ['primary', 'secondary', 'trail', 'mined']).has('1321')).toBe(true);
    for (const e of ['B', 'C', 'D', 'E'] as const) expect(net.has(MAP.data.exits[e] as string)).toBe(true);
  });

  it('the mined roads of Draw E-3 and Draw E-1 lead down to beach-flat hexes (transcription notes: "mined road crosses" 1011, 1112, 1017)', () => {
    for (const h of ['1011', '1112', '1017', '0917']) expect(MAP.roadsAt.get(h)?.has('mined')).toBe(true);
    expect(roadType('0917', '0817')).toBe('mined');
    expect(roadType('0911', '0811')).toBe('mined');
  });
});

describe('DDOB 7.3 and the Terrain Effects Chart along roads', () => {
  it('"No, unless by road": a tank enters bocage along a road, not across country', () => {
    const s = ext(10);
    // 1303 is bocage; the road 1203-1303 enters it.
    expect(MAP.hex.get('1303')?.terrain).toBe('bocage');
    expect(roadType('1203', '1303')).toBe('secondary');
    expect(stepKind(s, TANK, '1203', '1303')).toBe('move');
    const offRoad = (MAP.neighbours.get('1303') ?? []).find((n) => !roadType(n, '1303') && MAP.hex.get(n)?.terrain === 'high_ground');
    expect(offRoad).toBeDefined();
    expect(stepKind(s, TANK, offRoad as string, '1303')).toBe('no');
    // Infantry enter bocage either way.
    expect(stepKind(s, 'A/1/16', offRoad as string, '1303')).toBe('move');
  });

  it('mined road (chart): infantry and leaders use it, all other units do not (17.22)', () => {
    const s = ext(10);
    expect(stepKind(s, TANK, '0817', '0917')).toBe('no');
    expect(stepKind(s, 'A/1/16', '0817', '0917')).toBe('move');
    expect(stepKind(s, '16 HQ', '0817', '0917')).toBe('move');
  });

  it('19.3 within an Engineer Base range a mined road is cleared: a normal road for every unit', () => {
    const base = (MAP.neighbours.get('0817') ?? []).find((n) => MAP.hex.get(n)?.terrain === 'beach') as string;
    const s = { ...ext(18), bases: [{ hex: base, division: '1st' as const, space: 3 }] };
    expect(stepKind(s, TANK, '0817', '0917')).toBe('move');
    expect(stepKind({ ...s, bases: [] }, TANK, '0817', '0917')).toBe('no');
  });
});

describe('DDOB 17.2 tank road movement', () => {
  it('17.2 a tank starting on a main road moves up to four hexes along main roads (not along the trail 1001-1102, nor a fifth hex)', () => {
    const s = withUs(ext(), TANK, '1105');
    const to = tankRoadDestinations(s, TANK, '1105', noInfiltration);
    expect(to).toEqual(['1001', '1002', '1103', '1206', '1207', '1308']);
    expect(to).not.toContain('1309'); // five main-road hexes away
    expect(to).not.toContain('1102'); // 17.22: trails are closed
    for (const h of to) expect(game.legalMoves(s)).toContainEqual({ type: 'move', units: [TANK], to: h });
    const r = game.resolve(s, { type: 'move', units: [TANK], to: '1308' });
    expect(r.ok && r.state.us[TANK]?.loc).toEqual({ kind: 'hex', hex: '1308' });
    expect(r.ok && r.state.actions['1st']).toBe(2);
  });

  it('17.2 a tank starting on a secondary road moves up to two hexes along secondary and main roads', () => {
    const s = withUs(ext(), TANK, '1503');
    expect(tankRoadDestinations(s, TANK, '1503', noInfiltration)).toEqual(['1303', '1703']);
  });

  it('17.1 and 17.2 apply from turn 17 only: on turn 16 a tank moves one hex', () => {
    const s = withUs({ ...ext(16) }, TANK, '1105');
    expect(game.legalMoves(s).filter((m) => m.type === 'move' && distance(m.to, '1105') > 1)).toEqual([]);
  });

  it('17.2 a tank stops on entering an Intense hex of an occupied German position, not a Moderate or Sporadic one', () => {
    // 1821 holds an Intense dot of D10 (1822) on the main road 1621-1721-1821-1921-1922.
    expect(MAP.fieldOfFire.get('D10')).toContainEqual({ hex: '1821', intensity: 'intense' });
    expect((MAP.fieldOfFire.get('D10') ?? []).find((e) => e.hex === '1721')?.intensity).not.toBe('intense');
    const free = withUs(ext(), TANK, '1621');
    expect(tankRoadDestinations(free, TANK, '1621', noInfiltration)).toEqual(expect.arrayContaining(['1821', '1921', '1922']));
    const held = withGerman(free, '1822', 'tactical');
    const to = tankRoadDestinations(held, TANK, '1621', noInfiltration);
    expect(to).toContain('1821');
    expect(to).not.toContain('1921');
    expect(to).not.toContain('1922');
  });

  it('17.22 trails are closed to tank road movement; 17.21 a tank off the road does not move along it', () => {
    expect(roadType('1406', '1506')).toBe('trail');
    // 1406 lies only on trails (1307-1406-1506).
    expect(tankRoadDestinations(withUs(ext(), TANK, '1406'), TANK, '1406', noInfiltration)).toEqual([]);
    const off = MAP.data.hexes.find((h) => h.sector === 'East' && h.terrain === 'high_ground' && !MAP.roadsAt.has(h.id))?.id as string;
    expect(tankRoadDestinations(withUs(ext(), TANK, off), TANK, off, noInfiltration)).toEqual([]);
  });

  it('17.1 infantry entering bocage along a road may go on to a second hex', () => {
    // 1303 (bocage) entered from 1203 by the secondary road, then 1403 by road.
    const s = withUs(ext(), 'A/1/16', '1203');
    expect(game.legalMoves(s)).toContainEqual({ type: 'move', units: ['A/1/16'], to: '1403' });
  });
});

describe('DDOB 17.2 properties', () => {
  const roadHexes = [...MAP.roadsAt.keys()].sort();
  it('17.2 from any road hex a tank reaches only hexes within 4 (main road) or 2 (secondary road) road hexes, along main or secondary roads', () => {
    fc.assert(
      fc.property(fc.constantFrom(...roadHexes), (from) => {
        const s = withUs(ext(), TANK, from);
        const to = tankRoadDestinations(s, TANK, from, noInfiltration);
        const main = roadComponent(from, ['primary']);
        const both = roadComponent(from, ['primary', 'secondary']);
        for (const h of to) {
          expect(distance(from, h)).toBeGreaterThanOrEqual(2);
          expect(distance(from, h)).toBeLessThanOrEqual(4);
          expect(main.has(h) || (both.has(h) && distance(from, h) <= 2)).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
