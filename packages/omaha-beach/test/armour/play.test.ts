// Optional German armour (DDOB 23) in play: the option switch (23.1), the entry on the second event
// (23.2, 23.21, E-24), tank actions in the German Fire Phase (23.4, 23.41–23.43, 23.5), US attacks on
// tanks and the infantry's move away (23.6), the end-movement defeat (23.5) and the VP (23.7).
import { describe, expect, it } from 'vitest';
import { Rng, pickChance } from '@esagono/kernel';
import { applyEvent, card, chanceOutcomesOf, distance, doubling, eventFor, game, initialState, legalMovesOf, MAP, sectorFire, settle, type Card, type GermanStack, type State } from '../../src/index.js';
import { tankEscapeHexes, tankFieldOfFire, tankMovePath, tankRoadNeighbours } from '../../src/armour/index.js';
import { TANK_POSITION, placeTank, positionHoldsTank, runTanks, tankFireCandidates, tankOf } from '../../src/armour/play.js';
import { sideOf } from '../../src/core.js';
import { qualifyingAction } from '../../src/german-actions/index.js';
import { defeat } from '../../src/german/index.js';
import { barrageTargets, navalBarrageTargets } from '../../src/combat/index.js';
import { occupiedFireHexes } from '../../src/control/index.js';
import { finalVictoryPoints } from '../../src/victory/index.js';
import { blank, withGerman, withUs } from '../helpers.js';
import { renderSvg } from '../../src/present/index.js';

/** A turn-23 D-Day at Omaha Beach state with rule 23 on and no counters. */
function ext(turn = 23): State {
  const s = blank('first-wave', turn);
  return {
    ...s,
    rules: { ...s.rules, scenario: 'ddob', lastTurn: 32, extendedFrom: 17, germanActionsFrom: 17, variants: ['23'] },
    armour: { tanks: 4, dms: 4, entered: 0, lastEntry: null },
    boxes: { ...s.boxes, tactical: 0, division: 5 },
  };
}

const pos = (id: string) => {
  const p = MAP.position.get(id);
  if (!p) throw new Error(id);
  return p;
};

/** A German tank stack (23.2: face up, with an Armor DM unless `dm` is false). */
function withTank(s: State, hex: string, opts: { face?: string; colour?: NonNullable<GermanStack['tank']>['colour']; dm?: boolean; disrupted?: boolean } = {}): State {
  const g: GermanStack = {
    position: TANK_POSITION,
    unit: { cls: 'armor', face: opts.face ?? '1/1/352PzJ', revealed: true },
    dm: opts.dm === false ? null : { back: 'armor', face: null, revealed: false },
    disrupted: opts.disrupted ?? false,
    tank: { colour: opts.colour ?? 'orange', stopped: false },
  };
  return { ...s, german: { ...s.german, [hex]: g } };
}

function fireCard(squares: Card['fire'], target: Card['target'] = 'circle'): Card {
  return { id: 99, landing: { diamond: 'A', triangle: 'A', circle: 'A' }, mine: false, fire: squares, target, artillery: null, events: [] };
}

const INF = 'A/1/16';
const INF2 = 'B/1/16';
const US_TANK = '1/A/741';

describe('DDOB 23.1 the option switch and the German Optional Armor box', () => {
  it('23.1 off by default; with variant 23 the box holds 4 tanks and 4 Armor DMs in D-Day at Omaha Beach and Beyond the Beach, never in The First Wave', () => {
    expect(initialState({ scenario: 'ddob' }).armour).toBeUndefined();
    expect(initialState({ scenario: 'ddob', variants: ['23'] }).armour).toEqual({ tanks: 4, dms: 4, entered: 0, lastEntry: null });
    expect(initialState({ scenario: 'beyond', variants: ['23'] }).armour).toEqual({ tanks: 4, dms: 4, entered: 0, lastEntry: null });
    const fw = initialState({ scenario: 'first-wave', variants: ['23'] });
    expect(fw.armour).toBeUndefined();
    expect(fw.rules.variants).not.toContain('23');
    expect(initialState({ scenario: 'easy-fox', variants: ['23'] }).armour).toBeUndefined();
  });
});

