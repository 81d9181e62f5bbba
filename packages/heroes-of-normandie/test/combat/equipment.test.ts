import { describe, expect, it } from 'vitest';
import { game, type State } from '../../src/index.js';
import { activate, board, play, u, unit } from '../fixtures.js';

const group = (key: string, owner: 'US' | 'DE', item: string, markers = 3, wide = false) => ({
  key,
  owner,
  breakPoint: 99,
  vp: 0,
  lost: 0,
  broken: false,
  stars: 0,
  grants: [item],
  wide,
  markers,
});

describe('Equipment announced before the roll (HoN p.10 L776-836)', () => {
  it('T67 two Ammo markers announced against infantry: +2, both discarded (L792-796)', () => {
    const st: State = { ...board([unit('a', 'US', 'us-rifle-squad', 5, 10, { group: 'US.t0' }), unit('t', 'DE', 'de-grenadiers', 5, 5)]), groups: [group('US.t0.s0', 'US', 'ammo')] };
    let s = play(activate(st, 'a'), [{ type: 'fire', target: 't', weapon: 0 }]);
    expect(s.attack?.stage).toBe('declare');
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'US' });
    s = play(s, [{ type: 'equipment', item: 'ammo' }, { type: 'equipment', item: 'ammo' }, { type: 'hold' }]);
    expect(s.attack).toMatchObject({ attackMod: 4, stage: 'roll' });
    expect(s.groups[0]!.markers).toBe(1);
    // A unit of another tile may not use them.
    const other: State = { ...st, units: st.units.map((x) => (x.id === 'a' ? { ...x, group: 'US.t1' } : x)) };
    expect(play(activate(other, 'a'), [{ type: 'fire', target: 't', weapon: 0 }]).attack?.stage).toBe('roll');
  });
  it('T68 APC Shells: one per attack (L810); Fuel: +1 MV, one a turn (L836)', () => {
    const st: State = {
      ...board([unit('s', 'US', 'us-sherman', 9, 5, { facing: 4, group: 'US.t0' }), unit('t', 'DE', 'de-panzer-iv', 5, 5, { facing: 2 })]),
      groups: [group('US.t0.s0', 'US', 'apcShells'), group('US.t0.s1', 'US', 'fuel')],
    };
    let s = play(activate(st, 's'), [{ type: 'fire', target: 't', weapon: 0 }]);
    expect(game.legalMoves(s)).toEqual([{ type: 'equipment', item: 'apcShells' }, { type: 'hold' }]);
    s = play(s, [{ type: 'equipment', item: 'apcShells' }]);
    expect(game.legalMoves(s)).toEqual([{ type: 'hold' }]);
    const fuel = play(activate(st, 's'), [{ type: 'equipment', item: 'fuel' }]);
    expect(fuel.activation?.boost.move).toBe(1);
    expect(game.legalMoves(fuel)).not.toContainEqual({ type: 'equipment', item: 'fuel' });
  });
  it('T69 two Additional Shielding markers announced by the defender before the roll: DEF +2, discarded even on a miss (L780-788)', () => {
    const st: State = {
      ...board([unit('s', 'US', 'us-sherman', 9, 5, { facing: 4 }), unit('t', 'DE', 'de-panzer-iv', 5, 5, { facing: 2, group: 'DE.t0' })]),
      groups: [group('DE.t0.s0', 'DE', 'additionalShielding')],
    };
    let s = play(activate(st, 's'), [{ type: 'fire', target: 't', weapon: 0 }]);
    expect(s.attack?.stage).toBe('reaction');
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'DE' });
    s = play(s, [{ type: 'equipment', item: 'additionalShielding' }, { type: 'equipment', item: 'additionalShielding' }, { type: 'hold' }]);
    expect(s.attack?.defenseMod).toBe(2);
    s = play(s, [{ type: 'die', face: 1 }]);
    expect(s.groups[0]!.markers).toBe(1);
    expect(u(s, 't').damage).toEqual([]);
  });
});

