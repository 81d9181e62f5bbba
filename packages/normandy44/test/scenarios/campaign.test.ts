import { describe, expect, it } from 'vitest';
import { game } from '../../src/index.js';
import { campaignVp, automaticVictory, brokenDivisions, closedBeaches, miniGameVp, beachesLinked } from '../../src/victory/victory.js';
import { boundaryAllows } from '../../src/special-rules/special.js';
import { inZone, normandyBoard } from '../../src/map/index.js';
import { isTownOrCity } from '../../src/position.js';
import { enterPhase } from '../../src/sequence/sequence.js';
import type { Campaign, Move, SetupInput, State } from '../../src/state.js';
import { allMoves, play } from '../helpers.js';

/** A campaign position on the stand-in map: units on hexes (or in boxes), in a phase, nothing else happening. */
function position(units: readonly (readonly [string, string | null, string?])[], patch: Partial<State> = {}, campaign: Partial<Campaign> = {}, scenario: 'campaign' | 'mini-game' = 'campaign'): State {
  const input: SetupInput = {
    scenario,
    name: 'test position',
    edition: '2010',
    lastTurn: scenario === 'campaign' ? 22 : 7,
    provenance: { kind: 'derived', note: 'test' },
    germanSupply: 0,
    options: { historicalWeather: false, flankFire: false },
    units: units.map(([id, hex, sector]) => ({ id, hex, box: hex === null ? ('britain' as const) : ('map' as const), arrives: 0, entry: null, ...(sector ? { sector } : {}) })),
  };
  const r = game.setup(input as never);
  if (!r.ok) throw new Error(r.error.message);
  const s = r.state;
  return { ...s, invasion: null, phase: 'allied-movement', turn: 3, ...patch, campaign: { ...(s.campaign as Campaign), sectors: [], ...campaign } };
}
/** One move, refused loudly; a unit's move or landing picks the unit first (N44 9.1). */
function step(s: State, m: Move): State {
  return play(s, m);
}
const done = { due: 2, done: true, destroyed: false };
const ENGINEERS: [string, string, string][] = [['US-Eng-1S', '2914', 'Utah'], ['US-Eng-5S', '2719', 'Omaha 29th'], ['BR-Eng-9+10', '2525', 'Gold Jig'], ['BR-Eng-7+8', '2527', 'Juno Mike'], ['BR-Eng-5', '2530', 'Sword Queen']];

describe('the Initial Phase of the campaign (N44 4, 5, 6)', () => {
  it('T01 weather roll 4 with both Mulberries: German 1 SupP and 1 IP; 2 US and 2 CW air, 2 SupP an army, US Inf and Armor and British Armor Repl', () => {
    let s = position([['ge-hq-cotentin', '3606'], ...ENGINEERS.map(([id, hex, sec]) => [id, hex, sec] as const)], { phase: 'initial', turn: 5, space: 3 }, { mulberry: { us: done, british: done } });
    const before = { ...s.repl };
    s = step(s, { type: 'roll', die: 4 });
    expect(s.space).toBe(4);
    // The German puts his SupP on a track (T02: the choice is offered while Cherbourg traces south).
    expect(game.legalMoves(s)).toEqual([{ type: 'assign-supply', track: '7th-army' }, { type: 'assign-supply', track: 'cherbourg' }]);
    s = step(s, { type: 'assign-supply', track: 'cherbourg' });
    expect(s.campaign?.cherbourg).toBe(1);
    expect(s.ipAllowance.german).toBe(1);
    expect(s.air).toBe(4);
    expect(s.supply.us).toBe(2);
    expect(s.campaign?.british).toBe(2);
    expect([s.repl.usInf - before.usInf, s.repl.usArmor - before.usArmor]).toEqual([1, 1]);
    expect(s.campaign?.records).toMatchObject({ britInf: 0, britArmor: 1, cdnInf: 0, germanInf: 1, germanArmor: 0 });
    expect(s.naval).toBeGreaterThan(0);
    expect(s.phase).toBe('german-movement');
  });
  it('T02 the same roll without Mulberries: 1 SupP an army; the German puts his on the 7th Army', () => {
    let s = position([['ge-hq-cotentin', '3606']], { phase: 'initial', turn: 5, space: 3 });
    s = step(s, { type: 'roll', die: 4 });
    s = step(s, { type: 'assign-supply', track: '7th-army' });
    expect([s.supply.german, s.supply.us, s.campaign?.british]).toEqual([1, 1, 1]);
  });
  it('5.2 without a Cherbourg City hex tracing south every German SupP goes to the 7th Army', () => {
    const s0 = position([['US-4-8', '3606']], { phase: 'initial', turn: 5, space: 3, control: { '3606': 'allied', '3705': 'allied', '3706': 'allied' } });
    const s = step(s0, { type: 'roll', die: 1 }); // Storm: 3 German SupP
    expect(s.space).toBe(1);
    expect(s.supply.german).toBe(3);
    expect(s.phase).toBe('german-movement');
    // Storm: no Allied SupP, no RP (N44 5.3, 6.5.1).
    expect([s.supply.us, s.campaign?.rp.us, s.campaign?.rp.cw]).toEqual([0, 0, 0]);
  });
});

