/**
 * The rule modules of the rules lab called from the scenario 1-3 turn (CG R4.1): the Allied
 * Crossing Interdiction segment of the Air Phase (R5.1b-c), the Supply Phase (R7.5) and its
 * 1L in combat (R7.6d), Disruption staying on Out of Supply units (R6.4), the surrender of
 * Belgium (R12.5b, R10.9d) and Allied rail movement (R10.5, SB5.10), on the big map.
 */
import { describe, expect, it } from 'vitest';
import { campaignEndPhase, game, scenarios, SCENARIO_DATA, supplyShift, type Move, type State } from '@esagono/caso-giallo';
import { startRound } from '../../src/sequence/index.js';
import { railDestinations } from '../../src/movement/rail.js';
import { endTurn, picked, play, railsOf, start, unitSteps } from './helpers.js';

const SD = SCENARIO_DATA['historical']!;
const B = SD.board;
const side = (id: string) => SD.counters.get(id)!.side;

/** A French clear hex with six French neighbours, for a German unit cut off by Allied units around it. */
function pocket(): { loc: number; ring: number[] } {
  for (let loc = 0; loc < B.map.size; loc++) {
    if (B.country[loc] !== 'FR' || B.settlement[loc] !== null) continue;
    const ring = [0, 1, 2, 3, 4, 5].map((d) => B.map.neighbor(loc, d));
    if (ring.every((n) => n >= 0 && B.country[n] === 'FR' && B.edges[n]!.length === 0)) return { loc, ring };
  }
  throw new Error('no pocket');
}

function cutOff(s: State, germanId: string): State {
  const { loc, ring } = pocket();
  const allied = s.units.filter((u) => u.loc >= 0 && side(u.id) === 'allied').slice(0, 6).map((u) => u.id);
  return { ...s, units: s.units.map((u) => (u.id === germanId ? { ...u, loc } : allied.includes(u.id) ? { ...u, loc: ring[allied.indexOf(u.id)]! } : u)) };
}

describe('CG R4.1 A3, R5.1b-c: the Allied Crossing Interdiction segment of scenarios 1-2', () => {
  it('CG R5.1c: two Allied assets from turn 2, each a chance roll on the Interdiction table; a 5 interdicts and loses the asset for 3 turns (R5.1b)', () => {
    let s = endTurn(start('historical'));
    expect(s.stage).toEqual({ kind: 'interdict', left: 2 });
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'allied' });
    const targets = game.legalMoves(s).filter((m) => m.type === 'interdict').map((m) => (m as { target: number }).target);
    expect(targets.length).toBeGreaterThan(1);
    for (const t of targets) expect(s.control[t]).toBe('G');
    s = play(s, { type: 'interdict', target: targets[0]! });
    expect(game.actor(s).kind).toBe('chance');
    const ps = game.chanceOutcomes(s).map((o) => JSON.stringify(o.p));
    expect(ps).toHaveLength(6);
    expect(new Set(ps).size).toBe(1);
    s = play(s, { type: 'roll', die: 6 });
    expect(s.interdicted).toEqual([targets[0]]);
    expect(s.stage).toEqual({ kind: 'interdict', left: 1 });
    expect(game.legalMoves(s)).not.toContainEqual({ type: 'interdict', target: targets[0] });
    s = play(s, { type: 'interdict', target: targets[1]! });
    s = play(s, { type: 'roll', die: 5 });
    expect(s.interdicted).toEqual([targets[0], targets[1]]);
    expect(s.airTrack).toEqual([{ side: 'allied', turn: 5 }]);
    expect(s.stage.kind).toBe('dive');
    // Next turn: last turn's markers come off; the asset on the Turn Track lowers the total to 1.
    s = endTurn(s);
    expect(s.turn).toBe(3);
    expect(s.interdicted ?? []).toEqual([]);
    expect(s.stage).toEqual({ kind: 'interdict', left: 1 });
  });

  it('CG R5.1c: a failed roll (2) places no marker and keeps the asset', () => {
    let s = endTurn(start('better-information'));
    const target = (game.legalMoves(s).find((m) => m.type === 'interdict') as { target: number }).target;
    s = play(play(s, { type: 'interdict', target }), { type: 'roll', die: 2 });
    expect(s.interdicted ?? []).toEqual([]);
    expect(s.airTrack ?? []).toEqual([]);
    expect(s.stage).toEqual({ kind: 'interdict', left: 1 });
  });
});

