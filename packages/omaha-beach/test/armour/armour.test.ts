// Optional German armour (DDOB 23): tank field of fire, entry, movement, end points, VP.
import { describe, expect, it } from 'vitest';
import { MAP, sideFeatures, type State } from '../../src/index.js';
import { armourEntryAllowed, armourEntryPosition, armourVictoryPoints, tankActionPlan, tankActs, tankDecisiveDefeat, tankEscapeHexes, tankFieldOfFire, tankMayFireAt, tankMovePath, type GermanTank } from '../../src/armour/index.js';
import type { FireSquare } from '../../src/cards/types.js';
import { TANK_END_POINTS } from '../../src/data/german-armor.js';
import { blank, withGerman, withUs } from '../helpers.js';
import { reinforcementPosition } from '../../src/german/index.js';

function ext(): State {
  const s = blank('first-wave', 23);
  return { ...s, rules: { ...s.rules, scenario: 'ddob', lastTurn: 32, extendedFrom: 17, germanActionsFrom: 17 } };
}
const TANK_US = '1/A/741';
const tank = (hex: string, extra: Partial<GermanTank> = {}): GermanTank => ({ id: '1/1/352PzJ', hex, disrupted: false, stopped: false, ...extra });

describe('DDOB 23.3 German tank field of fire', () => {
  it('adjacent empty or woods hexes are Intense, bocage or buildings Moderate; never Sporadic', () => {
    for (const h of MAP.data.hexes.filter((x) => x.terrain === 'high_ground').slice(0, 60)) {
      const fof = tankFieldOfFire(h.id);
      for (const n of MAP.neighbours.get(h.id) ?? []) {
        const x = MAP.hex.get(n);
        if (!x) continue;
        const e = fof.find((f) => f.hex === n);
        if (x.terrain === 'bocage' || x.buildings) expect(e?.intensity).toBe('steady');
        else if (['high_ground', 'beach', 'pavilion_draw', 'woods'].includes(x.terrain)) expect(e?.intensity).toBe('intense');
      }
      expect(fof.some((f) => f.intensity === 'sporadic')).toBe(false);
    }
  });

  it('hexes two away count only next to an Intense adjacent hex; open ones Intense, bocage Moderate', () => {
    const open = MAP.data.hexes.find((h) => h.terrain === 'high_ground' && !h.buildings && (MAP.neighbours.get(h.id) ?? []).length === 6 && (MAP.neighbours.get(h.id) ?? []).every((n) => MAP.hex.get(n)?.terrain === 'high_ground' && !MAP.hex.get(n)?.buildings))?.id as string;
    const fof = tankFieldOfFire(open);
    const ring2 = fof.filter((f) => !(MAP.neighbours.get(open) ?? []).includes(f.hex));
    expect(ring2.length).toBeGreaterThan(0);
    for (const f of ring2) {
      const x = MAP.hex.get(f.hex);
      if (x?.terrain === 'bocage' || x?.buildings) expect(f.intensity).toBe('steady');
    }
    // A hex with only bocage around: no hex two away is in its FoF (no Intense adjacent hex).
    const boxed = MAP.data.hexes.find((h) => (MAP.neighbours.get(h.id) ?? []).length === 6 && (MAP.neighbours.get(h.id) ?? []).every((n) => MAP.hex.get(n)?.terrain === 'bocage'));
    if (boxed) expect(tankFieldOfFire(boxed.id).every((f) => (MAP.neighbours.get(boxed.id) ?? []).includes(f.hex))).toBe(true);
  });

  it('a hedge hexside turns an open hex two away Moderate; it does not matter next to the tank', () => {
    const hedge = MAP.data.hexsides.find((x) => x.feature === 'hedge');
    expect(hedge).toBeDefined();
    const [a, b] = hedge!.hexes;
    // A tank next to `a` (not next to `b`) fires across the hedge into `b`.
    const t = (MAP.neighbours.get(a) ?? []).find((n) => n !== b && !(MAP.neighbours.get(b) ?? []).includes(n) && MAP.hex.get(n)) as string;
    const e = tankFieldOfFire(t).find((f) => f.hex === b);
    const otherIntense = (MAP.neighbours.get(b) ?? []).some((n) => n !== a && (MAP.neighbours.get(t) ?? []).includes(n) && !sideFeatures(n, b).includes('hedge') && tankFieldOfFire(t).find((f) => f.hex === n)?.intensity === 'intense');
    if (tankFieldOfFire(t).find((f) => f.hex === a)?.intensity === 'intense' && !otherIntense) expect(e?.intensity).toBe('steady');
    // Next to the tank the hedge is ignored.
    const near = tankFieldOfFire(a).find((f) => f.hex === b);
    if (MAP.hex.get(b)?.terrain === 'high_ground' && !MAP.hex.get(b)?.buildings) expect(near?.intensity).toBe('intense');
  });
});

