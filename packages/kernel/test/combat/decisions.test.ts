import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  advanceDestinations,
  advanceOptions,
  afterAdvance,
  applyLoss,
  hexMap,
  hexParallelogram,
  lossChooser,
  lossComplete,
  lossDecision,
  lossOptions,
  lossUnabsorbed,
  lossesByUnit,
  retreatChoices,
  zocMap,
  type AdvanceDecision,
  type LossDecision,
} from '../../src/index.js';

const RUNS = Number(process.env.ESAGONO_PROPERTY_RUNS ?? 300);

describe('step losses as decisions (N44 12.1, 12.2; CG R11.3e, R11.3f)', () => {
  it('N44 12.1 A1/D2: the attacker picks the first defender step, the defender the second', () => {
    let d = lossDecision({
      rule: 'N44 12.1',
      side: 'axis',
      units: [
        { id: 'gren', steps: 2 },
        { id: 'pz', steps: 1 },
      ],
      steps: [{ chooser: 'allies' }, { chooser: 'axis' }],
    });
    expect(lossChooser(d)).toBe('allies');
    expect(lossOptions(d)).toEqual(['gren', 'pz']);
    const r = applyLoss(d, 'pz');
    if (!r.ok) throw new Error(r.error.message);
    d = r.decision;
    expect(lossChooser(d)).toBe('axis');
    expect(lossOptions(d)).toEqual(['gren']); // pz has no step left
    const r2 = applyLoss(d, 'gren');
    if (!r2.ok) throw new Error(r2.error.message);
    expect(lossComplete(r2.decision)).toBe(true);
    expect(lossChooser(r2.decision)).toBeNull();
    expect(lossesByUnit(r2.decision)).toEqual({ pz: 1, gren: 1 });
  });

  it('N44 12.1 A1/D2: against a one-step defender the second step is not absorbed', () => {
    const d = lossDecision({ rule: 'N44 12.1', side: 'axis', units: [{ id: 'a', steps: 1 }], steps: [{ chooser: 'allies' }, { chooser: 'axis' }] });
    const r = applyLoss(d, 'a');
    if (!r.ok) throw new Error(r.error.message);
    expect(lossComplete(r.decision)).toBe(true);
    expect(lossUnabsorbed(r.decision)).toBe(1);
  });

  it('N44 12.2: the loss must come from a unit that gave a shift, while one can take it', () => {
    const d = lossDecision({
      rule: 'N44 12.2',
      side: 'allies',
      units: [
        { id: 'inf', steps: 2 },
        { id: 'tank', steps: 1 },
      ],
      steps: [{ chooser: 'allies', tiers: [['tank']] }, { chooser: 'allies', tiers: [['tank']] }],
    });
    expect(lossOptions(d)).toEqual(['tank']);
    const refused = applyLoss(d, 'inf');
    expect(refused).toMatchObject({ ok: false, error: { code: 'loss-not-allowed', rule: 'N44 12.2' } });
    const r = applyLoss(d, 'tank');
    if (!r.ok) throw new Error(r.error.message);
    expect(lossOptions(r.decision)).toEqual(['inf']); // the tier is exhausted: any unit
  });

  it('CG R11.3f: no more than one step to a corps; only corps involved: the second loss is ignored', () => {
    const d = lossDecision({ rule: 'CG R11.3f', side: 'allies', units: [{ id: 'corps', steps: 3, maxLoss: 1 }], steps: [{ chooser: 'axis' }, { chooser: 'allies' }] });
    const r = applyLoss(d, 'corps');
    if (!r.ok) throw new Error(r.error.message);
    expect(lossComplete(r.decision)).toBe(true);
    expect(lossUnabsorbed(r.decision)).toBe(1);
    expect(applyLoss(r.decision, 'corps')).toMatchObject({ ok: false, error: { code: 'no-loss-pending' } });
  });

  it('property: any sequence of listed choices takes min(steps, capacity) steps, never beyond a unit\'s steps or cap', () => {
    const unitArb = fc.record({ steps: fc.integer({ min: 0, max: 3 }), maxLoss: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }) });
    fc.assert(
      fc.property(fc.array(unitArb, { minLength: 1, maxLength: 5 }), fc.integer({ min: 0, max: 6 }), fc.array(fc.nat()), fc.array(fc.nat()), (specs, n, tiersPick, picks) => {
        const units = specs.map((s, i) => (s.maxLoss === undefined ? { id: `u${i}`, steps: s.steps } : { id: `u${i}`, steps: s.steps, maxLoss: s.maxLoss }));
        const steps = Array.from({ length: n }, (_, k) => ({
          chooser: k % 2 ? 'b' : 'a',
          tiers: [[`u${(tiersPick[k] ?? 0) % units.length}`]],
        }));
        let d: LossDecision = lossDecision({ rule: 'T', side: 'a', units, steps });
        let i = 0;
        while (!lossComplete(d)) {
          const options = lossOptions(d);
          const r = applyLoss(d, options[(picks[i++] ?? 0) % options.length]!);
          if (!r.ok) throw new Error(r.error.message);
          d = r.decision;
        }
        const capacity = units.reduce((a, x) => a + Math.min(x.steps, x.maxLoss ?? x.steps), 0);
        expect(d.taken.length).toBe(Math.min(n, capacity));
        expect(lossUnabsorbed(d)).toBe(n - d.taken.length);
        const by = lossesByUnit(d);
        for (const x of units) expect(by[x.id] ?? 0).toBeLessThanOrEqual(Math.min(x.steps, x.maxLoss ?? x.steps));
      }),
      { numRuns: RUNS },
    );
  });
});

