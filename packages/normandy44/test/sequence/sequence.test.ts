import { describe, expect, it } from 'vitest';
import { game } from '../../src/game.js';
import { applyWeather } from '../../src/sequence/sequence.js';
import { scenarios } from '../../src/setup/cherbourg.js';
import type { Move, State } from '../../src/state.js';
import { allMoves, play, position } from '../helpers.js';

const initial = (turn: number, space: number): State => position([['US-4-8', '3108'], ['ge-91-1057', '3506']], { phase: 'initial', turn, space });

describe('Initial Phase (N44 4, 5, 26.2)', () => {
  it('turn 2: a 6 gives Overcast-3 and the allocations of row 3 (review finding 14)', () => {
    const s = applyWeather(initial(2, 2), 6, []);
    expect(s.space).toBe(3);
    expect(s.air).toBe(1);
    expect(s.phase).toBe('german-movement');
  });
  it('D18: after a Storm a 1 stays Storm; after Clear-6 a 6 stays Clear-6', () => {
    expect(applyWeather(initial(5, 1), 1, []).space).toBe(1);
    expect(applyWeather(initial(5, 6), 6, []).space).toBe(6);
    expect(applyWeather(initial(5, 1), 4, []).space).toBe(3);
  });
  it('26.2.3: the German gets +1 SupP on 1-3; the US 1 per non-Storm turn', () => {
    const st = applyWeather(initial(4, 3), 2, []);
    expect([st.supply.german, st.supply.us]).toEqual([4, 1]);
    const clear = applyWeather(initial(4, 3), 5, []);
    expect([clear.supply.german, clear.supply.us]).toEqual([3, 1]);
    const storm = applyWeather(initial(4, 1), 1, []);
    expect(storm.supply.us).toBe(0);
  });
  it('26.1: US RP are 3 in Overcast, 4 in Clear, none in Storm; 26.2.2 one naval unit, air at most 2', () => {
    expect(applyWeather(initial(4, 3), 3, []).rp).toBe(3);
    expect(applyWeather(initial(4, 3), 4, []).rp).toBe(4);
    expect(applyWeather(initial(4, 1), 1, []).rp).toBe(0);
    const clear6 = applyWeather(initial(4, 5), 6, []);
    expect([clear6.naval, clear6.air]).toEqual([1, 2]);
  });
});

describe('Allied reinforcements in the Cherbourg scenario (N44 6.5, 26.1)', () => {
  const start = game.setup(scenarios.cherbourg);
  if (!start.ok) throw new Error(start.error.message);
  it('the In Britain box holds the US units except the 2nd Infantry and 2nd Armored Divisions', () => {
    const britain = start.state.units.filter((u) => u.box === 'britain').map((u) => u.id);
    expect(britain.length).toBeGreaterThan(20);
    expect(britain.some((id) => id.startsWith('US-2-') || id.startsWith('US-2A-'))).toBe(false);
  });
  it('T03: landing spends RP, at most 4 RP at one beach per turn', () => {
    const base = start.state;
    const s: State = { ...base, invasion: null, phase: 'allied-movement', turn: 4, space: 4, rp: 4, rpLanded: 0, units: base.units.map((u) => (u.box === 'landing' ? { ...u, box: 'map' as const, hex: '2914' } : u.box === 'wave' ? { ...u, box: 'eliminated' as const } : u)) };
    const lands = allMoves(s).filter((m): m is Extract<Move, { type: 'land' }> => m.type === 'land' && m.to === '2914');
    const regiment = lands.find((m) => m.unit === 'US-9-39');
    expect(regiment).toBeDefined();
    const after = play(s, regiment!);
    expect([after.rp, after.rpLanded]).toEqual([1, 3]);
    // 1 RP left: a 1-RP unit may still land, a 3-RP regiment may not.
    const next = allMoves(after).filter((m) => m.type === 'land');
    expect(next.some((m) => (m as { unit: string }).unit === 'US-9-47')).toBe(false);
  });
  it('26.3.4: RP buy SupP only from turn 6, at 3 RP each', () => {
    const s: State = { ...start.state, invasion: null, phase: 'allied-movement', turn: 5, rp: 4 };
    expect(game.legalMoves(s).some((m) => m.type === 'buy-supply')).toBe(false);
    const t6 = { ...s, turn: 6 };
    expect(game.legalMoves(t6).some((m) => m.type === 'buy-supply')).toBe(true);
    const bought = play(t6, { type: 'buy-supply' });
    expect([bought.rp, bought.supply.us]).toEqual([1, s.supply.us + 1]);
  });
});

