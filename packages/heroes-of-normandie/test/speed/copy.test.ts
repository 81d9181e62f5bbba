import { describe, expect, it } from 'vitest';
import { ActivationSchema, PendingAttackSchema, SideStateSchema, SmokeSchema, StateSchema, UnitSchema } from '../../src/state.js';
import type { State } from '../../src/state.js';
import * as copy from '../../src/speed/copy.js';
import { seededGames } from './seeded.js';

const states: State[] = seededGames(2, 300).flat();

/** Each distinct object once (states share their unchanged records). */
function distinct<T>(xs: Iterable<T>): T[] {
  return [...new Set(xs)];
}

/** Checks that the literal copy is the spread, key order included, and that `withX` is the spread with a patch. */
function same<T extends object>(x: T, c: (x: T) => T, w: (x: T, p: Partial<T>) => T, patch: Partial<T>): void {
  const spread = { ...x };
  const lit = c(x);
  expect(lit).not.toBe(x);
  expect(Object.keys(lit)).toEqual(Object.keys(spread));
  expect(JSON.stringify(lit)).toBe(JSON.stringify(spread));
  expect(lit).toStrictEqual(spread);
  const patched = w(x, patch);
  expect(Object.keys(patched)).toEqual(Object.keys({ ...x, ...patch }));
  expect(patched).toStrictEqual({ ...x, ...patch });
}

describe('speed/copy: literal copies equal spreads', () => {
  it('met attacks, activations, smokes and more than a few hundred states', () => {
    expect(states.length).toBeGreaterThan(500);
    expect(states.some((s) => s.attack !== null)).toBe(true);
    expect(states.some((s) => s.activation !== null)).toBe(true);
    expect(states.some((s) => s.smokes.length > 0)).toBe(true);
  });

  it('State, over the states of seeded games of every scenario', () => {
    for (const s of states) same(s, copy.copyState, copy.withState, { attack: null, turn: s.turn + 1 });
  });

  it('Unit, SideState and Smoke, over the same states', () => {
    for (const u of distinct(states.flatMap((s) => s.units))) same(u, copy.copyUnit, copy.withUnit, { acted: !u.acted });
    for (const x of distinct(states.flatMap((s) => [s.sides.US, s.sides.DE]))) same(x, copy.copySideState, copy.withSideState, { vp: 1 });
    for (const m of distinct(states.flatMap((s) => s.smokes))) same(m, copy.copySmoke, copy.withSmoke, { spent: true });
  });

  it('Activation and PendingAttack, over the same states', () => {
    for (const a of distinct(states.map((s) => s.activation))) if (a) same(a, copy.copyActivation, copy.withActivation, { spent: 0 });
    for (const a of distinct(states.map((s) => s.attack))) if (a) same(a, copy.copyPendingAttack, copy.withPendingAttack, { stage: 'roll' });
  });

  it('withSide, over the sides of the same states', () => {
    for (const sides of distinct(states.map((s) => s.sides)))
      for (const p of ['US', 'DE'] as const) {
        const side = copy.withSideState(sides[p], { vp: 9 });
        const want = { ...sides, [p]: side };
        expect(Object.keys(copy.withSide(sides, p, side))).toEqual(Object.keys(want));
        expect(copy.withSide(sides, p, side)).toStrictEqual(want);
      }
  });

  it('each copy lists every field of its schema: a field added to a schema and not to the copy fails here', () => {
    const s = states.find((x) => x.attack !== null && x.activation !== null) ?? states.find((x) => x.attack !== null)!;
    const keys = (o: object): string[] => Object.keys(o).sort();
    expect(keys(copy.copyState(s))).toEqual(keys(StateSchema.shape));
    expect(keys(copy.copyUnit(s.units[0]!))).toEqual(keys(UnitSchema.shape));
    expect(keys(copy.copySideState(s.sides.US))).toEqual(keys(SideStateSchema.shape));
    expect(keys(copy.copyPendingAttack(s.attack!))).toEqual(keys(PendingAttackSchema.shape));
    const act = states.find((x) => x.activation !== null)!.activation!;
    expect(keys(copy.copyActivation(act))).toEqual(keys(ActivationSchema.shape));
    const smoke = states.find((x) => x.smokes.length > 0)!.smokes[0]!;
    expect(keys(copy.copySmoke(smoke))).toEqual(keys(SmokeSchema.shape));
  });
});