describe('DDOB 23.2 armoured reinforcement entry', () => {
  /** E-24's position: C1–C5 and G1–G4 held, so 9.3 picks C6 and G5. */
  function e24(phase: State['phase'] = 'event2'): State {
    let s: State = { ...ext(23), phase };
    for (const id of ['C1', 'C2', 'C3', 'C4', 'C5', 'G1', 'G2', 'G3', 'G4']) s = withGerman(s, pos(id).hexes[0] as string, 'tactical');
    return s;
  }
  const card19 = eventFor(card(19), 23);

  it('E-24 card 19 as the second event of turn 23: G5 (no road) gets a Divisional unit, C6 (road to exit C) a face-up tank with an Armor DM', () => {
    expect(card19).toMatchObject({ kind: 'reinforce', zones: expect.arrayContaining(['C', 'G']) });
    const out = applyEvent(e24(), card19!);
    const c6 = out.state.german[pos('C6').hexes[0] as string];
    expect(c6?.unit.cls).toBe('armor');
    expect(c6?.tank).toEqual({ colour: pos('C6').colour, stopped: false });
    expect(c6?.dm).toEqual({ back: 'armor', face: null, revealed: false });
    expect(out.state.german[pos('G5').hexes[0] as string]?.unit.cls).toBe('division');
    expect(out.state.armour).toEqual({ tanks: 3, dms: 3, entered: 1, lastEntry: 23 });
    expect(out.state.boxes.division).toBe(4); // only G5 drew from the Division box
    // The tank is drawn from the box: chance over the four tanks, 1/4 each, then placed face up.
    const odds = chanceOutcomesOf(out.state);
    expect(odds.map((o) => [o.move, `${o.p.num}/${o.p.den}`])).toEqual(
      expect.arrayContaining(['1/1/352PzJ', '2/1/352PzJ', '1/2/352PzJ', '2/2/352PzJ'].map((face) => [{ type: 'reveal', face }, '1/4'])),
    );
    expect(odds).toHaveLength(4);
    const r = game.resolve(out.state, { type: 'reveal', face: '2/2/352PzJ' });
    expect(r.ok && r.state.german[pos('C6').hexes[0] as string]?.unit).toEqual({ cls: 'armor', face: '2/2/352PzJ', revealed: true });
  });

  it('23.2 with one tank already seen, the next is one of the three left, 1/3 each', () => {
    const out = applyEvent({ ...e24(), known: ['2/2/352PzJ'] }, card19!);
    const odds = chanceOutcomesOf(out.state);
    expect(odds.map((o) => (o.move.type === 'reveal' ? o.move.face : '')).sort()).toEqual(['1/1/352PzJ', '1/2/352PzJ', '2/1/352PzJ']);
    expect(odds.every((o) => o.p.num === 1 && o.p.den === 3)).toBe(true);
  });

  it('23.2 no tank on the first event, with Tactical units in their box, or before turn 17; 23.21 at most one a turn', () => {
    const c6 = pos('C6').hexes[0] as string;
    expect(applyEvent(e24('event'), card19!).state.german[c6]?.unit.cls).toBe('division');
    expect(applyEvent({ ...e24(), boxes: { ...e24().boxes, tactical: 1 } }, card19!).state.german[c6]?.unit.cls).toBe('tactical');
    expect(applyEvent({ ...e24(), turn: 16 }, card19!).state.german[c6]?.unit.cls).toBe('division');
    expect(applyEvent({ ...e24(), armour: { tanks: 3, dms: 3, entered: 1, lastEntry: 23 } }, card19!).state.german[c6]?.unit.cls).toBe('division');
    expect(applyEvent({ ...e24(), armour: { tanks: 0, dms: 0, entered: 4, lastEntry: 22 } }, card19!).state.german[c6]?.unit.cls).toBe('division');
  });
});