describe('Fortress Cherbourg (N44 5.2, 17.4)', () => {
  it('17.4 once per game the Cotentin HQ may be placed in a German-held Cherbourg City hex', () => {
    const s = position([['ge-hq-cotentin', '3105'], ['US-4-8', '2914']], { phase: 'german-movement' });
    const opts = game.legalMoves(s).filter((m) => m.type === 'relocate-cotentin');
    expect(opts.map((m) => (m as { hex: string }).hex).sort()).toEqual(['3606', '3705', '3706']);
    const moved = play(s, opts[0]!);
    expect(moved.units.find((u) => u.id === 'ge-hq-cotentin')?.hex).toBe('3606');
    expect(game.legalMoves(moved).some((m) => m.type === 'relocate-cotentin')).toBe(false);
  });
  it('5.2 no German SupP while Cherbourg cannot trace to the south edge', () => {
    const base = position([['US-4-8', '3108'], ['ge-chr-17mg', '3606']], { phase: 'initial', turn: 4, space: 3 });
    expect(applyWeather(base, 2, []).supply.german).toBe(base.supply.german + 1);
    const cut = { ...base, control: { ...base.control, '3606': 'allied' as const, '3705': 'allied' as const, '3706': 'allied' as const } };
    expect(applyWeather(cut, 2, []).supply.german).toBe(base.supply.german);
  });
});

describe('optional rules (N44 28)', () => {
  it('28.1 historical weather: a 1 reads 2; turns 14-16 are Storm', () => {
    const base = position([['US-4-8', '3108'], ['ge-91-1057', '3506']], { phase: 'initial', turn: 5, space: 3 });
    const hist = { ...base, options: { historicalWeather: true, flankFire: false } };
    expect(applyWeather(base, 1, []).space).toBe(1);
    expect(applyWeather(hist, 1, []).space).toBe(2);
    expect(applyWeather({ ...hist, turn: 14 }, 6, []).space).toBe(1);
  });
  it('T31 flank fire: a defending hex adjacent to the target and to an attacker gives 1L, two give 2L', async () => {
    const { shifts } = await import('../../src/combat/odds.js');
    const { withAttack } = await import('../helpers.js');
    const s = position([['ge-91-1057', '3107'], ['ge-91-1058', '3108'], ['ge-6fj', '3106'], ['US-4-8', '3207'], ['US-4-12', '3207']], { phase: 'allied-combat' });
    const on = { ...s, options: { historicalWeather: false, flankFire: true } };
    const c = withAttack(on, '3107', ['US-4-8', 'US-4-12'], 'allied:4');
    const flank = shifts(c, c.combat!).find((x) => x.why === 'flank fire');
    // 3106 and 3108 both touch 3107; only 3106 also touches the attackers in 3207: 1L.
    expect(flank?.shift).toBe(-1);
    const two = withAttack({ ...on, units: on.units.map((u) => (u.id === 'ge-91-1058' ? { ...u, hex: '3208' } : u)) }, '3107', ['US-4-8', 'US-4-12'], 'allied:4');
    expect(shifts(two, two.combat!).find((x) => x.why === 'flank fire')?.shift).toBe(-2);
    const off = withAttack(s, '3107', ['US-4-8', 'US-4-12'], 'allied:4');
    expect(shifts(off, off.combat!).some((x) => x.why === 'flank fire')).toBe(false);
  });
  it('the optional scenario switches both rules on', () => {
    const start = game.setup(scenarios['cherbourg-optional']);
    expect(start.ok && start.state.options).toEqual({ historicalWeather: true, flankFire: true });
  });
});

describe('RP reduction (N44 6.5.3)', () => {
  it('T04 with the Utah engineer eliminated the US RP fall by 2', () => {
    const on = position([['US-Eng-1S', '2914'], ['ge-91-1057', '3506']], { phase: 'initial', turn: 4, space: 3 });
    expect(applyWeather(on, 4, []).rp).toBe(4);
    const off = { ...on, units: on.units.map((u) => (u.id === 'US-Eng-1S' ? { ...u, box: 'eliminated' as const, hex: null } : u)) };
    expect(applyWeather(off, 4, []).rp).toBe(2);
  });
});
