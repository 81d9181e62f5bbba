/**
 * Scenarios 1-3 (CG SB5-SB7): set up from data, played to the end by random bots, and the rules of
 * the turn they add: the turns after the first (R4.1), reinforcements (R10.2), Victory Points and
 * objectives (R3.1, R3.2, R12.8), Dutch surrender (R12.5).
 */
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '@esagono/kernel';
import {
  campaignEndPhase, campaignOutcome, dutchSurrender, entryHexes, game, isExitHex, maginotCorpsNear, objectives, parisHexes, scenarios, scoreTurn, rollVp,
  RESERVE, SCENARIO_DATA, MAIN_COUNTERS, HISTORICAL, HYPOTHETICAL, REINFORCEMENTS, type Move, type State,
} from '@esagono/caso-giallo';
import { startRound } from '../../src/sequence/index.js';
import { endTurn, picked, play, start, unitSteps } from './helpers.js';

const S1 = SCENARIO_DATA['historical']!.board;
const L = (id: string) => {
  const l = S1.loc(id);
  if (l < 0) throw new Error(`no hex ${id}`);
  return l;
};

const withControl = (s: State, locs: readonly number[], side: 'G' | 'A'): State => ({ ...s, control: [...s.control].map((c, l) => (locs.includes(l) ? side : c)).join('') });

describe('CG SB5-SB7 scenarios 1-3 from data', () => {
  it('SB5.4, SB7.4: every set-up places each counter once, on the map, stacked legally, in its own country', () => {
    for (const id of ['historical', 'better-information', 'hypothetical']) {
      const s = start(id);
      const sd = SCENARIO_DATA[id]!;
      for (const u of s.units) {
        if (u.loc < 0) continue;
        const c = sd.counters.get(u.id)!;
        const country = sd.board.country[u.loc];
        if (c.side === 'german') expect(country, `${id} ${u.id}`).toBe('DE');
        else expect(country, `${id} ${u.id}`).not.toBe('DE');
      }
      // CG SB7.4k: scenario 3's airborne box also holds the 7th FJ Division.
      expect(s.units.filter((u) => u.loc === -2).map((u) => u.id).sort()).toEqual(id === 'hypothetical' ? ['22LL', '7FJ', 'FJ1', 'FJ2', 'FJ3', 'FJ4'] : ['22LL', 'FJ1', 'FJ2', 'FJ3', 'FJ4']);
      expect(s.units.filter((u) => u.loc === RESERVE).length).toBe(sd.setup.reinforcements!.length);
    }
  });

  it('SB5.3, SB7.3: Panzer divisions 1-10 in scenarios 1-2, the 11th only in scenario 3', () => {
    const panzers = (id: string) => start(id).units.filter((u) => MAIN_COUNTERS.find((c) => c.id === u.id)!.types.includes('panzer')).map((u) => u.id).sort();
    expect(panzers('historical')).toHaveLength(10);
    expect(panzers('historical')).not.toContain('11Pz');
    expect(panzers('hypothetical')).toContain('11Pz');
    expect(panzers('hypothetical')).toHaveLength(11);
  });

  it('SB5.6, SB7.6: turn 1 has 4 German and 2 + 2 Allied chits; SB5.5, SB7.5: 6 Stukas', () => {
    for (const id of ['historical', 'hypothetical']) {
      const s = start(id);
      expect(s.cup).toEqual({ german: 4, alliedMove: 2, alliedCombat: 2 });
      expect(s.stukas.available).toBe(6);
      expect(s.initiative).toBe('german');
    }
  });

  it('SB5, SB6, SB7 play to the end from random bots, every move accepted, ten turns, a winner', () => {
    for (const id of ['historical', 'better-information', 'hypothetical']) {
      for (const seed of [1, 2]) {
        const r = randomPlayout(game, scenarios[id]!, seed);
        expect(r.stop, `${id} seed ${seed}: ${r.error?.message ?? ''}`).toBe('terminal');
        expect((r.state as State).turn).toBe(10);
        expect(r.outcome?.kind).toBe('win');
      }
    }
  });
});