describe('DDOB 23.2 armoured reinforcements', () => {
  it('E-24 card 19 on turn 23: zone G chooses G5, no road, a normal reinforcement; zone C chooses C6, on a road leading to exit C: a tank', () => {
    // 9.3 picks G5 and C6 when the lower-numbered positions of their zones are occupied.
    let s = ext();
    for (const id of ['C1', 'C2', 'C3', 'C4', 'C5', 'G1', 'G2', 'G3', 'G4']) s = withGerman(s, MAP.position.get(id)!.hexes[0] as string, 'tactical');
    expect(reinforcementPosition(s, 'G')?.id).toBe('G5');
    expect(reinforcementPosition(s, 'C')?.id).toBe('C6');
    expect(armourEntryAllowed(s, 'G5')).toBe(false);
    expect(armourEntryAllowed(s, 'C6')).toBe(true);
    expect(armourEntryPosition(s, ['G5', 'C6'])).toBe('C6');
  });

  it('23.2 the road path may not pass a US-occupied hex; 23.21 of two qualifying positions the lowest value gets the tank', () => {
    expect(armourEntryAllowed(withUs(ext(), 'A/1/16', '1612'), 'C6')).toBe(false);
    expect(armourEntryPosition(ext(), ['C6', 'D4'])).toBe('D4');
  });
});

describe('DDOB 23.5 German tank movement', () => {
  it('E-25 a tank at 1321 (D4) moves to 1322 on a circle, 1320 on a triangle, 1220 on a diamond', () => {
    const s = ext();
    expect(tankMovePath(s, tank('1321'), 4, 'circle')[0]).toBe('1322');
    expect(tankMovePath(s, tank('1321'), 4, 'triangle')[0]).toBe('1320');
    expect(tankMovePath(s, tank('1321'), 4, 'diamond')[0]).toBe('1220');
  });

  it('23.5 a US unit within 3 road hexes draws the tank toward it; 23.53 it does not enter the US hex', () => {
    const s = withUs(ext(), 'A/1/16', '1621');
    // 1321-1421-1521-1621 is the main road to exit D: 3 road hexes.
    expect(tankMovePath(s, tank('1321'), 4, 'circle')).toEqual(['1421', '1521']);
  });

  it('23.5 entering an end-movement point stops the tank; on one, non-disrupted, at the end of a turn: decisive defeat', () => {
    expect(TANK_END_POINTS.map((e) => e.draw).sort()).toEqual(['D-1', 'D-3', 'E-3']);
    for (const e of TANK_END_POINTS) {
      expect(MAP.hex.get(e.hex)?.terrain).toBe('pavilion_draw');
      expect((MAP.neighbours.get(e.hex) ?? []).some((n) => MAP.hex.get(n)?.terrain === 'beach')).toBe(true);
    }
    // 23.53: tanks use the mined road of Draw D-3 (0923-0822-0723).
    const path = tankMovePath(ext(), tank('0923'), 4, 'circle');
    expect(path).toEqual(['0822', '0723']);
    expect(tankMovePath(ext(), tank('0723', { stopped: true }), 4, 'circle')).toEqual([]);
    expect(tankDecisiveDefeat([tank('0723')])).toBe(true);
    expect(tankDecisiveDefeat([tank('0723', { disrupted: true })])).toBe(false);
    expect(tankDecisiveDefeat([tank('0822')])).toBe(false);
  });

  it('23.51 a tank may pass German units but not end with one: one hex further if it can, else one fewer', () => {
    // 1321 -> 1322 -> 1323 -> 1223 ...: a German unit at the end of a 2-hex move pushes it one further.
    const free = tankMovePath(ext(), tank('1321'), 2, 'circle');
    expect(free.length).toBe(2);
    const last = free[1] as string;
    const other = tank(last, { id: '2/1/352PzJ' });
    const pushed = tankMovePath(ext(), tank('1321'), 2, 'circle', [other]);
    expect(pushed.slice(0, 2)).toEqual(free);
    expect(pushed.length).toBe(3);
  });

  it('23.52 never along a trail', () => {
    // 1406 lies only on trails.
    expect(tankMovePath(ext(), tank('1406'), 4, 'circle')).toEqual([]);
  });
});

