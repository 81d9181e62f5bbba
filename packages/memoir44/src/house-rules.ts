/**
 * House rules: a variant of Memoir '44 derived from the title through two hooks, the number of
 * battle dice (M44 p.8 [L293-318]) and the battle die itself (M44 p.9 [L368-399]). The result
 * is a complete GameDefinition: its chance outcomes carry the house probabilities exactly, and
 * `resolve` accepts exactly them, so the testkit's checks hold for it as for the title.
 */
import { ruleError, type ChanceOutcome, type FaceTable, type GameDefinition, type GameEvent } from '@esagono/kernel';
import { BATTLE_DIE, rollMoves, type Face, type FaceCounts } from './battle/dice.js';
import { game, type View } from './game.js';
import type { AttackCtx, Move, Player, Setup, State, Unit } from './state.js';

/** Who fires a battle: a unit, a card (Barrage, Air Power), or a defender's Ambush return fire. */
export type AttackSource = 'unit' | 'card' | 'ambush';

/** What a dice hook is told about a battle about to be rolled. */
export interface BattleDiceContext {
  /** The dice the rules give (after terrain, penalties and card bonuses). */
  readonly dice: number;
  readonly attack: AttackCtx;
  readonly source: AttackSource;
  /** The firing unit: the attacker, or for Ambush the defender firing back; null for a card. */
  readonly attacker: Unit | null;
  readonly target: Unit;
  /** The state with the roll pending. */
  readonly state: State;
}

export interface HouseRules {
  /** Id of the derived game (default `memoir44+house`), for logs and saved games. */
  readonly id?: string;
  readonly name?: string;
  /** The number of battle dice to roll, from the rules' count (M44 p.8). Clamped to 0..60. */
  readonly battleDice?: (ctx: BattleDiceContext) => number;
  /**
   * The battle die (default `BATTLE_DIE`: 2 infantry, armor, grenade, star, flag; M44 p.9), for
   * every roll of battle dice. Faces it lacks never come up.
   */
  readonly die?: FaceTable<Face>;
}

export type Memoir44 = GameDefinition<State, Move, Player, Setup, View, GameEvent>;

/** Where a battle's firing unit stands: the attacker, or the ambusher firing back. */
function sourceOf(a: AttackCtx): AttackSource {
  if (a.attacker >= 0) return 'unit';
  return a.then !== null ? 'ambush' : 'card';
}

/** The roll phases: a battle, Medics and Mechanics, Their Finest Hour (all battle dice). */
const rollSize = (s: State): number | null => {
  const ph = s.phase;
  if (ph.kind === 'roll') return ph.attack.dice;
  if (ph.kind === 'medics-roll' || ph.kind === 'finest-roll') return ph.dice;
  return null;
};

const sameFaces = (a: FaceCounts, b: readonly number[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Memoir '44 with house rules. `battleDice` is applied when a battle's roll comes up, so the
 * state shows the house count (`phase.attack.dice`) and the outcomes follow it; `die` changes
 * every roll's outcomes and probabilities.
 *
 * ```ts
 * // HOUSE 1: infantry in close combat rolls one more die.
 * const variant = withHouseRules({
 *   battleDice: ({ dice, source, attacker, attack }) =>
 *     source === 'unit' && attack.close && attacker?.type === 'infantry' ? dice + 1 : dice,
 * });
 * ```
 */
export function withHouseRules(rules: HouseRules, base: Memoir44 = game): Memoir44 {
  const die = rules.die ?? BATTLE_DIE;
  const hook = rules.battleDice;
  /** The state with the house dice count, once a battle's roll is pending. */
  const adjust = (s: State): State => {
    const ph = s.phase;
    if (hook === undefined || ph.kind !== 'roll') return s;
    const target = s.units[ph.attack.target];
    if (target === undefined) return s;
    const source = sourceOf(ph.attack);
    const firing = source === 'unit' ? (s.units[ph.attack.attacker] ?? null) : source === 'ambush' ? firer(s, ph.attack) : null;
    const n = hook({ dice: ph.attack.dice, attack: ph.attack, source, attacker: firing, target, state: s });
    const dice = Math.max(0, Math.min(60, Math.floor(Number.isFinite(n) ? n : ph.attack.dice)));
    return dice === ph.attack.dice ? s : { ...s, phase: { ...ph, attack: { ...ph.attack, dice } } };
  };
  const outcomes = (s: State): readonly ChanceOutcome<Move>[] => {
    const n = rollSize(s);
    return n === null || die === BATTLE_DIE ? base.chanceOutcomes(s) : rollMoves(n, die);
  };
  return {
    ...base,
    id: rules.id ?? `${base.id}+house`,
    name: rules.name ?? `${base.name} (house rules)`,
    setup(setup, options) {
      const r = base.setup(setup, options);
      return r.ok ? { ok: true, state: adjust(r.state) } : r;
    },
    chanceOutcomes: outcomes,
    resolve(s, move) {
      // A roll must be one of the house outcomes (with a house die, faces it lacks are refused).
      if (die !== BATTLE_DIE && rollSize(s) !== null && base.actor(s).kind === 'chance') {
        const m = move as { type?: unknown; faces?: unknown } | null;
        const faces = m !== null && typeof m === 'object' && Array.isArray(m.faces) ? (m.faces as readonly number[]) : null;
        if (m?.type === 'roll' && faces !== null && !outcomes(s).some((o) => o.move.type === 'roll' && sameFaces(o.move.faces, faces))) {
          return ruleError('illegal-move', 'this roll cannot come up with the house battle die', 'HOUSE die (M44 p.9)');
        }
      }
      const r = base.resolve(s, move);
      return r.ok ? { ...r, state: adjust(r.state) } : r;
    },
  };
}

/** The unit firing Ambush return fire: the target of the ambushed attack (M44 p.22 [L955]). */
function firer(s: State, counter: AttackCtx): Unit | null {
  const ambushed = counter.then;
  return ambushed === null ? null : (s.units[ambushed.target] ?? null);
}
