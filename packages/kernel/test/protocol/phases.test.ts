import { describe, expect, it } from 'vitest';
import { defineGame, phaseRules, rational, randomPlayout, undeclaredPhases, undeclaredStep, type Actor, type PhaseTable } from '../../src/index.js';
import { z } from 'zod';
import fc from 'fast-check';

// A card-driven turn in the manner of Memoir '44 (M44 p.6-11): play a card, order, move, battle, draw.
type P = 'a' | 'b';
type Kind = 'play' | 'order' | 'move' | 'battle' | 'draw' | 'over';
interface S {
  readonly phase: Kind;
  readonly active: P;
  readonly turns: number;
  readonly ordered: number;
  readonly hits: number;
}
type M = { readonly type: 'play' } | { readonly type: 'order'; readonly n: number } | { readonly type: 'end' } | { readonly type: 'draw'; readonly card: number };

const player = (s: S): Actor<P> => ({ kind: 'player', player: s.active });
const END: M = { type: 'end' };
const card: PhaseTable<S, M, P, Kind> = {
  play: { rule: 'X 1', actor: player, legalMoves: () => [{ type: 'play' }], step: (s) => ({ ...s, phase: 'order' }), next: ['order'] },
  order: {
    rule: 'X 2',
    actor: player,
    legalMoves: () => [1, 2, 3].map((n) => ({ type: 'order', n })),
    step: (s, m) => (m.type === 'order' ? { ...s, ordered: m.n, phase: 'move' } : s),
    refusal: (_s, m) => (m.type === 'order' && m.n > 3 ? { code: 'too-many', message: 'at most 3 units', rule: 'X 2.1' } : null),
    next: ['move'],
  },
  // The step decides its successor: no battle phase when nothing was ordered to fight.
  move: { rule: 'X 3', actor: player, legalMoves: () => [END], step: (s) => ({ ...s, phase: s.ordered > 1 ? 'battle' : 'draw' }), next: ['battle', 'draw'] },
  battle: { rule: 'X 4', actor: player, legalMoves: () => [END], step: (s) => ({ ...s, hits: s.hits + s.ordered, phase: 'draw' }), ruleOf: () => 'X 4.2', next: ['draw'] },
  draw: {
    rule: 'X 5',
    actor: () => ({ kind: 'chance' }),
    chanceOutcomes: () => [0, 1].map((c) => ({ move: { type: 'draw', card: c }, p: rational(1, 2) })),
    accepts: (_s, m) => m.type === 'draw' && (m.card === 0 || m.card === 1),
    step: (s) => (s.turns >= 5 ? { ...s, phase: 'over' } : { ...s, phase: 'play', turns: s.turns + 1, active: s.active === 'a' ? 'b' : 'a' }),
    next: ['play', 'over'],
  },
  over: { rule: 'X 6', actor: () => ({ kind: 'terminal' }), step: (s) => s, next: [] },
};
const same = (x: M, y: M): boolean => JSON.stringify(x) === JSON.stringify(y);
const cards = phaseRules<S, M, P, Kind>(card, { phaseOf: (s) => s.phase, sameMove: same });
const start: S = { phase: 'play', active: 'a', turns: 0, ordered: 0, hits: 0 };

describe('phase table: a card-driven turn (kernel phaseRules)', () => {
  it('names only phases of its own table', () => {
    expect(undeclaredPhases(card)).toEqual([]);
    expect(undeclaredPhases({ a: { next: ['b'] } })).toEqual(['a -> b']);
  });

  it('dispatches actor, moves and outcomes on the phase', () => {
    expect(cards.actor(start)).toEqual({ kind: 'player', player: 'a' });
    expect(cards.legalMoves(start)).toEqual([{ type: 'play' }]);
    expect(cards.chanceOutcomes(start)).toEqual([]);
    const d: S = { ...start, phase: 'draw' };
    expect(cards.actor(d)).toEqual({ kind: 'chance' });
    expect(cards.legalMoves(d)).toEqual([]);
    expect(cards.chanceOutcomes(d).map((o) => o.move)).toEqual([{ type: 'draw', card: 0 }, { type: 'draw', card: 1 }]);
  });

  it("resolves through the phase's step, whose event cites the phase's rule or the move's", () => {
    const r = cards.resolve(start, { type: 'play' });
    expect(r).toEqual({ ok: true, state: { ...start, phase: 'order' }, events: [{ type: 'play', rule: 'X 1' }] });
    const b = cards.resolve({ ...start, phase: 'battle', ordered: 2 }, END);
    expect(b.ok && b.events).toEqual([{ type: 'battle', rule: 'X 4.2' }]);
  });

  it('lets the step choose the successor', () => {
    const one = cards.resolve({ ...start, phase: 'move', ordered: 1 }, END);
    const two = cards.resolve({ ...start, phase: 'move', ordered: 2 }, END);
    expect(one.ok && one.state.phase).toBe('draw');
    expect(two.ok && two.state.phase).toBe('battle');
  });

  it('refuses a move the phase does not accept, citing its specific rule or the phase rule', () => {
    expect(cards.resolve({ ...start, phase: 'order' }, { type: 'order', n: 4 })).toEqual({ ok: false, error: { code: 'too-many', message: 'at most 3 units', rule: 'X 2.1' } });
    const r = cards.resolve(start, END);
    expect(!r.ok && r.error).toMatchObject({ code: 'illegal-move', rule: 'X 1' });
    const d = cards.resolve({ ...start, phase: 'draw' }, { type: 'draw', card: 7 });
    expect(!d.ok && d.error.rule).toBe('X 5');
  });

  it('accepts an equal copy of a listed move, and a listed one without a check', () => {
    expect(cards.resolve({ ...start, phase: 'order' }, { type: 'order', n: 2 }).ok).toBe(true);
    expect(cards.resolve(start, END, true).ok).toBe(true);
  });

  it('accepts exactly the moves and outcomes it lists, and refuses the rest with a rule (property)', () => {
    const kinds: Kind[] = ['play', 'order', 'move', 'battle', 'draw'];
    const moves: M[] = [{ type: 'play' }, END, ...[0, 1, 2, 3, 4].map((n): M => ({ type: 'order', n })), ...[0, 1, 2].map((c): M => ({ type: 'draw', card: c }))];
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.integer({ min: 0, max: 3 }), fc.constantFrom(...moves), (phase, ordered, m) => {
        const s: S = { ...start, phase, ordered };
        const offered = [...cards.legalMoves(s), ...cards.chanceOutcomes(s).map((o) => o.move)];
        const r = cards.resolve(s, m);
        expect(r.ok).toBe(offered.some((x) => same(x, m)));
        if (!r.ok) expect(r.error.rule).toMatch(/^X \d/);
      }),
    );
  });

  it('plays whole games under defineGame, each step going where its phase says', () => {
    const g = defineGame<S, M, P, null, S>({
      id: 'cards',
      name: 'cards',
      players: ['a', 'b'],
      maxMoves: 1000,
      schemas: { setup: z.null(), state: z.custom<S>(), move: z.custom<M>() },
      setup: () => ({ ok: true, state: start }),
      actor: cards.actor,
      legalMoves: cards.legalMoves,
      chanceOutcomes: cards.chanceOutcomes,
      resolve: (s, m, listed) => {
        const r = cards.resolve(s, m, listed);
        if (r.ok && undeclaredStep(card, s.phase, r.state.phase)) throw new Error(`${s.phase} -> ${r.state.phase}`);
        return r;
      },
      view: (s) => s,
      outcome: (s) => (s.phase === 'over' ? { kind: 'win', winner: s.hits > 5 ? 'a' : 'b' } : null),
    });
    for (let seed = 1; seed <= 20; seed++) {
      const r = randomPlayout(g, null, seed);
      expect(r.stop).toBe('terminal');
      expect(r.state.turns).toBe(5);
    }
  });
});