describe('DDOB 23.4 German tank actions', () => {
  const sq = (content: FireSquare['content'], double = false): FireSquare => ({ colour: 'red', double, content });
  it('23.4 a tank acts on its colour: on a single square always, on a double square only with its DM', () => {
    expect(tankActs(tank('1321', { colour: 'red' }), sq('F'))).toBe(true);
    expect(tankActs(tank('1321', { colour: 'red' }), sq('F', true))).toBe(false);
    expect(tankActs(tank('1321', { colour: 'red', dm: true }), sq('F', true))).toBe(true);
    expect(tankActs(tank('1321', { colour: 'blue', dm: true }), sq('F'))).toBe(false);
  });

  it('23.42 a tank on low ground never fires at high ground; on high ground at low targets only when next to low ground', () => {
    const low = MAP.data.hexes.find((h) => h.terrain === 'pavilion_draw' && (MAP.neighbours.get(h.id) ?? []).some((n) => MAP.hex.get(n)?.terrain === 'high_ground'))!.id;
    const high = (MAP.neighbours.get(low) ?? []).find((n) => MAP.hex.get(n)?.terrain === 'high_ground') as string;
    expect(tankMayFireAt(low, high)).toBe(false);
    expect(tankMayFireAt(high, low)).toBe(true);
    const inland = MAP.data.hexes.find((h) => h.terrain === 'high_ground' && (MAP.neighbours.get(h.id) ?? []).every((n) => MAP.hex.get(n)?.terrain !== 'pavilion_draw' && MAP.hex.get(n)?.terrain !== 'beach'))!.id;
    expect(tankMayFireAt(inland, low)).toBe(false);
  });

  it('23.4 F: fire when US units are in its FoF, else move up to 4 (E-25 junction: circle to 1322)', () => {
    const t = tank('1321', { colour: 'red' });
    expect(tankActionPlan(ext(), t, sq('F'), 'circle')).toMatchObject({ fire: false, path: expect.arrayContaining(['1322']) });
    const target = tankFieldOfFire('1321').find((e) => tankMayFireAt('1321', e.hex) && !MAP.positionAt.has(e.hex))!.hex;
    expect(tankActionPlan(withUs(ext(), 'A/1/16', target), t, sq('F'), 'circle')).toEqual({ path: [], overrun: null, fire: true });
  });

  it('23.4 A: aimed fire only at adjacent US units, else move; P: move up to 3 then fire if adjacent', () => {
    const t = tank('1321', { colour: 'red' });
    const two = tankFieldOfFire('1321').find((e) => !(MAP.neighbours.get('1321') ?? []).includes(e.hex) && tankMayFireAt('1321', e.hex) && !MAP.roadsAt.has(e.hex))!.hex;
    const s = withUs(ext(), 'A/1/16', two);
    expect(tankActionPlan(s, t, sq('A'), 'circle').fire).toBe(false);
    expect(tankActionPlan(s, t, sq('A'), 'circle').path.length).toBeGreaterThan(0);
    const p = tankActionPlan(ext(), t, sq('P'), 'circle');
    expect(p.path.length).toBeLessThanOrEqual(3);
    expect(p.fire).toBe(false);
  });

  it('23.4 R Overrun: the tank passes the first hex of non-armoured US units among hexes 1-3 (they are disrupted) and does not end there; a US tank stops it', () => {
    const t = tank('1321', { colour: 'red' });
    const r = tankActionPlan(withUs(ext(), 'A/1/16', '1521'), t, sq('R'), 'circle');
    expect(r.path[0]).toBe('1421');
    expect(r.overrun).toBe('1521');
    expect(r.path).toContain('1521');
    expect(r.path[r.path.length - 1]).not.toBe('1521');
    const blocked = tankActionPlan(withUs(ext(), TANK_US, '1521'), t, sq('R'), 'circle');
    expect(blocked).toEqual({ path: ['1421'], overrun: null, fire: false });
  });

  it('23.6 infantry adjacent to and in the FoF of a tank may move away to a hex neither adjacent to it nor in its FoF', () => {
    const fof = new Set(tankFieldOfFire('1321').map((e) => e.hex));
    const next = (MAP.neighbours.get('1321') ?? []).find((n) => fof.has(n)) as string;
    const out = tankEscapeHexes(withUs(ext(), 'A/1/16', next), 'A/1/16', '1321');
    for (const h of out) {
      expect(fof.has(h)).toBe(false);
      expect(MAP.neighbours.get('1321')).not.toContain(h);
      expect(MAP.neighbours.get(next)).toContain(h);
    }
    expect(tankEscapeHexes(withUs(ext(), 'A/1/16', '1621'), 'A/1/16', '1321')).toEqual([]);
  });
});

describe('DDOB 23.7', () => {
  it('+1 VP per German tank that entered the map, 4 at most', () => {
    expect(armourVictoryPoints(0)).toBe(0);
    expect(armourVictoryPoints(3)).toBe(3);
    expect(armourVictoryPoints(4)).toBe(4);
  });
});