describe('CG R4.1 the turns after the first', () => {
  it('R12.4: the End Phase offers terror bombing of an Allied City once a turn, not Paris (R12.2 Disruption removed first)', () => {
    const s0 = start('historical');
    const s = campaignEndPhase({ ...s0, units: s0.units.map((u) => ({ ...u, dis: true })), stage: { kind: 'over' } });
    expect(s.stage.kind).toBe('terror');
    expect(s.units.every((u) => !u.dis)).toBe(true);
    const targets = game.legalMoves(s).flatMap((m) => (m.type === 'terror-bomb' ? [m.target] : []));
    for (const t of parisHexes(s0)) expect(targets).not.toContain(t);
    expect(targets).toContain(S1.settlementName.indexOf('Lille'));
    const bombed = play(s, { type: 'terror-bomb', target: S1.settlementName.indexOf('Lille') });
    expect(bombed.terror).toBe(S1.settlementName.indexOf('Lille'));
    // R12.4a: the marker comes off in the next End Phase, and a new bombing may follow.
    const again = campaignEndPhase({ ...bombed, stage: { kind: 'over' } });
    expect(again.terror).toBe(-1);
    expect(again.stage.kind).toBe('terror');
  });

  it('SB7.19: scenario 3 may bomb Paris, three times in the game at most', () => {
    const s0 = start('hypothetical');
    const s = campaignEndPhase({ ...s0, stage: { kind: 'over' } });
    const targets = game.legalMoves(s).flatMap((m) => (m.type === 'terror-bomb' ? [m.target] : []));
    for (const t of parisHexes(s0)) expect(targets).toContain(t);
    const used = campaignEndPhase({ ...s0, campaign: { ...s0.campaign, terrors: 3 }, stage: { kind: 'over' } });
    expect(used.stage.kind).not.toBe('terror');
  });

  it('R12.3: in the End Phase a German yellow-MA unit may cross into an empty Bridgehead hex', () => {
    const s0 = start('historical');
    let from = -1;
    let into = -1;
    for (let l = 0; l < S1.map.size && from < 0; l++) {
      if (S1.terrain[l] !== 'clear' || S1.country[l] !== 'FR') continue;
      for (let d = 0; d < 6; d++) {
        const n = S1.map.neighbor(l, d);
        if (n >= 0 && S1.terrain[n] === 'clear' && (S1.sides[l * 6 + d]! & 7) === 2) {
          from = l;
          into = n;
          break;
        }
      }
    }
    let s: State = { ...s0, bridgeheads: [into], units: s0.units.map((u) => (u.id === '1Pz' ? { ...u, loc: from } : { ...u, loc: -1, steps: 0 })), stage: { kind: 'over' } };
    s = campaignEndPhase(s);
    expect(s.stage.kind).toBe('crossing');
    expect(game.legalMoves(s)).toContainEqual({ type: 'advance', unit: '1Pz', to: into });
    s = play(s, { type: 'advance', unit: '1Pz', to: into });
    expect(s.units.find((u) => u.id === '1Pz')!.loc).toBe(into);
    expect(s.bridgeheads).not.toContain(into);
    expect(s.control[into]).toBe('G');
  });

  it('SB5.5-SB5.6: turn 2 brings 5 Stukas, 3 German chits and 1 Move + 1 Combat Allied chit', () => {
    let s = endTurn(start('historical'));
    expect(s.turn).toBe(2);
    // CG R4.1 A3, R5.1c: the Allied Crossing Interdiction segment comes before the Stukas.
    expect(s.stage).toEqual({ kind: 'interdict', left: 2 });
    s = play(s, { type: 'end-interdiction' });
    expect(s.stage.kind).toBe('dive');
    expect(s.stukas).toEqual({ available: 5, used: 0 });
    expect(s.cup).toEqual({ german: 3, alliedMove: 1, alliedCombat: 1 });
  });

  it('SB7.5-SB7.6: scenario 3 rolls Stukas and chits as chance (Variable tables)', () => {
    let s = endTurn(start('hypothetical'));
    expect(s.stage.kind).toBe('air-roll');
    expect(game.actor(s).kind).toBe('chance');
    expect(game.chanceOutcomes(s).map((o) => o.p)).toHaveLength(6);
    s = play(s, { type: 'roll', die: 6 });
    expect(s.stukas.available).toBe(6); // German turns 2-10, a 6: 6 assets
    // CG SB7.5b: then the Allied roll, turns 1-2 column: a 6 gives 2 assets.
    expect(s.stage.kind).toBe('allied-air-roll');
    s = play(s, { type: 'roll', die: 6 });
    expect(s.alliedAir).toBe(2);
    s = play(s, { type: 'roll', die: 1 });
    expect(s.cup.german).toBe(3); // German turns 2-10, a 1: 3 chits
    s = play(s, { type: 'roll', die: 1 });
    // Allied turns 2-6, a 1: 2 chits, one Move and one Combat (the mix is our stand-in).
    expect(s.cup).toEqual({ german: 3, alliedMove: 1, alliedCombat: 1 });
    // CG R5.1c: the 2 Allied assets go to Crossing Interdiction first (or straight to support if no target).
    expect(s.stage.kind === 'interdict' ? s.stage.left : s.alliedAir).toBe(2);
  });

  it('SB7.2d: scenario 3 turn 3 belongs to the Allies unless Belgium and the Netherlands have surrendered', () => {
    const at3 = (surrendered: ('NL' | 'BE')[]) => {
      let s: State = { ...start('hypothetical'), turn: 2, stage: { kind: 'over' } };
      s = { ...s, campaign: { ...s.campaign, surrendered } };
      s = endTurn(s);
      for (const die of [3, 3, 3, 6]) s = play(s, { type: 'roll', die });
      return s.initiative;
    };
    expect(at3([])).toBe('allied');
    expect(at3(['NL', 'BE'])).toBe('german');
  });

  it('SB5.2: the game ends after the End Phase of turn 10', () => {
    const s = endTurn({ ...start('historical'), turn: 10 });
    expect(s.stage.kind).toBe('over');
    expect(game.outcome(s)?.kind).toBe('win');
  });
});

