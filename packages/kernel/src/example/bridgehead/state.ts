/**
 * Bridgehead's state, moves and set-up as zod schemas and the types inferred from them (BH 1-3).
 * Everything is plain JSON: units carry their location id on the fixed board (data/board.ts),
 * -1 once eliminated, and the combat being resolved carries its pending decisions as data.
 */
import { z } from 'zod';

export const PLAYERS = ['blue', 'red'] as const;
export type Player = (typeof PLAYERS)[number];
export const PlayerSchema = z.enum(PLAYERS);

export const KINDS = ['infantry', 'armor', 'militia'] as const;
export type Kind = (typeof KINDS)[number];

export const UnitSchema = z.object({
  id: z.string().min(1).max(20),
  side: PlayerSchema,
  kind: z.enum(KINDS),
  /** Location id on the board; -1 once eliminated. */
  loc: z.number().int().min(-1),
  /** Steps left (BH 2: full strength on its last step count, reduced below). */
  steps: z.number().int().min(0).max(2),
});
export type Unit = z.infer<typeof UnitSchema>;

// The kernel's `LossDecision` as a schema; its arrays are read-only, as the kernel's type says.
const LossStepSchema = z.object({ chooser: PlayerSchema, tiers: z.array(z.array(z.string()).readonly()).readonly().optional() });
export const LossDecisionSchema = z.object({
  kind: z.literal('step-loss'),
  rule: z.string(),
  side: PlayerSchema,
  units: z.array(z.object({ id: z.string(), steps: z.number().int(), maxLoss: z.number().int().optional() })).readonly(),
  steps: z.array(LossStepSchema).readonly(),
  taken: z.array(z.string()).readonly(),
});

export const RESULTS = ['AL', 'NE', 'DR', 'EX', 'DL', 'DE'] as const;
export type Result = (typeof RESULTS)[number];

/** The attack being resolved and what is still to decide, in the order of BH 10. */
export const CombatSchema = z.object({
  /** BH 6.2 declaring, BH 9 rolling, BH 10.1-10.2 losses, BH 10.3 retreats, BH 10.4 advances. */
  stage: z.enum(['declare', 'roll', 'losses', 'retreat', 'advance']),
  target: z.number().int().min(0),
  attackers: z.array(z.string()),
  /** The CRT column to roll on, once the attacker resolves the attack (BH 8); null while declaring. */
  column: z.number().int().min(0).nullable(),
  /** Null until the result is known (BH 9), then the CRT result. */
  result: z.enum(RESULTS).nullable(),
  attackerLoss: LossDecisionSchema.nullable(),
  defenderLoss: LossDecisionSchema.nullable(),
  /** Defending units still to retreat or lose a step (BH 10.3), in order. */
  retreating: z.array(z.string()),
  /** Attacking units that may still advance (BH 10.4); empty when none may. */
  advancing: z.array(z.string()),
});
export type Combat = z.infer<typeof CombatSchema>;

export const StateSchema = z.object({
  turn: z.number().int().min(1),
  turns: z.number().int().min(1),
  /** The phasing player (BH 3). */
  side: PlayerSchema,
  phase: z.enum(['move', 'combat', 'over']),
  units: z.array(UnitSchema),
  /** Units that moved this movement phase (BH 5.1). */
  moved: z.array(z.string()),
  /** Units that attacked, and hexes attacked, this combat phase (BH 6.1). */
  attacked: z.array(z.string()),
  hit: z.array(z.number().int()),
  combat: CombatSchema.nullable(),
});
export type State = z.infer<typeof StateSchema>;

export const MoveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('move'), unit: z.string(), to: z.number().int().min(0) }),
  z.object({ type: z.literal('end-phase') }),
  z.object({ type: z.literal('attack'), target: z.number().int().min(0) }),
  z.object({ type: z.literal('commit'), unit: z.string() }),
  z.object({ type: z.literal('resolve') }),
  z.object({ type: z.literal('roll'), die: z.number().int().min(1).max(6) }),
  z.object({ type: z.literal('lose-step'), unit: z.string() }),
  z.object({ type: z.literal('retreat'), unit: z.string(), to: z.number().int().min(0) }),
  z.object({ type: z.literal('hold'), unit: z.string() }),
  z.object({ type: z.literal('advance'), unit: z.string(), to: z.number().int().min(0) }),
  z.object({ type: z.literal('end-advance') }),
]);
export type Move = z.infer<typeof MoveSchema>;

export const SetupSchema = z.object({
  /** Game turns (BH 3). */
  turns: z.number().int().min(1).max(6),
  units: z
    .array(z.object({ id: z.string().min(1).max(20), side: PlayerSchema, kind: z.enum(KINDS), hex: z.object({ q: z.number().int(), r: z.number().int() }) }))
    .min(1)
    .max(12),
});
export type Setup = z.input<typeof SetupSchema>;

/** No information is hidden in Bridgehead: a player's view is the state. */
export type View = State;

export const other = (p: Player): Player => (p === 'blue' ? 'red' : 'blue');
