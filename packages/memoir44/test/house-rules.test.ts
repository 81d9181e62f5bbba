// House rules as a derived game (issue #15): the dice hooks, exact distributions, conformance.
import { describe, expect, it } from 'vitest';
import { RAT_ONE, ratEquals, ratSum, rational, randomPlayout, type Rational } from '@esagono/kernel';
import { checkConformance } from '@esagono/testkit';
import {
  BATTLE_DIE,
  conformanceOptions,
  game,
  hitsOn,
  scenarios,
  withHouseRules,
  type AttackSource,
  type BattleDiceContext,
  type Face,
  type FaceCounts,
  type State,
} from '../src/index.js';
import type { FaceTable } from '@esagono/kernel';
import { setupState, withOrders } from './helpers.js';

/** HOUSE 1: infantry in close combat rolls one more die (M44 p.8 [L293-318] gives 3 at range 1). */
const houseOneDice = ({ dice, source, attacker, attack }: BattleDiceContext): number =>
  source === 'unit' && attack.close && attacker?.type === 'infantry' ? dice + 1 : dice;
const houseOne = withHouseRules({ battleDice: houseOneDice });

/** A roll pending after `a` attacks `t` (the defender declines Ambush on a close assault, M44 p.22). */
function rollAfter(g: typeof game, s: State, a: number, t: number): State {
  let r = g.resolve(withOrders(s, [a], 'battle'), { type: 'attack', unit: a, target: t });
  if (!r.ok) throw new Error(r.error.message);
  if (r.state.phase.kind === 'ambush') r = g.resolve(r.state, { type: 'ambush', play: false });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

const pOf = (outs: readonly { move: { type: string }; p: Rational }[], hit: (f: FaceCounts) => boolean): Rational =>
  ratSum(outs.filter((o) => o.move.type === 'roll' && hit((o.move as unknown as { faces: FaceCounts }).faces)).map((o) => o.p));

/** 1 - q^n as an exact fraction. */
const atLeastOne = (miss: Rational, n: number): Rational => {
  const q = rational(miss.num ** n, miss.den ** n);
  return rational(q.den - q.num, q.den);
};

const close = setupState({
  units: [
    { row: 6, col: 4, side: 'allies' },
    { row: 6, col: 6, side: 'axis' },
    { row: 6, col: 10, side: 'allies', type: 'armor' },
  ],
});

describe('withHouseRules', () => {
  it('HOUSE 1: infantry in close combat rolls 4 dice, not 3; the outcomes are the exact 4-dice distribution', () => {
    const plain = rollAfter(game, close, 0, 1);
    const house = rollAfter(houseOne, close, 0, 1);
    expect(plain.phase.kind === 'roll' && plain.phase.attack.dice).toBe(3);
    expect(house.phase.kind === 'roll' && house.phase.attack.dice).toBe(4);
    const outs = houseOne.chanceOutcomes(house);
    expect(ratEquals(ratSum(outs.map((o) => o.p)), RAT_ONE)).toBe(true);
    // At least one hit on infantry: an infantry symbol (2 faces) or a grenade (1) on some die, 1 - (1/2)^4 (M44 p.9).
    expect(pOf(outs, (f) => hitsOn('infantry', f, false) > 0)).toEqual(atLeastOne(rational(1, 2), 4));
    expect(pOf(game.chanceOutcomes(plain), (f) => hitsOn('infantry', f, false) > 0)).toEqual(atLeastOne(rational(1, 2), 3));
    // Every listed roll is accepted, and a 3-dice roll is now refused.
    for (const o of outs) expect(houseOne.resolve(house, o.move).ok).toBe(true);
    expect(houseOne.resolve(house, { type: 'roll', faces: [1, 1, 1, 0, 0] }).ok).toBe(false);
  });

  it('HOUSE 1 leaves ranged fire and armour alone', () => {
    const armour = rollAfter(houseOne, close, 2, 1);
    expect(armour.phase.kind === 'roll' && armour.phase.attack.dice).toBe(rollAfterDice(game, close, 2, 1));
  });

  it('a house die: stars instead of flags (M44 p.9 die, one face changed); flags never come up and are refused', () => {
    const die: FaceTable<Face> = [
      { face: 'infantry', count: 2 },
      { face: 'armor', count: 1 },
      { face: 'grenade', count: 1 },
      { face: 'star', count: 2 },
    ];
    expect(die.reduce((a, k) => a + k.count, 0)).toBe(BATTLE_DIE.reduce((a, k) => a + k.count, 0));
    const noFlags = withHouseRules({ die });
    const s = rollAfter(noFlags, close, 0, 1);
    const outs = noFlags.chanceOutcomes(s);
    expect(ratEquals(ratSum(outs.map((o) => o.p)), RAT_ONE)).toBe(true);
    expect(pOf(outs, (f) => f[4] > 0)).toEqual(rational(0, 1));
    // At least one star on 3 dice: 1 - (4/6)^3.
    expect(pOf(outs, (f) => f[3] > 0)).toEqual(atLeastOne(rational(4, 6), 3));
    const r = noFlags.resolve(s, { type: 'roll', faces: [0, 0, 0, 0, 3] });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.rule).toMatch(/HOUSE die/);
  });

  it('the hook is told who fires: a unit, a card, or Ambush return fire with the ambushing unit', () => {
    const seen = new Map<AttackSource, number>();
    const spy = withHouseRules({
      battleDice: (ctx) => {
        seen.set(ctx.source, (seen.get(ctx.source) ?? 0) + 1);
        if (ctx.source === 'ambush') expect(ctx.attacker?.id).toBe(ctx.attack.then?.target);
        if (ctx.source === 'card') expect(ctx.attacker).toBeNull();
        return ctx.dice;
      },
    });
    for (let seed = 1; seed <= 12 && (seen.get('ambush') ?? 0) === 0; seed++) randomPlayout(spy, scenarios['sainte-mere-eglise']!, seed);
    expect(seen.get('unit')).toBeGreaterThan(0);
    expect(seen.get('ambush')).toBeGreaterThan(0);
  });

  it('the derived game is a conforming game (testkit)', () => {
    const report = checkConformance(houseOne, { scenarios, ...conformanceOptions, playthroughs: 4, exactPlaythroughs: true, seed: 11 });
    expect(report.terminal).toBe(4);
    expect(houseOne.id).toBe('memoir44+house');
    // With a house die too: well-formed rolls showing a face the die lacks are probed and must be refused.
    const starry = withHouseRules({ battleDice: houseOneDice, die: [{ face: 'infantry', count: 2 }, { face: 'armor', count: 1 }, { face: 'grenade', count: 1 }, { face: 'star', count: 2 }] });
    expect(checkConformance(starry, { scenarios, ...conformanceOptions, playthroughs: 4, exactPlaythroughs: true, seed: 12 }).terminal).toBe(4);
  });
});

function rollAfterDice(g: typeof game, s: State, a: number, t: number): number {
  const st = rollAfter(g, s, a, t);
  return st.phase.kind === 'roll' ? st.phase.attack.dice : -1;
}
