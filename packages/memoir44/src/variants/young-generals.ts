/**
 * Young Generals (M44 p.22 [L957-984]) as a wrapper around the base engine: section cards only and
 * 6 cards a side (the base engine's `young-generals` set-up), optionally without take ground and
 * armour overrun [L965], optionally with chosen tactic cards brought back [L984], and team play with
 * up to 3 players a side [L969-984]: each teammate has a section, the centre player is commander in
 * chief. The team shares one hand; the commander decides which card is played; the teammate most
 * affected by the card makes the turn's decisions; the commander handles cards for several
 * sections and tactic cards.
 */
import { z } from 'zod';
import { defineGame, ruleError, type Actor, type GameDefinition, type GameEvent, type Outcome } from '@esagono/kernel';
import { CARDS, CardIdSchema, type CardId } from '../data/cards.js';
import { game as base, type View as BaseView } from '../game.js';
import { boardOf } from '../board/static.js';
import { unitSections } from '../orders/orders.js';
import { medalTotal } from '../medals/medals.js';
import { MoveSchema, PLAYERS, ScenarioSchema, StateSchema, type Move, type Player, type State, type Turn } from '../state.js';
import { baseRefusal, sameMove, seatName, type Seat } from './seats.js';

/** Players per side: 1, 2 (centre + flanks) or 3 (one per section) (M44 p.22 [L971-975]). */
export type YoungTeams = Readonly<Record<Player, 1 | 2 | 3>>;

export const YoungSetupSchema = z.object({
  scenario: ScenarioSchema,
  /** Play without take ground and armour overrun (M44 p.22 [L965]). */
  simplified: z.boolean().default(false),
  /** Tactic cards brought back into the deck, all their copies (M44 p.22 [L984]). */
  tactics: z.array(CardIdSchema.refine((c) => CARDS[c].type === 'tactic', 'only tactic cards can be brought back')).default([]),
});
export type YoungSetup = z.input<typeof YoungSetupSchema>;

export interface YoungState {
  readonly base: State;
  readonly simplified: boolean;
}

export interface YoungView extends BaseView {
  readonly seat: string;
  /** The seat that decides now, or null for chance and the end. */
  readonly deciding: string | null;
}

export const YoungStateSchema: z.ZodType<YoungState> = z.object({ base: StateSchema, simplified: z.boolean() }) as unknown as z.ZodType<YoungState>;

/** Seats of a side: sections left to right as its players see them; the commander in chief is the centre. */
export function youngSeats(teams: YoungTeams, side: Player): Seat[] {
  const n = teams[side];
  if (n === 3) return [seatName(side, 'left'), seatName(side, 'center'), seatName(side, 'right')];
  if (n === 2) return [seatName(side, 'center'), seatName(side, 'flanks')];
  return [side];
}

/** The commander in chief: the centre player, or the solo player (M44 p.22 [L973-975]). */
export function commanderOf(teams: YoungTeams, side: Player): Seat {
  return teams[side] === 1 ? side : seatName(side, 'center');
}

/** The teammate responsible for section k (0 left, 1 centre, 2 right). */
function sectionSeat(teams: YoungTeams, side: Player, k: number): Seat {
  const n = teams[side];
  if (n === 1 || k === 1) return commanderOf(teams, side);
  return n === 3 ? seatName(side, k === 0 ? 'left' : 'right') : seatName(side, 'flanks');
}

/** The one section a card orders in, or -1 for cards of several sections and tactic cards. */
function cardSection(t: Turn): number {
  if (t.section >= 0) return t.section;
  const order = CARDS[t.effect].order;
  if (order.kind !== 'sections' || t.fallback) return -1;
  const used = [0, 1, 2].filter((k) => (order.counts[k] ?? 0) > 0);
  if (used.length !== 1) return -1;
  const k = used[0] as number;
  return t.mirror ? 2 - k : k;
}

/** The teammate whose section a unit stands in; the commander for a dotted-line hex (our reading). */
function unitSeat(teams: YoungTeams, s: State, unit: number): Seat {
  const u = s.units[unit];
  if (!u || u.at < 0) return commanderOf(teams, s.active);
  const m = unitSections(boardOf(s.scenario), u, false);
  const k = m === 1 ? 0 : m === 4 ? 2 : 1;
  return sectionSeat(teams, u.side, k);
}

