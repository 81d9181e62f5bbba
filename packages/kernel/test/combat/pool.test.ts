import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  countFaces,
  countWhere,
  exactPool,
  nextInt,
  poolAtLeast,
  poolChanceOutcomes,
  poolDistribution,
  poolScoreDistribution,
  rational,
  ratSum,
  ratSub,
  seedRng,
  canonicalize,
  bigRational,
  toDistribution,
  type FaceTable,
  type RngState,
} from '../../src/index.js';

type M44Face = 'infantry' | 'armour' | 'grenade' | 'star' | 'flag';
// M44 p.9 battle die: 2 infantry, 1 armour, 1 grenade, 1 star, 1 flag.
const BATTLE_DIE: FaceTable<M44Face> = [
  { face: 'infantry', count: 2 },
  { face: 'armour', count: 1 },
  { face: 'grenade', count: 1 },
  { face: 'star', count: 1 },
  { face: 'flag', count: 1 },
];
const SIDES: M44Face[] = BATTLE_DIE.flatMap((k) => Array.from({ length: k.count }, () => k.face));
const hitsInfantry = (f: M44Face) => f === 'infantry' || f === 'grenade';
const hitsArmour = (f: M44Face) => f === 'armour' || f === 'grenade';

/** Every sequence of physical sides of n dice, counted by canonical count vector. */
function bruteForce(n: number): Map<string, number> {
  const out = new Map<string, number>();
  const rec = (i: number, faces: M44Face[]) => {
    if (i === n) {
      const k = canonicalize(countFaces(BATTLE_DIE, faces));
      out.set(k, (out.get(k) ?? 0) + 1);
      return;
    }
    for (const f of SIDES) rec(i + 1, [...faces, f]);
  };
  rec(0, []);
  return out;
}

