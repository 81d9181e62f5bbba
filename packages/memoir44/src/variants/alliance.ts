/**
 * Operation Alliance, team play for 3 or 4 players (M44 p.21-22 [L903-955]): a wrapper around the
 * base engine that keeps it untouched. Each seat is a player of the GameDefinition; a side played by
 * a team of 2 has two hands and a face-up shared card. The base state's hands are a projection of
 * the seats' cards: the active side holds the active teammate's hand plus the shared card, the
 * other side all its team's cards (only Ambush can leave them during an opponent's turn).
 */
import { z } from 'zod';
import { defineGame, ruleError, type Actor, type ChanceOutcome, type GameDefinition, type GameEvent, type Outcome } from '@esagono/kernel';
import { CardIdSchema, type CardId } from '../data/cards.js';
import { game as base, type View as BaseView } from '../game.js';
import { medalTotal } from '../medals/medals.js';
import { boardOf } from '../board/static.js';
import { MoveSchema, PLAYERS, ScenarioSchema, StateSchema, type Move, type Player, type State } from '../state.js';
import { baseRefusal, minus, sameMove, seatName, type Seat } from './seats.js';

/** How many players each side has: 1 (solo) or 2 (a team). */
export type Teams = Readonly<Record<Player, 1 | 2>>;

/**
 * Cards in each teammate's hand for the scenario's count, plus 1 shared face-up card: 4/5/6 give
 * 2/3/4 each (M44 p.22 table [L921-924]). Outside the table: at least 1 each and always a shared
 * card (M44 p.22 [L928], Pegasus: 2 cards give 1 + 1 + shared); 3 and 7+ follow `n - 2` (our reading).
 */
export function teamHandSize(scenarioCards: number): number {
  return Math.max(1, scenarioCards - 2);
}

export type AllianceMove = Move | { readonly type: 'play-shared' };

export interface AllianceState {
  /** The base engine's state; its `hands` are always `project`ed from the seats. */
  readonly base: State;
  readonly teams: Teams;
  /** Each seat's own hand. */
  readonly hands: Readonly<Record<string, readonly CardId[]>>;
  /** The face-up shared card of a team, seen by everybody (M44 p.22 [L917-919]). */
  readonly shared: Readonly<Record<Player, CardId | null>>;
  /** The teammate (0 or 1) taking the side's current or next turn (M44 p.22 [L932-940]). */
  readonly member: Readonly<Record<Player, number>>;
  /** Where the card played this turn came from: its replacement goes back there (M44 p.22 [L944]). */
  readonly source: 'hand' | 'shared';
  /** The seat (or 'shared') that held the Ambush played this turn (M44 p.22 [L955]). */
  readonly ambushFrom: string | null;
  /** False while the opening hands are dealt (chance moves), before they are split among seats. */
  readonly dealt: boolean;
}

export interface AllianceView extends Omit<BaseView, 'hand' | 'opponentHandSize'> {
  readonly seat: string;
  readonly side: Player;
  readonly hand: readonly CardId[];
  /** Teammates may show each other their hands (M44 p.22 [L946]), so a teammate's hand is known. */
  readonly teammateHand: readonly CardId[] | null;
  readonly shared: Readonly<Record<Player, CardId | null>>;
  readonly handSizes: Readonly<Record<string, number>>;
  /** The seat taking the current turn: the active player (M44 p.22 [L934]). */
  readonly activeSeat: string;
}

export const AllianceSetupSchema = z.object({ scenario: ScenarioSchema });
export type AllianceSetup = z.input<typeof AllianceSetupSchema>;

export const AllianceMoveSchema = z.discriminatedUnion('type', [...MoveSchema.options, z.object({ type: z.literal('play-shared') })]);

const SideCards = z.object({ allies: CardIdSchema.nullable(), axis: CardIdSchema.nullable() });
export const AllianceStateSchema: z.ZodType<AllianceState> = z.object({
  base: StateSchema,
  teams: z.object({ allies: z.union([z.literal(1), z.literal(2)]), axis: z.union([z.literal(1), z.literal(2)]) }),
  hands: z.record(z.string(), z.array(CardIdSchema)),
  shared: SideCards,
  member: z.object({ allies: z.number().int().min(0).max(1), axis: z.number().int().min(0).max(1) }),
  source: z.enum(['hand', 'shared']),
  ambushFrom: z.string().nullable(),
  dealt: z.boolean(),
}) as unknown as z.ZodType<AllianceState>;

/** The seats of a side, first player first (M44 p.21 [L911]). */
export function sideSeats(teams: Teams, side: Player): Seat[] {
  return teams[side] === 2 ? [seatName(side, 1), seatName(side, 2)] : [side];
}

function seatOf(w: AllianceState, side: Player): Seat {
  return sideSeats(w.teams, side)[w.member[side]] ?? side;
}

function handOf(w: AllianceState, seat: string): readonly CardId[] {
  return w.hands[seat] ?? [];
}

