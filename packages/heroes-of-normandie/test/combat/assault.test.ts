import { describe, expect, it } from 'vitest';
import { ratEquals, rational, ratSum } from '@esagono/kernel';
import { assaultOdds, assaultOutcomes, game, type State } from '../../src/index.js';
import { activate, board, play, u, unit } from '../fixtures.js';

// T19-T22: attacker with Assalto (no printed value), ATK yellow +2, at (5,5); defender without Assalto,
// ATK yellow +1, hit symbol, in a thicket (+1 defence) at (6,5).
const tiles = [{ tile: 'thicket-2x2', at: { x: 6, y: 4 } }];
function setup(extra: Parameters<typeof unit>[5] = {}, more: ReturnType<typeof unit>[] = []): State {
  return activate(board([unit('a', 'US', 'us-rifle-squad', 5, 5, extra), unit('d', 'DE', 'de-volksgrenadiers', 6, 5), ...more], { tiles }), 'a');
}

describe('Assault (HoN p.6 L394-450)', () => {
  it('T19 attacker 2d6 keep highest (2,5) -> 5 + 2 = 7 beats defender 4 + 1 + 1 = 6: the defender flips and retreats, the attacker advances', () => {
    let s = play(setup(), [{ type: 'assault', target: 'd' }]);
    expect(s.attack).toMatchObject({ attackMod: 2, defenseMod: 2, attackerDice: 2, defenderDice: 1 });
    s = play(s, [{ type: 'assault-dice', attacker: 5, defender: 4 }]);
    expect(u(s, 'd').side).toBe(1);
    // The three squares opposite the attacker (L424).
    const retreats = game.legalMoves(s);
    expect(retreats).toEqual(
      expect.arrayContaining([
        { type: 'retreat', x: 7, y: 5 },
        { type: 'retreat', x: 7, y: 4 },
        { type: 'retreat', x: 7, y: 6 },
      ]),
    );
    expect(retreats).toHaveLength(3);
    s = play(s, [{ type: 'retreat', x: 7, y: 6 }]);
    expect(u(s, 'd')).toMatchObject({ x: 7, y: 6 });
    expect(u(s, 'a')).toMatchObject({ x: 6, y: 5 });
  });
  it('T20 7 against 7 is a tie: no damage, nobody moves (L444-446)', () => {
    const s = play(setup(), [{ type: 'assault', target: 'd' }, { type: 'assault-dice', attacker: 5, defender: 5 }]);
    expect(u(s, 'd')).toMatchObject({ side: 0, x: 6, y: 5, alive: true });
    expect(u(s, 'a')).toMatchObject({ side: 0, x: 5, y: 5 });
  });
  it('T21 defender 8 against 7: the attacker takes a hit, flips and stays; without the hit symbol it is eliminated (L438-442)', () => {
    const s = play(setup(), [{ type: 'assault', target: 'd' }, { type: 'assault-dice', attacker: 5, defender: 6 }]);
    expect(u(s, 'a')).toMatchObject({ side: 1, x: 5, y: 5, alive: true });
    const reduced = play(setup({ side: 1 }), [{ type: 'assault', target: 'd' }, { type: 'assault-dice', attacker: 6, defender: 6 }]);
    // Side 1: ATK +1, so 6 + 1 = 7 against 8.
    expect(u(reduced, 'a').alive).toBe(false);
  });
  it('T22 the attacker wins but the three retreat squares are blocked: the defender is eliminated', () => {
    const blockers = [unit('b1', 'DE', 'de-grenadiers', 7, 4), unit('b2', 'DE', 'de-grenadiers', 7, 5), unit('b3', 'DE', 'de-grenadiers', 7, 6)];
    const s = play(setup({}, blockers), [{ type: 'assault', target: 'd' }, { type: 'assault-dice', attacker: 6, defender: 1 }]);
    expect(u(s, 'd').alive).toBe(false);
    expect(u(s, 'a')).toMatchObject({ x: 6, y: 5 });
  });
  it('T23 a defender with Assalto rolls 2 dice and keeps the highest (L412, L1151)', () => {
    const s = play(activate(board([unit('a', 'US', 'us-rifle-squad', 5, 5), unit('d', 'DE', 'de-grenadiers', 6, 5)]), 'a'), [{ type: 'assault', target: 'd' }]);
    expect(s.attack?.defenderDice).toBe(2);
    const outs = game.chanceOutcomes(s);
    expect(outs).toHaveLength(36);
    expect(ratEquals(ratSum(outs.map((o) => o.p)), rational(1))).toBe(true);
    // P(attacker keeps 6 and defender keeps 6) = 11/36 * 11/36.
    const six = outs.find((o) => o.move.type === 'assault-dice' && o.move.attacker === 6 && o.move.defender === 6)!;
    expect(ratEquals(six.p, rational(121, 1296))).toBe(true);
    // Against 1d6 the defender's faces are 1/6 each.
    const one = assaultOutcomes(2, 1).find((o) => o.move.type === 'assault-dice' && o.move.attacker === 1 && o.move.defender === 3)!;
    expect(ratEquals(one.p, rational(1, 216))).toBe(true);
  });
  it('T24 Suppressed: -2 per marker on the attacker (-2) and on the defender (-4) (L448-450)', () => {
    const s0 = activate(board([unit('a', 'US', 'us-rifle-squad', 5, 5, { suppressed: 1 }), unit('d', 'DE', 'de-volksgrenadiers', 6, 5, { suppressed: 2 })], { tiles }), 'a');
    const s = play(s0, [{ type: 'assault', target: 'd' }]);
    expect(s.attack).toMatchObject({ attackMod: 0, defenseMod: -2 });
  });
  it('T25 an infantry unit with X against grey cannot assault a heavy vehicle; with Tankbuster it can, at +2 (L410, L975)', () => {
    const base = board([unit('a', 'US', 'us-rifle-squad', 5, 5, { group: 'US.t0' }), unit('t', 'DE', 'de-panzer-iv', 6, 5)]);
    expect(game.legalMoves(activate(base, 'a'))).not.toContainEqual({ type: 'assault', target: 't' });
    const tb: State = { ...base, groups: [{ key: 'US.t0.s0', owner: 'US', breakPoint: 99, vp: 0, lost: 0, broken: false, stars: 0, grants: ['tankbuster'], wide: false, markers: 0 }] };
    const s = play(activate(tb, 'a'), [{ type: 'assault', target: 't' }]);
    expect(s.attack?.attackMod).toBe(2);
  });
  it('T26 the attacker beats a heavy vehicle: damage location roll; the vehicle does not retreat, the attacker does not advance (L432-434)', () => {
    const base = board([unit('a', 'US', 'us-rifle-squad', 5, 5, { group: 'US.t0' }), unit('t', 'DE', 'de-panzer-iv', 6, 5)]);
    const tb: State = { ...base, groups: [{ key: 'US.t0.s0', owner: 'US', breakPoint: 99, vp: 0, lost: 0, broken: false, stars: 0, grants: ['tankbuster'], wide: false, markers: 0 }] };
    let s = play(activate(tb, 'a'), [{ type: 'assault', target: 't' }, { type: 'assault-dice', attacker: 6, defender: 1 }]);
    expect(s.attack?.stage).toBe('damage');
    s = play(s, [{ type: 'die', face: 1 }]);
    expect(u(s, 't')).toMatchObject({ x: 6, y: 5, damage: ['crew'] });
    expect(u(s, 'a')).toMatchObject({ x: 5, y: 5 });
  });
  it('T27 the attacker beats a light vehicle: it becomes its wreck and stays as terrain (L430)', () => {
    const s = play(activate(board([unit('a', 'US', 'us-rifle-squad', 5, 5), unit('j', 'DE', 'de-kubelwagen', 6, 5)]), 'a'), [
      { type: 'assault', target: 'j' },
      { type: 'assault-dice', attacker: 6, defender: 1 },
    ]);
    expect(u(s, 'j')).toMatchObject({ alive: false, wreck: true, side: 1, x: 6, y: 5 });
  });
  it('T28 Terrificante: winning puts 2 Suppressed on the flipped defender; losing still puts 1 (L1341-1343)', () => {
    const mk = () => activate(board([unit('h', 'US', 'us-sergeant-hero', 5, 5), unit('d', 'DE', 'de-volksgrenadiers', 6, 5)]), 'h');
    let won = play(mk(), [{ type: 'assault', target: 'd' }, { type: 'assault-dice', attacker: 6, defender: 1 }]);
    won = play(won, [{ type: 'retreat', x: 7, y: 5 }]);
    expect(u(won, 'd')).toMatchObject({ side: 1, suppressed: 2, x: 7 });
    const lost = play(mk(), [{ type: 'assault', target: 'd' }, { type: 'assault-dice', attacker: 1, defender: 6 }]);
    // 1 + 3 + 1 = 5 against 6 + 1 = 7.
    expect(u(lost, 'd').suppressed).toBe(1);
  });
  it('assault odds before the roll are exact: +2 against +2, 2d6 keep highest vs 1d6', () => {
    const odds = assaultOdds(2, 2);
    expect(ratEquals(ratSum([odds.attacker, odds.defender, odds.tie]), rational(1))).toBe(true);
    // P(win) = sum over kept a of P(a) * P(d < a) = sum (2a-1)/36 * (a-1)/6 = 125/216.
    expect(ratEquals(odds.attacker, rational(125, 216))).toBe(true);
  });
});