describe('DDOB 23.4 tank actions in the German Fire Phase', () => {
  const C6 = '1612';
  it('23.4 F: a tank with US units in its FoF fires on the revealed column: an adjacent (Intense) infantry unit loses a step', () => {
    let s = withTank(ext(), C6);
    s = withUs(s, INF, '1613');
    const out = sectorFire(s, 'East', fireCard([{ colour: 'orange', double: false, content: 'F' }]));
    expect(out.state.us[INF]?.steps).toBe(2);
    expect(out.events.some((e) => e.rule === 'DDOB 23.4' && e.unit === INF)).toBe(true);
    expect(out.state.german[C6]?.tank).toBeDefined(); // it fired, it did not move
  });

  it('23.4 a tank without its DM does not act on a double square; with it, it does; another colour: no action', () => {
    const base = withUs(ext(), INF, '1613');
    const dbl = fireCard([{ colour: 'orange', double: true, content: 'F' }]);
    expect(sectorFire(withTank(base, C6, { dm: false }), 'East', dbl).state.us[INF]?.steps).toBe(3);
    expect(sectorFire(withTank(base, C6), 'East', dbl).state.us[INF]?.steps).toBe(2);
    expect(sectorFire(withTank(base, C6), 'East', fireCard([{ colour: 'red', double: false, content: 'F' }])).state.us[INF]?.steps).toBe(3);
  });

  it('23.41 a tank hits a US tank in a Moderate hex without the card’s armour bonus, when it shows the card’s symbol', () => {
    const moderate = tankFieldOfFire(C6).find((e) => e.intensity === 'steady' && (MAP.neighbours.get(C6) ?? []).includes(e.hex))!.hex;
    const s = withUs(withTank(ext(), C6), US_TANK, moderate);
    const symbol = sideOf(s.us[US_TANK]!)!.symbol;
    const other = (['circle', 'triangle', 'diamond'] as const).find((x) => x !== symbol)!;
    const c = fireCard([{ colour: 'orange', double: false, content: 'F' }], symbol);
    expect(tankFireCandidates(s, C6, c).map((x) => x.unit)).toEqual([US_TANK]);
    expect(tankFireCandidates(s, C6, fireCard(c.fire, other))).toEqual([]); // Moderate: the symbol is needed
  });

  it('Summary tank column, 11.4: on a leader (★) square the capacity left hits leaders in the tank’s FoF: a General is lightly wounded', () => {
    let s = withTank(ext(), C6, { dm: false });
    s = withUs(s, INF, '1613');
    s = withUs(s, 'Gen. Cota', '1611');
    const star = sectorFire(s, 'East', fireCard([{ colour: 'orange', double: false, content: 'leader' }]));
    expect(star.state.us[INF]?.steps).toBe(2);
    expect(star.state.us['Gen. Cota']?.wounded).toBe(true);
    const f = sectorFire(s, 'East', fireCard([{ colour: 'orange', double: false, content: 'F' }]));
    expect(f.state.us['Gen. Cota']?.wounded).toBe(false);
  });

  it('6.31 hit limit like a position: unit + DM doubled from turn 17 (4); without the DM 2', () => {
    // Five units adjacent or two away, all in Intense hexes of the tank's FoF.
    const intense = tankFieldOfFire(C6).filter((e) => e.intensity === 'intense').map((e) => e.hex);
    let s = ext();
    const ids = ['A/1/16', 'B/1/16', 'C/1/16', 'E/2/16', 'F/2/16'];
    ids.forEach((id, i) => (s = withUs(s, id, intense[i] as string)));
    const c = fireCard([{ colour: 'orange', double: false, content: 'F' }]);
    const lost = (t: State) => ids.filter((id) => (t.us[id]?.steps ?? 0) < 3).length;
    expect(lost(sectorFire(withTank(s, C6), 'East', c).state)).toBe(4);
    expect(lost(sectorFire(withTank(s, C6, { dm: false }), 'East', c).state)).toBe(2);
  });

  it('23.4 R Overrun: the tank moves through the hex of non-armoured US units, disrupting all of them', () => {
    let s = withTank(ext(), C6);
    s = withUs(s, INF, '1611');
    s = withUs(s, INF2, '1611');
    const out = runTanks(s, 'East', fireCard([{ colour: 'orange', double: false, content: 'R' }]), 0, 0, []);
    expect(out.state.us[INF]?.disrupted).toBe('old');
    expect(out.state.us[INF2]?.disrupted).toBe('old');
    const at = Object.keys(out.state.german).find((h) => out.state.german[h]?.tank);
    expect(at).not.toBe(C6);
    expect(at).not.toBe('1611');
  });

  it('23.5 M with no US unit within 3 road hexes: the tank follows its orders to the E-3 end point (1011 → 0911 → 0811) and stops there for the game', () => {
    const s = withTank(ext(), '1011');
    const out = runTanks(s, 'East', fireCard([{ colour: 'orange', double: false, content: 'M' }]), 0, 0, []);
    expect(out.state.german['0811']?.tank).toEqual({ colour: 'orange', stopped: true });
    expect(out.state.german['1011']).toBeUndefined();
    // Stopped: a later move order leaves it there.
    const again = runTanks({ ...out.state, germanActed: [] }, 'East', fireCard([{ colour: 'orange', double: false, content: 'M' }]), 0, 0, []);
    expect(again.state.german['0811']?.tank?.stopped).toBe(true);
  });

  it('23.53 an HQ is a US unit: the tank moves toward it and does not enter its hex; a lone General does not stop it (11.31)', () => {
    const s = withTank(ext(), '1011');
    const m = fireCard([{ colour: 'orange', double: false, content: 'M' }]);
    const hq = runTanks(withUs(s, '16 HQ', '0911'), 'East', m, 0, 0, []).state;
    expect(hq.german['1011']?.tank).toBeDefined();
    const gen = runTanks(withUs(s, 'Gen. Wyman', '0911'), 'East', m, 0, 0, []).state;
    expect(gen.german['0811']?.tank?.stopped).toBe(true);
  });

  it('23.43 a position occupied by a German tank does not act: only the tank does', () => {
    const q = { colour: pos('C6').colour, double: false, content: 'F' } as const;
    const us = withUs(ext(), INF, '1613');
    expect(qualifyingAction(withGerman(us, C6, 'division', { dm: { back: 'mobile' } }), pos('C6'), q)).toBe('fire');
    const withT = withTank(us, C6);
    expect(positionHoldsTank(withT, pos('C6'))).toBe(true);
    expect(qualifyingAction(withT, pos('C6'), q)).toBeNull();
  });

  it('6.4 for tanks: a disrupted tank does not act, and recovers after a card of its colour', () => {
    const s = withUs(withTank(ext(), C6, { disrupted: true }), INF, '1613');
    const out = sectorFire(s, 'East', fireCard([{ colour: 'orange', double: false, content: 'F' }]));
    expect(out.state.us[INF]?.steps).toBe(3);
    expect(out.state.german[C6]?.disrupted).toBe(false);
  });
});

