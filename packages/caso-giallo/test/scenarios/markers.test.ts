/** CG R10.7 with SB5.3k-l, SB6.3k-l, SB7.3l, SB7.7c: the set-up's Crossing Interdicted markers and a standing Eben Emael. */
import { describe, expect, it } from 'vitest';
import { game, scenarios, SCENARIO_DATA, type State } from '@esagono/caso-giallo';
import { ebenEmaelDestroyed, ebenEmaelInterdiction, rollEbenEmael } from '../../src/scenarios/eben-emael.js';
import { fortifiedOwner, interdictedCrossing } from '../../src/supply/index.js';
import { enterCost } from '../../src/movement/index.js';
import { nextTurn } from '../../src/sequence/turn.js';
import { crossingAt, riverAt, roadAt } from '../../src/map/board.js';

function start(id: string): State {
  const r = game.setup(scenarios[id]!);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}
const B = SCENARIO_DATA['hypothetical']!.board;
const L = (id: string) => B.loc(id);
const ids = (locs: readonly number[]) => locs.map((l) => B.ids[l]!).sort();
const dir = (a: string, b: string) => [0, 1, 2, 3, 4, 5].find((d) => B.map.neighbor(L(a), d) === L(b))!;

describe('CG R10.7: Crossing Interdicted markers of the set-up', () => {
  it('SB5.3k, SB6.3k: one marker in 3030; SB5.3l: the Eben Emael Destroyed marker in 2928 (its line destroyed)', () => {
    for (const id of ['historical', 'better-information']) {
      const s = start(id);
      const b = SCENARIO_DATA[id]!.board;
      expect((s.interdicted ?? []).map((l) => b.ids[l])).toEqual(['3030']);
      expect(ebenEmaelDestroyed(s)).toBe(true);
      expect(fortifiedOwner(s, b.loc('2928'))).toBeNull();
    }
  });

  it('SB7.3l: scenario 3 starts with markers in 3030, 3629, 3830 and 4032, and the standing fort\'s in 2828 and 3029', () => {
    const s = start('hypothetical');
    expect(ids(s.interdicted ?? [])).toEqual(['3030', '3629', '3830', '4032']);
    expect(ids(ebenEmaelInterdiction(s))).toEqual(['2828', '3029']);
    // The Albert Canal crossing 2828|2928 is interdicted against the German (R10.7: +1 MP more, no line across).
    expect(interdictedCrossing(s, L('2828'), dir('2828', '2928'))).toBe(true);
    // The standing fort is an Allied fortified hex (R11.7a: its garrison defends; no German enters it).
    expect(fortifiedOwner(s, L('2928'))).toBe('allied');
  });
});

describe('CG SB7.7c: the standing fort until it is destroyed', () => {
  it('a 1-2 leaves the fort and its markers (through the next turn too); a 3-6 destroys both', () => {
    const s = start('hypothetical');
    const stands = rollEbenEmael(s, 2);
    expect(ebenEmaelDestroyed(stands)).toBe(false);
    const later = nextTurn(stands);
    // The set-up's other markers come off with the turn (R5.1c); the fort's stay.
    expect(later.interdicted ?? []).toEqual([]);
    expect(ids(ebenEmaelInterdiction(later))).toEqual(['2828', '3029']);
    const falls = rollEbenEmael(s, 3);
    expect(ebenEmaelDestroyed(falls)).toBe(true);
    expect(ebenEmaelInterdiction(falls)).toEqual([]);
    expect(interdictedCrossing({ ...falls, interdicted: [] }, L('2828'), dir('2828', '2928'))).toBe(false);
    expect(fortifiedOwner(falls, L('2928'))).toBeNull();
    // Destroyed in combat by a DE (R11.7): the fort's line on the destroyed list ends its markers too.
    const de: State = { ...stands, fortDestroyed: [L('2928')] };
    expect(ebenEmaelInterdiction(de)).toEqual([]);
  });

  it('T23 an interdicted crossing: a Major River hexside normally +1 MP costs +2 MP for the German (R10.7e)', () => {
    const s0 = start('hypothetical');
    const s: State = { ...s0, interdicted: [], campaign: { ...s0.campaign, ebenEmael: 'destroyed' } };
    const german = s.units.find((u) => u.loc >= 0 && SCENARIO_DATA['hypothetical']!.counters.get(u.id)!.size === 'corps' && SCENARIO_DATA['hypothetical']!.counters.get(u.id)!.side === 'german')!;
    let checked = 0;
    for (let from = 0; from < B.map.size && checked < 5; from++) {
      for (let d = 0; d < 6; d++) {
        const to = B.map.neighbor(from, d);
        if (to < 0 || riverAt(B, from, d) !== 'major' || !crossingAt(B, from, d) || B.terrain[to] !== 'clear' || roadAt(B, from, d) || B.works[to] || B.fortified[to]) continue;
        expect(enterCost(s, german, 'german', from, d, to)).toBe(2); // clear 1 + Major River 1
        expect(enterCost({ ...s, interdicted: [to] }, german, 'german', from, d, to)).toBe(3); // + interdiction 1
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('CG SB6.4a: the alternative French set-up hexes (stand-in list)', () => {
  it('SB6.4a: scenario 2 sets 1, 2 and 3 DCR up behind the Meuse at Sedan; every other unit as in scenario 1', () => {
    const s1 = start('historical');
    const s2 = start('better-information');
    const hex = (s: State, id: string) => B.ids[s.units.find((u) => u.id === id)!.loc];
    expect([hex(s2, '1DCR'), hex(s2, '2DCR'), hex(s2, '3DCR')]).toEqual(['2022', '1922', '2122']);
    expect(hex(s1, '1DCR')).toBe('1617');
    const moved = s2.units.filter((u) => s1.units.find((x) => x.id === u.id)!.loc !== u.loc).map((u) => u.id).sort();
    expect(moved).toEqual(['1DCR', '2DCR', '3DCR']);
  });
});