describe('CG R10.2 reinforcements', () => {
  it('R10.2b: German reinforcements of turn 2 are placed in the first German Move round, on the east edge', () => {
    const s0 = { ...start('historical'), turn: 2, refugeesPlaced: true };
    let s = startRound(s0, 'german', 'move');
    expect(s.stage.kind).toBe('reinforce');
    const moves = game.legalMoves(s);
    expect(moves.every((m) => m.type === 'reinforce' && m.unit === 'SS-T')).toBe(true);
    for (const m of moves) if (m.type === 'reinforce') expect(S1.edges[m.to]).toContain('east');
    const first = moves[0]!;
    s = play(s, first);
    expect(s.units.find((u) => u.id === 'SS-T')!.loc).toBe((first as { to: number }).to);
    // Then the other reinforcements of the turn, then movement.
    while (s.stage.kind === 'reinforce') s = play(s, game.legalMoves(s)[0]!);
    expect(s.stage.kind).toBe('move');
    expect(REINFORCEMENTS.filter((r) => r.side === 'german' && r.turn <= 2).every((r) => s.campaign.entered.includes(r.counter))).toBe(true);
  });

  it('R10.2b: not before their turn, and only in the first Move round of the turn', () => {
    const s1 = startRound({ ...start('historical'), refugeesPlaced: true }, 'german', 'move');
    expect(s1.stage.kind).toBe('move');
    const s0: State = { ...start('historical'), turn: 2, refugeesPlaced: true, rounds: [{ side: 'german', mode: 'move' }] };
    expect(startRound(s0, 'german', 'move').stage.kind).toBe('move');
  });

  it('SB5.10, SB5.14: a reinforcement by rail arrives at a French town 5 or more hexes from every German unit and moves no further', () => {
    let s: State = startRound({ ...start('historical'), turn: 2, refugeesPlaced: true }, 'allied', 'move');
    const r = HISTORICAL.reinforcements!.find((x) => x.entry === 'rail')!;
    const hexes = entryHexes(s, r);
    expect(hexes.length).toBeGreaterThan(0);
    const german = s.units.filter((u) => u.loc >= 0 && SCENARIO_DATA['historical']!.counters.get(u.id)!.side === 'german').map((u) => u.loc);
    for (const h of hexes) {
      expect(S1.country[h]).toBe('FR');
      expect(S1.settlement[h]).not.toBeNull();
      expect(Math.min(...german.map((g) => S1.distance(g, h)))).toBeGreaterThanOrEqual(5);
    }
    while (s.stage.kind === 'reinforce') {
      const m = game.legalMoves(s).find((x) => x.type === 'reinforce' && x.unit === r.counter) ?? game.legalMoves(s)[0]!;
      s = play(s, m);
    }
    expect(s.moved).toContain(r.counter);
  });
});

