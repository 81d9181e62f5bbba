/**
 * The shortcuts `defineGame` takes for drivers (what it keeps between calls) must never change
 * an answer: a frozen setup is checked once, a move it listed skips the shape check, and who
 * acts is asked once per state. Counted here with a tiny counting game.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deepFreeze, defineGame, isDeeplyFrozen, rational, type Actor } from '../../src/index.js';

interface State {
  readonly n: number;
}
type Move = { readonly type: 'add'; readonly k: number } | { readonly type: 'roll'; readonly face: number };

function countingGame() {
  const calls = { setupParse: 0, isMove: 0, actor: 0, listed: [] as boolean[] };
  const SetupSchema = z.custom<{ start: number }>((v) => {
    calls.setupParse++;
    return typeof v === 'object' && v !== null && typeof (v as { start?: unknown }).start === 'number';
  });
  const MoveSchema = z.discriminatedUnion('type', [
    z.object({ type: z.literal('add'), k: z.number().int().min(1).max(2) }),
    z.object({ type: z.literal('roll'), face: z.number().int().min(1).max(2) }),
  ]);
  // Even totals are chance nodes (a coin adds 1 or 2); odd ones let the player add 1 or 2; 9+ ends.
  const actor = (s: State): Actor<'p'> => (s.n >= 9 ? { kind: 'terminal' } : s.n % 2 === 0 ? { kind: 'chance' } : { kind: 'player', player: 'p' });
  const ROLLS = Object.freeze([
    { move: { type: 'roll', face: 1 } as Move, p: rational(1, 2) },
    { move: { type: 'roll', face: 2 } as Move, p: rational(1, 2) },
  ]);
  const game = defineGame<State, Move, 'p', { start: number }, State>({
    id: 'counting',
    name: 'Counting',
    players: ['p'],
    maxMoves: 100,
    schemas: { setup: SetupSchema, state: z.custom<State>(() => true), move: MoveSchema },
    isMove(v): v is Move {
      calls.isMove++;
      return MoveSchema.safeParse(v).success;
    },
    setup: (setup) => ({ ok: true, state: { n: setup.start } }),
    actor(s) {
      calls.actor++;
      return actor(s);
    },
    legalMoves: (s) => (actor(s).kind === 'player' ? [{ type: 'add', k: 1 }, { type: 'add', k: 2 }] : []),
    chanceOutcomes: (s) => (actor(s).kind === 'chance' ? ROLLS : []),
    resolve(s, m, listed) {
      calls.listed.push(listed);
      const k = m.type === 'add' ? m.k : m.face;
      return { ok: true, state: { n: s.n + k }, events: [] };
    },
    view: (s) => s,
    outcome: (s) => (s.n >= 9 ? { kind: 'draw' } : null),
  });
  return { game, calls };
}

describe('defineGame shortcuts (protocol: resolve checks every input, answers never change)', () => {
  it('checks a deeply frozen setup once, and any other setup every time', () => {
    const { game, calls } = countingGame();
    const frozen = Object.freeze({ start: 1 });
    expect(game.setup(frozen).ok).toBe(true);
    expect(game.setup(frozen).ok).toBe(true);
    expect(calls.setupParse).toBe(1);
    const open = { start: 1 };
    game.setup(open);
    game.setup(open);
    expect(calls.setupParse).toBe(3);
    // A frozen shell around a mutable inside is not trusted.
    const shell = Object.freeze({ start: 1, extra: { x: 1 } });
    game.setup(shell);
    game.setup(shell);
    expect(calls.setupParse).toBe(5);
  });

  it('still refuses a bad setup, frozen or not, naming the error', () => {
    const { game } = countingGame();
    const bad = Object.freeze({ start: 'x' });
    const r = game.setup(bad as unknown as { start: number });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('invalid-setup');
    expect(game.setup(bad as unknown as { start: number }).ok).toBe(false);
  });

  it('skips the shape check for a move it just listed, not for a look-alike copy', () => {
    const { game, calls } = countingGame();
    const s: State = { n: 1 };
    const listed = game.legalMoves(s);
    const before = calls.isMove;
    expect(game.resolve(s, listed[0] as Move).ok).toBe(true);
    expect(calls.isMove).toBe(before);
    expect(game.resolve(s, { type: 'add', k: 1 }).ok).toBe(true);
    expect(calls.isMove).toBe(before + 1);
    // A listed move offered for another state is checked as usual.
    expect(game.resolve({ n: 3 }, listed[0] as Move).ok).toBe(true);
    expect(calls.isMove).toBe(before + 2);
  });

  it('skips it for a listed chance outcome too, frozen list or not, and refuses a bad one', () => {
    const { game, calls } = countingGame();
    const s: State = { n: 2 };
    const outs = game.chanceOutcomes(s);
    const before = calls.isMove;
    expect(game.resolve(s, (outs[1] as { move: Move }).move).ok).toBe(true);
    expect(calls.isMove).toBe(before);
    const r = game.resolve(s, { type: 'roll', face: 7 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('invalid-move');
  });

  it("tells the rules whether a move is one it listed for that very state (the title may skip its own check)", () => {
    const { game, calls } = countingGame();
    const s: State = { n: 1 };
    const listed = game.legalMoves(s);
    game.resolve(s, listed[1] as Move);
    game.resolve(s, { type: 'add', k: 2 });
    game.resolve({ n: 1 }, listed[1] as Move);
    const c: State = { n: 2 };
    const outs = game.chanceOutcomes(c);
    game.resolve(c, (outs[0] as { move: Move }).move);
    game.resolve(c, { type: 'roll', face: 1 });
    expect(calls.listed).toEqual([true, false, false, true, false]);
  });

  it('asks the rules who acts once per state object, and again for an equal copy', () => {
    const { game, calls } = countingGame();
    const s: State = { n: 1 };
    const before = calls.actor;
    game.actor(s);
    const moves = game.legalMoves(s);
    game.resolve(s, moves[0] as Move);
    expect(calls.actor).toBe(before + 1);
    expect(game.actor({ n: 1 })).toEqual({ kind: 'player', player: 'p' });
    expect(calls.actor).toBe(before + 2);
  });

  it('deepFreeze freezes everything reachable, cycles included; isDeeplyFrozen sees a mutable inside', () => {
    const inner = { x: [1, { y: 2 }] };
    const outer: { inner: typeof inner; self?: unknown } = { inner };
    outer.self = outer;
    expect(isDeeplyFrozen(outer)).toBe(false);
    expect(deepFreeze(outer)).toBe(outer);
    expect(isDeeplyFrozen(outer)).toBe(true);
    expect(Object.isFrozen(inner.x[1])).toBe(true);
    expect(isDeeplyFrozen(Object.freeze({ open: {} }))).toBe(false);
  });
});