describe('Area of effect: the grenade (HoN p.7 L544-558, p.10 L844-850)', () => {
  const grenades = group('US.t0.s1', 'US', 'grenade');
  it('T46 a marker on interspace (10,10) attacks every unit on (9,9), (10,9), (9,10), (10,10), each with its own die; a heavy vehicle meets its side defence', () => {
    const st: State = {
      ...board([
        unit('g', 'US', 'us-rifle-squad', 8, 8, { group: 'US.t0' }),
        unit('a1', 'DE', 'de-grenadiers', 9, 9),
        unit('a2', 'DE', 'de-grenadiers', 10, 9),
        unit('a3', 'DE', 'de-kubelwagen', 9, 10),
        unit('a4', 'DE', 'de-panzer-iv', 10, 10, { facing: 4 }),
        unit('out', 'DE', 'de-grenadiers', 11, 11),
      ]),
      groups: [grenades],
    };
    let s = play(activate(st, 'g'), [{ type: 'grenade', px: 10, py: 10 }]);
    expect(s.groups[0]!.markers).toBe(2);
    const hit: string[] = [];
    while (s.attack) {
      hit.push(s.attack.target);
      if (s.attack.target === 'a4') expect(s.attack.defense).toBe(6);
      s = play(s, [{ type: 'die', face: 1 }]);
    }
    expect(hit).toEqual(['a1', 'a2', 'a3', 'a4']);
  });
  it('T51 a grenade reaches interspaces at distance 2, not 3, and never scatters (L848, [A6])', () => {
    const st: State = { ...board([unit('g', 'US', 'us-rifle-squad', 5, 5, { group: 'US.t0' }), unit('e', 'DE', 'de-grenadiers', 7, 7), unit('f', 'DE', 'de-grenadiers', 8, 8)]), groups: [grenades] };
    const throws = game.legalMoves(activate(st, 'g')).filter((m) => m.type === 'grenade');
    // (7,7) is under points (7,7), (8,7), (7,8) and (8,8); from (5,5) point (7,7) is at 2, (8,8) at 3.
    expect(throws).toContainEqual({ type: 'grenade', px: 7, py: 7 });
    expect(throws).not.toContainEqual({ type: 'grenade', px: 8, py: 8 });
    expect(throws).not.toContainEqual({ type: 'grenade', px: 9, py: 9 });
    const thrown = play(activate(st, 'g'), [{ type: 'grenade', px: 7, py: 7 }]);
    // Straight to the attack roll: one die, no scatter roll.
    expect(thrown.attack).toMatchObject({ mode: 'grenade', target: 'e', stage: 'roll' });
    expect(game.chanceOutcomes(thrown)).toHaveLength(6);
  });
});

