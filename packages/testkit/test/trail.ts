/**
 * Trail (TR): a long, tiny game for testing the testkit's sampling of deep checks. Every
 * move advances `count` by one, so state i of any game has count i and a bug can be planted
 * at an exact depth. TR 1: a player marks a step (mark 0-2), then TR 2: chance draws a
 * secret card (1-3) into that player's hand and the turn passes. TR 3: the game is a draw
 * when `count` reaches `length`. TR 4: a player's view shows their own card, not the other's.
 * TR 5: instead of marking, a player may step to the next square (`step`, to = count + 1);
 * there is no skipping (`skip` is a move type the schema knows and no state lists).
 */
import { z } from 'zod';
import { defineGame, rational, ruleError, type GameDefinition, type GameEvent, type Rng } from '@esagono/kernel';
import type { HiddenInformation } from '../src/index.js';

const PLAYERS = ['a', 'b'] as const;
export type Player = (typeof PLAYERS)[number];
const PlayerSchema = z.enum(PLAYERS);

export const StateSchema = z.object({
  count: z.number().int(),
  length: z.number().int(),
  turn: PlayerSchema,
  phase: z.enum(['mark', 'draw', 'over']),
  hands: z.object({ a: z.number().int(), b: z.number().int() }),
});
export type State = z.infer<typeof StateSchema>;

export const MoveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('mark'), mark: z.number().int().min(0).max(2) }),
  z.object({ type: z.literal('draw'), card: z.number().int().min(1).max(3) }),
  z.object({ type: z.literal('step'), to: z.number().int() }),
  z.object({ type: z.literal('skip') }),
]);
export type Move = z.infer<typeof MoveSchema>;

const SetupSchema = z.object({ length: z.number().int().min(2).max(10_000) });
export type Setup = z.infer<typeof SetupSchema>;

export interface View {
  readonly me: Player;
  readonly count: number;
  readonly turn: Player;
  readonly phase: State['phase'];
  readonly card: number;
  readonly [extra: string]: unknown;
}

export const other = (p: Player): Player => (p === 'a' ? 'b' : 'a');

export type Trail = GameDefinition<State, Move, Player, Setup, View, GameEvent>;

export const trail: Trail = defineGame<State, Move, Player, Setup, View>({
  id: 'trail',
  name: 'Trail',
  players: PLAYERS,
  schemas: { setup: SetupSchema, state: StateSchema, move: MoveSchema },
  maxMoves: 10_000,
  setup: (setup) => ({ ok: true, state: { count: 0, length: setup.length, turn: 'a', phase: 'mark', hands: { a: 0, b: 0 } } }),
  actor: (s) =>
    s.phase === 'over' ? { kind: 'terminal' } : s.phase === 'draw' ? { kind: 'chance' } : { kind: 'player', player: s.turn },
  legalMoves: (s) => (s.phase === 'mark' ? [...[0, 1, 2].map((mark) => ({ type: 'mark' as const, mark })), { type: 'step' as const, to: s.count + 1 }] : []),
  chanceOutcomes: (s) => (s.phase === 'draw' ? [1, 2, 3].map((card) => ({ move: { type: 'draw' as const, card }, p: rational(1, 3) })) : []),
  resolve(s, m) {
    const count = s.count + 1;
    const phase = count >= s.length ? 'over' : s.phase === 'mark' ? 'draw' : 'mark';
    if (s.phase === 'mark' && m.type === 'mark') return { ok: true, state: { ...s, count, phase }, events: [] };
    if (s.phase === 'mark' && m.type === 'step') {
      return m.to === count ? { ok: true, state: { ...s, count, phase }, events: [] } : ruleError('not-next', `step to ${m.to}: only to ${count}`, 'TR 5');
    }
    if (m.type === 'skip') return ruleError('no-skip', 'there is no skipping', 'TR 5');
    if (s.phase === 'draw' && m.type === 'draw') {
      return { ok: true, state: { ...s, count, phase, turn: other(s.turn), hands: { ...s.hands, [s.turn]: m.card } }, events: [] };
    }
    return ruleError('wrong-phase', `no ${m.type} in the ${s.phase} phase`, s.phase === 'mark' ? 'TR 1' : 'TR 2');
  },
  view: (s, me) => ({ me, count: s.count, turn: s.turn, phase: s.phase, card: s.hands[me] }),
  outcome: (s) => (s.phase === 'over' ? { kind: 'draw' } : null),
});

/** TR 4: the other player's card is hidden; re-draw it. */
export const hidden: HiddenInformation<State, Player> = {
  description: "the other player's card",
  perturb: (s: State, me: Player, rng: Rng): State => ({ ...s, hands: { ...s.hands, [other(me)]: 1 + rng.int(3) } }),
};

/** Trail with some functions replaced, for planting a bug. */
export function trailVariant(changes: Partial<Trail>): Trail {
  return { ...trail, ...changes };
}