// A game turn of phases, segments and player turns in the manner of Normandy '44 / Case Yellow
// (N44 4.0): each game turn runs supply, then each player's movement and combat segments, then an
// end phase that advances the turn marker; the game ends after the last turn.
type Seg = 'supply' | 'movement' | 'combat' | 'end' | 'done';
interface G {
  readonly seg: Seg;
  readonly turn: number;
  /** Index of the player whose turn it is within the game turn. */
  readonly player: 0 | 1;
  readonly log: readonly string[];
}
type GM = { readonly type: 'go' };
const GO: GM = { type: 'go' };
const SIDES = ['allied', 'german'] as const;
type Side = (typeof SIDES)[number];
const LAST_TURN = 3;
const mover = (s: G): Actor<Side> => ({ kind: 'player', player: SIDES[s.player] });
const note = (s: G, seg: Seg, player: 0 | 1 = s.player): G => ({ ...s, seg, player, log: [...s.log, `${s.turn}.${s.seg}.${SIDES[s.player]}`] });
const turnTable: PhaseTable<G, GM, Side, Seg> = {
  supply: { rule: 'N44 5.0', actor: () => ({ kind: 'player', player: 'german' }), legalMoves: () => [GO], step: (s) => note(s, 'movement', 0), next: ['movement'] },
  movement: { rule: 'N44 6.0', actor: mover, legalMoves: () => [GO], step: (s) => note(s, 'combat'), next: ['combat'] },
  // The second player's turn follows the first's within the same game turn.
  combat: { rule: 'N44 7.0', actor: mover, legalMoves: () => [GO], step: (s) => (s.player === 0 ? note(s, 'movement', 1) : note(s, 'end', 1)), next: ['movement', 'end'] },
  end: {
    rule: 'N44 9.0',
    actor: () => ({ kind: 'player', player: 'allied' }),
    legalMoves: () => [GO],
    step: (s) => (s.turn >= LAST_TURN ? note(s, 'done') : { ...note(s, 'supply', 0), turn: s.turn + 1 }),
    next: ['supply', 'done'],
  },
  done: { rule: 'N44 10.0', actor: () => ({ kind: 'terminal' }), step: (s) => s, next: [] },
};

describe('phase table: a game turn of segments and player turns (kernel phaseRules)', () => {
  const turns = phaseRules<G, GM, Side, Seg>(turnTable, { phaseOf: (s) => s.seg });
  it('runs every segment of every game turn in order, each player in turn', () => {
    expect(undeclaredPhases(turnTable)).toEqual([]);
    let s: G = { seg: 'supply', turn: 1, player: 0, log: [] };
    const actors: string[] = [];
    while (turns.actor(s).kind !== 'terminal') {
      const a = turns.actor(s);
      actors.push(a.kind === 'player' ? a.player : a.kind);
      const [m] = turns.legalMoves(s);
      const r = turns.resolve(s, m as GM);
      if (!r.ok) throw new Error(r.error.message);
      expect(undeclaredStep(turnTable, s.seg, r.state.seg)).toBe(false);
      s = r.state;
    }
    expect(s.log.slice(0, 6)).toEqual(['1.supply.allied', '1.movement.allied', '1.combat.allied', '1.movement.german', '1.combat.german', '1.end.german']);
    expect(s.log.length).toBe(6 * LAST_TURN);
    expect(actors.slice(0, 6)).toEqual(['german', 'allied', 'allied', 'german', 'german', 'allied']);
  });
});