describe('CG R3 victory', () => {
  const vp = (german: number, allied: number, id = 'historical', variant?: 1 | 2): State => {
    const s = start(id);
    return { ...s, campaign: { ...s.campaign, vp: { german, allied } }, ...(variant ? {} : {}) };
  };

  it('SB5.20: the German wins scenario 1 with more than double the Allied VP', () => {
    expect(campaignOutcome(vp(10, 5))).toMatchObject({ winner: 'allied' });
    expect(campaignOutcome(vp(11, 5))).toMatchObject({ winner: 'german', scores: { german: 11, allied: 5 } });
  });

  it('SB6.20 variant 1: double the Allied VP is enough in scenario 2', () => {
    expect(campaignOutcome(vp(10, 5, 'better-information'))).toMatchObject({ winner: 'german' });
    expect(campaignOutcome(vp(9, 5, 'better-information'))).toMatchObject({ winner: 'allied' });
  });

  it('R12.8: each Paris hex the German holds scores once (stand-in 2 VP)', () => {
    let s = withControl(start('historical'), parisHexes(start('historical')).slice(0, 1), 'G');
    s = scoreTurn(s);
    const after1 = s.campaign.vp.german;
    s = scoreTurn(s);
    expect(s.campaign.vp.german).toBe(after1);
    expect(s.campaign.awarded.some((k) => k.startsWith('paris:'))).toBe(true);
  });

  it('R12.8: a destroyed Panzer division is a roll on the Variable VP table (a 5 gives the Allies 3)', () => {
    const s0 = start('historical');
    let s: State = { ...s0, units: s0.units.map((u) => (u.id === '7Pz' ? { ...u, loc: -1, steps: 0 } : u)) };
    s = scoreTurn(s);
    expect(s.campaign.pending).toContainEqual({ key: 'panzer:7Pz', side: 'allied', table: 'panzerEliminated' });
    const before = s.campaign.vp.allied;
    s = { ...s, campaign: { ...s.campaign, pending: s.campaign.pending.filter((p) => p.key === 'panzer:7Pz') } };
    s = rollVp(s, 5);
    expect(s.campaign.vp.allied).toBe(before + 3);
    expect(s.campaign.pending).toEqual([]);
  });

  it('SB5.12: fewer than 5 German corps near the Maginot Line gives the Allies 1 VP that turn', () => {
    const s0 = start('historical');
    const near = maginotCorpsNear(s0);
    const s = scoreTurn(s0);
    expect(s.campaign.vp.allied).toBe(near < 5 ? 1 : 0);
    const stripped: State = { ...s0, units: s0.units.map((u) => (SCENARIO_DATA['historical']!.counters.get(u.id)!.size === 'corps' && SCENARIO_DATA['historical']!.counters.get(u.id)!.side === 'german' ? { ...u, loc: -1, steps: 0 } : u)) };
    expect(maginotCorpsNear(stripped)).toBe(0);
    expect(scoreTurn(stripped).campaign.vp.allied).toBe(1);
  });

  it('R12.5: six Dutch city-equivalents make the Netherlands surrender: Dutch units leave, the German scores (stand-in 4)', () => {
    const s0 = start('historical');
    const cities = S1.settlement.flatMap((k, l) => (k === 'city' && S1.country[l] === 'NL' ? [l] : [])).slice(0, 5);
    expect(dutchSurrender(withControl(s0, cities.slice(0, 4), 'G')).campaign.surrendered).toEqual([]);
    const s = dutchSurrender(withControl(s0, cities, 'G'));
    expect(s.campaign.surrendered).toEqual(['NL']);
    expect(s.campaign.vp.german).toBe(4);
    expect(s.units.filter((u) => u.loc >= 0 && SCENARIO_DATA['historical']!.counters.get(u.id)!.nationality === 'dutch')).toEqual([]);
    expect(S1.works.every((w, l) => !w || S1.country[l] !== 'NL' || s.worksDestroyed.includes(l))).toBe(true);
    // SB5.12: the garrison of 5 divisions is due from the turn after (none in the Netherlands here).
    const near = maginotCorpsNear(s) < 5 ? 1 : 0;
    expect(scoreTurn(s).campaign.vp.allied).toBe(near);
    expect(scoreTurn({ ...s, turn: s.turn + 1 }).campaign.vp.allied).toBe(near + 1);
  });

  it('SB7.20: the German wins scenario 3 with two of three objectives', () => {
    const s0 = start('hypothetical');
    expect(objectives(s0)).toEqual({ exit: false, paris: false, attrition: false });
    const paris = withControl(s0, parisHexes(s0), 'G');
    expect(campaignOutcome(paris)).toMatchObject({ winner: 'allied' });
    const exited = { ...paris, campaign: { ...paris.campaign, exited: Array.from({ length: 10 }, (_, i) => `u${i}`) } };
    expect(campaignOutcome(exited)).toMatchObject({ winner: 'german', scores: { german: 2, allied: 1 } });
  });

  it('SB7.20: German yellow-MA units may exit from the west edge or the south edge 1006-1027', () => {
    const s0 = start('hypothetical');
    expect(isExitHex(s0, L('1006'))).toBe(true);
    expect(isExitHex(s0, L('1027'))).toBe(true);
    expect(isExitHex(s0, L('1005'))).toBe(false);
    let s: State = { ...s0, units: s0.units.map((u) => (u.id === '1Pz' ? { ...u, loc: L('1010') } : u)) };
    s = startRound({ ...s, refugeesPlaced: true }, 'german', 'move');
    const exit = game.legalMoves(s).find((m) => m.type === 'exit');
    expect(exit).toEqual({ type: 'exit', unit: '1Pz' });
    s = play(s, exit!);
    expect(s.campaign.exited).toEqual(['1Pz']);
    expect(HYPOTHETICAL.scenario).toBe(3);
  });
});

