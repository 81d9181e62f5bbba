import { describe, expect, it } from 'vitest';
import { game, type State } from '../../src/index.js';
import { activate, board, play, u, unit } from '../fixtures.js';

const vet = (owner: 'US' | 'DE', key: string) => ({ key, owner, breakPoint: 99, vp: 0, lost: 0, broken: false, stars: 0, grants: ['veteran'], wide: false, markers: 3 });

describe('Veteran (HoN p.12 L993-995)', () => {
  it('a marker has the die just rolled rolled again; the new result stands, another marker may reroll it; each is discarded (L995, [A51])', () => {
    const st: State = { ...board([unit('a', 'US', 'us-rifle-squad', 2, 2, { group: 'US.t0' }), unit('e', 'DE', 'de-grenadiers', 2, 6)]), groups: [vet('US', 'US.t0.s0')] };
    let s = play(activate(st, 'a'), [{ type: 'fire', target: 'e', weapon: 0 }, { type: 'die', face: 1 }]);
    expect(s.attack).toMatchObject({ stage: 'veteran', faces: [1] });
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'US' });
    expect(game.legalMoves(s)).toEqual([{ type: 'veteran' }, { type: 'hold' }]);
    s = play(s, [{ type: 'veteran' }]);
    expect(s.groups[0]!.markers).toBe(2);
    expect(game.actor(s)).toEqual({ kind: 'chance' });
    // The reroll may be rerolled again with another marker.
    s = play(s, [{ type: 'die', face: 2 }]);
    expect(s.attack).toMatchObject({ stage: 'veteran', faces: [2] });
    s = play(s, [{ type: 'veteran' }, { type: 'die', face: 6 }, { type: 'hold' }]);
    expect(s.groups[0]!.markers).toBe(1);
    // 6 + 2 = 8 >= 6: a hit, the grenadiers flip.
    expect(u(s, 'e').side).toBe(1);
  });

  it("the opponent's Veteran may make the firer reroll; a unit outside the trait's tile gets no window", () => {
    const st: State = {
      ...board([unit('a', 'US', 'us-rifle-squad', 2, 2, { group: 'US.t0' }), unit('e', 'DE', 'de-grenadiers', 2, 6, { group: 'DE.t0' })]),
      groups: [vet('DE', 'DE.t0.s0')],
    };
    let s = play(activate(st, 'a'), [{ type: 'fire', target: 'e', weapon: 0 }, { type: 'die', face: 6 }]);
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'DE' });
    s = play(s, [{ type: 'veteran' }, { type: 'die', face: 1 }, { type: 'hold' }]);
    expect(u(s, 'e').side).toBe(0);
    const other: State = { ...st, units: st.units.map((x) => (x.id === 'e' ? { ...x, group: 'DE.t1' } : x)) };
    const plain = play(activate(other, 'a'), [{ type: 'fire', target: 'e', weapon: 0 }, { type: 'die', face: 6 }]);
    expect(plain.attack?.stage).not.toBe('veteran');
  });
});

