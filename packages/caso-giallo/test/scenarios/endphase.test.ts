/**
 * Scenarios 1-3 (CG SB5-SB7): the End Phase's refugee segment (R12.6d, SB5.11b, SB7.11) and
 * scenario 3's Eben Emael roll (SB7.7c, Eben Emael Destruction Table L5768-L5786).
 */
import { describe, expect, it } from 'vitest';
import { canonicalize } from '@esagono/kernel';
import { campaignEndPhase, game, scenarios, SCENARIO_DATA, type Move, type State } from '@esagono/caso-giallo';
import { ebenEmaelDestroyed } from '../../src/scenarios/eben-emael.js';

const S1 = SCENARIO_DATA['historical']!.board;

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

/** The End Phase up to the refugee segment (no terror bombing). */
function toRefugees(s: State): State {
  let next = campaignEndPhase({ ...s, stage: { kind: 'over' } });
  if (next.stage.kind === 'terror') next = play(next, { type: 'no-terror' });
  return next;
}

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
    expect(['vp-roll', 'dive']).toContain(ended.stage.kind);
    expect(ended.refugees.map((r) => r.loc)).toEqual([a, b]);
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