function sideOf(seat: string): Player {
  return seat.startsWith('allies') ? 'allies' : 'axis';
}

/** The base state's hands as the seats' cards make them (see the module comment). */
export function projectAlliance(w: AllianceState): AllianceState {
  if (!w.dealt) return w;
  const cards = (side: Player): CardId[] => {
    const sh = w.shared[side];
    const extra = sh === null ? [] : [sh];
    if (side === w.base.active) return [...handOf(w, seatOf(w, side)), ...extra];
    return [...sideSeats(w.teams, side).flatMap((s) => handOf(w, s)), ...extra];
  };
  let b: State = { ...w.base, hands: { allies: cards('allies'), axis: cards('axis') } };
  // The base engine chose play or draw from the whole team's cards: the active teammate may have none.
  if (b.phase.kind === 'play' && b.hands[b.active].length === 0) b = { ...b, phase: { kind: 'draw', left: 1, recon: false, drawn: [] } };
  return { ...w, base: b };
}

/** Deals the opening cards out in draw order: teammate 1, teammate 2, then the shared card (M44 p.22 [L915-917]). */
function split(w: AllianceState): AllianceState {
  const hands: Record<string, CardId[]> = {};
  const shared: Record<Player, CardId | null> = { allies: null, axis: null };
  for (const side of PLAYERS) {
    const dealt = w.base.hands[side];
    if (w.teams[side] === 1) {
      hands[side] = [...dealt];
      continue;
    }
    // The base engine dealt the team 2k + 1 cards (see `setup`).
    const k = (w.base.scenario.hands[side] - 1) / 2;
    hands[seatName(side, 1)] = dealt.slice(0, k);
    hands[seatName(side, 2)] = dealt.slice(k, 2 * k);
    shared[side] = dealt[2 * k] ?? null;
  }
  return { ...w, hands, shared, dealt: true };
}

/**
 * Takes the base engine's card changes back into the seats. Cards that left a side's hand leave
 * the slot they were played from; new cards fill an empty shared slot first (the replacement of
 * a played shared card, M44 p.22 [L944]), the rest go to the hand of the seat that played.
 */
function absorb(w: AllianceState, next: State): AllianceState {
  const hands: Record<string, readonly CardId[]> = { ...w.hands };
  const shared: Record<Player, CardId | null> = { ...w.shared };
  for (const side of PLAYERS) {
    const before = w.base.hands[side];
    const after = next.hands[side];
    const removed = minus(before, after);
    const added = minus(after, before);
    if (removed.length === 0 && added.length === 0) continue;
    const active = side === w.base.active;
    const slot = active ? (w.source === 'shared' ? 'shared' : seatOf(w, side)) : (w.ambushFrom ?? seatOf(w, side));
    const seat = slot === 'shared' ? seatOf(w, side) : slot;
    for (const c of removed) {
      if (slot === 'shared' && shared[side] === c) shared[side] = null;
      else hands[seat] = minus(hands[seat] ?? [], [c]);
    }
    for (const c of added) {
      if (w.teams[side] === 2 && shared[side] === null) shared[side] = c;
      else hands[seat] = [...(hands[seat] ?? []), c];
    }
  }
  let member = w.member;
  let r: AllianceState = { ...w, hands, shared, base: next };
  if (next.active !== w.base.active) {
    // Teammates alternate within their team (M44 p.22 [L932]).
    const done = w.base.active;
    if (w.teams[done] === 2) member = done === 'allies' ? { allies: 1 - member.allies, axis: member.axis } : { allies: member.allies, axis: 1 - member.axis };
    r = { ...r, member, source: 'hand', ambushFrom: null };
  }
  return r;
}

function legal(w: AllianceState): AllianceMove[] {
  const moves = base.legalMoves(w.base);
  const side = w.base.active;
  if (w.base.phase.kind !== 'play' || w.teams[side] === 1) return [...moves];
  // Play from one's own hand or the shared card (M44 p.22 [L944]).
  const hand = handOf(w, seatOf(w, side));
  const out: AllianceMove[] = [];
  for (const m of moves) {
    if (m.type !== 'play') continue;
    if (hand.includes(m.card)) out.push(m);
    if (m.card === w.shared[side]) out.push({ type: 'play-shared' });
  }
  return out;
}

/** Legal moves per state, kept in the game's context (board/context.ts). */
function legalOf(w: AllianceState): readonly AllianceMove[] {
  const legalCache = boardOf(w.base.scenario).memo.allianceLegal;
  let l = legalCache.get(w);
  if (!l) {
    l = legal(w);
    legalCache.set(w, l);
  }
  return l;
}