describe('DDOB 23.5 movement orders', () => {
  it('23.5 the 2009 choice box west of Colleville (1612, C6): circle or diamond to 1611, triangle to 1513', () => {
    const s = withTank(ext(), '1612');
    const m = (target: Card['target']) => runTanks(s, 'East', fireCard([{ colour: 'orange', double: false, content: 'M' }], target), 0, 0, []).state;
    const first = (t: State) => Object.keys(t.german).find((h) => t.german[h]?.tank);
    expect(tankMovePath(s, tankOf('1612', s.german['1612']!), 4, 'triangle')[0]).toBe('1513');
    expect(tankMovePath(s, tankOf('1612', s.german['1612']!), 4, 'circle')[0]).toBe('1611');
    expect(tankMovePath(s, tankOf('1612', s.german['1612']!), 4, 'diamond')[0]).toBe('1611');
    expect(first(m('triangle'))).not.toBe(first(m('circle')));
  });

  it('23.53 tanks use mined roads, and Engineer Bases and Garrisons do not change their movement', () => {
    const mined = MAP.data.roads.find((r) => r.type === 'mined')!;
    expect(tankRoadNeighbours(mined.hexes[0])).toContain(mined.hexes[1]);
    const s = withTank(ext(), '1011');
    const path = tankMovePath(s, tankOf('1011', s.german['1011']!), 4, 'circle');
    const based: State = { ...s, bases: [{ hex: '0911', division: '1st', space: 3 }], garrisons: ['WN64'] };
    expect(tankMovePath(based, tankOf('1011', s.german['1011']!), 4, 'circle')).toEqual(path);
  });
});