describe('Allied reinforcement points (N44 6.5)', () => {
  const landingAt = (s: State, beach: string) => allMoves(s).filter((m): m is Extract<Move, { type: 'land' }> => m.type === 'land' && m.to === beach);
  it('T03 6 US and 6 CW RP a turn; at most 4 RP landed at one beach', () => {
    let s = position([...ENGINEERS.map(([id, hex, sec]) => [id, hex, sec] as const), ['US-2-9', null], ['US-2-23', null], ['BR-7A-22a', null]], { phase: 'initial', space: 3 });
    s = step(s, { type: 'roll', die: 4 });
    while (s.phase !== 'allied-movement') s = step(s, game.legalMoves(s).find((m) => m.type === 'end-phase' || m.type === 'assign-supply') as Move);
    expect(s.campaign?.rp).toEqual({ us: 6, cw: 6 });
    // A 3-RP regiment lands at Utah; a second one may not (3 + 3 > 4), but may at Omaha.
    expect(landingAt(s, '2914').some((m) => m.unit === 'US-2-9')).toBe(true);
    s = step(s, { type: 'land', unit: 'US-2-9', to: '2914' });
    expect(s.campaign?.rp.us).toBe(3);
    expect(s.campaign?.rpLanded.Utah).toBe(3);
    expect(landingAt(s, '2914').some((m) => m.unit === 'US-2-23')).toBe(false);
    expect(landingAt(s, '2719').some((m) => m.unit === 'US-2-23')).toBe(true);
    // A 4-RP British armoured brigade lands at Gold, Juno or Sword, never at a US beach.
    expect(landingAt(s, '2525').some((m) => m.unit === 'BR-7A-22a')).toBe(true);
    expect(landingAt(s, '2719').some((m) => m.unit === 'BR-7A-22a')).toBe(false);
  });
  it('T04 the US Beach Engineer gone from Utah costs the US 2 RP a turn (N44 6.5.3)', () => {
    let s = position([['BR-Eng-5', '2530', 'Sword Queen'], ['US-Eng-1S', '2813', 'Utah']], { phase: 'initial', space: 3 });
    s = step(s, { type: 'roll', die: 4 });
    expect(s.campaign?.rp).toEqual({ us: 4, cw: 6 });
  });
  it('21.1 only an open beach (an engineer on it) takes RP units', () => {
    const s = position([['US-Eng-1S', '2914', 'Utah'], ['US-2-9', null]], { turn: 3 }, { rp: { us: 6, cw: 6 } });
    const lands = allMoves(s).filter((m): m is Extract<Move, { type: 'land' }> => m.type === 'land' && m.unit === 'US-2-9');
    expect(lands.some((m) => m.to === '2914')).toBe(true);
    expect(lands.some((m) => m.to === '2719' || m.to === '2720')).toBe(false);
  });
});