describe('Ferocious (HoN p.12 L927-931)', () => {
  const fer: State['groups'][number] = { key: 'US.t0.s0', owner: 'US', breakPoint: 99, vp: 0, lost: 0, broken: false, stars: 0, grants: ['ferocious'], wide: false, markers: 0 };
  const mk = () => ({ ...activate(board([unit('a', 'US', 'us-rifle-squad', 5, 5, { group: 'US.t0' }), unit('d', 'DE', 'de-volksgrenadiers', 6, 5)], { tiles }), 'a'), groups: [fer] });
  it('a tie still pushes the defender back, and the attacker advances [A25]', () => {
    let s = play(mk(), [{ type: 'assault', target: 'd' }, { type: 'assault-dice', attacker: 5, defender: 5 }]);
    expect(s.attack?.stage).toBe('retreat');
    s = play(s, [{ type: 'retreat', x: 7, y: 5 }]);
    expect(u(s, 'd')).toMatchObject({ x: 7, side: 0 });
    expect(u(s, 'a')).toMatchObject({ x: 6 });
  });
  it('a lost assault: the attacker flips, the defender is still pushed back', () => {
    const s = play(mk(), [{ type: 'assault', target: 'd' }, { type: 'assault-dice', attacker: 1, defender: 6 }]);
    expect(u(s, 'a').side).toBe(1);
    expect(s.attack?.stage).toBe('retreat');
  });
});

