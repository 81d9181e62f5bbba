/**
 * Scenarios 1-3 (CG SB5-SB7): the End Phase's refugee segment (R12.6d, SB5.11b, SB7.11) and
 * scenario 3's Eben Emael roll (SB7.7c, Eben Emael Destruction Table L5768-L5786).
 */
import { describe, expect, it } from 'vitest';
import { game, scenarios, SCENARIO_DATA, type Move, type State } from '@esagono/caso-giallo';
import { ebenEmaelDestroyed } from '../../src/scenarios/eben-emael.js';
import { play, start, toRefugees, unitSteps } from './helpers.js';

const S1 = SCENARIO_DATA['historical']!.board;

const placeable = (s: State) => game.legalMoves(s).flatMap((m) => (m.type === 'refugee' ? [m.to] : []));
const liftable = (s: State) => game.legalMoves(s).flatMap((m) => (m.type === 'lift-refugee' ? [m.from] : []));
const germanLocs = (s: State) => s.units.filter((u) => u.loc >= 0 && SCENARIO_DATA[s.scenario]!.counters.get(u.id)!.side === 'german').map((u) => u.loc);

describe('CG R12.6d refugees in the End Phase (scenarios 1-3)', () => {
  it('R12.6d, SB5.11b: the German places markers in Allied-controlled towns and cities within 10 hexes of a German ground unit', () => {
    const s = toRefugees(start('historical'));
    expect(s.stage).toEqual({ kind: 'refugee-phase', lifting: true });
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'german' });
    const hexes = placeable(s);
    expect(hexes.length).toBeGreaterThan(0);
    const german = germanLocs(s);
    for (const l of hexes) {
      expect(S1.settlement[l]).not.toBeNull();
      expect(S1.country[l]).not.toBe('DE');
      expect(s.control[l]).toBe('A');
      expect(Math.min(...german.map((g) => S1.distance(g, l)))).toBeLessThanOrEqual(10);
    }
    // Paris is more than 10 hexes from every German unit on turn 1: no marker there.
    const paris = S1.settlementName.findIndex((n) => n === 'Paris');
    expect(Math.min(...german.map((g) => S1.distance(g, paris)))).toBeGreaterThan(10);
    expect(hexes).not.toContain(paris);
    // A City marker shows its compass side, a Town marker does not (R12.6a).
    const city = hexes.find((l) => S1.settlement[l] === 'city');
    if (city !== undefined) expect(play(s, { type: 'refugee', to: city }).refugees).toContainEqual({ loc: city, side: 'city' });
  });

  it('R12.6d: markers on the map may be lifted, but not after the first placement; ending moves on to Victory Determination', () => {
    const s0 = toRefugees(start('historical'));
    const [a, b] = placeable(s0);
    const s = { ...s0, refugees: [{ loc: a!, side: 'town' as const }] };
    expect(liftable(s)).toEqual([a]);
    const lifted = play(s, { type: 'lift-refugee', from: a! });
    expect(lifted.refugees).toEqual([]);
    const placed = play(s, { type: 'refugee', to: b! });
    expect(placed.refugees.map((r) => r.loc)).toEqual([a, b]);
    expect(liftable(placed)).toEqual([]);
    const ended = play(placed, { type: 'end-refugees' });
    // Turn 1: no Paris Open City yet (R12.7); Victory Determination (R12.8), then armour attrition (R12.9, scenario 1's cups are full).
    expect(['vp-roll', 'attrition']).toContain(ended.stage.kind);
    expect(ended.refugees.map((r) => r.loc)).toEqual([a, b]);
  });

  it('End Phase order (CG R12.5-R12.7, L592-L613): from turn 5 the refugee segment comes before Paris Open City, which comes before Victory Determination', () => {
    const s = toRefugees({ ...start('historical'), turn: 5 });
    expect(s.stage.kind).toBe('refugee-phase');
    expect(game.legalMoves(s).some((m) => m.type === 'declare-open-city')).toBe(false);
    const ended = play(s, { type: 'end-refugees' });
    expect(ended.stage.kind).toBe('open-city');
    expect(ended.campaign.awarded).toEqual(s.campaign.awarded);
  });

  it('SB5.11b: 12 markers in scenario 1; SB7.11: 8 in scenario 3', () => {
    const s1 = toRefugees(start('historical'));
    const h1 = placeable(s1);
    const full1 = { ...s1, refugees: h1.slice(0, 12).map((loc) => ({ loc, side: 'town' as const })) };
    const eleven = { ...s1, refugees: h1.slice(0, 11).map((loc) => ({ loc, side: 'town' as const })) };
    expect(h1.length).toBeGreaterThan(12);
    expect(placeable(full1)).toEqual([]);
    expect(placeable(eleven).length).toBeGreaterThan(0);
    let s3 = start('hypothetical');
    while (s3.stage.kind !== 'dive') {
      const m = game.actor(s3).kind === 'chance' ? game.chanceOutcomes(s3)[5]!.move : game.legalMoves(s3)[0]!;
      s3 = play(s3, m);
    }
    s3 = toRefugees(s3);
    const h3 = placeable(s3);
    expect(h3.length).toBeGreaterThan(8);
    expect(placeable({ ...s3, refugees: h3.slice(0, 8).map((loc) => ({ loc, side: 'town' as const })) })).toEqual([]);
    expect(placeable({ ...s3, refugees: h3.slice(0, 7).map((loc) => ({ loc, side: 'town' as const })) }).length).toBeGreaterThan(0);
  });
});