describe('Mulberries (N44 21.1, 5.3)', () => {
  it('T28 begun in the Initial Phase of turn 2 with Arromanches Allied and no German adjacent, complete on turn 6', () => {
    let s = position([['BR-50-231', '2624'], ['ge-352-914-1', '2716']], { phase: 'initial', turn: 2, space: 2, control: { '2624': 'allied' } });
    s = step(s, { type: 'roll', die: 3 });
    while (s.campaign && s.campaign.supplyToAssign > 0) s = step(s, { type: 'assign-supply', track: '7th-army' });
    expect(s.campaign?.mulberry.british.due).toBe(6);
    for (const turn of [3, 4, 5, 6]) {
      s = { ...s, phase: 'initial', turn, campaign: { ...(s.campaign as Campaign), supplyToAssign: 0 } };
      s = step(s, { type: 'roll', die: 3 });
      while (s.campaign && s.campaign.supplyToAssign > 0) s = step(s, { type: 'assign-supply', track: '7th-army' });
    }
    expect(s.campaign?.mulberry.british.done).toBe(true);
    // From then on 2 CW SupP a turn and RP may buy SupP (N44 5.3).
    const cw = s.campaign?.british as number;
    s = { ...s, phase: 'initial', turn: 7 };
    s = step(s, { type: 'roll', die: 3 });
    while (s.campaign && s.campaign.supplyToAssign > 0) s = step(s, { type: 'assign-supply', track: '7th-army' });
    expect(s.campaign?.british).toBe(cw + 2);
    s = { ...s, phase: 'allied-movement' };
    expect(game.legalMoves(s)).toContainEqual({ type: 'buy-army-supply', army: 'british' });
    const bought = step(s, { type: 'buy-army-supply', army: 'british' });
    expect([bought.campaign?.british, bought.campaign?.rp.cw]).toEqual([cw + 3, (s.campaign?.rp.cw ?? 0) - 3]);
  });
  it('T28 a German unit next to the site at the start of an Allied turn puts it back a turn; one in the hex destroys it', () => {
    const s0 = position([['ge-352-914-1', '2623'], ['BR-50-231', '2525']], { phase: 'german-supply' }, { mulberry: { us: { due: 0, done: false, destroyed: false }, british: { due: 6, done: false, destroyed: false } } });
    const s = step(s0, { type: 'end-phase' } as Move);
    expect(s.phase).toBe('allied-movement');
    expect(s.campaign?.mulberry.british.due).toBe(7);
    const s1 = position([['ge-352-914-1', '2624']], { phase: 'initial', space: 3 }, { mulberry: { us: { due: 0, done: false, destroyed: false }, british: { due: 6, done: false, destroyed: false } } });
    const s2 = step(s1, { type: 'roll', die: 3 });
    expect(s2.campaign?.mulberry.british.destroyed).toBe(true);
    expect(closedBeaches(s2)).toBe(1);
  });
});

describe('evacuation (N44 21.2)', () => {
  it('an unmoved unit on a beach hex goes to Britain; at most 2 a beach hex a turn', () => {
    let s = position([['US-4-8', '2914'], ['US-4-12', '2914'], ['US-4-22', '2914']]);
    expect(game.legalMoves(s).filter((m) => m.type === 'evacuate')).toHaveLength(3);
    s = step(s, { type: 'evacuate', unit: 'US-4-8' });
    s = step(s, { type: 'evacuate', unit: 'US-4-12' });
    expect(s.units.find((u) => u.id === 'US-4-8')?.box).toBe('britain');
    expect(game.legalMoves(s).filter((m) => m.type === 'evacuate')).toHaveLength(0);
  });
});