describe('Traits with markers (HoN p.12 L935-937, L987-989)', () => {
  it('Triggerhappy: as a unit fires, one of its Suppressed markers goes on the target, once per shot', () => {
    const st: State = { ...board([unit('a', 'US', 'us-rifle-squad', 5, 10, { group: 'US.t0' }), unit('t', 'DE', 'de-grenadiers', 5, 5)]), groups: [group('US.t0.s0', 'US', 'triggerhappy')] };
    let s = play(activate(st, 'a'), [{ type: 'fire', target: 't', weapon: 0 }]);
    expect(game.legalMoves(s)).toEqual([{ type: 'equipment', item: 'triggerhappy' }, { type: 'hold' }]);
    s = play(s, [{ type: 'equipment', item: 'triggerhappy' }]);
    expect(u(s, 't').suppressed).toBe(1);
    expect(game.legalMoves(s)).toEqual([{ type: 'hold' }]);
    expect(s.groups[0]!.markers).toBe(2);
  });
  it('Hardboiled: a marker removes 1 Suppressed from one of your units it serves, several at once, at the start of an activation (L937, [A51])', () => {
    const st: State = {
      ...board([unit('a', 'US', 'us-rifle-squad', 5, 10, { group: 'US.t0', suppressed: 2 }), unit('b', 'US', 'us-rifle-squad', 7, 10, { group: 'US.t0', suppressed: 1 }), unit('c', 'US', 'us-rifle-squad', 9, 10, { group: 'US.t1', suppressed: 1 }), unit('t', 'DE', 'de-grenadiers', 15, 15)]),
      groups: [group('US.t0.s0', 'US', 'hardboiled')],
    };
    const s0 = activate(st, 'a');
    // Any own unit of the trait's tile, not only the active one; never a unit of another tile.
    expect(game.legalMoves(s0).filter((m) => m.type === 'equipment')).toEqual([
      { type: 'equipment', item: 'hardboiled', unit: 'a' },
      { type: 'equipment', item: 'hardboiled', unit: 'b' },
    ]);
    const s = play(s0, [{ type: 'equipment', item: 'hardboiled', unit: 'a' }, { type: 'equipment', item: 'hardboiled', unit: 'b' }]);
    expect([u(s, 'a').suppressed, u(s, 'b').suppressed, u(s, 'c').suppressed]).toEqual([1, 0, 1]);
    expect(s.groups[0]!.markers).toBe(1);
    const last = play(s, [{ type: 'equipment', item: 'hardboiled', unit: 'a' }]);
    expect(game.legalMoves(last).some((m) => m.type === 'equipment')).toBe(false);
  });
  it('Hardboiled before a roll (L937, [A51]): the attacker sheds a marker and its -2; an assault\'s defender too (L450, L1331)', () => {
    const st: State = {
      ...board([unit('a', 'US', 'us-rifle-squad', 5, 5, { group: 'US.t0', suppressed: 1 }), unit('t', 'DE', 'de-grenadiers', 5, 6, { group: 'DE.t0', suppressed: 1 })]),
      groups: [group('US.t0.s0', 'US', 'hardboiled'), group('DE.t0.s0', 'DE', 'hardboiled')],
    };
    let s = play(activate(st, 'a'), [{ type: 'assault', target: 't' }]);
    expect(s.attack?.stage).toBe('declare');
    expect(game.legalMoves(s)).toEqual([{ type: 'equipment', item: 'hardboiled' }, { type: 'hold' }]);
    const before = s.attack!;
    s = play(s, [{ type: 'equipment', item: 'hardboiled' }]);
    expect(u(s, 'a').suppressed).toBe(0);
    expect(s.attack!.attackMod).toBe(before.attackMod + 2);
    s = play(s, [{ type: 'hold' }]);
    expect(s.attack?.stage).toBe('reaction');
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'DE' });
    s = play(s, [{ type: 'equipment', item: 'hardboiled' }]);
    expect(u(s, 't').suppressed).toBe(0);
    expect(s.attack!.defenseMod).toBe(before.defenseMod + 2);
    // A shot's target gains nothing from it: no window for the target of fire.
    const fire = play(activate({ ...st, units: st.units.map((x) => (x.id === 't' ? { ...x, y: 9 } : x)) }, 'a'), [{ type: 'fire', target: 't', weapon: 0 }, { type: 'hold' }]);
    expect(fire.attack?.stage).toBe('roll');
  });
  it('Hardboiled in Supply step 4 (L613, L937): the step waits for its owner', () => {
    const st: State = {
      ...board([unit('a', 'US', 'us-rifle-squad', 5, 10, { group: 'US.t0', suppressed: 1 }), unit('t', 'DE', 'de-grenadiers', 15, 15)], { phase: 'supply' }),
      groups: [group('US.t0.s0', 'US', 'hardboiled')],
      supply: { step: 'actions', player: 'US', drawing: false, improvise: false },
    };
    expect(game.legalMoves(st)).toEqual([{ type: 'equipment', item: 'hardboiled', unit: 'a' }, { type: 'end-step' }]);
    expect(u(play(st, [{ type: 'equipment', item: 'hardboiled', unit: 'a' }]), 'a').suppressed).toBe(0);
  });
});

describe('Ammo Belt (HoN p.10 L800-804)', () => {
  it('Raffica units only: +2 per marker against infantry, +1 against a light vehicle', () => {
    const st = (counter: string, target: string): State => ({
      ...board([unit('a', 'US', counter, 5, 10, { group: 'US.t0' }), unit('t', 'DE', target, 5, 5)]),
      groups: [group('US.t0.s0', 'US', 'ammoBelt')],
    });
    const inf = play(activate(st('us-30cal', 'de-grenadiers'), 'a'), [{ type: 'fire', target: 't', weapon: 0 }, { type: 'equipment', item: 'ammoBelt' }]);
    expect(inf.attack?.attackMod).toBe(5);
    const lv = play(activate(st('us-30cal', 'de-kubelwagen'), 'a'), [{ type: 'fire', target: 't', weapon: 0 }, { type: 'equipment', item: 'ammoBelt' }]);
    expect(lv.attack?.attackMod).toBe(2);
    const rifle = play(activate(st('us-rifle-squad', 'de-grenadiers'), 'a'), [{ type: 'fire', target: 't', weapon: 0 }]);
    expect(rifle.attack?.stage).toBe('roll');
  });
});