describe('Veteran on assault and damage dice (HoN p.12 L995)', () => {
  const vetUS = { key: 'US.t0.s0', owner: 'US' as const, breakPoint: 99, vp: 0, lost: 0, broken: false, stars: 0, grants: ['veteran'], wide: false, markers: 3 };

  it('with a marker in play the assault dice are rolled one by one (each 1/6), any one may be rerolled, then each side keeps its highest (L408, L414, L995)', () => {
    const st: State = { ...board([unit('a', 'US', 'us-rifle-squad', 2, 2, { group: 'US.t0' }), unit('e', 'DE', 'de-grenadiers', 2, 3)]), groups: [vetUS] };
    let s = play(activate(st, 'a'), [{ type: 'assault', target: 'e' }]);
    const n = s.attack!.attackerDice + s.attack!.defenderDice;
    expect(s.attack!.attackerDice).toBe(2);
    const outcomes = game.chanceOutcomes(s);
    expect(outcomes.map((o) => o.move)).toEqual([1, 2, 3, 4, 5, 6].map((face) => ({ type: 'die', face })));
    for (const o of outcomes) expect(o.p).toEqual({ num: 1, den: 6 });
    const faces = [1, 1, 5, 5].slice(0, n);
    s = play(s, faces.map((face) => ({ type: 'die', face }) as const));
    expect(s.attack).toMatchObject({ stage: 'veteran', veteranOf: 'assault', dice: faces });
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'US' });
    // One choice per side and value: the attacker's 1 (both dice alike), the defender's 5s.
    expect(game.legalMoves(s)).toEqual([{ type: 'veteran', die: 0 }, { type: 'veteran', die: 2 }, { type: 'hold' }]);
    s = play(s, [{ type: 'veteran', die: 0 }]);
    expect(s.groups[0]!.markers).toBe(2);
    expect(game.actor(s)).toEqual({ kind: 'chance' });
    s = play(s, [{ type: 'die', face: 6 }]);
    expect(s.attack).toMatchObject({ stage: 'veteran', dice: [6, ...faces.slice(1)] });
    const r = game.resolve(s, { type: 'hold' });
    if (!r.ok) throw new Error('hold refused');
    expect(r.events.find((e) => e.type === 'assault-roll')).toMatchObject({ attacker: 6, defender: 5 });
  });

  it('without a marker the assault keeps its exact two-dice distribution in one chance node', () => {
    const s = play(activate(board([unit('a', 'US', 'us-rifle-squad', 2, 2), unit('e', 'DE', 'de-grenadiers', 2, 3)]), 'a'), [{ type: 'assault', target: 'e' }]);
    expect(game.chanceOutcomes(s)[0]!.move.type).toBe('assault-dice');
  });

  it('the damage location die may be rerolled too (L526, L995): Main Weapon becomes Tracks (the Sherman gun is Piercing, +1, L1274)', () => {
    const st: State = {
      ...board([unit('a', 'US', 'us-sherman', 9, 5, { facing: 4, group: 'US.t0' }), unit('t', 'DE', 'de-panzer-iv', 5, 5, { facing: 2 })]),
      groups: [vetUS],
    };
    // +4 against the side (6): die 4 = 8, a hit, not a Kill Shot; the fire die's window is declined.
    let s = play(activate(st, 'a'), [{ type: 'fire', target: 't', weapon: 0 }, { type: 'die', face: 4 }, { type: 'hold' }]);
    expect(s.attack?.stage).toBe('damage');
    s = play(s, [{ type: 'die', face: 4 }]);
    expect(s.attack).toMatchObject({ stage: 'veteran', veteranOf: 'damage', faces: [4] });
    s = play(s, [{ type: 'veteran' }]);
    expect(s.attack?.stage).toBe('damage');
    s = play(s, [{ type: 'die', face: 1 }, { type: 'hold' }]);
    expect(u(s, 't').damage).toEqual(['tracks']);
    expect(s.groups[0]!.markers).toBe(2);
  });
});

