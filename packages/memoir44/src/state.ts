/**
 * State, Move, Player and their schemas. State is plain JSON; the static board lives in a
 * module cache keyed by the scenario object (board/static.ts), so moves copy little.
 */
import { z } from 'zod';
import { BadgeIdSchema } from './data/badges.js';
import { CardIdSchema, type CardId, type Section } from './data/cards.js';
import { ObstacleIdSchema, type ObstacleId } from './data/obstacles.js';
import { ScenarioSchema, type Scenario } from './scenarios/schema.js';
import { UnitTypeSchema, type UnitType } from './data/units.js';
import type { BadgeId } from './data/badges.js';

export const PLAYERS = ['allies', 'axis'] as const;
export const PlayerSchema = z.enum(PLAYERS);
export type Player = (typeof PLAYERS)[number];
export const other = (p: Player): Player => (p === 'allies' ? 'axis' : 'allies');

/**
 * A per-side record's entry. Written as two named reads: `rec[side]` with a varying key is a
 * megamorphic keyed load in V8, and play reads hands, medals and turn counts at every step.
 */
export const bySide = <T>(rec: Readonly<Record<Player, T>>, side: Player): T => (side === 'allies' ? rec.allies : rec.axis);

export { ScenarioSchema, type Scenario } from './scenarios/schema.js';

export interface Unit {
  readonly id: number;
  readonly side: Player;
  readonly type: UnitType;
  readonly badge: BadgeId | null;
  readonly figures: number;
  readonly max: number;
  /** Hex id, or -1 once eliminated. */
  readonly at: number;
  /** Armour or artillery set up in a bunker: never moves or retreats (M44 p.19 [L814]). */
  readonly fixed: boolean;
  /** Medals the enemy gains for eliminating it (1 unless the scenario says). */
  readonly medals: number;
  /** May ignore 1 flag wherever it stands (scenario rule). */
  readonly ignoresFlag: boolean;
}

/** Per-unit bookkeeping of an ordered unit this turn (the command tokens, M44 p.11). */
export interface Order {
  readonly unit: number;
  readonly start: number;
  readonly moved: boolean;
  /** Movement points spent. */
  readonly cost: number;
  /** Entered a must-stop hex this turn (no take ground after, digest A6). */
  readonly stopped: boolean;
  readonly canBattle: boolean;
  readonly battles: number;
  readonly overrun: boolean;
}

export interface AttackCtx {
  /**
   * The attacking unit, or -1 when no unit attacks: a card (Barrage, Air Power; `then` null)
   * or Ambush return fire (`then` holds the ambushed attack, M44 p.22 [L955]).
   */
  readonly attacker: number;
  readonly target: number;
  /** Where the target stood when the attack was declared. */
  readonly targetHex: number;
  readonly dice: number;
  readonly close: boolean;
  readonly starHits: boolean;
  readonly flagsIgnorable: boolean;
  readonly overrun: boolean;
  /** Further targets of the same card (Air Power), with their dice. */
  readonly queue: readonly { readonly target: number; readonly dice: number }[];
  /** An Ambush fired first: the declared attack that resumes after it, if its unit still stands. */
  readonly then: AttackCtx | null;
}

export type Phase =
  | { readonly kind: 'deal'; readonly side: Player; readonly left: number }
  | { readonly kind: 'play' }
  | { readonly kind: 'airdrop'; readonly left: number }
  | { readonly kind: 'order' }
  | { readonly kind: 'section'; readonly types: readonly UnitType[] }
  | { readonly kind: 'target'; readonly card: 'barrage' | 'air-power' | 'medics-and-mechanics' }
  | { readonly kind: 'move' }
  | { readonly kind: 'battle' }
  | { readonly kind: 'roll'; readonly attack: AttackCtx }
  | { readonly kind: 'ignore-flag'; readonly attack: AttackCtx; readonly flags: number }
  | { readonly kind: 'retreat'; readonly attack: AttackCtx; readonly unit: number; readonly from: number; readonly done: number; readonly min: number; readonly max: number }
  | { readonly kind: 'take-ground'; readonly attack: AttackCtx; readonly hex: number }
  | { readonly kind: 'ambush'; readonly attack: AttackCtx }
  | { readonly kind: 'overrun'; readonly unit: number }
  | { readonly kind: 'medics-roll'; readonly unit: number; readonly dice: number }
  | { readonly kind: 'finest-roll'; readonly dice: number }
  | { readonly kind: 'draw'; readonly left: number; readonly recon: boolean; readonly drawn: readonly CardId[]; readonly who?: Player }
  | { readonly kind: 'recon'; readonly cards: readonly CardId[] }
  | { readonly kind: 'over'; readonly winner: Player };

export interface Turn {
  readonly card: CardId;
  /** The card whose order is carried out (Counter-Attack copies the opponent's). */
  readonly effect: CardId;
  /** Mirror flank sections (Counter-Attack of a flank card). */
  readonly mirror: boolean;
  readonly orders: readonly Order[];
  /** Units still to order, per section or in all. */
  readonly slots: readonly [number, number, number];
  readonly anySlots: number;
  /** Section fixed by the player (Infantry Assault), or -1. */
  readonly section: number;
  /** Their Finest Hour: units to order per type; stars order any. */
  readonly finest: { readonly infantry: number; readonly armor: number; readonly any: number } | null;
  /** No unit matched the card: 1 unit of the player's choice is ordered, without the card's bonuses. */
  readonly fallback: boolean;
  /** Air Power targets chosen so far. */
  readonly picked: readonly number[];
  /** The opponent played Ambush this turn and draws its replacement first. */
  readonly ambushed?: boolean;
  /** Behind Enemy Lines: the move after the battles has begun (digest Appendix A). */
  readonly secondMove?: boolean;
}