describe('special rules (N44 22)', () => {
  it('22.1 Allied units end at most 1 hex across the Army Boundary', () => {
    const s = position([['US-4-8', '2720'], ['BR-50-231', '2525']]);
    const us = s.units.find((u) => u.id === 'US-4-8')!;
    const br = s.units.find((u) => u.id === 'BR-50-231')!;
    // The boundary runs between columns 22 and 23 at the coast (stand-in map).
    expect(boundaryAllows(s, us, '2623', undefined)).toBe(true);
    expect(boundaryAllows(s, us, '2624', undefined)).toBe(false);
    expect(boundaryAllows(s, br, '2622', undefined)).toBe(true);
    expect(boundaryAllows(s, br, '2621', undefined)).toBe(false);
    const moves = allMoves(s).filter((m): m is Extract<Move, { type: 'move' }> => m.type === 'move' && m.unit === 'US-4-8');
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((m) => boundaryAllows(s, us, m.to, undefined))).toBe(true);
  });
  it('22.1 a unit more than 1 hex across the line must move back before the Allied Movement Phase ends', () => {
    const s = position([['US-4-8', '2526'], ['BR-50-231', '2525']]);
    const legal = game.legalMoves(s);
    expect(legal.some((m) => m.type === 'end-phase')).toBe(false);
    const back = allMoves(s).find((m): m is Extract<Move, { type: 'move' }> => m.type === 'move' && m.unit === 'US-4-8') as Move;
    expect(game.legalMoves(step(step(s, { type: 'select', unit: 'US-4-8' }), back)).some((m) => m.type === 'end-phase')).toBe(true);
  });
  it('22.1 US and Commonwealth units never take part in the same combat', () => {
    let s = position([['US-29-116', '2622'], ['BR-50-231', '2623'], ['ge-716-1', '2522']], { phase: 'allied-combat', strafeDone: true });
    s = step(s, { type: 'attack', target: '2522' });
    s = step(s, { type: 'commit', unit: 'US-29-116' });
    expect(game.legalMoves(s).some((m) => m.type === 'commit' && m.unit === 'BR-50-231')).toBe(false);
  });
  it('22.2 in the Final Phase a whole airborne division in supply and clear of the enemy may withdraw, for good', () => {
    let s = position([['US-82-505', '2811'], ['US-82-507', '2810'], ['US-Eng-1S', '2914', 'Utah']], { phase: 'allied-supply' });
    s = step(s, { type: 'end-phase' });
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'allied' });
    expect(game.legalMoves(s)).toEqual([{ type: 'withdraw-airborne', division: 'US-82' }, { type: 'end-phase' }]);
    s = step(s, { type: 'withdraw-airborne', division: 'US-82' });
    expect(s.units.filter((u) => u.id.startsWith('US-82')).every((u) => u.box === 'removed')).toBe(true);
    s = step(s, { type: 'end-phase' });
    expect(s.phase).toBe('initial');
    expect(s.turn).toBe(4);
  });
  it('22.2 no withdrawal while a unit of the division is next to the enemy', () => {
    let s = position([['US-82-505', '2811'], ['ge-91-1057', '2711'], ['US-Eng-1S', '2914', 'Utah']], { phase: 'allied-supply' });
    s = step(s, { type: 'end-phase' });
    expect(s.phase).toBe('initial');
    expect(game.actor(s).kind).toBe('chance');
  });
});