describe('CG R4.1 B, R7.5: the Supply Phase of scenarios 1-3', () => {
  const german = (s: State) => s.units.find((u) => u.loc >= 0 && side(u.id) === 'german' && SD.counters.get(u.id)!.size === 'corps')!.id;

  it('CG R7.6b: on turn 1 everything is supplied, even a surrounded unit', () => {
    const s0 = start('historical');
    let s = cutOff({ ...s0, stage: { kind: 'dive' }, stukas: { available: 0, used: 6 } }, german(s0));
    s = play(s, { type: 'end-dive-bombing' });
    expect(s.oos ?? []).toEqual([]);
  });

  it('CG R7.5a-b: turn 2 marks a surrounded German corps Out of Supply; turn 3 it loses a step; R7.6d: its attacks shift 1L', () => {
    let s = play(endTurn(start('historical')), { type: 'end-interdiction' });
    const id = german(s);
    // In Germany, before the pocket: Attack Supply, no shift (R7.6d).
    expect(supplyShift(s, [s.units.find((u) => u.id === id)!])).toBe(0);
    s = cutOff(s, id);
    const steps = s.units.find((u) => u.id === id)!.steps;
    s = play(s, { type: 'end-dive-bombing' });
    expect(s.oos).toContain(id);
    expect(s.units.find((u) => u.id === id)!.steps).toBe(steps);
    expect(supplyShift(s, [s.units.find((u) => u.id === id)!])).toBe(-1);
    // Other German units keep their supply.
    expect(s.oos!.filter((x) => side(x) === 'german')).toEqual([id]);
    s = play({ ...s, turn: 3, stage: { kind: 'dive' } }, { type: 'end-dive-bombing' });
    expect(s.units.find((u) => u.id === id)!.steps).toBe(steps - 1);
    expect(s.oos).toContain(id);
  });

  it('CG R6.4, R12.2: the End Phase leaves Disruption on units Out of Supply', () => {
    const s0 = start('historical');
    const [a, b] = s0.units.filter((u) => u.loc >= 0 && side(u.id) === 'allied').map((u) => u.id);
    const s = campaignEndPhase({ ...s0, oos: [a!], units: s0.units.map((u) => (u.id === a || u.id === b ? { ...u, dis: true } : u)) });
    expect(s.units.find((u) => u.id === a)!.dis).toBe(true);
    expect(s.units.find((u) => u.id === b)!.dis).toBe(false);
  });
});

describe('CG R12.5b, R10.9d: Belgium surrenders in the End Phase', () => {
  it('CG R12.5b: no Belgian unit left: Belgium surrenders, its Fortified Lines and Works are destroyed', () => {
    const s0 = start('historical');
    const belgian = (id: string) => SD.counters.get(id)!.nationality === 'belgian';
    expect(s0.units.some((u) => belgian(u.id) && u.loc >= 0)).toBe(true);
    const none = endTurn(s0);
    expect(none.campaign.surrendered).not.toContain('BE');
    const s = endTurn({ ...s0, units: s0.units.map((u) => (belgian(u.id) ? { ...u, loc: -1 } : u)) });
    expect(s.campaign.surrendered).toContain('BE');
    expect(s.surrendered).toContain('BE');
    const forts: number[] = [];
    for (let loc = 0; loc < B.map.size; loc++) if (B.country[loc] === 'BE' && B.fortified[loc]) forts.push(loc);
    expect(forts.length).toBeGreaterThan(0);
    for (const f of forts) expect(s.fortDestroyed).toContain(f);
  });
});

