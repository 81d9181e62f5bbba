import { describe, expect, it } from 'vitest';
import { game } from '../../src/index.js';
import { unitById } from '../../src/position.js';
import type { Campaign, Move, SetupInput, State } from '../../src/state.js';

/** A campaign position on the stand-in map, units at given steps lost, in a Replacement Phase. */
function position(units: readonly (readonly [string, string, number?])[], patch: Partial<State>, campaign: Partial<Campaign> = {}): State {
  const input: SetupInput = {
    scenario: 'campaign',
    name: 'replacements',
    edition: '2010',
    lastTurn: 22,
    provenance: { kind: 'derived', note: 'test' },
    germanSupply: 0,
    options: { historicalWeather: false, flankFire: false },
    units: units.map(([id, hex]) => ({ id, hex, box: 'map' as const, arrives: 0, entry: null })),
  };
  const r = game.setup(input as never);
  if (!r.ok) throw new Error(r.error.message);
  const s = r.state;
  const lost = new Map(units.map(([id, , n]) => [id, n ?? 0]));
  return {
    ...s,
    invasion: null,
    turn: 3,
    ...patch,
    units: s.units.map((u) => ({ ...u, steps: u.steps - (lost.get(u.id) ?? 0) })),
    campaign: { ...(s.campaign as Campaign), sectors: [], ...campaign },
  };
}
const replaces = (s: State) => game.legalMoves(s).filter((m): m is Extract<Move, { type: 'replace' }> => m.type === 'replace');
const ids = (s: State) => [...new Set(replaces(s).map((m) => m.unit))].sort();
function step(s: State, m: Move): State {
  const r = game.resolve(s, m);
  if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.message}`);
  return r.state;
}
const records: Campaign['records'] = { britInf: 0, britArmor: 0, cdnInf: 0, cw: 0, germanInf: 0, germanArmor: 0 };
// Beach engineers make their beaches supply sources (N44 18.1, 21).
const ALLIED: [string, string, number?][] = [
  ['US-Eng-1S', '2914'],
  ['BR-Eng-9+10', '2525'],
  ['BR-Eng-7+8', '2527'],
  ['BR-50-231', '2525', 1],
  ['CAN-3-7', '2527', 1],
  ['CAN-2A-1Hus', '2527', 1],
  ['US-101-501', '2914', 1],
  ['US-101-502', '2914', 1],
];

describe('campaign replacements in the Replacement Phase (N44 6.1-6.3, 20.2)', () => {
  it('6.2 British, Canadian (or CW), British armor for Canadian armor, and Airborne Repl each serve their units', () => {
    const s = position(ALLIED, { phase: 'allied-replacement' }, { records: { ...records, cw: 1, britArmor: 1 }, airborneRepl: { us: 1, british: 0 } });
    expect(ids(s)).toEqual(['BR-50-231', 'CAN-2A-1Hus', 'CAN-3-7', 'US-101-501', 'US-101-502']);
    // No Repl of a type: nobody of it is offered.
    const none = position(ALLIED, { phase: 'allied-replacement' }, { records: { ...records, britArmor: 1 } });
    expect(ids(none)).toEqual(['CAN-2A-1Hus']);
  });
  it('6.2 a Canadian infantry unit uses its Canadian Repl before a CW one, which the British may still use', () => {
    let s = position(ALLIED, { phase: 'allied-replacement' }, { records: { ...records, cdnInf: 1, cw: 1 } });
    s = step(s, { type: 'replace', unit: 'CAN-3-7', hex: '2527' });
    expect(s.campaign?.records).toMatchObject({ cdnInf: 0, cw: 1 });
    expect(unitById(s, 'CAN-3-7')).toMatchObject({ steps: 3, replaced: true });
    s = step(s, { type: 'replace', unit: 'BR-50-231', hex: '2525' });
    expect(s.campaign?.records).toMatchObject({ cw: 0 });
  });
  it('20.2 at most 1 Airborne Repl per airborne division per turn', () => {
    let s = position(ALLIED, { phase: 'allied-replacement' }, { airborneRepl: { us: 2, british: 0 } });
    expect(ids(s)).toEqual(['US-101-501', 'US-101-502']);
    s = step(s, { type: 'replace', unit: 'US-101-501', hex: '2914' });
    expect(s.campaign?.airborneRepl.us).toBe(1);
    expect(ids(s)).toEqual([]);
  });
  it('6.1 German infantry and armor Repl of the campaign restore German units; none on turn 1', () => {
    const s = position([['ge-91-1057', '3506', 1], ['US-Eng-1S', '2914']], { phase: 'german-replacement' }, { records: { ...records, germanInf: 1 } });
    expect(ids(s)).toEqual(['ge-91-1057']);
    const after = step(s, { type: 'replace', unit: 'ge-91-1057', hex: '3506' });
    expect(after.campaign?.records.germanInf).toBe(0);
    expect(unitById(after, 'ge-91-1057')?.steps).toBe(2);
    expect(ids({ ...s, campaign: { ...(s.campaign as Campaign), records: { ...records, germanArmor: 1 } } })).toEqual([]);
    expect(ids({ ...s, turn: 1 })).toEqual([]);
  });
  it('3 the campaign turn passes through the Allied Replacement Phase when a Repl can be spent', () => {
    const s = position(ALLIED, { phase: 'german-supply' }, { records: { ...records, britInf: 1 } });
    let st = s;
    for (let i = 0; i < 10 && st.phase !== 'allied-replacement' && st.phase !== 'allied-movement'; i++) {
      const m = game.legalMoves(st)[0] ?? ({ type: 'end-phase' } as Move);
      st = step(st, m.type === 'end-phase' || m.type === 'roll' ? m : { type: 'end-phase' });
    }
    expect(st.phase).toBe('allied-replacement');
  });
});

describe('6.4 German limited replacements in the campaign', () => {
  // TQ 0 (275th Heinz), TQ -1 (265th KG), TQ 1 (12SS 25th PzG), a Panther (Lehr 130-1), a Pz IV (12SS 12-2), each one step down.
  const GERMANS: [string, string, number][] = [['ge-275-heinz', '3505', 1], ['ge-265-kg', '3507', 1], ['ge-12ss-25pzg', '3506', 1], ['ge-lehr-130-1', '3406', 1], ['ge-12ss-12-2', '3407', 1]];
  const german = (repl: Partial<State['repl']>, rec: Partial<Campaign['records']> = {}, space = 4) =>
    position([...GERMANS, ['US-Eng-1S', '2914']], { phase: 'german-replacement', space, repl: { germanInfNow: 0, germanArmorStorm: 0, usInf: 0, usArmor: 0, ...repl } }, { records: { ...records, ...rec } });
  it('6.4 the German low-TQ Repl of a 5 serves TQ 0 or -1 only, of a 6 TQ -1 only, and is never recorded', () => {
    expect(ids(german({ germanInfNow: 1 }, {}, 5))).toEqual(['ge-265-kg', 'ge-275-heinz']);
    expect(ids(german({ germanInfNow: 1 }, {}, 6))).toEqual(['ge-265-kg']);
    // A normal infantry Repl serves every TQ.
    expect(ids(german({}, { germanInf: 1 }))).toEqual(['ge-12ss-25pzg', 'ge-265-kg', 'ge-275-heinz']);
    // Rolled: a 5 or a 6 leaves the record alone and the Repl waits for this turn only.
    for (const [before, die, space] of [[4, 5, 5], [5, 6, 6]] as const) {
      let s = position([['ge-hq-cotentin', '3606']], { phase: 'initial', turn: 5, space: before });
      s = step(s, { type: 'roll', die });
      expect(s.space).toBe(space);
      expect(s.repl.germanInfNow).toBe(1);
      expect(s.campaign?.records.germanInf).toBe(0);
    }
  });
  it('6.4 the low-TQ Repl is lost in the Recovery Phase if not used', () => {
    const s = german({ germanInfNow: 1 }, {}, 5);
    let st = step(s, { type: 'end-phase' });
    for (let i = 0; i < 12 && st.phase !== 'allied-replacement' && st.phase !== 'allied-movement'; i++) st = step(st, game.legalMoves(st).find((m) => m.type === 'end-phase' || m.type === 'roll') ?? { type: 'end-phase' });
    expect(st.repl.germanInfNow).toBe(0);
    expect(st.campaign?.records.germanInf).toBe(0);
  });
  it('6.4 a Panther or Tiger step only with the armor Repl of a 1 used at once; unused it becomes a normal armor Repl', () => {
    // A normal armor Repl restores the Pz IV, never the Panther.
    expect(ids(german({}, { germanArmor: 1 }))).toEqual(['ge-12ss-12-2']);
    // The roll-1 armor Repl serves both.
    const pt = german({ germanArmorStorm: 1 }, {}, 1);
    expect(ids(pt)).toEqual(['ge-12ss-12-2', 'ge-lehr-130-1']);
    const after = step(pt, { type: 'replace', unit: 'ge-lehr-130-1', hex: '3406' });
    expect(after.repl.germanArmorStorm).toBe(0);
    expect(unitById(after, 'ge-lehr-130-1')?.steps).toBe(2);
    // Rolled: a Storm turn's armor Repl waits in the PT pool, not on the record.
    let s = position([['ge-hq-cotentin', '3606']], { phase: 'initial', turn: 5, space: 2 });
    s = step(s, { type: 'roll', die: 1 });
    expect(s.space).toBe(1);
    expect([s.repl.germanArmorStorm, s.campaign?.records.germanArmor]).toEqual([1, 0]);
    // Unused, in the Recovery Phase it joins the record as a normal armor Repl.
    let st = step({ ...pt, units: pt.units.map((u) => (u.id === 'ge-lehr-130-1' || u.id === 'ge-12ss-12-2' ? { ...u, steps: 2 } : u)) }, { type: 'end-phase' });
    for (let i = 0; i < 12 && st.phase !== 'allied-replacement' && st.phase !== 'allied-movement'; i++) st = step(st, game.legalMoves(st).find((m) => m.type === 'end-phase' || m.type === 'roll') ?? { type: 'end-phase' });
    expect([st.repl.germanArmorStorm, st.campaign?.records.germanArmor]).toEqual([0, 1]);
  });
  it('4 the German Repl cells the text lacks: roll 2 infantry, roll 3 armor (stand-in), both on the record', () => {
    for (const [die, inf, armor] of [[2, 1, 0], [3, 0, 1]] as const) {
      let s = position([['ge-hq-cotentin', '3606']], { phase: 'initial', turn: 5, space: 3 });
      s = step(s, { type: 'roll', die });
      expect(s.space).toBe(die);
      while (s.campaign && s.campaign.supplyToAssign > 0) s = step(s, { type: 'assign-supply', track: '7th-army' });
      expect([s.campaign?.records.germanInf, s.campaign?.records.germanArmor]).toEqual([inf, armor]);
    }
  });
});