describe('automatic victory (N44 23)', () => {
  it('23.2 the Allies win holding St-Lo and the four Caen City hexes', () => {
    const s = position([['ge-hq-cotentin', '3606']], { control: { '1815': 'allied', '1928': 'allied', '1929': 'allied', '2029': 'allied', '2030': 'allied' } });
    expect(automaticVictory(s)).toBe('allied');
    expect(automaticVictory({ ...s, control: { ...s.control, '2030': 'german' } })).toBeNull();
  });
  it('23.2 St-Lo and a Cherbourg cut off from the south edge', () => {
    const s = position([['ge-hq-cotentin', '3606']], { control: { '1815': 'allied' } });
    // Cherbourg still traces south along the western roads: one condition of three is not enough.
    expect(automaticVictory(s)).toBeNull();
    expect(automaticVictory({ ...s, control: { ...s.control, '3606': 'allied', '3705': 'allied', '3706': 'allied' } })).toBe('allied');
  });
  it('23.2 an in-supply Allied unit on the south or east map edge', () => {
    const s = position([['US-4-8', '1015']]);
    expect(automaticVictory(s)).toBe('allied');
    expect(automaticVictory({ ...s, units: s.units.map((u) => ({ ...u, oos: 1 as const })) })).toBeNull();
  });
  it('23.3 the German wins with 3 beaches closed (Pointe du Hoc does not count)', () => {
    const s = position([['ge-352-914-1', '2719'], ['ge-352-914-2', '2720'], ['ge-716-1', '2818'], ['ge-hq-cotentin', '3606']]);
    expect(closedBeaches(s)).toBe(2);
    expect(automaticVictory(s)).toBeNull();
    const s3 = position([['ge-352-914-1', '2719'], ['ge-352-914-2', '2720'], ['ge-716-1', '2525'], ['ge-hq-cotentin', '3606']]);
    expect(automaticVictory(s3)).toBe('german');
  });
  it('23.3 seven US three-step units eliminated or Cadre; Canadian units and 2-step units never count', () => {
    const us = ['US-1-16', 'US-1-18', 'US-1-26', 'US-29-115', 'US-29-116', 'US-29-175', 'US-4-8'];
    const s = position([['ge-hq-cotentin', '3606'], ...us.map((id) => [id, '2914'] as const), ['CAN-3-7', '2527'], ['CAN-3-8', '2527'], ['CAN-3-9', '2527'], ['BR-50-231', '2525'], ['BR-50-69', '2525'], ['BR-50-151', '2525'], ['BR-50-56', '2526'], ['BR-3-8', '2530']]);
    const cadre = (ids: string[]) => ({ ...s, units: s.units.map((u) => (ids.includes(u.id) ? { ...u, steps: 1 } : u)) });
    expect(brokenDivisions(cadre(us.slice(0, 6)), 'US')).toBe(6);
    expect(automaticVictory(cadre(us.slice(0, 6)))).toBeNull();
    expect(automaticVictory(cadre(us))).toBe('german');
    expect(automaticVictory(cadre(['CAN-3-7', 'CAN-3-8', 'CAN-3-9', 'BR-50-231', 'BR-50-69']))).toBeNull();
    expect(automaticVictory(cadre(['CAN-3-7', 'BR-50-56', 'BR-50-151', 'BR-50-231', 'BR-50-69', 'BR-3-8']))).toBe('german');
  });
});

