import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ruleError, type ResolveResult } from '@esagono/kernel';
import { ConformanceError, checkConformance, type CheckName, type ConformanceOptions } from '../src/index.js';
import { hidden, trail, trailVariant, type Move, type Player, type Setup, type State, type Trail } from './trail.js';

/** TR 3: every game of this scenario is exactly LENGTH moves long, so state i has count i. */
const LENGTH = 300;
const scenarios = { long: { length: LENGTH } };
/** A band of depths holding a bug: a tenth of the game, away from its first and last state. */
const WIDTH = 30;
const depth = fc.integer({ min: 1, max: LENGTH - WIDTH - 1 });

function failureOf(game: Trail, extra: Partial<ConformanceOptions<State, Player, Setup>>): ConformanceError {
  try {
    checkConformance(game, { scenarios, hidden, playthroughs: 60, shrinkTimeLimit: 300, ...extra });
  } catch (e) {
    if (e instanceof ConformanceError) return e;
    throw e;
  }
  throw new Error('checkConformance passed a broken game');
}

/** A bug in the band [d, d + WIDTH) is caught with 3 sampled deep states per game, at a state in the band. */
function caughtInBand(plant: (inBand: (s: State) => boolean) => Trail, check: CheckName, message: RegExp): void {
  fc.assert(
    fc.property(depth, (d) => {
      const inBand = (s: State) => s.count >= d && s.count < d + WIDTH;
      const e = failureOf(plant(inBand), { deepStates: 3, seed: d });
      expect(e.failure?.check).toBe(check);
      expect(e.message).toMatch(message);
      const at = e.failure?.moves.length ?? -1;
      expect(at).toBeGreaterThanOrEqual(d);
      expect(at).toBeLessThan(d + WIDTH);
    }),
    { numRuns: 2 },
  );
}

describe('deepStates: the deep checks run on a sample of the states of long games', () => {
  it('the report counts deep states (first, last and the picks) and shallow ones', () => {
    const r = checkConformance(trail, { scenarios, hidden, playthroughs: 10, exactPlaythroughs: true, seed: 1, deepStates: 3, probes: 2 });
    expect(r.states).toBe(10 * (LENGTH + 1));
    expect(r.deepStates + r.shallowStates).toBe(r.states);
    expect(r.deepStates).toBeGreaterThanOrEqual(2 * 10);
    expect(r.deepStates).toBeLessThanOrEqual(5 * 10);
    // Views are deep checks: each player's view and one perturbed view, at deep states only.
    expect(r.views).toBe(2 * trail.players.length * r.deepStates);
    // Probes: the 2 drawn, and a well-formed move of each of trail's 4 move types, alone and grafted.
    expect(r.probes).toBeLessThanOrEqual((2 + 2 * 4) * r.deepStates);
    expect(r.probes).toBeGreaterThan(2 * r.deepStates);
    const all = checkConformance(trail, { scenarios, hidden, playthroughs: 3, exactPlaythroughs: true, seed: 1 });
    expect(all.deepStates).toBe(all.states);
    expect(all.shallowStates).toBe(0);
  });

  it('TR 4: a view that leaks the hidden card in a band of depths is caught', () => {
    caughtInBand(
      (inBand) => trailVariant({ view: (s, p) => ({ ...trail.view(s, p), ...(inBand(s) ? { theirs: s.hands } : {}) }) }),
      'view',
      /view leaks hidden information/,
    );
  });

  it('a state field the schema does not know, in a band of depths, is caught', () => {
    caughtInBand(
      (inBand) =>
        trailVariant({
          resolve(s, m) {
            const r = trail.resolve(s, m);
            if (!r.ok) return r;
            const { note: _, ...clean } = r.state as State & { note?: string };
            return { ...r, state: inBand(r.state) ? ({ ...clean, note: 'x' } as State) : clean };
          },
        }),
      'determinism',
      /schemas.state changes it[\s\S]*note/,
    );
  });

  it('resolve that depends on object identity (not the data) in a band is caught on the JSON round trip', () => {
    caughtInBand((inBand) => {
      const made = new WeakSet<object>();
      const remember = (r: ResolveResult<State>): ResolveResult<State> => {
        if (r.ok) made.add(r.state);
        return r;
      };
      return trailVariant({
        setup: (setup) => {
          const r = trail.setup(setup);
          if (r.ok) made.add(r.state);
          return r;
        },
        resolve(s, m) {
          const r = trail.resolve(s, m);
          // A reloaded state is not one it made: it "forgets" the hands.
          if (r.ok && inBand(s) && !made.has(s)) return remember({ ...r, state: { ...r.state, hands: { a: 0, b: 0 } } });
          return remember(r);
        },
      });
    }, 'determinism', /JSON round trip of a state gives a different result/);
  });

  it('TR 1: resolve accepting any value in a band of depths is caught by the probes', () => {
    caughtInBand(
      (inBand) =>
        trailVariant({
          resolve: (s, m) => (inBand(s) ? { ok: true, state: { ...s, count: s.count + 1, phase: s.count + 1 >= s.length ? 'over' : s.phase === 'mark' ? 'draw' : 'mark' }, events: [] } : trail.resolve(s, m)),
        }),
      'illegal',
      /resolve accepted a move that neither legalMoves nor chanceOutcomes lists/,
    );
  });
});