describe('CG SB7.7c the Eben Emael roll', () => {
  /** Scenario 3 through its turn-1 drops with the first listed choices and landing rolls of 6. */
  function toEbenRoll(): State {
    let s = start('hypothetical');
    while (s.stage.kind !== 'eben-roll') {
      expect(s.stage.kind).not.toBe('dive');
      const m = game.actor(s).kind === 'chance' ? game.chanceOutcomes(s).at(-1)!.move : game.legalMoves(s)[0]!;
      s = play(s, m);
    }
    return s;
  }

  it('SB7.7c: scenario 3 rolls in the turn-1 paradrop segment: 1-2 the fort stands, 3-6 it is destroyed (P = 4/6)', () => {
    const s = toEbenRoll();
    expect(s.turn).toBe(1);
    expect(game.actor(s)).toEqual({ kind: 'chance' });
    const outcomes = game.chanceOutcomes(s);
    expect(outcomes.map((o) => o.move)).toEqual([1, 2, 3, 4, 5, 6].map((die) => ({ type: 'roll', die })));
    for (const o of outcomes) expect(o.p).toEqual({ num: 1, den: 6 });
    const results = outcomes.map((o) => play(s, o.move));
    expect(results.map(ebenEmaelDestroyed)).toEqual([false, false, true, true, true, true]);
    const pDestroyed = outcomes.reduce((sum, o, i) => sum + (ebenEmaelDestroyed(results[i]!) ? o.p.num / o.p.den : 0), 0);
    expect(pDestroyed).toBeCloseTo(4 / 6, 12);
    // Then the Air Phase goes on to dive bombing, and the roll is never made again.
    for (const r of results) expect(r.stage.kind).toBe('dive');
  });

  it('SB5.3l, SB6.3l: scenarios 1-2 start with Eben Emael destroyed and never roll', () => {
    for (const id of ['historical', 'better-information']) {
      let s = start(id);
      expect(ebenEmaelDestroyed(s)).toBe(true);
      while (s.stage.kind !== 'dive') {
        expect(s.stage.kind).not.toBe('eben-roll');
        const m = game.actor(s).kind === 'chance' ? game.chanceOutcomes(s).at(-1)!.move : game.legalMoves(s)[0]!;
        s = play(s, m);
      }
    }
    expect(ebenEmaelDestroyed(start('hypothetical'))).toBe(false);
  });
});