describe('victory points (N44 24.3, 25)', () => {
  // No German unit on the map: the lines trace freely; the engineers open their beaches.
  // Every Town and City on the Allied side of the 27 June line is Allied (the German has none there, T29).
  const north = (): Record<string, 'allied'> => {
    const b = normandyBoard();
    const out: Record<string, 'allied'> = {};
    for (let l = 0; l < b.map.size; l++) if (isTownOrCity(b, l) && inZone(b, l, 'june27-allied')) out[b.ids[l] as string] = 'allied';
    return out;
  };
  const base = (control: Record<string, 'allied' | 'german'>) => position(ENGINEERS.map(([id, hex, sec]) => [id, hex, sec] as const), { control: { ...north(), ...control } });
  const end = (st: State) => step({ ...st, turn: 22, phase: 'allied-supply' }, { type: 'end-phase' });
  it('T29 Cherbourg (6), a Caen City hex (2), Buron and Epron (2): net 10 wins; one German Town north of the line makes it 9 and a loss', () => {
    // Not St-Lo: with Cherbourg cut off it would be an automatic victory (N44 23.2).
    const s = base({ '2030': 'allied', '2128': 'allied', '2129': 'allied' });
    expect(campaignVp(s)).toEqual({ allied: 10, german: 0 });
    const won = end(s);
    expect([won.phase, won.winner]).toEqual(['over', 'allied']);
    expect(won.campaign?.vp).toEqual({ allied: 10, german: 0 });
    // Pont-l'Abbe (2708) German and tracing west to an entry hex: 1 German VP.
    const s2 = { ...s, control: { ...s.control, '2708': 'german' as const } };
    expect(campaignVp(s2)).toEqual({ allied: 10, german: 1 });
    expect(end(s2).winner).toBe('german');
  });
  it('T30 Allied 13 against the German Cherbourg hex and the peninsula Towns tracing to it: net short of 10, an Allied loss', () => {
    // The stand-in Perimeter holds no Town and only three peninsula Towns can trace to the German
    // Cherbourg hex: the Allies' 13 as printed (2 Cherbourg City hexes 4, Buron and Epron 2, 2 Caen
    // City hexes 4, Isigny south of the line 1, St-Lo 2 in place of the Perimeter Towns), the German 5, not 6.
    const german = ['3606', '2512', '2906', '2708'];
    const control: Record<string, 'allied' | 'german'> = { ...north() };
    for (const h of german) control[h] = 'german';
    Object.assign(control, { '2029': 'allied', '2030': 'allied', '2128': 'allied', '2129': 'allied', '1815': 'allied', '2323': 'allied', '2415': 'allied' });
    const s = position(ENGINEERS.map(([id, hex, sec]) => [id, hex, sec] as const), { control });
    expect(campaignVp(s)).toEqual({ allied: 13, german: 5 });
    const over = end(s);
    expect([over.phase, over.winner]).toEqual(['over', 'german']);
  });
  it('24.3 a Town or City scores only with a line of supply traced from it', () => {
    const s = base({ '1815': 'allied' });
    expect(campaignVp(s).allied).toBe(6 + 2);
    // Without the engineers no beach is a source (N44 18.1, 21.1): nothing scores.
    const cut = { ...s, units: s.units.filter((u) => !u.id.includes('Eng')) };
    expect(campaignVp(cut).allied).toBe(0);
  });
  it('25 mini-game: the road from Juno Beach to Ste-Mere-Eglise, Bayeux, drop hexes, and -2 per engineer off its beach', () => {
    // The coast road's towns must be Allied (control of a road, N44 25).
    const road = { '2415': 'allied', '2512': 'allied', '2622': 'allied', '2624': 'allied', '2811': 'allied' } as const;
    const s = position([...ENGINEERS.map(([id, hex, sec]) => [id, hex, sec] as const), ['US-82-505', '2811']], { control: { ...road } }, {}, 'mini-game');
    expect(beachesLinked({ ...s, control: { ...road, '2512': 'german' } })).toBe(false);
    expect(beachesLinked(s)).toBe(true);
    const vp = miniGameVp(s);
    const bayeux = miniGameVp({ ...s, control: { ...s.control, '2323': 'allied' } });
    expect(bayeux - vp).toBe(2);
    const off = { ...s, units: s.units.map((u) => (u.id === 'BR-Eng-5' ? { ...u, hex: '2430' } : u)) };
    expect(vp - miniGameVp(off)).toBe(2);
    const blocked = position([...ENGINEERS.map(([id, hex, sec]) => [id, hex, sec] as const), ['ge-716-1', '2620']], { control: { ...road } }, {}, 'mini-game');
    expect(beachesLinked(blocked)).toBe(false);
  });
});

