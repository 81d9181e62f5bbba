import { describe, expect, it } from 'vitest';
import { rational, ruleError, type ResolveResult } from '@esagono/kernel';
import { ConformanceError, checkConformance, type CheckName, type ConformanceOptions } from '../src/index.js';
import { hidden, other, scenarios, skirmish, start, variant, type Move, type Player, type Setup, type Skirmish, type State } from './helpers.js';

/** Runs the suite on a broken title and returns the error it must throw. */
function failureWith(deepStates: number | 'all', game: Skirmish, extra: Partial<ConformanceOptions<State, Player, Setup>> = {}): ConformanceError {
  try {
    checkConformance(game, { scenarios, playthroughs: 100, seed: 7, hidden, shrinkTimeLimit: 2_000, deepStates, ...extra });
  } catch (e) {
    if (e instanceof ConformanceError) return e;
    throw e;
  }
  throw new Error('checkConformance passed a broken game');
}

function expectFailure(e: ConformanceError, check: CheckName, message: RegExp): void {
  expect(e.failure?.check).toBe(check);
  expect(e.message).toMatch(message);
  // Every message says how to reproduce it.
  expect(e.message).toMatch(/reproduce with \{ seed: \d+/);
}

// Each broken title is caught with the deep checks on every state, and on only 2 sampled states per game.
describe.each([
  ['every state', 'all' as const],
  ['2 sampled states per game', 2],
])('checkConformance catches broken titles with a minimal, readable counterexample (deep checks on %s)', (_label, deepStates) => {
  const failureOf = (game: Skirmish, extra: Partial<ConformanceOptions<State, Player, Setup>> = {}) => failureWith(deepStates, game, extra);

  it('SK 2: legalMoves lists a card the player does not hold, which resolve refuses', () => {
    const game = variant({
      legalMoves: (s) => (s.phase.kind === 'play' ? [1, 2, 3].map((card) => ({ type: 'play' as const, card })) : skirmish.legalMoves(s)),
    });
    const e = failureOf(game);
    expectFailure(e, 'legal', /a move listed by legalMoves was not accepted by resolve[\s\S]*not-in-hand/);
    // The first player decision comes after the deal, so the shortest prefix is the deal itself.
    const s = e.failure?.scenario === 'short-hands' ? 2 : 4;
    expect(e.failure?.moves).toHaveLength(s);
    expect(e.failure?.moves.every((m) => (m as Move).type === 'deal')).toBe(true);
  });

  it('SK 2: resolve removes the played card from the input state in place', () => {
    const game = variant({
      resolve(s, m) {
        const r = skirmish.resolve(s, m);
        if (r.ok && m.type === 'play') s.hands[s.turn].splice(s.hands[s.turn].indexOf(m.card), 1);
        return r;
      },
    });
    const e = failureOf(game);
    expectFailure(e, 'legal', /resolve mutated the state it was given[\s\S]*input: \{"card":\d,"type":"play"\}[\s\S]*first change at \$\.hands/);
  });

  it('SK 3: a d6 whose six outcomes sum to 5/6', () => {
    const game = variant({
      chanceOutcomes: (s) => (s.phase.kind === 'roll' ? skirmish.chanceOutcomes(s).slice(0, 5) : skirmish.chanceOutcomes(s)),
    });
    expectFailure(failureOf(game), 'chance', /chance probabilities sum to 5\/6, not exactly 1/);
  });

  it('SK 1: a probability that is not an exact fraction', () => {
    const game = variant({
      chanceOutcomes: (s) => skirmish.chanceOutcomes(s).map((o) => ({ ...o, p: { num: 0.5, den: o.p.den * 0.5 / o.p.num } })),
    });
    expectFailure(failureOf(game), 'chance', /not an exact fraction/);
  });

  it('SK 3: chance outcomes offered while a player must act', () => {
    const game = variant({
      chanceOutcomes: (s) =>
        s.phase.kind === 'play' ? [1, 2, 3, 4, 5, 6].map((die) => ({ move: { type: 'roll' as const, die }, p: rational(1, 6) })) : skirmish.chanceOutcomes(s),
    });
    expectFailure(failureOf(game), 'chance', /chanceOutcomes is not empty although the actor is player/);
  });

  it("SK hidden hands: view leaks the opponent's hand", () => {
    const game = variant({ view: (s, p) => ({ ...skirmish.view(s, p), opponentHand: s.hands[other(p)] }) });
    const e = failureOf(game);
    expectFailure(e, 'view', /view leaks hidden information[\s\S]*the opponent's hand and the deck[\s\S]*opponentHand/);
    // Without a description of what is hidden, the suite cannot know: it is the title's to give.
    expect(() => checkConformance(game, { scenarios, playthroughs: 20, seed: 7 })).not.toThrow();
  });

  it('view output must be JSON', () => {
    const game = variant({ view: (s, p) => ({ ...skirmish.view(s, p), seen: new Date(0) }) });
    expectFailure(failureOf(game), 'view', /not JSON-serialisable[\s\S]*Date/);
  });

  it('SK end: a game that restarts instead of ending never reaches a terminal state', () => {
    const game = variant({
      resolve(s, m) {
        const r = skirmish.resolve(s, m);
        return r.ok && r.state.phase.kind === 'over' ? { ...r, state: start() } : r;
      },
    });
    const e = failureOf(game, { maxMoves: 60, playthroughs: 20 });
    expectFailure(e, 'termination', /did not end within 60 moves/);
    expect(e.failure?.moves).toHaveLength(60);
  });

  it('SK end: outcome announced before the game is over', () => {
    const game = variant({ outcome: (s) => (s.phase.kind === 'over' || s.phase.kind === 'draw' ? { kind: 'draw' } : null) });
    expectFailure(failureOf(game), 'termination', /outcome is not null before the game is over/);
  });

  it('resolve throws on null', () => {
    const game = variant({
      resolve(s, m) {
        if (m === null) throw new TypeError("Cannot read properties of null (reading 'type')");
        return skirmish.resolve(s, m);
      },
    });
    const e = failureOf(game);
    expectFailure(e, 'robustness', /resolve threw instead of returning a typed error[\s\S]*input: null[\s\S]*TypeError/);
    // Shrinking goes to the initial state: no move is needed to show the bug.
    expect(e.failure?.moves).toEqual([]);
  });

  it('SK 2: resolve accepts a card that is not in hand', () => {
    const game = variant({
      resolve(s, m): ResolveResult<State> {
        if (s.phase.kind === 'play' && m !== null && typeof m === 'object' && m.type === 'play' && !s.hands[s.turn].includes(m.card)) {
          return { ok: true, state: { ...s, phase: { kind: 'roll', card: m.card } }, events: [] };
        }
        return skirmish.resolve(s, m);
      },
    });
    expectFailure(failureOf(game), 'illegal', /resolve accepted a move that neither legalMoves nor chanceOutcomes lists[\s\S]*"type":"play"/);
  });

  it('a refusal without a typed error', () => {
    const game = variant({
      resolve(s, m) {
        const r = skirmish.resolve(s, m);
        return r.ok ? r : ({ ok: false, error: r.error.message } as unknown as ResolveResult<State>);
      },
    });
    expect(failureOf(game).message).toMatch(/refused without a typed error|refused without an error object/);
  });

  it('SK 3: a die rolled with Math.random inside resolve is not deterministic', () => {
    const game = variant({
      resolve(s, m) {
        if (m !== null && typeof m === 'object' && m.type === 'roll') return skirmish.resolve(s, { type: 'roll', die: 1 + Math.floor(Math.random() * 6) });
        return skirmish.resolve(s, m);
      },
    });
    expectFailure(failureOf(game), 'determinism', /replaying the same moves|different (state|result)|did not reproduce/);
  });

  it('a state field the schema does not know', () => {
    const game = variant({
      resolve(s, m) {
        const r = skirmish.resolve(s, m);
        return r.ok ? { ...r, state: { ...r.state, lastMove: m } as State } : r;
      },
    });
    expectFailure(failureOf(game), 'determinism', /schemas.state changes it[\s\S]*lastMove/);
  });

  it('a setup refused by the title is reported as such', () => {
    const e = failureOf(skirmish, { scenarios: { broken: { hp: 0 } } });
    expectFailure(e, 'legal', /the scenario setup was refused[\s\S]*invalid-setup/);
  });

  it('the refusal ruleError gives is the typed error the suite expects', () => {
    // A guard against the suite itself: the kernel's own helper must pass its test.
    const r = ruleError('x', 'y', 'SK 0');
    expect(r.error).toEqual({ code: 'x', message: 'y', rule: 'SK 0' });
    expect(() => checkConformance(skirmish, { scenarios, playthroughs: 30, seed: 3, hidden })).not.toThrow();
  });
});