describe('retreat or lose (N44 13.1, 12.5; M44 p.9)', () => {
  const paths = [
    { path: [0, 1, 2], lostSteps: 0 },
    { path: [0, 3], lostSteps: 1 },
    { path: [0, 4, 5], lostSteps: 0 },
  ];

  it('N44 13.1: only the retreats causing the fewest losses are offered', () => {
    expect(retreatChoices(paths, { rule: 'N44 13.1' })).toEqual([
      { kind: 'retreat', path: [0, 1, 2], lostSteps: 0 },
      { kind: 'retreat', path: [0, 4, 5], lostSteps: 0 },
    ]);
  });

  it('a step loss instead of retreating, always or only when no retreat exists (N44 12.5)', () => {
    expect(retreatChoices(paths, { rule: 'M44 p.9', holdCost: 1 }).at(-1)).toEqual({ kind: 'hold', steps: 1 });
    expect(retreatChoices(paths, { rule: 'N44 12.5', holdCost: 2, hold: 'when-no-retreat' }).some((c) => c.kind === 'hold')).toBe(false);
    expect(retreatChoices([], { rule: 'N44 12.5', holdCost: 2, hold: 'when-no-retreat' })).toEqual([{ kind: 'hold', steps: 2 }]);
    expect(retreatChoices([], { rule: 'N44 13.1' })).toEqual([]); // eliminated: the title's rule
  });

  it('property: the retreats offered are the input\'s with the fewest losses, in order; a hold comes last, when the rule allows it', () => {
    const pathArb = fc.record({ path: fc.array(fc.nat(30), { minLength: 1, maxLength: 4 }), lostSteps: fc.nat(2) });
    fc.assert(
      fc.property(fc.array(pathArb, { maxLength: 6 }), fc.option(fc.nat(3), { nil: undefined }), fc.constantFrom('always' as const, 'when-no-retreat' as const), (paths, holdCost, hold) => {
        const choices = retreatChoices(paths, holdCost === undefined ? { rule: 'T', hold } : { rule: 'T', holdCost, hold });
        const retreats = choices.filter((c) => c.kind === 'retreat');
        const fewest = Math.min(...paths.map((p) => p.lostSteps));
        expect(retreats).toEqual(paths.filter((p) => p.lostSteps === fewest).map((p) => ({ kind: 'retreat', ...p })));
        const holds = choices.filter((c) => c.kind === 'hold');
        const holdAllowed = holdCost !== undefined && (hold === 'always' || paths.length === 0);
        expect(holds).toEqual(holdAllowed ? [{ kind: 'hold', steps: holdCost }] : []);
        if (holdAllowed) expect(choices.at(-1)?.kind).toBe('hold');
      }),
      { numRuns: RUNS },
    );
  });

  it('without fewestLosses every retreat is offered', () => {
    expect(retreatChoices(paths, { rule: 'X', fewestLosses: false })).toHaveLength(3);
  });
});