describe('CG SB5.8a, SB5.8d red and yellow stars, the Dyle Line (scenario 1)', async () => {
  const { startRound } = await import('../../src/sequence/index.js');
  const { dyleHexes } = await import('../../src/scenarios/special.js');
  const { DYLE_STARS } = await import('../../src/setup/main-counters.js');
  const neighbours = (l: number) => [0, 1, 2, 3, 4, 5].map((d) => S1.map.neighbor(l, d)).filter((n) => n >= 0);
  const dist = (hexes: readonly number[], l: number) => Math.min(...hexes.map((h) => S1.distance(h, l)));
  /** Only `unit` on the map, at `at`, in a fresh Allied Move round of `turn` (the second, after black stars). */
  const alone = (id: string, unit: string, at: number, turn: number): State => {
    const s0 = start(id);
    const s: State = { ...s0, turn, refugeesPlaced: true, rounds: [{ side: 'allied', mode: 'move' }], units: s0.units.map((u) => (u.id === unit ? { ...u, loc: at } : { ...u, loc: -1, steps: 0 })) };
    return startRound(s, 'allied', 'move');
  };
  const steps = unitSteps;
  const { area, line } = dyleHexes(start('historical'));
  const open = (l: number) => S1.terrain[l] === 'clear' && !S1.regions[l]!.includes('blind-spot') && !S1.regions[l]!.includes('maginot-zone') && S1.country[l] !== 'DE' && S1.country[l] !== 'NL';

  it('SB5.8a: the BEF and the First Army carry red stars, the Seventh Army\'s motorized divisions yellow (stand-in)', () => {
    const c = SCENARIO_DATA['historical']!.counters;
    expect(c.get('I-BR')!.dyleStars).toBe('red');
    expect(c.get('1DLM')!.dyleStars).toBe('yellow');
    expect(c.get('1DCR')!.dyleStars).toBeUndefined();
    for (const id of Object.keys(DYLE_STARS)) expect(c.get(id), id).toBeDefined();
  });

  it('SB5.8a: on turns 1-2 a red-star unit outside the Dyle area steps only toward it; from turn 3 freely', () => {
    const from = S1.regions.findIndex((r, l) => open(l) && !r.includes('dyle-area') && dist(area, l) >= 3 && neighbours(l).filter(open).some((n) => dist(area, n) > dist(area, l)));
    const away = neighbours(from).find((n) => open(n) && dist(area, n) > dist(area, from))!;
    const toward = neighbours(from).filter((n) => open(n) && dist(area, n) < dist(area, from));
    const s = alone('historical', 'III-FR', from, 1);
    expect(steps(s, 'III-FR')).not.toContain(away);
    for (const t of steps(s, 'III-FR')) expect(dist(area, t)).toBeLessThan(dist(area, from));
    expect(steps(s, 'III-FR').length).toBe(toward.filter((n) => steps(alone('historical', '1DCR', from, 1), '1DCR').includes(n)).length);
    expect(steps(alone('historical', 'III-FR', from, 3), 'III-FR')).toContain(away);
    // Unstarred units and scenario 2 (SB6.8: no stars) move freely.
    expect(steps(alone('historical', '1DCR', from, 1), '1DCR')).toContain(away);
    expect(steps(alone('better-information', 'III-FR', from, 1), 'III-FR')).toContain(away);
  });

  it('SB5.8d: a red-star unit never leaves the Dyle area; nobody leaves a Dyle Line hex on turns 1-2', () => {
    const edge = area.find((l) => !line.includes(l) && neighbours(l).some((n) => !area.includes(n) && open(n)))!;
    const out = neighbours(edge).find((n) => !area.includes(n) && open(n))!;
    expect(steps(alone('historical', 'III-FR', edge, 5), 'III-FR')).not.toContain(out);
    expect(steps(alone('historical', '1DCR', edge, 5), '1DCR')).toContain(out);
    const hold = line.find((l) => neighbours(l).some((n) => !line.includes(n) && open(n)))!;
    const off = neighbours(hold).find((n) => !line.includes(n) && open(n))!;
    expect(steps(alone('historical', '1DCR', hold, 2), '1DCR')).not.toContain(off);
    expect(steps(alone('historical', '1DCR', hold, 3), '1DCR')).toContain(off);
  });

  it('SB5.8a: on turn 1 the Antwerp group inside the Dyle area steps toward Antwerp 3424; from turn 2 freely', () => {
    const antwerp = S1.loc('3424');
    const inside = area.find((l) => !line.includes(l) && S1.distance(l, antwerp) >= 2 && neighbours(l).some((n) => area.includes(n) && !line.includes(n) && open(n) && S1.distance(n, antwerp) > S1.distance(l, antwerp)));
    expect(inside).toBeDefined();
    const away = neighbours(inside!).find((n) => area.includes(n) && !line.includes(n) && open(n) && S1.distance(n, antwerp) > S1.distance(inside!, antwerp))!;
    expect(steps(alone('historical', '9DIM', inside!, 1), '9DIM')).not.toContain(away);
    for (const t of steps(alone('historical', '9DIM', inside!, 1), '9DIM')) expect(S1.distance(t, antwerp)).toBeLessThan(S1.distance(inside!, antwerp));
    expect(steps(alone('historical', '9DIM', inside!, 2), '9DIM')).toContain(away);
  });
});