describe('CG R10.5, SB5.10: Allied rail movement in an Allied Move round', () => {
  it('CG R10.5: French units out of German ZOC go by rail to French Cities and Towns 5+ hexes from German units, then move no more', () => {
    // Turn 3, a unit without stars outside the Maginot Zone: no scenario special rule narrows its rail moves (SB5.8).
    // (A second Allied Move round: this turn's reinforcements came in the first, R10.2b.)
    let s = startRound({ ...start('historical'), turn: 3, rounds: [{ side: 'allied', mode: 'move' }], refugeesPlaced: true }, 'allied', 'move');
    expect(s.stage.kind).toBe('move');
    const rail = railsOf(s);
    const free = rail.filter((x) => SD.counters.get(x.unit)!.dyleStars === undefined && !B.regions[s.units.find((u) => u.id === x.unit)!.loc]!.includes('maginot-zone'));
    expect(free.length).toBeGreaterThan(0);
    const m = free[0]!;
    const u = s.units.find((x) => x.id === m.unit)!;
    expect(SD.counters.get(u.id)!.nationality).toBe('french');
    // The turn lists exactly the rule module's destinations for that unit.
    expect(rail.filter((x) => x.unit === u.id).map((x) => x.to).sort((a, b) => a - b)).toEqual(railDestinations(s, u).sort((a, b) => a - b));
    s = play(picked(s, m.unit), m);
    expect(s.units.find((x) => x.id === u.id)!.loc).toBe(m.to);
    expect(game.legalMoves(s).some((x) => (x.type === 'select' || x.type === 'step' || x.type === 'rail') && x.unit === u.id)).toBe(false);
  });

  it('CG R10.5 with SB5.8b, SB5.8a, SB5.8d: rail moves keep the Maginot Zone exit limits and the red stars; a rail exit is counted', () => {
    const loc = (s: State, id: string) => s.units.find((u) => u.id === id)!.loc;
    const zone = (l: number) => B.regions[l]!.includes('maginot-zone');
    // CG SB5.10f: no rail capacity before turn 3.
    const s1 = startRound({ ...start('historical'), refugeesPlaced: true }, 'allied', 'move');
    expect(railsOf(s1)).toEqual([]);
    const s3 = startRound({ ...start('historical'), turn: 3, rounds: [{ side: 'allied', mode: 'move' }], refugeesPlaced: true }, 'allied', 'move');
    const rail3 = railsOf(s3);
    expect(rail3.length).toBeGreaterThan(0);
    for (const m of rail3) {
      // A red-star unit in the Dyle area never leaves it until Dynamo (SB5.8d), by rail either.
      const star = SD.counters.get(m.unit)!.dyleStars;
      if (star === 'red' && B.regions[loc(s3, m.unit)]!.includes('dyle-area')) expect(B.regions[m.to]!.includes('dyle-area')).toBe(true);
    }
    // Turns 3-10: one corps per Allied Move round leaves the zone; a rail exit uses it up.
    const exit = rail3.find((m) => zone(loc(s3, m.unit)) && !zone(m.to) && SD.counters.get(m.unit)!.size === 'corps');
    expect(exit).toBeDefined();
    const after = play(picked(s3, exit!.unit), exit!);
    expect(after.campaign.zoneExits.map((e) => e.unit)).toEqual([exit!.unit]);
    expect(railsOf(after).some((m) => SD.counters.get(m.unit)!.size === 'corps' && zone(loc(after, m.unit)) && !zone(m.to))).toBe(false);
    // CG R10.1b: each corps in the zone, once picked, has no step out of it either.
    const corps = after.units.filter((u) => u.loc >= 0 && zone(u.loc) && SD.counters.get(u.id)!.size === 'corps' && game.legalMoves(after).some((m) => m.type === 'select' && m.unit === u.id));
    expect(corps.length).toBeGreaterThan(0);
    for (const u of corps) expect(unitSteps(after, u.id).some((to) => !zone(to))).toBe(false);
  });

  it('CG R10.5: the German never moves by rail', () => {
    const s = startRound({ ...start('historical'), refugeesPlaced: true }, 'german', 'move');
    expect(railsOf(s)).toEqual([]);
  });
});