describe('DDOB 23.5 end-movement points', () => {
  it('23.5 (A-63) a non-disrupted tank on an end-movement point at the end of a turn is a decisive US defeat; a disrupted one is not', () => {
    const end = (s: State): State => settle({ ...s, phase: 'end', step: null });
    const lost = end(withTank(ext(20), '0811'));
    expect(lost.result).toMatchObject({ kind: 'vp', win: false, level: 'decisive-us-defeat' });
    expect(end(withTank(ext(20), '0811', { disrupted: true })).result).toBeNull();
    expect(end(withTank(ext(20), '0911')).result).toBeNull();
  });
});

describe('DDOB 23.6 US actions against German tanks', () => {
  it('23.6 no terrain defensive benefit: a tank in a building position is not doubled, a unit there is', () => {
    const hex = pos('C4').hexes[0] as string;
    expect(MAP.hex.get(hex)?.buildings).toBeTruthy();
    const attacker = (MAP.neighbours.get(hex) ?? []).find((n) => MAP.hex.get(n)?.terrain !== 'sea') as string;
    const s = withUs(ext(), INF, attacker);
    expect(doubling(withGerman(s, hex, 'division'), hex, [INF]).unit).toBe(true);
    expect(doubling(withTank(s, hex), hex, [INF])).toEqual({ unit: false, dm: false });
  });

  it('23.6 a tank may be barraged like a revealed position: a US tank two hexes away in its FoF (8.4), a naval barrage with a spotter in its FoF (8.52)', () => {
    const ring2 = tankFieldOfFire('1612').find((e) => distance(e.hex, '1612') === 2 && MAP.hex.get(e.hex)?.terrain === 'high_ground')!.hex;
    let s = withUs(withTank(ext(), '1612'), US_TANK, ring2);
    expect(barrageTargets(s, '1st', s.us[US_TANK]!)).toEqual(['1612']);
    s = withUs({ ...s, naval: 1 }, INF, '1613');
    expect(navalBarrageTargets(s)).toEqual(['1612']);
    // Out of its FoF, no spotter: no naval barrage.
    expect(navalBarrageTargets({ ...s, us: {} })).toEqual([]);
  });

  it('23.6 a defeated tank does not retreat: it is removed from play (a 352nd unit with LOC goes to the Division box)', () => {
    const s = withTank(ext(), '1612', { face: '1/1/352PzJ' });
    const t = defeat(s, '1612', true);
    expect(t.german['1612']).toBeUndefined();
    expect(t.boxes.division).toBe(s.boxes.division);
    const u = defeat(withGerman(ext(), '1612', 'division', { face: '7/2/915' }), '1612', true);
    expect(u.boxes.division).toBe(s.boxes.division + 1);
  });

  it('23.6 infantry adjacent to and in the FoF of a tank may move away for free, to a hex neither adjacent to it nor in its FoF', () => {
    // A tank on the road at 0627, infantry at 0727 (next to it, in an Intense hex of its FoF), no action left.
    let s: State = { ...withTank(ext(), '0627'), step: { kind: 'actions', division: '1st' }, actions: { '1st': 0, '29th': 0 } };
    s = withUs(s, INF, '0727');
    const escapes = tankEscapeHexes(s, INF, '0627');
    expect(escapes).toEqual(['0826', '0827']);
    const moves = legalMovesOf(s).filter((m) => m.type === 'move' && m.units[0] === INF);
    expect(moves.length).toBeGreaterThan(0);
    const fof = new Set(tankFieldOfFire('0627').map((e) => e.hex));
    for (const m of moves) {
      if (m.type !== 'move') continue;
      expect(escapes).toContain(m.to);
      expect(fof.has(m.to)).toBe(false);
    }
    // Not adjacent to the tank: no free move.
    expect(legalMovesOf(withUs({ ...s, us: {} }, INF, '0826')).filter((m) => m.type === 'move')).toEqual([]);
    const r = game.resolve(s, moves[0]!);
    expect(r.ok && r.state.us[INF]?.loc).toEqual({ kind: 'hex', hex: (moves[0] as { to: string }).to });
    expect(r.ok && r.state.actions['1st']).toBe(0);
  });
});