describe('the cheap checks still run on every state: a bug at one exact depth is caught with deepStates: 0', () => {
  const exact = (parity: 0 | 1) => fc.integer({ min: 1, max: (LENGTH - 2) / 2 }).map((k) => 2 * k - parity);

  it('TR 1: legalMoves lists a mark that resolve refuses, at one depth', () => {
    fc.assert(
      fc.property(exact(0), (d) => {
        const game = trailVariant({ legalMoves: (s) => (s.count === d ? [{ type: 'mark', mark: 9 } as Move] : trail.legalMoves(s)) });
        const e = failureOf(game, { deepStates: 0, seed: d, playthroughs: 1 });
        expect(e.failure?.check).toBe('legal');
        expect(e.message).toMatch(/a move listed by legalMoves was not accepted by resolve/);
        // Shrinking keeps the failure: it needs exactly d moves to reach the state.
        expect(e.failure?.moves).toHaveLength(d);
      }),
      { numRuns: 3 },
    );
  });

  it('TR 2: a draw whose chances sum to 2/3, at one depth', () => {
    fc.assert(
      fc.property(exact(1), (d) => {
        const game = trailVariant({ chanceOutcomes: (s) => trail.chanceOutcomes(s).slice(0, s.count === d ? 2 : 3) });
        const e = failureOf(game, { deepStates: 0, seed: d, playthroughs: 1 });
        expect(e.failure?.check).toBe('chance');
        expect(e.message).toMatch(/chance probabilities sum to 2\/3, not exactly 1/);
        expect(e.failure?.moves).toHaveLength(d);
      }),
      { numRuns: 3 },
    );
  });

  it('resolve writing into the state it was given, at one depth (states are deep-frozen)', () => {
    fc.assert(
      fc.property(exact(1), (d) => {
        const game = trailVariant({
          resolve(s, m) {
            if (s.count === d) (s.hands as { a: number }).a = 7;
            return trail.resolve(s, m);
          },
        });
        const e = failureOf(game, { deepStates: 0, seed: d, playthroughs: 1 });
        expect(e.failure?.check).toBe('chance');
        expect(e.message).toMatch(/resolve mutated the state it was given[\s\S]*first change at \$\.hands\.a/);
        expect(e.failure?.moves).toHaveLength(d);
      }),
      { numRuns: 3 },
    );
  });

  it('resolve writing into the move it was given, at one depth', () => {
    const game = trailVariant({
      resolve(s, m) {
        if (s.count === 100 && m.type === 'mark') (m as { mark: number }).mark = -1;
        return trail.resolve(s, m);
      },
    });
    const e = failureOf(game, { deepStates: 0, seed: 5, playthroughs: 1 });
    expect(e.failure?.check).toBe('legal');
    expect(e.message).toMatch(/resolve mutated the move it was given/);
    expect(e.failure?.moves).toHaveLength(100);
  });

  it('resolve that is not a function of its input, at one depth, is caught by the replay', () => {
    let calls = 0;
    const game = trailVariant({
      resolve(s, m) {
        const r = trail.resolve(s, m);
        if (!r.ok || s.count !== 120) return r;
        calls += 1;
        return { ...r, state: { ...r.state, hands: { ...r.state.hands, a: 1 + (calls % 3) } } };
      },
    });
    const e = failureOf(game, { deepStates: 0, seed: 5, playthroughs: 1, movesPerState: 0, outcomesPerState: 0 });
    expect(e.failure?.check).toBe('determinism');
    expect(e.message).toMatch(/replaying the same moves gives a different state/);
    // Reported where it happens, though the final states agree (the card is drawn again later).
    expect(e.failure?.moves).toHaveLength(120);
  });

  it('movesPerState and outcomesPerState 0 resolve only the move played, outside the deep states', () => {
    const few = checkConformance(trail, { scenarios, playthroughs: 5, exactPlaythroughs: true, seed: 3, deepStates: 0, movesPerState: 0, outcomesPerState: 0, probes: 0 });
    const many = checkConformance(trail, { scenarios, playthroughs: 5, exactPlaythroughs: true, seed: 3, deepStates: 0, probes: 0 });
    // Played moves, the replay, and at the two deep states of each game every outcome.
    expect(few.resolves).toBeLessThan(many.resolves);
    expect(few.resolves).toBeLessThanOrEqual(2 * few.moves + 5 * 2 * 3 + 5 * 2);
    // Rejected: a listed move refused is still found when it is the one played.
    const refusing = trailVariant({ resolve: (s, m) => (s.count === 40 ? ruleError('no', 'refused', 'TR 1') : trail.resolve(s, m)) });
    expect(() => checkConformance(refusing, { scenarios, playthroughs: 1, seed: 3, deepStates: 0, movesPerState: 0, outcomesPerState: 0 })).toThrow(
      /resolve refused a listed move/,
    );
  });
});