describe('CG R12.9: armour attrition in the End Phase of scenarios 1-3', () => {
  const toAttrition = (id: string): State => {
    let s = campaignEndPhase({ ...start(id), stage: { kind: 'over' } });
    if (s.stage.kind === 'terror') s = play(s, { type: 'no-terror' });
    if (s.stage.kind === 'refugee-phase') s = play(s, { type: 'end-refugees' }); // CG R12.6d
    while (s.stage.kind === 'vp-roll') s = play(s, { type: 'roll', die: 1 });
    return s;
  };

  it('SB5.3: the cups start with Panzer divisions 1-10 and the ten Allied chits; the German draws first, each chit equally likely', () => {
    let s = toAttrition('historical');
    expect(s.attrition!.german).toHaveLength(10);
    expect(s.attrition!.allied).toHaveLength(10);
    expect(s.stage).toEqual({ kind: 'attrition', side: 'german' });
    expect(game.actor(s).kind).toBe('chance');
    const outcomes = game.chanceOutcomes(s);
    expect(outcomes).toHaveLength(10);
    expect(new Set(outcomes.map((o) => JSON.stringify(o.p))).size).toBe(1);
    // The Allied cup holds two 1 DCR chits: that outcome is twice as likely as 1 DLM's.
    const steps = (x: State, id: string) => x.units.find((u) => u.id === id)!.steps;
    const before = steps(s, '1Pz');
    s = play(s, { type: 'attrition-draw', chit: '1Pz' });
    expect(steps(s, '1Pz')).toBe(before - 1);
    expect(s.attrition!.german).not.toContain('1Pz');
    s = play(s, { type: 'attrition-draw', chit: '2Pz' });
    // CG R12.9h: two German steps lost: the Allies draw now.
    expect(s.stage).toEqual({ kind: 'attrition', side: 'allied' });
    const p = Object.fromEntries(game.chanceOutcomes(s).map((o) => [(o.move as { chit: string }).chit, o.p]));
    expect(JSON.stringify(p['1DCR'])).not.toBe(JSON.stringify(p['1DLM']));
    // CG R12.9c: a chit naming no unit on the map costs nothing and the draw goes on.
    s = { ...s, units: s.units.map((u) => (u.id === '1TkBde' ? { ...u, loc: -1, steps: 0 } : u)) };
    s = play(s, { type: 'attrition-draw', chit: '1TkBde' });
    expect(s.stage).toEqual({ kind: 'attrition', side: 'allied' });
    expect(s.attrition!.lost.allied).toBe(0);
    s = play(s, { type: 'attrition-draw', chit: '1DCR' });
    expect(s.attrition!.allied.filter((c) => c === '1DCR')).toHaveLength(1);
    s = play(s, { type: 'attrition-draw', chit: '1DCR' });
    // Two Allied steps: the next turn begins, the counts back to 0.
    expect(s.turn).toBe(2);
    expect(s.attrition!.lost).toEqual({ german: 0, allied: 0 });
  });

  it('SB7.3: scenario 3 has 11 German chits', () => {
    expect(toAttrition('hypothetical').attrition!.german).toHaveLength(11);
  });
});