describe('DDOB 23.3 a tank’s FoF and US movement', () => {
  it('23.3, 7.32 moving between two hexes next to a tank and in its FoF is an infiltration, drawn against the tank’s colour and DM', () => {
    let s: State = { ...withTank(ext(), '0627', { colour: 'green' }), step: { kind: 'actions', division: '1st' }, actions: { '1st': 2, '29th': 0 } };
    s = withUs(s, INF, '0727');
    const r = game.resolve(s, { type: 'move', units: [INF], to: '0728' });
    expect(r.ok && r.state.step).toEqual({ kind: 'draw', purpose: { for: 'infiltration', units: [INF], to: '0728', colours: ['green'], withDm: [true], division: '1st' } });
    // A disrupted tank watches nothing.
    const d = game.resolve({ ...s, german: { ...s.german, '0627': { ...s.german['0627']!, disrupted: true } } }, { type: 'move', units: [INF], to: '0728' });
    expect(d.ok && d.state.us[INF]?.loc).toEqual({ kind: 'hex', hex: '0728' });
  });

  it('23.3, 12.31 a tank’s FoF cuts US communication like a position’s', () => {
    const s = withTank(ext(), '0627');
    for (const e of tankFieldOfFire('0627')) expect(occupiedFireHexes(s).has(e.hex)).toBe(true);
    expect(occupiedFireHexes(ext()).size).toBe(0);
  });
});

describe('DDOB 23.7 VP', () => {
  it('23.7 +1 VP per German tank that entered the map, even if later eliminated', () => {
    const s = ext(32);
    const a = finalVictoryPoints({ ...s, armour: { tanks: 4, dms: 4, entered: 0, lastEntry: null } });
    expect(finalVictoryPoints({ ...s, armour: { tanks: 2, dms: 2, entered: 2, lastEntry: 30 } })).toBe(a + 2);
    expect(finalVictoryPoints({ ...s, armour: { tanks: 0, dms: 0, entered: 4, lastEntry: 30 } })).toBe(a + 4);
  });
});

describe('DDOB 23 a game with the optional armour', () => {
  it('seeded random games of Beyond the Beach with rule 23 play to the end; tanks enter (23.2), move (23.5) and the 23.7 VP count them', () => {
    let entered = 0;
    let tankMoves = 0;
    for (const seed of [2, 3]) {
      const rng = new Rng(seed);
      const start = game.setup({ scenario: 'beyond', variants: ['23'] });
      if (!start.ok) throw new Error(start.error.message);
      let s = start.state;
      for (let n = 0; game.actor(s).kind !== 'terminal' && n < game.maxMoves; n++) {
        const m = game.actor(s).kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick([...game.legalMoves(s)]);
        const r = game.resolve(s, m);
        if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
        tankMoves += r.events.filter((e) => e.rule === 'DDOB 23.5').length;
        s = r.state;
      }
      expect(s.result).not.toBeNull();
      entered += s.armour?.entered ?? 0;
    }
    expect(entered).toBeGreaterThan(0);
    expect(tankMoves).toBeGreaterThan(0);
  });

  it('23.2 placeTank draws the tank and its DM from the box and captures a lone General (11.31)', () => {
    const s = withUs(ext(), 'Gen. Cota', pos('C6').hexes[0] as string);
    const t = placeTank(s, pos('C6'));
    expect(t.us['Gen. Cota']?.loc.kind).toBe('out');
    expect(t.reveals).toEqual([{ hex: '1612', what: 'unit' }]);
  });
});

describe('DDOB 23 tanks in the picture', () => {
  it('23.2: a tank on the map is drawn as a German tank with its colour, not at a printed position', () => {
    const s = withTank(ext(), '1612', { colour: 'red' });
    const svg = renderSvg(game.view(s, 'us'));
    expect(svg).toContain('German tank 1/1/352PzJ (red) (hex 1612)');
    expect(svg).not.toContain('at armour');
  });
});