describe('Howitzer and Indirect Fire (HoN p.14 L1193-1233)', () => {
  it('T47 indirect fire without a line: a 5 lands on target; a 2 moves the marker 2 interspaces east [A32], 1 with a Spotter seeing it; with a clear line, no roll', () => {
    // A house between the mortar and its target hides the target.
    const tiles = [{ tile: 'house-2x2', at: { x: 4, y: 5 } }];
    const st = board([unit('m', 'DE', 'de-mortar', 5, 2), unit('t', 'US', 'us-rifle-squad', 5, 9), unit('x', 'US', 'us-rifle-squad', 7, 9)], { tiles });
    let s = play(activate(st, 'm'), [{ type: 'aoe-fire', px: 5, py: 9 }]);
    expect(s.scatter).toMatchObject({ px: 5, py: 9 });
    expect(game.chanceOutcomes(s)).toHaveLength(6);
    const on = play(s, [{ type: 'die', face: 5 }]);
    expect(on.attack).toMatchObject({ target: 't', marker: 'blue' });
    s = play(s, [{ type: 'die', face: 2 }]);
    // (5,9) -> (7,9): the marker now covers (6,8), (7,8), (6,9), (7,9).
    expect(s.attack).toMatchObject({ target: 'x' });
    const open = play(activate(board([unit('m', 'DE', 'de-mortar', 5, 2), unit('t', 'US', 'us-rifle-squad', 5, 9)]), 'm'), [{ type: 'aoe-fire', px: 5, py: 9 }]);
    expect(open.scatter).toBeNull();
    expect(open.attack?.target).toBe('t');
    // With an Artillery Spotter's clear line to the marker, a 2 moves it 1 interspace only (L1143).
    const spotted = play(activate(board([...st.units, unit('o', 'DE', 'de-artillery-spotter', 5, 12)], { tiles }), 'm'), [{ type: 'aoe-fire', px: 5, py: 9 }]);
    expect(spotted.scatter).toMatchObject({ px: 5, py: 9, reduce: 1 });
    const short = play(spotted, [{ type: 'die', face: 2 }]);
    // (5,9) -> (6,9): the marker covers (5,8), (6,8), (5,9), (6,9): t is under it, x is not.
    expect(short.attack).toMatchObject({ target: 't', queue: [] });
  });
  it('T48 an AoE marker at distance 12: no long-range penalty (L1230)', () => {
    const s = play(activate(board([unit('m', 'DE', 'de-mortar', 5, 1), unit('t', 'US', 'us-rifle-squad', 5, 13)]), 'm'), [{ type: 'aoe-fire', px: 5, py: 13 }]);
    // Blue marker +3 against infantry, nothing taken off for range.
    expect(s.attack?.attackMod).toBe(3);
  });
  it('T49 a Howitzer needs a clear line to the interspace, and never targets a building (L1201-1203)', () => {
    const tiles = [{ tile: 'forest-3x3', at: { x: 4, y: 4 } }, { tile: 'house-2x2', at: { x: 10, y: 8 } }];
    const st = board([unit('h', 'US', 'us-pack-howitzer', 5, 12), unit('t', 'DE', 'de-grenadiers', 5, 2), unit('b', 'DE', 'de-grenadiers', 10, 8), unit('o', 'DE', 'de-grenadiers', 14, 12)], { tiles });
    const points = game.legalMoves(activate(st, 'h')).flatMap((m) => (m.type === 'aoe-fire' ? [`${m.px},${m.py}`] : []));
    // Behind the forest: no clear line; the house: never; in the open: yes.
    expect(points.some((p) => p === '5,2' || p === '6,2' || p === '5,3' || p === '6,3')).toBe(false);
    expect(points.some((p) => p === '10,8' || p === '11,9')).toBe(false);
    expect(points).toContain('14,12');
  });
});