describe('advance after combat (N44 14.1-14.3, CG R11.5)', () => {
  const map = hexMap(hexParallelogram(0, 5, 0, 4));
  const at = (q: number, r: number) => map.indexAt(q, r);
  const attacker = at(1, 2);
  const vacated = at(2, 2);

  it('CG R11.5a: one hex, into the vacated hex only', () => {
    expect(advanceDestinations(map, attacker, vacated, { rule: 'CG R11.5', maxHexes: 1, mode: 'vacated-first' })).toEqual([vacated]);
  });

  it('N44 14.1 Limited Advance: only the vacated hex, however many hexes a normal advance allows', () => {
    expect(advanceDestinations(map, attacker, vacated, { rule: 'N44 14.1', maxHexes: 2, mode: 'vacated-only' })).toEqual([vacated]);
  });

  it('CG R11.5f: a second hex after the vacated one, any eligible hex', () => {
    const ends = advanceDestinations(map, attacker, vacated, { rule: 'CG R11.5f', maxHexes: 2, mode: 'vacated-first' });
    const expected = [vacated, ...[0, 1, 2, 3, 4, 5].map((d) => map.neighbor(vacated, d)).filter((l) => l >= 0 && l !== attacker)].sort((a, b) => a - b);
    expect(ends).toEqual(expected);
  });

  it('N44 14.3: stop on entering EZOC except the vacated hex; through the vacated hex, EZOC to EZOC is fine', () => {
    const enemy = at(3, 2);
    const zoc = zocMap(map, [enemy]);
    const ends = advanceDestinations(map, attacker, vacated, { rule: 'N44 14.3', maxHexes: 2, mode: 'any' }, (_f, to, _d, ctx) => {
      if (to === enemy) return 'forbid';
      if (to === vacated) return 'go';
      return zoc[to] ? 'stop' : 'go';
    });
    expect(ends).toContain(vacated);
    expect(ends).toContain(at(3, 1)); // vacated -> (3,1): EZOC to EZOC after the vacated hex
    expect(ends).not.toContain(enemy);
    expect(ends).not.toContain(attacker);
    // (2,1) is in EZOC: entering it first stops there, so (2,0) is only reached the other way.
    expect(ends).toContain(at(2, 1));
  });

  it('the advance decision lists each unit with its destinations and drops a unit once it advanced', () => {
    const d: AdvanceDecision = { kind: 'advance', rule: 'SK', chooser: 'blue', vacated, units: ['a', 'b'] };
    expect(advanceOptions(d, (u) => (u === 'a' ? [vacated] : [vacated, at(3, 3)]))).toEqual([
      { unit: 'a', to: vacated },
      { unit: 'b', to: vacated },
      { unit: 'b', to: at(3, 3) },
    ]);
    expect(afterAdvance(d, 'a')).toEqual({ ...d, units: ['b'] });
    expect(afterAdvance({ ...d, units: ['b'] }, 'b')).toBeNull();
  });

  it('property: destinations lie within maxHexes of the origin, never the origin, and grow with maxHexes', () => {
    fc.assert(
      fc.property(fc.nat(map.size - 1), fc.nat(5), fc.integer({ min: 1, max: 3 }), fc.constantFrom('any' as const, 'vacated-first' as const), (from, dir, n, mode) => {
        const v = map.neighbor(from, dir);
        if (v < 0) return;
        const ends = advanceDestinations(map, from, v, { rule: 'T', maxHexes: n, mode });
        const more = new Set(advanceDestinations(map, from, v, { rule: 'T', maxHexes: n + 1, mode }));
        for (const e of ends) {
          expect(e).not.toBe(from);
          const h = map.hexes[e]!;
          const o = map.hexes[from]!;
          expect(Math.max(Math.abs(h.q - o.q), Math.abs(h.r - o.r), Math.abs(h.q + h.r - o.q - o.r))).toBeLessThanOrEqual(n);
          expect(more.has(e)).toBe(true);
        }
        expect(ends).toContain(v);
      }),
      { numRuns: RUNS },
    );
  });
});