describe('CG R12.7: Paris Open City in the End Phase of scenarios 1-2', () => {
  const paris = (): number[] => {
    const out: number[] = [];
    for (let loc = 0; loc < B.map.size; loc++) if (B.settlementName[loc] === 'Paris') out.push(loc);
    return out;
  };
  const toOpenCity = (s0: State): State => {
    let s = campaignEndPhase({ ...s0, stage: { kind: 'over' } });
    if (s.stage.kind === 'terror') s = play(s, { type: 'no-terror' });
    if (s.stage.kind === 'refugee-phase') s = play(s, { type: 'end-refugees' }); // CG R12.6d: refugees come before R12.7
    return s;
  };

  it('CG R12.7: not before turn 5; from turn 5 the Allies may declare it, and every Allied unit within 2 hexes retreats 2 hexes out', () => {
    const s0 = start('historical');
    expect(toOpenCity({ ...s0, turn: 4 }).stage.kind).not.toBe('open-city');
    // A French unit beside Paris (a hex without Paris in it), another two hexes off.
    const ring = B.map.size;
    const near1 = (() => { for (let l = 0; l < ring; l++) if (B.settlementName[l] !== 'Paris' && Math.min(...paris().map((p) => B.distance(p, l))) === 1) return l; return -1; })();
    const french = s0.units.find((u) => u.loc >= 0 && SD.counters.get(u.id)!.nationality === 'french' && SD.counters.get(u.id)!.size === 'division')!.id;
    let s = toOpenCity({ ...s0, turn: 5, units: s0.units.map((u) => (u.id === french ? { ...u, loc: near1 } : u)) });
    expect(s.stage.kind).toBe('open-city');
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'allied' });
    expect(toOpenCity({ ...s0, turn: 5 }).openCity).toBeUndefined();
    const near = s.units.filter((u) => u.loc >= 0 && side(u.id) === 'allied' && paris().some((p) => B.distance(p, u.loc) <= 2)).map((u) => u.id);
    expect(near.length).toBeGreaterThan(0);
    s = play(s, { type: 'declare-open-city' });
    expect(s.openCity).toBe(true);
    while (s.stage.kind === 'evict') s = play(s, game.legalMoves(s)[0]!);
    for (const id of near) {
      const u = s.units.find((x) => x.id === id)!;
      if (u.loc >= 0) expect(Math.min(...paris().map((p) => B.distance(p, u.loc)))).toBeGreaterThan(2);
    }
    // Declared once: never offered again.
    expect(toOpenCity({ ...s, turn: 6 }).stage.kind).not.toBe('open-city');
  });

  it('CG R12.7: declining keeps Paris open to Allied units; scenario 3 never offers it (SB7)', () => {
    let s = toOpenCity({ ...start('historical'), turn: 5 });
    s = play(s, { type: 'no-open-city' });
    expect(s.openCity).toBeUndefined();
    expect(toOpenCity({ ...start('hypothetical'), turn: 5 }).stage.kind).not.toBe('open-city');
  });
});

describe('CG R10.9, R11.7: the fortified lines of the big map in play', () => {
  it('CG R10.9b: a German unit beside an undestroyed Maginot hex may not enter it; once destroyed it may', () => {
    let line = -1;
    let beside = -1;
    for (let loc = 0; loc < B.map.size && line < 0; loc++) {
      if (B.fortified[loc] !== 'maginot') continue;
      for (let d = 0; d < 6; d++) {
        const n = B.map.neighbor(loc, d);
        if (n >= 0 && B.fortified[n] === null && B.country[n] === 'FR') {
          line = loc;
          beside = n;
          break;
        }
      }
    }
    expect(line).toBeGreaterThanOrEqual(0);
    const s0 = start('historical');
    const pz = '1Pz';
    const at = (s: State) => startRound({ ...s, refugeesPlaced: true, units: s.units.map((u) => (u.id === pz ? { ...u, loc: beside } : u.loc === line ? { ...u, loc: -1 } : u)) }, 'german', 'move');
    const steps = (s: State) => unitSteps(s, pz);
    expect(steps(at(s0))).not.toContain(line);
    expect(steps(at({ ...s0, fortDestroyed: [line] }))).toContain(line);
  });
});