function seatActor(w: AllianceState): Actor<string> {
  const a = base.actor(w.base);
  if (a.kind !== 'player') return a;
  const side = a.player;
  const ph = w.base.phase;
  // Any teammate may play Ambush from his hand (M44 p.22 [L955]): the one holding it decides.
  if (ph.kind === 'ambush' && side !== w.base.active) {
    const holder = sideSeats(w.teams, side).find((s) => handOf(w, s).includes('ambush'));
    if (holder) return { kind: 'player', player: holder };
  }
  // The active teammate decides his turn (M44 p.22 [L946]); the other side's decisions (flags,
  // retreats) go to its teammate due to play next (our reading: the text is silent).
  return { kind: 'player', player: seatOf(w, side) };
}

/** Operation Alliance for the given team sizes; seats are `allies-1`, `allies-2` for a team, `axis` for a solo player. */
export function allianceGame(teams: Teams): GameDefinition<AllianceState, AllianceMove, string, AllianceSetup, AllianceView, GameEvent> {
  const players = PLAYERS.flatMap((side) => sideSeats(teams, side));
  return defineGame<AllianceState, AllianceMove, string, AllianceSetup, AllianceView, GameEvent>({
    id: `memoir44-alliance-${teams.allies}v${teams.axis}`,
    name: "Memoir '44: Operation Alliance",
    players,
    maxMoves: base.maxMoves,
    schemas: { setup: AllianceSetupSchema, state: AllianceStateSchema, move: AllianceMoveSchema as unknown as z.ZodType<AllianceMove> },
    setup(input) {
      const { scenario } = AllianceSetupSchema.parse(input);
      // A team is dealt 2 hands and a shared card; a solo player the usual count (M44 p.22 [L915-926]).
      const count = (side: Player): number => (teams[side] === 2 ? 2 * teamHandSize(scenario.hands[side]) + 1 : scenario.hands[side]);
      const r = base.setup({ scenario: { ...scenario, hands: { allies: count('allies'), axis: count('axis') } } });
      if (!r.ok) return r;
      const w: AllianceState = {
        base: r.state,
        teams,
        hands: {},
        shared: { allies: null, axis: null },
        member: { allies: 0, axis: 0 },
        source: 'hand',
        ambushFrom: null,
        dealt: false,
      };
      return { ok: true, state: r.state.phase.kind === 'deal' ? w : projectAlliance(split(w)) };
    },
    actor: seatActor,
    legalMoves: legalOf,
    chanceOutcomes(w): readonly ChanceOutcome<AllianceMove>[] {
      return base.chanceOutcomes(w.base);
    },
    resolve(w, move) {
      const a = seatActor(w);
      let pre = w;
      let m: Move;
      if (a.kind === 'chance') m = move as Move;
      else {
        if (!legalOf(w).some((x) => sameMove(x, move)))
          return baseRefusal(base, w.base, move, ruleError('illegal-move', `${move.type} is not legal now (phase ${w.base.phase.kind})`, 'M44 p.21-22'));
        if (move.type === 'play-shared') {
          const card = w.shared[w.base.active];
          if (card === null) return ruleError('no-shared-card', 'there is no shared card to play', 'M44 p.22 [L944]');
          m = { type: 'play', card };
          pre = { ...w, source: 'shared' };
        } else {
          m = move;
          if (m.type === 'play') pre = { ...w, source: 'hand' };
          if (m.type === 'ambush' && m.play && a.kind === 'player') pre = { ...w, ambushFrom: handOf(w, a.player).includes('ambush') ? a.player : 'shared' };
        }
      }
      const r = base.resolve(pre.base, m);
      if (!r.ok) return r;
      let next = pre.dealt ? absorb(pre, r.state) : { ...pre, base: r.state };
      if (!next.dealt && r.state.phase.kind !== 'deal') next = split(next);
      return { ok: true, state: projectAlliance(next), events: r.events };
    },
    view(w, seat): AllianceView {
      const side = sideOf(seat);
      const { hand: _h, opponentHandSize: _o, ...rest } = base.view(w.base, side);
      const seats = sideSeats(w.teams, side);
      const mate = seats.find((s) => s !== seat);
      const handSizes: Record<string, number> = {};
      for (const s of players) handSizes[s] = w.dealt ? handOf(w, s).length : 0;
      return {
        ...rest,
        seat,
        side,
        hand: w.dealt ? handOf(w, seat) : [],
        teammateHand: mate === undefined || !w.dealt ? null : handOf(w, mate),
        shared: w.shared,
        handSizes,
        activeSeat: seatOf(w, w.base.active),
      };
    },
    outcome(w): Outcome<string> | null {
      const o = base.outcome(w.base);
      if (o === null) return null;
      // The side wins as a team: `winner` names its first seat, every seat scores its side's medals.
      const scores: Record<string, number> = {};
      for (const s of players) scores[s] = medalTotal(w.base, sideOf(s));
      if (o.kind === 'draw') return { kind: 'draw', scores };
      return { kind: 'win', winner: sideSeats(teams, o.winner)[0] ?? o.winner, scores };
    },
  });
}

/** Operation Alliance with 4 players, 2 a side (M44 p.22 [L936]). */
export const allianceGame4 = allianceGame({ allies: 2, axis: 2 });