describe('CG SB7.7b scenario 3 paradrops on any turn', () => {
  const S3 = SCENARIO_DATA['hypothetical']!.board;
  it('SB7.7b: on turn 1 the drop is free, in any country, and may be held back; SB5.7: scenario 1 must drop in the Netherlands', () => {
    // CG SB7.5b: the Allied air roll comes first (turns 1-2 column: a 1 gives 1 asset).
    const s3 = play(start('hypothetical'), { type: 'roll', die: 1 });
    expect(s3.alliedAir).toBe(1);
    expect(s3.stage.kind).toBe('drop');
    const moves = game.legalMoves(s3);
    expect(moves[0]).toEqual({ type: 'hold-drop' });
    const countries = new Set(moves.flatMap((m) => (m.type === 'drop' ? [S3.country[m.to]] : [])));
    expect(countries.has('BE')).toBe(true);
    const s1 = start('historical');
    const m1 = game.legalMoves(s1);
    expect(m1.some((m) => m.type === 'hold-drop')).toBe(false);
    for (const m of m1) if (m.type === 'drop') expect(S1.country[m.to]).toBe('NL');
    const held = play(s3, { type: 'hold-drop' });
    expect(held.stage.kind).toBe('eben-roll');
    // The four regiments, the 7th FJ Division (SB7.4k) and the 22 LL stay in the box.
    expect(held.units.filter((u) => u.loc === -2).length).toBe(6);
    expect(held.stukas.available).toBe(6);
  });

  it('SB7.7b: from turn 2 a drop costs 2 air assets, before any dive bombing, once a turn', () => {
    let s = play(play(start('hypothetical'), { type: 'roll', die: 1 }), { type: 'hold-drop' });
    s = play(s, { type: 'roll', die: 1 });
    const turn2: State = { ...s, turn: 2, stukas: { available: 3, used: 0 }, stage: { kind: 'dive' } };
    expect(game.legalMoves(turn2)).toContainEqual({ type: 'paradrop' });
    // Turn 1 has no paid drop; nor after a Stuka is used, nor with fewer than 2 assets.
    expect(game.legalMoves(s)).not.toContainEqual({ type: 'paradrop' });
    expect(game.legalMoves({ ...turn2, stukas: { available: 2, used: 1 } })).not.toContainEqual({ type: 'paradrop' });
    expect(game.legalMoves({ ...turn2, stukas: { available: 1, used: 0 } })).not.toContainEqual({ type: 'paradrop' });
    let d = play(turn2, { type: 'paradrop' });
    expect(d.stukas).toEqual({ available: 1, used: 2 });
    expect(d.stage.kind).toBe('drop');
    expect(game.legalMoves(d)).toContainEqual({ type: 'hold-drop' });
    // All four regiments drop, then the 22 LL and the rolls; the turn goes back to dive bombing, no second drop.
    while (d.stage.kind !== 'dive') {
      const m = game.actor(d).kind === 'chance' ? game.chanceOutcomes(d)[0]!.move : game.legalMoves(d).find((x) => x.type === 'drop')!;
      d = play(d, m);
    }
    expect(d.units.filter((u) => u.loc >= 0 && ['FJ1', 'FJ2', 'FJ3', 'FJ4', '22LL'].includes(u.id)).length).toBe(5);
    expect(game.legalMoves(d)).not.toContainEqual({ type: 'paradrop' });
  });
});

