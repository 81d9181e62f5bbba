// Property testing Memoir '44 with the testkit and the title's conformanceOptions (issue #15):
// samples spread over the whole game, rare situations on demand, short readable counterexamples.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ConformanceError, checkConformance as checkConformanceNow, playthroughArb, reachableStateArb, sampleReport, transitionArb } from '@esagono/testkit';
import { game, scenarios, conformanceOptions, stateKind } from '../src/index.js';

const options = { scenarios, ...conformanceOptions };

describe('testkit arbitraries on Memoir 44', () => {
  it('reached states spread over the game: few finished games, many kinds of state, dice rolls a minority', () => {
    const r = sampleReport(reachableStateArb(game, options), (x) => (game.actor(x.state).kind === 'terminal' ? 'finished' : stateKind(x.state)), {
      numRuns: 30,
      seed: 1,
    });
    expect(r.total).toBe(30);
    expect(Object.values(r.counts).reduce((a, b) => a + b, 0)).toBe(30);
    expect(r.counts.finished ?? 0).toBeLessThanOrEqual(6);
    expect(Object.keys(r.counts).length).toBeGreaterThanOrEqual(4);
    expect(r.shares.roll ?? 0).toBeLessThan(0.4);
  });

  it('transitions rarely end the game', () => {
    const r = sampleReport(transitionArb(game, options), (t) => {
      const next = game.resolve(t.state, t.move);
      return next.ok && game.actor(next.state).kind === 'terminal' ? 'ends' : 'goes on';
    }, { numRuns: 30, seed: 2 });
    expect(r.counts.ends ?? 0).toBeLessThanOrEqual(5);
  });

  it('where: rare situations on demand (an Ambush, digest Appendix A; a retreat, M44 p.9)', () => {
    const ambushes = fc.sample(reachableStateArb(game, { ...options, where: (s) => s.phase.kind === 'ambush' }), { numRuns: 4, seed: 3 });
    expect(ambushes.map((a) => a.state.phase.kind)).toEqual(['ambush', 'ambush', 'ambush', 'ambush']);
    const retreats = fc.sample(reachableStateArb(game, { ...options, where: (s) => s.phase.kind === 'retreat' }), { numRuns: 4, seed: 3 });
    expect(retreats.every((r) => r.state.phase.kind === 'retreat')).toBe(true);
  });

  it('a failing property prints compactly and shrinks to the shortest failing prefix', () => {
    const details = fc.check(
      fc.property(playthroughArb(game, { ...options, untilEnd: false, shrinkTimeLimit: 8_000 }), (p) => p.states.every((s) => s.units.every((u) => u.at >= 0))),
      { seed: 3, numRuns: 100 },
    );
    expect(details.failed).toBe(true);
    const p = details.counterexample?.[0];
    if (!p) throw new Error('no counterexample');
    // The first elimination is the last move: nothing after it, and no state before it fails.
    expect(p.states[p.states.length - 1]?.units.some((u) => u.at < 0)).toBe(true);
    expect(p.states.slice(0, -1).every((s) => s.units.every((u) => u.at >= 0))).toBe(true);
    const text = fc.stringify(details.counterexample);
    expect(text.length).toBeLessThan(3_000);
    expect(text).toContain(`${p.moves.length} move(s)`);
    expect(text).toMatch(/choices \(\d+\): \[/);
    expect(text).toMatch(/medals \d+-\d+; units \d+-\d+/); // the title's describeState
  });

  it('a walk shares what does not change between states (no copies); freeze: true freezes them', () => {
    const [p] = fc.sample(playthroughArb(game, options), { numRuns: 1, seed: 4 });
    if (!p) throw new Error('no sample');
    expect(p.stop).toBe('terminal');
    expect(p.states.every((s) => s.scenario === p.states[0]?.scenario)).toBe(true);
    expect(Object.isFrozen(p.states[p.states.length - 1])).toBe(false);
    const [q] = fc.sample(playthroughArb(game, { ...options, freeze: true }), { numRuns: 1, seed: 4 });
    const last = q?.states[q.states.length - 1];
    expect(last && Object.isFrozen(last) && Object.isFrozen(last.units) && Object.isFrozen(last.units[0])).toBe(true);
    expect(q?.moves).toEqual(p.moves);
  });
});

describe('the illegal-move check on Memoir 44 mutants (issue #15)', () => {
  type G = typeof game;
  const caught = (g: G, seed: number): string | null => {
    try {
      checkConformanceNow(g, { ...options, playthroughs: 4, exactPlaythroughs: true, seed, shrinkTimeLimit: 1_000 });
      return null;
    } catch (e) {
      return e instanceof ConformanceError ? e.message : String(e);
    }
  };
  const listed = (s: Parameters<G['legalMoves']>[0]) => game.legalMoves(s);

  it('resolve accepting { type: "skip" } where it is not listed is caught (M44 p.6-11: only listed moves)', () => {
    const skipping: G = {
      ...game,
      resolve: (s, m) => (m?.type === 'skip' && !listed(s).some((x) => x.type === 'skip') && game.actor(s).kind === 'player' ? { ok: true, state: s, events: [] } : game.resolve(s, m)),
    };
    for (const seed of [1, 2, 3]) expect(caught(skipping, seed)).toMatch(/\[illegal\][\s\S]*input: \{"type":"skip"\}/);
    // Reported at the first state where it is accepted: the first decision after the deal (M44 p.6).
    let error: unknown = null;
    try {
      checkConformanceNow(skipping, { ...options, playthroughs: 4, exactPlaythroughs: true, seed: 1, shrinkTimeLimit: 1_000 });
    } catch (e) {
      error = e;
    }
    if (!(error instanceof ConformanceError)) throw new Error('the skip mutant passed');
    const moves = (error.failure?.moves ?? []) as { type: string }[];
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((m) => m.type === 'draw')).toBe(true);
    expect(error.failure?.choices).toHaveLength(moves.length);
  });

  it('resolve accepting a move of a listed unit to any hex is caught (M44 p.10 movement)', () => {
    const anywhere: G = {
      ...game,
      resolve: (s, m) =>
        m?.type === 'move' &&
        game.actor(s).kind === 'player' &&
        listed(s).some((x) => x.type === 'move' && x.unit === m.unit) &&
        !listed(s).some((x) => x.type === 'move' && x.unit === m.unit && x.to === m.to)
          ? { ok: true, state: s, events: [] }
          : game.resolve(s, m),
    };
    for (const seed of [1, 2, 3]) expect(caught(anywhere, seed)).toMatch(/\[illegal\][\s\S]*"type":"move"/);
  });
});