describe('custom dice pools', () => {
  it('M44 p.9: pools of 0-5 battle dice match enumeration of all 6^n rolls', () => {
    for (let n = 0; n <= 5; n++) {
      const brute = bruteForce(n);
      const dist = poolDistribution(BATTLE_DIE, n);
      expect(dist.length).toBe(brute.size);
      for (const o of dist) expect(o.p).toEqual(rational(brute.get(canonicalize(o.value))!, 6 ** n));
    }
  });

  it('outcomes are canonical count vectors, distinct, summing to 1 (up to 9 dice)', () => {
    for (let n = 0; n <= 9; n++) {
      const dist = poolDistribution(BATTLE_DIE, n);
      expect(ratSum(dist.map((o) => o.p))).toEqual(rational(1));
      const keys = new Set(dist.map((o) => canonicalize(o.value)));
      expect(keys.size).toBe(dist.length);
      for (const o of dist) {
        expect(Object.keys(o.value)).toEqual(['infantry', 'armour', 'grenade', 'star', 'flag']);
        expect(Object.values(o.value).reduce((a, b) => a + b, 0)).toBe(n);
      }
      // C(n + 4, 4) ways to put n dice in 5 kinds.
      const c = ((n + 1) * (n + 2) * (n + 3) * (n + 4)) / 24;
      expect(dist.length).toBe(c);
    }
  });

  it('M44 p.9: P(at least one hit) on infantry, armour and artillery agrees with 1 - P(no hit)', () => {
    for (let n = 1; n <= 6; n++) {
      expect(poolAtLeast(BATTLE_DIE, n, hitsInfantry, 1)).toEqual(ratSub(rational(1), rational(3 ** n, 6 ** n)));
      expect(poolAtLeast(BATTLE_DIE, n, hitsArmour, 1)).toEqual(ratSub(rational(1), rational(4 ** n, 6 ** n)));
      // Artillery is hit only by grenades (M44 p.9, L386).
      expect(poolAtLeast(BATTLE_DIE, n, (f) => f === 'grenade', 1)).toEqual(ratSub(rational(1), rational(5 ** n, 6 ** n)));
    }
    expect(poolAtLeast(BATTLE_DIE, 3, hitsInfantry, 0)).toEqual(rational(1));
    expect(poolAtLeast(BATTLE_DIE, 3, hitsInfantry, 4)).toEqual(rational(0));
  });

  it('hit counts agree with summing the multiset outcomes (random predicates, up to 10 dice)', () => {
    const faces: M44Face[] = ['infantry', 'armour', 'grenade', 'star', 'flag'];
    fc.assert(
      fc.property(fc.subarray(faces), fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), (hitFaces, n, k) => {
        const isHit = (f: M44Face) => hitFaces.includes(f);
        const viaOutcomes = ratSum(poolDistribution(BATTLE_DIE, n).filter((o) => countWhere(o.value, isHit) >= k).map((o) => o.p));
        expect(poolAtLeast(BATTLE_DIE, n, isHit, k)).toEqual(viaOutcomes);
        const scores = poolScoreDistribution(BATTLE_DIE, n, (f) => (isHit(f) ? 1 : 0));
        expect(ratSum(scores.map((o) => o.p))).toEqual(rational(1));
      }),
      { numRuns: 100 },
    );
  });

  it('agrees with sampling for a large pool (16 dice)', () => {
    let rng: RngState = seedRng(1944);
    const N = 20_000;
    const hits = new Map<number, number>();
    for (let i = 0; i < N; i++) {
      let h = 0;
      for (let j = 0; j < 16; j++) {
        const [x, s] = nextInt(rng, 6);
        rng = s;
        if (hitsArmour(SIDES[x]!)) h++;
      }
      hits.set(h, (hits.get(h) ?? 0) + 1);
    }
    const tol = 5 * Math.sqrt(0.25 / N);
    for (const o of poolScoreDistribution(BATTLE_DIE, 16, (f) => (hitsArmour(f) ? 1 : 0))) {
      expect(Math.abs((hits.get(o.value) ?? 0) / N - o.p.num / o.p.den)).toBeLessThan(tol);
    }
  });

  it('M44 p.9 L433-439: a flag and an infantry read as 1 hit on infantry and 1 flag', () => {
    const roll = countFaces(BATTLE_DIE, ['flag', 'infantry']);
    expect(roll).toEqual({ infantry: 1, armour: 0, grenade: 0, star: 0, flag: 1 });
    expect(countWhere(roll, hitsInfantry)).toBe(1);
    expect(countWhere(roll, (f) => f === 'flag')).toBe(1);
    expect(() => countFaces(BATTLE_DIE, ['infantry', 'tank' as M44Face])).toThrow(RangeError);
  });

  it('chance outcomes for a roll of n dice: one move per count vector, exact, summing to 1', () => {
    const outs = poolChanceOutcomes(BATTLE_DIE, 3, (counts) => ({ type: 'battle-roll' as const, counts }));
    expect(outs.length).toBe(35);
    expect(ratSum(outs.map((o) => o.p))).toEqual(rational(1));
    const allInfantry = outs.find((o) => o.move.counts.infantry === 3);
    expect(allInfantry?.p).toEqual(rational(8, 216));
  });

  it('is cached and fast for 8 dice', () => {
    const fresh = (): FaceTable<M44Face> => BATTLE_DIE.map((k) => ({ ...k }));
    fresh().forEach(() => poolDistribution(fresh(), 8)); // warm up the JIT
    const t0 = performance.now();
    const runs = 20;
    for (let i = 0; i < runs; i++) poolDistribution(fresh(), 8);
    const uncached = (performance.now() - t0) / runs;
    const table = fresh();
    const first = poolDistribution(table, 8);
    const t1 = performance.now();
    let same = 0;
    for (let i = 0; i < 1000; i++) if (poolDistribution(table, 8) === first) same++;
    const cached = (performance.now() - t1) / 1000;
    expect(same).toBe(1000);
    // Generous bounds for a shared machine; typical figures are in the report.
    expect(cached).toBeLessThan(0.05);
    expect(uncached).toBeLessThan(10);
  });

  it('the number fast path equals the bigint path, up to the 2^53 edge (random tables; a coin of 52 and 53 flips)', () => {
    const tableArb = fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 4 }).map((cs) => cs.map((count, i) => ({ face: `f${i}`, count })));
    fc.assert(
      fc.property(tableArb, fc.integer({ min: 0, max: 9 }), (table, n) => {
        expect(poolDistribution(table, n)).toEqual(toDistribution(exactPool(table, n)));
      }),
      { numRuns: 100 },
    );
    const coin: FaceTable<'heads' | 'tails'> = [
      { face: 'heads', count: 1 },
      { face: 'tails', count: 1 },
    ];
    const d52 = poolDistribution(coin, 52);
    expect(d52).toEqual(toDistribution(exactPool(coin, 52)));
    // C(52, 26) / 2^52, computed independently.
    let c = 1n;
    for (let i = 0n; i < 26n; i++) c = (c * (52n - i)) / (i + 1n);
    expect(d52.find((o) => o.value.heads === 26)?.p).toEqual(bigRational(c, 2n ** 52n));
    // 2^53 is not a safe integer: 1/2^53 is refused, the bigint form keeps it.
    expect(() => poolDistribution(coin, 53)).toThrow(/2\^53/);
    expect(exactPool(coin, 53).outcomes[0]).toMatchObject({ value: { heads: 53, tails: 0 }, weight: 1n });
  });

  it('keeps the exact form beyond 2^53 and refuses bad tables', () => {
    const big = exactPool(BATTLE_DIE, 22);
    expect(big.total).toBe(6n ** 22n);
    expect(big.outcomes.reduce((a, o) => a + o.weight, 0n)).toBe(6n ** 22n);
    expect(() => poolDistribution(BATTLE_DIE, 22)).toThrow(/2\^53/);
    expect(() => poolDistribution([{ face: 'a', count: 0 }], 1)).toThrow(RangeError);
    expect(() => poolDistribution([{ face: 'a', count: 1 }, { face: 'a', count: 1 }], 1)).toThrow(RangeError);
    expect(() => poolDistribution(BATTLE_DIE, -1)).toThrow(RangeError);
  });
});