describe('CG SB6.4h scenario 2 redeployments', () => {
  const S2 = SCENARIO_DATA['better-information']!.board;
  const picks = (s: State) => game.legalMoves(s).flatMap((m) => (m.type === 'redeploy-pick' ? [m.unit] : []));
  const hexes = (s: State) => game.legalMoves(s).flatMap((m) => (m.type === 'redeploy' ? [m.to] : []));
  const inZone = (l: number) => S2.regions[l]!.includes('maginot-zone');

  it('SB6.4h: the Allies redeploy first, French units inside France, outside the Maginot Zone; then (Variant 1) the German, in Germany; then the paradrop', () => {
    const s = start('better-information');
    expect(s.stage).toEqual({ kind: 'redeploy', side: 'allied', unit: null });
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'allied' });
    expect(game.legalMoves(s)[0]).toEqual({ type: 'end-redeploy' });
    const c = SCENARIO_DATA['better-information']!.counters;
    for (const id of picks(s)) expect(['french', 'british']).toContain(c.get(id)!.nationality);
    expect(picks(s)).toContain('5BR');
    expect(picks(s)).not.toContain('I-BR');
    const zoneUnit = picks(s).find((id) => inZone(s.units.find((u) => u.id === id)!.loc))!;
    expect(zoneUnit).toBeDefined();
    const t = play(s, { type: 'redeploy-pick', unit: zoneUnit });
    for (const l of hexes(t)) {
      expect(S2.country[l]).toBe('FR');
      expect(inZone(l)).toBe(false);
    }
    const moved = play(t, { type: 'redeploy', unit: zoneUnit, to: hexes(t)[0]! });
    expect(moved.units.find((u) => u.id === zoneUnit)!.loc).toBe(hexes(t)[0]);
    expect(picks(moved)).not.toContain(zoneUnit);
    // The British 5th Division: within 2 hexes of Lille (3017).
    const b = play(moved, { type: 'redeploy-pick', unit: '5BR' });
    for (const l of hexes(b)) expect(S2.distance(S2.loc('3017'), l)).toBeLessThanOrEqual(2);
    const german = play(moved, { type: 'end-redeploy' });
    expect(german.stage).toEqual({ kind: 'redeploy', side: 'german', unit: null });
    const g = picks(german)[0]!;
    for (const l of hexes(play(german, { type: 'redeploy-pick', unit: g }))) expect(S2.country[l]).toBe('DE');
    expect(play(german, { type: 'end-redeploy' }).stage.kind).toBe('drop');
  });

  it('SB6.4h: at most 5 French units leave the Maginot Zone and 10 French units outside it move', () => {
    let s = start('better-information');
    const count = (pred: (l: number) => boolean) => picks(s).filter((id) => SCENARIO_DATA['better-information']!.counters.get(id)!.nationality === 'french' && pred(s.units.find((u) => u.id === id)!.loc)).length;
    let zone = 0;
    let outside = 0;
    while (count(inZone) > 0 || count((l) => !inZone(l)) > 0) {
      const id = picks(s).find((x) => SCENARIO_DATA['better-information']!.counters.get(x)!.nationality === 'french')!;
      if (inZone(s.units.find((u) => u.id === id)!.loc)) zone += 1;
      else outside += 1;
      s = play(s, { type: 'redeploy-pick', unit: id });
      s = play(s, { type: 'redeploy', unit: id, to: hexes(s)[0]! });
    }
    // The stand-in set-up has 4 French units in the zone: all may leave, under the limit of 5.
    expect(zone).toBe(4);
    expect(outside).toBe(10);
    const fresh = start('better-information');
    const zoneIds = picks(fresh).filter((id) => SCENARIO_DATA['better-information']!.counters.get(id)!.nationality === 'french' && inZone(fresh.units.find((u) => u.id === id)!.loc));
    expect(zoneIds.length).toBe(4);
    const used = (n: number): State => ({ ...fresh, campaign: { ...fresh.campaign, redeployed: Array.from({ length: n }, (_, i) => ({ unit: `x${i}`, kind: 'french-zone' })) } });
    expect(picks(used(4))).toEqual(expect.arrayContaining(zoneIds));
    for (const id of zoneIds) expect(picks(used(5))).not.toContain(id);
  });
});

