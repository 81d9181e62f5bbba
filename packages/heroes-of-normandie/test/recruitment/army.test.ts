import { describe, expect, it } from 'vitest';
import { armyCost, armyProblems, armyUnits, FREE_SKIRMISH, game, type ArmyList } from '../../src/index.js';
import { eliminate } from '../../src/combat/damage.js';
import { starCount } from '../../src/sequence/orders.js';

const base: ArmyList = { faction: 'US', tiles: [{ tile: 'us-rifle-platoon', options: [] }], heroes: [] };

describe('T73 army legality (HoN p.4 L208, L214, L238, L248)', () => {
  it('T73 a legal army has no problem', () => expect(armyProblems(base, 200)).toEqual([]));
  it('T73 an option whose bands match no edge of its slot is illegal', () => {
    const list: ArmyList = { ...base, tiles: [{ tile: 'us-rifle-platoon', options: [{ slot: 0, option: 'us-planning' }] }] };
    expect(armyProblems(list, 200).map((p) => p.rule)).toContain('HoN p.4 L214');
  });
  it('T73 a Command without an Officer tile is illegal', () => {
    const list: ArmyList = { ...base, tiles: [{ tile: 'us-rifle-platoon', options: [{ slot: 1, option: 'us-sherman' }] }, { tile: 'us-rifle-platoon', options: [] }] };
    expect(armyProblems(list, 400)).toEqual([]);
    const cmd: ArmyList = { faction: 'US', tiles: [{ tile: 'us-rifle-platoon', options: [{ slot: 0, option: 'us-courageous' }] }], heroes: [] };
    expect(armyProblems(cmd, 200)).toEqual([]);
    const bad = { faction: 'US' as const, tiles: [{ tile: 'us-command', options: [{ slot: 0, option: 'us-planning' }] }], heroes: [] };
    expect(armyProblems(bad, 200)).toEqual([]);
    // The Planning command on the platoon's yellow-less slot also fails the band test; on a yellow slot without an officer:
    const noOfficer = armyProblems({ faction: 'US', tiles: [{ tile: 'us-rifle-platoon', options: [{ slot: 1, option: 'us-bluff' }] }], heroes: [] }, 200);
    expect(noOfficer.map((p) => p.rule)).toContain('HoN p.4 L238');
  });
  it('T73 a hero with a specific badge needs a tile of that badge; a generic hero does not', () => {
    expect(armyProblems({ ...base, heroes: ['us-ranger'] }, 200).map((p) => p.rule)).toContain('HoN p.4 L248');
    expect(armyProblems({ ...base, heroes: ['us-sergeant'] }, 200)).toEqual([]);
  });
  it('T73 an army with no tile is illegal', () => {
    expect(armyProblems({ faction: 'US', tiles: [], heroes: [] }, 200).map((p) => p.rule)).toContain('HoN p.4 L208');
  });
  it('the cost must fit the Army Points; Nazi Basterds gives +30 (HoN p.4 L200, p.12 L963)', () => {
    expect(armyCost(FREE_SKIRMISH.armies.US)).toBe(190);
    expect(armyProblems(FREE_SKIRMISH.armies.US, 189).map((p) => p.rule)).toContain('HoN p.4 L200');
    const de: ArmyList = { faction: 'DE', tiles: [{ tile: 'de-rifle-platoon', options: [{ slot: 0, option: 'de-mg42-team' }] }, { tile: 'de-command', options: [{ slot: 0, option: 'de-nazi-basterds' }] }], heroes: [] };
    expect(armyCost(de)).toBe(90);
    expect(armyProblems(de, 60)).toEqual([]); // 60 + 30 = 90
  });
  it('units are instanced per tile, option and hero', () => {
    expect(armyUnits(FREE_SKIRMISH.armies.US).map((u) => u.id)).toEqual(['t0.0', 't0.1', 't0.2', 't0.s0.0', 't0.s1.0', 't1.0', 't1.s1.0', 'h0']);
  });
});

describe('T72 Break Points (HoN p.4 L278-282)', () => {
  const start = game.setup(FREE_SKIRMISH);
  if (!start.ok) throw new Error(start.error.message);
  it('T72 the tile breaks at its Break Point: the opponent gains its VP at once, and the tile loses its stars', () => {
    let s = start.state;
    const before = starCount(s, 'US');
    s = eliminate(s, 'US.t0.0', [], false, 'test');
    expect(s.groups.find((g) => g.key === 'US.t0')).toMatchObject({ lost: 1, broken: false });
    expect(s.sides.DE.vp).toBe(0);
    s = eliminate(s, 'US.t0.1', [], false, 'test');
    expect(s.groups.find((g) => g.key === 'US.t0')).toMatchObject({ lost: 2, broken: true });
    expect(s.sides.DE.vp).toBe(10);
    // The platoon's 2 stars and its corner star are lost.
    expect(starCount(s, 'US')).toBe(before - 3);
  });
  it('T72 a unit of a support option counts for the option, not the tile', () => {
    const s = eliminate(start.state, 'US.t0.s0.0', [], false, 'test');
    expect(s.groups.find((g) => g.key === 'US.t0.s0')).toMatchObject({ lost: 1, broken: true });
    expect(s.groups.find((g) => g.key === 'US.t0')).toMatchObject({ lost: 0 });
    expect(s.sides.DE.vp).toBe(5);
  });
});