describe('Bloodthirsty (HoN p.12 L921-923)', () => {
  it('a second assault follows while both units are still in contact; none after the defender is gone', () => {
    const bt: State['groups'][number] = { key: 'US.t0.s0', owner: 'US', breakPoint: 99, vp: 0, lost: 0, broken: false, stars: 0, grants: ['bloodthirsty'], wide: false, markers: 0 };
    const mk = () => ({ ...activate(board([unit('a', 'US', 'us-rifle-squad', 5, 5, { group: 'US.t0' }), unit('d', 'DE', 'de-volksgrenadiers', 6, 5)], { tiles }), 'a'), groups: [bt] });
    let s = play(mk(), [{ type: 'assault', target: 'd' }, { type: 'assault-dice', attacker: 5, defender: 5 }]);
    expect(s.attack).toMatchObject({ kind: 'assault', round: 2, stage: 'roll' });
    s = play(s, [{ type: 'assault-dice', attacker: 5, defender: 5 }]);
    expect(s.attack).toBeNull();
    // The defender eliminated in the first: no second assault.
    const gone = play({ ...mk(), units: mk().units.map((x) => (x.id === 'd' ? { ...x, side: 1 as const } : x)) }, [{ type: 'assault', target: 'd' }, { type: 'assault-dice', attacker: 6, defender: 1 }]);
    expect(u(gone, 'd').alive).toBe(false);
    expect(gone.attack).toBeNull();
  });
});