describe('CG SB5.8c the vanishing French cavalry screen', async () => {
  const { startRound } = await import('../../src/sequence/index.js');
  const { nextReinforcement } = await import('../../src/sequence/turn.js');
  const neighbours = (l: number) => [0, 1, 2, 3, 4, 5].map((d) => S1.map.neighbor(l, d)).filter((n) => n >= 0);
  /** 1Pz next to 1DLC in clear terrain, a German Combat round of `turn`, up to the combat roll. */
  function toRoll(id: string, turn: number): State {
    const at = S1.terrain.findIndex((t, l) => t === 'clear' && S1.country[l] === 'BE' && neighbours(l).some((n) => S1.terrain[n] === 'clear'));
    const from = neighbours(at).find((n) => S1.terrain[n] === 'clear')!;
    const s0 = start(id);
    const units = s0.units.map((u) => (u.id === '1DLC' ? { ...u, loc: at } : u.id === '1Pz' ? { ...u, loc: from } : { ...u, loc: -1, steps: 0 }));
    let s = startRound({ ...s0, turn, refugeesPlaced: true, units, rounds: [{ side: 'allied', mode: 'move' }] }, 'german', 'combat');
    for (let i = 0; i < 20 && game.actor(s).kind !== 'chance'; i++) {
      const moves = game.legalMoves(s);
      const m = moves.find((x) => x.type === 'attack' && x.target === at) ?? moves.find((x) => x.type === 'commit' && x.unit === '1Pz') ?? moves.find((x) => x.type === 'resolve') ?? moves.find((x) => x.type !== 'end-round' && x.type !== 'abandon')!;
      s = play(s, m);
    }
    expect(s.combat?.stage).toBe('roll');
    return s;
  }
  const dlc = (s: State) => s.units.find((u) => u.id === '1DLC')!;

  it('SB5.8c: on turn 1, attacked by a Panzer division, the cavalry leaves the map on any result but DE and returns on turn 5', () => {
    const s = toRoll('historical', 1);
    for (const o of game.chanceOutcomes(s)) {
      const r = game.resolve(s, o.move);
      if (!r.ok) throw new Error(r.error.message);
      const screened = r.events.some((e) => e.type === 'cavalry-screen-vanished');
      const de = r.state.combat?.result === 'DE' || (!screened && dlc(r.state).loc === -1);
      expect(screened, JSON.stringify(o.move)).toBe(!de);
      if (screened) {
        expect(dlc(r.state).loc).toBe(-3);
        expect(r.state.campaign.screened).toEqual(['1DLC']);
      }
    }
    const vanished = game.chanceOutcomes(s).map((o) => game.resolve(s, o.move)).find((r) => r.ok && r.state.campaign.screened?.length)!;
    if (!vanished.ok) throw new Error('no screen');
    const due = (turn: number) => nextReinforcement({ ...vanished.state, turn, campaign: { ...vanished.state.campaign, entered: SCENARIO_DATA['historical']!.setup.reinforcements!.map((r) => r.counter) } }, 'allied');
    expect(due(4)).toBeNull();
    expect(due(5)?.r.counter).toBe('1DLC');
    for (const l of due(5)!.hexes) expect(S1.edges[l]).toContain('west');
  });

  it('SB5.8c: not on turn 2, and not in scenario 2 (SB6.8)', () => {
    for (const [id, turn] of [['historical', 2], ['better-information', 1]] as const) {
      const s = toRoll(id, turn);
      for (const o of game.chanceOutcomes(s)) {
        const r = game.resolve(s, o.move);
        if (!r.ok) throw new Error(r.error.message);
        expect(r.events.some((e) => e.type === 'cavalry-screen-vanished')).toBe(false);
      }
    }
  });
});
