import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalize, rational, replay, stateHash, type ChanceOutcome } from '@esagono/kernel';
import {
  applyMutation,
  chanceByChoice,
  fieldPaths,
  illegalMoveArb,
  legalMoveArb,
  listedMoves,
  playthroughArb,
  reachableStateArb,
  scenarioArb,
  transitionArb,
} from '../src/index.js';
import { scenarios, skirmish, start, type Move, type State } from './helpers.js';

describe('arbitraries for any GameDefinition (shown on the kernel example game, SK)', () => {
  it('a playthrough is legal play: it replays to the same state and ends within the bound', () => {
    fc.assert(
      fc.property(playthroughArb(skirmish, { scenarios }), (p) => {
        expect(p.stop).toBe('terminal');
        expect(p.moves.length).toBeLessThanOrEqual(skirmish.maxMoves);
        expect(p.states).toHaveLength(p.moves.length + 1);
        const again = replay(skirmish, p.setup, p.moves);
        expect(again.ok && stateHash(again.state)).toBe(stateHash(p.states[p.states.length - 1]));
      }),
      { numRuns: 100 },
    );
  });

  it('without untilEnd a playthrough stops where its choices do', () => {
    fc.assert(
      fc.property(playthroughArb(skirmish, { scenarios, untilEnd: false }), (p) => {
        if (p.stop === 'end-of-choices') expect(p.moves).toHaveLength(p.choices.length);
        else expect(p.stop).toBe('terminal');
      }),
      { numRuns: 100 },
    );
  });

  it('a reachable non-terminal state is one that replaying its moves gives, and someone must act there', () => {
    fc.assert(
      fc.property(reachableStateArb(skirmish, { scenarios, nonTerminal: true }), (r) => {
        expect(skirmish.actor(r.state).kind).not.toBe('terminal');
        const again = replay(skirmish, r.setup, r.moves);
        expect(again.ok && canonicalize(again.state)).toBe(canonicalize(r.state));
      }),
      { numRuns: 100 },
    );
  });

  it('legal moves of reachable states are accepted; probably-illegal ones are refused with a typed error', () => {
    const reached = reachableStateArb(skirmish, { scenarios, nonTerminal: true }).map((r) => r.state);
    fc.assert(
      fc.property(
        reached.chain((s) => fc.tuple(fc.constant(s), legalMoveArb(skirmish, s), illegalMoveArb(skirmish, s))),
        ([s, legal, illegal]) => {
          expect(skirmish.resolve(s, legal).ok).toBe(true);
          const r = skirmish.resolve(s, illegal as Move);
          expect(r.ok).toBe(false);
          if (!r.ok) {
            expect(typeof r.error.code).toBe('string');
            expect(typeof r.error.message).toBe('string');
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a transition is a reachable state and a move resolve accepts there', () => {
    fc.assert(
      fc.property(transitionArb(skirmish, { scenarios }), (t) => {
        const listed = listedMoves(skirmish, t.state).map((m) => canonicalize(m));
        expect(listed).toContain(canonicalize(t.move));
        expect(skirmish.resolve(t.state, t.move).ok).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('chance choices hit each outcome exactly in proportion to its probability', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 5 }), (weights) => {
        const total = weights.reduce((a, b) => a + b, 0);
        fc.pre(total > 0);
        const outs: ChanceOutcome<number>[] = weights.map((w, i) => ({ move: i, p: rational(w, total) }));
        // Every choice in a full cycle of `total` picks outcome i exactly weights[i] times.
        const counts = weights.map(() => 0);
        for (let c = 0; c < total; c++) counts[chanceByChoice(outs, c) as number]! += 1;
        expect(counts).toEqual(weights);
      }),
    );
  });

  it('a failing property shrinks to the shortest failing move prefix (SK 4: first hp lost)', () => {
    // Independent oracle: breadth-first search for the fewest moves after which blue has lost hp.
    const seen = new Set<string>();
    let frontier: State[] = [start()];
    let depth = 0;
    search: for (;;) {
      const next: State[] = [];
      for (const s of frontier) {
        if (s.hp.blue < 3) break search;
        for (const m of listedMoves(skirmish, s)) {
          const r = skirmish.resolve(s, m);
          if (r.ok && !seen.has(canonicalize(r.state))) {
            seen.add(canonicalize(r.state));
            next.push(r.state);
          }
        }
      }
      frontier = next;
      depth += 1;
    }
    const details = fc.check(
      fc.property(playthroughArb(skirmish, { scenarios: { standard: {} }, untilEnd: false }), (p) =>
        p.states.every((s) => s.hp.blue === 3),
      ),
      { seed: 42, numRuns: 500 },
    );
    expect(details.failed).toBe(true);
    const p = details.counterexample?.[0];
    const first = p?.states.findIndex((s) => s.hp.blue < 3);
    expect(first).toBe(depth);
    // Nothing after the failure survives shrinking.
    expect(p?.moves).toHaveLength(depth);
  });

  it('scenarioArb draws only given scenarios and refuses none', () => {
    fc.assert(
      fc.property(scenarioArb(scenarios), (s) => {
        expect(scenarios[s.id]).toBe(s.setup);
      }),
    );
    expect(() => scenarioArb({})).toThrow(/no scenarios/);
  });
});

describe('move mutations', () => {
  const move = { type: 'play', card: 2, extra: { a: [1, 2] } };

  it('fieldPaths lists every nested field, parents first', () => {
    expect(fieldPaths(move)).toEqual([['type'], ['card'], ['extra'], ['extra', 'a'], ['extra', 'a', 0], ['extra', 'a', 1]]);
  });

  it('drop, set, nudge and splice change exactly the chosen field and never the original', () => {
    const before = canonicalize(move);
    expect(applyMutation({ kind: 'drop', target: 0, field: 1 }, [move])).toEqual({ type: 'play', extra: { a: [1, 2] } });
    expect(applyMutation({ kind: 'drop', target: 0, field: 4 }, [move])).toEqual({ type: 'play', card: 2, extra: { a: [2] } });
    expect(applyMutation({ kind: 'set', target: 0, field: 0, value: 7 }, [move])).toEqual({ ...move, type: 7 });
    expect(applyMutation({ kind: 'nudge', target: 0, field: 1, delta: 1 }, [move])).toEqual({ ...move, card: 3 });
    expect(applyMutation({ kind: 'splice', target: 0, from: 1, field: 1 }, [move, { type: 'deal', card: 9 }])).toEqual({ ...move, card: 9 });
    expect(applyMutation({ kind: 'wrap', target: 0, as: 'array' }, [move])).toEqual([move]);
    expect(canonicalize(move)).toBe(before);
  });

  it('on a finished game (nothing listed) a mutation is plain JSON or null', () => {
    expect(applyMutation({ kind: 'nudge', target: 3, field: 1, delta: 1 }, [])).toBeNull();
    expect(applyMutation({ kind: 'set', target: 3, field: 1, value: 'x' }, [])).toBe('x');
  });
});