describe('Veteran on dice outside an attack: scatter, Distruzione, collapse (HoN p.12 L995)', () => {
  const vetDE = { key: 'DE.t0.s0', owner: 'DE' as const, breakPoint: 99, vp: 0, lost: 0, broken: false, stars: 0, grants: ['veteran'], wide: false, markers: 3 };
  const vetUS = { ...vetDE, key: 'US.t0.s0', owner: 'US' as const };

  it('the firer of an indirect shot may have its scatter die rolled again (L1223, L995)', () => {
    const tiles = [{ tile: 'house-2x2', at: { x: 4, y: 5 } }];
    const st: State = { ...board([unit('m', 'DE', 'de-mortar', 5, 2, { group: 'DE.t0' }), unit('t', 'US', 'us-rifle-squad', 5, 9), unit('x', 'US', 'us-rifle-squad', 7, 9)], { tiles }), groups: [vetDE] };
    let s = play(activate(st, 'm'), [{ type: 'aoe-fire', px: 5, py: 9 }, { type: 'die', face: 2 }]);
    expect(s.vetRoll).toMatchObject({ kind: 'scatter', dice: [2] });
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'DE' });
    expect(game.legalMoves(s)).toEqual([{ type: 'veteran' }, { type: 'hold' }]);
    s = play(s, [{ type: 'veteran' }]);
    expect(game.chanceOutcomes(s).map((o) => o.p)).toEqual(Array(6).fill({ num: 1, den: 6 }));
    // A 5: on target (L1223).
    s = play(s, [{ type: 'die', face: 5 }, { type: 'hold' }]);
    expect(s.attack).toMatchObject({ target: 't', marker: 'blue' });
    expect(s.groups[0]!.markers).toBe(2);
  });

  it('with a marker in play the Distruzione dice are rolled apart (each 1/6), one may be rerolled, then the 4+ count (L1171, L995); a collapse die too', () => {
    const HOUSE = [{ tile: 'house-2x2', at: { x: 7, y: 5 } }];
    const st: State = {
      ...board([unit('z', 'US', 'us-bazooka', 7, 9, { group: 'US.t0' }), unit('in1', 'DE', 'de-grenadiers', 7, 5), unit('out', 'DE', 'de-grenadiers', 12, 12)], { tiles: HOUSE }),
      groups: [vetUS],
    };
    let s = play(activate(st, 'z'), [{ type: 'demolish', tile: 0 }]);
    expect(game.chanceOutcomes(s).map((o) => o.move)).toEqual([1, 2, 3, 4, 5, 6].map((face) => ({ type: 'die', face })));
    s = play(s, [{ type: 'die', face: 4 }, { type: 'die', face: 1 }, { type: 'die', face: 2 }]);
    expect(s.vetRoll).toMatchObject({ kind: 'destruction', dice: [4, 1, 2], need: 3 });
    // A success or a failure: the only two different choices.
    expect(game.legalMoves(s)).toEqual([{ type: 'veteran', die: 0 }, { type: 'veteran', die: 1 }, { type: 'hold' }]);
    s = play(s, [{ type: 'veteran', die: 1 }, { type: 'die', face: 6 }]);
    expect(s.vetRoll?.dice).toEqual([4, 6, 2]);
    // Two successes: the house (2 points) falls; the unit inside rolls a collapse die, the bazooka's marker serves it too.
    s = play(s, [{ type: 'hold' }]);
    expect(s.battlefield.tiles[0]!.tile).toBe('ruin-2x2');
    s = play(s, [{ type: 'die', face: 5 }]);
    expect(s.vetRoll).toMatchObject({ kind: 'collapse', dice: [5] });
    s = play(s, [{ type: 'veteran' }, { type: 'die', face: 6 }, { type: 'hold' }]);
    expect(u(s, 'in1').side).toBe(1);
    expect(s.groups[0]!.markers).toBe(1);
    expect(s.vetRoll).toBeNull();
  });
});

describe('Veteran on Positive Waves location dice (HoN p.15 L1286, p.12 L995)', () => {
  it("the attacker's marker rerolls one of the two dice; the owner then picks among the dice as they stand", () => {
    const vetDE = { key: 'DE.t0.s0', owner: 'DE' as const, breakPoint: 99, vp: 0, lost: 0, broken: false, stars: 0, grants: ['veteran'], wide: false, markers: 3 };
    const st: State = { ...board([unit('a', 'DE', 'de-panzer-iv', 9, 5, { facing: 4, group: 'DE.t0' }), unit('t', 'US', 'us-sherman-hero', 5, 5, { facing: 2 })]), groups: [vetDE] };
    let s = play(activate(st, 'a'), [{ type: 'fire', target: 't', weapon: 0 }, { type: 'die', face: 4 }, { type: 'hold' }]);
    expect(game.chanceOutcomes(s)).toHaveLength(36);
    s = play(s, [{ type: 'two-dice', first: 1, second: 5 }]);
    expect(s.attack).toMatchObject({ stage: 'veteran', veteranOf: 'positiveWaves', faces: [1, 5] });
    expect(game.legalMoves(s)).toEqual([{ type: 'veteran', die: 0 }, { type: 'veteran', die: 1 }, { type: 'hold' }]);
    s = play(s, [{ type: 'veteran', die: 0 }]);
    expect(game.chanceOutcomes(s)).toHaveLength(6);
    s = play(s, [{ type: 'die', face: 6 }, { type: 'hold' }]);
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'US' });
    expect(game.legalMoves(s)).toEqual([{ type: 'choose-die', face: 6 }, { type: 'choose-die', face: 5 }]);
    s = play(s, [{ type: 'choose-die', face: 5 }]);
    expect(u(s, 't').damage).toEqual(['mainWeapon']);
  });
});