function decider(teams: YoungTeams, s: State): Actor<string> {
  const a = base.actor(s);
  if (a.kind !== 'player') return a;
  const side = a.player;
  const ph = s.phase;
  // The commander in chief has the last word on the card to play and plays tactic cards (M44 p.22 [L977], [L981]).
  if (ph.kind === 'play' || ph.kind === 'ambush') return { kind: 'player', player: commanderOf(teams, side) };
  // The owner's flags and retreats: the teammate of the unit's section (M44 p.22 [L979]).
  if (ph.kind === 'ignore-flag' || ph.kind === 'retreat') return { kind: 'player', player: unitSeat(teams, s, ph.attack.target) };
  // The rest of the turn: the teammate most affected by the card (M44 p.22 [L979]).
  const k = s.turn ? cardSection(s.turn) : -1;
  return { kind: 'player', player: k < 0 ? commanderOf(teams, side) : sectionSeat(teams, side, k) };
}

/** Without take ground and overrun, their decisions are declined at once (M44 p.22 [L965]). */
function skipOptional(w: YoungState, s: State): State {
  let r = s;
  for (;;) {
    const ph = r.phase.kind;
    if (!w.simplified || (ph !== 'take-ground' && ph !== 'overrun')) return r;
    const m: Move = ph === 'take-ground' ? { type: 'take-ground', take: false } : { type: 'skip' };
    const next = base.resolve(r, m);
    if (!next.ok) return r;
    r = next.state;
  }
}

/** Young Generals for the given team sizes (1, 2 or 3 a side). */
export function youngGeneralsGame(teams: YoungTeams): GameDefinition<YoungState, Move, string, YoungSetup, YoungView, GameEvent> {
  const players = PLAYERS.flatMap((side) => youngSeats(teams, side));
  const sideOf = (seat: string): Player => (seat.startsWith('allies') ? 'allies' : 'axis');
  return defineGame<YoungState, Move, string, YoungSetup, YoungView, GameEvent>({
    id: `memoir44-young-generals-${teams.allies}v${teams.axis}`,
    name: "Memoir '44: Young Generals",
    players,
    maxMoves: base.maxMoves,
    schemas: { setup: YoungSetupSchema, state: YoungStateSchema, move: MoveSchema },
    setup(input) {
      const { scenario, simplified, tactics } = YoungSetupSchema.parse(input);
      const r = base.setup({ scenario, variant: 'young-generals' });
      if (!r.ok) return r;
      // Nothing is dealt yet (the deal is chance moves), so the tactic cards can join the deck now.
      const deck: Partial<Record<CardId, number>> = { ...r.state.deck };
      for (const c of new Set(tactics)) deck[c] = CARDS[c].copies;
      return { ok: true, state: { base: { ...r.state, deck }, simplified } };
    },
    actor: (w) => decider(teams, w.base),
    legalMoves: (w) => base.legalMoves(w.base),
    chanceOutcomes: (w) => base.chanceOutcomes(w.base),
    resolve(w, move) {
      const a = decider(teams, w.base);
      if (a.kind === 'player' && !base.legalMoves(w.base).some((m) => sameMove(m, move)))
        return baseRefusal(base, w.base, move, ruleError('illegal-move', `${move.type} is not legal now (phase ${w.base.phase.kind})`, 'M44 p.22'));
      const r = base.resolve(w.base, move);
      if (!r.ok) return r;
      return { ok: true, state: { ...w, base: skipOptional(w, r.state) }, events: r.events };
    },
    view(w, seat): YoungView {
      // The team's cards sit in its one card holder and are discussed together (M44 p.22 [L976-977]).
      const a = decider(teams, w.base);
      return { ...base.view(w.base, sideOf(seat)), seat, deciding: a.kind === 'player' ? a.player : null };
    },
    outcome(w): Outcome<string> | null {
      const o = base.outcome(w.base);
      if (o === null) return null;
      const scores: Record<string, number> = {};
      for (const s of players) scores[s] = medalTotal(w.base, sideOf(s));
      if (o.kind === 'draw') return { kind: 'draw', scores };
      // The side wins as a team; `winner` names its commander in chief.
      return { kind: 'win', winner: commanderOf(teams, o.winner), scores };
    },
  });
}

/** Two players with the Young Generals rules. */
export const youngGeneralsGame2 = youngGeneralsGame({ allies: 1, axis: 1 });