describe('CG SB5.8-SB5.9 scenario 1 special rules', () => {
  const neighbours = (l: number) => [0, 1, 2, 3, 4, 5].map((d) => S1.map.neighbor(l, d)).filter((n) => n >= 0);
  /** Only `unit` on the map, at `at`, in a fresh Move round of its side on `turn`. */
  const alone = (id: string, unit: string, at: number, side: 'german' | 'allied', turn: number): State => {
    const s0 = start(id);
    const s: State = { ...s0, turn, refugeesPlaced: true, units: s0.units.map((u) => (u.id === unit ? { ...u, loc: at } : { ...u, loc: -1, steps: 0 })) };
    return startRound(s, side, 'move');
  };
  const steps = unitSteps;

  it('SB5.8c: on turn 1 no Allied unit may enter the Blind Spot from outside; from turn 2 it may', () => {
    const from = S1.regions.findIndex((r, l) => !r.includes('blind-spot') && !r.includes('maginot-zone') && S1.country[l] === 'FR' && S1.terrain[l] === 'clear' && neighbours(l).some((n) => S1.regions[n]!.includes('blind-spot') && S1.terrain[n] === 'clear'));
    const into = neighbours(from).find((n) => S1.regions[n]!.includes('blind-spot') && S1.terrain[n] === 'clear')!;
    expect(steps(alone('historical', '1DLC', from, 'allied', 1), '1DLC')).not.toContain(into);
    expect(steps(alone('historical', '1DLC', from, 'allied', 2), '1DLC')).toContain(into);
    // Scenario 2 has no Blind Spot (SB6.8).
    expect(steps(alone('better-information', '1DLC', from, 'allied', 1), '1DLC')).toContain(into);
  });

  it('SB5.8d: on turns 1-2 Germans enter the Dyle Plan Area only across its eastern edge, the Dyle Line', () => {
    const from = S1.regions.findIndex((r, l) => !r.includes('dyle-area') && S1.country[l] !== 'NL' && neighbours(l).some((n) => S1.regions[n]!.includes('dyle-area') && !S1.regions[n]!.includes('dyle-line') && S1.terrain[n] === 'clear'));
    const into = neighbours(from).find((n) => S1.regions[n]!.includes('dyle-area') && !S1.regions[n]!.includes('dyle-line') && S1.terrain[n] === 'clear')!;
    expect(steps(alone('historical', '1Pz', from, 'german', 2), '1Pz')).not.toContain(into);
    expect(steps(alone('historical', '1Pz', from, 'german', 3), '1Pz')).toContain(into);
    const line = S1.regions.findIndex((r) => r.includes('dyle-line'));
    const outside = neighbours(line).find((n) => !S1.regions[n]!.includes('dyle-area'));
    if (outside !== undefined) expect(steps(alone('historical', '1Pz', outside, 'german', 1), '1Pz')).toContain(line);
  });

  it('SB5.8b: the Maginot Zone: nobody leaves on turn 1, one unit on turn 2, then one corps per Allied Move round', async () => {
    const { zoneExitAllowed } = await import('../../src/sequence/turn.js');
    const zone = S1.regions.findIndex((r, l) => r.includes('maginot-zone') && neighbours(l).some((n) => !S1.regions[n]!.includes('maginot-zone') && S1.country[n] === 'FR' && S1.terrain[n] === 'clear'));
    const out = neighbours(zone).find((n) => !S1.regions[n]!.includes('maginot-zone') && S1.country[n] === 'FR' && S1.terrain[n] === 'clear')!;
    const corps = (s: State) => ({ ...s.units.find((u) => u.id === 'XX-FR')!, loc: zone });
    const div = (s: State) => ({ ...s.units.find((u) => u.id === 'DI-A')!, loc: zone });
    const s0 = start('historical');
    expect(zoneExitAllowed({ ...s0, turn: 1 }, corps(s0), out)).toBe(false);
    expect(zoneExitAllowed({ ...s0, turn: 2 }, corps(s0), out)).toBe(true);
    const left = { ...s0.campaign, zoneExits: [{ unit: 'XII-FR', round: 1, corps: true }] };
    expect(zoneExitAllowed({ ...s0, turn: 2, campaign: left }, div(s0), out)).toBe(false);
    const round1: State = { ...s0, turn: 3, rounds: [{ side: 'allied', mode: 'move' }], campaign: left };
    expect(zoneExitAllowed(round1, corps(s0), out)).toBe(false);
    expect(zoneExitAllowed(round1, div(s0), out)).toBe(true);
    expect(zoneExitAllowed({ ...round1, rounds: [...round1.rounds, { side: 'german', mode: 'move' }, { side: 'allied', mode: 'move' }] }, corps(s0), out)).toBe(true);
    // A step out of the zone is recorded, and the next unit may not follow on turn 2.
    let s = alone('historical', 'XX-FR', zone, 'allied', 2);
    expect(steps(s, 'XX-FR')).toContain(out);
    s = play(picked(s, 'XX-FR'), { type: 'step', unit: 'XX-FR', to: out });
    expect(s.campaign.zoneExits.map((e) => e.unit)).toEqual(['XX-FR']);
  });

  it('SB5.9, SB7.9: French and British units never stack together; SB7.4 and SB6.8: stars ignored, but the Maginot Zone\'s', async () => {
    const { stackLegal } = await import('../../src/position.js');
    const s = start('historical');
    const u = (id: string) => s.units.find((x) => x.id === id)!;
    expect(stackLegal(s, [u('5BR'), u('DI-A')])).toBe(false);
    expect(stackLegal(s, [u('DI-B'), u('DI-A')])).toBe(true);
    expect(SCENARIO_DATA['historical']!.counters.get('I-NL')!.blackStars).toBe(1);
    expect(SCENARIO_DATA['better-information']!.counters.get('I-NL')!.blackStars).toBeUndefined();
    expect(SCENARIO_DATA['better-information']!.counters.get('XX-FR')!.blackStars).toBe(2);
    expect(SCENARIO_DATA['hypothetical']!.counters.get('XX-FR')!.blackStars).toBeUndefined();
  });
});