export interface State {
  readonly scenario: Scenario;
  readonly units: readonly Unit[];
  /** Obstacles now on the board, by hex id (sandbags and wire come and go). */
  readonly obstacles: Readonly<Record<string, ObstacleId>>;
  readonly hands: Readonly<Record<Player, readonly CardId[]>>;
  /** The deck as counts: its order is hidden, so draws are chance moves over the multiset. */
  readonly deck: Readonly<Partial<Record<CardId, number>>>;
  readonly discard: readonly CardId[];
  /** Medals from eliminations and permanent objectives. */
  readonly medals: Readonly<Record<Player, number>>;
  /** Hex ids of permanent objectives already taken. */
  readonly taken: readonly number[];
  readonly active: Player;
  /** Turns each side has completed. */
  readonly turns: Readonly<Record<Player, number>>;
  readonly lastCard: Readonly<Partial<Record<Player, CardId>>>;
  /**
   * The section each side chose with its last card (Infantry Assault), 0-2 as that side sees it;
   * absent when its last card chose none. Counter-Attack copying an Infantry Assault orders the
   * same section of the battlefield (digest Appendix A, Counter-Attack).
   */
  readonly lastSection: Readonly<Partial<Record<Player, Section>>>;
  readonly phase: Phase;
  readonly turn: Turn | null;
}

const FaceCount = z.number().int().min(0);

export const MoveSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('play'), card: CardIdSchema }),
  z.object({ type: z.literal('order'), unit: z.number().int() }),
  z.object({ type: z.literal('section'), section: z.number().int().min(0).max(2) }),
  z.object({ type: z.literal('move'), unit: z.number().int(), to: z.number().int() }),
  z.object({ type: z.literal('end-moves') }),
  z.object({ type: z.literal('attack'), unit: z.number().int(), target: z.number().int() }),
  z.object({ type: z.literal('target'), target: z.number().int() }),
  z.object({ type: z.literal('remove-wire'), unit: z.number().int() }),
  z.object({ type: z.literal('end-turn') }),
  // Counts per battle-die face in FACES order (infantry, armor, grenade, star, flag; M44 p.9): FaceCounts.
  z.object({ type: z.literal('roll'), faces: z.tuple([FaceCount, FaceCount, FaceCount, FaceCount, FaceCount]).readonly() }),
  z.object({ type: z.literal('ignore-flag'), ignore: z.boolean() }),
  z.object({ type: z.literal('retreat'), to: z.number().int() }),
  z.object({ type: z.literal('stop-retreat') }),
  z.object({ type: z.literal('take-ground'), take: z.boolean() }),
  z.object({ type: z.literal('skip') }),
  z.object({ type: z.literal('draw'), card: CardIdSchema }),
  z.object({ type: z.literal('keep'), card: CardIdSchema }),
  z.object({ type: z.literal('ambush'), play: z.boolean() }),
  z.object({ type: z.literal('drop'), to: z.number().int() }),
  // An ordered unit leaves the board through an exit hex of its side (scenario rule `exit` objective).
  z.object({ type: z.literal('exit'), unit: z.number().int() }),
]);
export type Move = z.infer<typeof MoveSchema>;

export const SetupSchema = z.object({
  scenario: ScenarioSchema,
  variant: z.enum(['standard', 'young-generals']).default('standard'),
});
export type Setup = z.input<typeof SetupSchema>;

const UnitSchema = z.object({
  medals: z.number().int(),
  id: z.number().int(),
  side: PlayerSchema,
  type: UnitTypeSchema,
  badge: BadgeIdSchema.nullable(),
  figures: z.number().int(),
  max: z.number().int(),
  at: z.number().int(),
  fixed: z.boolean(),
  ignoresFlag: z.boolean(),
});

/** Checks the shape of a stored state (phases are checked loosely: they are engine-made). */
export const StateSchema: z.ZodType<State> = z.object({
  scenario: ScenarioSchema,
  units: z.array(UnitSchema),
  obstacles: z.record(z.string(), ObstacleIdSchema),
  hands: z.object({ allies: z.array(CardIdSchema), axis: z.array(CardIdSchema) }),
  deck: z.partialRecord(CardIdSchema, z.number().int()),
  discard: z.array(CardIdSchema),
  medals: z.object({ allies: z.number().int(), axis: z.number().int() }),
  taken: z.array(z.number().int()),
  active: PlayerSchema,
  turns: z.object({ allies: z.number().int(), axis: z.number().int() }),
  lastCard: z.partialRecord(PlayerSchema, CardIdSchema),
  lastSection: z.partialRecord(PlayerSchema, z.union([z.literal(0), z.literal(1), z.literal(2)])),
  phase: z.custom<Phase>((v) => typeof v === 'object' && v !== null && 'kind' in v),
  turn: z.custom<Turn | null>((v) => v === null || (typeof v === 'object' && 'orders' in (v as object))),
}) as unknown as z.ZodType<State>;