describe('solitaire notes as an option (N44 27.2)', () => {
  const solo = (s: State): State => ({ ...s, options: { ...s.options, solitaire: true } });
  it('27.2 of 2 or more German SupP one goes to Fortress Cherbourg when it can', () => {
    let s = solo(position([['ge-hq-cotentin', '3606']], { phase: 'initial', turn: 5, space: 3 }));
    s = step(s, { type: 'roll', die: 2 }); // Overcast: 2 German SupP
    expect(s.campaign?.cherbourg).toBe(1);
    expect(s.campaign?.supplyToAssign).toBe(1);
    // Without the option the German places both.
    const free = step(position([['ge-hq-cotentin', '3606']], { phase: 'initial', turn: 5, space: 3 }), { type: 'roll', die: 2 });
    expect([free.campaign?.cherbourg, free.campaign?.supplyToAssign]).toEqual([0, 2]);
  });
  it('27.2 an Allied army buys at most 1 SupP a turn unless the roll is 5 or 6', () => {
    const s = solo(position([['BR-Eng-9+10', '2525', 'Gold Jig']], { space: 3 }, { rp: { us: 6, cw: 6 }, mulberry: { us: done, british: done } }));
    const once = step(s, { type: 'buy-army-supply', army: 'british' });
    expect(game.legalMoves(once).some((m) => m.type === 'buy-army-supply' && m.army === 'british')).toBe(false);
    expect(game.legalMoves({ ...once, space: 5 }).some((m) => m.type === 'buy-army-supply' && m.army === 'british')).toBe(true);
  });
  it('27.2 the German begins an IP only within 3 hexes of an Allied unit', () => {
    const s = solo(position([['ge-716-1', '2522'], ['ge-352-914-1', '1716'], ['BR-50-231', '2525']], { phase: 'german-movement', turn: 5 }));
    const ips = (st: State) => allMoves({ ...st, ipAllowance: { german: 2, allied: 0 } }).filter((m) => m.type === 'start-ip').map((m) => (m as { unit: string }).unit);
    expect(ips(s)).not.toContain('ge-352-914-1');
    expect(ips({ ...s, options: { ...s.options, solitaire: false } })).toContain('ge-352-914-1');
  });
  it('27.2 an Allied army begins an IP only if it began none the turn before', () => {
    const s = solo(position([['US-29-116', '2620'], ['BR-50-231', '2525'], ['ge-716-1', '2522']], { phase: 'allied-movement', turn: 6, ipAllowance: { german: 0, allied: 2 } }));
    const ips = (st: State) => allMoves(st).filter((m) => m.type === 'start-ip').map((m) => (m as { unit: string }).unit).sort();
    expect(ips(s)).toEqual(['BR-50-231', 'US-29-116']);
    const usLast: State = { ...s, ips: { '2719': { side: 'allied', complete: true, turn: 5, army: 'us' } } };
    expect(ips(usLast)).toEqual(['BR-50-231']);
    expect(ips({ ...usLast, options: { ...usLast.options, solitaire: false } })).toEqual(['BR-50-231', 'US-29-116']);
  });
  it('27.2 SS units come back from the Eliminated box first; Repl on the map are free', () => {
    const base = solo(position([['ge-12ss-25pzg', '1720'], ['ge-12ss-26', '1721'], ['ge-91-1057', '1722'], ['ge-91-1058', '1723'], ['US-Eng-1S', '2914']], { phase: 'german-replacement', turn: 5 }, { records: { britInf: 0, britArmor: 0, cdnInf: 0, cw: 0, germanInf: 3, germanArmor: 0 } }));
    // The 12SS 26th and the 91st 1057th are eliminated; the 12SS 25th is one step down on the map.
    const s: State = { ...base, units: base.units.map((u) => (u.id === 'ge-12ss-26' || u.id === 'ge-91-1057' ? { ...u, box: 'eliminated' as const, hex: null, steps: 0 } : u.id === 'ge-12ss-25pzg' ? { ...u, steps: 1 } : u)) };
    const units = (st: State) => [...new Set(game.legalMoves(st).filter((m) => m.type === 'replace').map((m) => (m as { unit: string }).unit))].sort();
    expect(units(s)).toEqual(['ge-12ss-25pzg', 'ge-12ss-26']);
    expect(units({ ...s, options: { ...s.options, solitaire: false } })).toEqual(['ge-12ss-25pzg', 'ge-12ss-26', 'ge-91-1057']);
  });
  it('27.2 reinforcements enter on their turn unless barred: no delay while an entry hex is open', () => {
    const s0 = solo(position([['US-Eng-1S', '2914']], { phase: 'german-movement', turn: 5 }));
    const s: State = { ...s0, units: [...s0.units, { ...(s0.units[0] as State['units'][number]), id: 'ge-265-kg', side: 'german', hex: null, box: 'reinforcement', arrives: 5, entry: '1002' }] };
    expect(allMoves(s).some((m) => m.type === 'delay-entry')).toBe(false);
    expect(allMoves(s).some((m) => m.type === 'enter')).toBe(true);
    expect(allMoves({ ...s, options: { ...s.options, solitaire: false } }).some((m) => m.type === 'delay-entry')).toBe(true);
  });
});

describe('the glider regiments (N44 20.2)', () => {
  it('20.2 they land on their LZ at the start of turn 2 and roll for dispersal at +1', () => {
    const s0 = position([['US-82-325', null], ['ge-hq-cotentin', '3606']], { phase: 'initial', turn: 2, space: 2 }, { landing: { 'US-82-325': '82nd glider LZ' } });
    let s = { ...s0, units: s0.units.map((u) => (u.id === 'US-82-325' ? { ...u, box: 'wave' as const, arrives: 2 } : u)) };
    s = step(s, { type: 'roll', die: 2 });
    while (s.campaign && s.campaign.supplyToAssign > 0) s = step(s, { type: 'assign-supply', track: '7th-army' });
    expect(s.units.find((u) => u.id === 'US-82-325')?.hex).toBe('2711');
    expect(game.actor(s).kind).toBe('chance');
    // A 4 reads 5 on the 82nd column: S (dispersed, no step lost), not S1.
    s = step(s, { type: 'roll', die: 4 });
    const g = s.units.find((u) => u.id === 'US-82-325')!;
    expect([g.dispersed, g.steps]).toEqual([true, 3]);
    expect(s.phase).toBe('german-movement');
  });
  it('20.2 an enemy-held LZ delays them a turn', () => {
    const s0 = position([['US-82-325', null], ['ge-91-1057', '2711']], { phase: 'initial', turn: 2, space: 2, control: { '3606': 'allied', '3705': 'allied', '3706': 'allied' } }, { landing: { 'US-82-325': '82nd glider LZ' } });
    const s = step({ ...s0, units: s0.units.map((u) => (u.id === 'US-82-325' ? { ...u, box: 'wave' as const, arrives: 2 } : u)) }, { type: 'roll', die: 2 });
    expect(s.units.find((u) => u.id === 'US-82-325')).toMatchObject({ box: 'wave', arrives: 3 });
  });
});

describe('the Rangers and the 4th Special Service Brigade (N44 17.5)', () => {
  it('17.5 the Rangers leave at the start of the Allied turn with no German within 4 hexes of Pointe du Hoc (2818); the 4th SS Brigade likewise for Arromanches', () => {
    const units: [string, string][] = [['US-2Rgr', '2818'], ['US-5Rgr', '2817'], ['BR-4SS', '2624'], ['BR-1SS', '2530'], ['US-Eng-1S', '2914']];
    // A German 3 hexes from Arromanches (2624 -> 2324 is 3 rows south), none near Pointe du Hoc.
    const s = position([...units, ['ge-352-916-1', '2324']], { phase: 'allied-replacement' });
    const after = enterPhase(s, 'allied-replacement', []);
    const box = (st: State, id: string) => st.units.find((u) => u.id === id)?.box;
    expect([box(after, 'US-2Rgr'), box(after, 'US-5Rgr')]).toEqual(['removed', 'removed']);
    expect(box(after, 'BR-4SS')).toBe('map');
    // The 1st SS Brigade stays in any case.
    expect(box(after, 'BR-1SS')).toBe('map');
    // With the German gone from Arromanches' reach, the 4th SS leaves too.
    const far = position([...units, ['ge-352-916-1', '1815']], { phase: 'allied-replacement' });
    expect(box(enterPhase(far, 'allied-replacement', []), 'BR-4SS')).toBe('removed');
    // A German within 4 hexes of Pointe du Hoc keeps the Rangers.
    const near = position([...units, ['ge-352-914-1', '2716']], { phase: 'allied-replacement' });
    expect(box(enterPhase(near, 'allied-replacement', []), 'US-2Rgr')).toBe('map');
  });
});
